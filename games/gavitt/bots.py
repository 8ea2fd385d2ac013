"""Bots for Gavitt's Stock Exchange.

Strategy (gse1903-6): assort the hand; collect the railroad of which you hold most, and trade
away the others, a like pair when you can, else one card.  Details:

* the *target* is sticky: it changes only when another railroad becomes strictly more numerous
  in the hand (ties go to the dearer railroad).  A bot whose target has not grown for
  ``give_up`` to ``2 * give_up`` of its trades (drawn afresh each time) abandons it for the
  rest of the round (two bots collecting the same railroad would otherwise block each other
  for ever) and collects its next most numerous railroad;
* it answers open offers of others (oldest first) when it can give the same number of cards it
  does not need; with an open offer of the same count it answers with that offer ("two!" -
  "two!"); it leaves its own offer on the table for ``patience`` ms, then takes it back and
  offers again, switching between one and two cards so that counts cannot block each other;
* it holds the Telegram as briefly as it can: a holder reacts at its fastest
  (gse1903-21, -25);
* 1903 only: a careless bot lays down an unlike pair with probability ``careless``
  (gse1903-33 fines it when traded);
* on completing a set it calls TOPEKA after one reaction time, except that with probability
  ``forget`` it cannot recollect the word for a while (``forget_ms``), as gse1903-11b and
  gse2003-play-3c foresee.

Reaction times, patience and mixed tables come from :mod:`games.core.reaction`:
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadParams
from games.core.params import resolve
from games.core.reaction import SPEEDS, Reactive, seat_speeds, speed_param
from games.core.strategies import Strategy

from .rules import FULL, WORD

__doc__ += "\n".join(f"``{k}``: {lo}-{hi} ms, patience {p} ms" for k, (lo, hi, p) in SPEEDS.items())

BOT_PARAMS: dict = {
    # slow by default, so that a newcomer can win (measured: games/gavitt/lab/newcomer.json)
    "speed": speed_param("slow"),
    "careless": {"type": "float", "min": 0.0, "max": 1.0, "default": 0.03,
                 "description": "1903 only: chance that a pair offered is an unlike pair (fined, gse1903-33)."},
    "forget": {"type": "float", "min": 0.0, "max": 1.0, "default": 0.1,
               "description": "Chance that a bot which completes a set cannot recollect TOPEKA for a while "
                              "(gse1903-11b, gse2003-play-3c)."},
    "forget_min_ms": {"type": "int", "min": 0, "default": 1500, "description": "Shortest forgetting, ms."},
    "forget_max_ms": {"type": "int", "min": 0, "default": 8000, "description": "Longest forgetting, ms."},
    "give_up": {"type": "int", "min": 1, "default": 8,
                "description": "Trades without progress after which a bot abandons its railroad for the round."},
}


def resolve_bot_params(bots: dict | None, players: int) -> dict:
    p = resolve(BOT_PARAMS, bots)
    p["speeds"] = seat_speeds(p["speed"], players)
    if p["forget_max_ms"] < p["forget_min_ms"]:
        raise BadParams("forget_max_ms must be >= forget_min_ms")
    return p


@cite("gse1903-37b")
class GavittBot(Reactive, Strategy):
    """One bot seat.  Reads only what its seat may know: its own cards and the public offers."""

    name = "collects a railroad"
    about = "collects the railroad it holds most of and trades the others away, as the 1903 text advises"
    #: fast, never careless, never forgetting TOPEKA
    best_options = {"speed": "fast", "careless": 0.0, "forget": 0.0}
    __slots__ = ("seat", "careless", "forget", "fmin", "fmax", "give_up",
                 "round", "target", "abandoned", "stale", "call_at", "last_count", "offer_t", "cancelled", "limit")

    def __init__(self, game, seat: int, params: dict, rng) -> None:
        Reactive.__init__(self, SPEEDS[params["speeds"][seat]], rng)
        self.seat = seat
        self.careless = params["careless"] if game.ed.unlike_pair != "refused" else 0.0  # gse1903-33
        self.forget = params["forget"]
        self.fmin = params["forget_min_ms"]
        self.fmax = params["forget_max_ms"]
        self.give_up = params["give_up"]
        self.round = -1
        self.target = -1
        self.abandoned: set[int] = set()
        self.stale = 0
        self.call_at = None
        self.last_count = 0
        self.offer_t = 0
        self.cancelled = 0
        self.limit = self.give_up

    def start(self, game) -> int:
        return game.signal_t + self.react()

    def _new_round(self, game) -> None:
        self.round = game.round
        self.target = -1
        self.abandoned = set()
        self.stale = 0
        self.call_at = None
        self.last_count = 0
        self._new_limit()

    def _new_limit(self) -> None:
        """Patience with a railroad: ``give_up`` to twice that, drawn afresh each time, so two
        bots blocking each other do not give up in step for ever."""
        self.limit = self.give_up + self.rng.randbelow(self.give_up + 1)

    @cite("gse1903-6")
    def _choose_target(self, counts) -> int:
        tgt = self.target
        abandoned = self.abandoned
        if tgt >= 0 and tgt not in abandoned and counts[tgt] == max(counts):
            return tgt  # nothing is more numerous than the target: it stays (the loop below agrees)
        best = -1
        top = -1
        for i, c in enumerate(counts):
            if c >= top and i not in abandoned:  # ties: the dearer railroad
                best = i
                top = c
        if best < 0:  # everything abandoned: start afresh
            self.abandoned.clear()
            return self._choose_target(counts)
        if tgt < 0 or tgt in self.abandoned or counts[best] > counts[tgt]:
            tgt = best
        self.target = tgt
        return tgt

    def notice(self, game, events, t, pending=None):
        """React to another's offer only if we could answer it (an open offer of ours of the
        same count, or enough cards outside the railroad we collect); to our own trades; to a
        new deal."""
        seat = self.seat
        for e in events:
            kind = e["type"]
            if kind == "offer":
                if e["seat"] == seat or game.round != self.round:
                    continue
                need = e["count"]
                laid = game.seat_count[seat]  # the cards of our open offer (0: none)
                if laid != need:
                    tgt = self.target
                    if 8 - laid - (game.counts[seat][tgt] if tgt >= 0 else 0) < need:
                        continue
                if pending is not None and pending <= t + self.lo:
                    return None  # already waking before any reaction could come
                return t + self.react()
            elif kind == "trade":
                if e["giver"] == seat or e["taker"] == seat:
                    self.stale += 1
                    return t + self.react()
                return None  # one action makes one trade at most, and nothing after it we answer
            elif kind == "deal":
                return e["signal_t"] + self.react()
        return None

    @cite("gse1903-6", "gse1903-7", "gse1903-21", "gse1903-25", "gse1903-11b", "gse2003-play-3c", "gse1903-39")
    def wake(self, game, t):
        wait = self.waiting(game, t)
        if wait is not None:
            return wait
        seat = self.seat
        if game.round != self.round:
            self._new_round(game)
        counts = game.counts[seat]
        rr = game.card_rr
        mine = game.seat_offer[seat]
        # a full set (game.full_set): call TOPEKA (unless the word escapes us for a while)
        if FULL in counts:
            if mine is not None:
                return {"type": "cancel", "seat": seat}, t + self.react()
            if self.call_at is None:
                if self.rng.chance(self.forget):
                    self.call_at = t + self.rng.randint(self.fmin, self.fmax)
                else:
                    self.call_at = t
            if t >= self.call_at:
                return {"type": "call", "seat": seat, "word": WORD}, None
            return None, self.call_at
        self.call_at = None
        tgt = self._choose_target(counts)
        if counts[tgt] > self.last_count:
            self.stale = 0
        self.last_count = counts[tgt]
        # spare cards in hand (not on the table), by railroad: our holdings (game.counts) less
        # the cards of our open offer
        spare = counts.copy()
        my_count = 0
        if mine is not None:
            laid = game.offers[mine][1]
            my_count = len(laid)
            for c in laid:
                spare[rr[c]] -= 1
        spare[tgt] = 0
        hurry = game.telegram == seat
        # answer the oldest open offer we can match
        keys = game.rr_keys
        for oid, (s, cards, _t0) in self._offers(game, tgt):
            if s == seat:
                continue
            need = len(cards)
            if need == my_count:
                return {"type": "take", "seat": seat, "offer": oid, "own": True}, t + self.react()
            give = self._give(spare, need)
            if give is not None:
                return ({"type": "take", "seat": seat, "offer": oid, "cards": [keys[i] for i in give]},
                        t + self.react())
        if self.stale >= self.limit:
            self.abandoned.add(tgt)
            self.stale = 0
            self.target = -1
            self._new_limit()
        nxt = t + (self.lo if hurry else self.react())
        if mine is not None:
            if t - self.offer_t >= self.patience:
                self.cancelled = my_count
                return {"type": "cancel", "seat": seat}, nxt
            return None, self.offer_t + self.patience
        # lay down an offer: a like pair if possible, else one card; alternate after a cancel
        pair = self._give(spare, 2, offering=True)
        if pair is not None and self.cancelled != 2:
            cards = pair
        else:  # a pair was just taken back (or there is none): one card if we can
            single = self._give(spare, 1)
            if single is not None:
                cards = single
            elif pair is not None:
                cards = pair
            else:
                return None, None
        self.cancelled = 0
        self.offer_t = t
        return {"type": "offer", "seat": seat, "cards": [keys[i] for i in cards]}, t + self.patience

    def _offers(self, game, tgt):
        """The open offers in the order this bot considers them: the oldest first (it cannot see
        what lies face down)."""
        return game.offers.items()

    def _give(self, spare, need, offering=False):
        """Railroad indexes of ``need`` spare cards: one card of the scarcest spare railroad
        (pairs are kept for pair trades), or a like pair of the most numerous; a careless 1903
        bot may lay down an unlike pair when it makes an offer (gse1903-33).  Among equals, the
        first railroad."""
        if need == 1:
            for c in range(1, FULL + 1):  # the scarcest first
                if c in spare:
                    return [spare.index(c)]
            return None
        if offering and self.careless and self.rng.chance(self.careless):
            held = [i for i, c in enumerate(spare) if c]
            if len(held) >= 2:
                return [held[0], held[1]]
        top = max(spare)
        if top < 2:
            return None
        best = spare.index(top)
        return [best, best]


class OmniscientBot(GavittBot):
    """The fictive player of a skill measure (games.lab.measures.skill): the bot above, except that it sees
    the cards lying face down, so it answers first the open offer that brings most of the railroad it
    collects (then the oldest), and it sees the other hands, so of the railroads it holds most of it
    collects the one the others hold least of (two brokers collecting one railroad block each other)."""

    __slots__ = ("game",)
    name = "collects a railroad, seeing every card"
    about = "takes first the offer that brings most of its railroad, and collects what the others hold least of"

    def __init__(self, game, seat: int, params: dict, rng) -> None:
        GavittBot.__init__(self, game, seat, params, rng)
        self.game = game

    def _offers(self, game, tgt):
        rr = game.card_rr
        return sorted(game.offers.items(), key=lambda kv: -sum(1 for c in kv[1][1] if rr[c] == tgt))

    def _choose_target(self, counts) -> int:
        if self.target < 0:  # a new round: choose among the railroads held most
            game = self.game
            top = max(counts)
            rivals = [max(game.counts[s][i] for s in range(game.players) if s != self.seat)
                      for i in range(len(counts))]
            self.target = min((i for i, c in enumerate(counts) if c == top and i not in self.abandoned),
                              key=lambda i: (rivals[i], -i), default=-1)
        return GavittBot._choose_target(self, counts)
