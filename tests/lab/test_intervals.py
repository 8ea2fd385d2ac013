"""The labs' interval methods (games.lab.intervals) on cases with a known answer."""
from __future__ import annotations

import math

import pytest

from games.lab import intervals
from games.lab import stats
from games.core.rng import Rng


def test_wilson_interval_of_a_fair_coin_is_the_textbook_value():
    lo, hi = intervals.wilson(50, 100)
    # (p + z²/2n ± z √(p(1-p)/n + z²/4n²)) / (1 + z²/n), z = 1.96: 0.4038 to 0.5962 (Wilson 1927)
    assert (round(lo, 4), round(hi, 4)) == (0.4038, 0.5962)


def test_wilson_interval_of_no_wins_and_all_wins_stays_inside_0_and_1():
    assert intervals.wilson(0, 10) == (0.0, pytest.approx(0.2775, abs=1e-4))
    assert intervals.wilson(10, 10) == (pytest.approx(0.7225, abs=1e-4), 1.0)
    for n in (1, 2, 5, 30, 1000):
        for k in (0, n):
            lo, hi = intervals.wilson(k, n)
            assert 0.0 <= lo < hi <= 1.0
    # the normal interval it replaces collapses to a point there
    assert stats.share_half_width(0, 10) == 0.0


def test_wilson_interval_takes_shared_wins_as_fractions_and_refuses_impossible_shares():
    lo, hi = intervals.wilson(12.5, 40)
    assert lo < 12.5 / 40 < hi
    assert intervals.wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        intervals.wilson(11, 10)


def test_paired_normal_interval_of_a_known_case():
    a = [1, 2, 3, 4, 5]
    b = [2, 4, 3, 6, 5]  # differences 1, 2, 0, 2, 0: mean 1, sd 1
    r = intervals.paired_normal(a, b)
    half = 1.96 / math.sqrt(5)
    assert r["n"] == 5 and r["a"] == 3 and r["b"] == 4 and r["diff"] == 1
    assert r["lo"] == pytest.approx(1 - half) and r["hi"] == pytest.approx(1 + half)
    assert r["method"] == "normal" and r["verdict"] == "beyond noise"


def test_pairing_removes_the_luck_both_arms_share():
    rng = Rng(3)
    luck = [rng.randbelow(1000) for _ in range(200)]
    a = luck
    b = [x + 1 for x in luck]  # one more, always: the same deals, a better rule
    r = intervals.paired_normal(a, b)
    assert r["lo"] == r["hi"] == r["diff"] == 1 and r["verdict"] == "beyond noise"


def test_a_difference_whose_interval_holds_zero_is_within_noise():
    assert intervals.verdict(-0.1, 0.3) == "within noise"
    assert intervals.paired_normal([0, 1, 0, 1], [1, 0, 1, 0])["verdict"] == "within noise"
    assert intervals.verdict(0.01, 0.3) == intervals.verdict(-0.3, -0.01) == "beyond noise"


def test_bootstrap_is_deterministic_from_its_seed():
    rng = Rng(11)
    a = [rng.randbelow(10) for _ in range(60)]
    b = [rng.randbelow(12) for _ in range(60)]
    one = intervals.paired_bootstrap(a, b, seed=5)
    assert one == intervals.paired_bootstrap(a, b, seed=5)
    other = intervals.paired_bootstrap(a, b, seed=6)
    assert (one["lo"], one["hi"]) != (other["lo"], other["hi"])
    assert one["lo"] < one["diff"] < one["hi"] and one["method"] == "bootstrap"


def test_bootstrap_of_a_constant_difference_is_that_difference():
    r = intervals.paired_bootstrap([3, 1, 4, 1, 5], [5, 3, 6, 3, 7], seed=1)
    assert r["lo"] == r["hi"] == r["diff"] == 2


def test_bootstrap_agrees_with_the_normal_interval_on_many_seeds():
    rng = Rng(2)
    a = [rng.randbelow(20) for _ in range(400)]
    b = [x + rng.randbelow(5) - 1 for x in a]  # differences uniform on -1..3: mean 1
    normal = intervals.paired_normal(a, b)
    boot = intervals.paired_bootstrap(a, b, seed=1)
    width = normal["hi"] - normal["lo"]
    assert abs(boot["lo"] - normal["lo"]) < 0.15 * width and abs(boot["hi"] - normal["hi"]) < 0.15 * width


def test_paired_uses_the_bootstrap_for_few_seeds_and_the_normal_interval_for_many():
    few = intervals.paired([0, 1, 2] * 10, [1, 1, 3] * 10, seed=1)
    many = intervals.paired([0, 1, 2] * 200, [1, 1, 3] * 200, seed=1)
    assert few["method"] == "bootstrap" and many["method"] == "normal"
    assert set(intervals.METHODS) == {"normal", "bootstrap"}


def test_paired_many_resamples_the_same_seeds_for_every_measure():
    a = [1, 5, 2, 8, 3, 9, 4]
    b = [2, 5, 4, 8, 6, 9, 8]
    together = intervals.paired_many([(a, b), (a, b)], seed=4)
    assert together[0] == together[1] == intervals.paired(a, b, seed=4)


def test_per_seed_counters_join_in_any_chunking():
    one, two = {}, {}
    intervals.per_game(one, "rounds", 0, 7)
    intervals.per_game(two, "rounds", 1, 9)
    intervals.per_game(two, "rounds", 2, 4)
    joined = stats.add(two, one)
    assert joined == stats.add(one, two) == {"rounds": {"0": 7, "1": 9, "2": 4}}
    other = {"rounds": {"0": 5, "2": 6}}
    assert intervals.series(joined, other, "rounds") == ([7, 4], [5, 6])  # only the games both arms played
