"""Tally's bots: one strategy, which the table seats at every bot seat (its speed tunes it).

It reacts as the shared model of :mod:`games.core.reaction` says (a reaction time after the signal,
another after each take of its own), takes the last counters whenever it can, and otherwise one
counter or more at random: whoever is faster near the end wins."""
from __future__ import annotations

from games.core.clauses import cite
from games.core.reaction import SPEEDS, Reactive, seat_speeds, speed_param
from games.core.params import resolve
from games.core.strategies import Strategy

BOT_PARAMS = {"speed": speed_param("slow")}


def resolve_bot_params(bots, players):
    p = resolve(BOT_PARAMS, bots)
    p["speeds"] = seat_speeds(p["speed"], players)
    return p


class Grabber(Reactive, Strategy):
    """Takes the last counters when it can, else a random take."""

    __slots__ = ("seat",)
    name = "grabs"
    about = "takes the last counters when it can, and otherwise one or more at random"
    best_options = {"speed": "fast"}

    def __init__(self, game, seat, options, rng):
        Reactive.__init__(self, SPEEDS[options["speeds"][seat]], rng)
        self.seat = seat

    def start(self, game):
        return game.signal_t + self.react()

    def notice(self, game, events, t, pending=None):
        return None

    @cite("tally-2")
    def wake(self, game, t):
        waiting = self.waiting(game, t)
        if waiting:
            return waiting
        amount = self.choose(game)
        return {"type": "take", "seat": self.seat, "t": t, "amount": amount}, t + self.react()

    def choose(self, game) -> int:
        if game.left <= game.most:
            return game.left
        return 1 + self.rng.randbelow(game.most)
