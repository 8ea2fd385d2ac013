"""Is any Rise & Fall card or any seat absurdly strong?  A simulation of bot-only games.

The Rise & Fall faces are a reconstruction (:mod:`games.bourse.reconstruction`), so the archive
checks that the reconstructed set makes a playable game: over ``games`` bot-only games (each to
the target), for every Rise & Fall card the mean net score of the hand it was dealt to and of the
hand holding it when the market closed, and for every seat its share of the wins and its mean net
score per hand.  ``"bourse.balance"`` (registered in :data:`games.bourse.GAME`'s ``api``) returns
the tables and the data of a chart; the page shows both.

Verdict: a card is *absurdly strong* when the hands dealt it average more than ``STRONG`` points
above the average hand; a seat when its share of the wins is more than twice the fair share.
"""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.scheduler import Table

from .bots import make_bot
from .pack import RF
from .rules import BourseGame

MAX_GAMES = 400
STRONG = 25  # points per hand above the mean hand


def _int(args, key, default, lo, hi):
    v = args.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise BadParams(f"'{key}' must be an integer {lo}..{hi}")
    return v


def run(players: int = 4, games: int = 100, seed: int = 1, params: dict | None = None,
        bots: dict | None = None) -> dict:
    """Play ``games`` bot-only games (seeds ``seed`` ..) and tabulate cards and seats."""
    p = dict(params or {}, players=players)
    dealt: dict[str, list[int]] = {}   # key -> [hands, sum of nets of the seat dealt it]
    held: dict[str, list[int]] = {}    # key -> [hands, sum of nets of the hand holding it at the close]
    wins = [0.0] * players
    nets = [0] * players
    hands = 0
    closes = [0] * players
    for g_seed in range(seed, seed + games):
        game = BourseGame(p, g_seed)
        table = Table(game, (), bots, g_seed, make_bot=make_bot)
        start = {}
        for e in game.opening_events:
            if e["type"] == "cards":
                start[e["to"]] = e["cards"]
        while not game.over:
            events = table.step()
            if events is None:
                raise RuntimeError("the bots stopped before the game ended")
            for e in events:
                if e["type"] == "score":
                    hands += 1
                    closes[e["closer"]] += 1
                    by_seat = {r["seat"]: r["net"] for r in e["results"]}
                    for s in range(players):
                        nets[s] += by_seat[s]
                        for k in start.get(s, ()):
                            if k.startswith(RF):
                                d = dealt.setdefault(k, [0, 0])
                                d[0] += 1
                                d[1] += by_seat[s]
                        for k in e["hands"][s]:
                            if k.startswith(RF):
                                h = held.setdefault(k, [0, 0])
                                h[0] += 1
                                h[1] += by_seat[s]
                    start = {}
                elif e["type"] == "cards":
                    start[e["to"]] = e["cards"]
        for w in game.winners:
            wins[w] += 1 / len(game.winners)
    mean_hand = sum(nets) / max(1, hands * players)
    sample = BourseGame(p, seed)
    cards = []
    for k in sorted(sample.faces, key=sample.sort_key):
        d, h = dealt.get(k, [0, 0]), held.get(k, [0, 0])
        row = dict(sample.card(k), dealt_hands=d[0], dealt_mean=round(d[1] / d[0], 2) if d[0] else None,
                   held_hands=h[0], held_mean=round(h[1] / h[0], 2) if h[0] else None)
        row["strong"] = row["dealt_mean"] is not None and row["dealt_mean"] - mean_hand > STRONG
        cards.append(row)
    seats = [{"seat": s, "win_share": round(wins[s] / games, 4), "mean_net": round(nets[s] / max(1, hands), 2),
              "closes": closes[s], "strong": wins[s] / games > 2 / players} for s in range(players)]
    strong = [c["key"] for c in cards if c["strong"]] + [f"seat {s['seat']}" for s in seats if s["strong"]]
    return {
        "players": players, "games": games, "seed": seed, "hands": hands, "mean_hand": round(mean_hand, 2),
        "cards": cards, "seats": seats,
        "verdict": {"ok": not strong, "strong": strong,
                    "rule": f"a card is absurdly strong when the hands dealt it average more than {STRONG} points "
                            f"above the mean hand; a seat when it wins more than twice its fair share (2/{players})"},
        "chart": {"labels": [c["name"] for c in cards],
                  "datasets": [{"label": "mean net of the hand dealt it", "data": [c["dealt_mean"] for c in cards]},
                               {"label": "mean net of the hand holding it at the close",
                                "data": [c["held_mean"] for c in cards]}]},
        "reconstruction": True,
    }


def api_balance(args: dict) -> dict:
    """Facade method ``bourse.balance`` ``{"players"?: 3..7, "games"?: 1..400, "seed"?, "params"?, "bots"?}``."""
    players = _int(args, "players", 4, 3, 7)
    games = _int(args, "games", 100, 1, MAX_GAMES)
    seed = _int(args, "seed", 1, 0, 2 ** 32)
    params = args.get("params")
    bots = args.get("bots")
    if params is not None and not isinstance(params, dict) or bots is not None and not isinstance(bots, dict):
        raise BadParams("'params' and 'bots' must be objects")
    if params and "players" in params:
        raise BadParams("give 'players' at the top level")
    return run(players, games, seed, params, bots)


__all__ = ["MAX_GAMES", "STRONG", "api_balance", "run"]
