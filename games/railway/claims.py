"""The railway game's claim window: "Pass!" called out of turn (railway-play-4c..4e).

After a vehicle is discarded, a *claim window* opens for ``claim_window_ms`` virtual
milliseconds, but only for the players who can call: railway-play-4c gives the call to a
player for whom "a card is discarded which you require", and the call is an exchange "for a
Pass card", so a player may call when the card fills an empty place of his train (his train
not yet on the table, railway-play-4e) and he holds a Pass.  Those players, and only those,
answer it: ``call`` or ``decline``.  When nobody can call, no window opens and play goes on at
once: the table never waits for a player, human or bot, who has nothing to answer.  The window
closes when all have answered, or by itself when its time is up (``deadline`` / ``expire``: the
table lets virtual time pass; an action at or after the deadline sees it closed).  Claims are settled by ``claim_rule``: ``nearest-left`` (the caller nearest the
discarder's left) or ``first`` (the first call takes the card at once).  The caller takes
the card and lays a Pass in its place on the exposed cards; play continues from his left,
and that next player may not pick up the Pass (railway-play-5).  Signals and Passes open no
window (railway-play-4e).  Who may act now is a property of the state (``may_act``): the
players awaited by an open window, else the player in turn.

A mixin of :class:`games.railway.rules.RailwayGame`, which holds the state it reads and changes
(``window``, ``hands``, ``pile``, ``turn``).
"""
from __future__ import annotations

import copy

from games.core.clauses import cite

from .cards import KEY, PASS


class RailwayClaims:
    @cite("railway-play-4c", "railway-play-4e")
    def may_act(self, seat: int) -> bool:
        """The players an open claim window awaits; otherwise the player in turn."""
        if self.over:
            return False
        if self.window is not None:
            return seat in self.window["awaiting"]
        return seat == self.turn

    @cite("railway-play-4c", "railway-play-4e")
    def can_call(self, seat: int, card: int) -> bool:
        """Whether ``seat`` may call "Pass" for the discarded ``card``: it fills an empty place of his
        train (which is not yet on the table) and he holds a Pass to give for it."""
        return card in self.needs(seat) and self._find(seat, PASS) is not None

    def deadline(self) -> int | None:
        """When the state changes by itself: the end of an open claim window."""
        return None if self.window is None or self.over else self.window["until"]

    def expire(self, t: int) -> list[dict]:
        """Let virtual time reach ``t``: a claim window whose time is up closes (railway-play-4c)."""
        w = self.window
        if w is None or self.over or t < w["until"]:
            return []
        events: list[dict] = []
        self.now = max(self.now, w["until"])
        self._close(w["until"], "time", events)
        return events

    @cite("railway-play-4c", "railway-play-4e")
    def _open_window(self, seat: int, card: int, t: int, events: list) -> bool:
        """After ``seat`` discards the vehicle ``card``: open a window for the players who can call
        (railway-play-4c: they require the card, so their train is not down, railway-play-4e, and
        they hold a Pass to exchange for it), if there are any and windows are on; whether one
        opened."""
        W = self.params["claim_window_ms"]
        awaiting = [s for s in self._from_left(seat) if self.can_call(s, card)] if W > 0 else []
        if not awaiting:
            return False
        self.window = {"card": card, "discarder": seat, "opened": t, "until": t + W, "awaiting": awaiting,
                       "claims": [], "asked": list(awaiting)}
        self.phase = "claim"
        events.append({"type": "window", "t": t, "card": KEY[card], "discarder": seat, "until": t + W,
                       "awaiting": list(awaiting)})
        return True

    def _at(self, t: int) -> RailwayClaims:
        """The game as it stands at time ``t``: itself, or a copy whose claim window has closed."""
        if self.window is None or t < self.window["until"]:
            return self
        memo = {id(self.actions): [], id(self.opening_events): [], id(self.params): self.params}
        g = copy.deepcopy(self, memo)
        g.expire(t)
        return g

    def _from_left(self, seat: int) -> list[int]:
        return [(seat + k) % self.n for k in range(1, self.n)]

    def _call(self, act, t, events) -> None:
        seat = act["seat"]
        w = self.window
        w["awaiting"].remove(seat)
        w["claims"].append(seat)
        self.stats["calls"] += 1
        events.append({"type": "call", "t": t, "seat": seat, "card": KEY[w["card"]]})
        if self.params["claim_rule"] == "first" or not w["awaiting"]:
            self._close(t, "first call" if self.params["claim_rule"] == "first" else "all answered", events)

    def _decline(self, act, t, events) -> None:
        seat = act["seat"]
        w = self.window
        w["awaiting"].remove(seat)
        events.append({"type": "decline", "t": t, "seat": seat})
        if not w["awaiting"]:
            self._close(t, "all answered", events)

    @cite("railway-play-4c", "railway-play-4d", "railway-play-5")
    def _close(self, t: int, reason: str, events: list) -> None:
        """Settle the claims of a closing window: the caller takes the card and lays his Pass in its
        place; play continues from his left (railway-play-4d)."""
        w = self.window
        self.window = None
        claims = w["claims"]
        winner = None
        if claims:
            if self.params["claim_rule"] == "first":
                winner = claims[0]
            else:
                order = self._from_left(w["discarder"])
                winner = min(claims, key=order.index)
        events.append({"type": "window_closed", "t": t, "card": KEY[w["card"]], "discarder": w["discarder"],
                       "claims": list(claims), "winner": winner, "rule": self.params["claim_rule"],
                       "reason": reason})
        if winner is None:
            self._begin_turn((w["discarder"] + 1) % self.n, t, events)
            return
        card = self.pile.pop()
        pas = self._find(winner, PASS)
        self.hands[winner].remove(pas)
        self.hands[winner].append(card)
        self.copies.gone(winner, pas)
        self.copies.seen(winner, card)
        self.pile.append(pas)
        self.pass_laid = True  # railway-play-5: the next player may not pick it up
        self._lay_at_once(winner, t, events)  # railway-play-8: a train completed by the call goes down now
        self._begin_turn((winner + 1) % self.n, t, events)
