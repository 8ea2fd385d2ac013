"""The face-down exchange: offers laid on the table, taken by another seat giving as many back.

Real-time trading games (Gavitt's Stock Exchange, Bourse) share this shape: a player lays some of
his cards face down and says only how many; another player answers with the same number of his
own; the two piles change hands, and each side learns what it received only then, by a private
``received`` event.  The game decides what may be offered and taken (its rules and clauses); this
module only holds the piles and swaps them, so it never refuses anything itself.

Use::

    from games.core.exchange import Exchange

    ex = Exchange(players)                   # one per game; cards are the game's own ids (ints)
    oid = ex.offer(seat, cards, t)            # lay cards face down (the game removed them from hand)
    ex.laid(seat)                             # the cards of seat's open offer, or ()
    oid, cards = ex.cancel(seat)              # take one's offer back (the game puts them in hand)
    oid = ex.match(seat, count)               # the oldest open offer of that many by another seat, or None
    giver, given = ex.take(oid)               # the offer leaves the table: the taker gives as many
    mine = ex.cancel(taker)[1]                # ...or answers with his own open offer of that count
    back = ex.clear()                         # [(seat, cards)] of every open offer, oldest first
    ex.public()                               # [{"offer", "seat", "count", "t"}]: what everyone sees
    events = swap_events(t, oid, giver, taker, given_keys, taken_keys,
                         giver_extra={...}, taker_extra={...})

``offers`` (id -> ``(seat, cards, t)``, insertion = age order), ``seat_offer`` (seat -> id or
``None``) and ``seat_count`` (seat -> how many cards its open offer holds, 0 without one) are plain
attributes for bots that read the table often; they are changed in place only, so a reference
to them stays valid for the whole game.  Offer ids count up from 1 and are
never reused in a game (``next_id`` goes into a position when a game starts from one).
"""
from __future__ import annotations


class Exchange:
    """Open face-down offers, at most one per seat."""

    __slots__ = ("offers", "seat_offer", "seat_count", "next_id")

    def __init__(self, players: int, next_id: int = 1) -> None:
        #: offer id -> (seat, cards, time laid); iteration order = oldest first
        self.offers: dict[int, tuple[int, list, int]] = {}
        #: seat -> id of its open offer, or None
        self.seat_offer: list[int | None] = [None] * players
        #: seat -> how many cards its open offer holds (0: no open offer)
        self.seat_count: list[int] = [0] * players
        self.next_id = next_id

    def offer(self, seat: int, cards: list, t: int) -> int:
        """Lay ``cards`` face down for ``seat`` (which must have no open offer); returns the id."""
        assert self.seat_offer[seat] is None, "one open offer per seat"
        oid = self.next_id
        self.next_id = oid + 1
        self.offers[oid] = (seat, cards, t)
        self.seat_offer[seat] = oid
        self.seat_count[seat] = len(cards)
        return oid

    def laid(self, seat: int):
        """The cards of ``seat``'s open offer (a list), or an empty tuple."""
        oid = self.seat_offer[seat]
        return () if oid is None else self.offers[oid][1]

    def cancel(self, seat: int) -> tuple[int, list]:
        """Take ``seat``'s open offer off the table; returns ``(id, cards)``."""
        oid = self.seat_offer[seat]
        cards = self.offers.pop(oid)[1]
        self.seat_offer[seat] = None
        self.seat_count[seat] = 0
        return oid, cards

    def take(self, oid: int) -> tuple[int, list]:
        """Offer ``oid`` is taken: it leaves the table; returns ``(giver, cards)``."""
        giver, cards, _t = self.offers.pop(oid)
        self.seat_offer[giver] = None
        self.seat_count[giver] = 0
        return giver, cards

    def match(self, seat: int, count: int) -> int | None:
        """The oldest open offer of exactly ``count`` cards laid by another seat than ``seat``, or
        ``None``: the offer a call of that number meets (Bourse: "would receive in exchange from any
        other player calling" the same number)."""
        for oid, (s, cards, _t) in self.offers.items():
            if s != seat and len(cards) == count:
                return oid
        return None

    def clear(self) -> list[tuple[int, list]]:
        """Every open offer leaves the table (end of a round); returns ``[(seat, cards)]``, oldest first."""
        back = [(s, cards) for _oid, (s, cards, _t) in sorted(self.offers.items())]
        self.offers.clear()
        seat_offer = self.seat_offer
        seat_count = self.seat_count
        for s in range(len(seat_offer)):
            seat_offer[s] = None
            seat_count[s] = 0
        return back

    def public(self) -> list[dict]:
        """The open offers as everyone sees them: who, how many, since when; never the cards."""
        return [{"offer": oid, "seat": s, "count": len(c), "t": t0} for oid, (s, c, t0) in sorted(self.offers.items())]


def swap_events(t: int, oid: int, giver: int, taker: int, given: list, taken: list,
                giver_extra: dict | None = None, taker_extra: dict | None = None) -> list[dict]:
    """The events of a completed exchange: the public ``trade`` (who, which offer, how many) and one
    private ``received`` event for each side, with the cards it received (``given`` went from
    giver to taker, ``taken`` from taker to giver; in the game's card keys).  ``*_extra`` adds the
    game's own fields to each side's ``received`` event (Gavitt: whether the Telegram came too)."""
    to_giver = {"type": "received", "t": t, "to": giver, "from": taker, "cards": taken}
    to_taker = {"type": "received", "t": t, "to": taker, "from": giver, "cards": given}
    if giver_extra:
        to_giver.update(giver_extra)
    if taker_extra:
        to_taker.update(taker_extra)
    return [{"type": "trade", "t": t, "offer": oid, "giver": giver, "taker": taker, "count": len(given)},
            to_giver, to_taker]


__all__ = ["Exchange", "swap_events"]
