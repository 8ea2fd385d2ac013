"""The simulation lab's tables (:mod:`games.gavitt.lab`): each experiment's table and chart data,
made from the arms' integer counters, and the plain-text form of a result for the command line."""
from __future__ import annotations

from games.core import stats

from .lab_play import SCORE_BIN
from .rules import FULL

EDITIONS = ("1903", "2003")
TARGET_LABEL = {"1903": "$2500", "2003": "$1000"}


def tables(acc, n: int, c: dict) -> list[dict]:
    """Every experiment's table, in the order of the page; ``acc(arm id)`` gives an arm's counters."""
    return [_t_length(acc), _t_scores(acc), _t_leader(acc), _t_seats(acc, n), _t_telegram(acc),
            _t_fines(acc, n, c), _t_shuffle(acc)]


def _t_length(acc):
    rows = []
    rounds_series, minutes_series = [], []
    for ed in EDITIONS:
        a = acc(ed)
        g = a["games"]
        mean_r = stats.mean(a["rounds_sum"], g)
        mean_m = stats.mean(a["ms_sum"], g) / 60000
        rows.append([f"{ed} (to {TARGET_LABEL[ed]})", str(g),
                     f"{stats.fixed(mean_r)} ± {stats.fixed(stats.ci(a['rounds_sum'], a['rounds_sq'], g))}",
                     str(stats.quantile(a["rounds_hist"], 0.5)),
                     f"{stats.quantile(a['rounds_hist'], 0.1)}–{stats.quantile(a['rounds_hist'], 0.9)}",
                     f"{stats.fixed(mean_m, 1)} ± {stats.fixed(stats.ci(a['ms_sum'], a['ms_sq'], g) / 60000, 1)}",
                     stats.fixed(stats.mean(a["trades"], a["rounds_sum"]), 1)])
        rounds_series.append((ed, a["rounds_hist"], g))
        minutes_series.append((ed, mean_m))
    lo = min([int(k) for _e, h, _g in rounds_series for k in h] or [1])
    hi = max([int(k) for _e, h, _g in rounds_series for k in h] or [1])
    labels = list(range(lo, hi + 1))
    return {
        "id": "length", "title": "Game length: $2500 (1903) against $1000 (2003)",
        "caption": "Rounds until someone reaches the edition's target, and simulated minutes of play "
                   "(virtual time, including the dealer's pause between rounds). ± is a 95 % interval.",
        "columns": ["Edition", "Games", "Rounds (mean)", "Rounds (median)", "Rounds (10–90 %)",
                    "Minutes (mean)", "Trades per round"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Rounds in the game", "y": "Share of games (%)",
                  "labels": [str(x) for x in labels],
                  "series": [{"label": ed, "data": [stats.rounded(100 * h.get(str(x), 0) / g) if g else 0 for x in labels]}
                             for ed, h, g in rounds_series]},
    }


def _t_scores(acc):
    hs = {ed: acc(ed)["round_hist"] for ed in EDITIONS}
    keys = sorted({int(k) for h in hs.values() for k in h})
    rows = []
    for k in keys:
        row = [f"{stats.money(k)} to {stats.money(k + SCORE_BIN - 1)}"]
        for ed in EDITIONS:
            tot = acc(ed)["round_n"]
            row.append(stats.pct(stats.mean(hs[ed].get(str(k), 0), tot)))
        rows.append(row)
    notes = []
    for ed in EDITIONS:
        a = acc(ed)
        notes.append(f"{ed}: mean {stats.money(stats.mean(a['round_sum'], a['round_n']), 1)}, "
                     f"sd {stats.money(stats.sd(a['round_sum'], a['round_sq'], a['round_n']), 1)}")
    return {
        "id": "scores", "title": "What a player scores in one round",
        "caption": "Net score of each player in each round (stock, Telegram and fines), in $50 bins, as a share "
                   "of all player-rounds. " + "; ".join(notes) + ".",
        "columns": ["Round score", "1903", "2003"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Round score ($, bin start)", "y": "Share of player-rounds (%)",
                  "labels": [str(k) for k in keys],
                  "series": [{"label": ed, "data": [stats.rounded(100 * stats.mean(hs[ed].get(str(k), 0), acc(ed)["round_n"]))
                                                    for k in keys]} for ed in EDITIONS]},
    }


def _t_leader(acc):
    rows, data = [], []
    for ed in EDITIONS:
        a = acc(ed)
        g = a["leader_games"]
        p = stats.mean(a["leader_wins60"] / 60, g)
        n = len(a["wins60"])
        rows.append([ed, str(g), f"{stats.pct(p)} ± {stats.pct(stats.pci(a['leader_wins60'] / 60, g))}", stats.pct(1 / n)])
        data.append(stats.rounded(100 * p))
    return {
        "id": "leader", "title": "Does the leader after the first round win?",
        "caption": "Games with a single leader after round 1, and the share of them that this player won (a shared "
                   "win counts as a share). If the first round did not matter the share would be one in the number "
                   "of players.",
        "columns": ["Edition", "Games with one leader", "Leader wins", "No effect would be"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Edition", "y": "Leader after round 1 wins (%)", "labels": list(EDITIONS),
                  "series": [{"label": "leader wins", "data": data}]},
    }


def _seat_name(s: int) -> str:
    return "Seat 1 (first dealer)" if s == 0 else ("Seat 2 (dealer's left)" if s == 1 else f"Seat {s + 1}")


def _t_seats(acc, n):
    rows = []
    series = []
    for s in range(n):
        row = [_seat_name(s)]
        for ed in EDITIONS:
            a = acc(ed)
            g = a["games"]
            w = a["wins60"][s] / 60
            row.append(f"{stats.pct(stats.mean(w, g))} ± {stats.pct(stats.pci(w, g))}")
        rows.append(row)
    for ed in EDITIONS:
        a = acc(ed)
        series.append({"label": ed, "data": [stats.rounded(100 * stats.mean(a["wins60"][s] / 60, a["games"])) for s in range(n)]})
    return {
        "id": "seats", "title": "Seat advantage",
        "caption": f"Share of wins by seat, counted clockwise from the first dealer; the deal passes to the left each "
                   f"round. With no advantage every seat wins {stats.pct(1 / n)}.",
        "columns": ["Seat", "1903 wins", "2003 wins"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Seat", "y": "Share of wins (%)", "labels": [f"Seat {s + 1}" for s in range(n)],
                  "series": series},
    }


def _t_telegram(acc):
    rows = []
    labels, on_data, off_data = [], [], []
    for ed in EDITIONS:
        for on in (True, False):
            a = acc(f"{ed}-telegram-{'on' if on else 'off'}")
            g = a["games"]
            r = a["rounds_sum"]
            rows.append([ed, "on" if on else "off", str(g), stats.fixed(stats.mean(r, g)),
                         stats.money(stats.mean(a["round_sum"], a["round_n"]), 1),
                         stats.money(stats.sd(a["round_sum"], a["round_sq"], a["round_n"]), 1),
                         stats.money(stats.mean(a["spread_sum"], g)),
                         stats.pct(stats.mean(a["tg_caller"], a["tg_rounds"])) if on else "—"])
        labels.append(ed)
        on_data.append(stats.rounded(stats.mean(acc(f"{ed}-telegram-on")["round_sum"], acc(f"{ed}-telegram-on")["round_n"])))
        off_data.append(stats.rounded(stats.mean(acc(f"{ed}-telegram-off")["round_sum"], acc(f"{ed}-telegram-off")["round_n"])))
    return {
        "id": "telegram", "title": "The Telegram's effect on scores",
        "caption": "Each edition with and without the Telegram Card, same seeds. The Telegram costs its holder $100 "
                   "if he calls TOPEKA and pays $100 to a holder who did not call (gse1903-28, gse1903-30). "
                   "Spread = highest minus lowest final score.",
        "columns": ["Edition", "Telegram", "Games", "Rounds", "Round score (mean)", "Round score (sd)",
                    "Final spread", "Caller held it"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Edition", "y": "Mean round score ($)", "labels": labels,
                  "series": [{"label": "Telegram on", "data": on_data}, {"label": "Telegram off", "data": off_data}]},
    }


def _t_fines(acc, n, c):
    on = acc("1903-careless-fines-on")
    off = acc("1903-careless-fines-off")
    g = on["games"]
    clauses = sorted(on["fines"], key=lambda k: (int(k.split("-")[1]) if k.split("-")[1].isdigit() else 99, k))
    rows = []
    care, other = [], []
    for cl in clauses:
        amounts = on["fines"][cl]
        mine = amounts[0]
        others = sum(amounts[1:n]) / (n - 1)
        rows.append([cl, stats.money(stats.mean(mine, g), 2), stats.money(stats.mean(others, g), 2), stats.fixed(stats.mean(amounts[n], g), 2)])
        care.append(stats.rounded(stats.mean(mine, g)))
        other.append(stats.rounded(stats.mean(others, g)))
    total_mine = sum(on["fines"][cl][0] for cl in clauses)
    total_others = sum(sum(on["fines"][cl][1:n]) for cl in clauses) / (n - 1)
    rows.append(["all fines", stats.money(stats.mean(total_mine, g), 2), stats.money(stats.mean(total_others, g), 2),
                 stats.fixed(stats.mean(sum(on["fines"][cl][n] for cl in clauses), g), 2)])
    w_on = stats.mean(on["wins60"][0] / 60, g)
    w_off = stats.mean(off["wins60"][0] / 60, off["games"])
    gap_on = stats.mean(on["final_sum"][0] - sum(on["final_sum"][1:]) / (n - 1), g)
    gap_off = stats.mean(off["final_sum"][0] - sum(off["final_sum"][1:]) / (n - 1), off["games"])
    return {
        "id": "fines", "title": "What the 1903 fines cost a careless bot",
        "caption": f"1903 rules, seat 1 is careless (an unlike pair {stats.pct(c['careless'], 0)} of the time it offers "
                   f"a pair), the other seats never are; same seeds with fines on and off. Fines per game by clause. "
                   f"The careless seat wins {stats.pct(w_on)} with fines and {stats.pct(w_off)} without (fair share "
                   f"{stats.pct(1 / n)}); its final score against the others' mean: {stats.money(gap_on)} with fines, "
                   f"{stats.money(gap_off)} without.",
        "columns": ["Clause", "Careless seat pays", "Each careful seat pays", "Times the careless seat is fined"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Clause", "y": "Fines per game ($)", "labels": clauses,
                  "series": [{"label": "careless seat", "data": care}, {"label": "careful seat (mean)", "data": other}]},
        "extra": {"careless_wins_fines_on": stats.rounded(w_on), "careless_wins_fines_off": stats.rounded(w_off),
                  "score_gap_fines_on": stats.rounded(gap_on), "score_gap_fines_off": stats.rounded(gap_off)},
    }


def _t_shuffle(acc):
    rows = []
    hists = []
    for ed in EDITIONS:
        for mode, aid in (("gathered, unshuffled", ed), ("fresh shuffle", f"{ed}-reshuffle")):
            a = acc(aid)
            rows.append([ed, mode, str(a["games"]),
                         stats.fixed(stats.mean(a["deal1_max"], a["deal1_n"])),
                         stats.fixed(stats.mean(a["deal_max"], a["deal_n"])),
                         stats.pct(stats.mean(a["deal_four"], a["deal_n"])),
                         stats.fixed(stats.mean(a["later_trades"], a["later_rounds"]), 1),
                         stats.fixed(stats.mean(a["later_ms"], a["later_rounds"]) / 1000, 1),
                         stats.fixed(stats.mean(a["rounds_sum"], a["games"]))])
            hists.append((f"{ed} {mode}", a["deal_max_hist"], a["deal_n"]))
    labels = list(range(1, FULL + 1))
    return {
        "id": "shuffle", "title": "The unshuffled deal against a fresh shuffle every round",
        "caption": "Both texts forbid shuffling after the first deal (gse1903-4b, gse2003-setup-note): the dealer "
                   "gathers the hands, squared up by railroad, and deals them one card at a time. The experiment "
                   "shuffles before every deal instead. 'Largest holding' is the most cards of one railroad in a "
                   "freshly dealt hand (round 1 is always shuffled).",
        "columns": ["Edition", "Deck", "Games", "Largest holding, round 1", "Largest holding, later rounds",
                    "Later hands with 4+ of one railroad", "Trades per later round", "Seconds per later round",
                    "Rounds per game"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Largest holding of one railroad in a dealt hand (rounds 2+)",
                  "y": "Share of hands (%)", "labels": [str(x) for x in labels],
                  "series": [{"label": lab, "data": [stats.rounded(100 * stats.mean(h.get(str(x), 0), tot)) for x in labels]}
                             for lab, h, tot in hists]},
    }


def format_text(result: dict) -> str:
    """The result as plain-text tables (for the command line)."""
    out = []
    c = result["config"]
    out.append(f"Simulation lab: {c['players']} players, {c['speed']} bots, Telegram {c['telegram']}, "
               f"fines {c['fines']}, {c['games']} games per arm from seed {c['seed']}")
    for t in result["tables"]:
        out.append("")
        out.append(f"== {t['title']} ==")
        cols = t["columns"]
        widths = [max(len(str(x)) for x in [col] + [r[i] for r in t["rows"]]) for i, col in enumerate(cols)]
        out.append("  ".join(str(col).ljust(w) for col, w in zip(cols, widths)).rstrip())
        out.append("  ".join("-" * w for w in widths))
        for r in t["rows"]:
            out.append("  ".join(str(x).ljust(w) for x, w in zip(r, widths)).rstrip())
        out.append(t["caption"])
    return "\n".join(out) + "\n"
