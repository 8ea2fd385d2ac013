"""Whether an action is allowed now in Bourse, and why not (each refusal names its clause).

A mixin of :class:`games.bourse.rules.BourseGame`: ``check_any`` (what every move checks: the
dealer has taken up his hand) and one check per move (``check_call``, ``check_withdraw``,
``check_close``, ``check_sell``, the first half of each entry of ``BourseGame.MOVES``); each
returns the normalised action or raises ``IllegalAction`` / ``BadAction`` and never changes the
state.
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadAction, IllegalAction
from games.core.wording import number_word

from .pack import RF, SELL, kind_of
from .wording import cards_text


class BourseChecks:
    """The checking part of :class:`games.bourse.rules.BourseGame` (a mixin: it reads the game's state)."""

    def _cards(self, seat: int, action) -> list[int]:
        """The card ids named by ``action["cards"]``, from ``seat``'s hand (not the table)."""
        keys = action.get("cards")
        if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
            raise BadAction("'cards' must be a list of card keys such as [\"LON\", \"LON\"]")
        if not keys:
            raise IllegalAction("call at least one card", "bourse-F-2")
        kinds = {kind_of(k) for k in keys}
        if SELL in kinds and len(keys) > 1:
            raise IllegalAction("the Selling card can only be exchanged singly", "bourse-special-1b")
        if RF in kinds and len(kinds) > 1:
            raise IllegalAction("Rise & Fall cards must not be mixed with Selling or Capital cards",
                                "bourse-special-1c")
        if len(kinds) > 1:
            raise IllegalAction("Capital cards must be exchanged all of the same city at a time", "bourse-special-1d")
        out, missing = self._find(list(self.hands[seat]), keys)
        if missing is not None:
            if missing not in self.key:
                raise BadAction(f"unknown card {missing!r}; in play: {', '.join(sorted(set(self.key)))}")
            where = " (cards you are calling are on the table)" if self.ex.laid(seat) else ""
            n = keys.count(missing)
            raise IllegalAction(f"you do not hold {cards_text([missing] * n)} in hand{where}", None)
        return out

    @cite("bourse-E-2", "bourse-special-5-game-b")
    def check_any(self, kind: str, seat: int, t: int, action: dict) -> None:
        if t < self.signal_t:
            raise IllegalAction("no player touches the cards until the dealer takes up his own hand", "bourse-E-2")

    @cite("bourse-F-2", "bourse-special-1a")
    def check_call(self, seat: int, t: int, action: dict) -> dict:
        if self.ex.seat_offer[seat] is not None:
            raise IllegalAction("you are already calling; withdraw that call first (one number at a time)",
                                "bourse-F-2")
        cards = self._cards(seat, action)
        out = {"type": "call", "seat": seat, "t": t, "cards": [self.key[c] for c in cards]}
        cid = action.get("with")
        if cid is not None:
            if isinstance(cid, bool) or not isinstance(cid, int):
                raise BadAction("'with' must be the number of an open call")
            if cid not in self.ex.offers:
                raise IllegalAction("that call is no longer open", None)
            other, ocards, _t = self.ex.offers[cid]
            if other == seat:
                raise IllegalAction("you cannot exchange with yourself", "bourse-F-2")
            if len(ocards) != len(cards):
                raise IllegalAction(f"that call is for {number_word(len(ocards))}: exchange with a player calling "
                                    "the same number", "bourse-F-2")
            out["with"] = cid
        return out

    def check_withdraw(self, seat: int, t: int, action: dict) -> dict:
        if self.ex.seat_offer[seat] is None:
            raise IllegalAction("you are not calling", None)
        return {"type": "withdraw", "seat": seat, "t": t}

    @cite("bourse-special-4", "bourse-G-2", "bourse-G-3")
    def _check_closing(self, kind: str, seat: int, t: int) -> dict:
        if not self.has_rise_fall(seat):
            raise IllegalAction("a player having no Rise & Fall card cannot close the market", "bourse-special-4")
        selling = SELL in (self.key[c] for c in self.holding(seat))
        if kind == "sell" and not selling:
            raise IllegalAction("only the holder of the Selling card calls Sell", "bourse-G-3")
        if kind == "close" and selling:
            raise IllegalAction("you hold the Selling card: close the market by calling Sell", "bourse-G-3")
        return {"type": kind, "seat": seat, "t": t}

    def check_close(self, seat: int, t: int, action: dict) -> dict:
        return self._check_closing("close", seat, t)

    def check_sell(self, seat: int, t: int, action: dict) -> dict:
        return self._check_closing("sell", seat, t)


__all__ = ["BourseChecks"]
