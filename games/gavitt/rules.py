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

Where the parts are
    This class holds the state, the trading (offer, take, cancel, the Telegram), the timed fines
    and the moves' table (``MOVES``); :mod:`games.gavitt.checks` whether an action is allowed,
    :mod:`games.gavitt.calling` a call of TOPEKA, the round's scoring and the game's end,
    :mod:`games.gavitt.deal` the deals, :mod:`games.gavitt.views` what each seat sees.
"""
from __future__ import annotations

from functools import partial
from types import SimpleNamespace

from games.core.clauses import cite
from games.core.deadlines import Activity, Deadlines
from games.core.exchange import Exchange, swap_events
from games.core.game import Game
from games.core.rng import check_seed, deck_rng

from .calling import GavittCalling
from .checks import GavittChecks
from .deal import GavittDealing
from .decks import CARDS_PER_RAILROAD, choose_railroads
from .editions import EDITIONS
from .params import resolve_params
from .position import GavittPosition, check_position
from .views import GavittViews
from .wording import WORD, describe, normalise_word, transcript_line
from .yours import yours

FULL = CARDS_PER_RAILROAD


class GavittGame(GavittChecks, GavittCalling, GavittDealing, GavittPosition, GavittViews, Game):
    """One game of Gavitt's Stock Exchange.  See the module docstring for the model."""

    game_id = "gavitt"
    version = 1

    @cite("gse1903-1", "gse1903-2", "gse1903-3", "gse1903-4b", "gse2003-setup-2", "gse2003-setup-3f",
          "gse2003-box-2", "gse2003-box-table", "gse2003-setup-3d")
    def __init__(self, params: dict | None = None, seed: int = 0, position: dict | None = None) -> None:
        check_seed(seed)
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
        # core's transcript_line, describe and yours read it: the events in words, with the names
        # this game's cards print for its railroads
        labels = self._labels()
        self.wording = SimpleNamespace(transcript_line=transcript_line, describe=partial(describe, labels=labels),
                                       yours=partial(yours, labels=labels))
        # physical cards: card c belongs to railroad c // 8; "assorted out" (gse1903-3)
        self.card_rr = [c // FULL for c in range(FULL * self.nrr)]
        self.rng = deck_rng(seed)
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
    @property
    def over_clause(self) -> str:
        return self.ed.clause("over")

    def _labels(self) -> dict:
        """Railroad key -> the name the cards print (or the reconstruction's)."""
        return dict(zip(self.rr_keys, self.rr_labels))

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

    # ------------------------------------------------------------------ execution
    def before_move(self, t: int) -> list[dict]:
        """The timed fines whose moment has come by ``t`` (see the module docstring)."""
        events: list[dict] = []
        if self.fines_on:
            self._deadlines(t, events)
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
    def _offer(self, act: dict, t: int, events: list) -> None:
        seat, keys = act["seat"], act["cards"]
        oid = self.exchange.offer(seat, self._pick(seat, keys), t)
        self.activity.touch(seat, t)  # gse1903-31, gse1903-35, gse1903-39
        events.append({"type": "offer", "t": t, "seat": seat, "offer": oid, "count": len(keys)})

    def _cancel(self, act: dict, t: int, events: list) -> None:
        seat = act["seat"]
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
            if clause == "gse1903-31" and first[seat] is not None and first[seat] <= when:
                continue  # offered or traded in time
            self._fine(seat, self.params[amount], clause, reason, when, events)

    #: the moves (games.core.game.Game.MOVES): action type -> (check, apply)
    MOVES = {"offer": (GavittChecks.check_offer, _offer), "take": (GavittChecks.check_take, _take),
             "cancel": (GavittChecks.check_cancel, _cancel), "call": (GavittChecks.check_call, GavittCalling._call)}


__all__ = ["GavittGame", "normalise_word", "WORD"]
