"""Bourse: closing the market (G, special rules 4, 5) and scoring (C, D, H, special rules 3, 5)."""
from __future__ import annotations

import pytest
from bourse_helpers import act, of, rig

from games import IllegalAction
from games.bourse.reconstruction import DEFAULT_CARDS
from games.bourse.scoring import score_hand

FACES = {f"RF{c['number']}": c for c in DEFAULT_CARDS}
PARAMS = {"selling_penalty": 10, "penalty_without_rise_fall": True}


def net(keys, seat=0, closer=0, **params):
    return score_hand(seat, keys.split(), FACES, closer, dict(PARAMS, **params))[0]["net"]


def lines(keys, seat=0, closer=0):
    return score_hand(seat, keys.split(), FACES, closer, PARAMS)[1]


# ---- the worked example of special rule 5 ---------------------------------------------------
def test_bourse_special_5_score_worked_example_plus_60_then_50_with_london_or_berlin_120_with_selling():
    assert net("RF10 NY NY NY NY MTL MTL") == 60
    assert net("RF10 NY NY NY NY MTL MTL LON") == 50
    assert net("RF10 NY NY NY NY MTL MTL BER") == 50
    assert net("RF10 NY NY NY NY MTL MTL SELL") == 120


def test_bourse_special_5_score_the_worked_example_played_at_the_table():
    g = rig(3, "RF10 4NY 2MTL LON")
    score = of(act(g, "close", 0, 50), "score")[0]
    mine = [ln for ln in score["lines"] if ln["seat"] == 0]
    assert [ln["amount"] for ln in mine] == [-10, 40, 20] and score["results"][0]["net"] == 50
    assert g.scores[0] == 50


def test_bourse_special_5_score_several_rise_fall_cards_in_one_hand_combine():
    # RF9 raises London and Berlin by 9, RF10 lowers them by 10: each is worth -1
    assert net("RF10 RF9 LON LON BER") == -3
    assert any(ln["clause"] == "bourse-special-5-score" and "Rise 9 and Fall 10" in ln["what"]
               for ln in lines("RF10 RF9 LON"))


# ---- paragraph D -------------------------------------------------------------------------------
def test_bourse_D_2_a_capital_is_worth_what_the_rise_fall_cards_in_the_same_hand_say():
    assert net("RF10 LON") == -10 and net("RF9 LON") == 9 and net("RF8 LON") == 0


def test_bourse_D_3_the_gain_is_the_number_on_the_card():
    custom = {"RF3": {"number": 3, "rise": ["PAR"], "fall": []}}
    assert score_hand(0, ["RF3", "PAR", "PAR"], custom, 0, PARAMS)[0]["net"] == 6


def test_bourse_D_4_a_rise_makes_each_named_capital_worth_its_number():
    assert net("RF7 BER LON LON") == 21


def test_bourse_D_5_a_fall_makes_each_named_capital_lose_its_number():
    assert net("RF7 NY MTL MTL") == -21
    assert [ln["clause"] for ln in lines("RF7 NY")] == ["bourse-D-5"]


def test_bourse_remember_7_capitals_not_on_the_cards_count_nothing():
    assert net("RF10 PAR PAR BRU") == 0
    assert lines("RF10 PAR PAR BRU")[0]["clause"] == "bourse-remember-7"


# ---- special rule 3, paragraph H ----------------------------------------------------------
def test_bourse_special_3_no_rise_fall_card_counts_nothing_even_with_the_selling_card():
    assert net("NY NY NY NY MTL MTL SELL") == 0
    assert lines("NY NY SELL")[0]["clause"] == "bourse-special-3"


def test_bourse_H_1_the_selling_card_doubles_plus_or_minus():
    assert net("RF10 LON LON SELL") == -40
    assert net("RF10 NY SELL") == 20


def test_bourse_H_2_the_selling_holder_loses_10_after_doubling_when_another_closes():
    assert net("RF10 NY NY SELL", seat=1, closer=0) == 40 - 10
    assert net("RF10 LON SELL", seat=1, closer=0) == -20 - 10
    assert net("RF10 NY NY SELL", seat=1, closer=1) == 40


def test_bourse_H_2_the_loss_without_a_rise_fall_card_follows_the_parameter():
    assert net("NY NY SELL", seat=1, closer=0) == -10  # PARAMS: the other reading, penalty_without_rise_fall
    assert net("NY NY SELL", seat=1, closer=0, penalty_without_rise_fall=False) == 0


def test_bourse_special_3_a_hand_without_rise_fall_counts_nothing_even_though_it_contains_the_selling_card():
    # by default (the words of special rule 3) the Selling card's loss does not strike such a hand
    g = rig(3, "RF10 4NY 2MTL LON", "SELL 3LON 2MTL 2PAR BRU")
    result = of(act(g, "close", 0, 50), "score")[0]["results"][1]
    assert (result["rise_fall"], result["penalty"], result["net"]) == ([], 0, 0)
    g = rig(3, "RF10 4NY 2MTL LON", "SELL 3LON 2MTL 2PAR BRU", penalty_without_rise_fall=True)
    assert of(act(g, "close", 0, 50), "score")[0]["results"][1]["net"] == -10


def test_bourse_E_1_a_position_whose_hands_no_deal_gives_is_refused_naming_the_rule():
    from games import BadParams, new_game
    from bourse_helpers import position
    # the "havoc" example once dealt 9, 7 and 9 cards in a three-player game: the deal gives 8, 9, 8
    pos = {"hands": [["RF10", "NY", "NY", "NY", "NY", "MTL", "MTL", "PAR", "BRU"], ["RF9", "PAR", "PAR", "BRU", "BRU", "MTL",
                  "MTL"], ["LON", "LON", "LON", "LON", "BER", "BER", "BER", "RF8", "SELL"]]}
    with pytest.raises(BadParams, match="bourse-E-1.*bourse-F-2"):
        new_game("bourse", {"players": 3}, 0, pos)
    ok = position(3, "RF10 4NY 2MTL LON")
    with pytest.raises(BadParams, match="dealt by seat .*bourse-E-1"):
        new_game("bourse", {"players": 3}, 0, dict(ok, dealer=(ok["dealer"] + 1) % 3))
    with pytest.raises(BadParams, match="already over.*bourse-special-5-game-a"):
        new_game("bourse", {"players": 3}, 0, dict(ok, scores=[250, 10, 0], hand=ok["hand"] + 3))
    with pytest.raises(BadParams, match="first hand nobody has scored"):
        new_game("bourse", {"players": 3, "first_dealer": ok["dealer"]}, 0, dict(ok, scores=[5, 0, 0], hand=1))


def test_bourse_remember_5_the_selling_card_can_count_10_against_you_at_the_table():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER SELL PAR 2MTL BRU")
    score = of(act(g, "close", 0, 50), "score")[0]
    h2 = [ln for ln in score["lines"] if ln["clause"] == "bourse-H-2"]
    assert h2 == [{"seat": 1, "amount": -10, "clause": "bourse-H-2",
                   "what": "holding the Selling card when another closes the market: -10"}]


# ---- closing ----------------------------------------------------------------------------------
def test_bourse_special_4_no_rise_fall_card_cannot_close():
    g = rig(3, "4NY 2MTL LON PAR")
    before = g.omniscient_view()
    with pytest.raises(IllegalAction) as exc:
        act(g, "close", 0, 10)
    assert exc.value.clause == "bourse-special-4" and g.omniscient_view() == before
    assert all(a["type"] not in ("close", "sell") for a in g.legal_actions(0))


def test_bourse_G_2_close_by_a_rise_fall_holder_shows_every_hand():
    g = rig(3, "RF10 4NY 2MTL LON")
    events = act(g, "close", 0, 10)
    assert of(events, "close")[0] == {"type": "close", "t": 10, "seat": 0, "word": "Close", "clause": "bourse-G-2"}
    assert len(of(events, "score")[0]["hands"]) == 3


def test_bourse_G_3_the_selling_holder_closes_by_calling_sell_and_only_he_may():
    g = rig(3, "RF10 4NY 2MTL SELL", "RF9 3BER 2PAR 2LON")
    with pytest.raises(IllegalAction) as exc:
        act(g, "close", 0, 10)
    assert exc.value.clause == "bourse-G-3"
    with pytest.raises(IllegalAction) as exc:
        act(g, "sell", 1, 10)
    assert exc.value.clause == "bourse-G-3"
    score = of(act(g, "sell", 0, 20), "score")[0]
    assert score["word"] == "Sell" and score["results"][0]["net"] == 120


def test_bourse_G_4_all_exchange_stops_open_calls_go_back_to_their_hands():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER 2PAR 2LON")
    act(g, "call", 1, 5, cards=["BER", "BER", "BER"])
    score = of(act(g, "close", 0, 10), "score")[0]
    assert score["hands"][1].count("BER") == 3 and "RF9" in score["hands"][1]
    assert score["results"][1]["net"] == 9 * 3 + 9 * 2 - 9 * 2  # card 9: Berlin, London rise; Paris falls


def test_bourse_G_5_scored_starting_with_the_closer():
    g = rig(4, "RF10 4NY 2MTL LON", "RF9 3LON 3BER 2PAR", "RF8 3PAR 3BRU NY")
    score = of(act(g, "close", 2, 10), "score")[0]
    assert score["order"] == [2, 3, 0, 1]
    assert [r["seat"] for r in score["results"]] == [2, 3, 0, 1]
    assert score["lines"][0]["seat"] == 2


def test_bourse_C_the_profit_is_added_to_the_running_totals():
    g = rig(3, "RF10 4NY 2MTL LON", scores=[10, 20, 30])
    act(g, "close", 0, 10)
    assert g.scores[0] == 60 and g.sheet[-1]["totals"] == g.scores


# ---- the game to 200 -----------------------------------------------------------------------------
def test_bourse_special_5_game_a_the_game_ends_when_a_hand_takes_someone_to_200():
    g = rig(3, "RF10 4NY 2MTL LON", scores=[150, 0, 0])
    over = of(act(g, "close", 0, 10), "game_over")[0]
    assert g.is_over and over["winners"] == [0] and over["clause"] == "bourse-special-5-game-a"
    with pytest.raises(IllegalAction):
        act(g, "close", 0, 20)


def test_bourse_special_5_game_a_exceed_rule_needs_more_than_the_target():
    g = rig(3, "RF10 4NY 2MTL LON", scores=[150, 0, 0], target_rule="exceed")
    act(g, "close", 0, 10)
    assert g.scores[0] == 200 and not g.is_over


def test_bourse_special_5_game_b_when_several_pass_200_the_highest_total_wins():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER 2PAR 2LON", scores=[160, 198, 0])
    over = of(act(g, "close", 0, 10), "game_over")[0]
    assert g.scores[:2] == [210, 225] and over["winners"] == [1] and over["clause"] == "bourse-special-5-game-b"


def test_bourse_special_5_game_b_equal_highest_totals_share_or_play_on():
    spec = ("RF10 4NY 2MTL LON", "RF9 3BER 2PAR 2LON")
    g = rig(3, *spec, scores=[175, 198, 0])
    assert of(act(g, "close", 0, 10), "game_over")[0]["winners"] == [0, 1]
    g = rig(3, *spec, scores=[175, 198, 0], tie_rule="play-on")
    first = g.hand_no
    act(g, "close", 0, 10)
    assert not g.is_over and g.hand_no == first + 1


# ---- said before the move: the hand's worth now, and the Selling card's price --------------------
def test_bourse_H_2_the_selling_holder_is_warned_before_another_closes_and_the_close_then_costs_what_it_said():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER SELL PAR 2MTL BRU")
    warning = g.view(1)["warning"]
    assert warning == {"text": "You hold the Selling card: if another player closes the market, you lose 10 after "
                               "your hand is doubled. Sell first, or exchange the card, to avoid it.",
                       "clauses": ["bourse-H-2"]}
    assert g.view(0)["warning"] is None  # a hand without the Selling card risks nothing at another's close
    said = g.view(1)["value_text"]
    score = of(act(g, "close", 0, 50), "score")[0]
    net = score["results"][1]["net"]
    assert f"if another player closed the market, {net:+d}".replace("-", "\u2212") in said
    assert [ln["amount"] for ln in score["lines"] if ln["seat"] == 1 and ln["clause"] == "bourse-H-2"] == [-10]


def test_bourse_H_2_a_selling_holder_without_rise_fall_is_warned_only_when_the_loss_strikes_such_a_hand():
    # by default special rule 3 cancels the loss for a hand counting nothing: nothing to warn of
    g = rig(3, "RF10 4NY 2MTL LON", "SELL 3LON 2MTL 2PAR BRU")
    assert g.view(1)["warning"] is None
    assert g.view(1)["value_text"] == "Your hand counts nothing while it holds no Rise & Fall card."
    g = rig(3, "RF10 4NY 2MTL LON", "SELL 3LON 2MTL 2PAR BRU", penalty_without_rise_fall=True)
    warning = g.view(1)["warning"]
    assert warning["clauses"] == ["bourse-H-2", "bourse-special-3"] and "you lose 10, even though" in warning["text"]
    assert g.view(1)["value_text"].endswith("you would score \u221210 for the Selling card.")
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER SELL PAR 2MTL BRU", selling_penalty=0)
    assert g.view(1)["warning"] is None  # no loss set, nothing to warn of


def test_bourse_H_1_the_hand_s_worth_now_is_what_a_close_now_would_score():
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER SELL PAR 2MTL BRU")
    assert g.view(0)["value_text"] == "If the market closed now, your hand would score +50."
    assert g.view(1)["value_text"].startswith("If you sold now, your hand would score ")
    assert of(act(g, "close", 0, 50), "score")[0]["results"][0]["net"] == 50
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER SELL PAR 2MTL BRU")
    results = of(act(g, "sell", 1, 50), "score")[0]["results"]  # from the closer round the table
    sold = next(r["net"] for r in results if r["seat"] == 1)
    g = rig(3, "RF10 4NY 2MTL LON", "RF9 3BER SELL PAR 2MTL BRU")
    assert g.view(1)["value_text"].startswith(f"If you sold now, your hand would score {sold:+d}".replace("-", "\u2212"))


def test_bourse_D_5_the_key_under_the_hand_names_a_falling_capital_as_counting_against_you():
    # card 10 raises New York and Montreal and lowers London and Berlin (special rule 5's example)
    key = rig(3, "RF10 4NY 2MTL LON").view(0)["marks_key"]
    assert "\u25bc London counts against you (falling: \u221210 each in your hand)." in key
    assert "\u2605 New York and Montreal count for you (rising: +10 each in your hand)." in key
