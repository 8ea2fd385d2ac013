"""Simultaneous actions at a shared table: who goes first is drawn, not raced.

At a table of people in several browsers ("Play together"), the host's browser runs the
engine, and its own clicks reach it at once while a player's travel over the network. So the page
that gathers the actions (``docs/js/together/hub.js``) counts actions that reach it within a
stated window of each other as *simultaneous*: it gives them one virtual time ``t`` and hands them
to the engine together (the facade's ``table.batch``), and the engine orders them here, by a draw
from the table's seed and that time::

    order(seed, t, seats)  ->  the indices of ``seats`` in the order they are applied

The draw depends only on the table's seed, the batch's time and which seats are in it (not on
the order they arrived in, which favours the nearest player), so the host's own click and a
player's are equally likely to be first; the same seed and the same batches draw the same
orders, and the record keeps the actions in the order they were applied, so a replay is exact.

Since a batch is applied at the time of its first action, the host's table stands still while a
batch is open (no ``table.advance`` past that time: a table cannot go back); the bots due within the
window act right after the batch, at their own times.  What the window leaves of the host's
advantage is measured by :mod:`games.lab.measures.latency`.
"""
from __future__ import annotations

from .rng import Rng

#: The window of simultaneity at a shared table, in virtual ms: an action that reaches the host
#: within this time of the first action of an open batch joins that batch (one time, a seeded
#: order). 150 ms covers a player 50-150 ms away from the host, so the host's own click, which
#: reaches the engine at once, is not first merely for being nearer. Every human action waits at
#: most this long before the engine sees it. The page reads it from the engine (GameType.describe).
WINDOW_MS = 150

#: The host's lag ("local lag"): the window settles the moments two people act together, but a
#: player far from the host also sees the table late and his actions arrive late, so he loses races
#: the host wins (against the other people and against the bots at the host's table). So the host's
#: own actions wait, before they reach the engine, as long as the round trip of the farthest person
#: at the table (the median of their heartbeats' round trips), at most this long: the host then
#: plays the table as late as that person does. The page reads it from the engine (describe).
HOST_LAG_CAP_MS = 400


def order(seed: int, t: int, seats: list[int]) -> list[int]:
    """The order (indices into ``seats``) in which simultaneous actions of these seats at virtual
    time ``t`` are applied: a uniform shuffle drawn from ``seed`` and ``t``, the same for the same
    seats whatever order they are given in (at most one action per seat and batch)."""
    if len(set(seats)) != len(seats):
        raise ValueError("a batch holds at most one action per seat")
    by_seat = sorted(range(len(seats)), key=lambda i: seats[i])
    Rng(seed).fork(f"simultaneous/{t}").shuffle(by_seat)
    return by_seat
