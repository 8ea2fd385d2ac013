"""Stated positions for the railway tests: name the cards that matter, the rest is filled in."""
from __future__ import annotations

import pytest

from games import IllegalAction, new_game
from games.railway.cards import IDS, KEYS

FILLER_ORDER = ("SR", "LMS", "GWR", "LNER")


def position(hands, stations=("LNER", "GWR"), exposed=("LMS-HW",), trains=None, positions=None, turn=0,
             phase="draw", stack_top=()):
    """A complete position: each hand is topped up to its size (9 for the player in turn after
    picking up, else 8, less its laid train) with vehicles nobody named, filler first from the
    companies not at the table; every other card goes into the stack, ``stack_top`` on top."""
    n = len(hands)
    trains = list(trains) if trains is not None else [None] * n
    named = [k for h in hands for k in h] + list(exposed) + list(stack_top) + [k for t in trains if t for k in t]
    free = {k: len(IDS[k]) for k in KEYS}
    for k in named:
        free[k] -= 1
        assert free[k] >= 0, f"{k} named too often"
    stations = list(stations)
    out_hands = []
    for s, h in enumerate(hands):
        # filler that cannot serve this seat's train: companies not at the table, then the others'
        filler = [k for co in FILLER_ORDER if co not in stations and co != "POOL"
                  for k in KEYS if k.startswith(co + "-")]
        filler += [k for co in stations if co != stations[s] for k in KEYS if k.startswith(co + "-")]
        filler += ["RED", "G1", "G2"]
        h = list(h)
        size = (9 if (s == turn and phase == "play") else 8) - (len(trains[s]) if trains[s] else 0)
        for k in filler:
            while len(h) < size and free[k] > 0:
                h.append(k)
                free[k] -= 1
        assert len(h) == size, (s, h)
        out_hands.append(h)
    rest = [k for k in KEYS for _ in range(free[k])]
    return {"stations": stations, "hands": out_hands, "exposed": list(exposed), "trains": trains,
            "positions": list(positions) if positions is not None else [0] * n, "turn": turn, "phase": phase,
            "stack": rest + list(stack_top)}


def game_at(hands, params=None, seed=0, **kw):
    p = dict(params or {})
    p.setdefault("players", len(hands))
    return new_game("railway", p, seed, position(hands, **kw))


def act(g, **action):
    """Apply an action at the game's current time (or the given t); return its events."""
    action.setdefault("t", g.now)
    return g.apply(action)


def types(events):
    return [e["type"] for e in events]


def refused(g, clause, **action):
    """The action is refused, citing ``clause``, and the game is untouched."""
    before = g.omniscient_view()
    with pytest.raises(IllegalAction) as exc:
        act(g, **action)
    assert exc.value.clause == clause, exc.value
    assert g.omniscient_view() == before
    return exc.value
