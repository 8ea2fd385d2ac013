"""Laying down, substituting, signals, winning and scoring (railway-play-8 .. railway-alt)."""
from __future__ import annotations

import pytest

from railway_helpers import act, game_at, refused, types

LNER = ["LNER-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]
GWR = ["GWR-E", "GWR-W", "GWR-MV", "GWR-GCW", "GWR-BV"]
GWR_POOL = ["POOL-E", "GWR-W", "GWR-MV", "GWR-GCW", "POOL-V"]


def test_railway_play_8_lay_down_a_completed_train_engine_first_van_last():
    g = game_at([["LNER-GV", "LNER-D", "LNER-3", "LNER-1", "POOL-E"], []], phase="play")
    ev = act(g, type="lay", seat=0)
    assert ev[0]["cards"] == ["POOL-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]
    assert g.view(0)["trains"][0] == ev[0]["cards"] and g.view(0)["positions"][0] == 0 and len(g.hands[0]) == 4


def test_railway_play_8_a_complete_train_must_be_laid_before_the_discard():
    g = game_at([LNER + ["G1"], []], phase="play")
    refused(g, "railway-play-8", type="discard", seat=0, card="G1")
    assert [a["type"] for a in g.legal_actions(0)] == ["lay"]


def test_railway_play_8_no_lay_without_a_complete_train():
    g = game_at([LNER[:4], []], phase="play")
    refused(g, "railway-play-8", type="lay", seat=0)


def test_railway_play_9_substitute_the_true_unit_for_a_pool_unit():
    g = game_at([["GWR-BV"], []], stations=("LNER", "GWR"), phase="play", trains=[None, GWR_POOL],
                stack_top=("GWR-E",))
    ev = act(g, type="substitute", seat=0, owner=1, card="GWR-BV")
    assert ev[0]["pool"] == "POOL-V" and ev[0]["to"] == "hand"
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
    assert ev[1] == {"type": "move", "t": 0, "seat": 0, "card": "G2", "by": 2, "from": 1, "to": 3, "discarder": 0,
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


def test_railway_scoring_1_to_4_the_winner_and_cards_in_opponents_hands():
    g = game_at([["G2", "PASS", "RED", "G1"], ["GWR-E", "PASS", "G1", "G2", "RED", "LMS-E", "SR-1", "SR-3"]],
                stations=("LNER", "GWR"), phase="play", trains=[LNER, None], positions=[6, 0])
    ev = act(g, type="discard", seat=0, card="G2")
    over = ev[-1]
    # P0: +5 train, +10 winner, + P1's hand: 2 engines 6, 2 vehicles 2, Pass 4, G1 2, G2 3, Red 1 = 18
    # P1: + P0's hand left: PASS 4, RED 1, G1 2 = 7
    assert over["scores"] == [33, 7]
    by = [(x["seat"], x["amount"], x["clause"]) for x in over["lines"]]
    assert by == [(0, 5, "railway-scoring-1"), (0, 10, "railway-scoring-2"), (0, 18, "railway-scoring-3"),
                  (1, 7, "railway-scoring-3")]
    assert over["lines"][2]["also"] == ["railway-scoring-4"]
    rows = {r["row"]: r["amount"] for r in over["lines"][2]["rows"]}
    assert rows == {"Engines": 6, "Other Vehicles": 2, "Pass Cards": 4, "Red Signals": 1,
                    "Green Signals (1)": 2, "Green Signals (2)": 3}


@pytest.mark.parametrize("mode,scores", [("against", [15 - 7, -18]), ("winner", [33, 0])])
def test_railway_scoring_3_the_other_readings(mode, scores):
    g = game_at([["G2", "PASS", "RED", "G1"], ["GWR-E", "PASS", "G1", "G2", "RED", "LMS-E", "SR-1", "SR-3"]],
                params={"hand_count": mode}, stations=("LNER", "GWR"), phase="play", trains=[LNER, None],
                positions=[6, 0])
    assert act(g, type="discard", seat=0, card="G2")[-1]["scores"] == scores


def test_railway_scoring_4_the_pool_engine_counts_as_an_engine():
    from games.railway.cards import IDS, VALUE
    assert VALUE[IDS["POOL-E"][0]] == 3 and VALUE[IDS["POOL-C1"][0]] == 1 and VALUE[IDS["LMS-E"][0]] == 3


def test_railway_alt_the_shorter_game_an_engine_and_any_three():
    g = game_at([["LNER-E", "LNER-1", "LNER-D", "LNER-GV"], []], params={"short_game": True}, phase="play")
    ev = act(g, type="lay", seat=0)
    assert ev[0]["cards"] == ["LNER-E", "LNER-1", "LNER-D", "LNER-GV"] and len(g.hands[0]) == 5
    g = game_at([["LNER-1", "LNER-3", "LNER-D", "LNER-GV"], []], params={"short_game": True}, phase="play")
    refused(g, "railway-play-8", type="lay", seat=0)  # no engine
    assert type(g.short) is bool and g.target == 7


def test_railway_alt_short_moves_to_win_parameter():
    g = game_at([["G1"], []], params={"short_game": True, "short_moves_to_win": 6}, phase="play",
                trains=[["LNER-E", "LNER-1", "LNER-3", "LNER-GV"], None], positions=[5, 0])
    assert types(act(g, type="discard", seat=0, card="G1"))[-1] == "game_over"
