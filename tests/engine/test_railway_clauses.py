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
