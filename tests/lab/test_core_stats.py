"""Integer accumulators and statistics (games.lab.stats), as the lab uses them."""
from __future__ import annotations

import pytest

from games.lab import stats


def test_counters_add_up_the_same_in_any_chunking():
    chunks = [{"n": 1, "hist": {"3": 1}, "seats": [1, 0]}, {"n": 2, "hist": {"3": 1, "4": 1}, "seats": [0, 2]},
              {"n": 1, "hist": {"5": 1}, "seats": [1, 1]}]
    one = stats.add(stats.add(chunks[0], chunks[1]), chunks[2])
    other = stats.add(chunks[0], stats.add(chunks[1], chunks[2]))
    assert one == other == {"n": 4, "hist": {"3": 2, "4": 1, "5": 1}, "seats": [2, 3]}
    assert chunks[0] == {"n": 1, "hist": {"3": 1}, "seats": [1, 0]}  # unchanged


def test_job_ranges_join_and_refuse_gaps_and_overlaps():
    assert stats.join_ranges([(20, 40), (0, 20)]) == [0, 40]
    with pytest.raises(ValueError, match="gap"):
        stats.join_ranges([(0, 10), (20, 30)])
    with pytest.raises(ValueError, match="overlap"):
        stats.join_ranges([(0, 20), (10, 30)])


def test_mean_sd_and_intervals_from_sums():
    xs = [2, 4, 4, 4, 5, 5, 7, 9]
    s, sq, n = sum(xs), sum(x * x for x in xs), len(xs)
    assert stats.mean(s, n) == 5
    assert stats.sd(s, sq, n) == pytest.approx(2.138, abs=1e-3)
    assert stats.mean_half_width(s, sq, n) == pytest.approx(1.96 * 2.138 / 8 ** 0.5, abs=1e-3)
    assert stats.share_half_width(0, 0) == 0.0
    assert stats.share_half_width(5, 10) == pytest.approx(1.96 * 0.5 / 10 ** 0.5)


def test_quantile_of_a_histogram():
    hist = {}
    for x in (1, 2, 2, 3, 10):
        stats.inc(hist, x)
    assert hist == {"1": 1, "2": 2, "3": 1, "10": 1}
    assert stats.quantile(hist, 0.5) == 2 and stats.quantile(hist, 1.0) == 10 and stats.quantile({}, 0.5) == 0


def test_money_uses_a_true_minus_sign():
    assert stats.money(-456) == "−$456" and stats.money(12.5, 1) == "$12.5" and stats.money(-0.01, 1) == "$0.0"
