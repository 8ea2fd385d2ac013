"""Bourse (BENCO, London; date unknown): the rules engine.

Clock
    ``t`` is an integer number of virtual milliseconds on a game-global clock.  The game is created
    and the first hand dealt at ``t = 0``; the dealer takes up his hand (bourse-E-2) at
    ``signal_t`` (0 for the first hand, the scoring time plus ``hand_gap_ms`` for the next ones).
    Nothing may be done before it.

Exchange (bourse-F-1, -F-2, bourse-special-1a..1d): real time, no turns
    * **call** ``{"type": "call", "seat", "t", "cards": [keys]}``: the player puts down, face
      down, the cards he wishes to exchange and calls out their number.  The cards must be one
      capital city (special-1d), or Rise & Fall cards only, one or more (special-1c), or the
      Selling card alone (special-1b).  If another player is already calling the same number, the
      two exchange at once, so open calls never share a number; ``"with": call id`` names the call
      answered, and is refused if that call has been met or withdrawn meanwhile.  Otherwise the
      call stays open, by its number only, for anyone to meet.  A player calls one number at a
      time.
    * **withdraw** ``{"type": "withdraw", "seat", "t"}``: stop calling; the cards go back.
    Each side of an exchange learns what it received only by a private ``received`` event.

Closing (bourse-G-1..5, bourse-special-4, -5)
    * **close** ``{"type": "close", "seat", "t"}``: a player holding a Rise & Fall card calls
      "Close"; **sell** ``{"type": "sell", ...}``: the holder of the Selling card (who must also hold
      a Rise & Fall card) calls "Sell" instead (bourse-G-3; he cannot call "Close").  All exchange
      stops, open calls go back to their hands, every hand is shown and scored, the closer's first
      and then round the table to the left (bourse-G-5), and the next hand is dealt by the player
      to the left unless the game is over (bourse-special-5-game-a, -b).

Events (``to`` = private to that seat)
    ``deal``     {t, hand, dealer, signal_t, sizes, pack: {key: count}}          ``cards`` {t, to, cards}: the dealt hand
    ``call``     {t, seat, count, call: id} (left open) or {t, seat, count, meets: id} (met at once)
    ``withdraw`` {t, seat, call}
    ``trade``    {t, offer: the open call met, giver: its caller, taker: the answering caller, count}
    ``received`` {t, to, from, cards}             (both from :func:`games.core.exchange.swap_events`)
    ``close``    {t, seat, word: "Close"|"Sell", clause}
    ``score``    {t, hand, closer, word, order, hands, results, lines, totals}
    ``game_over`` {t, winners, scores, clause}
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadParams
from games.core.exchange import Exchange, swap_events
from games.core.game import Game
from games.core.rng import check_seed, deck_rng

from .pack import RF, SELL, deal_order, make_pack
from .params import resolve_params
from .reconstruction import CAPITALS, NOTE, cards_of
from .scoring import base_score, score_hand
from .checks import BourseChecks
from .position import BoursePosition
from .views import BourseViews
from . import wording as _wording


class BourseGame(BourseChecks, BoursePosition, BourseViews, Game):
    """One game of Bourse.  See the module docstring for the model."""

    game_id = "bourse"
    version = 1
    over_clause = "bourse-special-5-game-a"

    @cite("bourse-A", "bourse-B", "bourse-E-1")
    def __init__(self, params: dict | None = None, seed: int = 0, position: dict | None = None) -> None:
        check_seed(seed, BadParams)
        p = resolve_params(params)
        super().__init__(p, seed, position)
        self.n = p["players"]
        rf_set = cards_of(p)
        self.key = make_pack(self.n, rf_set)  # card id -> key
        self.faces = {f"{RF}{c['number']}": dict(c, key=f"{RF}{c['number']}", note=NOTE)
                      for c in rf_set if f"{RF}{c['number']}" in self.key}
        self.rng = deck_rng(seed)
        self.hands: list[list[int]] = [[] for _ in range(self.n)]  # in hand, not on the table
        self.ex = Exchange(self.n)  # open calls: the core's face-down offers, id -> (seat, cards, t)
        self.scores = [0] * self.n
        self.sheet: list[dict] = []
        self.hand_no = 0
        self.dealer = p["first_dealer"]
        self.signal_t = 0
        self.over = False
        self.winners: list[int] = []
        self.exchanges = 0
        self.hand_exchanges = 0
        self.selling_lost_without_rf = 0  # Selling losses of hands counting nothing (penalty_without_rise_fall)
        if position is None:
            self.opening_events = self._deal(0)
        else:
            self.opening_events = self._from_position(position)

    # ------------------------------------------------------------------ accessors
    wording = _wording

    def keys(self, cards) -> list[str]:
        return sorted((self.key[c] for c in cards), key=self.sort_key)

    @staticmethod
    def sort_key(key: str):
        """Capitals in the text's order, then Rise & Fall cards highest first, then the Selling card."""
        if key == SELL:
            return (2, 0)
        if key.startswith(RF):
            return (1, -int(key[2:]))
        return (0, CAPITALS.index(key))

    def holding(self, seat: int) -> list[int]:
        """All the cards ``seat`` owns: in hand plus its open call on the table."""
        laid = self.ex.laid(seat)
        return self.hands[seat] + laid if laid else self.hands[seat]

    def holding_keys(self, seat: int) -> list[str]:
        return self.keys(self.holding(seat))

    def has_rise_fall(self, seat: int) -> bool:
        key = self.key
        return any(key[c].startswith(RF) for c in self.holding(seat))

    def hand_value(self, seat: int) -> int:
        """What ``seat``'s hand would count now, before any Selling-card loss (its own knowledge)."""
        keys = [self.key[c] for c in self.holding(seat)]
        base = base_score(keys, self.faces)
        return 2 * base if SELL in keys else base

    # ------------------------------------------------------------------ dealing
    @cite("bourse-E-1", "bourse-E-2", "bourse-E-3", "bourse-E-4")
    def _deal(self, t: int) -> list[dict]:
        """Shuffle and deal all the cards, one at a time (see ``extra_card``)."""
        pile = list(range(len(self.key)))
        self.rng.shuffle(pile)  # first: a record that ends before this deal changes nothing here (core.rng.Deals)
        self.hand_no += 1
        self.signal_t = t if self.hand_no == 1 else t + self.params["hand_gap_ms"]
        for h in self.hands:
            h.clear()
        for card, seat in zip(pile, deal_order(self.n, self.dealer, len(pile), self.params["extra_card"])):
            self.hands[seat].append(card)
        return self._dealt(t)

    def _dealt(self, t: int) -> list[dict]:
        self.ex.clear()
        self.hand_exchanges = 0
        pack: dict[str, int] = {}
        for k in sorted(self.key, key=self.sort_key):  # what the pack holds is no secret (bourse-B)
            pack[k] = pack.get(k, 0) + 1
        events = [{"type": "deal", "t": t, "hand": self.hand_no, "dealer": self.dealer, "signal_t": self.signal_t,
                   "sizes": [len(h) for h in self.hands], "pack": pack}]
        events += [{"type": "cards", "t": t, "to": s, "cards": self.keys(self.hands[s])} for s in range(self.n)]
        return events

    # ------------------------------------------------------------------ finding cards
    def _find(self, hand: list[int], keys: list[str]) -> tuple[list[int], str | None]:
        """Take the cards named by ``keys`` out of ``hand`` (a list it changes); returns the ids
        and the first key it could not find (or None)."""
        key = self.key
        out = []
        for k in keys:
            for j, c in enumerate(hand):
                if key[c] == k:
                    out.append(hand.pop(j))
                    break
            else:
                return out, k
        return out, None

    # ------------------------------------------------------------------ the moves
    def _withdraw(self, act: dict, t: int, events: list) -> None:
        cid, cards = self.ex.cancel(act["seat"])
        self.hands[act["seat"]].extend(cards)
        events.append({"type": "withdraw", "t": t, "seat": act["seat"], "call": cid})

    @cite("bourse-F-1", "bourse-F-2", "bourse-special-1a", "bourse-special-1b", "bourse-special-1c",
          "bourse-special-1d", "bourse-E-4")
    def _call(self, act: dict, t: int, events: list) -> None:
        seat = act["seat"]
        cards, _ = self._find(self.hands[seat], act["cards"])
        count = len(cards)
        other = act.get("with")
        if other is None:  # another player already calling this number is met at once
            other = self.ex.match(seat, count)
        if other is None:
            cid = self.ex.offer(seat, cards, t)
            events.append({"type": "call", "t": t, "seat": seat, "call": cid, "count": count})
            return
        events.append({"type": "call", "t": t, "seat": seat, "count": count, "meets": other})
        giver, given = self.ex.take(other)
        self.hands[giver].extend(cards)
        self.hands[seat].extend(given)
        self.exchanges += 1
        self.hand_exchanges += 1
        events.extend(swap_events(t, other, giver, seat, self.keys(given), self.keys(cards)))

    @cite("bourse-G-1", "bourse-G-2", "bourse-G-3", "bourse-G-4", "bourse-G-5", "bourse-special-5", "bourse-C")
    def _close(self, act: dict, t: int, events: list) -> None:
        closer, kind = act["seat"], act["type"]
        word = "Sell" if kind == "sell" else "Close"
        events.append({"type": "close", "t": t, "seat": closer, "word": word,
                       "clause": "bourse-G-3" if kind == "sell" else "bourse-G-2"})
        for s, cards in self.ex.clear():  # all exchange finishes (bourse-G-4)
            self.hands[s].extend(cards)
        order = [(closer + k) % self.n for k in range(self.n)]
        results, lines = [], []
        hands = [self.keys(h) for h in self.hands]
        for s in order:
            result, ls = score_hand(s, hands[s], self.faces, closer, self.params)
            self.scores[s] += result["net"]
            self.selling_lost_without_rf += bool(result["penalty"] and not result["rise_fall"])
            results.append(result)
            lines += ls
        row = {"hand": self.hand_no, "dealer": self.dealer, "closer": closer, "word": word,
               "net": [next(r["net"] for r in results if r["seat"] == s) for s in range(self.n)],
               "totals": list(self.scores), "exchanges": self.hand_exchanges, "t": t}
        self.sheet.append(row)
        events.append({"type": "score", "t": t, "hand": self.hand_no, "closer": closer, "word": word, "order": order,
                       "hands": hands, "results": results, "lines": lines, "totals": list(self.scores)})
        if self._check_winner(t, events):
            return
        self.dealer = (self.dealer + 1) % self.n
        events.extend(self._deal(t))

    @cite("bourse-special-5-game-a", "bourse-special-5-game-b")
    def _check_winner(self, t: int, events: list) -> bool:
        target = self.params["target"]
        exceed = self.params["target_rule"] == "exceed"
        passed = [s for s in range(self.n) if (self.scores[s] > target if exceed else self.scores[s] >= target)]
        if not passed:
            return False
        top = max(self.scores[s] for s in passed)  # the highest when all scores are totalled
        best = [s for s in passed if self.scores[s] == top]
        if len(best) > 1 and self.params["tie_rule"] == "play-on":
            return False
        self.over = True
        self.winners = best
        events.append({"type": "game_over", "t": t, "winners": best, "scores": list(self.scores),
                       "clause": "bourse-special-5-game-b" if len(passed) > 1 else "bourse-special-5-game-a"})
        return True


    #: the moves (games.core.game.Game.MOVES): action type -> (check, apply)
    MOVES = {"call": (BourseChecks.check_call, _call), "withdraw": (BourseChecks.check_withdraw, _withdraw),
             "close": (BourseChecks.check_close, _close), "sell": (BourseChecks.check_sell, _close)}

__all__ = ["BourseGame"]
