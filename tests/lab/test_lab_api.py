"""Every game's simulation lab through the worker's JSON facade (games.api.call), as the browser's one
lab runner (docs/js/lab/runner.js) uses it: ``<game>.lab_plan``, ``<game>.lab``, ``<game>.lab_summary``."""
from __future__ import annotations

import json

import pytest

from games import GAMES
from api_helpers import call

LABS = sorted(g for g, t in GAMES.items() if t.lab)
SMALL = {"games": 2, "seed": 7}


def test_the_three_games_each_have_a_lab():
    assert {"bourse", "gavitt", "railway"} <= set(LABS)


@pytest.mark.parametrize("game", LABS)
def test_lab_chunks_through_the_facade_give_the_numbers_of_one_cpython_run(game):
    lab = GAMES[game].laboratory().experiments
    plan = call(f"{game}.lab_plan", {"config": SMALL})
    assert plan["ok"], plan
    config, jobs = plan["result"]["config"], plan["result"]["jobs"]
    assert jobs == SMALL["games"] * len(plan["result"]["arms"])
    partials = []
    for first in range(0, jobs, 5):
        answer = call(f"{game}.lab", {"config": config, "first": first, "count": min(5, jobs - first)})
        assert answer["ok"], answer
        partials.append(answer["result"])
    summary = call(f"{game}.lab_summary", {"config": config, "partials": partials[::-1]})  # any order
    assert summary["ok"], summary
    assert summary["result"] == json.loads(json.dumps(lab.summarise(config, [lab.run(config, 0, jobs)])))


@pytest.mark.parametrize("game", LABS)
def test_lab_facade_refuses_bad_requests_as_bad_requests(game):
    lab = GAMES[game].laboratory().experiments
    for method, args in ((f"{game}.lab_plan", {"config": "many"}),
                         (f"{game}.lab", {"config": SMALL, "first": 0, "count": lab.MAX_CHUNK + 1}),
                         (f"{game}.lab", {"config": SMALL, "first": -1, "count": 1}),
                         (f"{game}.lab_summary", {"config": SMALL, "partials": []}),
                         (f"{game}.lab_summary", {"config": SMALL, "partials": [{"nope": 1}]})):
        answer = call(method, args)
        assert answer["ok"] is False and answer["error"]["kind"] == "bad-request", (method, args, answer)
