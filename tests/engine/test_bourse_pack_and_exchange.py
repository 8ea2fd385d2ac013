"""Bourse: the pack (paragraphs A, B), the deal (E) and the exchange (F, special rule 1)."""
from __future__ import annotations

from collections import Counter

import pytest
from bourse_helpers import act, of, rig

from games import BadParams, IllegalAction, new_game
from games.bourse.pack import deal_order

CAPS = ("LON", "NY", "MTL", "PAR", "BRU", "BER")


def pack_counts(players):
    return Counter(new_game("bourse", {"players": players}, 1).key)


def test_bourse_A_the_full_pack_has_56_cards():
    assert sum(pack_counts(7).values()) == 56


def test_bourse_A_1_eight_of_each_of_the_six_capitals():
    c = pack_counts(7)
    assert [c[k] for k in CAPS] == [8] * 6


def test_bourse_special_5_score_card_10_is_the_texts_own_card_not_a_reconstruction():
    g = new_game("bourse", {"players": 7}, 1)
    faces = g.public_view()["rise_fall_cards"]
    assert [f["number"] for f in faces] == [10, 9, 8, 7, 6, 5, 4]
    ten = faces[0]
    assert ten["rise"] == ["NY", "MTL"] and ten["fall"] == ["LON", "BER"]  # special rule 5's card
    assert ten["reconstruction"] is False and ten["mark"] == "From the text" and "bourse-special-5-score" in ten["printed"]


def test_bourse_A_2_each_rise_fall_card_is_drawn_with_its_evidence_and_mark():
    faces = new_game("bourse", {"players": 7}, 1).public_view()["rise_fall_cards"]
    seven = faces[3]
    assert "BER" in seven["rise"] and "LON" in seven["rise"]  # paragraph D's 'Rise 7, Berlin, London'
    assert seven["mark"] == "Partly from the text" and "bourse-D-4" in seven["printed"] and seven["half"]
    assert "New York and Montreal" in seven["assumed"]
    for f in faces[1:]:
        assert f["reconstruction"] and f["evidence"] and f["assumed"] and f["printed"]
    assert {f["mark"] for f in faces[1:] if f["number"] != 7} == {"Reconstruction"}


def test_bourse_A_3_one_selling_card():
    assert pack_counts(7)["SELL"] == 1


def removals_leave(players, capitals):
    c = pack_counts(players)
    assert [c[k] for k in CAPS] == capitals
    assert sum(c.values()) == 8 * players + (1 if players < 7 else 0)


def test_bourse_B_1_seven_players_use_the_full_pack():
    removals_leave(7, [8, 8, 8, 8, 8, 8])


def test_bourse_B_2_six_players_leave_out_one_of_each_capital_and_one_rise_fall():
    removals_leave(6, [7, 7, 7, 7, 7, 7])


def test_bourse_B_3_five_players_leave_out_three_berlin_two_of_each_other():
    removals_leave(5, [6, 6, 6, 6, 6, 5])


def test_bourse_B_4_four_players_leave_out_four_berlin_and_brussels_three_of_each_other():
    removals_leave(4, [5, 5, 5, 5, 4, 4])


def test_bourse_B_5_three_players_leave_out_four_or_five_of_each_capital():
    removals_leave(3, [4, 4, 4, 3, 3, 3])


def test_bourse_B_refuses_a_table_outside_three_to_seven():
    for players in (2, 8):
        with pytest.raises(BadParams):
            new_game("bourse", {"players": players}, 0)


@pytest.mark.parametrize("players", range(3, 8))
def test_bourse_B_note_1_the_selling_card_is_always_included(players):
    assert pack_counts(players)["SELL"] == 1


@pytest.mark.parametrize("players", range(3, 8))
def test_bourse_B_note_2_one_rise_fall_card_per_player(players):
    assert sum(v for k, v in pack_counts(players).items() if k.startswith("RF")) == players


def test_bourse_B_note_3_the_higher_numbered_rise_fall_cards_are_kept():
    assert sorted(k for k in pack_counts(3) if k.startswith("RF")) == ["RF10", "RF8", "RF9"]
    assert sorted(int(k[2:]) for k in pack_counts(5) if k.startswith("RF")) == [6, 7, 8, 9, 10]
    custom = [{"number": n, "rise": ["LON"], "fall": ["PAR"]} for n in (3, 12, 5, 1)]
    g = new_game("bourse", {"players": 3, "rise_fall_cards": custom}, 0)
    assert sorted(k for k in g.key if k.startswith("RF")) == ["RF12", "RF3", "RF5"]


def test_bourse_B_note_3_a_set_whose_numbers_cannot_rank_is_refused():
    same = [{"number": 5, "rise": ["LON"], "fall": []}] * 4
    with pytest.raises(BadParams, match="numbers must differ"):
        new_game("bourse", {"players": 3, "rise_fall_cards": same}, 0)
    with pytest.raises(BadParams, match="need 4"):
        new_game("bourse", {"players": 4, "rise_fall_cards": same[:1] * 1 + [{"number": 6, "rise": ["NY"]}]}, 0)


@pytest.mark.parametrize("players", range(3, 8))
def test_bourse_E_1_all_cards_are_dealt_so_one_hand_below_seven_players_gets_a_ninth(players):
    g = new_game("bourse", {"players": players, "first_dealer": 1}, 4)
    sizes = [len(h) for h in g.hands]
    assert sum(sizes) == len(g.key)
    if players == 7:
        assert sizes == [8] * 7
    else:
        assert sorted(sizes) == [8] * (players - 1) + [9] and sizes[2 % players] == 9  # the dealer's left


def test_bourse_E_1_extra_card_parameter_gives_the_ninth_card_to_the_dealer():
    g = new_game("bourse", {"players": 4, "extra_card": "dealer", "first_dealer": 2}, 4)
    assert [len(h) for h in g.hands] == [8, 8, 9, 8]
    assert deal_order(3, 0, 4, "left") == [1, 2, 0, 1]


def test_bourse_E_1_a_stated_position_must_account_for_every_card():
    with pytest.raises(BadParams, match="not dealt"):
        new_game("bourse", {"players": 3}, 0, {"hands": [["RF10"], [], []]})
    with pytest.raises(BadParams, match="not .or no longer. in the pack"):
        new_game("bourse", {"players": 3}, 0, {"hands": [["RF4"], [], []]})


def test_bourse_E_1_the_pack_is_shuffled_afresh_for_every_hand():
    g = rig(3, "RF10 4NY 2MTL LON")
    first = [list(h) for h in g.hands]
    act(g, "close", 0, 10)
    assert [sorted(h) for h in g.hands] != [sorted(h) for h in first]
    assert g.dealer == 1 and g.hand_no == 2


def test_bourse_E_2_nothing_before_the_dealer_takes_up_his_hand():
    g = rig(3, "RF10 4NY 2MTL LON")
    act(g, "close", 0, 10)
    assert g.signal_t == 10 + g.params["hand_gap_ms"]
    with pytest.raises(IllegalAction) as exc:
        act(g, "call", 0, g.signal_t - 1, cards=[g.key[g.hands[0][0]]])
    assert exc.value.clause == "bourse-E-2"


def test_bourse_F_2_a_call_meets_a_call_of_the_same_number_and_each_side_learns_what_it_got():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3LON 3BER 2PAR")
    assert of(act(g, "call", 1, 100, cards=["PAR", "PAR"]), "call")[0]["count"] == 2
    v = g.view(0)
    assert v["calls"] == [{"call": 1, "seat": 1, "count": 2, "t": 100}] and "cards" not in v["calls"][0]
    events = act(g, "call", 0, 200, cards=["MTL", "MTL"])
    trade = of(events, "trade")[0]
    assert (trade["giver"], trade["taker"], trade["count"], trade["offer"]) == (1, 0, 2, 1)
    assert of(events, "call")[0] == {"type": "call", "t": 200, "seat": 0, "count": 2, "meets": 1}
    got = {e["to"]: e["cards"] for e in of(events, "received")}
    assert got == {0: ["PAR", "PAR"], 1: ["MTL", "MTL"]}
    assert all(e.get("to") is not None for e in of(events, "received"))
    assert g.holding_keys(0).count("PAR") == 2 and g.holding_keys(1).count("MTL") == 2


def test_bourse_E_4_exchange_is_how_a_hand_rids_itself_of_fall_capitals():
    g = rig(3, "RF10 3NY 2MTL LON PAR", "RF9 NY 3BER 2PAR 2LON")
    assert g.hand_value(0) == 40
    act(g, "call", 1, 100, cards=["NY"])
    act(g, "call", 0, 200, cards=["LON"])
    assert g.hand_value(0) == 60


def test_bourse_F_2_a_call_of_another_number_waits_and_with_must_name_the_same_number():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3LON 3BER 2PAR")
    act(g, "call", 1, 100, cards=["PAR", "PAR"])
    with pytest.raises(IllegalAction) as exc:
        act(g, "call", 0, 150, cards=["LON"], **{"with": 1})
    assert exc.value.clause == "bourse-F-2"
    assert of(act(g, "call", 0, 200, cards=["LON"]), "trade") == []
    assert len(g.ex.offers) == 2


def test_bourse_F_2_two_calls_of_one_number_meet_so_open_calls_never_share_a_number():
    g = rig(4, "RF10 4NY 2MTL LON", "RF9 3LON 3BER 2PAR", "RF8 3PAR 3BRU NY")
    act(g, "call", 1, 100, cards=["PAR"])
    act(g, "call", 2, 110, cards=["BRU", "BRU"])
    trade = of(act(g, "call", 0, 120, cards=["LON"]), "trade")[0]
    assert (trade["giver"], trade["taker"]) == (1, 0)
    assert [c["count"] for c in g.view(0)["calls"]] == [2]


def test_bourse_F_2_a_call_naming_a_call_already_met_is_refused_and_changes_nothing():
    g = rig(4, "RF10 4NY 2MTL LON", "RF9 3LON 3BER 2PAR", "RF8 3PAR 3BRU NY")
    act(g, "call", 1, 100, cards=["PAR"])
    act(g, "call", 2, 110, cards=["NY"])  # meets #1 first
    before = g.omniscient_view()
    with pytest.raises(IllegalAction, match="that call is no longer open"):
        act(g, "call", 0, 120, cards=["LON"], **{"with": 1})
    assert g.omniscient_view() == before


def test_bourse_F_2_one_number_at_a_time_and_a_call_can_be_withdrawn():
    g = rig(3, "RF10 4NY 2MTL LON")
    act(g, "call", 0, 100, cards=["NY", "NY"])
    with pytest.raises(IllegalAction, match="already calling"):
        act(g, "call", 0, 110, cards=["LON"])
    assert of(act(g, "withdraw", 0, 120), "withdraw")[0]["call"] == 1
    assert g.view(0)["in_hand"].count("NY") == 4 and g.ex.offers == {}


def test_bourse_F_2_cannot_exchange_with_yourself_or_cards_you_do_not_hold():
    g = rig(3, "RF10 4NY 2MTL LON")
    act(g, "call", 0, 100, cards=["NY"])
    with pytest.raises(IllegalAction):
        act(g, "call", 0, 110, cards=["NY"], **{"with": 1})
    with pytest.raises(IllegalAction, match="do not hold"):
        act(g, "call", 1, 110, cards=["NY"])


def test_bourse_special_1a_any_card_may_be_exchanged():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 SELL 3BER 2PAR 2LON")
    act(g, "call", 0, 100, cards=["RF10"])
    events = act(g, "call", 1, 200, cards=["SELL"])
    assert {e["to"]: e["cards"] for e in of(events, "received")} == {0: ["SELL"], 1: ["RF10"]}


def test_bourse_special_1b_the_selling_card_only_singly():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 SELL 3BER 2PAR 2LON")
    with pytest.raises(IllegalAction) as exc:
        act(g, "call", 1, 100, cards=["SELL", "BER"])
    assert exc.value.clause == "bourse-special-1b"


def test_bourse_special_1c_rise_fall_cards_one_or_more_never_mixed():
    g = rig(3, "RF10 RF8 4NY 2MTL", "RF9 SELL 3BER 2PAR 2LON")
    with pytest.raises(IllegalAction) as exc:
        act(g, "call", 0, 100, cards=["RF10", "NY"])
    assert exc.value.clause == "bourse-special-1c"
    assert of(act(g, "call", 0, 100, cards=["RF10", "RF8"]), "call")[0]["count"] == 2


def test_bourse_special_1d_capitals_all_of_one_city_at_a_time():
    g = rig(3, "RF10 4NY 2MTL LON")
    with pytest.raises(IllegalAction) as exc:
        act(g, "call", 0, 100, cards=["NY", "MTL"])
    assert exc.value.clause == "bourse-special-1d"


def test_bourse_special_1_legal_actions_list_only_legal_calls():
    g = rig(3, "RF10 RF8 4NY MTL SELL", "RF9 3BER 2PAR 2LON")
    calls = [a["cards"] for a in g.legal_actions(0) if a["type"] == "call"]
    assert ["NY"] * 4 in calls and ["SELL"] in calls and ["RF10", "RF8"] in calls
    assert all(len(set(c)) == 1 or all(k.startswith("RF") for k in c) for c in calls)
    for a in g.legal_actions(0):
        g.validate(dict(a, t=5))
