"""The bots' wake-up order (games.core.scheduler.Scheduler): the determinism every bot game's
fingerprint rests on, checked directly."""
from games.core.scheduler import Scheduler


def drain(sched):
    out = []
    while (nxt := sched.pop_next()) is not None:
        out.append(nxt)
    return out


def test_a_seat_keeps_only_its_earliest_wake():
    s = Scheduler(3)
    s.at(1, 500)
    s.at(1, 700)  # later: ignored
    s.at(1, 300)  # earlier: replaces 500
    assert s.times == [None, 300, None]
    assert drain(s) == [(300, 1)]


def test_wakes_at_the_same_time_run_in_the_order_they_were_scheduled_not_by_seat():
    s = Scheduler(4)
    s.at(3, 100)
    s.at(0, 100)
    s.at(2, 50)
    s.at(1, 100)
    assert s.next_time() == 50
    assert drain(s) == [(50, 2), (100, 3), (100, 0), (100, 1)]


def test_an_earlier_wake_asked_later_goes_behind_an_earlier_scheduled_tie():
    s = Scheduler(2)
    s.at(0, 200)
    s.at(1, 400)
    s.at(1, 200)  # moved up to 200, scheduled after seat 0's
    assert drain(s) == [(200, 0), (200, 1)]


def test_a_popped_seat_can_be_woken_again_and_an_empty_scheduler_says_so():
    s = Scheduler(2)
    assert s.pop_next() is None and s.next_time() is None
    s.at(0, 10)
    assert s.pop_next() == (10, 0)
    s.at(0, 5)  # no wake pending any more: accepted, even earlier than the last
    assert s.state() == [[5, 2, 0]]
    assert s.pop() == (5, 0)
    assert s.state() == []
