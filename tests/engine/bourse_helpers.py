"""Helpers for the Bourse tests: a game started from a stated position (a public, validated
part of the record), and actions at given times."""
from __future__ import annotations

from games import new_game
from games.bourse.pack import make_pack
from games.bourse.reconstruction import DEFAULT_CARDS


def parse(spec: str) -> list[str]:
    """'RF10 4NY 2MTL LON' -> ['RF10', 'NY', 'NY', 'NY', 'NY', 'MTL', 'MTL', 'LON']"""
    out = []
    for part in spec.split():
        num = ""
        if not part.startswith("RF"):
            num = "".join(ch for ch in part[:1] if ch.isdigit())
        out += [part[len(num):]] * (int(num) if num else 1)
    return out


def position(players: int, *specs: str, scores=None) -> dict:
    """Hands for the first seats as given; the rest of the pack dealt round the other seats."""
    left = list(make_pack(players, DEFAULT_CARDS))
    hands = []
    for spec in specs:
        h = parse(spec)
        for k in h:
            left.remove(k)
        hands.append(h)
    rest = [[] for _ in range(players - len(specs))]
    for i, k in enumerate(left):
        rest[i % len(rest)].append(k)
    pos = {"hands": hands + rest}
    if scores is not None:
        pos["scores"] = scores
    return pos


def rig(players: int, *specs: str, scores=None, **params):
    params["players"] = players
    return new_game("bourse", params, 0, position(players, *specs, scores=scores))


def act(game, kind: str, seat: int, t: int, **fields) -> list[dict]:
    return game.apply(dict({"type": kind, "seat": seat, "t": t}, **fields))


def of(events, kind: str) -> list[dict]:
    return [e for e in events if e["type"] == kind]
