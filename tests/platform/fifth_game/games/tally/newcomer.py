"""A newcomer at Tally (the test fixture's).

It plays as someone who has just read the rules: it brings the count to ten when it can, and
otherwise adds one; it has no plan and remembers nothing.
"""
from __future__ import annotations


class Newcomer:
    DELAY_MS = 1500

    def __init__(self, seat):
        self.seat = seat

    def start(self, game):
        return game.now + self.DELAY_MS if game.may_act(self.seat) else None

    def notice(self, game, events, t, pending=None):
        return t + self.DELAY_MS if game.may_act(self.seat) and pending is None else None

    def wake(self, game, t):
        legal = game.legal_actions(self.seat)
        if not legal:
            return None, None
        win = [a for a in legal if game.count + a["amount"] == game.target]
        return dict(win[0] if win else legal[0]), None


def make_newcomer(game, seat, rng):
    return Newcomer(seat)
