"""Property tests: over random play (legal and illegal actions, at random times), all 44 cards are
accounted for at every step, an illegal action changes nothing, who may act is consistent with
the legal actions, and a replay reproduces the state."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import new_game, replay
from games.railway.cards import KEYS
from property_walk import random_play

KEYS_L = list(KEYS)


def check_invariants(g):
    cards = [c for h in g.hands for c in h] + g.stack + g.pile + [c for t in g.trains if t for c in t]
    assert sorted(cards) == list(range(44)), "a card was lost or duplicated"
    for s in range(g.n):
        assert bool(g.legal_actions(s)) == g.may_act(s)
        held = len(g.hands[s]) + (len(g.trains[s]) if g.trains[s] else 0)
        extra = 1 if (s == g.turn and g.phase == "play") else 0
        if g.params["substitute_to"] == "hand":
            assert held == 8 + extra
    if g.window is not None:
        assert g.pile[-1] == g.window["card"]
    assert 0 <= min(g.pos) and (g.over or max(g.pos) < g.target)


junk = st.one_of(
    st.none(), st.integers(), st.text(max_size=4),
    st.fixed_dictionaries({"type": st.sampled_from(["draw", "demand", "substitute", "lay", "discard", "call",
                                                    "decline", "fly"]),
                           "seat": st.one_of(st.integers(-1, 4), st.text(max_size=1)),
                           "t": st.one_of(st.integers(-5, 10 ** 6), st.none(), st.floats(allow_nan=False)),
                           "from": st.one_of(st.sampled_from(["stack", "exposed", "sky"]), st.integers(-1, 4)),
                           "card": st.one_of(st.sampled_from(KEYS_L + ["NOPE"]), st.integers()),
                           "owner": st.integers(-1, 4),
                           "cards": st.one_of(st.none(), st.lists(st.sampled_from(KEYS_L), max_size=6))}),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 2 ** 32), short=st.booleans(),
       rule=st.sampled_from(["nearest-left", "first"]), to=st.sampled_from(["hand", "exposed"]), data=st.data())
def test_railway_random_play_keeps_all_44_cards_and_replays(players, seed, short, rule, to, data):
    g = new_game("railway", {"players": players, "short_game": short, "claim_rule": rule, "substitute_to": to,
                             "claim_window_ms": 2000}, seed)
    random_play(g, data, junk, check_invariants, steps=(10, 120), dt=1500, legal=st.integers(0, 3))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10 ** 6), players=st.integers(2, 4))
def test_railway_every_listed_legal_action_is_accepted(seed, players):
    g = new_game("railway", {"players": players}, seed)
    g.apply({"type": "draw", "seat": g.turn, "from": "stack", "t": 0})  # now in the middle of a turn
    legal = g.legal_actions(g.turn)
    assert any(a["type"] == "discard" for a in legal) or legal[0]["type"] == "lay"
    for a in legal:
        replay(g.to_record()).apply(dict(a, t=10))
