"""How much does skill matter?  Relative skill, measured with the game's own bots.

The measure is the *relative skill* of Borm and van der Genugten (P. Borm and B. van der Genugten,
"On a relative measure of skill for games with chance elements", TOP 9 (2001) 91-114; discussed
with other measures in M. Dreef, P. Borm and B. van der Genugten, "Measuring skill in games:
several approaches discussed", Mathematical Methods of Operations Research 59 (2004) 375-391).
Three players take the same seat against the same opponents:

* a **beginner**: the game's newcomer bot (``GameType.newcomer``: simple, slow, no memory);
* an **optimal** player, here the game's own bot at its strongest (``GameType.strongest``: the
  strongest play the archive has; an approximation, since no bot is known to be optimal);
* a **fictive** player who also sees what chance hides (``GameType.omniscient``: that bot,
  seeing every hand and the face-down cards).

With ``R`` a player's expected result (here: its share of wins, a shared win counting as its share),

    learning effect  LE = R(optimal) - R(beginner)
    random effect    RE = R(fictive) - R(optimal)
    relative skill   RS = LE / (LE + RE)

RS near 1: what a player can learn decides the game; near 0: knowing what chance hides would
matter far more than anything a player can learn.  Every player meets the same seeds, so the
three results are paired; RS's 95 % interval is a seeded percentile bootstrap over the seeds
(:func:`games.core.intervals.bootstrap_stat`), each win share's a Wilson score interval.

Use::

    from games.core import skill

    rows = skill.outcomes("gavitt", {"edition": "1903"}, None, range(1, 201))   # per seed, in 60ths
    result = skill.summarise("gavitt", {"edition": "1903"}, None, 1, rows)
    print(skill.format_text([result]))

``python -m games simulate --game ID --skill [--games N] [--seed S] [--jobs N]`` prints it
for each edition of the game.
"""
from __future__ import annotations

from . import intervals as iv
from .registry import GAMES
from .scheduler import Table

#: the measured seat (the reader's seat at the page's table)
SEAT = 0
KINDS = ("beginner", "optimal", "fictive")
WORDS = {"beginner": "beginner (the newcomer bot)", "optimal": "optimal (the game's strongest bot)",
         "fictive": "fictive (that bot, seeing every hidden card)"}
METHOD = ("relative skill RS = LE / (LE + RE) of Borm and van der Genugten (TOP 9, 2001, 91-114; Dreef, "
          "Borm and van der Genugten, Math. Methods Oper. Res. 59, 2004, 375-391): LE = R(optimal) - "
          "R(beginner), RE = R(fictive) - R(optimal), R = the seat's share of wins against the default bots")


def _player(gt, kind: str):
    lab = gt.laboratory()
    if kind == "beginner":
        return lambda g, s, b, rng: lab.newcomer(g, s, rng)
    best = lab.strongest
    if kind == "fictive":
        return lambda g, s, b, rng: lab.omniscient(g, s, best, rng)
    return lambda g, s, b, rng: gt.make_bot(g, s, best, rng)


def outcome(game_id: str, params: dict | None, bots: dict | None, seed: int, kind: str, seat: int = SEAT) -> int:
    """One game with a ``kind`` player at ``seat``: its win in sixtieths (60 a win, 30 a win shared by
    two, ... 0 no win)."""
    gt = GAMES[game_id]
    game = gt.game(params, seed)
    mine = _player(gt, kind)

    def make(g, s, b, rng):
        return mine(g, s, b, rng) if s == seat else gt.make_bot(g, s, b, rng)

    Table(game, (), bots, seed, make_bot=make).run()
    winners = gt.summary(game)["winners"]
    return 60 // len(winners) if seat in winners else 0


def kinds(game_id: str) -> tuple[str, ...]:
    """The players the game can field: all three, or without the fictive one when it has no
    omniscient bot."""
    lab = GAMES[game_id].laboratory()
    if lab is None or lab.newcomer is None:
        raise ValueError(f"{game_id} has no newcomer bot, so no beginner for the skill measure")
    return KINDS if lab.omniscient is not None else KINDS[:2]


def outcomes(game_id: str, params: dict | None, bots: dict | None, seeds) -> list[list[int]]:
    """Per seed, each player's win in sixtieths (in the order of :func:`kinds`)."""
    ks = kinds(game_id)
    return [[outcome(game_id, params, bots, s, k) for k in ks] for s in seeds]


def summarise(game_id: str, params: dict | None, bots: dict | None, first: int, rows: list) -> dict:
    """The measure as data from :func:`outcomes` of seeds ``first ..``."""
    gt = GAMES[game_id]
    probe = gt.game(params, 0)
    ks = kinds(game_id)
    n = len(rows)
    cols = [[r[i] for r in rows] for i in range(len(ks))]
    players = {}
    for k, col in zip(ks, cols):
        w = sum(col) / 60
        lo, hi = iv.wilson(w, n)
        players[k] = {"words": WORDS[k], "wins": round(w, 3), "share": round(w / n, 4) if n else 0.0,
                      "lo": round(lo, 4), "hi": round(hi, 4)}
    means = [sum(c) / 60 / n if n else 0.0 for c in cols]
    out = {"game": game_id, "title": gt.title, "params": probe.params, "players": probe.players, "seat": SEAT,
           "games": n, "seeds": [first, first + n - 1], "fair_share": round(1 / probe.players, 4),
           "results": players, "method": METHOD}
    le = means[1] - means[0]
    out["learning_effect"] = round(le, 4)
    if len(ks) == 3:
        re = means[2] - means[1]
        out["random_effect"] = round(re, 4)
        out["relative_skill"] = round(le / (le + re), 4) if le + re > 0 else None

        def rs(m):  # on 60ths: the ratio does not care
            d = m[2] - m[0]
            return (m[1] - m[0]) / d if d > 0 else None

        ci = iv.bootstrap_stat(cols, rs, seed=first)
        out["relative_skill_interval"] = [round(ci[0], 4), round(ci[1], 4)] if ci else None
        out["interval_method"] = iv.METHODS["bootstrap"]
    else:
        out["random_effect"] = out["relative_skill"] = out["relative_skill_interval"] = None
        out["note"] = "no omniscient bot for this game yet: the learning effect only"
    command = ["python -m games simulate", f"--game {game_id}", "--skill", f"--games {n}", f"--seed {first}"]
    command += [f"--{k.replace('_', '-')} {v}" for k, v in sorted((params or {}).items())]
    out["command"] = " ".join(command)
    return out


def format_text(results: list[dict]) -> str:
    out = []
    for r in results:
        out.append(iv.heading(r, "relative skill"))
        for k, p in r["results"].items():
            out.append(f"  {p['words']:<52} wins {p['share']:.3f} [{p['lo']:.3f}-{p['hi']:.3f}]")
        out.append(f"  learning effect LE {r['learning_effect']:+.4f}")
        if r["relative_skill"] is not None or r["random_effect"] is not None:
            out.append(f"  random effect   RE {r['random_effect']:+.4f}")
            ci = r["relative_skill_interval"]
            rs = "undefined (LE + RE <= 0)" if r["relative_skill"] is None else f"{r['relative_skill']:.3f}"
            out.append(f"  relative skill  RS {rs}" + (f" [{ci[0]:.3f}-{ci[1]:.3f}, {r['interval_method']}]" if ci
                                                      else ""))
        else:
            out.append(f"  ({r['note']})")
    out.append(f"Method: {METHOD}; win shares with 95 % Wilson score intervals.")
    return "\n".join(out) + "\n"


__all__ = ["KINDS", "METHOD", "SEAT", "format_text", "kinds", "outcome", "outcomes", "summarise"]
