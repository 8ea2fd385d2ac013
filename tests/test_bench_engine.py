"""`make bench`'s engine ratio (Pyodide against CPython) compares hosts running one Python text,
WORKLOAD_CODE: CPython runs it through the same last-expression rule as Pyodide's runPython, so what it
reports must be the games it says it played."""
import json

import games
from site_tools.bench_engine import WORKLOAD_CODE, _run_last, _workload, run_cpython


def test_engine_bench_plays_the_seeded_games_it_names_and_counts_their_rounds():
    out = run_cpython("rounds6", 3, 7, repeat=1)
    expected = sum(games.simulate("gavitt", {"edition": "2003", "players": 6}, s, None)["rounds"] for s in (7, 8, 9))
    assert out["rounds"] == expected
    assert (out["games"], out["repeat"]) == (3, 1)
    assert out["seconds"] > 0


def test_engine_bench_code_answers_with_its_final_expression_as_runpython_does():
    scope = {"WORKLOAD_JSON": json.dumps(_workload("bourse4", 1, 3, 2))}
    out = json.loads(_run_last(WORKLOAD_CODE, scope))
    assert out["rounds"] == games.simulate("bourse", {"players": 4}, 3, {"speed": "steady"})["rounds"]
    assert out["repeat"] == 2
