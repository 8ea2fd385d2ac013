"""Which readings matter?  Every parameter that encodes an interpretation, ranked by how much its
other values change the game.

A *reading* is a parameter whose value the texts leave open (the amount of a "heavy fine", when the
Telegram counts, how the cards are gathered...).  A game declares its readings as
``GameLab.readings`` in its lab: ``({"param", "values": [the other readings], "clause", "table": {params the
reading applies to, e.g. the edition}}, ...)``; a game that declares none gets every enum and bool
parameter of its schema, with all their other values (but not ``players``, ``edition`` and the
experiments against the rules).

Each other value is played against the default reading on the same seeds, with bot-only games at
the default bots, and three things are measured per seed:

* **length**: the game's turns (a turn-based game) or rounds;
* **spread**: the final scores' spread (highest less lowest), how far apart the winner and the last are;
* **seat advantage**: whether seat 1 (the first dealer) won, in sixtieths of a win.

Each is a paired difference against the default with its 95 % interval and verdict
(:mod:`games.lab.intervals`), and, to rank different measures on one scale, its *standardised
effect*: the mean difference over the default's standard deviation of that measure.  A reading's
rank is by the largest of its three standardised effects that is beyond noise (then by the largest).

``python -m games simulate --game ID --readings [--games N] [--seed S] [--jobs N]`` prints the ranking.
"""
from __future__ import annotations

import math

from games.core import paramwords
from games.core.registry import GAMES
from games.core.scheduler import Table
from games.lab import intervals
from games.lab.game_lab import lab_of
from games.lab.measure import Measure, UnitOfWork, always, the_table_given
from games.lab.page_words import difference, number

MEASURES = (("length", "length"), ("spread", "final spread"), ("seat", "seat 1's share of wins"))
SKIP = ("players", "edition")


def readings(game_id: str) -> list[dict]:
    """The game's readings, each ``{"param", "values", "clause", "table"}``."""
    gt = GAMES[game_id]
    declared = lab_of(gt).readings
    if declared:
        return [dict(r, table=r.get("table", {}), clause=r.get("clause", "")) for r in declared]
    out = []
    for key, spec in gt.params.items():
        if key in SKIP or spec.get("description", "").startswith("Experiment"):
            continue
        if spec["type"] == "enum":
            others = [v for v in spec["values"] if v != spec.get("default")]
        elif spec["type"] == "bool" and spec.get("default") is not None:
            others = [not spec["default"]]
        else:
            continue
        if others:
            out.append({"param": key, "values": others, "clause": "", "table": {}})
    return out


def variants(game_id: str) -> list[tuple[dict, str, object, str]]:
    """``(table params, param, value, clause)`` of every other reading, in order; a table's default
    is played once per table (``param`` None)."""
    out: list = []
    tables = []
    for r in readings(game_id):
        t = r["table"]
        if t not in tables:
            tables.append(t)
            out.append((t, None, None, ""))
        out += [(t, r["param"], v, r["clause"]) for v in r["values"]]
    return out


def variant_params(params: dict | None, variant: tuple) -> dict:
    """The game parameters of a variant of :func:`variants` on the table ``params``."""
    t, p, v, _c = variant
    return {**(params or {}), **t, **({p: v} if p else {})}


def outcome(game_id: str, params: dict | None, bots: dict | None, seed: int, variant: tuple) -> list[int]:
    """One game of ``variant`` (of :func:`variants`): ``[length, spread, seat 1's win in 60ths]``."""
    return _measure(game_id, variant_params(params, variant), bots, seed)


def _measure(game_id: str, params: dict, bots, seed: int) -> list[int]:
    gt = GAMES[game_id]
    game = gt.game(params, seed)
    Table(game, (), bots, seed, make_bot=gt.make_bot).run()
    s = gt.summary(game)
    length = s.get("turns", s.get("rounds", 0))
    scores = s.get("scores") or [0]
    winners = s["winners"]
    return [length, max(scores) - min(scores), 60 // len(winners) if 0 in winners else 0]


def outcomes(game_id: str, params: dict | None, bots: dict | None, seeds) -> list[list[list[int]]]:
    """Per seed, per variant (:func:`variants`), ``[length, spread, seat 1's win in 60ths]``."""
    vs = variants(game_id)
    return [[outcome(game_id, params, bots, s, v) for v in vs] for s in seeds]


def _sd(xs: list) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    m = sum(xs) / n
    var = sum((x - m) * (x - m) for x in xs) / (n - 1)
    return math.sqrt(var) if var > 0 else 0.0


def summarise(game_id: str, params: dict | None, bots: dict | None, first: int, rows: list) -> dict:
    gt = GAMES[game_id]
    vs = variants(game_id)
    n = len(rows)
    base_of = {}
    for i, (t, p, _v, _c) in enumerate(vs):
        if p is None:
            base_of[repr(sorted(t.items()))] = i
    pairs, keys = [], []
    for i, (t, p, _v, _c) in enumerate(vs):
        if p is None:
            continue
        b = base_of[repr(sorted(t.items()))]
        for m, (_mid, _w) in enumerate(MEASURES):
            pairs.append(([r[b][m] for r in rows], [r[i][m] for r in rows]))
            keys.append((i, m))
    found = intervals.paired_many(pairs, seed=first)
    by_variant: dict[int, list] = {}
    for (i, m), (a, _b), d in zip(keys, pairs, found):
        sd = _sd(a)
        effect = d["diff"] / sd if sd else (0.0 if d["diff"] == 0 else math.copysign(math.inf, d["diff"]))
        scale = 60 if MEASURES[m][0] == "seat" else 1
        d = intervals.scaled(d, scale)
        by_variant.setdefault(i, []).append({
            "measure": MEASURES[m][0], "words": MEASURES[m][1], "effect": round(effect, 4) if math.isfinite(effect) else None,
            **{k: (round(x, 4) if isinstance(x, float) else x) for k, x in d.items()}})
    ranked = []
    for i, ms in by_variant.items():
        t, p, v, clause = vs[i]
        beyond = [abs(x["effect"] or 0) for x in ms if x["verdict"] == intervals.BEYOND]
        ranked.append({"param": p, "value": v, "default": gt.game({**(params or {}), **t}, 0).params.get(p),
                       "clause": clause, "table": t, "measures": ms,
                       "largest_beyond_noise": round(max(beyond), 4) if beyond else 0.0,
                       "largest": round(max(abs(x["effect"] or 0) for x in ms), 4)})
    ranked.sort(key=lambda r: (-r["largest_beyond_noise"], -r["largest"], r["param"], repr(r["value"])))
    command = ["python -m games simulate", f"--game {game_id}", "--readings", f"--games {n}", f"--seed {first}"]
    return {"game": game_id, "title": gt.title, "games": n, "seeds": [first, first + n - 1], "ranking": ranked,
            "declared": bool(lab_of(gt).readings), "command": " ".join(command),
            "method": "each other reading against the default on the same seeds; paired differences with 95 % "
                      f"intervals (below {intervals.NORMAL_FROM} seeds a {intervals.METHODS['bootstrap']}, from "
                      f"{intervals.NORMAL_FROM} on a {intervals.METHODS['normal']}); ranked by the largest "
                      "standardised effect (mean difference over the default's standard deviation) that is beyond "
                      "noise"}


def _value(v) -> str:
    return {True: "on", False: "off", None: "the edition's"}.get(v, str(v)) if isinstance(v, (bool, type(None))) else str(v)


def format_text(results: list[dict]) -> str:
    out = []
    for r in results:
        out.append(f"{r['title']}: which readings matter, {r['games']} games per reading (seeds {r['seeds'][0]}.."
                   f"{r['seeds'][1]}), bot-only at the default bots"
                   + ("" if r["declared"] else "; readings: every enum and bool parameter (none declared)"))
        for k, x in enumerate(r["ranking"], 1):
            where = ", ".join(f"{a} {b}" for a, b in x["table"].items())
            out.append(f"  {k:>2}. {x['param']} = {_value(x['value'])} (default {_value(x['default'])}"
                       + (f"; {where}" if where else "") + (f"; {x['clause']}" if x["clause"] else "")
                       + f"): largest effect beyond noise {x['largest_beyond_noise']:.2f} sd")
            for m in x["measures"]:
                eff = "n/a" if m["effect"] is None else f"{m['effect']:+.2f} sd"
                out.append(f"        {m['words']:<24} {m['a']:9.2f} -> {m['b']:9.2f}  {m['diff']:+9.3f} "
                           f"[{m['lo']:+.3f} to {m['hi']:+.3f}]  {eff:>9}  {m['verdict']}")
    if results:
        out.append(f"Method: {results[0]['method']}.")
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------------------ the page's words
def _value_words(gid: str, param: str, value) -> str:
    """A reading's value in the game's words (games.core.paramwords); a game that words none shows it as it is."""
    gt = GAMES[gid]
    words = lab_of(gt).reading_words.get("params", {})
    return paramwords.value_words(words, gt.params, param, value) if param in words else str(value)


def _reading_name(gid: str, param: str) -> str:
    return lab_of(GAMES[gid]).reading_words.get("params", {}).get(param, {}).get("name", param)


def _readings_table(gid: str, r: dict, k: int) -> dict:
    rw = lab_of(GAMES[gid]).reading_words
    measures = {"length": rw.get("length", "Length of a game"), "spread": "Final spread (highest less lowest score)",
                "seat": "The first seat's share of wins"}
    rows, labels = [], []
    series = {m: {"label": w, "data": [], "lo": [], "hi": []} for m, w in measures.items()}
    beyond = []
    for rank, x in enumerate(r["ranking"], 1):
        where = f" ({x['table']['edition']} rules)" if x["table"].get("edition") else ""
        name = _reading_name(gid, x["param"]) + where
        value = f"{_value_words(gid, x['param'], x['value'])}, not {_value_words(gid, x['param'], x['default'])}"
        row = [str(rank), name, value]
        for m in x["measures"]:
            share = m["measure"] == "seat"
            row.append(f"{number(m['a'], share)} → {number(m['b'], share)}: {difference(m, share)}, {m['verdict']}")
            s = series[m["measure"]]
            e = m["effect"] or 0.0
            sd = m["diff"] / e if e else 0.0
            s["data"].append(round(e, 3))
            s["lo"].append(round(m["lo"] / sd, 3) if sd else 0.0)
            s["hi"].append(round(m["hi"] / sd, 3) if sd else 0.0)
            if m["verdict"] == intervals.BEYOND:
                beyond.append(f"{name}, {value}: {measures[m['measure']][0].lower() + measures[m['measure']][1:]}")
        row.append(f"{x['largest_beyond_noise']:.2f}")
        rows.append(row)
        labels.append([f"{rank}. {name}", value])  # two lines beside the bars
    said = [f"Beyond noise: {'; '.join(beyond)}." if beyond else "No reading changes any measure beyond noise here."]
    return {"id": f"readings-{k}", "title": f"Which readings matter? {GAMES[gid].title}",
            "caption": f"Each other reading against the archive's, bot-only games at the default bots, {r['games']:,} "
                       f"games per reading on the same seeds ({r['seeds'][0]} to {r['seeds'][1]}). Each cell: the "
                       "archive's reading → the other, the paired difference and its 95 % interval (a share's in "
                       "percentage points), and whether it is beyond noise. Ranked by the largest effect beyond noise, "
                       "in standard deviations of the measure under the archive's reading.",
            "columns": ["Rank", "Reading", "This reading, not the archive's", *measures.values(), "Largest effect beyond noise"],
            "rows": rows, "sentences": said,
            "chart": {"type": "bar", "indexAxis": "y", "x": "Effect (standard deviations of the measure)",
                      "y": "Reading", "labels": labels, "series": list(series.values())}}


MEASURE = Measure(
    name="readings", flag="--readings", order=60, unavailable=always,
    help="rank every reading (a parameter that encodes an interpretation) by how much its other values change the "
         "length, the final spread and seat 1's wins, same seeds",
    tables=the_table_given, chunk=UnitOfWork(outcomes), summarise=summarise, format_text=format_text,
    arms=variants, outcome=outcome, page=_readings_table,
    intro=("Which readings matter?",
           "Where the text leaves a rule open, the archive chose a reading (the rules coverage page lists "
           "them). Each other reading is played against the archive's on the same deals and measured by the "
           "length of a game, the spread of the final scores and the first seat's share of wins; a difference "
           "is beyond noise when its 95 % interval leaves out zero."))

__all__ = ["MEASURE", "MEASURES", "format_text", "outcome", "outcomes", "readings", "summarise",
           "variant_params", "variants"]
