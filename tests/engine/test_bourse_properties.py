"""Bourse property tests: over random sequences of legal and junk actions every card is accounted
for, hand sizes never change within a hand, open calls never share a number, illegal actions
change nothing, and a replay reproduces the state (also from a stated position)."""
from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import new_game, replay
from property_walk import random_play

KEYS = ["LON", "NY", "MTL", "PAR", "BRU", "BER", "RF10", "RF9", "RF4", "SELL", "XX"]


def check_invariants(g):
    held = Counter(k for s in range(g.n) for k in g.holding_keys(s))
    assert held == Counter(g.key), "a card was lost or duplicated"
    counts = [len(cs) for s, cs, _t in g.ex.offers.values()]
    assert len(counts) == len(set(counts)), "two open calls of the same number did not meet"
    assert len(g.ex.offers) == sum(c is not None for c in g.ex.seat_offer)
    for s in range(g.n):
        v = g.view(s)
        assert all(c["reconstruction"] == (c["number"] != 10) and c["evidence"] for c in v["cards"]
                   if c["kind"] == "rise-fall")
        assert "hands" not in v


junk_action = st.one_of(
    st.none(), st.integers(), st.text(max_size=4),
    st.fixed_dictionaries({"type": st.sampled_from(["call", "withdraw", "close", "sell", "offer"]),
                           "seat": st.one_of(st.integers(-1, 8), st.text(max_size=2)),
                           "t": st.one_of(st.integers(-5, 10 ** 6), st.floats(allow_nan=False), st.none()),
                           "cards": st.one_of(st.lists(st.sampled_from(KEYS), max_size=4), st.text(max_size=3)),
                           "with": st.one_of(st.none(), st.integers(-1, 30), st.text(max_size=2))}),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 7), seed=st.integers(0, 2 ** 32), data=st.data())
def test_bourse_special_1_random_play_keeps_every_card_and_replays(players, seed, data):
    g = new_game("bourse", {"players": players, "hand_gap_ms": 0}, seed)
    dealt = {}  # hand number -> the holdings' sizes as dealt

    def check(g):
        check_invariants(g)
        sizes = [len(g.holding(s)) for s in range(g.n)]
        assert dealt.setdefault(g.hand_no, sizes) == sizes, "a holding's size changed within a hand (bourse-F-2)"

    random_play(g, data, junk_action, check, earliest=lambda g: g.signal_t)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2 ** 16), data=st.data())
def test_bourse_E_1_a_game_from_a_stated_position_replays_from_its_record(seed, data):
    dealt = new_game("bourse", {"players": 4, "first_dealer": 2}, seed)  # a deal by seat 2: hand 3's
    pos = {"hands": [dealt.holding_keys(s) for s in range(4)], "scores": [5, 0, -10, 30], "dealer": 2, "hand": 3}
    g = new_game("bourse", {"players": 4}, seed, pos)
    assert g.scores == [5, 0, -10, 30] and g.dealer == 2
    for step in range(data.draw(st.integers(1, 20))):
        legal = g.legal_actions(step % 4)
        if not legal or g.is_over:
            break
        g.apply(dict(data.draw(st.sampled_from(legal)), t=max(g.now, g.signal_t) + 10))
    again = replay(g.to_record())
    assert again.omniscient_view() == g.omniscient_view() and again.to_record()["position"] == pos
