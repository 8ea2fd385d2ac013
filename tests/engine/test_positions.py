"""Starting a game from a stated position (games.new_game(..., position)), checked and recorded."""
from __future__ import annotations

import json

import pytest

import games
from games import BadParams, new_game, replay
from api_helpers import call

E3 = {"edition": "2003", "players": 4}
HANDS = [["PC"] * 8, ["NYC"] * 8, ["RI"] * 8, ["SF"] * 8]


def test_a_position_states_hands_offers_totals_telegram_round_clock_and_dealer():
    pos = {"hands": [["PC"] * 6 + ["SF"] * 2, ["NYC"] * 8, ["RI"] * 8, ["SF"] * 5 + ["PC"] * 2],
           "offers": [{"seat": 3, "cards": ["SF"], "t": 900}], "scores": [100, 0, -25, 350], "telegram": 2,
           "round": 3, "dealer": 1, "signal_t": 500, "now": 1000}
    g = new_game("gavitt", dict(E3, telegram=True), 5, pos)
    assert g.round == 3 and g.dealer == 1 and g.signal_t == 500 and g.now == 1000
    assert g.scores == [100, 0, -25, 350] and g.telegram == 2
    assert g.view(3)["hand"] == ["PC", "PC", "SF", "SF", "SF", "SF", "SF", "SF"]
    assert g.view(3)["my_offer"] == {"offer": 1, "count": 1, "cards": ["SF"], "text": "You offer Santa Fe."}
    assert g.public_view()["offers"] == [{"offer": 1, "seat": 3, "count": 1, "t": 900}]
    with pytest.raises(games.IllegalAction, match="backwards"):
        g.apply({"type": "cancel", "seat": 3, "t": 999})


def test_the_position_goes_into_the_record_and_replays_exactly():
    g = new_game("gavitt", E3, 1, {"hands": [["PC"] * 7 + ["NYC"], ["NYC"] * 7 + ["PC"], ["RI"] * 8, ["SF"] * 8]})
    g.apply({"type": "offer", "seat": 0, "t": 10, "cards": ["NYC"]})
    g.apply({"type": "take", "seat": 1, "t": 20, "offer": 1, "cards": ["PC"]})
    g.apply({"type": "call", "seat": 0, "t": 30, "word": "TOPEKA"})
    record = json.loads(json.dumps(g.to_record()))
    assert record["position"]["hands"][0] == ["PC"] * 7 + ["NYC"]
    again = replay(record)
    assert again.omniscient_view() == g.omniscient_view()
    assert games.transcript(again) == games.transcript(g)


def test_every_card_must_be_accounted_for():
    with pytest.raises(BadParams, match="every card must be accounted for.*found 9 PC, 7 SF"):
        new_game("gavitt", E3, 0, {"hands": HANDS[:3] + [["SF"] * 7 + ["PC"]]})
    with pytest.raises(BadParams, match="seat 3 holds 7 cards"):
        new_game("gavitt", E3, 0, {"hands": HANDS[:3] + [["SF"] * 7]})
    with pytest.raises(BadParams, match="unknown railroad 'F' in hands\\[3\\]; in play: PC, NYC, RI, SF"):
        new_game("gavitt", E3, 0, {"hands": HANDS[:3] + [["F"] * 8]})
    with pytest.raises(BadParams, match="hands must list 4 hands"):
        new_game("gavitt", E3, 0, {"hands": HANDS[:3]})


def test_cards_on_the_table_count_and_follow_the_editions_pair_rule():
    pos = {"hands": [["PC"] * 8, ["NYC"] * 8, ["RI"] * 8, ["SF"] * 6], "offers": [{"seat": 3, "cards": ["SF", "SF"]}]}
    assert new_game("gavitt", E3, 0, pos).view(3)["in_hand"] == ["SF"] * 6
    unlike = {"hands": [["PC"] * 8, ["NYC"] * 7, ["RI"] * 7, ["SF"] * 8],
              "offers": [{"seat": 1, "cards": ["NYC", "RI"]}, {"seat": 2, "cards": ["RI", "NYC"]}]}
    with pytest.raises(BadParams, match="unlike pair, which 2003 forbids"):
        new_game("gavitt", E3, 0, unlike)


def test_a_bad_position_is_refused_with_a_clear_message():
    cases = [({"hands": HANDS, "telegram": 1}, "Telegram is not in play"),
             ({"hands": HANDS, "dealer": 4}, "dealer must be 0..3"),
             ({"hands": HANDS, "round": 0}, "round must be at least 1"),
             ({"hands": HANDS, "scores": [0, 0]}, "scores must be a list with one entry per seat"),
             ({"hands": HANDS, "cards": []}, "unknown field"),
             ({"offers": []}, "'hands' is required"),
             ("hands", "position must be an object")]
    for pos, message in cases:
        with pytest.raises(BadParams, match=message):
            new_game("gavitt", E3, 0, pos)


def test_the_facade_starts_a_table_from_a_position_and_refuses_a_bad_one():
    answer = call("table.new", {"game": "gavitt", "params": E3, "position": {"hands": HANDS},
                                "human_seats": [0]})
    assert answer["ok"] and answer["result"]["view"]["full_set"] == "PC"
    bad = call("table.new", {"game": "gavitt", "params": E3, "position": {"hands": HANDS[:2]}})
    assert bad["ok"] is False and bad["error"]["kind"] == "bad-request" and "4 hands" in bad["error"]["message"]


# ---- stated positions and the 1903 clocks (gse1903-30, -31, -35) --------------------------------
E1903 = {"edition": "1903", "players": 4}
MIXED = [["SF"] * 8, ["NYC"] * 4 + ["RI"] * 4, ["NYC"] * 4 + ["MP"] * 4, ["RI"] * 4 + ["MP"] * 4]


def _fines(events, clause):
    return sorted(e["seat"] for e in events if e["type"] == "fine" and e["clause"] == clause)


def test_gse1903_31_stated_offers_count_as_offering_at_once():
    hands = [h[:-1] for h in MIXED]
    pos = {"hands": hands, "offers": [{"seat": s, "cards": [MIXED[s][-1]], "t": 100 * (s + 1)} for s in range(4)],
           "now": 6000}
    g = new_game("gavitt", E1903, 0, pos)
    ev = g.apply({"type": "cancel", "seat": 0, "t": 6100})
    assert _fines(ev, "gse1903-31") == []


def test_gse1903_31_a_stated_trade_counts_and_a_seat_that_has_not_acted_is_fined():
    pos = {"hands": MIXED, "now": 6000, "acted": [[300, 2000], [500, 2000], None, [4500, 5000]]}
    g = new_game("gavitt", E1903, 0, pos)
    ev = g.apply({"type": "offer", "seat": 0, "t": 6100, "cards": ["SF"]})
    assert _fines(ev, "gse1903-31") == [2, 3]  # seat 2 never acted, seat 3 first acted after the 4 s


def test_gse1903_35_stated_offers_start_the_idle_clock():
    hands = [h[:-1] for h in MIXED]
    pos = {"hands": hands, "offers": [{"seat": s, "cards": [MIXED[s][-1]], "t": 3000} for s in range(4)],
           "now": 3500, "round": 5, "idle_streak": [4, 4, 4, 4]}
    g = new_game("gavitt", E1903, 0, pos)
    ev = g.apply({"type": "call", "seat": 0, "t": 7000, "word": "TOPEKA"})  # 4 s after the offers: not idle
    assert _fines(ev, "gse1903-35") == []


def test_gse1903_30_a_position_states_who_held_the_telegram_when_the_first_set_was_completed():
    pos = {"hands": MIXED, "telegram": 2, "telegram_since": 2000, "completed_at": [1000, None, None, None],
           "first_set_telegram": 1, "now": 2500}
    g = new_game("gavitt", E1903, 0, pos)
    ev = g.apply({"type": "call", "seat": 0, "t": 2600, "word": "TOPEKA"})
    lines = [x for e in ev if e["type"] == "round_end" for x in e["lines"] if x["clause"] == "gse1903-30"]
    assert [(x["seat"], x["amount"]) for x in lines] == [(1, 100)]
    record = json.loads(json.dumps(g.to_record()))
    assert record["position"]["first_set_telegram"] == 1 and replay(record).scores == g.scores


@pytest.mark.parametrize("extra,words", [
    ({"offers": [{"seat": 0, "cards": ["SF"], "t": 100}], "signal_t": 500, "now": 900}, "before the dealer's signal"),
    ({"offers": [{"seat": 0, "cards": ["SF"], "t": 1000}], "now": 900}, "after now"),
    ({"completed_at": [None, 100, None, None], "now": 200}, "holds no full set"),
    ({"idle_streak": [2, 0, 0, 0], "round": 2}, "idle_streak\\[0\\] must be 0..1"),
    ({"last_call": [5, None, None, None]}, "in round 1 nobody has called"),
    ({"last_call": [5000, None, None, None], "round": 2, "signal_t": 6000, "now": 6000}, "earlier round"),
    ({"acted": [[900, 200], None, None, None], "now": 1000}, "comes after the last"),
    ({"first_set_telegram": 1, "hands": [["SF"] * 4 + ["NYC"] * 4, ["SF"] * 4 + ["RI"] * 4] + MIXED[2:]},
     "no seat holds a full set"),
])
def test_a_position_no_game_reaches_is_refused_naming_the_rule(extra, words):
    pos = dict({"hands": [h[:-1] for h in MIXED] if "offers" in extra else MIXED}, **extra)
    with pytest.raises(BadParams, match=words):
        new_game("gavitt", E1903, 0, pos)
