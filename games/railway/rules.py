"""The "Big Four" railway card game: the rules engine.

Turns (railway-play-3)
    The dealer plays first; a turn is ``draw`` (the exposed card or the top of the stack), then
    any of ``demand`` (railway-play-4a/4b), ``substitute`` (railway-play-9) and ``lay``
    (railway-play-8), then ``discard``, which ends the turn; the next player is on the left
    (seat + 1).

"Pass!" out of turn (railway-play-4c..4e)
    After a vehicle is discarded, a claim window opens: see :mod:`games.railway.claims`.  Who may
    act now is a property of the state (``may_act``): the players awaited by an open window,
    else the player in turn.

Clock
    ``t`` is integer virtual milliseconds, never backwards; only the claim window reads it.

Events (``to`` absent = public, ``to`` = seat: private)
    ``deal`` {dealer, stations, exposed, stack}; ``hand`` {to, cards}; ``turn`` {seat};
    ``draw`` {seat, from, card (key if exposed, else null)}; ``drawn`` {to, card};
    ``reshuffle`` {cards, exposed}; ``demand`` {seat, from, card, held};
    ``substitute`` {seat, owner, card, pool, to}; ``lay`` {seat, company, cards};
    ``discard`` {seat, card, forced, copy?: "other" (another copy than the one every player saw
    him take, e.g. an exposed signal picked up this turn)}; ``move`` {seat: the train's owner, card:
    the signal, by (+1, +2, or -1 for a shunt), from, to, discarder, target}: one for every train
    that moves; ``shunt`` {seat, trains: [[owner, from, to]...]} (then a ``move`` per train); ``signal`` {seat, card, reason} (no effect);
    ``window`` {card, discarder, until, awaiting}; ``call`` {seat, card}; ``decline`` {seat};
    ``window_closed`` {card, discarder, claims, winner, rule, reason};
    ``game_over`` {winner, reason, clause, scores, lines}.
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.copies import PublicCopies
from games.core.errors import BadAction
from games.core.game import Game
from games.core.rng import check_seed, deck_rng

from .cards import (CLASS, COMPANIES, COMPANY_RULES, GREEN_MOVES, IDS, IS_VEHICLE, KEY, N_CARDS, PASS, POOL_OF, RED,
                    SIGNALS)
from .checks import PASS_IDS, RailwayChecks
from .claims import RailwayClaims
from .params import resolve_params
from .position import RailwayPosition
from .scoring import score_lines, totals
from . import wording as _wording
from .views import RailwayViews


class RailwayGame(RailwayClaims, RailwayChecks, RailwayPosition, RailwayViews, Game):
    """One game of the railway card game.  See the module docstring for the model."""

    game_id = "railway"
    #: 2: a claim window opens only for the players who can call (railway-play-4c), so records of
    #: version 1 (whose windows awaited every player without a train) no longer replay
    version = 2
    over_clause = "railway-play-12"

    @cite("railway-contents", "railway-play-1", "railway-play-1a", "railway-play-1b", "railway-play-2",
          "railway-play-2a", "railway-play-2b")
    def __init__(self, params: dict | None = None, seed: int = 0, position: dict | None = None) -> None:
        check_seed(seed)
        p = resolve_params(params)
        super().__init__(p, seed, position)
        self.n = n = p["players"]
        self.short = p["short_game"]
        self.target = (p["short_moves_to_win"] or p["moves_to_win"]) if self.short else p["moves_to_win"]
        self.rng = deck_rng(seed)
        if p["stations"] is None:  # dealt out (railway-play-1a)
            cos = list(COMPANIES)
            self.rng.shuffle(cos)
            self.station = cos[:n]
        else:  # chosen
            self.station = list(p["stations"])
        self.comp = [COMPANY_RULES[co] for co in self.station]
        deck = list(range(N_CARDS))
        self.rng.shuffle(deck)  # railway-play-2a
        self.dealer = p["first_dealer"]
        self.hands: list[list[int]] = [[] for _ in range(n)]
        for k in range(8 * n):  # one at a time from the dealer's left, eight each
            self.hands[(self.dealer + 1 + k) % n].append(deck.pop())
        self.stack = deck                  # face down; the top is the end of the list
        self.pile = [self.stack.pop()]     # exposed cards, face up; the top is the end (railway-play-2b)
        self.pass_laid = False             # the top of the pile is a Pass just laid by a player
        self.trains: list[list[int] | None] = [None] * n
        self.pos = [0] * n
        #: the cards every player saw go into a hand (the log names "the other" copy of a signal)
        self.copies = PublicCopies(n)
        self.turn = self.dealer
        self.phase = "draw"
        self.locks: list[list[int]] = []   # [seat, card]: exposed signals picked up, not to be discarded yet
        self.demanded = False              # a demand made this turn (railway-play-4a, 'demands_per_turn')
        self.window: dict | None = None
        self.turns = 0
        self.over = False
        self.winner: int | None = None
        self.end_reason = ""
        self.lines: list[dict] = []
        self.scores = [0] * n
        self.stats = {"reds": 0, "shunts": 0, "brink_shunts": [], "calls": 0, "demands": 0, "demands_held": 0,
                      "substitutions": 0, "laid_turn": [None] * n, "reshuffles": 0}
        self.opening_events = [{"type": "deal", "t": 0, "dealer": self.dealer, "stations": list(self.station),
                                "exposed": KEY[self.pile[-1]], "stack": len(self.stack)}]
        self.opening_events += [{"type": "hand", "t": 0, "to": s, "cards": self.keys(self.hands[s])} for s in range(n)]
        if position is None:
            for k in range(n):  # railway-play-8: a train complete in the hand dealt goes down at once
                self._lay_at_once((self.dealer + 1 + k) % n, 0, self.opening_events)
        self.opening_events.append({"type": "turn", "t": 0, "seat": self.turn})
        if position is not None:
            self.load_position(position)

    # ------------------------------------------------------------------ contract accessors
    @property
    def rounds_scored(self) -> int:
        return 1 if self.over else 0

    wording = _wording

    @staticmethod
    def keys(cards) -> list[str]:
        return [KEY[c] for c in sorted(cards)]

    # ------------------------------------------------------------------ helpers
    def needs(self, seat: int) -> set[int]:
        """The cards ``seat`` requires (railway-play-4a, -4c): vehicles that fill an empty place of his
        train; nothing once his train is on the table (railway-play-4e)."""
        if self.trains[seat] is not None:
            return set()
        return self.comp[seat].needs(self.hands[seat])

    def holds_train(self, seat: int) -> bool:
        return self.trains[seat] is None and self.comp[seat].complete(self.hands[seat], self.short)

    def locked(self, seat: int) -> set[int]:
        """The exposed signals ``seat`` picked up and may not discard yet (railway-play-6)."""
        return {c for s, c in self.locks if s == seat}

    def may_demand(self, seat: int) -> bool:
        """Whether ``seat`` may make a demand now, as far as 'demands_per_turn' goes (railway-play-4a)."""
        return not (self.demanded and self.params["demands_per_turn"] == "one")

    def _find(self, seat: int, key: str, avoid=()) -> int | None:
        """A card of ``key`` in ``seat``'s hand (none of ``avoid``), or None."""
        for c in self.hands[seat]:
            if KEY[c] == key and c not in avoid:
                return c
        return None

    def _key(self, action, field="card") -> str:
        key = action.get(field)
        if not isinstance(key, str) or key not in IDS:
            raise BadAction(f"'{field}' must be a card key such as \"LNER-E\", \"G2\" or \"PASS\"")
        return key

    def _seat_field(self, action, field) -> int:
        s = action.get(field)
        if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < self.n:
            raise BadAction(f"'{field}' must be a seat at this table (0..{self.n - 1})")
        return s

    # ------------------------------------------------------------------ validation and execution
    def check_rules(self, kind: str, seat: int, t: int, action: dict) -> dict:
        """The move's check (``MOVES``) on the game as it stands at ``t``: a claim window whose time
        is up has closed by then (:meth:`games.railway.claims.RailwayClaims._at`)."""
        return Game.check_rules(self._at(t), kind, seat, t, action)

    def before_move(self, t: int) -> list[dict]:
        """A claim window whose time is up by ``t`` closes before the move (railway-play-4c)."""
        return self.expire(t)

    @cite("railway-play-6")
    def _begin_turn(self, seat: int, t: int, events: list) -> None:
        if self.params["signal_hold"] == "next-turn" or seat == self.dealer:
            self.locks = []  # railway-play-6: the next turn, or the next round (the dealer plays again), has come
        self.turn = seat
        self.phase = "draw"
        self.demanded = False
        events.append({"type": "turn", "t": t, "seat": seat})

    @cite("railway-play-8")
    def _lay_at_once(self, seat: int, t: int, events: list) -> None:
        """railway-play-8 'As soon as a player has completed a train he lays it down': with 'lay_down'
        'at-once', the moment ``seat`` completes it, in his turn or not."""
        if self.params["lay_down"] == "at-once" and self.holds_train(seat):
            cards = self.comp[seat].make_up(self.hands[seat], self.short)
            self._lay({"seat": seat, "cards": [KEY[c] for c in cards]}, t, events)

    @cite("railway-play-3a", "railway-play-6", "railway-play-7")
    def _draw(self, act, t, events) -> None:
        seat = act["seat"]
        if act["from"] == "exposed":
            card = self.pile.pop()
            if KEY[card] in SIGNALS:
                self.locks.append([seat, card])  # railway-play-6: not to be discarded until the next round
            self.copies.seen(seat, card)
            events.append({"type": "draw", "t": t, "seat": seat, "from": "exposed", "card": KEY[card]})
        else:
            if not self.stack:  # railway-play-7, 'reshuffle' 'when-needed': the stack is made now
                self._reshuffle(t, events)
            card = self.stack.pop()
            events.append({"type": "draw", "t": t, "seat": seat, "from": "stack", "card": None})
            events.append({"type": "drawn", "t": t, "to": seat, "card": KEY[card]})
        self.pass_laid = False
        self.hands[seat].append(card)
        self.phase = "play"
        if not self.stack and self.params["reshuffle"] == "at-once":
            self._reshuffle(t, events)
        self._lay_at_once(seat, t, events)

    @cite("railway-play-7")
    def _reshuffle(self, t, events) -> None:
        """The centre stack is used up: shuffle the exposed cards, face down, the top one face up."""
        cards = self.pile
        self.rng.shuffle(cards)
        self.stack = cards
        self.pile = [self.stack.pop()] if self.stack else []
        self.pass_laid = False
        self.stats["reshuffles"] += 1
        events.append({"type": "reshuffle", "t": t, "cards": len(cards) + len(self.pile),
                       "exposed": KEY[self.pile[-1]] if self.pile else None})

    @cite("railway-play-4a", "railway-play-4b")
    def _demand(self, act, t, events) -> None:
        seat = act["seat"]
        target = act["from"]
        card = IDS[act["card"]][0]
        held = card in self.hands[target]
        self.stats["demands"] += 1
        self.demanded = True
        events.append({"type": "demand", "t": t, "seat": seat, "from": target, "card": act["card"], "held": held})
        pas = self._find(seat, PASS)
        self.hands[seat].remove(pas)
        if held:  # the exchange: his card for your Pass, in the open
            self.stats["demands_held"] += 1
            self.hands[target].remove(card)
            self.hands[seat].append(card)
            self.hands[target].append(pas)
            self.copies.gone(target, card)
            self.copies.seen(seat, card)
            self.copies.gone(seat, pas)
            self.copies.seen(target, pas)
            self._lay_at_once(seat, t, events)
        else:  # railway-play-4b: the Pass is your discard
            self._put_down(seat, pas, t, events, forced=True)

    @cite("railway-play-9")
    def _substitute(self, act, t, events) -> None:
        seat = act["seat"]
        owner = act["owner"]
        card = IDS[act["card"]][0]
        pool = POOL_OF[CLASS[card]]
        train = self.trains[owner]
        train[train.index(pool)] = card
        self.hands[seat].remove(card)
        self.copies.gone(seat, card)
        to = self.params["substitute_to"]
        if to == "hand":
            self.hands[seat].append(pool)
            self.copies.seen(seat, pool)
        else:
            self.pile.append(pool)
            self.pass_laid = False
        self.stats["substitutions"] += 1
        events.append({"type": "substitute", "t": t, "seat": seat, "owner": owner, "card": act["card"],
                       "pool": KEY[pool], "goes": to})
        self._lay_at_once(seat, t, events)  # the Pool unit may complete his own train

    @cite("railway-play-8", "railway-game", "railway-alt", "railway-play-1b")
    def _lay(self, act, t, events) -> None:
        seat = act["seat"]
        co = self.comp[seat]
        cards = []
        for k in act["cards"]:
            c = self._find(seat, k)
            self.hands[seat].remove(c)
            self.copies.gone(seat, c)
            cards.append(c)
        self.trains[seat] = co.in_order(cards)
        self.pos[seat] = 0
        self.stats["laid_turn"][seat] = self.turns
        events.append({"type": "lay", "t": t, "seat": seat, "company": co.key,
                       "cards": [KEY[c] for c in self.trains[seat]]})

    def _discard(self, act, t, events) -> None:
        seat = act["seat"]
        card = self._find(seat, act["card"], avoid=self.locked(seat))
        self.hands[seat].remove(card)
        self._put_down(seat, card, t, events, forced=False)

    @cite("railway-play-3b", "railway-play-3c", "railway-play-4c", "railway-play-4e", "railway-play-5",
          "railway-play-10", "railway-play-10a", "railway-play-10b", "railway-play-11", "railway-play-12")
    def _put_down(self, seat: int, card: int, t: int, events: list, forced: bool) -> None:
        """A discard, face up on the exposed cards; a signal acts; then a claim window or the next turn."""
        self.pile.append(card)
        self.pass_laid = card in PASS_IDS  # railway-play-5
        ev = {"type": "discard", "t": t, "seat": seat, "card": KEY[card], "forced": forced}
        if self.copies.other(seat, card, KEY):
            ev["copy"] = "other"  # not the copy every player saw him take: the log says so
        self.copies.gone(seat, card)
        events.append(ev)
        self.turns += 1
        key = KEY[card]
        early = self.params["early_signals"]
        if key in GREEN_MOVES:
            if self.trains[seat] is None:
                events.append({"type": "signal", "t": t, "seat": seat, "card": key,
                               "reason": "no train on the table to move", "clause": "railway-play-10a"})
            else:
                before = self.pos[seat]
                self.pos[seat] = before + GREEN_MOVES[key]
                events.append({"type": "move", "t": t, "seat": seat, "card": key, "by": GREEN_MOVES[key],
                               "from": before, "at": self.pos[seat], "discarder": seat, "target": self.target})
                if self.pos[seat] >= self.target:
                    self._finish(seat, t, "won", events)
                    return
        elif key == RED:
            if self.trains[seat] is None and early == "no-effect":
                events.append({"type": "signal", "t": t, "seat": seat, "card": key,
                               "reason": "no train of the discarder's on the table", "clause": "railway-play-10a"})
            else:
                moved = []
                for o in range(self.n):
                    if o != seat and self.trains[o] is not None and self.pos[o] > 0:
                        if self.pos[o] >= self.target - 2:
                            self.stats["brink_shunts"].append(o)
                        moved.append([o, self.pos[o], self.pos[o] - 1])
                        self.pos[o] -= 1  # never behind its starting position
                self.stats["reds"] += 1
                self.stats["shunts"] += len(moved)
                events.append({"type": "shunt", "t": t, "seat": seat, "trains": moved})
                # every train that moves gets its own event, as a Green's move does
                events += [{"type": "move", "t": t, "seat": o, "card": key, "by": b - a, "from": a, "at": b,
                            "discarder": seat, "target": self.target} for o, a, b in moved]
        limit = self.params["turn_limit"]
        if limit is not None and self.turns >= limit:
            self._finish(None, t, "turn limit", events)
            return
        if not (IS_VEHICLE[card] and self._open_window(seat, card, t, events)):
            self._begin_turn((seat + 1) % self.n, t, events)

    @cite("railway-play-12", "railway-scoring-1", "railway-scoring-2", "railway-scoring-3")
    def _finish(self, winner: int | None, t: int, reason: str, events: list) -> None:
        self.over = True
        self.winner = winner
        self.end_reason = reason
        self.window = None
        self.phase = "over"
        made_up = [self.holds_train(s) for s in range(self.n)]  # complete in hand, not yet laid down
        self.lines = score_lines(self.hands, self.trains, winner, self.params["hand_count"], made_up)
        self.scores = totals(self.lines, self.n)
        events.append({"type": "game_over", "t": t, "winner": winner, "reason": reason,
                       "clause": "railway-play-12" if winner is not None else None,
                       "scores": list(self.scores), "lines": [dict(x) for x in self.lines]})


    #: the moves (games.core.game.Game.MOVES): action type -> (check, apply)
    MOVES = {"draw": (RailwayChecks.check_draw, _draw), "demand": (RailwayChecks.check_demand, _demand),
             "substitute": (RailwayChecks.check_substitute, _substitute), "lay": (RailwayChecks.check_lay, _lay),
             "discard": (RailwayChecks.check_discard, _discard), "call": (RailwayChecks.check_call, RailwayClaims._call),
             "decline": (RailwayChecks.check_decline, RailwayClaims._decline)}


#: the action types, in the order of a turn
ACTIONS = tuple(RailwayGame.MOVES)

__all__ = ["RailwayGame", "ACTIONS"]
