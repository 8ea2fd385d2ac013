"""Bourse's lab: every Rise & Fall set against the archive's reconstruction, seed by seed."""
from __future__ import annotations

from games.bourse.lab import experiments as lab

C = {"games": 6, "seed": 3, "sets": ["archive", "fall-only"]}


def _result(chunk):
    total = lab.plan(C)["jobs"]
    return lab.summarise(C, [lab.run(C, f, min(chunk, total - f)) for f in range(0, total, chunk)])


def test_bourse_sets_are_compared_with_the_reconstruction_on_the_same_seeds_in_any_chunking():
    whole, cut = _result(12), _result(5)
    assert whole["differences"] == cut["differences"]
    hands = next(d for d in whole["differences"] if d["measure"] == "hands")
    assert (hands["before"], hands["after"], hands["n"]) == ("archive", "fall-only", 6)
    assert hands["lo"] <= hands["diff"] <= hands["hi"] and hands["verdict"] in ("beyond noise", "within noise")


def test_bourse_seat_shares_carry_wilson_intervals():
    for arm in _result(12)["arms"]:
        for s in arm["seats"]:
            lo, hi = s["interval"]
            assert 0 <= lo <= s["win_share"] <= hi <= 1
