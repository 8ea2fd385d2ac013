"""The face-down exchange of games.core.exchange (used by Gavitt's offers and takes, and Bourse's)."""
from __future__ import annotations

from games.core.exchange import Exchange, swap_events


def test_an_offer_is_public_by_count_only_and_ids_are_never_reused():
    ex = Exchange(3)
    a = ex.offer(0, [11, 12], 100)
    b = ex.offer(2, [5], 150)
    assert (a, b) == (1, 2)
    assert ex.public() == [{"offer": 1, "seat": 0, "count": 2, "t": 100}, {"offer": 2, "seat": 2, "count": 1, "t": 150}]
    assert ex.laid(0) == [11, 12] and ex.laid(1) == ()
    ex.cancel(0)
    assert ex.offer(0, [12], 200) == 3


def test_cancel_takes_the_cards_back_and_frees_the_seat():
    ex = Exchange(2)
    oid = ex.offer(1, [7], 10)
    assert ex.cancel(1) == (oid, [7])
    assert ex.seat_offer == [None, None] and ex.offers == {} and ex.laid(1) == ()


def test_take_removes_the_offer_and_names_its_giver():
    ex = Exchange(3)
    oid = ex.offer(2, [3, 4], 10)
    assert ex.take(oid) == (2, [3, 4])
    assert ex.public() == [] and ex.seat_offer[2] is None


def test_clear_returns_every_open_offer_oldest_first_and_keeps_the_same_objects():
    ex = Exchange(3)
    offers, seats = ex.offers, ex.seat_offer
    ex.offer(2, [1], 5)
    ex.offer(0, [2, 3], 6)
    assert ex.clear() == [(2, [1]), (0, [2, 3])]
    assert ex.offers is offers and ex.seat_offer is seats and seats == [None] * 3 and offers == {}


def test_swap_events_are_one_public_trade_and_a_private_received_for_each_side():
    evs = swap_events(40, 3, 1, 2, ["SF", "SF"], ["MP", "MP"], {"telegram": True}, {"telegram": False})
    assert evs[0] == {"type": "trade", "t": 40, "offer": 3, "giver": 1, "taker": 2, "count": 2}
    assert "to" not in evs[0]
    assert evs[1] == {"type": "received", "t": 40, "to": 1, "from": 2, "cards": ["MP", "MP"], "telegram": True}
    assert evs[2] == {"type": "received", "t": 40, "to": 2, "from": 1, "cards": ["SF", "SF"], "telegram": False}


def test_match_finds_the_oldest_offer_of_that_count_by_another_seat():
    ex = Exchange(4)
    ex.offer(0, [1, 2], 10)
    ex.offer(1, [3], 20)
    ex.offer(2, [4], 30)
    assert ex.match(3, 1) == 2 and ex.match(1, 1) == 3 and ex.match(3, 2) == 1
    assert ex.match(0, 2) is None and ex.match(3, 3) is None
