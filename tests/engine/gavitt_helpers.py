"""Helpers for the Gavitt clause tests: start a game from chosen hands (a stated position), act at times."""
from __future__ import annotations

from games import new_game
from games.gavitt.rules import GavittGame


def parse(spec: str) -> list[str]:
    """'5SF 3NYC' -> ['SF']*5 + ['NYC']*3"""
    out = []
    for part in spec.split():
        num = "".join(ch for ch in part if ch.isdigit())
        key = part[len(num):]
        out += [key] * (int(num) if num else 1)
    return out


def rig(hands: list[str], position: dict | None = None, **params) -> GavittGame:
    """A game started from a stated position whose round-1 hands are ``hands`` (one spec per
    seat, see ``parse``); ``position`` adds the other fields (scores, Telegram, offers...).

    Everything not stated (signal, Telegram holder, dealer) is as a fresh deal would have it, and
    the position goes into the record, so the game replays exactly.
    """
    params.setdefault("players", len(hands))
    return new_game("gavitt", params, 0, {"hands": [parse(h) for h in hands], **(position or {})})


def act(g, seat, t, kind, **kw):
    a = {"type": kind, "seat": seat, "t": t}
    a.update(kw)
    return g.apply(a)


def trade(g, giver, taker, t, give, take):
    """giver offers ``give`` at t, taker answers with ``take`` at t; returns the take's events."""
    ev = act(g, giver, t, "offer", cards=parse(give))
    oid = ev[-1]["offer"] if ev[-1]["type"] == "offer" else [e for e in ev if e["type"] == "offer"][0]["offer"]
    return act(g, taker, t, "take", offer=oid, cards=parse(take))


def holdings(g, seat) -> list[str]:
    return g._keys(g.holding(seat))
