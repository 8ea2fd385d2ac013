"""The railway text's open points are interpretations, each a parameter.  (That every clause has
a status, names real code and is cited is the contract every game keeps: test_contract.py.)"""
from __future__ import annotations

from games.core.clauses import INTERPRETED
from games.railway.clauses import STATUS
from games.railway.params import PARAMS


def test_railway_the_five_open_points_are_interpretations_with_a_parameter():
    for clause, param in (("railway-scoring-3", "hand_count"), ("railway-play-10a", "early_signals"),
                          ("railway-play-9", "substitute_to"), ("railway-play-4c", "claim_rule"),
                          ("railway-play-8", "moves_to_win")):
        st = STATUS[clause]
        assert st.status == INTERPRETED and param in st.note and param in PARAMS
        assert clause in PARAMS[param]["description"] or clause == "railway-play-8"


def test_railway_scoring_1_play_5_and_play_7_are_marked_as_readings_with_their_notes():
    # "making up", the Pass laid by a caller, when the stack "has been used": readings, not the words
    for clause, words in (("railway-scoring-1", "making up"), ("railway-play-5", "caller"),
                          ("railway-play-7", "has been used")):
        st = STATUS[clause]
        assert st.status == INTERPRETED and words in st.note, clause


def test_railway_play_4a_play_6_play_7_and_play_8_alternatives_are_parameters():
    for clause, param, values in (("railway-play-4a", "demands_per_turn", ["any", "one"]),
                                  ("railway-play-6", "signal_hold", ["next-turn", "next-round"]),
                                  ("railway-play-7", "reshuffle", ["at-once", "when-needed"]),
                                  ("railway-play-8", "lay_down", ["at-once", "in-turn"])):
        assert PARAMS[param]["values"] == values and PARAMS[param]["default"] == values[0]
        assert param in STATUS[clause].note and clause in PARAMS[param]["description"]


def test_railway_scoring_3_the_reasons_for_each_reading_and_the_default_they_favour():
    note = STATUS["railway-scoring-3"].note
    assert PARAMS["hand_count"]["default"] == "winner"
    assert "For it:" in note and "Against it:" in note and "favour the first, {hand_count=winner}" in note
