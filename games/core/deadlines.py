"""Deadlines and timed fines for real-time games, judged on virtual time.

The engine never reads a clock, so a rule like "offer at once after the signal" or "trade at
least every five seconds" is judged on the times of the actions.  A fault of that kind is found
*lazily*: at the next action after its deadline (or at the end of the round), and the fine event
carries the time the fault happened.  Because a fine only changes a score, finding it later gives
exactly the same game.

Two small parts:

``Deadlines``: obligations "seat must do something by time T", each under a key::

    dl = Deadlines()
    dl.set(("start", seat), seat, signal_t + window, payload)   # (re)arm one obligation
    dl.cancel(("start", seat))                                  # met: forget it
    for when, seat, payload in dl.due(t):                       # those whose time has passed
        fine(seat, payload, when)                               # by t (strictly before t),
                                                                # in (time, seat) order, once each
    dl.clear()                                                  # a new round

``Activity``: when each seat last acted in a round, and whether it ever let more than ``gap``
ms pass without acting (from the round's start, between its actions, to the end)::

    act = Activity(players, gap)
    act.reset(signal_t)         # a new round
    act.touch(seat, t)          # the seat acted at t
    act.close(t)                # the round ends at t: the last stretch counts too
    act.first[seat], act.last[seat], act.lapsed[seat]
"""
from __future__ import annotations


class Deadlines:
    """Keyed obligations with a time each; :meth:`due` hands back the ones that have passed."""

    __slots__ = ("items",)

    def __init__(self) -> None:
        #: key -> (deadline, seat, payload)
        self.items: dict = {}

    def set(self, key, seat: int, when: int, payload=None) -> None:
        self.items[key] = (when, seat, payload)

    def cancel(self, key) -> None:
        self.items.pop(key, None)

    def clear(self) -> None:
        self.items.clear()

    def due(self, t: int) -> list[tuple[int, int, object]]:
        """Remove and return ``(deadline, seat, payload)`` of every obligation whose deadline is
        before ``t``, in order of deadline, then seat."""
        items = self.items
        if not items:
            return []
        late = [k for k, (when, _s, _p) in items.items() if t > when]
        out = [items.pop(k) for k in late]
        out.sort(key=lambda d: (d[0], d[1]))
        return out

    def state(self) -> list:
        """JSON-able ``[[deadline, seat, payload], ...]`` in due order (for omniscient views)."""
        return sorted([list(v) for v in self.items.values()], key=lambda d: (d[0], d[1]))


class Activity:
    """Per-seat activity within a round, for rules about acting often enough."""

    __slots__ = ("gap", "first", "last", "lapsed")

    def __init__(self, players: int, gap: int) -> None:
        self.gap = gap
        self.first: list[int | None] = [None] * players
        self.last = [0] * players
        self.lapsed = [False] * players

    def reset(self, start: int) -> None:
        n = len(self.last)
        self.first = [None] * n
        self.last = [start] * n
        self.lapsed = [False] * n

    def touch(self, seat: int, t: int) -> None:
        if self.first[seat] is None:
            self.first[seat] = t
        if t - self.last[seat] > self.gap:
            self.lapsed[seat] = True
        self.last[seat] = t

    def close(self, t: int) -> None:
        gap = self.gap
        for s, last in enumerate(self.last):
            if t - last > gap:
                self.lapsed[s] = True


__all__ = ["Activity", "Deadlines"]
