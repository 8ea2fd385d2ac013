"""``python -m games simulate --jobs N``: the games played in N processes give exactly the numbers
of one process (the lab's integer counters add up in any split; plain games come back in order)."""
from __future__ import annotations

import json

import pytest

from games.__main__ import main
from games.gavitt.lab import experiments as lab

TIMING = {"wall_seconds", "games_per_second", "rounds_per_second"}


def run_json(capsys, *args) -> dict:
    assert main(["simulate", "--game", "gavitt", *args, "--json", "--quiet"]) == 0
    return json.loads(capsys.readouterr().out)


def test_lab_in_two_processes_equals_one_process_and_the_library(capsys):
    args = ["--lab", "--players", "4", "--games", "3", "--seed", "21", "--speed", "mixed"]
    one = run_json(capsys, *args, "--jobs", "1")
    two = run_json(capsys, *args, "--jobs", "2")
    assert one == two
    config = {"players": 4, "games": 3, "seed": 21, "speed": "mixed"}
    assert two == json.loads(json.dumps(lab.summarise(config, [lab.run_all(config)])))


def test_games_in_three_processes_equal_one_process_game_for_game(capsys):
    args = ["--edition", "1903", "--players", "5", "--games", "7", "--seed", "5", "--all"]
    one = run_json(capsys, *args, "--jobs", "1")
    three = run_json(capsys, *args, "--jobs", "3")
    assert one["games"] == three["games"] and [g["seed"] for g in three["games"]] == list(range(5, 12))
    assert {k: v for k, v in one["aggregate"].items() if k not in TIMING} == \
        {k: v for k, v in three["aggregate"].items() if k not in TIMING}


@pytest.mark.parametrize("jobs", ["0", "-2"])
def test_jobs_must_be_at_least_one(jobs, capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "gavitt", "--lab", "--games", "1", "--jobs", jobs])
    assert "--jobs must be 1 or more" in capsys.readouterr().err
