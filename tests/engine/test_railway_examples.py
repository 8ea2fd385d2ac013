"""The worked examples ("Try it") of the railway game: each one plays as its prose says, and every
implemented or interpreted clause has at least one.  (A small runner for this game until the
generic tests/engine/test_examples.py exists.)"""
from __future__ import annotations

import json
import os

import pytest

from games import IllegalAction, new_game
from games.core.clauses import IMPLEMENTED, INTERPRETED
from games.railway.clauses import STATUS

from test_clause_status import ROOT

with open(os.path.join(ROOT, "games", "railway", "examples.json"), encoding="utf-8") as fh:
    EXAMPLES = json.load(fh)


def matches(event, partial):
    return all(event.get(k) == v for k, v in partial.items())


def play(ex):
    game = new_game("railway", ex["params"], ex["seed"], ex["position"])
    for action in ex["setup"]:
        game.apply(dict(action))
    return game


@pytest.mark.parametrize("ex", EXAMPLES, ids=[e["id"] for e in EXAMPLES])
def test_railway_example_plays_as_described(ex):
    assert set(ex) >= {"id", "clauses", "title", "prose", "params", "seed", "position", "seat", "setup", "move",
                       "expect"}
    assert all(c in STATUS for c in ex["clauses"])
    game = play(ex)
    expect = ex["expect"]
    if expect["refused"]:
        before = game.omniscient_view()
        with pytest.raises(IllegalAction) as exc:
            game.apply(dict(ex["move"]))
        assert exc.value.clause == expect["refused"]
        assert game.omniscient_view() == before
        return
    events = game.apply(dict(ex["move"]))
    it = iter(events)
    for partial in expect["events"]:
        assert any(matches(e, partial) for e in it), f"{partial} not found in order in {events}"
    if "scores" in expect:
        assert game.scores == expect["scores"]


def test_railway_every_implemented_or_interpreted_clause_has_an_example():
    covered = {c for ex in EXAMPLES for c in ex["clauses"]}
    wanted = {c for c, st in STATUS.items() if st.status in (IMPLEMENTED, INTERPRETED)}
    assert sorted(wanted - covered) == []


def test_railway_example_ids_are_unique():
    ids = [ex["id"] for ex in EXAMPLES]
    assert len(ids) == len(set(ids))
