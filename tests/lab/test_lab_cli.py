"""``python -m games simulate --lab``: the lab's numbers on the command line."""
from __future__ import annotations

import json

from games.__main__ import main
from games.gavitt.lab import experiments as lab


def test_cli_lab_json_equals_the_library_result(capsys):
    assert main(["simulate", "--game", "gavitt", "--lab", "--players", "3", "--games", "2", "--seed", "9", "--speed", "fast",
                 "--no-telegram", "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    config = {"players": 3, "games": 2, "seed": 9, "speed": "fast", "telegram": "off", "fines": "edition"}
    assert out == json.loads(json.dumps(lab.summarise(config, [lab.run_all(config)])))


def test_cli_lab_text_shows_every_table_and_a_progress_bar(capsys):
    assert main(["simulate", "--game", "gavitt", "--lab", "--players", "3", "--games", "1", "--seed", "4", "--progress"]) == 0
    captured = capsys.readouterr()
    for title in ("Game length", "Seat advantage", "careless bot", "unshuffled deal"):
        assert title in captured.out
    assert "games/s" in captured.err and f"{lab.plan({'players': 3, 'games': 1})['jobs']}/" in captured.err


def test_cli_lab_refuses_bad_settings(capsys):
    assert main(["simulate", "--game", "gavitt", "--lab", "--players", "9", "--games", "1"]) == 2
    assert "error" in capsys.readouterr().err
