"""A newcomer at Tally: someone who has just read the rules.  It takes the last counters when it
can, and otherwise one counter; it has no plan, and reacts at the bots' slow speed."""
from __future__ import annotations

from games.core.reaction import SPEEDS, Reactive

from .bots import Grabber


class Newcomer(Grabber):
    __slots__ = ()
    name = "newcomer"
    about = "takes the last counters when it can, and otherwise one counter, at the slow speed"

    def __init__(self, game, seat, options, rng):
        Reactive.__init__(self, SPEEDS["slow"], rng)
        self.seat = seat

    def choose(self, game) -> int:
        return game.left if game.left <= game.most else 1
