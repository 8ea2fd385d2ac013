"""Whether an action is allowed now in Gavitt's Stock Exchange, and why not (each refusal names
its clause).

A mixin of :class:`games.gavitt.rules.GavittGame`: ``check_any`` (what every move checks: the
dealer's signal) and one check per move (``check_offer``, ``check_take``, ``check_cancel``,
``check_call``, the first half of each entry of ``GavittGame.MOVES``), called by
``games.core.game.Game.check_rules`` once the fields every action has, the game being on and the
time are checked; each returns the normalised action or raises ``IllegalAction`` /
``BadAction`` and never changes the state.
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadAction, IllegalAction
from games.core.wording import number_word

from .wording import WORD, normalise_word


def _count(n: int) -> str:
    return f"{number_word(n)} card{'s' if n != 1 else ''}"


class GavittChecks:
    """The checking part of :class:`games.gavitt.rules.GavittGame` (a mixin: it reads the game's state)."""

    def _cards(self, action, field="cards") -> list[int]:
        """The railroad indexes of the keys in ``action[field]``, or ``BadAction``."""
        cards = action.get(field)
        if type(cards) is list:  # the usual case: known keys, one or two
            index = self.rr_index
            out = [index[k] for k in cards if type(k) is str and k in index]
            if len(out) == len(cards):
                return out
        if isinstance(cards, list):
            index = self.rr_index
            out = [index.get(k) if isinstance(k, str) else None for k in cards]
            if None not in out:
                return out
        # what was wrong, for the message
        if not isinstance(cards, list) or not all(isinstance(k, str) for k in cards):
            raise BadAction(f"'{field}' must be a list of railroad keys such as [\"{self.rr_keys[-1]}\"]")
        raise BadAction(f"unknown railroad {cards[out.index(None)]!r}; in play: {', '.join(self.rr_keys)}")

    @cite("gse1903-8", "gse2003-play-2a", "gse2003-play-2b")
    def _check_cards(self, seat: int, rrs: list[int], exclude_offer: bool) -> None:
        if not 1 <= len(rrs) <= 2:
            raise IllegalAction("trade one or two cards at a time, not more than two",
                                self.ed.clause("at_a_time"))
        if len(rrs) == 2 and rrs[0] != rrs[1] and self.ed.unlike_pair == "refused":
            raise IllegalAction("two cards offered at one time must be of the same railroad",
                                self.ed.unlike_pair_clause)
        counts = self.counts[seat]
        oid = self.seat_offer[seat]
        offered = self.offers[oid][1] if oid is not None else ()
        rr = self.card_rr
        if len(rrs) == 1 or rrs[0] == rrs[1]:  # one railroad
            needs = ((rrs[0], len(rrs)),)
        else:  # an unlike pair (1903)
            needs = [(i, rrs.count(i)) for i in set(rrs)]
        for i, need in needs:
            have = counts[i]
            for c in offered:  # offered cards are on the table
                if rr[c] == i:
                    have -= 1
            if need > have:
                where = " (your open offer's cards are already on the table)" if exclude_offer else ""
                cards = f"{'a' if need == 1 else number_word(need)} {self.rr_labels[i]} card{'s' if need > 1 else ''}"
                raise IllegalAction(f"you do not have {cards} in hand{where}", None)

    @cite("gse1903-5", "gse2003-play-2", "gse1903-15", "gse2003-win")
    def check_any(self, kind: str, seat: int, t: int, action: dict) -> None:
        if t < self.signal_t:
            raise IllegalAction("wait for the dealer's signal before looking at or trading cards",
                                self.ed.clause("signal"))

    def check_offer(self, seat: int, t: int, action: dict) -> dict:
        rrs = self._cards(action)
        if self.seat_offer[seat] is not None:
            raise IllegalAction("you already have cards on the table; cancel that offer first "
                                "(not more than two cards at a time)", self.ed.clause("at_a_time"))
        self._check_cards(seat, rrs, False)
        return {"type": "offer", "seat": seat, "t": t, "cards": [self.rr_keys[i] for i in rrs]}

    def check_take(self, seat: int, t: int, action: dict) -> dict:
        oid = action.get("offer")
        if isinstance(oid, bool) or not isinstance(oid, int):
            raise BadAction("'offer' must be the integer id of an open offer")
        offer = self.offers.get(oid)
        if offer is None:
            raise IllegalAction("that offer is no longer on the table", None)
        if offer[0] == seat:
            raise IllegalAction("you cannot take your own offer", self.ed.clause("own_offer"))
        count = len(offer[1])
        own = action.get("own", False)
        if not isinstance(own, bool):
            raise BadAction("'own' must be true or false")
        if own:
            if "cards" in action and action["cards"] is not None:
                raise BadAction("give either 'cards' or 'own', not both")
            mine = self.seat_offer[seat]
            if mine is None:
                raise IllegalAction("you have no open offer to answer with", None)
            if len(self.offers[mine][1]) != count:
                raise IllegalAction(f"that offer is for {_count(count)}: you must give the same number",
                                    self.ed.clause("same_number"))
            return {"type": "take", "seat": seat, "t": t, "offer": oid, "own": True}
        rrs = self._cards(action)
        if len(rrs) != count and 1 <= len(rrs) <= 2:
            raise IllegalAction(f"that offer is for {_count(count)}: you must give the same number",
                                self.ed.clause("same_number"))
        self._check_cards(seat, rrs, self.seat_offer[seat] is not None)
        return {"type": "take", "seat": seat, "t": t, "offer": oid, "cards": [self.rr_keys[i] for i in rrs]}

    def check_cancel(self, seat: int, t: int, action: dict) -> dict:
        if self.seat_offer[seat] is None:
            raise IllegalAction("you have no open offer to cancel", None)
        return {"type": "cancel", "seat": seat, "t": t}

    def check_call(self, seat: int, t: int, action: dict) -> dict:
        word = action.get("word")
        if not isinstance(word, str):
            raise BadAction("'word' must be a string")
        if len(word) > 40:
            raise BadAction("'word' is too long")
        if (self.ed.call_without_set == "refused" and normalise_word(word) == WORD
                and self.full_set(seat) is None):
            raise IllegalAction("you cannot call TOPEKA: you do not hold a full set of eight",
                                self.ed.call_clause)
        return {"type": "call", "seat": seat, "t": t, "word": word}
