"""The bots' reaction-time model of games.core.reaction."""
from __future__ import annotations

import pytest

from games.core.errors import BadParams
from games.core.reaction import SPEEDS, Reactive, seat_speeds
from games.core.rng import Rng


def test_mixed_cycles_fast_steady_slow_over_the_seats():
    assert seat_speeds("mixed", 5) == ["fast", "steady", "slow", "fast", "steady"]


def test_a_list_gives_one_speed_per_seat_and_must_have_one_per_seat():
    assert seat_speeds("slow, fast,steady", 3) == ["slow", "fast", "steady"]
    with pytest.raises(BadParams, match="give 4 comma-separated speeds"):
        seat_speeds("slow,fast", 4)


def test_an_unknown_speed_is_refused_with_the_known_ones():
    with pytest.raises(BadParams, match="unknown speed 'sleepy'.*fast, steady, slow, mixed"):
        seat_speeds("sleepy", 3)


@pytest.mark.parametrize("name", sorted(SPEEDS))
def test_reaction_times_stay_between_lo_and_hi_and_patience_is_the_speeds(name):
    lo, hi, patience = SPEEDS[name]
    bot = Reactive(SPEEDS[name], Rng(5).fork("bot"))
    draws = [bot.react() for _ in range(2000)]
    assert lo <= min(draws) and max(draws) <= hi
    assert bot.patience == patience
    mid = (lo + hi) / 2
    assert abs(sum(draws) / len(draws) - mid) < (hi - lo) / 10  # a bell around the middle


def test_the_same_stream_gives_the_same_reaction_times():
    a = Reactive(SPEEDS["fast"], Rng(9).fork("x"))
    b = Reactive(SPEEDS["fast"], Rng(9).fork("x"))
    assert [a.react() for _ in range(50)] == [b.react() for _ in range(50)]
