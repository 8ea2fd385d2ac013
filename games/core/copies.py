"""Which copy of a card the log means, when a pack holds several copies with one name.

A railway pack has five Green Signals (1): if a player picks up the exposed Green Signal (1) and
then discards "the Green Signal (1)", the log seems to say he broke railway-play-6 (an exposed
signal picked up may not be the discard of that turn), unless it says it was *the other* Green
Signal (1), the one already in his hand.  The engine knows each card's identity; the table knows
only what it saw.  :class:`PublicCopies` keeps, per seat, the cards whose identity every player
saw go into that hand (picked up face up, handed over in the open) and that are still there; a
card put down by that seat is *the other* copy when its name matches one of those and it is not
that one.  The wording then names it so ("discards the other Green Signal (1)").

Which games need it: a game whose public events name cards a player holds.  The railway game does
(exposed cards picked up, demands and calls in the open, discards face up).  Gavitt's Stock
Exchange and Bourse do not: their cards change hands face down, only the receiver learns what he
got (a private event), and hands are shown only when they are scored, so no public event can name
a copy that another seat saw go in.

Use (in a game's rules; ``key`` maps a card id to its name key)::

    self.copies = PublicCopies(players)
    self.copies.seen(seat, card)           # a card goes into seat's hand in the open
    self.copies.gone(seat, card)           # it leaves that hand (discarded, laid, handed over)
    if self.copies.other(seat, card, key): # before ``gone``: the card put down is another copy
        event["copy"] = "other"
"""
from __future__ import annotations


class PublicCopies:
    __slots__ = ("shown",)

    def __init__(self, players: int) -> None:
        #: seat -> card ids every player saw go into that hand, still there (in the order seen)
        self.shown: list[list[int]] = [[] for _ in range(players)]

    def seen(self, seat: int, card: int) -> None:
        if card not in self.shown[seat]:
            self.shown[seat].append(card)

    def gone(self, seat: int, card: int) -> None:
        if card in self.shown[seat]:
            self.shown[seat].remove(card)

    def other(self, seat: int, card: int, key) -> bool:
        """Whether ``card``, leaving ``seat``'s hand, is another copy of a card with its name that
        every player saw go into that hand (and that stays there)."""
        name = key[card]
        return card not in self.shown[seat] and any(key[c] == name for c in self.shown[seat])

    def state(self) -> list[list[int]]:
        return [list(s) for s in self.shown]


__all__ = ["PublicCopies"]
