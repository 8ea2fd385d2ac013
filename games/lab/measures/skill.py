"""How much does skill matter?  Relative skill, measured with the game's own bots.

The measure is the *relative skill* of Borm and van der Genugten (P. Borm and B. van der Genugten,
"On a relative measure of skill for games with chance elements", TOP 9 (2001) 91-114; discussed
with other measures in M. Dreef, P. Borm and B. van der Genugten, "Measuring skill in games:
several approaches discussed", Mathematical Methods of Operations Research 59 (2004) 375-391).
Three players take the same seat against the same opponents:

* a **beginner**: the game's newcomer bot (``GameType.bots.newcomer``: simple, slow, no memory);
* an **optimal** player, here the game's strongest bot at its best (``GameType.bots.strongest``,
  its options: the strongest play the archive has; an approximation, since no bot is known to be
  optimal);
* a **fictive** player who also sees what chance hides (``GameType.bots.omniscient``: that bot,
  seeing every hand and the face-down cards).

With ``R`` a player's expected result (here: its share of wins, a shared win counting as its share),

    learning effect  LE = R(optimal) - R(beginner)
    random effect    RE = R(fictive) - R(optimal)
    relative skill   RS = LE / (LE + RE)

RS near 1: what a player can learn decides the game; near 0: knowing what chance hides would
matter far more than anything a player can learn.  Every player meets the same seeds, so the
three results are paired; RS's 95 % interval is a seeded percentile bootstrap over the seeds
(:func:`games.lab.intervals.bootstrap_stat`), each win share's a Wilson score interval.

Use::

    from games.lab.measures import skill

    rows = skill.outcomes("gavitt", {"edition": "1903"}, None, range(1, 201))   # per seed, in 60ths
    result = skill.summarise("gavitt", {"edition": "1903"}, None, 1, rows)
    print(skill.format_text([result]))

``python -m games simulate --game ID --skill [--games N] [--seed S] [--jobs N]`` prints it
for each edition of the game.
"""
from __future__ import annotations

from games.core.reaction import SPEEDS
from games.core.registry import GAMES, REAL_TIME
from games.core.scheduler import Table
from games.lab import intervals
from games.lab.measure import Measure, UnitOfWork, each_edition
from games.lab.page_words import edition, interval, points
from games.lab.stats import pct

#: the measured seat (the reader's seat at the page's table)
SEAT = 0
KINDS = ("beginner", "optimal", "fictive")
WORDS = {"beginner": "beginner (the newcomer bot)", "optimal": "optimal (the game's strongest bot)",
         "fictive": "fictive (that bot, seeing every hidden card)"}
METHOD = ("relative skill RS = LE / (LE + RE) of Borm and van der Genugten (TOP 9, 2001, 91-114; Dreef, "
          "Borm and van der Genugten, Math. Methods Oper. Res. 59, 2004, 375-391): LE = R(optimal) - "
          "R(beginner), RE = R(fictive) - R(optimal), R = the seat's share of wins against the default bots")


def _player(gt, kind: str):
    strategies = gt.bots
    if kind == "beginner":
        return lambda g, s, b, rng: strategies.make(strategies.newcomer, g, s, b, rng)
    best = strategies.strongest
    if kind == "fictive":
        return lambda g, s, b, rng: strategies.make(strategies.omniscient, g, s, best, rng)
    return lambda g, s, b, rng: strategies.make_bot(g, s, best, rng)


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
    strategies = GAMES[game_id].bots
    if strategies.newcomer is None:
        raise ValueError(f"{game_id} has no newcomer bot, so no beginner for the skill measure")
    return KINDS if strategies.omniscient is not None else KINDS[:2]


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
        lo, hi = intervals.wilson(w, n)
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

        ci = intervals.bootstrap_stat(cols, rs, seed=first)
        out["relative_skill_interval"] = [round(ci[0], 4), round(ci[1], 4)] if ci else None
        out["interval_method"] = intervals.METHODS["bootstrap"]
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
        out.append(intervals.heading(r, "relative skill"))
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


# ------------------------------------------------------------------------------ the page's words
CITATION = ("Relative skill in the sense of P. Borm and B. van der Genugten, \u201cOn a relative measure of skill "
            "for games with chance elements\u201d, TOP 9 (2001); discussed with other measures of skill by M. Dreef, "
            "P. Borm and B. van der Genugten, \u201cMeasuring skill in games: several approaches discussed\u201d, "
            "Mathematical Methods of Operations Research 59 (2004).")
PLAYERS = {"beginner": "A beginner (the newcomer bot)", "optimal": "A strong player (the strongest bot)",
           "fictive": "The strong player seeing every hidden card"}


def _faster_hand(gid: str) -> str | None:
    """In a real-time game whose strong player also reacts faster than the default bots, what its
    learning effect counts: speed of hand as well as play (the speed measure isolates speed)."""
    gt = GAMES[gid]
    strong, default = gt.bots.strongest.get("speed"), (gt.bot_params.get("speed") or {}).get("default")
    if gt.dynamics != REAL_TIME or not strong or strong == default or strong not in SPEEDS or default not in SPEEDS:
        return None
    (lo, hi, _), (dlo, dhi, _) = SPEEDS[strong], SPEEDS[default]
    return (f"In this real-time game the strong player is also the quicker hand (it reacts in {lo / 1000:g} to "
            f"{hi / 1000:g} s, the default bots in {dlo / 1000:g} to {dhi / 1000:g} s), so the learning effect "
            "counts speed of hand as well as play, and a relative skill near 1 says above all that the quicker "
            "hand wins. \u201cWhat is speed worth?\u201d measures speed alone.")


def _skill_table(gid: str, r: dict, k: int) -> dict:
    rows, data, lo, hi, labels = [], [], [], [], []
    for kind, p in r["results"].items():
        rows.append([PLAYERS[kind], pct(p["share"]), interval(p["lo"], p["hi"])])
        labels.append(PLAYERS[kind])
        data.append(round(100 * p["share"], 2))
        lo.append(round(100 * p["lo"], 2))
        hi.append(round(100 * p["hi"], 2))
    said = [f"The strong player wins {points(r['learning_effect'])} of the games more than the beginner "
            "(the learning effect)."]
    if r["relative_skill"] is not None:
        ci = r["relative_skill_interval"]
        said.append(f"Seeing every hidden card adds {points(r['random_effect'])} more (the random effect).")
        said.append(f"Relative skill: {r['relative_skill']:.2f}" + (
            f" (95 % interval {ci[0]:.2f} to {ci[1]:.2f}, a percentile bootstrap over the seeds)" if ci else "")
                    + ". Near 1, what a player can learn decides the game; near 0, knowing what chance hides would "
                      "matter far more than anything a player can learn.")
    elif r["random_effect"] is None:
        said.append("This game has no bot that sees every hidden card yet, so only the learning effect is measured.")
    else:
        said.append("Relative skill is not defined here: the strong player did no better than the beginner.")
    faster = _faster_hand(gid)
    if faster:
        said.append(faster)
    return {"id": f"skill-{k}", "title": f"How much does skill matter? {GAMES[gid].title}{edition(r)}",
            "caption": f"Each player in the first seat against the default bots, {r['games']:,} games on the same "
                       f"seeds ({r['seeds'][0]} to {r['seeds'][1]}); a fair share is {pct(r['fair_share'])}. In the "
                       "last column, a 95 % Wilson score interval of the share.",
            "columns": ["Player in the first seat", "Share of wins", "95 % interval"], "rows": rows,
            "sentences": said,
            "chart": {"type": "bar", "x": "Player in the first seat", "y": "Share of wins (%)", "labels": labels,
                      "series": [{"label": "share of wins", "data": data, "lo": lo, "hi": hi}]}}


def compare_editions(results: list) -> str:
    """One sentence setting the editions' relative skill side by side: did the later rules change it?"""
    eds = [r["params"]["edition"] for r in results]
    parts = [f"{r['relative_skill']:.2f} under the {ed} rules" + (
        f" ({r['relative_skill_interval'][0]:.2f} to {r['relative_skill_interval'][1]:.2f})"
        if r["relative_skill_interval"] else "") for ed, r in zip(eds, results) if r["relative_skill"] is not None]
    cis = [r["relative_skill_interval"] for r in results]
    if len(parts) < len(results) or not all(cis):
        return "Relative skill cannot be compared between the editions here."
    apart = max(c[0] for c in cis) > min(c[1] for c in cis)
    return (f"Relative skill: {' and '.join(parts)}; " + ("the intervals do not overlap, so the editions differ "
            "beyond noise." if apart else "the intervals overlap, so this run cannot tell the editions apart."))


def _unavailable(game_type) -> str | None:
    if game_type.bots.newcomer is None:
        return f"{game_type.id} has no newcomer bot, so no beginner for the skill measure"
    return None


MEASURE = Measure(
    name="skill", flag="--skill", order=30, unavailable=_unavailable,
    help="relative skill (Borm and van der Genugten): a beginner, the strongest bot and that bot seeing every hidden "
         "card, at seat 1 against the default bots, same seeds",
    tables=each_edition, chunk=UnitOfWork(outcomes), summarise=summarise, format_text=format_text,
    arms=kinds, outcome=outcome, page=_skill_table, editions=compare_editions, citation=CITATION,
    intro=("How much does skill matter?",
           "Three players take the first seat in turn, against the same bots on the same deals: a beginner (the "
           "game's newcomer bot), a strong player (its strongest bot) and that strong player seeing every hidden "
           "card. What the strong player wins over the beginner can be learned (the learning effect); what "
           "seeing every card adds on top is what chance hides (the random effect). Relative skill is the "
           "learning effect over the two together."))

__all__ = ["KINDS", "MEASURE", "METHOD", "SEAT", "format_text", "kinds", "outcome", "outcomes",
           "summarise"]
