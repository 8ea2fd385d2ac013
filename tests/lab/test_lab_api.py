"""The lab through the worker's JSON facade (games.api.call), as the browser uses it."""
from __future__ import annotations

import json

from games import api
from games.gavitt import lab

CONFIG = {"players": 3, "games": 2, "seed": 7}


def call(method, args):
    return json.loads(api.call(method, json.dumps(args)))


def test_chunks_through_the_facade_give_the_numbers_of_one_cpython_run():
    plan = call("lab.plan", {"config": CONFIG})
    assert plan["ok"]
    jobs = plan["result"]["jobs"]
    partials = []
    for first in range(0, jobs, 5):
        answer = call("lab.run", {"config": CONFIG, "first": first, "count": min(5, jobs - first)})
        assert answer["ok"], answer
        partials.append(answer["result"])
    summary = call("lab.summarise", {"config": CONFIG, "partials": partials})
    assert summary["ok"]
    assert summary["result"] == json.loads(json.dumps(lab.summarise(CONFIG, [lab.run_all(CONFIG)])))


def test_facade_refuses_bad_lab_requests_as_bad_requests():
    for method, args in (("lab.plan", {"config": {"players": 9}}),
                         ("lab.run", {"config": CONFIG, "first": 0, "count": lab.MAX_CHUNK + 1}),
                         ("lab.run", {"config": CONFIG, "first": -1, "count": 1}),
                         ("lab.summarise", {"config": CONFIG, "partials": []}),
                         ("lab.summarise", {"config": CONFIG, "partials": [{"nope": 1}]})):
        answer = call(method, args)
        assert answer["ok"] is False and answer["error"]["kind"] == "bad-request", (method, args, answer)
