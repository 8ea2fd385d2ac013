"""One test per modelled clause of the 2003 Heirloom rules (seed 001)."""
from __future__ import annotations

import pytest

from games import BadParams, IllegalAction, new_game
from games.core.rng import Rng
from games.gavitt.rules import GavittGame
from gavitt_helpers import act, holdings, parse, rig, trade

E = {"edition": "2003"}


def test_gse2003_box_table_railroads_and_values():
    g = new_game("gavitt", {**E, "players": 6})
    assert dict(zip(g.rr_keys, g.rr_values)) == {"CBQ": 125, "MP": 150, "PC": 175, "NYC": 200, "RI": 225, "SF": 250}


def test_gse2003_box_2_six_sets_of_eight():
    g = new_game("gavitt", {**E, "players": 6})
    assert len(g.card_rr) == 48
    assert all(g.card_rr.count(i) == 8 for i in range(6))


def test_gse2003_setup_2_one_set_per_player_any_sets_may_be_chosen():
    g = new_game("gavitt", {**E, "players": 3})
    assert sorted(g.rr_keys) == ["NYC", "RI", "SF"] and len(g.card_rr) == 24
    g = new_game("gavitt", {**E, "players": 3, "railroads": ["CBQ", "MP", "PC"]})
    assert sorted(g.rr_keys) == ["CBQ", "MP", "PC"]
    with pytest.raises(BadParams):
        new_game("gavitt", {**E, "players": 3, "railroads": ["CBQ", "MP"]})


def test_gse2003_play_1_dealt_one_at_a_time_eight_each():
    g = new_game("gavitt", {**E, "players": 5}, seed=11)
    deck = list(range(40))
    Rng(11).fork("deck").shuffle(deck)
    expect = [[] for _ in range(5)]
    for k, c in enumerate(deck):
        expect[(g.dealer + 1 + k) % 5].append(c)
    assert g.hands == expect
    assert all(len(h) == 8 for h in g.hands)


def test_gse2003_setup_3f_first_dealer_shuffles():
    a = new_game("gavitt", E, seed=1).hands
    b = new_game("gavitt", E, seed=2).hands
    assert a != b


def _finish_round(g, t):
    """Give seat 0 a full set by rigging and call: ends the round at t."""
    return act(g, 0, t, "call", word="TOPEKA")


def test_gse2003_setup_note_subsequent_dealers_do_not_shuffle():
    g = rig(["8PC", "8NYC", "8RI", "8SF"], **E, gather="sets")
    rng_before = g.rng.state()
    _finish_round(g, 100)
    assert g.round == 2 and g.rng.state() == rng_before
    # squared up railroad by railroad and dealt one at a time: two of each to everybody
    assert all(sorted(c) == [2, 2, 2, 2] for c in g.counts)
    g2 = rig(["8PC", "8NYC", "8RI", "8SF"], **E, gather="sets", reshuffle_each_round=True)
    _finish_round(g2, 100)
    assert g2.rng.state() != rng_before and g2.hands != g.hands


def test_gse2003_play_4_dealer_collects_the_hands_as_a_pile():
    g = rig(["6PC 2SF", "8NYC", "8RI", "2PC 6SF"], **E, gather="hands")
    act(g, 3, 50, "offer", cards=["PC"])  # cards on the table go back at the end
    before = [sorted(g.holding(s), key=lambda c: (g.card_rr[c], c)) for s in range(4)]
    act(g, 1, 100, "call", word="TOPEKA")
    pile = before[0] + before[3] + before[2] + before[1]  # dealer 0's hand on top, then 3, 2, 1
    expect = [[] for _ in range(4)]
    for k, c in enumerate(pile):
        expect[(1 + 1 + k) % 4].append(c)  # the new dealer is seat 1
    assert g.hands == expect


def test_gse2003_setup_3e_dealer_rotates_clockwise():
    g = rig(["8PC", "8NYC", "8RI", "8SF"], **E, first_dealer=2)
    assert g.dealer == 2
    _finish_round(g, 100)
    assert g.dealer == 3
    assert g.opening_events[0]["dealer"] == 2


def test_gse2003_setup_3d_first_dealer_is_chosen():
    assert new_game("gavitt", {**E, "first_dealer": 3}).dealer == 3
    with pytest.raises(BadParams):
        new_game("gavitt", {**E, "first_dealer": 4})


def test_gse2003_play_2_no_trading_before_the_dealers_signal():
    g = rig(["8PC", "8NYC", "8RI", "8SF"], **E, round_gap_ms=3000)
    _finish_round(g, 1000)
    assert g.signal_t == 4000
    before = g.omniscient_view()
    with pytest.raises(IllegalAction) as exc:
        act(g, 1, 3999, "offer", cards=[g._keys(g.hands[1])[0]])
    assert exc.value.clause == "gse2003-play-2"
    assert g.omniscient_view() == before
    act(g, 1, 4000, "offer", cards=[g._keys(g.hands[1])[0]])


def test_gse2003_play_2_no_turns_anyone_trades_any_time():
    g = rig(["4PC 4NYC", "4PC 4NYC", "4RI 4SF", "4RI 4SF"], **E)
    act(g, 2, 10, "offer", cards=["RI"])
    act(g, 2, 10, "cancel")
    act(g, 2, 11, "offer", cards=["SF", "SF"])
    act(g, 0, 11, "take", offer=g.seat_offer[2], cards=["PC", "PC"])  # seat 0 trades with seat 2, no order
    assert g.trades == 1


def test_gse2003_play_2_cards_exchanged_face_down():
    g = rig(["4PC 4NYC", "4PC 4NYC", "4RI 4SF", "4RI 4SF"], **E)
    act(g, 0, 10, "offer", cards=["NYC"])
    for s in (1, 2, 3):
        v = g.view(s)
        assert v["offers"] == [{"offer": 1, "seat": 0, "count": 1, "t": 10}]
        assert "NYC" not in str(v["offers"]) and v["my_offer"] is None
    ev = act(g, 2, 20, "take", offer=1, cards=["SF"])
    rec = {e["to"]: e["cards"] for e in ev if e["type"] == "received"}
    assert rec == {0: ["SF"], 2: ["NYC"]}
    public = [e for e in ev if e.get("to") is None]
    assert "SF" not in str(public) and "NYC" not in str(public)


def test_gse2003_play_2a_one_or_two_cards_only():
    g = rig(["4PC 4NYC", "4PC 4NYC", "4RI 4SF", "4RI 4SF"], **E)
    for cards in ([], ["PC", "PC", "PC"]):
        with pytest.raises(IllegalAction) as exc:
            act(g, 0, 10, "offer", cards=cards)
        assert exc.value.clause == "gse2003-play-2a"
    act(g, 0, 10, "offer", cards=["PC"])
    with pytest.raises(IllegalAction) as exc:  # a second open offer would be more than two at a time
        act(g, 0, 11, "offer", cards=["NYC"])
    assert exc.value.clause == "gse2003-play-2a"


def test_gse2003_play_2b_pair_must_be_one_railroad():
    g = rig(["4PC 4NYC", "4PC 4NYC", "4RI 4SF", "4RI 4SF"], **E)
    before = g.omniscient_view()
    with pytest.raises(IllegalAction) as exc:
        act(g, 0, 10, "offer", cards=["PC", "NYC"])
    assert exc.value.clause == "gse2003-play-2b"
    assert g.omniscient_view() == before
    act(g, 0, 10, "offer", cards=["PC", "PC"])
    with pytest.raises(IllegalAction) as exc:
        act(g, 2, 11, "take", offer=1, cards=["RI", "SF"])
    assert exc.value.clause == "gse2003-play-2b"


def test_gse2003_play_2c_receive_the_same_number():
    g = rig(["4PC 4NYC", "4PC 4NYC", "4RI 4SF", "4RI 4SF"], **E)
    act(g, 0, 10, "offer", cards=["PC", "PC"])
    before = g.omniscient_view()
    with pytest.raises(IllegalAction) as exc:
        act(g, 2, 11, "take", offer=1, cards=["RI"])
    assert exc.value.clause == "gse2003-play-2c"
    assert g.omniscient_view() == before
    act(g, 2, 11, "offer", cards=["RI"])
    with pytest.raises(IllegalAction) as exc:  # answering with an open offer of another count
        act(g, 2, 12, "take", offer=1, own=True)
    assert exc.value.clause == "gse2003-play-2c"
    act(g, 2, 12, "cancel")
    act(g, 2, 13, "offer", cards=["SF", "SF"])
    act(g, 2, 14, "take", offer=1, own=True)
    assert holdings(g, 0) == parse("2PC 4NYC 2SF") and holdings(g, 2) == parse("2PC 4RI 2SF")


def test_gse2003_play_3a_first_full_set_calls_topeka():
    g = rig(["7PC 1NYC", "1PC 7NYC", "8RI", "8SF"], **E)
    with pytest.raises(IllegalAction) as exc:
        act(g, 0, 10, "call", word="TOPEKA")
    assert exc.value.clause == "gse2003-play-3a"
    trade(g, 0, 1, 20, "NYC", "PC")
    ev = act(g, 1, 30, "call", word="TOPEKA")
    end = [e for e in ev if e["type"] == "round_end"][0]
    assert end["caller"] == 1 and end["railroad"] == "NYC"


def test_gse2003_play_3b_trading_stops_and_round_is_scored():
    g = rig(["8PC", "4NYC 4RI", "4NYC 4RI", "8SF"], **E)
    act(g, 1, 10, "offer", cards=["NYC"])
    ev = act(g, 0, 20, "call", word="TOPEKA")
    kinds = [e["type"] for e in ev]
    assert kinds.index("round_end") < kinds.index("deal")
    assert g.round == 2 and g.offers == {} and len(g.sheet) == 1
    with pytest.raises(IllegalAction):
        act(g, 2, 21, "take", offer=1, cards=["NYC"])  # the offer went back with the round


def test_gse2003_play_3c_no_call_play_continues_until_another_calls():
    g = rig(["8PC", "7NYC 1RI", "1NYC 7RI", "8SF"], **E)
    ev = act(g, 0, 10, "call", word="TOPEKO")  # does not remember the word
    assert ev[-1]["type"] == "call" and ev[-1]["valid"] is False and g.round == 1
    trade(g, 1, 2, 20, "RI", "NYC")
    act(g, 1, 30, "call", word="topeka!")
    row = g.sheet[0]
    assert row["caller"] == 1
    assert row["stock"] == [175, 400, 225, 250]  # seat 0's complete set earns only its value


def test_gse2003_score_1_earnings_counted_each_round():
    g = rig(["8PC", "8NYC", "8RI", "8SF"], **E)
    act(g, 3, 10, "call", word="TOPEKA")
    assert g.scores == [175, 200, 225, 500] and g.sheet[0]["totals"] == g.scores


def test_gse2003_score_2_majority_is_five_or_more():
    g = rig(["8PC", "5NYC 3RI", "4RI 3NYC 1SF", "1RI 7SF"], **E)
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["stock"] == [350, 200, 0, 250]


def test_gse2003_score_2_example_six_santa_fe_earn_250():
    g = rig(["8PC", "6SF 2NYC", "6NYC 2SF", "8RI"], **E)
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["stock"][1] == 250


def test_gse2003_score_3_example_first_caller_of_nyc_earns_400():
    g = rig(["8NYC", "8PC", "8RI", "8SF"], **E)
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["stock"][0] == 400


def test_gse2003_score_note_complete_set_not_first_earns_value_only():
    g = rig(["8NYC", "8PC", "8RI", "8SF"], **E)
    act(g, 2, 10, "call", word="TOPEKA")
    assert g.sheet[0]["stock"] == [200, 175, 450, 250]


def test_gse2003_object_1_and_object_2_first_to_1000_wins():
    g = rig(["8NYC", "8PC", "8RI", "8SF"], {"scores": [0, 0, 0, 600]}, **E)
    ev = act(g, 3, 10, "call", word="TOPEKA")
    over = ev[-1]
    assert over["type"] == "game_over" and over["winners"] == [3] and g.is_over
    with pytest.raises(IllegalAction) as exc:
        act(g, 0, 20, "call", word="TOPEKA")
    assert exc.value.clause == "gse2003-win"


def test_gse2003_play_5_game_continues_below_1000():
    g = rig(["8NYC", "8PC", "8RI", "8SF"], {"scores": [0, 0, 0, 499]}, **E)
    act(g, 3, 10, "call", word="TOPEKA")
    assert not g.is_over and g.round == 2 and g.scores[3] == 999


def test_gse2003_win_1000_or_more_exactly():
    g = rig(["8NYC", "8PC", "8RI", "8SF"], {"scores": [0, 0, 0, 500]}, **E)
    act(g, 3, 10, "call", word="TOPEKA")
    assert g.is_over and g.scores[3] == 1000


def test_gse2003_tie_1_highest_amount_wins():
    g = rig(["8NYC", "8PC", "8RI", "8SF"], {"scores": [850, 0, 0, 600]}, **E)   # both pass 1000: 1050 vs 1100
    ev = act(g, 3, 10, "call", word="TOPEKA")
    assert g.scores[0] == 1050 and g.scores[3] == 1100 and ev[-1]["winners"] == [3]
    assert ev[-1]["clause"] == "gse2003-tie-1"


#: a later round, whose signal comes after the earlier rounds' calls (positions must be reachable)
LATER = {"round": 3, "signal_t": 20_000}


def test_gse2003_tie_2_equal_amounts_most_recent_caller_wins():
    # seat 0 called TOPEKA in an earlier round
    g = rig(["8NYC", "8PC", "8RI", "8SF"], {"scores": [900, 0, 0, 600], "last_call": [5, None, None, None],
                                            **LATER}, **E)
    ev = act(g, 3, LATER["signal_t"] + 10, "call", word="TOPEKA")   # both now 1100; seat 3 called most recently
    assert g.scores[0] == g.scores[3] == 1100
    assert ev[-1]["winners"] == [3] and ev[-1]["clause"] == "gse2003-tie-2"
    # tied at 1100 and neither ever called: shared (text silent)
    g = rig(["8NYC", "8PC", "8RI", "8SF"], {"scores": [900, 925, 0, 0]}, **E)
    ev = act(g, 3, 10, "call", word="TOPEKA")
    assert g.scores[0] == g.scores[1] == 1100 and ev[-1]["winners"] == [0, 1]


def test_gse2003_tie_2_between_non_callers_uses_their_last_calls():
    g = rig(["8NYC", "8PC", "8RI", "8SF"], {"scores": [900, 0, 875, 0], "last_call": [7, None, 5, None], **LATER},
            **E)
    ev = act(g, 3, LATER["signal_t"] + 10, "call", word="TOPEKA")
    assert g.scores[0] == g.scores[2] == 1100 and ev[-1]["winners"] == [0]


def test_gse2003_footnote_1_original_target_2500_updated_1000():
    assert new_game("gavitt", E).params["target"] == 1000
    assert new_game("gavitt", {"edition": "1903"}).params["target"] == 2500


def test_gse2003_footnote_2_original_had_no_tie_rule():
    assert new_game("gavitt", {"edition": "1903"}).params["tie_rule"] == "shared"
    assert new_game("gavitt", E).params["tie_rule"] == "2003"


def test_gse2003_setup_3a_3b_telegram_optional_off_by_default():
    g = new_game("gavitt", E)
    assert g.params["telegram"] is False and g.telegram is None
    assert new_game("gavitt", {**E, "telegram": True}).telegram == 0


def test_gse2003_setup_3c_telegram_variation_falls_back_to_1903_rules():
    g = rig(["7PC 1NYC", "1PC 7NYC", "4RI 4SF", "4RI 4SF"], **E, telegram=True)
    assert g.telegram == 0
    ev = trade(g, 0, 1, 10, "NYC", "PC")
    assert [e["telegram"] for e in ev if e["type"] == "received"] == [False, True]
    act(g, 1, 20, "call", word="TOPEKA")
    assert g.sheet[0]["telegram"] == [0, -100, 0, 0]


def test_gse2003_has_no_fines_by_default():
    g = rig(["4PC 4NYC", "4PC 4NYC", "4RI 4SF", "4RI 4SF"], **E)
    act(g, 0, 60_000, "offer", cards=["PC"])  # a minute late: no clause-31 fine in 2003
    assert g.scores == [0, 0, 0, 0] and g.params["fines"] is False


def test_gse2003_bad_parameters_are_refused():
    for bad in ({"edition": "1999"}, {"players": 7}, {"players": 2}, {"speed": 3}, {"telegram": "yes"}):
        with pytest.raises(BadParams):
            GavittGame({**E, **bad})
