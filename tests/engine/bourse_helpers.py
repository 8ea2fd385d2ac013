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
    """Hands for the first seats as given; the rest of the pack dealt round the other seats, and
    the dealer (with the hand number) whose deal gives those sizes: a seat stated with nine cards is
    the dealer's left (bourse-E-1, extra_card 'left'); else the odd card goes to the first seat not
    stated.  A hand that no deal gives is a mistake in the test."""
    left = list(make_pack(players, DEFAULT_CARDS))
    hands = []
    for spec in specs:
        h = parse(spec)
        for k in h:
            left.remove(k)
        hands.append(h)
    odd = len(make_pack(players, DEFAULT_CARDS)) % players  # one seat holds a ninth card below seven players
    nine = [s for s, h in enumerate(hands) if len(h) == 9]
    extra = nine[0] if nine else len(specs) % players
    dealer = (extra - 1) % players
    sizes = [8 + (odd and s == extra) for s in range(players)]
    assert all(len(h) == sizes[s] for s, h in enumerate(hands)), f"no deal gives hands of {[len(h) for h in hands]}"
    rest = [[] for _ in range(players - len(specs))]
    for k in left:
        seat = next(i for i, r in enumerate(rest) if len(r) < sizes[len(specs) + i])
        rest[seat].append(k)
    hand = dealer + 1 if dealer or not scores or not any(scores) else players + 1  # first_dealer 0
    if scores is not None and any(scores) and hand == 1:
        hand += players
    pos = {"hands": hands + rest, "dealer": dealer, "hand": hand}
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
