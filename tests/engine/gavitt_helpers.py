"""Helpers for the Gavitt clause tests: rig a game with chosen hands, act at times."""
from __future__ import annotations

from games.gavitt.rules import GavittGame


def parse(spec: str) -> list[str]:
    """'5SF 3NYC' -> ['SF']*5 + ['NYC']*3"""
    out = []
    for part in spec.split():
        num = "".join(ch for ch in part if ch.isdigit())
        key = part[len(num):]
        out += [key] * (int(num) if num else 1)
    return out


def rig(hands: list[str], **params) -> GavittGame:
    """A game whose round-1 hands are ``hands`` (one spec per seat, see ``parse``).

    The rigging replaces the dealt hands in place; everything else (signal, Telegram, fines)
    is as dealt.  Such a game cannot be replayed from its record (the deal differs).
    """
    params.setdefault("players", len(hands))
    g = GavittGame(params, seed=0)
    return rerig(g, hands)


def rerig(g: GavittGame, hands: list[str]) -> GavittGame:
    """Replace the hands of the current round (no open offers) by ``hands``."""
    assert not g.offers
    pool = {i: [c for c in range(len(g.card_rr)) if g.card_rr[c] == i] for i in range(g.nrr)}
    for s, spec in enumerate(hands):
        keys = parse(spec)
        assert len(keys) == 8, spec
        g.hands[s] = [pool[g.rr_index[k]].pop() for k in keys]
        g.counts[s] = [0] * g.nrr
        for c in g.hands[s]:
            g.counts[s][g.card_rr[c]] += 1
        g.completed_at[s] = g.signal_t if g.full_set(s) is not None else None
    assert all(not v for v in pool.values()), "hands must use the whole deck"
    return g


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
