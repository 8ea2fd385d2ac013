"""Deadlines and activity for timed fines (games.core.deadlines)."""
from __future__ import annotations

from games.core.deadlines import Activity, Deadlines


def test_a_deadline_is_due_only_after_its_time_and_only_once():
    dl = Deadlines()
    dl.set("x", 1, 100, "late")
    assert dl.due(100) == []  # at the deadline is still in time
    assert dl.due(101) == [(100, 1, "late")]
    assert dl.due(500) == []


def test_due_deadlines_come_in_time_then_seat_order():
    dl = Deadlines()
    dl.set("a", 2, 50, "a")
    dl.set("b", 0, 70, "b")
    dl.set("c", 1, 50, "c")
    assert [p for _w, _s, p in dl.due(1000)] == ["c", "a", "b"]


def test_a_met_obligation_is_cancelled_and_a_reset_one_moves():
    dl = Deadlines()
    dl.set(("start", 0), 0, 10)
    dl.cancel(("start", 0))
    dl.set("hold", 1, 10)
    dl.set("hold", 2, 30)  # passed on: a new holder, a new deadline
    assert dl.state() == [[30, 2, None]]
    assert dl.due(20) == [] and dl.due(31) == [(30, 2, None)]


def test_activity_marks_a_gap_longer_than_allowed_including_the_last_stretch():
    act = Activity(2, gap=5000)
    act.reset(1000)
    act.touch(0, 3000)
    act.touch(0, 8000)  # exactly 5000 ms: allowed
    assert act.first == [3000, None] and act.lapsed == [False, False]
    act.touch(0, 13001)
    assert act.lapsed == [True, False]
    act.close(6000)  # seat 1 idle from 1000 to 6000: exactly the gap
    assert act.lapsed[1] is False
    act.close(6001)
    assert act.lapsed[1] is True
