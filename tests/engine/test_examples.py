"""Every registered game's worked examples (games/<game>/examples.json) play as their prose says,
and every implemented or interpreted clause of every game has at least one."""
from __future__ import annotations

import importlib
import json
import os

import pytest

from games import GAMES
from games.core.clauses import IMPLEMENTED, INTERPRETED
from games.core.examples import check, matches, run
from site_tools.paths import ROOT


def load(game_id: str) -> list[dict]:
    path = os.path.join(ROOT, "games", game_id, "examples.json")
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


ALL = [(gid, ex) for gid in GAMES for ex in load(gid)]


@pytest.mark.parametrize("gid,example", ALL, ids=[f"{gid}:{ex['id']}" for gid, ex in ALL])
def test_worked_example_plays_as_described(gid, example):
    status = importlib.import_module(f"games.{gid}.clauses").STATUS
    assert example["prose"] and example["title"] and example["clauses"]
    assert sorted(set(example["clauses"]) - set(status)) == []
    assert check(example, run(GAMES[gid], example)) == []


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_implemented_or_interpreted_clause_has_a_worked_example(gid):
    status = importlib.import_module(f"games.{gid}.clauses").STATUS
    examples = load(gid)
    covered = {c for ex in examples for c in ex["clauses"]}
    wanted = {c for c, st in status.items() if st.status in (IMPLEMENTED, INTERPRETED)}
    assert sorted(wanted - covered) == []
    assert len({ex["id"] for ex in examples}) == len(examples), "example ids must be unique"


def test_the_checker_can_fail():
    assert not matches([{"type": "b"}, {"type": "a"}], [{"type": "a"}, {"type": "b"}])
    assert not matches({"net": 50}, {"net": 60})
    example = {"expect": {"events": [{"type": "x"}], "refused": None}}
    assert check(example, {"events": [{"type": "y"}], "all_events": [{"type": "y"}], "refused": None,
                           "message": None, "scores": []})
    refused = {"expect": {"events": [], "refused": "c-1"}}
    assert check(refused, {"events": [], "all_events": [], "refused": None, "message": None, "scores": []})
