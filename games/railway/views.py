"""What each seat may do and see in the railway game, and the summary of a game.

A mixin of :class:`games.railway.rules.RailwayGame`: ``legal_actions``, ``view``,
``public_view`` and ``omniscient_view``; and :func:`summary`, a finished game's account.
"""
from __future__ import annotations

from games.core.rng import record_seed
from games.core.wording import marks_key

from .cards import CLASS, KEY, NAMES, PASS, POOL_OF, is_pool
from .view_words import action_words, centre_words, hand_marks, needs_words, score_items
from .wording import DEMAND_WARNING, PAGE_WORDS
from .wording import yours as _yours


class RailwayViews:
    WORDS_ACTIONS = True  # a turn's moves are buttons, each named by the engine (action_words)

    def action_words(self, action: dict, seat: int) -> str:
        return action_words(self, action, seat)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[dict]:
        """Every action ``seat`` may take now, without ``t`` (the caller adds the time)."""
        if self.over or not self.may_act(seat):
            return []
        w = self.window
        if w is not None:
            out = [{"type": "decline", "seat": seat}]
            if self._find(seat, PASS) is not None and w["card"] in self.needs(seat):
                out.insert(0, {"type": "call", "seat": seat})
            return out
        if self.phase == "draw":
            out = [{"type": "draw", "seat": seat, "from": "stack"}]
            if self.pile and not (self.pass_laid and KEY[self.pile[-1]] == PASS):
                out.insert(0, {"type": "draw", "seat": seat, "from": "exposed"})
            return out
        out = []
        hand = self.hands[seat]
        if self.holds_train(seat):
            out.append({"type": "lay", "seat": seat, "cards": [KEY[c] for c in
                                                               self.comp[seat].make_up(hand, self.short)]})
            return out  # railway-play-8: as soon as it is complete
        if self.trains[seat] is None and self._find(seat, PASS) is not None and self.may_demand(seat):
            for c in sorted(self.needs(seat)):
                for o in range(self.n):
                    if o != seat:
                        out.append({"type": "demand", "seat": seat, "from": o, "card": KEY[c]})
        for o in range(self.n):
            train = self.trains[o]
            if o == seat or train is None:
                continue
            co = self.comp[o]
            for c in sorted(set(hand)):
                if c in co.place_of and not is_pool(c) and c not in train and POOL_OF[CLASS[c]] in train:
                    out.append({"type": "substitute", "seat": seat, "owner": o, "card": KEY[c]})
        seen = set()
        locked = self.locked(seat)
        for c in sorted(hand):
            k = KEY[c]
            if k in seen or self._find(seat, k, avoid=locked) is None:
                continue
            seen.add(k)
            out.append({"type": "discard", "seat": seat, "card": k})
        return out

    # ------------------------------------------------------------------ views
    def _window_view(self) -> dict | None:
        w = self.window
        if w is None:
            return None
        return {"card": KEY[w["card"]], "discarder": w["discarder"], "opened": w["opened"], "until": w["until"],
                "awaiting": list(w["awaiting"]), "claims": list(w["claims"]),
                # the rule in words, as the table's players make it (at a table of two, one can call)
                "rule_words": PAGE_WORDS["claim_of_two" if self.n == 2 else
                                         "claim_first" if self.params["claim_rule"] == "first" else "claim_nearest"]}

    def _public(self) -> dict:
        return {
            "game": self.game_id, "players": self.n, "now": self.now, "dealer": self.dealer,
            "turn": self.turn, "phase": self.phase, "short_game": self.short, "moves_to_win": self.target,
            "stations": list(self.station),
            "trains": [None if tr is None else [KEY[c] for c in tr] for tr in self.trains],
            "positions": list(self.pos),
            "exposed": KEY[self.pile[-1]] if self.pile else None, "exposed_count": len(self.pile),
            "exposed_blocked": bool(self.pass_laid and self.pile and KEY[self.pile[-1]] == PASS),
            "stack_count": len(self.stack), "centre_text": centre_words(self), "hand_sizes": [len(h) for h in self.hands],
            "window": self._window_view(), "turns": self.turns,
            "over": self.over, "winner": self.winner, "end_reason": self.end_reason,
            "scores": list(self.scores), "lines": [dict(x) for x in self.lines],
            "may_act": [self.may_act(s) for s in range(self.n)],
        }

    def public_view(self) -> dict:
        """What a spectator sees: the table, no hand."""
        return self._public()

    def view(self, seat: int) -> dict:
        """What ``seat`` may know: its hand and the table."""
        self.check_seat(seat)
        v = self._public()
        v.update({"seat": seat, "hand": self.keys(self.hands[seat]),
                  "needs": self.keys(self.needs(seat)), "needs_text": needs_words(self, seat),
                  "locked": self.keys(self.locked(seat)),
                  "complete": self.holds_train(seat), "marks": hand_marks(self, seat),
                  "marks_key": marks_key(hand_marks(self, seat), lambda k: NAMES[k]),
                  "score_items": score_items(self, seat) if self.over else [],
                  # the reader's own result, said first (the game's end as wording.yours words it)
                  "yours": _yours({"type": "game_over", "scores": list(self.scores), "lines": self.lines,
                                  "winner": self.winner}, seat)
                  if self.over else None,
                  "warning": demand_warning(self, seat)})
        return v

    def omniscient_view(self) -> dict:
        """Everything, for teaching and for checking that a replay is exact."""
        v = self._public()
        v.update({"hands": [self.keys(h) for h in self.hands], "raw_hands": [list(h) for h in self.hands],
                  "stack": list(self.stack), "pile": list(self.pile), "pass_laid": self.pass_laid,
                  "locks": [list(x) for x in self.locks], "demanded": self.demanded, "rng": self.rng.state(), "raw_trains": [None if t is None else list(t)
                                                                            for t in self.trains],
                  "raw_window": None if self.window is None else {k: (list(x) if isinstance(x, list) else x)
                                                                   for k, x in self.window.items()},
                  "copies": self.copies.state(),
                  "params": dict(self.params), "seed": record_seed(self.seed), "actions": len(self.actions)})
        return v


def demand_warning(game, seat: int) -> dict | None:
    """What a demand may cost ``seat``, said before it while he holds a Pass and his train is not laid
    (the demand's form is then on his page): a failed demand costs the Pass (railway-play-4b)."""
    if game.over or game.trains[seat] is not None or game._find(seat, PASS) is None:
        return None
    return {"text": DEMAND_WARNING, "clauses": ["railway-play-4a", "railway-play-4b"]}


def summary(game) -> dict:
    """A short JSON-able account of a finished (or stopped) game, for simulations and the lab."""
    st = game.stats
    return {
        "seed": record_seed(game.seed),
        "rounds": game.rounds_scored,
        "winners": [] if game.winner is None else [game.winner],
        "winner": game.winner,
        "scores": list(game.scores),
        "over": game.over,
        "end": game.end_reason,
        "turns": game.turns,
        "stations": list(game.station),
        "positions": list(game.pos),
        "laid_turn": list(st["laid_turn"]),
        "reds": st["reds"], "shunts": st["shunts"], "brink_shunts": list(st["brink_shunts"]),
        "calls": st["calls"], "demands": st["demands"], "demands_held": st["demands_held"],
        "substitutions": st["substitutions"], "reshuffles": st["reshuffles"],
        "virtual_ms": game.now,
    }
