"""A newcomer at the railway game: simple, slow, no memory.

It plays as someone who has just read "How to play": it keeps the cards of its own train, the
Green signals that will move it and its Passes, and takes the exposed card when it fills a place
of the train; it calls "Pass" for a discard it needs; it lays its train down; once the train is out it plays its Green signals, the longest first, and a Red
when another train has left its start.  It never demands a card, never substitutes, remembers
nothing of what the others took, and throws away at random whatever else it holds.  It thinks and reacts at the bots' slow speed.

It lives with the game's bots, not in its lab: it is a strategy, a bot of the scheduler's protocol
made from the game's own rules, and a table may seat it like any other bot.  The lab only seats it
in the reader's seat and measures how often it wins against the table's default opponents
(:mod:`games.lab.measures.newcomer`; the figures in ``games/railway/lab/newcomer.json``), so the lab
imports it and the game never imports its lab.
"""
from __future__ import annotations

from .bots import SPEEDS
from .cards import GREEN_MOVES, KEY, PASS, RED

SPEED = "slow"


class Newcomer:
    __slots__ = ("seat", "rng", "think", "react")

    def __init__(self, game, seat: int, rng) -> None:
        self.seat = seat
        self.rng = rng
        tl, th, rl, rh = SPEEDS[SPEED]
        self.think = (tl, th - tl)
        self.react = (rl, rh - rl)

    def _delay(self, game) -> int:
        lo, span = self.react if game.window is not None else self.think
        return lo + self.rng.randbelow(span + 1)

    def start(self, game):
        return game.now + self._delay(game) if game.may_act(self.seat) else None

    def notice(self, game, events, t, pending=None):
        if game.over or not game.may_act(self.seat) or pending is not None:
            return None
        return t + self._delay(game)

    def wake(self, game, t):
        seat = self.seat
        if game.over or not game.may_act(seat):
            return None, None
        if game.window is not None:  # railway-play-4c: it may call only for a card it needs
            return {"type": "call" if game.can_call(seat, game.window["card"]) else "decline", "seat": seat}, None
        if game.phase == "draw":
            top = game.pile[-1] if game.pile else None
            takes = (top is not None and top in game.needs(seat)
                     and not (game.pass_laid and KEY[top] == PASS))
            return {"type": "draw", "seat": seat, "from": "exposed" if takes else "stack"}, None
        if game.holds_train(seat):
            return {"type": "lay", "seat": seat}, None
        return {"type": "discard", "seat": seat, "card": KEY[self._discard(game)]}, None

    def _discard(self, game) -> int:
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


def make_newcomer(game, seat: int, rng) -> Newcomer:
    return Newcomer(game, seat, rng)
