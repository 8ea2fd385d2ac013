"""The simulation lab's tables (:mod:`games.gavitt.lab.experiments`): each experiment's table and chart data,
made from the arms' integer counters, and the plain-text form of a result for the command line."""
from __future__ import annotations

from games.lab import intervals
from games.lab import stats

from ..rules import FULL
from .play import SCORE_BIN

EDITIONS = ("1903", "2003")
TARGET_LABEL = {"1903": "$2500", "2003": "$1000"}


def tables(acc, n: int, c: dict) -> list[dict]:
    """Every experiment's table, in the order of the page; ``acc(arm id)`` gives an arm's counters."""
    return [_t_length(acc), _t_scores(acc), _t_leader(acc), _t_seats(acc, n), _t_telegram(acc),
            _t_fines(acc, n, c), _t_shuffle(acc), _t_differences(acc, n, c)]


def share_text(k, n) -> str:
    """A share with its Wilson 95 % interval: '25.0 % (19.2–31.9 %)'."""
    lo, hi = intervals.wilson(k, n)
    return f"{stats.pct(stats.mean(k, n))} ({stats.fixed(100 * lo, 1)}–{stats.pct(hi)})"


def _t_length(acc):
    rows = []
    rounds_series, minutes_series = [], []
    for ed in EDITIONS:
        a = acc(ed)
        g = a["games"]
        mean_r = stats.mean(a["rounds_sum"], g)
        mean_m = stats.mean(a["ms_sum"], g) / 60000
        half_r = stats.mean_half_width(a["rounds_sum"], a["rounds_sq"], g)
        half_m = stats.mean_half_width(a["ms_sum"], a["ms_sq"], g) / 60000
        rows.append([f"{ed} (to {TARGET_LABEL[ed]})", str(g), f"{stats.fixed(mean_r)} ± {stats.fixed(half_r)}",
                     str(stats.quantile(a["rounds_hist"], 0.5)),
                     f"{stats.quantile(a['rounds_hist'], 0.1)}–{stats.quantile(a['rounds_hist'], 0.9)}",
                     f"{stats.fixed(mean_m, 1)} ± {stats.fixed(half_m, 1)}",
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
    rows, data, los, his = [], [], [], []
    for ed in EDITIONS:
        a = acc(ed)
        g = a["leader_games"]
        p = stats.mean(a["leader_wins60"] / 60, g)
        n = len(a["wins60"])
        rows.append([ed, str(g), share_text(a["leader_wins60"] / 60, g), stats.pct(1 / n)])
        data.append(stats.rounded(100 * p))
        lo, hi = intervals.wilson(a["leader_wins60"] / 60, g)
        los.append(stats.rounded(100 * lo))
        his.append(stats.rounded(100 * hi))
    return {
        "id": "leader", "title": "Does the leader after the first round win?",
        "caption": "Games with a single leader after round 1, and the share of them that this player won (a shared "
                   "win counts as a share). If the first round did not matter the share would be one in the number "
                   "of players. In brackets: a 95 % Wilson score interval of the share.",
        "columns": ["Edition", "Games with one leader", "Leader wins", "No effect would be"],
        "rows": rows,
        "chart": {"type": "bar", "x": "Edition", "y": "Leader after round 1 wins (%)", "labels": list(EDITIONS),
                  "series": [{"label": "leader wins", "data": data, "lo": los, "hi": his}]},
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
            row.append(share_text(w, g))
        rows.append(row)
    for ed in EDITIONS:
        a = acc(ed)
        ci = [intervals.wilson(a["wins60"][s] / 60, a["games"]) for s in range(n)]
        series.append({"label": ed, "data": [stats.rounded(100 * stats.mean(a["wins60"][s] / 60, a["games"])) for s in range(n)],
                       "lo": [stats.rounded(100 * lo) for lo, _hi in ci], "hi": [stats.rounded(100 * hi) for _lo, hi in ci]})
    return {
        "id": "seats", "title": "Seat advantage",
        "caption": f"Share of wins by seat, counted clockwise from the first dealer; the deal passes to the left each "
                   f"round. With no advantage every seat wins {stats.pct(1 / n)}. In brackets: a 95 % Wilson score "
                   f"interval of the share.",
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
                   f"The careless seat wins {share_text(on['wins60'][0] / 60, g)} with fines and "
                   f"{share_text(off['wins60'][0] / 60, off['games'])} without (fair share "
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


#: the paired comparisons: (comparison, arm before, arm after, measure, its words, divide by, unit)
def _comparisons(n: int) -> list[tuple]:
    out = [("1903 → 2003", "1903", "2003", "rounds", "Rounds per game", 1, "rounds"),
           ("1903 → 2003", "1903", "2003", "ms", "Minutes per game", 60000, "min"),
           ("1903 → 2003", "1903", "2003", "dealer60", "First dealer's share of wins", 60, "share")]
    for ed in EDITIONS:
        out += [(f"Telegram off → on, {ed}", f"{ed}-telegram-off", f"{ed}-telegram-on", "rounds", "Rounds per game", 1,
                 "rounds"),
                (f"Telegram off → on, {ed}", f"{ed}-telegram-off", f"{ed}-telegram-on", "spread",
                 "Final spread (highest less lowest score)", 1, "$")]
    out += [("Fines off → on, careless seat 1", "1903-careless-fines-off", "1903-careless-fines-on", "care60",
             "Careless seat's share of wins", 60, "share"),
            ("Fines off → on, careless seat 1", "1903-careless-fines-off", "1903-careless-fines-on", "gap",
             "Careless seat's final score less the others' mean", n - 1, "$")]
    for ed in EDITIONS:
        out.append((f"Unshuffled → fresh shuffle, {ed}", ed, f"{ed}-reshuffle", "rounds", "Rounds per game", 1, "rounds"))
    return out


def _in_units(x: float, unit: str, sign: bool = False, diff: bool = False) -> str:
    if unit == "share":
        text = f"{stats.fixed(100 * x, 1)} points" if diff else stats.pct(x)
    elif unit == "$":
        text = stats.money(x)
    else:
        text = stats.fixed(x, 2 if unit == "rounds" else 1)
    if sign and not text.startswith("−") and x > 0 and text.strip("$0.% ") != "":
        return "+" + text
    return text.replace("-", "−")


def differences(acc, n: int, c: dict) -> list[dict]:
    """Every paired comparison of the lab on the same seeds (:mod:`games.lab.intervals`), as data:
    the means of both arms, the mean per-seed difference (after less before), its 95 % interval, the
    method and the verdict, in the measure's own units."""
    comps = _comparisons(n)
    pairs = [intervals.series(acc(before)["per_game"], acc(after)["per_game"], m)
             for _c, before, after, m, *_r in comps]
    out = []
    for (what, before, after, m, words, by, unit), r in zip(comps, intervals.paired_many(pairs, seed=c["seed"])):
        r = intervals.scaled(r, by)
        out.append({"comparison": what, "before": before, "after": after, "measure": m, "words": words,
                    "unit": unit, **{k: (stats.rounded(v) if isinstance(v, float) else v) for k, v in r.items()}})
    return out


def _t_differences(acc, n, c):
    found = differences(acc, n, c)
    rows = []
    for d in found:
        u = d["unit"]
        rows.append([d["comparison"], d["words"], str(d["n"]), _in_units(d["a"], u), _in_units(d["b"], u),
                     f"{_in_units(d['diff'], u, True, True)} ({_in_units(d['lo'], u, diff=True).replace(' points', '')} to "
                     f"{_in_units(d['hi'], u, diff=True)})",
                     d["method"], d["verdict"]])
    beyond = [f"{d['comparison']}, {d['words'][0].lower() + d['words'][1:]}" for d in found
              if d["verdict"] == intervals.BEYOND]
    return {
        "id": "differences", "title": "Is the difference real? Paired differences on the same seeds",
        "caption": "Each comparison plays the same seeds under both rules, so each seed gives a difference (after "
                   "less before) and the luck of the deal that both share cancels. The interval is a 95 % interval of "
                   f"the mean difference: below {intervals.NORMAL_FROM} seeds a {intervals.METHODS['bootstrap']}, "
                   f"from {intervals.NORMAL_FROM} on a {intervals.METHODS['normal']}. A difference is beyond noise "
                   "when its interval leaves out zero, within noise when it holds zero (a share's difference is in "
                   "percentage points). "
                   + (f"Beyond noise here: {'; '.join(beyond)}." if beyond else "No difference here is beyond noise."),
        "columns": ["Comparison", "Measure", "Seeds", "Before", "After", "Difference (95 % interval)", "Method",
                    "Reading"],
        "rows": rows,
        "chart": {"type": "bar", "indexAxis": "y", "x": "Difference (% of the first rule's mean, with its 95 % interval)",
                  "y": "Comparison", "labels": [[d["comparison"], d["words"]] for d in found],
                  "series": [{"label": "mean difference", **{k: [stats.rounded(100 * d[m] / abs(d["a"])) if d["a"] else 0
                                                                    for d in found]
                                                                 for k, m in (("data", "diff"), ("lo", "lo"), ("hi", "hi"))}}]},
        "extra": {"differences": found},
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
