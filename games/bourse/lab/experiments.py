"""Bourse's simulation lab: is any set of Rise & Fall faces absurd?  (its experiments: a
:class:`games.lab.game_lab.Experiments`)

The text never lists the faces of the seven Rise & Fall cards (:mod:`games.bourse.reconstruction`),
so the archive checks each set it can play, the archive's reconstruction and the named
alternatives, with bot-only games to the target, on the same seeds for every set (an *arm* per
set).  For each arm: how long the games last (hands per game), the mean hand, the closer's mean
net, how often the Selling card's holder loses 10 with a hand that counts nothing; for every Rise &
Fall card the mean net of the hand it was dealt to and of the hand holding it at the close; for
every seat its share of the wins.  The page shows the arms side by side
(``bourse.lab`` in chunks, then ``bourse.lab_summary``), and ``python -m games simulate --game
bourse --lab`` prints the same numbers.

Verdict: a card is *absurdly strong* when the hands dealt it average more than ``STRONG`` points
above the average hand; a seat when its share of the wins is more than twice the fair share.

Each set also meets the first set (the archive's reconstruction) seed by seed: the paired difference
of hands per game and of the first seat's wins, with its 95 % interval and whether it is beyond
noise, and every seat's share of the wins carries its Wilson interval (:mod:`games.lab.intervals`).

Counters are integers (wins in units of 1/420 of a game, so that shared wins add exactly), so
partials add up to the same totals however the jobs were chunked.
"""
from __future__ import annotations

from games.lab import intervals
from games.lab import stats
from games.core.errors import BadParams
from games.lab.page_words import differences_table
from games.core.params import resolve
from games.core.scheduler import Table

from .. import BOTS
from ..bots import BOT_PARAMS
from ..pack import RF
from ..params import PARAMS
from ..reconstruction import SETS, check_cards, face_text
from ..rules import BourseGame

MAX_CHUNK = 2000
STRONG = 25  # points per hand above the mean hand
UNIT = 420   # a game's win, divisible by any number of sharing winners (1..7)
VERSION = 2  # 2: per-seed values for the paired differences
CLI_HELP = ("bourse: the Rise & Fall sets (the archive's reconstruction and the named alternatives) side by side, "
            "bot-only games to the target on the same seeds; --games per set, --players, --rise-fall-set to check "
            "one set, --speed")

#: game parameters the lab sets itself, per arm
OWN = ("players", "rise_fall_set", "rise_fall_cards")
CONFIG: dict = {
    "players": {"type": "int", "min": 3, "max": 7, "default": 4, "description": "Players (all bots)."},
    "games": {"type": "int", "min": 1, "max": 100000, "default": 100, "description": "Games per set."},
    "seed": {"type": "int", "min": 0, "default": 1, "description": "First seed; game i of every set uses seed+i."},
    "sets": {"type": "list", "nullable": True, "default": None,
             "description": "The named sets to compare (games.bourse.reconstruction.SETS); null = all."},
    "custom": {"type": "list", "nullable": True, "default": None,
               "description": "A set of one's own (as the rise_fall_cards parameter), compared as one more arm."},
    "params": {"type": "dict", "nullable": True, "default": None,
               "description": "Other game parameters for every arm (target, penalty_without_rise_fall, ...)."},
    "bots": {"type": "dict", "nullable": True, "default": None, "description": "The bots' parameters."},
}


def _config(config) -> dict:
    c = resolve(CONFIG, config)
    sets = list(SETS) if c["sets"] is None else c["sets"]
    if not sets and c["custom"] is None:
        raise BadParams("sets: name at least one set (or give custom)")
    unknown = [s for s in sets if s not in SETS]
    if unknown or len(set(sets)) != len(sets):
        raise BadParams(f"sets: each once, out of {', '.join(SETS)}")
    c["sets"] = sets
    if c["custom"] is not None:
        c["custom"] = check_cards(c["custom"])
    params = dict(c["params"] or {})
    given = sorted(set(params) & set(OWN))
    if given:
        raise BadParams(f"params: the lab sets {', '.join(given)} itself (players, sets, custom)")
    unknown = sorted(set(params) - set(PARAMS))
    if unknown:
        raise BadParams(f"params: unknown parameter(s) {', '.join(unknown)}")
    c["params"] = params
    unknown = sorted(set(c["bots"] or {}) - set(BOT_PARAMS))
    if unknown:
        raise BadParams(f"bots: unknown option(s) {', '.join(unknown)}")
    for arm in _arms(c):  # fail now on a bad combination, not in a worker
        BourseGame(_game_params(c, arm), c["seed"])
    return c


def _arms(c) -> list[dict]:
    arms = [{"id": s, "label": SETS[s]["label"], "note": SETS[s]["note"]} for s in c["sets"]]
    if c["custom"] is not None:
        arms.append({"id": "custom", "label": "Your own set", "note": "The set given as custom."})
    return arms


def _game_params(c, arm) -> dict:
    p = dict(c["params"], players=c["players"])
    if arm["id"] == "custom":
        p["rise_fall_cards"] = c["custom"]
    else:
        p["rise_fall_set"] = arm["id"]
    return p


def cli_config(params: dict, bots: dict, games: int, seed: int) -> dict:
    """The settings of ``python -m games simulate --game bourse --lab``: ``--rise-fall-set`` checks
    that set alone, other game options apply to every set."""
    rest = {k: v for k, v in params.items() if k not in OWN}
    c = {"games": games, "seed": seed, "players": params.get("players") or 4, "params": rest or None, "bots": bots}
    if params.get("rise_fall_set"):
        c["sets"] = [params["rise_fall_set"]]
    if params.get("rise_fall_cards") is not None:
        c["sets"], c["custom"] = [], params["rise_fall_cards"]
    return c


def plan(config) -> dict:
    """The complete settings, the arms and the number of jobs (see games.lab.game_lab.Experiments)."""
    c = _config(config)
    return {"config": c, "arms": [{"id": a["id"], "label": a["label"]} for a in _arms(c)],
            "jobs": c["games"] * len(_arms(c)), "version": VERSION}


def _empty(n: int) -> dict:
    return {"games": 0, "hands": 0, "lengths": {}, "wins": [0] * n, "nets": [0] * n, "closes": [0] * n,
            "closer_net": 0, "small_closes": 0, "selling_lost_without_rf": 0, "dealt": {}, "held": {}, "per_game": {}}


def _play(c, arm, seed, acc) -> None:
    """One bot-only game of ``arm``, counted into ``acc``."""
    game = BourseGame(_game_params(c, arm), seed)
    table = Table(game, (), c["bots"], seed, make_bot=BOTS.make_bot)
    start = {e["to"]: e["cards"] for e in game.opening_events if e["type"] == "cards"}
    while not game.over:
        events = table.step()
        if events is None:
            raise RuntimeError("the bots stopped before the game ended")
        for e in events:
            if e["type"] == "cards":
                start[e["to"]] = e["cards"]
            if e["type"] != "score":
                continue
            acc["hands"] += 1
            acc["closes"][e["closer"]] += 1
            for r in e["results"]:
                s = r["seat"]
                acc["nets"][s] += r["net"]
                if s == e["closer"]:
                    acc["closer_net"] += r["net"]
                    acc["small_closes"] += r["net"] < 10
                if r["penalty"] and not r["rise_fall"]:
                    acc["selling_lost_without_rf"] += 1
                for where, keys in (("dealt", start.get(s, ())), ("held", e["hands"][s])):
                    for k in keys:
                        if k.startswith(RF):
                            d = acc[where].setdefault(k, [0, 0])
                            d[0] += 1
                            d[1] += r["net"]
            start = {}
    acc["games"] += 1
    stats.inc(acc["lengths"], len(game.sheet))
    for w in game.winners:
        acc["wins"][w] += UNIT // len(game.winners)
    i = seed - c["seed"]
    intervals.per_game(acc["per_game"], "hands", i, len(game.sheet))
    intervals.per_game(acc["per_game"], "seat1", i, UNIT // len(game.winners) if 0 in game.winners else 0)


def run(config, first: int, count: int) -> dict:
    """Counters for jobs ``first .. first+count-1``: job j plays game j // A of arm j % A (A arms),
    seed ``seed + j // A``: every arm plays the same seeds."""
    c = _config(config)
    if not 0 <= count <= MAX_CHUNK:
        raise BadParams(f"count must be 0..{MAX_CHUNK}")
    arms = _arms(c)
    out = {a["id"]: _empty(c["players"]) for a in arms}
    end = min(first + count, c["games"] * len(arms))
    for j in range(first, end):
        arm = arms[j % len(arms)]
        _play(c, arm, c["seed"] + j // len(arms), out[arm["id"]])
    return {"version": VERSION, "jobs": [first, max(first, end)], "arms": out}


def summarise(config, partials) -> dict:
    """The arms side by side, and each arm's cards and seats, from partials covering the jobs."""
    c = _config(config)
    arms = _arms(c)
    n = c["players"]
    acc = {a["id"]: _empty(n) for a in arms}
    ranges = []
    for part in partials:
        if not isinstance(part, dict) or part.get("version") != VERSION or not isinstance(part.get("arms"), dict):
            raise BadParams("each partial must be a bourse.lab result of this version")
        if set(part["arms"]) != set(acc):
            raise BadParams("a partial's arms are not this configuration's")
        ranges.append(part.get("jobs", [0, 0]))
        for a in acc:
            acc[a] = stats.add(acc[a], part["arms"][a])
    try:
        jobs = stats.join_ranges(ranges)
    except ValueError as exc:
        raise BadParams(f"partials: {exc}") from None
    rows = [_arm_result(c, arm, acc[arm["id"]]) for arm in arms]
    diffs = _differences(c, arms, acc)
    return {"version": VERSION, "config": c, "jobs": jobs, "complete": jobs == [0, c["games"] * len(arms)],
            "arms": rows, "counts": stats.without_seeds(acc), "differences": diffs,
            "tables": [differences_table(diffs, "differences", "Is the difference real? Each set against the archive's, "
                                                               "on the same seeds")],
            "rule": f"a card is absurdly strong when the hands dealt it average more than {STRONG} points above the "
                    f"mean hand; a seat when it wins more than twice its fair share (2/{n})"}


#: the measures each set is compared on with the first, seed by seed: (counter, words, divide by)
PAIRED = (("hands", "Hands per game", 1), ("seat1", "First seat's share of wins", UNIT))


def _differences(c, arms, acc) -> list[dict]:
    """Every set after the first against the first, on the same seeds."""
    first = arms[0]
    keys, pairs = [], []
    for arm in arms[1:]:
        for m, words, by in PAIRED:
            keys.append((arm, m, words, by))
            pairs.append(intervals.series(acc[first["id"]]["per_game"], acc[arm["id"]]["per_game"], m))
    out = []
    for (arm, m, words, by), r in zip(keys, intervals.paired_many(pairs, seed=c["seed"])):
        r = intervals.scaled(r, by)
        out.append({"before": first["id"], "after": arm["id"], "comparison": f"{first['label']} → {arm['label']}",
                    "measure": m, "words": words, "share": by == UNIT, **{k: (round(v, 4) if isinstance(v, float) else v) for k, v in r.items()}})
    return out


def _arm_result(c, arm, a) -> dict:
    n = c["players"]
    games, hands = a["games"], a["hands"]
    mean_hand = sum(a["nets"]) / max(1, hands * n)
    sample = BourseGame(_game_params(c, arm), c["seed"])
    cards = []
    for k in sorted(sample.faces, key=sample.sort_key):
        d, h = a["dealt"].get(k, [0, 0]), a["held"].get(k, [0, 0])
        card = sample.card(k)
        row = {"key": k, "name": card["name"], "face": card["face"], "mark": card["mark"],
               "reconstruction": card["reconstruction"], "evidence": card["evidence"],
               "dealt_hands": d[0], "dealt_mean": round(d[1] / d[0], 2) if d[0] else None,
               "held_hands": h[0], "held_mean": round(h[1] / h[0], 2) if h[0] else None}
        row["strong"] = row["dealt_mean"] is not None and row["dealt_mean"] - mean_hand > STRONG
        cards.append(row)
    seats = [{"seat": s, "win_share": round(a["wins"][s] / UNIT / max(1, games), 4),
              "interval": [round(x, 4) for x in intervals.wilson(a["wins"][s] / UNIT, games)],
              "mean_net": round(a["nets"][s] / max(1, hands), 2), "closes": a["closes"][s],
              "strong": a["wins"][s] / UNIT / max(1, games) > 2 / n} for s in range(n)]
    strong = [x["key"] for x in cards if x["strong"]] + [f"seat {s['seat']}" for s in seats if s["strong"]]
    dealt = [x["dealt_mean"] for x in cards if x["dealt_mean"] is not None]
    return {
        "id": arm["id"], "label": arm["label"], "note": arm["note"], "games": games, "hands": hands,
        "hands_per_game": round(hands / max(1, games), 2), "median_hands": stats.quantile(a["lengths"], 0.5),
        "p90_hands": stats.quantile(a["lengths"], 0.9),
        "max_hands": max((int(k) for k in a["lengths"]), default=0),
        "mean_hand": round(mean_hand, 2), "closer_mean_net": round(a["closer_net"] / max(1, hands), 2),
        "small_close_share": round(a["small_closes"] / max(1, hands), 4),
        "selling_lost_without_rf": a["selling_lost_without_rf"],
        "card_spread": round(max(dealt) - min(dealt), 2) if dealt else None,
        "top_win_share": max(s["win_share"] for s in seats),
        "faces": [face_text(x) for x in sample.faces.values()],
        "cards": cards, "seats": seats, "verdict": {"ok": not strong, "strong": strong},
        "chart": {"labels": [x["name"] for x in cards],
                  "datasets": [{"label": "mean net of the hand dealt it", "data": [x["dealt_mean"] for x in cards]},
                               {"label": "mean net of the hand holding it at the close",
                                "data": [x["held_mean"] for x in cards]}]},
    }


def format_text(result) -> str:
    c = result["config"]
    out = [f"Bourse lab: the Rise & Fall sets side by side, {c['games']} bot-only games per set, {c['players']} "
           f"players, seeds {c['seed']}..{c['seed'] + c['games'] - 1}",
           f"  {'set':<34} {'hands/game':>10} {'median':>6} {'p90':>4} {'max':>4} {'mean hand':>9} "
           f"{'closer':>6} {'card spread':>11} {'top seat':>8}  verdict"]
    for r in result["arms"]:
        verdict = "ok" if r["verdict"]["ok"] else "absurdly strong: " + ", ".join(r["verdict"]["strong"])
        out.append(f"  {r['label']:<34} {r['hands_per_game']:>10.2f} {r['median_hands']:>6} {r['p90_hands']:>4} "
                   f"{r['max_hands']:>4} {r['mean_hand']:>9.2f} {r['closer_mean_net']:>6.1f} "
                   f"{r['card_spread'] if r['card_spread'] is not None else '-':>11} "
                   f"{stats.pct(r['top_win_share']):>8}  {verdict}")
    out.append("  (card spread: the best minus the worst card's mean net of the hand dealt it; top seat: the largest "
               "share of the wins)")
    for r in result["arms"]:
        out.append(f"  {r['label']}: " + "; ".join(f"{x['name']} {x['dealt_mean']}" for x in r["cards"]))
    for d in result.get("differences", []):
        out.append(f"  {d['comparison']}, {d['words'].lower()}: {d['a']:.3f} -> {d['b']:.3f}, {d['diff']:+.3f} "
                   f"[{d['lo']:+.3f} to {d['hi']:+.3f}], {d['method']}, {d['verdict']}")
    out.append(f"  verdict rule: {result['rule']}")
    return "\n".join(out) + "\n"


__all__ = ["CONFIG", "CLI_HELP", "MAX_CHUNK", "STRONG", "VERSION", "cli_config", "format_text", "plan", "run", "summarise"]
