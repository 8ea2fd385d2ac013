"""The command line: ``python -m games simulate ... --json``."""
from __future__ import annotations

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_cli_simulate_json_is_deterministic_and_honours_options():
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "gavitt", "--edition", "1903", "--players", "3",
           "--games", "3", "--seed", "1", "--speed", "fast", "--telegram", "--no-fines", "--json", "--all"]
    outs = [subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120) for _ in range(2)]
    assert all(o.returncode == 0 for o in outs), outs[0].stderr
    a, b = (json.loads(o.stdout) for o in outs)
    assert a["games"] == b["games"] and len(a["games"]) == 3
    agg = a["aggregate"]
    assert agg["params"]["telegram"] is True and agg["params"]["fines"] is False
    assert agg["fines_per_game"] == 0 and [g["seed"] for g in a["games"]] == [1, 2, 3]


def test_cli_rejects_bad_parameters():
    out = subprocess.run([sys.executable, "-m", "games", "simulate", "--players", "9", "--games", "1"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "players" in out.stderr and "Traceback" not in out.stderr
