"""Tally's simulation lab, one experiment: does a take of up to three counters, beside the text's
two, change who wins and how long a game lasts?  Bot-only games at the same seeds for each arm (a
value of ``most``); integer counters, so partials add up alike however the jobs were chunked
(a :class:`games.lab.game_lab.Experiments`)."""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.params import resolve
from games.core.scheduler import Table
from games.lab import intervals, stats

from .. import BOTS
from ..rules import TallyGame

MAX_CHUNK = 2000
VERSION = 1
CLI_HELP = "tally: takes of up to two counters (the text) against up to three, on the same seeds; --players, --pile, --speed"
ARMS = [{"id": "two", "label": "Up to two a take (the text)"}, {"id": "three", "label": "Up to three a take"}]
CONFIG = {
    "players": {"type": "int", "min": 2, "max": 4, "default": 2, "description": "Players (all bots)."},
    "pile": {"type": "int", "min": 3, "max": 40, "default": 12, "description": "Counters in the pile."},
    "games": {"type": "int", "min": 1, "max": 100000, "default": 100, "description": "Games per arm."},
    "seed": {"type": "int", "min": 0, "default": 1, "description": "First seed; game i of every arm uses seed+i."},
    "bots": {"type": "dict", "nullable": True, "default": None, "description": "The bots' options."},
}


def _config(config) -> dict:
    c = resolve(CONFIG, config)
    BOTS.resolve(c["bots"], c["players"])  # a bad option fails now, not in a worker
    return c


def cli_config(params: dict, bots: dict, games: int, seed: int) -> dict:
    return {"games": games, "seed": seed, "players": params.get("players") or 2, "pile": params.get("pile") or 12,
            "bots": bots}


def plan(config) -> dict:
    c = _config(config)
    return {"config": c, "arms": ARMS, "jobs": c["games"] * len(ARMS), "version": VERSION}


def _empty(n: int) -> dict:
    return {"games": 0, "takes": 0, "wins": [0] * n}


def run(config, first: int, count: int) -> dict:
    """Job j plays game j // 2 of arm j % 2, at seed ``seed + j // 2``: both arms play the same seeds."""
    c = _config(config)
    if not 0 <= count <= MAX_CHUNK:
        raise BadParams(f"count must be 0..{MAX_CHUNK}")
    out = {a["id"]: _empty(c["players"]) for a in ARMS}
    end = min(first + count, c["games"] * len(ARMS))
    for j in range(first, end):
        arm, seed = ARMS[j % len(ARMS)]["id"], c["seed"] + j // len(ARMS)
        game = TallyGame({"players": c["players"], "pile": c["pile"], "most": arm}, seed)
        Table(game, (), c["bots"], seed, make_bot=BOTS.make_bot).run()
        acc = out[arm]
        acc["games"] += 1
        acc["takes"] += len(game.actions)
        for w in game.winners:
            acc["wins"][w] += 1
    return {"version": VERSION, "jobs": [first, max(first, end)], "arms": out}


def summarise(config, partials) -> dict:
    c = _config(config)
    acc = {a["id"]: _empty(c["players"]) for a in ARMS}
    ranges = []
    for part in partials:
        if not isinstance(part, dict) or part.get("version") != VERSION or set(part.get("arms") or ()) != set(acc):
            raise BadParams("each partial must be a tally.lab result of this version")
        ranges.append(part.get("jobs", [0, 0]))
        for a in acc:
            acc[a] = stats.add(acc[a], part["arms"][a])
    try:
        jobs = stats.join_ranges(ranges)
    except ValueError as exc:
        raise BadParams(f"partials: {exc}") from None
    rows = []
    for arm in ARMS:
        a = acc[arm["id"]]
        games = max(1, a["games"])
        rows.append({"id": arm["id"], "label": arm["label"], "games": a["games"],
                     "takes_per_game": round(a["takes"] / games, 2),
                     "seats": [{"seat": s, "win_share": round(w / games, 4),
                                "interval": [round(x, 4) for x in intervals.wilson(w, a["games"])]}
                               for s, w in enumerate(a["wins"])]})
    return {"version": VERSION, "config": c, "jobs": jobs, "complete": jobs == [0, c["games"] * len(ARMS)],
            "arms": rows}


def format_text(result) -> str:
    c = result["config"]
    out = [f"Tally lab: {c['games']} bot-only games per arm, {c['players']} players, a pile of {c['pile']}, "
           f"seeds {c['seed']}..{c['seed'] + c['games'] - 1}"]
    for r in result["arms"]:
        shares = ", ".join(f"seat {s['seat'] + 1} {stats.pct(s['win_share'])}" for s in r["seats"])
        out.append(f"  {r['label']:<30} takes per game {r['takes_per_game']:>6.2f}; wins: {shares}")
    return "\n".join(out) + "\n"
