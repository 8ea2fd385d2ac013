"""Starting a game from a stated position (games.new_game(..., position)), checked and recorded."""
from __future__ import annotations

import json

import pytest

import games
from games import BadParams, new_game, replay
from games.api import call

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
    assert g.view(3)["my_offer"] == {"offer": 1, "count": 1, "cards": ["SF"]}
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
    answer = json.loads(call("table.new", json.dumps({"game": "gavitt", "params": E3, "position": {"hands": HANDS},
                                                      "human_seats": [0]})))
    assert answer["ok"] and answer["result"]["view"]["full_set"] == "PC"
    bad = json.loads(call("table.new", json.dumps({"params": E3, "position": {"hands": HANDS[:2]}})))
    assert bad["ok"] is False and bad["error"]["kind"] == "bad-request" and "4 hands" in bad["error"]["message"]
