"""Dealing Gavitt's Stock Exchange: the first deal and the rounds after it from the gathered cards
(a game started from a stated position is :mod:`games.gavitt.position`).  A part of
:class:`games.gavitt.rules.GavittGame`, kept in its own file."""
from __future__ import annotations

from games.core.clauses import cite



class GavittDealing:
    """The dealing half of :class:`games.gavitt.rules.GavittGame` (a mixin: it uses the game's state)."""

    @cite("gse1903-4", "gse1903-4a", "gse1903-4b", "gse1903-5", "gse1903-21", "gse2003-play-1",
          "gse2003-setup-3e", "gse2003-setup-note", "gse1903-20")
    def _deal(self, t: int) -> list[dict]:
        """Deal one card at a time, clockwise from the dealer's left, until each has eight
        (gse1903-4a, gse2003-play-1), from the top of the pile (``deck[0]``).  No shuffle here
        (gse1903-4b, gse2003-setup-note) unless the experiment ``reshuffle_each_round`` is on."""
        n = self.n
        self.round += 1
        self.signal_t = t if self.round == 1 else t + self.params["round_gap_ms"]
        deck = self.deck
        for h in self.hands:
            h.clear()
        for c in self.counts:
            for i in range(self.nrr):
                c[i] = 0
        for k, card in enumerate(deck):
            seat = (self.dealer + 1 + k) % n
            self.hands[seat].append(card)
            self.counts[seat][self.card_rr[card]] += 1
        self.deck = []
        return self._start_round(t)

    def _start_round(self, t: int) -> list[dict]:
        """The round's bookkeeping once the cards are in the hands; its opening events."""
        n = self.n
        self.exchange.clear()
        # per-round bookkeeping
        self.activity.reset(self.signal_t)
        deadlines = self.deadlines
        deadlines.clear()
        if self.fines_on:  # gse1903-31: offer at once after the signal
            start = self.signal_t + self.params["start_window_ms"]
            for s in range(n):  # met by the seat's first offer or trade (activity.first)
                deadlines.set(("start", s), s, start, ("fine_31", "gse1903-31", "did not offer to trade at once"))
        self.round_fines = [0] * n
        self.fined: list[tuple[int, int, str, str]] = []  # this round's fines: (seat, amount, clause, reason)
        self.round_trades = 0
        if self.params["telegram"]:
            self._hold_telegram(self.dealer, self.signal_t)  # gse1903-21: the dealer adds it to his hand
        self.completed_at: list[int | None] = [None] * n
        #: (seat, Telegram holder) when the round's first full set was completed (gse1903-28..30)
        self.first_complete: tuple[int, int | None] | None = None
        for s in range(n):
            if self.full_set(s) is not None:
                self._completed(s, self.signal_t)
        events = [{"type": "deal", "t": t, "round": self.round, "dealer": self.dealer,
                   "signal_t": self.signal_t, "telegram": self.telegram}]
        for s in range(n):
            events.append({"type": "hand", "t": t, "to": s, "cards": self._keys(self.hands[s])})
        return events

    @cite("gse2003-play-4", "gse2003-setup-note", "gse1903-4b")
    def _gather(self) -> None:
        """The dealer collects the cards (gse2003-play-4); nobody shuffles (gse1903-4b).

        ``gather = "hands"``: starting with the player on the dealer's left and going clockwise,
        ending with the dealer, each hand is squared up as its player assorted it (grouped by
        railroad, cheapest first, gse1903-6) and put on top of the pile, so the dealer's own
        hand ends on top.  ``gather = "sets"``: the cards are squared up railroad by railroad,
        cheapest railroad on top.  Alternatives (hands collected in another order, hands not
        assorted) give other deals; the choice is documented as an interpretation.
        """
        rr = self.card_rr
        if self.params["gather"] == "sets":
            pile = sorted(range(len(rr)), key=lambda c: (rr[c], c))
        else:
            pile = []
            for k in range(1, self.n + 1):
                seat = (self.dealer + k) % self.n
                hand = sorted(self.hands[seat], key=lambda c: (rr[c], c))
                pile = hand + pile  # on top of the pile: the top is index 0
        if self.params["reshuffle_each_round"]:
            self.rng.shuffle(pile)
        self.deck = pile
