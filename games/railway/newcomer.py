"""A newcomer at the railway game: simple, slow, no memory.

It plays as someone who has just read "How to play": it keeps the cards of its own train, the
Green signals that will move it and its Passes, and takes the exposed card when it fills a place
of the train; it calls "Pass" for a discard it needs; it lays its train down; once the train is out it plays its Green signals, the longest first, and a Red
when another train has left its start.  It never demands a card, never substitutes, remembers
nothing of what the others took, and throws away at random whatever else it holds.  It thinks and reacts at the bots' slow speed.

It lives with the game's bots, not in its lab: it is a strategy (:mod:`games.core.strategies`), the
newcomer of the game's ``GameType(bots=...)``, and a table may seat it like any other bot.  The lab's
measures seat it in the reader's seat and count how often it wins against the table's default
opponents (:mod:`games.lab.measures.newcomer`; the figures in ``games/railway/lab/newcomer.json``).
"""
from __future__ import annotations

from .bots import TrainCollector
from .cards import GREEN_MOVES, KEY, PASS, RED


class Newcomer(TrainCollector):
    """The train collector (strength 1) at the slow speed, which throws away at random what matters
    least to "How to play" and, once its train is out, plays its longest Green first."""

    __slots__ = ()
    name = "newcomer"
    about = "plays as someone who has just read How to play: simple, slow, no memory"
    speed = "slow"

    def _discard(self, game) -> str:
        return KEY[self._throw_away(game)]

    def _throw_away(self, game) -> int:
        seat = self.seat
        choices = [c for c in game.hands[seat] if c not in game.locked(seat)]
        if game.trains[seat] is not None:
            greens = sorted((c for c in choices if KEY[c] in GREEN_MOVES), key=lambda c: (-GREEN_MOVES[KEY[c]], c))
            if greens:
                return greens[0]
            others_out = any(game.trains[o] is not None and game.pos[o] > 0 for o in range(game.players) if o != seat)
            reds = [c for c in choices if KEY[c] == RED]
            if reds and others_out:
                return reds[0]
            rest = [c for c in choices if KEY[c] not in GREEN_MOVES and KEY[c] != RED] or choices
            return self.rng.choice(sorted(rest))
        keep = set(game.comp[seat].slots(game.hands[seat]))

        def worth(c):  # what "How to play" says matters: the train, the Greens that will move it, Passes
            return 3 if c in keep else 2 if KEY[c] in GREEN_MOVES else 1 if KEY[c] == PASS else 0

        least = min(worth(c) for c in choices)
        return self.rng.choice(sorted(c for c in choices if worth(c) == least))
