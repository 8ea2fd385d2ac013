"""The simulation lab: what the changes from 1903 to 2003 do, measured with bots.

Pure, deterministic, standard-library Python: no I/O and no clock.  The same module runs in
CPython at build time (the default results on the comparison page), in the browser's Pyodide
worker (the lab, through :mod:`games.api`) and behind ``python -m games simulate --lab``.

How a run is organised
----------------------
A *configuration* (:data:`CONFIG`, checked by :func:`normalise`) names the players, the bots'
speed, the Telegram and fines settings, the number of games and the first seed.  It expands into
*arms* (:func:`arms`): one engine configuration each (edition 1903 or 2003, Telegram on or
off, a careless bot, a fresh shuffle every round...).  Every arm plays the **same seeds**:
game ``i`` of every arm uses seed ``seed + i`` for the deal and for the bots.

The work is a list of *jobs* ``(game i, arm a)`` in game-major order, so a run stopped half way
has the same number of games in every arm.  :func:`run` plays jobs ``first .. first+count-1``
and returns a *partial*: integer counters per arm (sums, sums of squares, histograms).  Partials
add up (:func:`merge`) in any order and any chunking to the same totals, because they hold only
integers; :func:`summarise` turns the totals into tables (formatted strings) and chart data.
So a browser that runs 1000 games in chunks of 20 gets exactly the numbers CPython gets in one go.

Experiments (the ``id`` of each table in the result)
----------------------------------------------------
``length``     rounds and simulated minutes to reach the target ($2500 in 1903, $1000 in 2003).
``scores``     distribution of a player's net score in one round ($50 bins).
``leader``     how often the leader after round 1 wins the game.
``seats``      share of wins by seat, counted from the first dealer.
``telegram``   each edition with and without the Telegram Card (gse1903-18..30).
``fines``      1903 with one careless bot (seat 1), fines on against fines off (gse1903-31..36).
``shuffle``    the unshuffled gathering of later rounds (gse1903-4b, gse2003-setup-note) against a
               fresh shuffle before every deal: how concentrated are the dealt hands, how long
               are the rounds.
"""
from __future__ import annotations

from games.core.errors import BadParams
from games.core import stats
from games.core.scheduler import Table

from .bots import GavittBot, resolve_bot_params
from .rules import FULL, GavittGame

VERSION = 1
MAX_GAMES = 100_000
MAX_CHUNK = 5_000
SCORE_BIN = 50
#: a game that has not ended after this many bot steps is a bug, not a long game
MAX_STEPS = 3_000_000

CONFIG: dict = {
    "players": {"type": "int", "min": 3, "max": 6, "default": 4, "description": "Players at every table."},
    "speed": {"type": "enum", "values": ["fast", "steady", "slow", "mixed"], "default": "steady",
              "description": "The bots' reaction speed ('mixed': seats cycle fast, steady, slow)."},
    "telegram": {"type": "enum", "values": ["edition", "on", "off"], "default": "edition",
                 "description": "Telegram Card in the edition comparison: as each text says (1903 on, "
                                "2003 off), or on / off for both."},
    "fines": {"type": "enum", "values": ["edition", "on", "off"], "default": "edition",
              "description": "1903 fines in the edition comparison: as each text says (1903 on, 2003 "
                             "none), or on / off for both."},
    "careless": {"type": "float", "min": 0.0, "max": 1.0, "default": 0.25,
                 "description": "Fines experiment: chance that the careless bot's pair is an unlike pair."},
    "games": {"type": "int", "min": 1, "max": MAX_GAMES, "default": 100,
              "description": "Games per arm (every arm plays the same seeds)."},
    "seed": {"type": "int", "min": 0, "max": 2 ** 53 - 1, "default": 1, "description": "Seed of the first game."},
}

EDITIONS = ("1903", "2003")
TARGET_LABEL = {"1903": "$2500", "2003": "$1000"}


# ------------------------------------------------------------------------------ configuration
def normalise(config: dict | None) -> dict:
    """A complete, checked copy of ``config``; raises ``BadParams``."""
    from games.core.params import resolve

    c = resolve(CONFIG, config)
    return c


def _tri(value: str, edition: str) -> bool | None:
    """'edition' -> None (the edition's default), 'on' -> True, 'off' -> False."""
    return None if value == "edition" else value == "on"


def _arm_specs(c: dict) -> list[dict]:
    """Every arm the experiments name, before identical ones are merged."""
    n = c["players"]
    specs = []
    base = {}
    for ed in EDITIONS:
        p = {"edition": ed, "players": n}
        tg, fi = _tri(c["telegram"], ed), _tri(c["fines"], ed)
        if tg is not None:
            p["telegram"] = tg
        if fi is not None:
            p["fines"] = fi
        base[ed] = p
        specs.append({"id": ed, "label": f"{ed} rules", "params": p, "careless_seat": None})
    for ed in EDITIONS:
        for on in (True, False):
            word = "on" if on else "off"
            specs.append({"id": f"{ed}-telegram-{word}", "label": f"{ed}, Telegram {word}",
                          "params": dict(base[ed], telegram=on), "careless_seat": None})
    for on in (True, False):
        word = "on" if on else "off"
        p = {"edition": "1903", "players": n, "fines": on}
        tg = _tri(c["telegram"], "1903")
        if tg is not None:
            p["telegram"] = tg
        specs.append({"id": f"1903-careless-fines-{word}", "label": f"1903, careless seat 1, fines {word}",
                      "params": p, "careless_seat": 0})
    for ed in EDITIONS:
        specs.append({"id": f"{ed}-reshuffle", "label": f"{ed}, fresh shuffle every round",
                      "params": dict(base[ed], reshuffle_each_round=True), "careless_seat": None})
    return specs


def _expand(c: dict) -> tuple[list[dict], dict[str, str]]:
    """The arms to play (identical engine configurations once) and the alias map id -> arm id."""
    out: list[dict] = []
    aliases: dict[str, str] = {}
    seen: dict[tuple, str] = {}
    for a in _arm_specs(c):
        resolved = GavittGame(a["params"], 0).params  # complete parameters, edition defaults filled
        careless = c["careless"] if a["careless_seat"] is not None else None
        key = (tuple(sorted((k, repr(v)) for k, v in resolved.items())), a["careless_seat"], careless)
        if key not in seen:
            seen[key] = a["id"]
            out.append(dict(a, careless=careless, telegram=resolved["telegram"], fines=resolved["fines"],
                            target=resolved["target"]))
        aliases[a["id"]] = seen[key]
    return out, aliases


def arms(config: dict) -> list[dict]:
    """The engine configurations a lab run plays, each once, in a fixed order.

    Each arm is ``{"id", "label", "params", "careless_seat", "careless", "telegram", "fines",
    "target"}``; ``params`` are the game parameters given to the engine.
    """
    return _expand(normalise(config))[0]


def plan(config: dict | None) -> dict:
    """The normalised configuration, its arms and the number of jobs (games x arms)."""
    c = normalise(config)
    a = arms(c)
    return {"config": c, "arms": [{"id": x["id"], "label": x["label"]} for x in a],
            "jobs": c["games"] * len(a), "version": VERSION}


# ------------------------------------------------------------------------------ playing
def _bot_factory(config: dict, players: int, careless_seat, careless):
    bots = {"speed": config["speed"]}
    base = resolve_bot_params(bots, players)
    if careless_seat is None:
        per_seat = [base] * players
    else:
        per_seat = [dict(base, careless=careless if s == careless_seat else 0.0) for s in range(players)]

    def make(game, seat, _bots, rng):
        return GavittBot(game, seat, per_seat[seat], rng)

    return make


def _new_acc(players: int) -> dict:
    return {
        "games": 0, "unfinished": 0,
        "rounds_sum": 0, "rounds_sq": 0, "rounds_hist": {},
        "ms_sum": 0, "ms_sq": 0, "minutes_hist": {},
        "round_n": 0, "round_sum": 0, "round_sq": 0, "round_hist": {},
        "trades": 0, "play_ms": 0,
        "leader_games": 0, "leader_wins60": 0,
        "wins60": [0] * players, "shared": 0, "final_sum": [0] * players,
        "spread_sum": 0,
        "tg_rounds": 0, "tg_caller": 0, "tg_swing": 0,
        "fines": {},
        "deal1_n": 0, "deal1_max": 0, "deal1_four": 0,
        "deal_n": 0, "deal_max": 0, "deal_four": 0, "deal_max_hist": {},
        "later_rounds": 0, "later_trades": 0, "later_ms": 0,
    }


def _deal_stats(acc: dict, game: GavittGame, first: bool) -> None:
    for c in game.counts:
        m = max(c)
        if first:
            acc["deal1_n"] += 1
            acc["deal1_max"] += m
            acc["deal1_four"] += m >= 4
        else:
            acc["deal_n"] += 1
            acc["deal_max"] += m
            acc["deal_four"] += m >= 4
            stats.inc(acc["deal_max_hist"], m)


def play(arm: dict, config: dict, seed: int, acc: dict) -> None:
    """Play one game of ``arm`` with ``seed`` and add what it shows to ``acc``."""
    n = config["players"]
    game = GavittGame(arm["params"], seed)
    table = Table(game, (), None, seed, make_bot=_bot_factory(config, n, arm["careless_seat"], arm["careless"]))
    _deal_stats(acc, game, True)
    fines_on = game.fines_on
    fines = acc["fines"]
    step = table.step
    rnd = game.round
    steps = 0
    while not game.over:
        evs = step()
        if evs is None:
            raise RuntimeError(f"no bot wants to act (seed {seed}, arm {arm['id']})")
        if fines_on:
            for e in evs:
                if e["type"] == "fine":
                    row = fines.setdefault(e["clause"], [0] * (2 * n))
                    row[e["seat"]] += e["amount"]
                    row[n + e["seat"]] += 1
        if game.round != rnd:
            rnd = game.round
            _deal_stats(acc, game, False)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"game did not end (seed {seed}, arm {arm['id']})")
    sheet = game.sheet
    rounds = len(sheet)
    acc["games"] += 1
    acc["rounds_sum"] += rounds
    acc["rounds_sq"] += rounds * rounds
    stats.inc(acc["rounds_hist"], rounds)
    ms = game.now
    acc["ms_sum"] += ms
    acc["ms_sq"] += ms * ms
    stats.inc(acc["minutes_hist"], ms // 60000)
    gap = game.params["round_gap_ms"]
    prev = None
    for i, row in enumerate(sheet):
        for v in row["net"]:
            acc["round_n"] += 1
            acc["round_sum"] += v
            acc["round_sq"] += v * v
            stats.inc(acc["round_hist"], (v // SCORE_BIN) * SCORE_BIN)
        start = 0 if prev is None else prev + gap
        length = row["t"] - start
        acc["trades"] += row["trades"]
        acc["play_ms"] += length
        if i > 0:
            acc["later_rounds"] += 1
            acc["later_trades"] += row["trades"]
            acc["later_ms"] += length
        tg = row["telegram"]
        if any(tg):
            acc["tg_rounds"] += 1
            acc["tg_caller"] += tg[row["caller"]] < 0
            acc["tg_swing"] += sum(abs(x) for x in tg)
        prev = row["t"]
    winners = game.winners
    share = 60 // len(winners)
    for w in winners:
        acc["wins60"][w] += share
    if len(winners) > 1:
        acc["shared"] += 1
    for s in range(n):
        acc["final_sum"][s] += game.scores[s]
    acc["spread_sum"] += max(game.scores) - min(game.scores)
    first = sheet[0]["totals"]
    top = max(first)
    leaders = [s for s in range(n) if first[s] == top]
    if len(leaders) == 1:
        acc["leader_games"] += 1
        if leaders[0] in winners:
            acc["leader_wins60"] += share


def _check_range(config: dict, first, count) -> None:
    for name, v in (("first", first), ("count", count)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise BadParams(f"'{name}' must be a non-negative integer")
    if count > MAX_CHUNK:
        raise BadParams(f"at most {MAX_CHUNK} jobs per call")


def run(config: dict | None, first: int = 0, count: int | None = None) -> dict:
    """Play jobs ``first .. first+count-1`` (game-major: game i of every arm, then game i+1) and
    return a partial: ``{"version", "jobs": [first, end], "arms": {arm id: counters}}``."""
    c = normalise(config)
    a = arms(c)
    total = c["games"] * len(a)
    if count is None:
        _check_range(c, first, 0)
        count = total - first
    else:
        _check_range(c, first, count)
    end = min(total, first + count)
    accs: dict[str, dict] = {}
    for job in range(first, end):
        i, k = divmod(job, len(a))
        arm = a[k]
        acc = accs.get(arm["id"])
        if acc is None:
            acc = accs[arm["id"]] = _new_acc(c["players"])
        play(arm, c, c["seed"] + i, acc)
    return {"version": VERSION, "jobs": [first, end], "arms": accs}


def run_all(config: dict | None) -> dict:
    """Every job of ``config`` in one partial (CPython: the build and the command line)."""
    c = normalise(config)
    total = c["games"] * len(arms(c))
    parts = [run(c, f, min(MAX_CHUNK, total - f)) for f in range(0, total, MAX_CHUNK)]
    return merge(parts)


def merge(partials: list[dict]) -> dict:
    """Add partials up.  Raises ``BadParams`` if their job ranges overlap."""
    arms_acc: dict[str, dict] = {}
    ranges = []
    for p in partials:
        if not isinstance(p, dict) or p.get("version") != VERSION or "arms" not in p:
            raise BadParams("not a lab partial of this version")
        ranges.append(tuple(p["jobs"]))
        for aid, acc in p["arms"].items():
            arms_acc[aid] = stats.add(arms_acc[aid], acc) if aid in arms_acc else stats.copy(acc)
    try:
        jobs = stats.join_ranges(ranges)
    except ValueError as exc:
        raise BadParams(f"lab {exc}") from None
    return {"version": VERSION, "jobs": jobs, "arms": arms_acc}


# ------------------------------------------------------------------------------ statistics
def _empty(n):
    return _new_acc(n)


def summarise(config: dict | None, partials) -> dict:
    """Tables and chart data from partials (a list, or one merged partial).

    Result: ``{"version", "config", "games": [done per arm], "complete", "tables": [table...]}``;
    a table is ``{"id", "title", "caption", "columns", "rows": [[str...]], "chart"}`` and a chart
    ``{"type": "bar"|"line", "x": str, "y": str, "labels": [...], "series": [{"label", "data"}]}``.
    Every number shown is a formatted string, so every renderer shows the same text.
    """
    c = normalise(config)
    n = c["players"]
    merged = merge(partials if isinstance(partials, list) else [partials])
    A = merged["arms"]
    arm_list, aliases = _expand(c)

    def acc(aid):
        return A.get(aliases[aid]) or _empty(n)

    tables = [_t_length(acc), _t_scores(acc), _t_leader(acc), _t_seats(acc, n), _t_telegram(acc),
              _t_fines(acc, n, c), _t_shuffle(acc)]
    done = {a["id"]: (A.get(a["id"]) or _empty(n))["games"] for a in arm_list}
    return {"version": VERSION, "config": c, "games": done,
            "complete": all(v == c["games"] for v in done.values()), "tables": tables}


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


# ------------------------------------------------------------------------------ text output
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


__all__ = ["CONFIG", "VERSION", "arms", "format_text", "merge", "normalise", "plan", "play", "run", "run_all",
           "summarise"]
