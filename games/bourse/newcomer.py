"""A newcomer at Bourse: simple, slow, no memory.

It plays as someone who has just read "How to play": it calls away, all of one city at a time,
the capitals its Rise & Fall cards show falling, then those they do not name; it meets an open
call when it has such cards to give; it calls the Selling card away while its hand counts nothing
or less; without a Rise & Fall card it exchanges one card at a time, hoping for one; and it
closes the market (or sells) once its hand counts 30 or more, content with less as the hand
drags on (nothing after 30 s, anything after a minute: a hand ends).  It never passes its Rise & Fall
card on to spoil another's hand, never sits tight, and remembers nothing of who exchanged with
whom.  It reacts at the bots' slow speed.

It lives with the game's bots, not in its lab: it is a strategy (:mod:`games.core.strategies`), the
newcomer of the game's ``GameType(bots=...)``, and a table may seat it like any other bot.  The lab's
measures seat it in the reader's seat and count how often it wins against the table's default
opponents (:mod:`games.lab.measures.newcomer`; the figures in ``games/bourse/lab/newcomer.json``).
"""
from __future__ import annotations

from games.core.reaction import SPEEDS, Reactive
from games.core.strategies import Strategy

from .pack import RF, SELL
from .scoring import capital_values

SPEED = "slow"
#: it closes once its hand counts this much (a clear plus), the bar falling by as much every TIRED_MS
CLOSE_AT = 30
TIRED_MS = 30_000


class Newcomer(Reactive, Strategy):
    """The module's newcomer, at the slow speed whatever the table's."""

    name = "newcomer"
    about = "plays as someone who has just read How to play: simple, slow, no memory"

    def __init__(self, game, seat: int, options: dict, rng) -> None:
        Reactive.__init__(self, SPEEDS[SPEED], rng)
        self.seat = seat
        self.call_t = 0

    def start(self, game) -> int:
        return game.signal_t + self.react() + self.react()  # take up the hand, read it, then act

    def notice(self, game, events, t, pending=None):
        for e in events:
            if e["type"] == "deal":
                return e["signal_t"] + self.react() + self.react()
        wake = None
        for e in events:
            if (e["type"] == "call" and e["seat"] != self.seat) or (
                    e["type"] == "trade" and self.seat in (e["giver"], e["taker"])):
                wake = t + self.react()
        if wake is not None and pending is not None and pending <= wake:
            return None
        return wake

    def _junk(self, game, keys, value) -> list[list[str]]:
        """Groups to call away, first the most urgent."""
        rfs = [k for k in keys if k.startswith(RF)]
        if not rfs:  # nothing counts without a Rise & Fall card: one card at a time, hoping for one
            return [[k] for k in dict.fromkeys(keys)]
        values = capital_values(keys, game.faces)
        caps = [k for k in dict.fromkeys(keys) if k in values]
        groups = [[SELL]] if SELL in keys and value <= 0 else []
        groups += [[k] * keys.count(k) for k in caps if values[k] < 0]
        groups += [[k] * keys.count(k) for k in caps if values[k] == 0]
        return groups

    def wake(self, game, t):
        wait = self.waiting(game, t)
        if wait is not None:
            return wait
        seat = self.seat
        keys = game.holding_keys(seat)
        value = game.hand_value(seat)
        bar = CLOSE_AT - CLOSE_AT * (t - game.signal_t) // TIRED_MS
        if value >= bar and any(k.startswith(RF) for k in keys):
            return {"type": "sell" if SELL in keys else "close", "seat": seat}, None
        nxt = t + self.react()
        if game.ex.seat_offer[seat] is not None:
            if t - self.call_t >= self.patience:
                return {"type": "withdraw", "seat": seat}, nxt
            return None, self.call_t + self.patience
        groups = self._junk(game, [game.key[c] for c in game.hands[seat]], value)
        if not groups:
            return None, t + self.patience
        for _cid, (s, cs, _t0) in sorted(game.ex.offers.items()):  # meet the oldest call it can
            n = len(cs)
            for g in groups:
                if len(g) >= n and (n == 1 or g[0] != SELL):
                    return {"type": "call", "seat": seat, "cards": g[:n], "with": _cid}, nxt
        self.call_t = t
        return {"type": "call", "seat": seat, "cards": groups[0]}, t + self.patience
