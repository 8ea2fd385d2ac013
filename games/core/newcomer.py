"""Can a newcomer win at the default table?  Measured, not guessed (issue 22).

Each game's lab declares a *newcomer* bot (``GameLab.newcomer``: ``newcomer(game, seat, rng) -> bot``,
the protocol of :mod:`games.core.scheduler`): simple, slow, without memory, playing as someone who
has just read "How to play".  :func:`measure` seats it where the reader sits at the page's table
(seat 0) against the table's default opponents (the game's bots at their default options, or
those given), plays ``games`` seeded games to their end, and counts its wins: a shared win counts
as its share.  The target is at least 0.6 of a fair share (``1 / players``).

The figures each page shows are measured by the command below and kept beside the game as
``games/<game>/lab/newcomer.json`` (read when the game's lab is imported; ``GameType.describe()``
carries them, so the build ships them with the demo's options)::

    python -m games simulate --game railway --newcomer --games 1000 --seed 1 --json

Every measurement keeps its outcome per seed (``outcomes``: one character a game, ``1`` a win,
``2``..``7`` a win shared by that many, ``0`` anything else), so a test replays a sample of seeds
and proves the stored figure is the engine's.
"""
from __future__ import annotations

import sys

from .registry import GAMES
from .scheduler import Table

#: the target: the newcomer wins at least this share of a fair share (1 / players)
TARGET = 0.6
SEAT = 0


def outcome(game_id: str, params: dict | None, bots: dict | None, seed: int, seat: int = SEAT) -> str:
    """One game, the newcomer at ``seat``: '1' it won, 'k' (2..9) it shared the win with k - 1
    others, '0' it did not win (or nobody did)."""
    gt = GAMES[game_id]
    game = gt.game(params, seed)
    newcomer = gt.laboratory().newcomer

    def make(g, s, b, rng):
        return newcomer(g, s, rng) if s == seat else gt.make_bot(g, s, b, rng)

    Table(game, (), bots, seed, make_bot=make).run()
    winners = gt.summary(game)["winners"]
    return str(len(winners)) if seat in winners else "0"


def outcomes(game_id: str, params: dict | None, bots: dict | None, seeds, seat: int = SEAT) -> str:
    return "".join(outcome(game_id, params, bots, s, seat) for s in seeds)


def summarise(game_id: str, params: dict | None, bots: dict | None, first: int, results: str,
              seat: int = SEAT) -> dict:
    """The measurement as data: what was played, against whom, and the newcomer's share."""
    gt = GAMES[game_id]
    probe = gt.game(params, 0)
    players = probe.players
    wins = sum(1 / int(c) for c in results if c != "0")
    games = len(results)
    rate = wins / games if games else 0.0
    fair = 1 / players
    from .params import resolve
    opponents = resolve(gt.bot_params, bots)
    given = {k: v for k, v in (params or {}).items()}
    command = " ".join(["python -m games simulate", f"--game {game_id}", "--newcomer", f"--games {games}",
                        f"--seed {first}"] + [f"--{k.replace('_', '-')} {v}" for k, v in sorted(given.items())]
                       + [f"--{k.replace('_', '-')} {v}" for k, v in sorted((bots or {}).items())])
    return {
        "game": game_id, "params": probe.params, "players": players, "seat": seat,
        "newcomer": _about(gt.laboratory().newcomer),
        "opponents": opponents, "games": games, "seeds": [first, first + games - 1],
        "wins": round(wins, 3), "win_rate": round(rate, 4), "fair_share": round(fair, 4),
        "share_of_fair": round(rate / fair, 3), "target": TARGET, "meets_target": rate / fair >= TARGET,
        "command": command, "outcomes": results,
    }


def _about(newcomer) -> str:
    """What the newcomer plays like: its module's docstring, after its first line."""
    doc = (sys.modules[newcomer.__module__].__doc__ or "") if newcomer else ""
    return " ".join(doc.strip().split("\n\n")[1].split()) if "\n\n" in doc.strip() else doc.strip()


def measure(game_id: str, params: dict | None = None, bots: dict | None = None, games: int = 1000,
            seed: int = 1, seat: int = SEAT) -> dict:
    """:func:`summarise` of ``games`` games from seeds ``seed`` .. ``seed + games - 1``."""
    return summarise(game_id, params, bots, seed, outcomes(game_id, params, bots, range(seed, seed + games), seat),
                     seat)


__all__ = ["SEAT", "TARGET", "measure", "outcome", "outcomes", "summarise"]
