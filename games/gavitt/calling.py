"""A call of TOPEKA in Gavitt's Stock Exchange, the scoring of the round it ends, and the end of
the game.

A mixin of :class:`games.gavitt.rules.GavittGame`: ``_call`` is how a call is applied (``GavittGame.MOVES``);
a valid one scores the round line by line (:mod:`games.gavitt.scoring`), fines what the round's
end reveals (1903), and either ends the game or gathers the cards and deals the next round
(:class:`games.gavitt.deal.GavittDealing`).
"""
from __future__ import annotations

from games.core.clauses import cite

from .scoring import stock_lines, telegram_fine_29, telegram_lines
from .wording import WORD, normalise_word


class GavittCalling:
    """The calling and scoring part of :class:`games.gavitt.rules.GavittGame` (a mixin: it uses the
    game's state)."""

    @cite("gse1903-11", "gse1903-11a", "gse1903-11b", "gse1903-12", "gse1903-34", "gse2003-play-3", "gse2003-play-3a",
          "gse2003-play-3b", "gse2003-play-3c")
    def _call(self, act: dict, t: int, events: list) -> None:
        seat, word = act["seat"], act["word"]
        if normalise_word(word) != WORD:
            events.append({"type": "call", "t": t, "seat": seat, "word": word, "valid": False,
                           "reason": "not the word TOPEKA: no call, play goes on", "clause": self.ed.clause("no_call")})
            return
        rr = self.full_set(seat)
        if rr is None:  # only when the edition lets such a call be made (2003 refuses it in check_call)
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
