"""``python -m games simulate --game railway`` (with and without ``--lab``)."""
from __future__ import annotations

import json
import subprocess
import sys

from test_cli import ROOT
from limits import HANG_GUARD_S


def run(*args):
    return subprocess.run([sys.executable, "-m", "games", "simulate", "--game", "railway", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=HANG_GUARD_S)


def test_railway_cli_simulate_is_deterministic_and_honours_options():
    outs = [run("--games", "4", "--seed", "3", "--players", "3", "--short", "--strength", "3,0,1", "--json")
            for _ in range(2)]
    assert all(o.returncode == 0 for o in outs), outs[0].stderr
    a, b = (json.loads(o.stdout) for o in outs)
    assert a == b
    assert a["params"]["players"] == 3 and a["params"]["short_game"] is True
    assert a["bots"]["strength"] == "3,0,1" and abs(sum(a["win_share_by_seat"]) + a["no_winner"] - 1) < 1e-9


def test_railway_cli_lab_reports_the_three_arms():
    out = run("--lab", "--games", "6", "--json")
    assert out.returncode == 0, out.stderr
    rows = json.loads(out.stdout)["rows"]
    assert [r["arm"] for r in rows] == ["full", "short", "versus"] and rows[2]["strong_win_share"] is not None


def test_railway_cli_rejects_bad_options():
    out = run("--games", "1", "--players", "7")
    assert out.returncode == 2 and "players" in out.stderr and "Traceback" not in out.stderr
    out = run("--games", "1", "--strength", "9")
    assert out.returncode == 2 and "strength" in out.stderr and "Traceback" not in out.stderr


def test_railway_cli_simulate_in_two_processes_gives_the_numbers_of_one():
    # the railway's report (GameType.report) on the shared simulate loop: --jobs as for every game
    one, two = (run("--games", "6", "--seed", "5", "--json", "--all", "--jobs", j) for j in ("1", "2"))
    assert one.returncode == 0 and two.returncode == 0, one.stderr + two.stderr
    a, b = json.loads(one.stdout), json.loads(two.stdout)
    assert a == b and [g["seed"] for g in a["games"]] == [5, 6, 7, 8, 9, 10]
