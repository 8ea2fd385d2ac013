"""A newcomer at Tally (the test fixture's).

It plays as someone who has just read the rules: it brings the count to ten when it can, and
otherwise adds one; it has no plan and remembers nothing.
"""
from __future__ import annotations

from .rules import TallyBot

DELAY_MS = 1500


class Newcomer(TallyBot):
    name = "newcomer"
    about = "brings the count to ten when it can, and otherwise adds one"

    def __init__(self, game, seat, options, rng):
        TallyBot.__init__(self, game, seat, {**options, "delay_ms": DELAY_MS}, rng)

    def otherwise(self, legal):
        return legal[0]
