"""Laying down, substituting, signals, winning and scoring (railway-play-8 .. railway-alt)."""
from __future__ import annotations

import pytest

from railway_helpers import act, game_at, refused, types

from games.railway.cards import KEY

LNER = ["LNER-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]
GWR = ["GWR-E", "GWR-W", "GWR-MV", "GWR-GCW", "GWR-BV"]
GWR_POOL = ["POOL-E", "GWR-W", "GWR-MV", "GWR-GCW", "POOL-V"]


def KEY_OF(cards):
    return [KEY[c] for c in cards]


IN_TURN = {"lay_down": "in-turn"}


def test_railway_play_8_a_train_completed_by_a_pick_up_goes_down_at_once_engine_first_van_last():
    g = game_at([["LNER-D", "LNER-3", "LNER-1", "POOL-E"], []], stack_top=("LNER-GV",))
    ev = act(g, type="draw", seat=0, **{"from": "stack"})
    assert types(ev) == ["draw", "drawn", "lay"]
    assert ev[2]["cards"] == ["POOL-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]
    assert g.view(0)["trains"][0] == ev[2]["cards"] and g.view(0)["positions"][0] == 0 and len(g.hands[0]) == 4
    assert g.phase == "play" and g.turn == 0  # his turn goes on: he still discards


def _out_of_turn(params=None, p3=("PASS", "LNER-E", "LNER-1", "LNER-3", "LNER-D"), p1=("LNER-GV",), **kw):
    """Three players: P1 (GWR) discards the L.N.E.R. Guard's Van, which only P3 (L.N.E.R.) can call
    for (railway-play-4c); he calls "Pass" and so completes his train out of turn."""
    g = game_at([list(p1), [], list(p3)], params=params, stations=("GWR", "SR", "LNER"), phase="play", **kw)
    act(g, type="discard", seat=0, card="LNER-GV")
    assert g.window["awaiting"] == [2]
    return g, act(g, type="call", seat=2, t=900)


def test_railway_play_8_a_train_complete_in_the_hand_dealt_goes_down_at_once():
    from games import new_game
    g = new_game("railway", {"players": 4, "short_game": True}, 26)  # a seed whose deal completes a train
    laid = [e for e in g.opening_events if e["type"] == "lay"]
    assert laid and all(g.trains[e["seat"]] is not None for e in laid)
    assert types(g.opening_events)[-1] == "turn" and not any(g.holds_train(s) for s in range(4))
    kept = new_game("railway", {"players": 4, "short_game": True, "lay_down": "in-turn"}, 26)
    assert not [e for e in kept.opening_events if e["type"] == "lay"] and any(kept.holds_train(s) for s in range(4))


def test_railway_play_8_a_train_completed_by_a_pass_call_goes_down_at_once_out_of_turn():
    g, ev = _out_of_turn()
    assert types(ev) == ["call", "window_closed", "lay", "turn"]
    assert ev[2]["seat"] == 2 and ev[2]["cards"] == ["LNER-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]
    assert g.trains[2] is not None and g.turn == 0 and len(g.hands[2]) == 3


def test_railway_play_8_a_train_completed_out_of_turn_cannot_be_broken_by_a_demand():
    # P3's train has the Pool Engine; P1 (G.W.R., no engine) demands it on his turn
    g, _ev = _out_of_turn(p3=("PASS", "POOL-E", "LNER-1", "LNER-3", "LNER-D"), p1=("LNER-GV", "PASS"),
                          stack_top=("RED",))
    act(g, type="draw", seat=0, t=2000, **{"from": "stack"})
    ev = act(g, type="demand", seat=0, **{"from": 2, "card": "POOL-E"})
    assert ev[0]["held"] is False  # it is in the train on the table, not in his hand
    assert KEY_OF(g.trains[2]) == ["POOL-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]


def test_railway_play_8_a_train_completed_by_a_demand_goes_down_at_once():
    g = game_at([["PASS", "LNER-E", "LNER-1", "LNER-3", "LNER-D"], ["LNER-GV"]], phase="play")
    ev = act(g, type="demand", seat=0, **{"from": 1, "card": "LNER-GV"})
    assert types(ev) == ["demand", "lay"] and g.trains[0] is not None


def test_railway_play_8_a_position_with_a_complete_train_in_hand_is_refused():
    from games import BadParams
    with pytest.raises(BadParams, match="railway-play-8"):
        game_at([LNER + ["G1"], []], phase="play")
    game_at([LNER + ["G1"], []], params=IN_TURN, phase="play")  # the other reading allows it


def test_railway_play_8_in_turn_reading_a_complete_train_is_laid_in_his_turn_before_the_discard():
    g = game_at([["LNER-GV", "LNER-D", "LNER-3", "LNER-1", "POOL-E"], []], params=IN_TURN, phase="play")
    refused(g, "railway-play-8", type="discard", seat=0, card="LNER-GV")
    assert [a["type"] for a in g.legal_actions(0)] == ["lay"]
    ev = act(g, type="lay", seat=0)
    assert ev[0]["cards"] == ["POOL-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"] and len(g.hands[0]) == 4


def test_railway_play_8_in_turn_reading_a_train_completed_by_a_call_waits_for_his_turn():
    g, ev = _out_of_turn(params=IN_TURN)
    assert types(ev) == ["call", "window_closed", "turn"] and g.trains[2] is None and g.holds_train(2)


def test_railway_play_8_no_lay_without_a_complete_train():
    g = game_at([LNER[:4], []], phase="play")
    refused(g, "railway-play-8", type="lay", seat=0)


def test_railway_play_9_substitute_the_true_unit_for_a_pool_unit():
    g = game_at([["GWR-BV"], []], stations=("LNER", "GWR"), phase="play", trains=[None, GWR_POOL],
                stack_top=("GWR-E",))
    ev = act(g, type="substitute", seat=0, owner=1, card="GWR-BV")
    assert ev[0]["pool"] == "POOL-V" and ev[0]["goes"] == "hand"
    assert g.view(1)["trains"][1] == ["POOL-E", "GWR-W", "GWR-MV", "GWR-GCW", "GWR-BV"]
    assert "POOL-V" in g.view(0)["hand"] and "GWR-BV" not in g.view(0)["hand"]


def test_railway_play_9_substitute_to_exposed_puts_the_pool_unit_face_up():
    g = game_at([["GWR-E"], []], params={"substitute_to": "exposed"}, stations=("LNER", "GWR"), phase="play",
                trains=[None, GWR_POOL])
    act(g, type="substitute", seat=0, owner=1, card="GWR-E")
    assert g.view(0)["exposed"] == "POOL-E" and len(g.hands[0]) == 8


def test_railway_play_9_substitute_only_for_a_pool_unit_on_your_turn():
    g = game_at([["POOL-E"], []], stations=("LNER", "GWR"), phase="play", trains=[None, GWR])
    refused(g, "railway-play-9", type="substitute", seat=0, owner=1, card="GWR-E")  # he does not hold it
    g = game_at([["GWR-E"], []], stations=("LNER", "GWR"), phase="play",
                trains=[None, ["POOL-E", "GWR-W", "GWR-MV", "GWR-GCW", "GWR-BV"]])
    refused(g, "railway-play-9", type="substitute", seat=0, owner=1, card="GWR-W")
    g = game_at([["GWR-BV"], []], stations=("LNER", "GWR"), trains=[None, GWR_POOL], turn=1)
    refused(g, "railway-play-3c", type="substitute", seat=0, owner=1, card="GWR-BV")


def test_railway_play_10a_green_signals_move_a_laid_train():
    g = game_at([["G2"], []], phase="play", trains=[LNER, None], positions=[1, 0])
    ev = act(g, type="discard", seat=0, card="G2")
    assert ev[1] == {"type": "move", "t": 0, "seat": 0, "card": "G2", "by": 2, "from": 1, "at": 3, "discarder": 0,
                     "target": 7}


def test_railway_play_10a_a_green_before_the_train_is_down_moves_nothing():
    g = game_at([["G2"], []], phase="play")
    ev = act(g, type="discard", seat=0, card="G2")
    assert ev[1]["type"] == "signal" and g.pos == [0, 0]


def test_railway_play_10a_early_red_shunts_unless_no_effect_is_chosen():
    for early, shunted in (("red-shunts", [1, 1]), ("no-effect", [1, 2])):
        g = game_at([["RED"], []], params={"early_signals": early}, phase="play", stations=("SR", "GWR"),
                    trains=[None, GWR], positions=[0, 2])
        act(g, type="discard", seat=0, card="RED")
        assert g.pos == [0, shunted[0] if early == "red-shunts" else 2]


def test_railway_play_10b_red_shunts_every_other_train_back_never_behind_its_start():
    g = game_at([["RED"], [], []], stations=("LNER", "GWR", "SR"), phase="play",
                trains=[LNER, GWR, ["SR-E", "SR-1", "SR-3", "SR-P", "SR-GV"]], positions=[3, 2, 0])
    ev = act(g, type="discard", seat=0, card="RED")
    assert ev[1]["trains"] == [[1, 2, 1]] and g.pos == [3, 1, 0]


def test_railway_play_11_green_one_moves_one_length_green_two_two():
    g = game_at([["G1", "G2"], []], phase="play", trains=[LNER, None])
    act(g, type="discard", seat=0, card="G1")
    assert g.pos[0] == 1
    g = game_at([["G1", "G2"], []], phase="play", trains=[LNER, None])
    act(g, type="discard", seat=0, card="G2")
    assert g.pos[0] == 2


def test_railway_play_12_the_first_train_out_after_seven_moves_wins():
    g = game_at([["G2"], []], phase="play", trains=[LNER, None], positions=[5, 0])
    ev = act(g, type="discard", seat=0, card="G2")
    assert ev[-1]["type"] == "game_over" and ev[-1]["winner"] == 0 and g.over
    refused(g, "railway-play-12", type="draw", seat=1, **{"from": "stack"})


def test_railway_play_12_six_moves_do_not_win():
    g = game_at([["G1"], []], phase="play", trains=[LNER, None], positions=[5, 0])
    act(g, type="discard", seat=0, card="G1")
    assert not g.over and g.pos[0] == 6


def test_railway_scoring_1_to_4_the_winner_scores_the_cards_in_his_opponents_hands():
    g = game_at([["G2", "PASS", "RED", "G1"], ["GWR-E", "PASS", "G1", "G2", "RED", "LMS-E", "SR-1", "SR-3"]],
                stations=("LNER", "GWR"), phase="play", trains=[LNER, None], positions=[6, 0])
    ev = act(g, type="discard", seat=0, card="G2")
    over = ev[-1]
    # P0: +5 train, +10 winner, + P1's hand: 2 engines 6, 2 vehicles 2, Pass 4, G1 2, G2 3, Red 1 = 18;
    # P1, no train and not the winner: nothing (hand_count 'winner', the default)
    assert over["scores"] == [33, 0]
    by = [(x["seat"], x["amount"], x["clause"]) for x in over["lines"]]
    assert by == [(0, 5, "railway-scoring-1"), (0, 10, "railway-scoring-2"), (0, 18, "railway-scoring-3")]
    assert over["lines"][2]["also"] == ["railway-scoring-4"]
    rows = {r["row"]: r["amount"] for r in over["lines"][2]["rows"]}
    assert rows == {"Engines": 6, "Other Vehicles": 2, "Pass Cards": 4, "Red Signals": 1,
                    "Green Signals (1)": 2, "Green Signals (2)": 3}


@pytest.mark.parametrize("mode,scores", [("against", [15 - 7, -18]), ("opponents", [33, 7])])
def test_railway_scoring_3_the_other_readings(mode, scores):
    g = game_at([["G2", "PASS", "RED", "G1"], ["GWR-E", "PASS", "G1", "G2", "RED", "LMS-E", "SR-1", "SR-3"]],
                params={"hand_count": mode}, stations=("LNER", "GWR"), phase="play", trains=[LNER, None],
                positions=[6, 0])
    assert act(g, type="discard", seat=0, card="G2")[-1]["scores"] == scores


def test_railway_scoring_1_making_up_a_train_counts_though_it_is_not_yet_laid_down():
    # lay_down 'in-turn': P3 completes his train by a "Pass" call, and P1 wins before P3's turn
    g, _ev = _out_of_turn(params=IN_TURN, p1=("LNER-GV", "G1"), trains=[GWR, None, None], positions=[6, 0, 0])
    act(g, type="draw", seat=0, t=2000, **{"from": "stack"})
    over = act(g, type="discard", seat=0, card="G1")[-1]
    assert over["type"] == "game_over" and over["winner"] == 0
    made = [x for x in over["lines"] if x["seat"] == 2 and x["clause"] == "railway-scoring-1"]
    assert [x["amount"] for x in made] == [5] and "not yet laid down" in made[0]["what"]


def test_railway_scoring_4_the_pool_engine_counts_as_an_engine():
    from games.railway.cards import IDS, VALUE
    assert VALUE[IDS["POOL-E"][0]] == 3 and VALUE[IDS["POOL-C1"][0]] == 1 and VALUE[IDS["LMS-E"][0]] == 3


def test_railway_alt_the_shorter_game_an_engine_and_any_three():
    g = game_at([["LNER-E", "LNER-1", "LNER-D"], []], params={"short_game": True}, stack_top=("LNER-GV",))
    ev = act(g, type="draw", seat=0, **{"from": "stack"})
    assert ev[-1]["type"] == "lay" and ev[-1]["cards"] == ["LNER-E", "LNER-1", "LNER-D", "LNER-GV"]
    assert len(g.hands[0]) == 5
    g = game_at([["LNER-1", "LNER-3", "LNER-D", "LNER-GV"], []], params={"short_game": True}, phase="play")
    refused(g, "railway-play-8", type="lay", seat=0)  # no engine
    assert type(g.short) is bool and g.target == 7


def test_railway_alt_short_moves_to_win_parameter():
    g = game_at([["G1"], []], params={"short_game": True, "short_moves_to_win": 6}, phase="play",
                trains=[["LNER-E", "LNER-1", "LNER-3", "LNER-GV"], None], positions=[5, 0])
    assert types(act(g, type="discard", seat=0, card="G1"))[-1] == "game_over"


def test_railway_scoring_1_to_4_a_finished_games_lines_reach_each_reader_in_words_with_their_clauses():
    """The score table of a reloaded page is drawn from the view (score_items), so it says what the
    game_over event said, in the reader's own person, and cites the line's clauses."""
    g = game_at([["G2", "PASS", "RED", "G1"], ["GWR-E", "PASS", "G1", "G2", "RED", "LMS-E", "SR-1", "SR-3"]],
                stations=("LNER", "GWR"), phase="play", trains=[LNER, None], positions=[6, 0])
    assert g.view(0)["score_items"] == []  # nothing before the end
    act(g, type="discard", seat=0, card="G2")
    mine, theirs = g.view(0)["score_items"], g.view(1)["score_items"]
    assert [(x["seat"], x["amount"], x["clauses"]) for x in mine] == [
        (0, 5, ["railway-scoring-1"]), (0, 10, ["railway-scoring-2"]), (0, 18, ["railway-scoring-3", "railway-scoring-4"])]
    assert mine[0]["text"] == "You: +5 for making up your train."
    assert mine[1]["text"] == "You: +10 for winning."
    assert mine[2]["text"].startswith("You: +18 for the cards left in Player 2's hand: ")
    assert theirs[2]["text"].startswith("Player 1: +18 for the cards left in your hand: ")
