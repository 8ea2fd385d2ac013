"""Gavitt's Stock Exchange (1903 and 2003 editions): the rules engine.

Clock
    ``t`` in every action and event is an integer number of **virtual milliseconds on a
    game-global clock**.  The game is created (and round 1 dealt) at ``t = 0`` and round 1's
    dealer's signal is at ``t = 0``.  When a round is scored at time ``T`` the next round is dealt
    at ``T`` and its dealer's signal comes at ``T + round_gap_ms``.  An action earlier than the
    latest applied action, or earlier than the current round's signal, is illegal.

Real-time trading model (gse1903-7..10, -39; gse2003-play-2, -2a..2c)
    There are no turns.  A trade is made of two actions:

    * **offer** ``{"type": "offer", "seat": s, "t": t, "cards": ["SF", "SF"]}``: the player
      lays one or two of his cards face down on the table and says only how many
      ("One to trade!").  Everyone sees an open offer as ``(offer id, seat, count, time)``;
      only its owner knows the cards.  A player has at most one open offer (he would otherwise
      be trading more than two cards at a time, gse1903-8 / gse2003-play-2a).
    * **take** ``{"type": "take", "seat": s, "t": t, "offer": id, "cards": [...]}``: another
      player puts down the *same number* of his own cards (gse1903-9, gse2003-play-2c) and the
      two piles change hands, face down.  ``{"own": true}`` instead of ``cards`` answers with
      the taker's own open offer of the same count (two players shouting "two!" at each other).
      Each side learns what it received only now, by a private ``received`` event.
    * **cancel** ``{"type": "cancel", "seat": s, "t": t}`` takes one's open offer back.
    * **call** ``{"type": "call", "seat": s, "t": t, "word": "TOPEKA"}`` (gse1903-11a,
      gse2003-play-3a).  Any other word is no call (gse1903-11b, gse2003-play-3c).

    A pair must be of one railroad in 2003 (gse2003-play-2b: illegal).  In 1903 an unlike pair
    may be laid down and traded but its giver is fined when it is traded (gse1903-33).

Telegram Card (gse1903-18..30; the 2003 fallback)
    Dealt to the dealer after the deal (gse1903-21).  It never moves by itself (gse1903-23):
    it travels *automatically* with the next trade its holder makes, whichever side of the
    trade he is on (gse1903-21, -25), as an extra that is not a card (gse1903-24).  It lies face
    down with the cards, so nobody can see it coming and nobody can refuse it (gse1903-26, second
    half, holds by construction).  Holding it longer than ``telegram_hold_ms`` without trading is
    "refusing to send it out" (gse1903-26, heavy fine, once per holding).

Fines (1903; option ``fines``)
    31: first offer or trade later than ``start_window_ms`` after the signal.
    33: giving an unlike pair in a completed trade.  34: calling TOPEKA without a full set.
    35: a hand (round) in which a player let more than ``idle_ms`` pass without offering or
    trading (from the signal, between his activities, to the end) is a *failed hand*; five
    consecutive failed hands (``idle_hands``) cost ``fine_35`` and the count starts again.
    26 and 29: ``heavy_fine``.  Time-based fines are detected lazily at the next applied action
    (or at the end of the round); because a fine only changes a score, detecting it later gives
    exactly the same game.  A fine event carries the time the fault happened.

Events (``to`` absent = public; ``to`` = seat = private to that seat)
    ``deal``      {t, round, dealer, signal_t, telegram: holder seat or None}
    ``hand``      {t, to, cards: [keys]}                     the dealt hand (private)
    ``offer``     {t, seat, offer, count}
    ``cancel``    {t, seat, offer}
    ``trade``     {t, offer, giver, taker, count}
    ``received``  {t, to, from, cards: [keys], telegram: bool}  (private, both sides)
    ``fine``      {t, seat, amount, clause, reason}
    ``call``      {t, seat, word, valid: bool, reason, clause}  a call that is no call
    ``round_end`` {t, round, caller, railroad, hands: [[keys]], row, lines: [{seat, amount, clause, what}]}
                  ``lines`` explain the row: each seat's stock, the Telegram, the round's fines
    ``game_over`` {t, winners: [seats], scores, clause}
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.deadlines import Activity, Deadlines
from games.core.errors import BadAction, IllegalAction
from games.core.exchange import Exchange, swap_events
from games.core.game import Game
from games.core.rng import Rng

from .deal import Dealing
from .decks import CARDS_PER_RAILROAD, choose_railroads
from .editions import EDITIONS
from .params import resolve_params
from .position import check_position
from .scoring import stock_lines, telegram_fine_29, telegram_lines
from .views import Views
from .wording import WORD
from .wording import describe as _describe
from .wording import transcript_line as _transcript_line

FULL = CARDS_PER_RAILROAD


def normalise_word(word: str) -> str:
    """What counts as saying TOPEKA "plainly in full" (gse1903-11b): case and surrounding
    spaces and punctuation are ignored; any other spelling is no call."""
    return word.strip().strip("!.?,;:'\"").strip().upper()


class GavittGame(Dealing, Views, Game):
    """One game of Gavitt's Stock Exchange.  See the module docstring for the model."""

    game_id = "gavitt"
    version = 1

    @cite("gse1903-1", "gse1903-2", "gse1903-3", "gse1903-4b", "gse2003-setup-2", "gse2003-setup-3f",
          "gse2003-box-2", "gse2003-box-table", "gse2003-setup-3d")
    def __init__(self, params: dict | None = None, seed: int = 0, position: dict | None = None) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError("seed must be an integer")
        p = resolve_params(params)
        rrs = choose_railroads(EDITIONS[p["edition"]], p["players"], p["railroads"], p["values"])
        if position is not None:  # games.gavitt.position: checked, every default filled
            position = check_position(position, p, [k for k, _l, _v in rrs], FULL)
        super().__init__(p, seed, position)
        self.edition = p["edition"]
        self.ed = EDITIONS[self.edition]  # what this edition's text says (games.gavitt.editions)
        self.n = p["players"]
        self.rr_keys = [k for k, _l, _v in rrs]
        self.rr_labels = [lab for _k, lab, _v in rrs]
        self.rr_values = [v for _k, _l, v in rrs]
        self.rr_index = {k: i for i, k in enumerate(self.rr_keys)}
        self.nrr = len(rrs)
        # physical cards: card c belongs to railroad c // 8; "assorted out" (gse1903-3)
        self.card_rr = [c // FULL for c in range(FULL * self.nrr)]
        self.rng = Rng(seed).fork("deck")
        self.deck = list(range(FULL * self.nrr))
        self.rng.shuffle(self.deck)  # the one shuffle: gse1903-3, gse1903-4b, gse2003-setup-3f
        self.hands: list[list[int]] = [[] for _ in range(self.n)]       # cards in hand, not on the table
        self.counts: list[list[int]] = [[0] * self.nrr for _ in range(self.n)]  # holdings incl. own offer
        self.exchange = Exchange(self.n)  # the cards laid face down (gse1903-7..10)
        self.offers = self.exchange.offers  # id -> (seat, cards, t); read-only aliases for bots and views
        self.seat_offer = self.exchange.seat_offer
        self.seat_count = self.exchange.seat_count
        self.activity = Activity(self.n, p["idle_ms"])  # gse1903-31, gse1903-35
        self.deadlines = Deadlines()  # the timed fines of gse1903-26 and gse1903-31
        self.scores = [0] * self.n
        self.sheet: list[dict] = []
        self.round = 0
        self.dealer = p["first_dealer"]
        self.signal_t = 0
        self.telegram: int | None = None
        self.fines_on = p["fines"]
        self.over = False
        self.winners: list[int] = []
        self.last_call: list[int | None] = [None] * self.n
        self.idle_streak = [0] * self.n
        self.trades = 0
        self.round_trades = 0
        self.opening_events = self._deal(0) if position is None else self._start_from(position)

    # ------------------------------------------------------------------ accessors
    transcript_line = staticmethod(_transcript_line)

    @property
    def over_clause(self) -> str:
        return self.ed.clause("over")

    def describe(self, event: dict, seat=None) -> str:
        """The event in words for a reader at ``seat`` (None: a spectator); see wording.describe."""
        return _describe(event, seat, dict(zip(self.rr_keys, self.rr_labels)))

    def full_set(self, seat: int) -> int | None:
        """Index of the railroad of which ``seat`` holds all eight, or None."""
        c = self.counts[seat]
        return c.index(FULL) if FULL in c else None

    def _keys(self, cards) -> list[str]:
        keys = self.rr_keys
        rr = self.card_rr
        if len(cards) == 1:  # one card traded: nothing to sort
            return [keys[rr[cards[0]]]]
        return [keys[i] for i in sorted([rr[c] for c in cards])]  # index order = display order

    def _card_keys(self, cards) -> list[str]:
        """The keys of ``cards`` in their physical order (views never show card numbers)."""
        keys = self.rr_keys
        rr = self.card_rr
        return [keys[rr[c]] for c in cards]

    def holding(self, seat: int) -> list[int]:
        """All the cards ``seat`` owns: in hand plus its open offer on the table."""
        oid = self.seat_offer[seat]
        if oid is None:
            return list(self.hands[seat])
        return self.hands[seat] + self.offers[oid][1]

    # ------------------------------------------------------------------ validation
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
                raise IllegalAction(f"you do not have {need} {self.rr_keys[i]} in hand{where}", None)

    @cite("gse1903-5", "gse2003-play-2", "gse1903-15", "gse2003-win")
    def check_rules(self, kind: str, seat: int, t: int, action: dict) -> dict:
        if t < self.signal_t:
            raise IllegalAction("wait for the dealer's signal before looking at or trading cards",
                                self.ed.clause("signal"))
        if kind == "offer":
            rrs = self._cards(action)
            if self.seat_offer[seat] is not None:
                raise IllegalAction("you already have cards on the table; cancel that offer first "
                                    "(not more than two cards at a time)", self.ed.clause("at_a_time"))
            self._check_cards(seat, rrs, False)
            return {"type": "offer", "seat": seat, "t": t, "cards": [self.rr_keys[i] for i in rrs]}
        if kind == "take":
            oid = action.get("offer")
            if isinstance(oid, bool) or not isinstance(oid, int):
                raise BadAction("'offer' must be the integer id of an open offer")
            offer = self.offers.get(oid)
            if offer is None:
                raise IllegalAction(f"there is no open offer #{oid}", None)
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
                    raise IllegalAction(f"offer #{oid} is for {count} card(s): you must give the same number",
                                        self.ed.clause("same_number"))
                return {"type": "take", "seat": seat, "t": t, "offer": oid, "own": True}
            rrs = self._cards(action)
            if len(rrs) != count and 1 <= len(rrs) <= 2:
                raise IllegalAction(f"offer #{oid} is for {count} card(s): you must give the same number",
                                    self.ed.clause("same_number"))
            self._check_cards(seat, rrs, self.seat_offer[seat] is not None)
            return {"type": "take", "seat": seat, "t": t, "offer": oid, "cards": [self.rr_keys[i] for i in rrs]}
        if kind == "cancel":
            if self.seat_offer[seat] is None:
                raise IllegalAction("you have no open offer to cancel", None)
            return {"type": "cancel", "seat": seat, "t": t}
        if kind == "call":
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
        raise BadAction(f"unknown action type {kind!r} (offer, take, cancel, call)")

    # ------------------------------------------------------------------ execution
    def execute(self, act: dict) -> list[dict]:
        t = act["t"]
        self.now = t
        events: list[dict] = []
        if self.fines_on:
            self._deadlines(t, events)
        kind = act["type"]
        if kind == "offer":
            self._offer(act["seat"], act["cards"], t, events)
        elif kind == "take":
            self._take(act, t, events)
        elif kind == "cancel":
            self._cancel(act["seat"], t, events)
        else:
            self._call(act["seat"], act["word"], t, events)
        return events

    def _hold_telegram(self, seat: int, t: int) -> None:
        """``seat`` holds the Telegram from ``t``: holding it longer than ``telegram_hold_ms``
        without trading is refusing to send it out (gse1903-26), fined once per holding."""
        self.telegram = seat
        if self.fines_on:
            self.deadlines.set("telegram", seat, t + self.params["telegram_hold_ms"],
                               ("heavy_fine", "gse1903-26", "held the Telegram without sending it out"))

    def _pick(self, seat: int, keys: list[str]) -> list[int]:
        """Take the named cards out of ``seat``'s hand (the earliest held of each railroad; the
        action has been validated, so the hand holds them)."""
        hand = self.hands[seat]
        rr = self.card_rr
        index = self.rr_index
        out = []
        for k in keys:
            i = index[k]
            j = 0
            while rr[hand[j]] != i:
                j += 1
            out.append(hand.pop(j))
        return out

    @cite("gse1903-7", "gse1903-8", "gse1903-10", "gse1903-38", "gse1903-40", "gse2003-play-2", "gse2003-play-2a")
    def _offer(self, seat: int, keys: list[str], t: int, events: list) -> None:
        oid = self.exchange.offer(seat, self._pick(seat, keys), t)
        self.activity.touch(seat, t)  # gse1903-31, gse1903-35, gse1903-39
        events.append({"type": "offer", "t": t, "seat": seat, "offer": oid, "count": len(keys)})

    def _cancel(self, seat: int, t: int, events: list) -> None:
        oid, cards = self.exchange.cancel(seat)
        self.hands[seat].extend(cards)
        events.append({"type": "cancel", "t": t, "seat": seat, "offer": oid})

    @cite("gse1903-9", "gse1903-10", "gse1903-22", "gse1903-23", "gse1903-24", "gse1903-25", "gse1903-33",
          "gse2003-setup-3c",
          "gse2003-play-2", "gse2003-play-2c", "gse1903-11a", "gse2003-play-3a")
    def _take(self, act: dict, t: int, events: list) -> None:
        taker = act["seat"]
        oid = act["offer"]
        giver, gcards = self.exchange.take(oid)
        if act.get("own"):
            tcards = self.exchange.cancel(taker)[1]
        else:
            tcards = self._pick(taker, act["cards"])
        rr = self.card_rr
        cg = self.counts[giver]
        ct = self.counts[taker]
        for c in gcards:
            i = rr[c]
            cg[i] -= 1
            ct[i] += 1
        for c in tcards:
            i = rr[c]
            ct[i] -= 1
            cg[i] += 1
        self.hands[giver].extend(tcards)
        self.hands[taker].extend(gcards)
        # the Telegram goes with its holder's next trade, whichever side he is on
        tg_to = None
        holder = self.telegram
        if holder is not None and (holder == giver or holder == taker):
            tg_to = taker if holder == giver else giver
            self._hold_telegram(tg_to, t)
        touch = self.activity.touch
        touch(giver, t)
        touch(taker, t)
        self.trades += 1
        self.round_trades += 1
        events += swap_events(t, oid, giver, taker, self._keys(gcards), self._keys(tcards),
                              {"telegram": tg_to == giver}, {"telegram": tg_to == taker})
        if self.fines_on:
            for seat, cards in ((giver, gcards), (taker, tcards)):
                if len(cards) == 2 and rr[cards[0]] != rr[cards[1]]:
                    self._fine(seat, self.params["fine_33"], "gse1903-33", "traded two cards not of like stock",
                               t, events)
        completed = self.completed_at
        for seat, c in ((taker, ct), (giver, cg)) if self.telegram == taker else ((giver, cg), (taker, ct)):
            if FULL not in c:  # no full set (see full_set)
                completed[seat] = None
            elif completed[seat] is None:
                self._completed(seat, t)

    def _completed(self, seat: int, t: int) -> None:
        """``seat`` completes a full set at ``t``; the round's first completion notes who holds the
        Telegram then (after the trade that completed it: gse1903-28, -29, -30).  When one trade
        completes two sets, the Telegram's holder, if he is one of them, counts first."""
        self.completed_at[seat] = t
        if self.first_complete is None:
            self.first_complete = (seat, self.telegram)

    # ------------------------------------------------------------------ fines
    def _fine(self, seat: int, amount: int, clause: str, reason: str, t: int, events: list) -> None:
        self.scores[seat] -= amount
        self.round_fines[seat] += amount
        self.fined.append((seat, amount, clause, reason))
        events.append({"type": "fine", "t": t, "seat": seat, "amount": amount, "clause": clause, "reason": reason})

    @cite("gse1903-31", "gse1903-26", "gse1903-25", "gse1903-40")
    def _deadlines(self, t: int, events: list) -> None:
        """Time-based fines whose moment has passed by ``t`` (see the module docstring)."""
        first = self.activity.first
        for when, seat, (amount, clause, reason) in self.deadlines.due(t):
            if clause == "gse1903-31" and first[seat] is not None:
                continue  # offered or traded in time
            self._fine(seat, self.params[amount], clause, reason, when, events)

    # ------------------------------------------------------------------ calling and scoring
    @cite("gse1903-11", "gse1903-11a", "gse1903-11b", "gse1903-12", "gse1903-34", "gse2003-play-3", "gse2003-play-3a",
          "gse2003-play-3b", "gse2003-play-3c")
    def _call(self, seat: int, word: str, t: int, events: list) -> None:
        if normalise_word(word) != WORD:
            events.append({"type": "call", "t": t, "seat": seat, "word": word, "valid": False,
                           "reason": "not the word TOPEKA: no call, play goes on", "clause": self.ed.clause("no_call")})
            return
        rr = self.full_set(seat)
        if rr is None:  # only when the edition lets such a call be made (2003 refuses it in check_rules)
            events.append({"type": "call", "t": t, "seat": seat, "word": word, "valid": False,
                           "reason": "TOPEKA called without a full set", "clause": self.ed.call_clause})
            if self.fines_on:
                self._fine(seat, self.params["fine_34"], "gse1903-34", "called TOPEKA before completing a set",
                           t, events)
            return
        self.last_call[seat] = t
        self._end_round(seat, rr, t, events)

    @cite("gse1903-13", "gse1903-14", "gse1903-16", "gse1903-17", "gse1903-17a", "gse1903-27", "gse1903-28",
          "gse1903-29", "gse1903-30", "gse1903-35", "gse2003-play-3b", "gse2003-play-4", "gse2003-score-1",
          "gse2003-score-2", "gse2003-score-2-example", "gse2003-score-3", "gse2003-score-3-example",
          "gse2003-score-note", "gse2003-object-1", "gse2003-setup-1")
    def _end_round(self, caller: int, rr: int, t: int, events: list) -> None:
        p = self.params
        n = self.n
        for s, cards in self.exchange.clear():  # cards on the table go back
            self.hands[s].extend(cards)
        if self.fines_on:
            self.activity.close(t)  # gse1903-35: the last stretch of the hand counts too
            lapsed = self.activity.lapsed
            for s in range(n):
                self.idle_streak[s] = self.idle_streak[s] + 1 if lapsed[s] else 0
                if self.idle_streak[s] >= p["idle_hands"]:
                    self.idle_streak[s] = 0
                    self._fine(s, p["fine_35"], "gse1903-35",
                               f"did not trade every {p['idle_ms'] // 1000} seconds for {p['idle_hands']} "
                               "consecutive hands", t, events)
            late = telegram_fine_29(self, caller)  # gse1903-29: completed first with it, did not call
            if late is not None:
                self._fine(late, p["heavy_fine"], "gse1903-29",
                           "completed a set first with the Telegram and did not call TOPEKA", t, events)
        stock, lines = stock_lines(self, caller, rr)
        tele, tlines = telegram_lines(self, caller)  # gse1903-27, gse1903-28, gse1903-30
        lines += tlines
        for s, amount, clause, reason in self.fined:
            lines.append({"seat": s, "amount": -amount, "clause": clause, "what": f"fined: {reason}"})
        lines.sort(key=lambda line: line["seat"])
        for s in range(n):
            self.scores[s] += stock[s] + tele[s]
        row = {"round": self.round, "dealer": self.dealer, "caller": caller, "railroad": self.rr_keys[rr],
               "stock": stock, "telegram": tele, "fines": [-f for f in self.round_fines],
               "net": [stock[s] + tele[s] - self.round_fines[s] for s in range(n)],
               "totals": list(self.scores), "trades": self.round_trades, "t": t}
        self.sheet.append(row)
        events.append({"type": "round_end", "t": t, "round": self.round, "caller": caller,
                       "railroad": self.rr_keys[rr], "hands": [self._keys(h) for h in self.hands], "row": row,
                       "lines": lines})
        self.telegram = None
        if self._check_winner(t, events):
            return
        self._gather()
        self.dealer = (self.dealer + 1) % n  # gse2003-setup-3e, gse2003-play-4: to the left
        events.extend(self._deal(t))

    @cite("gse1903-15", "gse2003-object-2", "gse2003-win", "gse2003-tie-1", "gse2003-tie-2", "gse2003-play-5",
          "gse2003-footnote-1", "gse2003-footnote-2")
    def _check_winner(self, t: int, events: list) -> bool:
        target = self.params["target"]
        reached = [s for s in range(self.n) if self.scores[s] >= target]
        if not reached:
            return False
        top = max(self.scores[s] for s in reached)
        best = [s for s in reached if self.scores[s] == top]  # gse2003-tie-1
        clause = self.ed.clause("win")
        if len(best) > 1 and self.params["tie_rule"] == "2003":
            called = [s for s in best if self.last_call[s] is not None]
            if called:
                latest = max(self.last_call[s] for s in called)
                best = [s for s in called if self.last_call[s] == latest]  # gse2003-tie-2
            clause = "gse2003-tie-2"
        elif len(best) == 1 and len(reached) > 1:
            clause = self.ed.clause("win_alone")
        self.over = True
        self.winners = best
        events.append({"type": "game_over", "t": t, "winners": list(best), "scores": list(self.scores),
                       "clause": clause})
        return True



__all__ = ["GavittGame", "normalise_word", "WORD"]
