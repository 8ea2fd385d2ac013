"""Dealing Gavitt's Stock Exchange: the first deal, the rounds after it from the gathered cards,
and a game started from a stated position (:mod:`games.gavitt.position`).  A part of
:class:`games.gavitt.rules.GavittGame`, kept in its own file."""
from __future__ import annotations

from games.core.clauses import cite

from .decks import CARDS_PER_RAILROAD as FULL


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

    def _start_from(self, pos: dict) -> list[dict]:
        """Set up the stated position (checked by :func:`check_position`); its opening events are
        those of a deal (the hands as held, in hand and on the table) and one ``offer`` event per
        open offer."""
        pool = [list(range(FULL * i, FULL * (i + 1))) for i in range(self.nrr)]
        index = self.rr_index

        def cards(keys):
            return [pool[index[k]].pop() for k in keys]

        self.deck = []
        self.round = pos["round"]
        self.dealer = pos["dealer"]
        self.signal_t = pos["signal_t"]
        self.scores = list(pos["scores"])
        self.idle_streak = list(pos["idle_streak"])
        self.last_call = list(pos["last_call"])
        self.hands = [cards(h) for h in pos["hands"]]
        laid = [(o["seat"], cards(o["cards"]), o["t"]) for o in pos["offers"]]
        for s in range(self.n):
            held = self.hands[s] + [c for seat, cs, _t in laid if seat == s for c in cs]
            self.counts[s] = [0] * self.nrr
            for c in held:
                self.counts[s][self.card_rr[c]] += 1
        t = self.signal_t if self.round == 1 else max(0, self.signal_t - self.params["round_gap_ms"])
        events = self._start_round(t)
        for s, done in enumerate(pos["completed_at"]):
            if done is not None and self.completed_at[s] is not None:
                self.completed_at[s] = done
        if pos["telegram"] is not None:
            self._hold_telegram(pos["telegram"], pos["telegram_since"])
            events[0]["telegram"] = self.telegram
        done = [(t0, s) for s, t0 in enumerate(self.completed_at) if t0 is not None]
        first_tg = self.telegram if pos["first_set_telegram"] is None else pos["first_set_telegram"]
        self.first_complete = (min(done)[1], first_tg) if done else None  # gse1903-28..30
        for s, cs, t0 in laid:
            oid = self.exchange.offer(s, cs, t0)
            events.append({"type": "offer", "t": t, "seat": s, "offer": oid, "count": len(cs)})
        activity = self.activity  # gse1903-31, -35: what each seat has done this round counts as done
        for s, span in enumerate(pos["acted"]):
            if span is not None:
                activity.touch(s, span[0])
                activity.last[s] = span[1]
        for e in events:
            if e["type"] == "hand":
                e["cards"] = self._keys(self.holding(e["to"]))
        self.now = pos["now"]
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
