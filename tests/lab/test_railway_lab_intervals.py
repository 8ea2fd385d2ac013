"""The railway lab's intervals: Wilson for its shares, paired differences for the shorter game."""
from __future__ import annotations

from games.railway.lab import experiments as lab

C = {"games": 30, "seed": 1}


def _result(config=C, chunk=None):
    total = lab.plan(config)["jobs"]
    chunk = chunk or total
    return lab.summarise(config, [lab.run(config, f, min(chunk, total - f)) for f in range(0, total, chunk)])


def test_railway_alt_shorter_game_is_shorter_beyond_noise():
    """railway-alt: trains of an engine and three cards end the game in fewer turns, seed by seed."""
    turns = next(d for d in _result()["differences"] if d["measure"] == "turns")
    assert turns["n"] == 30 and turns["method"] == "bootstrap"
    assert turns["hi"] < 0 and turns["verdict"] == "beyond noise"


def test_railway_lab_differences_do_not_depend_on_the_chunking():
    assert _result(chunk=5)["differences"] == _result()["differences"]


def test_railway_lab_shares_carry_wilson_intervals_even_at_all_wins():
    versus = next(r for r in _result()["rows"] if r["arm"] == "versus")
    lo, hi = versus["intervals"]["strong_win_share"]
    assert 0 <= lo <= versus["strong_win_share"] <= hi <= 1 and lo < hi
    assert "Wilson" in lab.format_text(_result())
