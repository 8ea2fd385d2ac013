"""What is speed worth in a real-time game?  Win share against reaction time, from a sweep.

One seat (the reader's, seat 1) is the game's own bot with its reaction times scaled by a factor
(:data:`FACTORS`: from four times as fast as the table's default bots to three times as slow; its
patience with an unanswered offer unchanged); the other seats are the default bots.  Every factor
meets the same seeds, so the shares are paired: the sweep gives each factor's win share with its
95 % Wilson interval, and the fastest and the slowest hand against the default speed as paired
differences with their own 95 % intervals (:mod:`games.lab.intervals`).

Only a bot built on :class:`games.core.reaction.Reactive` has a reaction time to scale, so only the
real-time games (Gavitt's and Bourse) have a sweep.

Use::

    from games.lab.measures import speed

    rows = speed.outcomes("gavitt", {"edition": "1903"}, None, range(1, 101))   # per seed, in 60ths
    print(speed.format_text([speed.summarise("gavitt", {"edition": "1903"}, None, 1, rows)]))

``python -m games simulate --game ID --speed-sweep [--games N] [--seed S] [--jobs N]`` prints it,
for each edition of a game with editions.
"""
from __future__ import annotations

from games.core.reaction import Reactive
from games.core.registry import GAMES, REAL_TIME
from games.core.scheduler import Table
from games.lab import intervals
from games.lab.measure import Measure, UnitOfWork, each_edition, refused_by
from games.lab.page_words import edition, interval, points, signed
from games.lab.stats import pct

SEAT = 0
#: reaction-time factors of the measured seat, as (numerator, denominator): integer arithmetic only
FACTORS = ((1, 4), (1, 2), (3, 4), (1, 1), (3, 2), (2, 1), (3, 1))
DEFAULT = FACTORS.index((1, 1))


def scaled(bot, factor) -> None:
    """Scale a reactive bot's reaction times by ``factor`` ``(num, den)`` (its patience unchanged)."""
    num, den = factor
    lo = bot.lo
    hi = lo + 3 * (bot.span - 1)
    Reactive.__init__(bot, (lo * num // den, hi * num // den, bot.patience), bot.rng)


def reaction_ms(game_id: str, params: dict | None, bots: dict | None, factor) -> int:
    """The measured seat's mean reaction time at ``factor``, in ms."""
    gt = GAMES[game_id]
    game = gt.game(params, 0)
    bot = gt.make_bot(game, SEAT, bots, None)
    scaled(bot, factor)
    return bot.lo + 3 * (bot.span - 1) // 2


def check(game_id: str) -> None:
    gt = GAMES[game_id]
    if gt.dynamics != REAL_TIME:
        raise ValueError(f"{game_id} is turn-based: its bots have no reaction time to sweep")


def outcome(game_id: str, params: dict | None, bots: dict | None, seed: int, factor) -> int:
    """One game, the measured seat's bot at ``factor``: its win in sixtieths."""
    gt = GAMES[game_id]
    game = gt.game(params, seed)

    def make(g, s, b, rng):
        bot = gt.make_bot(g, s, b, rng)
        if s == SEAT:
            scaled(bot, factor)
        return bot

    Table(game, (), bots, seed, make_bot=make).run()
    winners = gt.summary(game)["winners"]
    return 60 // len(winners) if SEAT in winners else 0


def outcomes(game_id: str, params: dict | None, bots: dict | None, seeds) -> list[list[int]]:
    """Per seed, the measured seat's win at each factor of :data:`FACTORS`."""
    check(game_id)
    return [[outcome(game_id, params, bots, s, f) for f in FACTORS] for s in seeds]


def summarise(game_id: str, params: dict | None, bots: dict | None, first: int, rows: list) -> dict:
    gt = GAMES[game_id]
    probe = gt.game(params, 0)
    n = len(rows)
    cols = [[r[i] for r in rows] for i in range(len(FACTORS))]
    points = []
    for f, col in zip(FACTORS, cols):
        w = sum(col) / 60
        lo, hi = intervals.wilson(w, n)
        points.append({"factor": f"{f[0]}/{f[1]}" if f[1] != 1 else str(f[0]),
                       "reaction_ms": reaction_ms(game_id, params, bots, f),
                       "share": round(w / n, 4) if n else 0.0, "lo": round(lo, 4), "hi": round(hi, 4)})
    base = cols[DEFAULT]
    diffs = intervals.paired_many([(base, cols[0]), (base, cols[-1])], seed=first)
    versus = []
    for which, i, d in (("fastest", 0, diffs[0]), ("slowest", len(FACTORS) - 1, diffs[1])):
        d = intervals.scaled(d, 60)
        versus.append({"hand": which, "reaction_ms": points[i]["reaction_ms"],
                       **{k: (round(v, 4) if isinstance(v, float) else v) for k, v in d.items()}})
    command = ["python -m games simulate", f"--game {game_id}", "--speed-sweep", f"--games {n}", f"--seed {first}"]
    command += [f"--{k.replace('_', '-')} {v}" for k, v in sorted((params or {}).items())]
    return {"game": game_id, "title": gt.title, "params": probe.params, "players": probe.players, "seat": SEAT,
            "games": n, "seeds": [first, first + n - 1], "fair_share": round(1 / probe.players, 4),
            "default_reaction_ms": points[DEFAULT]["reaction_ms"], "points": points, "against_default": versus,
            "method": "win shares with 95 % Wilson score intervals; against the default speed, paired on the same "
                      f"seeds (below {intervals.NORMAL_FROM} seeds a {intervals.METHODS['bootstrap']}, from "
                      f"{intervals.NORMAL_FROM} on a {intervals.METHODS['normal']})",
            "command": " ".join(command)}


def format_text(results: list[dict]) -> str:
    out = []
    for r in results:
        out.append(intervals.heading(r, "the value of speed",
                                     f" (mean reaction {r['default_reaction_ms'] / 1000:.2f} s)"))
        for p in r["points"]:
            out.append(f"  reaction x{p['factor']:<4} mean {p['reaction_ms'] / 1000:5.2f} s   wins {p['share']:.3f} "
                       f"[{p['lo']:.3f}-{p['hi']:.3f}]")
        for v in r["against_default"]:
            out.append(f"  the {v['hand']} hand ({v['reaction_ms'] / 1000:.2f} s) against the default speed: "
                       f"{v['diff']:+.3f} of a win [{v['lo']:+.3f} to {v['hi']:+.3f}], {v['method']}, {v['verdict']}")
    if results:
        out.append(f"Method: {results[0]['method']}.")
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------------------ the page's words
SPEED_WORDS = {"1/4": "four times as fast", "1/2": "twice as fast", "3/4": "a little faster", "1": "the default speed",
               "3/2": "half as slow again", "2": "twice as slow", "3": "three times as slow"}


def _seconds(ms: int) -> str:
    return f"{ms / 1000:.2f} s"


def _speed_table(gid: str, r: dict, k: int) -> dict:
    rows, data, lo, hi, labels = [], [], [], [], []
    for p in r["points"]:
        rows.append([SPEED_WORDS.get(p["factor"], p["factor"]), _seconds(p["reaction_ms"]), pct(p["share"]),
                     interval(p["lo"], p["hi"])])
        labels.append(f"{p['reaction_ms'] / 1000:.2f}")
        data.append(round(100 * p["share"], 2))
        lo.append(round(100 * p["lo"], 2))
        hi.append(round(100 * p["hi"], 2))
    said = []
    for v in r["against_default"]:
        said.append(f"The {v['hand']} hand (mean reaction {_seconds(v['reaction_ms'])}) against the default speed "
                    f"({_seconds(r['default_reaction_ms'])}): {points(v['diff'])} of the wins (95 % interval "
                    f"{signed(v['lo'])} to {signed(v['hi'])}), {v['verdict']}.")
    return {"id": f"speed-{k}", "title": f"What is speed worth? {GAMES[gid].title}{edition(r)}",
            "caption": f"The first seat's bot with its reaction times scaled, against the default bots, {r['games']:,} "
                       f"games on the same seeds ({r['seeds'][0]} to {r['seeds'][1]}) at every speed; a fair share is "
                       f"{pct(r['fair_share'])}. In the last column, a 95 % Wilson score interval of the share. "
                       "Against the default speed: the paired difference on the same seeds, "
                       + ("a percentile bootstrap over the seeds." if r["against_default"]
                          and r["against_default"][0]["method"] == "bootstrap"
                          else "a normal interval of the per-seed differences."),
            "columns": ["The first seat's bot", "Mean reaction time", "Share of wins", "95 % interval"],
            "rows": rows, "sentences": said,
            "chart": {"type": "line", "x": "The first seat's mean reaction time (seconds)", "y": "Share of wins (%)",
                      "labels": labels,
                      "series": [{"label": "share of wins", "data": data, "lo": lo, "hi": hi},
                                 {"label": "fair share", "data": [round(100 * r["fair_share"], 2)] * len(data)}]}}


def compare_editions(results: list) -> str:
    """One sentence setting the editions' value of speed side by side: did the later rules change it?"""
    eds = [r["params"]["edition"] for r in results]
    gains = [next(v for v in r["against_default"] if v["hand"] == "fastest") for r in results]
    parts = [f"{points(g['diff'])} under the {ed} rules ({signed(g['lo'])} to {signed(g['hi'])})"
             for ed, g in zip(eds, gains)]
    apart = max(g["lo"] for g in gains) > min(g["hi"] for g in gains)
    return (f"What the fastest hand wins over the default speed: {' and '.join(parts)}; "
            + ("the intervals do not overlap, so the editions' rules change the value of speed beyond noise."
               if apart else "the intervals overlap, so this run cannot tell the editions apart."))


MEASURE = Measure(
    name="speed", flag="--speed-sweep", order=40, unavailable=refused_by(check),
    help="real-time games: seat 1's win share as its bot's reaction time is scaled from x1/4 to x3, against the "
         "default bots, same seeds",
    tables=each_edition, chunk=UnitOfWork(outcomes), summarise=summarise, format_text=format_text,
    arms=lambda _game_id: FACTORS, outcome=outcome, page=_speed_table, editions=compare_editions,
    intro=("What is speed worth?",
           "The first seat's bot reacts faster or slower than the default bots, from four times as fast to three "
           "times as slow, on the same deals at every speed. The chart plots its share of wins against its mean "
           "reaction time, each with its 95 % interval."))

__all__ = ["DEFAULT", "FACTORS", "MEASURE", "SEAT", "check", "format_text", "outcome", "outcomes", "reaction_ms",
           "scaled", "summarise"]
