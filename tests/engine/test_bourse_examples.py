"""Bourse's worked examples (games/bourse/examples.json, the "Try it" format of BRIEF.md), each run
as a test, and every implemented or interpreted clause covered by one.  A small runner of our own
until the shared tests/engine/test_examples.py exists."""
from __future__ import annotations

import json
import os

import pytest

from games import IllegalAction, new_game
from games.bourse.clauses import STATUS
from games.core.clauses import IMPLEMENTED, INTERPRETED

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
with open(os.path.join(ROOT, "games", "bourse", "examples.json"), encoding="utf-8") as fh:
    EXAMPLES = json.load(fh)


def matches(expected, actual) -> bool:
    """A partial match: a dict's keys must match; a list of dicts must match a subsequence, in
    order; anything else must be equal."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and matches(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, list) and expected and all(isinstance(x, dict) for x in expected):
        if not isinstance(actual, list):
            return False
        it = iter(actual)
        return all(any(matches(x, a) for a in it) for x in expected)
    return expected == actual


def run(example):
    g = new_game("bourse", example["params"], example["seed"], example["position"])
    events = list(g.opening_events)
    for action in example["setup"]:
        events += g.apply(dict(action))
    return g, events


@pytest.mark.parametrize("example", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_bourse_worked_example(example):
    assert example["prose"] and example["title"] and example["clauses"]
    assert set(example["clauses"]) <= set(STATUS)
    g, events = run(example)
    expect = example["expect"]
    if expect["refused"]:
        before = g.omniscient_view()
        with pytest.raises(IllegalAction) as exc:
            g.apply(dict(example["move"]))
        assert exc.value.clause == expect["refused"]
        assert g.omniscient_view() == before
        return
    events += g.apply(dict(example["move"]))
    assert matches(expect["events"], events), f"{example['id']}: expected events not found in order"
    if "scores" in expect:
        assert g.scores == expect["scores"]


def test_bourse_every_implemented_or_interpreted_clause_has_a_worked_example():
    covered = {c for e in EXAMPLES for c in e["clauses"]}
    # the bots' own clauses are shown by the examples of the moves they make
    need = {c for c, st in STATUS.items() if st.status in (IMPLEMENTED, INTERPRETED)}
    assert sorted(need - covered) == []


def test_bourse_example_ids_are_unique_and_the_matcher_can_fail():
    assert len({e["id"] for e in EXAMPLES}) == len(EXAMPLES)
    assert not matches([{"type": "score"}, {"type": "close"}], [{"type": "close"}, {"type": "score"}])
    assert not matches({"net": 50}, {"net": 60})
