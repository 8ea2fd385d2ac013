"""Every clause of the railway text has a status, none is pending, and every status names real code."""
from __future__ import annotations

import inspect
import os
import re

import games.railway.bots
import games.railway.cards
import games.railway.rules
import games.railway.scoring
import games.railway.views
from games.core.clauses import INTERPRETED, PENDING
from games.railway.clauses import STATUS
from games.railway.params import PARAMS

from test_clause_status import ROOT, resolve


def text_ids():
    with open(os.path.join(ROOT, "games", "railway", "texts", "railway.editorial.yaml"), encoding="utf-8") as fh:
        return set(re.findall(r"\bid:\s*(railway-[A-Za-z0-9-]+)", fh.read()))


def test_railway_every_clause_has_a_status_and_none_is_pending():
    ids = text_ids()
    assert len(ids) == 49
    assert sorted(ids - set(STATUS)) == [] and sorted(set(STATUS) - ids) == []
    assert [c for c, st in STATUS.items() if st.status == PENDING] == []


def test_railway_every_code_reference_resolves():
    assert [(c, r) for c, st in STATUS.items() for r in st.code if not resolve(r)] == []


def test_railway_every_cited_clause_has_a_status():
    cited = set()
    for mod in (games.railway.rules, games.railway.bots, games.railway.cards, games.railway.scoring,
                games.railway.views):
        for _name, obj in inspect.getmembers(mod):
            cited |= set(getattr(obj, "__clauses__", ()))
            if inspect.isclass(obj):
                for _m, fn in inspect.getmembers(obj):
                    cited |= set(getattr(fn, "__clauses__", ()))
    assert len(cited) > 30
    assert sorted(cited - set(STATUS)) == []
    # and the other way: every clause the engine models is cited on the code that does it
    modelled = {c for c, st in STATUS.items() if st.status != "not modelled"}
    assert sorted(modelled - cited) == []


def test_railway_the_five_open_points_are_interpretations_with_a_parameter():
    for clause, param in (("railway-scoring-3", "hand_count"), ("railway-play-10a", "early_signals"),
                          ("railway-play-9", "substitute_to"), ("railway-play-4c", "claim_rule"),
                          ("railway-play-8", "moves_to_win")):
        st = STATUS[clause]
        assert st.status == INTERPRETED and param in st.note and param in PARAMS
        assert clause in PARAMS[param]["description"] or clause == "railway-play-8"
