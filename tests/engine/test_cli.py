"""The command line: ``python -m games simulate ... --json``."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from games import GAMES
from games.__main__ import main
from limits import HANG_GUARD_S
from site_tools.paths import ROOT


def test_cli_simulate_json_is_deterministic_and_honours_options():
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "gavitt", "--edition", "1903", "--players", "3",
           "--games", "3", "--seed", "1", "--speed", "fast", "--telegram", "--no-fines", "--json", "--all"]
    outs = [subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S) for _ in range(2)]
    assert all(o.returncode == 0 for o in outs), outs[0].stderr
    a, b = (json.loads(o.stdout) for o in outs)
    assert a["games"] == b["games"] and len(a["games"]) == 3
    agg = a["aggregate"]
    assert agg["params"]["telegram"] is True and agg["params"]["fines"] is False
    assert agg["fines_per_game"] == 0 and [g["seed"] for g in a["games"]] == [1, 2, 3]


def test_cli_rejects_bad_parameters():
    out = subprocess.run([sys.executable, "-m", "games", "simulate", "--game", "gavitt", "--players", "9", "--games", "1"], cwd=ROOT,
                         capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 2 and "players" in out.stderr and "Traceback" not in out.stderr


LABS = sorted(g for g, t in GAMES.items() if t.lab is not None)


@pytest.mark.parametrize("game", LABS)
def test_cli_lab_gives_the_same_numbers_in_one_and_two_processes(game, capsys):
    def run(jobs):
        args = ["simulate", "--game", game, "--lab", "--games", "3", "--seed", "5", "--json", "--quiet",
                "--jobs", jobs]
        assert main(args) == 0
        return json.loads(capsys.readouterr().out)

    one, two = run("1"), run("2")
    assert one == two
    lab = GAMES[game].laboratory().experiments
    config = one["config"]
    total = lab.plan(config)["jobs"]
    assert one == json.loads(json.dumps(lab.summarise(config, [lab.run(config, 0, total)])))


def test_cli_lab_of_a_game_without_one_is_refused_in_words(capsys, monkeypatch):
    import dataclasses

    # every game shipped has a lab: one registered without, as a new game might be
    monkeypatch.setitem(GAMES, "bourse", dataclasses.replace(GAMES["bourse"], lab=None))
    assert main(["simulate", "--game", "bourse", "--lab", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "has no simulation lab" in err and "Traceback" not in err


def test_cli_needs_the_game_and_names_the_registered_ones():
    out = subprocess.run([sys.executable, "-m", "games", "simulate", "--games", "1"], cwd=ROOT,
                         capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 2 and "--game" in out.stderr and "Traceback" not in out.stderr
    out = subprocess.run([sys.executable, "-m", "games", "simulate", "--game", "chess", "--games", "1"], cwd=ROOT,
                         capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 2 and all(g in out.stderr for g in GAMES)


def test_cli_help_names_each_games_lab_and_never_says_a_game_with_one_has_none(capsys):
    # the help once said "--lab says this game has none" although every game has a lab
    for argv in (["simulate", "--help"], ["simulate", "--game", "bourse", "--help"]):
        with pytest.raises(SystemExit):
            main(argv)
        out = " ".join(capsys.readouterr().out.split())
        assert "has none" not in out
    assert "the Rise & Fall sets" in out
