"""The railway game's small simulation lab: seat advantage, the shorter game against the full
game, and how often Red signals decide a game.  Bot-only games on the same seeds for both arms.

The page calls it in chunks through the facade (``railway.lab`` then ``railway.lab_summary``), so
it can show progress; ``python -m games simulate --game railway --lab`` prints the same numbers.

A Red *decides* a game, by our definition, when it shunts back a train standing within two moves
of winning and that train's player does not win.  That is a count of fact, not a counterfactual:
the train might have lost anyway.

Shares carry 95 % Wilson score intervals, and the shorter game is set against the full game seed
by seed: each measure's paired difference with its 95 % interval and whether it is beyond noise
(:mod:`games.lab.intervals`).
"""
from __future__ import annotations

from games.lab import intervals
from games.lab.page_words import differences_table
from games.lab import stats
from games.core.errors import BadParams
from games.core.params import resolve
from games.core.scheduler import Table

from .. import BOTS
from ..bots import RandomLegal
from ..rules import RailwayGame
from ..views import summary

#: the strengths of the strongest bot and of the random-legal one (the "versus" arm's)
STRONGEST, RANDOM = BOTS.rank(BOTS.by_strength[-1]), BOTS.rank(RandomLegal)
CONFIG: dict = {
    "games": {"type": "int", "min": 1, "max": 100000, "default": 200, "description": "Games per arm."},
    "seed": {"type": "int", "min": 0, "default": 1, "description": "First seed; game i of every arm uses seed+i."},
    "players": {"type": "int", "min": 2, "max": 4, "default": 2, "description": "Players (all bots)."},
    "strength": {"type": "str", "default": STRONGEST, "description": "Bot strength (see the bots' parameters)."},
}
ARMS = (("full", "Full game (five-card trains)", False), ("short", "Shorter game (engine and three)", True),
        ("versus", "Strongest bot against the random-legal bot (two players, seats alternate)", False))
MAX_CHUNK = 2000
CLI_HELP = ("railway: seat advantage, the shorter game against the full game, Red signals, the strongest bot "
            "against the random-legal one; --games per arm, same seeds; --players, --strength")


def _config(config) -> dict:
    return resolve(CONFIG, config)


def plan(config) -> dict:
    """The complete settings, the arms and the number of jobs (see games.lab.game_lab.Experiments)."""
    c = _config(config)
    return {"config": c, "arms": [{"id": arm, "label": label} for arm, label, _s in ARMS],
            "jobs": c["games"] * len(ARMS)}


def cli_config(params: dict, bots: dict, games: int, seed: int) -> dict:
    """The settings of ``python -m games simulate --game railway --lab``."""
    return {"games": games, "seed": seed, "players": params.get("players") or 2, "strength": bots["strength"]}


def _empty(n: int) -> dict:
    return {"games": 0, "wins": [0] * n, "no_winner": 0, "turns": 0, "red_games": 0, "shunts": 0,
            "decided_by_red": 0, "calls": 0, "demands": 0, "strong_wins": 0, "per_game": {}}


#: the full game against the shorter one on the same seeds: (measure, words, share or not)
PAIRED = (("turns", "Turns per game", False), ("seat1", "First player's share of wins", True),
          ("shunted", "Games with a shunt", True), ("red", "Games decided by a Red", True))


def run(config, first: int, count: int) -> dict:
    """Counters for jobs ``first .. first+count-1`` (job j: arm j % 3, game j // 3).  The
    "versus" arm always has two players: the strongest bot against the random-legal one, the
    strong bot in seat 0 for even games and seat 1 for odd ones."""
    c = _config(config)
    if not 0 <= count <= MAX_CHUNK:
        raise BadParams(f"count must be 0..{MAX_CHUNK}")
    n = c["players"]
    out = {arm: _empty(2 if arm == "versus" else n) for arm, _l, _s in ARMS}
    total = c["games"] * len(ARMS)
    for j in range(first, min(first + count, total)):
        arm, _label, short = ARMS[j % len(ARMS)]
        i = j // len(ARMS)
        seed = c["seed"] + i
        players, strength, strong = n, c["strength"], None
        if arm == "versus":
            strong = i % 2
            players, strength = 2, (f"{STRONGEST},{RANDOM}" if strong == 0 else f"{RANDOM},{STRONGEST}")
        game = RailwayGame({"players": players, "short_game": short}, seed)
        Table(game, (), {"strength": strength}, seed, make_bot=BOTS.make_bot).run()
        s = summary(game)
        acc = out[arm]
        acc["strong_wins"] += 1 if strong is not None and s["winner"] == strong else 0
        acc["games"] += 1
        if s["winner"] is None:
            acc["no_winner"] += 1
        else:
            acc["wins"][s["winner"]] += 1
        acc["turns"] += s["turns"]
        acc["red_games"] += 1 if s["shunts"] else 0
        acc["shunts"] += s["shunts"]
        acc["decided_by_red"] += 1 if any(o != s["winner"] for o in s["brink_shunts"]) else 0
        acc["calls"] += s["calls"]
        acc["demands"] += s["demands"]
        pg = acc["per_game"]
        intervals.per_game(pg, "turns", i, s["turns"])
        intervals.per_game(pg, "seat1", i, 1 if s["winner"] == 0 else 0)
        intervals.per_game(pg, "shunted", i, 1 if s["shunts"] else 0)
        intervals.per_game(pg, "red", i, 1 if any(o != s["winner"] for o in s["brink_shunts"]) else 0)
    return {"config": c, "first": first, "count": count, "arms": out}


def summarise(config, partials) -> dict:
    c = _config(config)
    n = c["players"]
    acc = {arm: _empty(2 if arm == "versus" else n) for arm, _l, _s in ARMS}
    for part in partials:
        if not isinstance(part, dict) or not isinstance(part.get("arms"), dict):
            raise BadParams("each partial must be a railway.lab result")
        for arm in acc:
            got = part["arms"].get(arm)
            if not isinstance(got, dict):
                raise BadParams(f"a partial lacks the arm {arm!r}")
            for k, v in got.items():
                if k not in acc[arm]:
                    raise BadParams(f"unknown counter {k!r}")
                if isinstance(v, dict):
                    acc[arm][k] = stats.add(acc[arm][k], v)
                elif isinstance(v, list):
                    acc[arm][k] = [a + b for a, b in zip(acc[arm][k], v)]
                else:
                    acc[arm][k] += v
    rows = []
    for arm, label, _short in ARMS:
        a = acc[arm]
        g = max(1, a["games"])
        rows.append({"arm": arm, "label": label, "games": a["games"],
                     "win_share_by_seat": [w / g for w in a["wins"]], "no_winner": a["no_winner"] / g,
                     "turns_per_game": a["turns"] / g, "games_with_a_shunt": a["red_games"] / g,
                     "shunts_per_game": a["shunts"] / g, "decided_by_red": a["decided_by_red"] / g,
                     "calls_per_game": a["calls"] / g, "demands_per_game": a["demands"] / g,
                     "strong_win_share": a["strong_wins"] / g if arm == "versus" else None,
                     "intervals": {"win_share_by_seat": [list(intervals.wilson(w, a["games"])) for w in a["wins"]],
                                   "strong_win_share": list(intervals.wilson(a["strong_wins"], a["games"]))
                                   if arm == "versus" else None}})
    diffs = differences(acc, c)
    return {"config": c, "rows": rows, "counts": stats.without_seeds(acc), "differences": diffs,
            "tables": [differences_table(diffs, "differences", "Is the difference real? The shorter game against the "
                                                               "full game, on the same seeds")],
            "method": {"shares": "95 % Wilson score interval",
                       "differences": f"paired on the same seeds; below {intervals.NORMAL_FROM} seeds a "
                                      f"{intervals.METHODS['bootstrap']}, from {intervals.NORMAL_FROM} on a "
                                      f"{intervals.METHODS['normal']}"}}


def differences(acc: dict, c: dict) -> list[dict]:
    """The shorter game against the full game, seed by seed: each measure's paired difference."""
    pairs = [intervals.series(acc["full"]["per_game"], acc["short"]["per_game"], m) for m, _w, _s in PAIRED]
    return [{"comparison": "Full game → shorter game", "measure": m, "words": words, "share": share,
             **{k: (round(v, 4) if isinstance(v, float) else v) for k, v in r.items()}}
            for (m, words, share), r in zip(PAIRED, intervals.paired_many(pairs, seed=c["seed"]))]


def format_text(result) -> str:
    c = result["config"]
    out = [f"Railway lab: {c['games']} games per arm, {c['players']} players, bots of strength {c['strength']}, "
           f"seeds {c['seed']}..{c['seed'] + c['games'] - 1}"]
    for r in result["rows"]:
        ci = r.get("intervals") or {}
        seats = " ".join(f"P{s}:{w:.3f}" + (" [{:.3f}-{:.3f}]".format(*ci["win_share_by_seat"][s]) if ci else "")
                         for s, w in enumerate(r["win_share_by_seat"]))
        out.append(f"  {r['label']}")
        out.append(f"    win share by seat   {seats}   (no winner {r['no_winner']:.3f})")
        out.append(f"    turns per game      {r['turns_per_game']:.1f}")
        out.append(f"    games with a shunt  {r['games_with_a_shunt']:.3f}   shunts/game {r['shunts_per_game']:.2f}")
        out.append(f"    decided by a Red    {r['decided_by_red']:.3f}")
        out.append(f"    Pass calls / demands per game  {r['calls_per_game']:.2f} / {r['demands_per_game']:.2f}")
        if r["strong_win_share"] is not None:
            out.append(f"    strongest bot wins  {r['strong_win_share']:.3f}"
                       + (" [{:.3f}-{:.3f}]".format(*ci["strong_win_share"]) if ci else ""))
    if result.get("differences"):
        out.append("  Full game -> shorter game, paired on the same seeds (after less before, 95 % interval):")
        for d in result["differences"]:
            f = "{:+.3f}" if d["share"] else "{:+.2f}"
            out.append(f"    {d['words']:<30} {d['a']:.3f} -> {d['b']:.3f}: {f.format(d['diff'])} "
                       f"[{d['lo']:.3f} to {d['hi']:.3f}], {d['method']}, {d['verdict']}")
        out.append(f"  Intervals: shares {result['method']['shares']}; differences {result['method']['differences']}.")
    return "\n".join(out) + "\n"
