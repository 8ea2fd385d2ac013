"""Property tests: over random sequences of legal and illegal actions, no card is lost or
duplicated, hands stay at eight (the Telegram extra), illegal actions change nothing, and a
replay reproduces the state."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import new_game, replay
from property_walk import random_play

KEYS = ["CBQ", "MP", "PC", "NYC", "RI", "SF", "F", "XX"]


def check_invariants(g):
    cards = sorted(c for s in range(g.n) for c in g.holding(s))
    assert cards == list(range(8 * g.nrr)), "a card was lost or duplicated"
    for s in range(g.n):
        held = g.holding(s)
        assert len(held) == 8
        counts = [0] * g.nrr
        for c in held:
            counts[g.card_rr[c]] += 1
        assert counts == g.counts[s]
        if g.seat_offer[s] is not None:
            assert g.offers[g.seat_offer[s]][0] == s
    assert len(g.offers) == sum(o is not None for o in g.seat_offer)
    if g.params["telegram"] and not g.over:
        assert g.telegram is not None and 0 <= g.telegram < g.n
    for v in (g.view(s) for s in range(g.n)):
        assert len(v["hand"]) == 8
    if g.params["edition"] == "2003":  # gse2003-play-3a: no call without a full set is ever listed
        for s in range(g.n):
            if g.full_set(s) is None:
                assert all(a["type"] != "call" for a in g.legal_actions(s)), "2003 lists a call without a full set"


junk_action = st.one_of(
    st.none(), st.integers(), st.text(max_size=5),
    st.fixed_dictionaries({"type": st.sampled_from(["offer", "take", "cancel", "call", "pass"]),
                           "seat": st.one_of(st.integers(-1, 7), st.text(max_size=2)),
                           "t": st.one_of(st.integers(-5, 10 ** 6), st.floats(allow_nan=False), st.none()),
                           "cards": st.one_of(st.lists(st.sampled_from(KEYS), max_size=3), st.text(max_size=3)),
                           "offer": st.one_of(st.integers(-1, 40), st.text(max_size=2)),
                           "own": st.one_of(st.booleans(), st.integers(0, 2)),
                           "word": st.one_of(st.sampled_from(["TOPEKA", "topeka", "TOPEK", ""]), st.integers())}),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edition=st.sampled_from(["1903", "2003"]), players=st.integers(3, 6), telegram=st.booleans(),
       seed=st.integers(0, 2 ** 32), data=st.data())
def test_random_play_keeps_cards_hands_and_replay(edition, players, telegram, seed, data):
    g = new_game("gavitt", {"edition": edition, "players": players, "telegram": telegram,
                            "round_gap_ms": 0}, seed)
    random_play(g, data, junk_action, check_invariants, earliest=lambda g: g.signal_t)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), edition=st.sampled_from(["1903", "2003"]))
def test_every_listed_legal_action_is_accepted(seed, edition):
    g = new_game("gavitt", {"edition": edition, "players": 4}, seed)
    for seat in range(4):
        for a in g.legal_actions(seat):
            h = replay(g.to_record())
            h.apply(dict(a, t=10))  # (a premature 1903 call is legal: it is fined)
