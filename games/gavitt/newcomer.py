"""A newcomer at Gavitt's Stock Exchange: simple, slow, no memory.

It plays as someone who has just read "How to play": it collects the railroad it holds most of
now (looking afresh at every move, never sticking to a choice nor giving one up), offers what it
does not collect (a like pair when it has one, else one card), takes the oldest open offer it can
answer with the same number of such cards, takes its own offer back after a while, and calls
TOPEKA as soon as it holds all eight.  It never forgets the word, never lays down an unlike pair,
and pays the Telegram no heed (it goes with the next trade by itself).  It reacts at the bots' slow speed.

It lives with the game's bots, not in its lab: it is a strategy (:mod:`games.core.strategies`), the
newcomer of the game's ``GameType(bots=...)``, and a table may seat it like any other bot.  The lab's
measures seat it in the reader's seat and count how often it wins against the table's default
opponents (:mod:`games.lab.measures.newcomer`; the figures in ``games/gavitt/lab/newcomer.json``).
"""
from __future__ import annotations

from games.core.reaction import SPEEDS, Reactive
from games.core.strategies import Strategy

from .rules import FULL, WORD

SPEED = "slow"


class Newcomer(Reactive, Strategy):
    """The module's newcomer, at the slow speed whatever the table's."""

    name = "newcomer"
    about = "plays as someone who has just read How to play: simple, slow, no memory"

    def __init__(self, game, seat: int, options: dict, rng) -> None:
        Reactive.__init__(self, SPEEDS[SPEED], rng)
        self.seat = seat
        self.offer_t = 0

    def start(self, game) -> int:
        return game.signal_t + self.react()

    def notice(self, game, events, t, pending=None):
        wake = None
        for e in events:
            if e["type"] == "deal":
                return e["signal_t"] + self.react()
            if (e["type"] == "offer" and e["seat"] != self.seat) or (
                    e["type"] == "trade" and self.seat in (e["giver"], e["taker"])):
                wake = t + self.react()
        if wake is not None and pending is not None and pending <= wake:
            return None
        return wake

    def wake(self, game, t):
        wait = self.waiting(game, t)
        if wait is not None:
            return wait
        seat = self.seat
        counts = list(game.counts[seat])
        mine = game.seat_offer[seat]
        nxt = t + self.react()
        if FULL in counts:
            if mine is not None:
                return {"type": "cancel", "seat": seat}, nxt
            return {"type": "call", "seat": seat, "word": WORD}, None
        target = max(range(len(counts)), key=lambda i: (counts[i], i))  # the most held, ties: the dearer
        spare = counts
        if mine is not None:
            for c in game.offers[mine][1]:
                spare[game.card_rr[c]] -= 1
        spare[target] = 0
        keys = game.rr_keys
        for oid, (s, cards, _t0) in sorted(game.offers.items()):
            if s == seat:
                continue
            give = self._give(spare, len(cards))
            if give is not None:
                return {"type": "take", "seat": seat, "offer": oid, "cards": [keys[i] for i in give]}, nxt
        if mine is not None:
            if t - self.offer_t >= self.patience:
                return {"type": "cancel", "seat": seat}, nxt
            return None, self.offer_t + self.patience
        give = self._give(spare, 2) or self._give(spare, 1)
        if give is None:
            return None, t + self.patience
        self.offer_t = t
        return {"type": "offer", "seat": seat, "cards": [keys[i] for i in give]}, t + self.patience

    @staticmethod
    def _give(spare, need):
        """``need`` spare cards: a like pair of the most numerous, or one of the first it has."""
        if need == 2:
            top = max(spare)
            return [spare.index(top)] * 2 if top >= 2 else None
        held = [i for i, c in enumerate(spare) if c]
        return held[:1] or None
