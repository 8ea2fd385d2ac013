"""Bots for Bourse, following the text's own advice.

* Sort rapidly, exchange first (bourse-remember-1, -2, bourse-F-1): a bot's first call comes
  two reaction times after it takes up its hand (one to sort, one to call).
* Note what capitals are on your Rise & Fall cards and rid the hand of the Fall ones (bourse-E-3):
  capitals worth less than nothing are called away first, all of one city at a time.
* Don't worry at the start about capitals not on your cards (bourse-remember-7): they are called
  away only after ``neutral_ms``, or when nothing worse is left.
* Two Rise & Fall cards (bourse-special-2, bourse-remember-4): a card whose removal would raise
  the hand's count is called away.
* The Selling card (bourse-remember-5): kept when the hand counts plus, called away (singly)
  when it counts minus or nothing.
* No Rise & Fall card (bourse-special-3): keep exchanging one card at a time hoping for one, or
  "sit tight" when the bot leads the totals and holds no Selling card.
* Havoc (bourse-remember-6): with a minus hand that has not improved for ``stale_ms``, pass the
  Rise & Fall card away, first to a player who appears about to close (one who is calling a
  single card after two or more exchanges this hand), after twice as long to anyone; with no
  Rise & Fall card left the hand counts nothing instead of minus (bourse-special-3).
* Closing (bourse-G-1, "it depends on the state of the score as to whether this is done with a
  small profit in the hand or a larger profit"): when the hand counts at least ``close_at`` (the
  Selling holder sells, bourse-G-3), at once when it would take the bot's total to the target; the
  bar falls over ``decay_ms``, so that every hand ends.  With ``aim`` "win" (default) a bot closes
  with a small profit only to stop a rival who is within ``threat`` of the target, no lower than
  the bot, and appears about to close (two or more exchanges this hand, as for havoc), and only if
  one good hand (``close_at``) could still bring the bot level with him; a bot too far behind plays
  its hand for the points it needs.  ``aim`` "block" is the earlier bots' rule: any plus hand is
  closed as soon as anyone is within 60 of the target, which at seven players stalls the game.

Reaction times: the shared model of :mod:`games.core.reaction` (speeds, patience, mixed tables).
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.params import resolve
from games.core.reaction import SPEEDS, Reactive, seat_speeds, speed_param
from games.core.strategies import Strategy

from .pack import RF, SELL
from .scoring import base_score, capital_values

BOT_PARAMS: dict = {
    # slow by default, so that a newcomer can win (measured: games/bourse/lab/newcomer.json)
    "speed": speed_param("slow"),
    "close_at": {"type": "int", "min": 0, "default": 70,
                 "description": "A hand counting this much or more is closed at once (bourse-G-1)."},
    "decay_ms": {"type": "int", "min": 1000, "default": 30000,
                 "description": "The closing bar falls by close_at over this many ms of a hand, so every hand ends."},
    "neutral_ms": {"type": "int", "min": 0, "default": 4000,
                   "description": "Capitals not on the bot's cards are exchanged only after this long "
                                  "(bourse-remember-7)."},
    "stale_ms": {"type": "int", "min": 0, "default": 6000,
                 "description": "A minus hand not improved for this long 'shows no sign of improvement' "
                                "(bourse-remember-6)."},
    "havoc": {"type": "bool", "default": True,
              "description": "Pass a Rise & Fall card from a minus hand to a player about to close "
                             "(bourse-remember-6)."},
    "aim": {"type": "enum", "values": ["win", "block"], "default": "win",
            "description": "How a bot weighs closing small (bourse-G-1). 'win': only a bot that could still catch "
                           "the leader closes small to stop a rival near the target; the others play their hands for "
                           "the points they need. 'block' (the archive's earlier bots): every bot closes any plus "
                           "hand as soon as anyone is within 60 of the target."},
    "threat": {"type": "int", "min": 0, "default": 60,
               "description": "With aim 'win': a rival this close to the target, and ahead, is worth stopping."},
    "sit_tight": {"type": "bool", "default": True,
                  "description": "Without a Rise & Fall card, sit tight when leading the totals (bourse-special-3)."},
}


def resolve_bot_params(bots: dict | None, players: int) -> dict:
    p = resolve(BOT_PARAMS, bots)
    p["speeds"] = seat_speeds(p["speed"], players)
    return p


class BourseBot(Reactive, Strategy):
    """One bot seat.  Reads only what its seat may know: its own cards, the calls by number, the
    exchanges (who with whom, how many), the totals."""

    name = "follows the text's advice"
    about = "rids its hand of the capitals its Rise & Fall cards show falling, and closes when it counts enough"
    #: at its best it is quick
    best_options = {"speed": "fast"}

    def __init__(self, game, seat: int, params: dict, rng) -> None:
        Reactive.__init__(self, SPEEDS[params["speeds"][seat]], rng)
        self.seat = seat
        self.p = params
        self.hand = -1

    def start(self, game) -> int:
        return game.signal_t + self.react() + self.react()  # sort, then call (bourse-remember-1, -2)

    def _new_hand(self, game, t) -> None:
        self.hand = game.hand_no
        self.best = None
        self.improved_t = t
        self.tries = 0
        self.call_t = 0
        self.exch = [0] * game.n

    def notice(self, game, events, t, pending=None):
        seat = self.seat
        wake = None
        for e in events:
            kind = e["type"]
            if kind == "call" and e["seat"] != seat:
                wake = t + self.react()
            elif kind == "trade":
                if self.hand == game.hand_no:
                    self.exch[e["giver"]] += 1
                    self.exch[e["taker"]] += 1
                if seat == e["giver"] or seat == e["taker"]:
                    wake = t + self.react()
            elif kind == "deal":
                return e["signal_t"] + self.react() + self.react()
        if wake is not None and pending is not None and pending <= wake:
            return None
        return wake

    # ------------------------------------------------------------------ judgement
    @cite("bourse-G-1", "bourse-G-3", "bourse-special-4")
    def _should_close(self, game, t, value, has_rf) -> bool:
        if not has_rf:
            return False
        seat = self.seat
        if value > 0 and game.scores[seat] + value >= game.params["target"]:
            return True
        close_at = self.p["close_at"]
        elapsed = t - game.signal_t
        bar = close_at - close_at * elapsed // self.p["decay_ms"]
        target = game.params["target"]
        if self.p["aim"] == "block":  # the earlier bots: anyone near the target, and every hand is closed small
            others = max(sc for s, sc in enumerate(game.scores) if s != seat)
            if others + 60 >= target:
                bar = min(bar, 1)
            return value >= bar
        mine = game.scores[seat]
        lead = max((sc for s, sc in enumerate(game.scores)
                    if s != seat and sc + self.p["threat"] >= target and sc >= mine), default=None)
        if lead is not None and mine + close_at >= lead and any(
                self._about_to_close(game, s) for s, sc in enumerate(game.scores) if s != seat and sc == lead):
            bar = min(bar, 1)  # a rival near the target appears about to close, and we can still catch him
        return value >= bar

    @cite("bourse-E-3", "bourse-special-2", "bourse-special-3", "bourse-remember-4", "bourse-remember-5",
          "bourse-remember-6", "bourse-remember-7")
    def _junk(self, game, t, keys, value) -> tuple[list[list[str]], bool]:
        """Groups of cards to call away, best first, and whether the first is havoc (remember-6)."""
        faces = game.faces
        rfs = [k for k in keys if k.startswith(RF)]
        groups: list[list[str]] = []
        havoc = False
        if not rfs:
            if self.p["sit_tight"] and SELL not in keys and game.scores[self.seat] == max(game.scores) \
                    and game.scores.count(max(game.scores)) == 1:
                return [], False  # special-3: sit tight
            if SELL in keys:
                groups.append([SELL])
            groups += [[k] for k in dict.fromkeys(keys) if k != SELL]  # special-3: one card at a time
            return groups, False
        values = capital_values(keys, faces)
        base = base_score(keys, faces)
        if SELL in keys and base <= 0:
            groups.append([SELL])  # remember-5
        if len(rfs) > 1:  # special-2, remember-4: the one card whose loss would help most, one at a time
            gain, worst = max((base_score([x for x in keys if x != k], faces), k) for k in rfs)
            if gain > base:
                groups.append([worst])
        caps = [k for k in dict.fromkeys(keys) if k in values]
        groups += [[k] * keys.count(k) for k in sorted((k for k in caps if values[k] < 0), key=values.get)]
        if t - game.signal_t >= self.p["neutral_ms"] or not groups:
            groups += [[k] * keys.count(k) for k in caps if values[k] == 0]
        if self.p["havoc"] and value < 0 and t - self.improved_t >= self.p["stale_ms"]:
            groups.insert(0, rfs[:1])
            havoc = True
        return groups, havoc

    def _answer(self, game, calls, groups):
        """``(call id, cards)``: the earliest call this bot can meet, with its first group that meets it
        (it cannot see what the caller gives), or None."""
        for cid, _s, n in calls:
            for g in groups:
                if len(g) >= n and (n == 1 or g[0] != SELL):
                    return cid, g[:n]
        return None

    def _about_to_close(self, game, seat) -> bool:
        """Appears about to close: calling a single card after two or more exchanges this hand."""
        return self.exch[seat] >= 2

    # ------------------------------------------------------------------ acting
    @cite("bourse-F-1", "bourse-F-2", "bourse-remember-1", "bourse-remember-2", "bourse-remember-6")
    def wake(self, game, t):
        wait = self.waiting(game, t)
        if wait is not None:
            return wait
        seat = self.seat
        if game.hand_no != self.hand:
            self._new_hand(game, t)
        keys = game.holding_keys(seat)
        value = game.hand_value(seat)
        if self.best is None or value > self.best:
            self.best = value
            self.improved_t = t
        has_rf = any(k.startswith(RF) for k in keys)
        if self._should_close(game, t, value, has_rf):
            return {"type": "sell" if SELL in keys else "close", "seat": seat}, None
        nxt = t + self.react()
        mine = game.ex.seat_offer[seat]
        if mine is not None:
            if t - self.call_t >= self.patience:
                self.tries += 1
                return {"type": "withdraw", "seat": seat}, nxt
            return None, self.call_t + self.patience
        groups, havoc = self._junk(game, t, [game.key[c] for c in game.hands[seat]], value)
        if not groups:
            return None, t + self.patience
        calls = [(cid, s, len(cs)) for cid, (s, cs, _t) in game.ex.offers.items()]  # oldest first
        if havoc:  # remember-6: to someone who appears about to close, else (later) to anyone
            late = t - self.improved_t >= 2 * self.p["stale_ms"]
            for cid, s, n in calls:
                if n == 1 and (late or self._about_to_close(game, s)):
                    return {"type": "call", "seat": seat, "cards": groups[0], "with": cid}, nxt
            groups = groups[1:] or groups
        answer = self._answer(game, calls, groups)
        if answer is not None:
            cid, cards = answer
            return {"type": "call", "seat": seat, "cards": cards, "with": cid}, nxt
        g = groups[self.tries % len(groups)]
        count = len(g) if self.tries % 2 == 0 else 1
        self.call_t = t
        return {"type": "call", "seat": seat, "cards": g[:count]}, t + self.patience


class OmniscientBourseBot(BourseBot):
    """The fictive player of a skill measure (:mod:`games.lab.measures.skill`): the bot above, except that it sees
    the cards a caller gives.  Of the calls it can meet it answers the one, with the group of its cards,
    that leaves its hand counting most (the bot above answers the earliest call blind).  Tried and not
    kept (300 seeds, seat 1 of 4 against the default bots): refusing every call that would not raise
    the hand's count (0.622 of the wins, where the strongest bot wins 0.625), and judging who is about
    to close from the hands' counts (0.628); this one wins 0.66."""

    name = "follows the text's advice, seeing what callers give"
    about = "answers the call, with the cards, that leaves its hand counting most"

    def _answer(self, game, calls, groups):
        mine = [game.key[c] for c in game.hands[self.seat]]
        best, best_value = None, None
        for cid, _s, n in calls:
            given = [game.key[c] for c in game.ex.offers[cid][1]]
            for g in groups:
                if len(g) >= n and (n == 1 or g[0] != SELL):
                    keys = list(mine)
                    for k in g[:n]:
                        keys.remove(k)
                    keys += given
                    base = base_score(keys, game.faces)
                    value = 2 * base if SELL in keys else base
                    if best_value is None or value > best_value:
                        best, best_value = (cid, g[:n]), value
        return best


__all__ = ["BOT_PARAMS", "BourseBot", "OmniscientBourseBot", "resolve_bot_params"]
