"""What is speed worth in a real-time game?  Win share against reaction time, from a sweep.

One seat (the reader's, seat 1) is the game's own bot with its reaction times scaled by a factor
(:data:`FACTORS`: from four times as fast as the table's default bots to three times as slow; its
patience with an unanswered offer unchanged); the other seats are the default bots.  Every factor
meets the same seeds, so the shares are paired: the sweep gives each factor's win share with its
95 % Wilson interval, and the fastest and the slowest hand against the default speed as paired
differences with their own 95 % intervals (:mod:`games.core.intervals`).

Only a bot built on :class:`games.core.reaction.Reactive` has a reaction time to scale, so only the
real-time games (Gavitt's and Bourse) have a sweep.

Use::

    from games.core import speed

    rows = speed.outcomes("gavitt", {"edition": "1903"}, None, range(1, 101))   # per seed, in 60ths
    print(speed.format_text([speed.summarise("gavitt", {"edition": "1903"}, None, 1, rows)]))

``python -m games simulate --game ID --speed-sweep [--games N] [--seed S] [--jobs N]`` prints it,
for each edition of a game with editions.
"""
from __future__ import annotations

from . import intervals as iv
from .reaction import Reactive
from .registry import GAMES, REAL_TIME
from .scheduler import Table

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
        lo, hi = iv.wilson(w, n)
        points.append({"factor": f"{f[0]}/{f[1]}" if f[1] != 1 else str(f[0]),
                       "reaction_ms": reaction_ms(game_id, params, bots, f),
                       "share": round(w / n, 4) if n else 0.0, "lo": round(lo, 4), "hi": round(hi, 4)})
    base = cols[DEFAULT]
    diffs = iv.paired_many([(base, cols[0]), (base, cols[-1])], seed=first)
    versus = []
    for which, i, d in (("fastest", 0, diffs[0]), ("slowest", len(FACTORS) - 1, diffs[1])):
        d = iv.scaled(d, 60)
        versus.append({"hand": which, "reaction_ms": points[i]["reaction_ms"],
                       **{k: (round(v, 4) if isinstance(v, float) else v) for k, v in d.items()}})
    command = ["python -m games simulate", f"--game {game_id}", "--speed-sweep", f"--games {n}", f"--seed {first}"]
    command += [f"--{k.replace('_', '-')} {v}" for k, v in sorted((params or {}).items())]
    return {"game": game_id, "title": gt.title, "params": probe.params, "players": probe.players, "seat": SEAT,
            "games": n, "seeds": [first, first + n - 1], "fair_share": round(1 / probe.players, 4),
            "default_reaction_ms": points[DEFAULT]["reaction_ms"], "points": points, "against_default": versus,
            "method": "win shares with 95 % Wilson score intervals; against the default speed, paired on the same "
                      f"seeds (below {iv.NORMAL_FROM} seeds a {iv.METHODS['bootstrap']}, from {iv.NORMAL_FROM} on a "
                      f"{iv.METHODS['normal']})",
            "command": " ".join(command)}


def format_text(results: list[dict]) -> str:
    out = []
    for r in results:
        out.append(iv.heading(r, "the value of speed", f" (mean reaction {r['default_reaction_ms'] / 1000:.2f} s)"))
        for p in r["points"]:
            out.append(f"  reaction x{p['factor']:<4} mean {p['reaction_ms'] / 1000:5.2f} s   wins {p['share']:.3f} "
                       f"[{p['lo']:.3f}-{p['hi']:.3f}]")
        for v in r["against_default"]:
            out.append(f"  the {v['hand']} hand ({v['reaction_ms'] / 1000:.2f} s) against the default speed: "
                       f"{v['diff']:+.3f} of a win [{v['lo']:+.3f} to {v['hi']:+.3f}], {v['method']}, {v['verdict']}")
    if results:
        out.append(f"Method: {results[0]['method']}.")
    return "\n".join(out) + "\n"


__all__ = ["DEFAULT", "FACTORS", "SEAT", "check", "format_text", "outcome", "outcomes", "reaction_ms", "scaled",
           "summarise"]
