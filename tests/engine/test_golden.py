"""Golden playthroughs, checked exactly in CPython and in Pyodide (Node 20).

Regenerate deliberately with ``.venv/bin/python tests/engine/golden_cases.py --write``.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from golden_cases import CASES, ENDS, generate, path
from limits import HANG_GUARD_S
from site_tools.paths import ROOT


def read(name):
    with open(path(name), encoding="utf-8") as fh:
        return fh.read()


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_playthrough_in_cpython(name):
    text = read(name)
    assert ENDS[CASES[name]["game_id"]] in text
    assert generate(name) == text


def test_golden_1903_shows_telegram_and_fines():
    text = read("gse1903_4p_telegram_fines_seed7")
    assert "+ Telegram" in text and "fined $" in text


def test_golden_railway_shows_calls_demands_and_signals():
    text = read("railway_2p_full_game_seed5") + read("railway_4p_short_game_first_call_seed8")
    for words in ('calls "Pass"', "takes", "demands", "lays down", "moves", "Red:", "[railway-scoring-3"):
        assert words in text, words


def test_golden_playthroughs_in_pyodide(tmp_path):
    node = shutil.which("node")
    assert node, "node (20) is needed for the Pyodide golden check"
    cases = tmp_path / "cases.json"
    out = tmp_path / "out.json"
    cases.write_text(json.dumps(CASES))
    proc = subprocess.run([node, os.path.join(ROOT, "site_tools", "node", "run_golden.mjs"), str(cases), str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = json.loads(out.read_text())
    assert got.pop("_python").startswith("3.")
    for name in CASES:
        assert got[name] == read(name), f"{name} differs in Pyodide"


def test_worked_examples_give_identical_results_in_pyodide(tmp_path):
    """Every game's worked examples, run as a golden set in Pyodide under Node: each result equals
    CPython's (events, refusals, scores)."""
    from games import GAMES
    from games.core.examples import run
    from test_examples import load

    node = shutil.which("node")
    assert node, "node (20) is needed for the Pyodide examples check"
    examples = {gid: load(gid) for gid in GAMES if load(gid)}
    assert "gavitt" in examples
    src = tmp_path / "examples.json"
    out = tmp_path / "out.json"
    src.write_text(json.dumps(examples))
    proc = subprocess.run([node, os.path.join(ROOT, "site_tools", "node", "run_examples.mjs"), str(src), str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = json.loads(out.read_text())
    assert got.pop("_python").startswith("3.")
    for gid, exs in examples.items():
        for ex in exs:
            want = json.loads(json.dumps(run(GAMES[gid], ex)))
            assert got[gid][ex["id"]] == want, f"{gid}:{ex['id']} differs in Pyodide"
