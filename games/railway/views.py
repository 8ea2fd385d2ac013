"""What each seat may do and see in the railway game, and stated positions (the "Try it" examples).

A mixin of :class:`games.railway.rules.RailwayGame`: ``legal_actions``, ``view``,
``public_view``, ``omniscient_view`` and ``load_position``.
"""
from __future__ import annotations

from games.core.copies import PublicCopies
from games.core.errors import BadParams

from .cards import CLASS, COMPANIES, COMPANY_RULES, IDS, KEY, KEYS, N_CARDS, PASS, POOL_OF, is_pool


class RailwayViews:
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
        if self.trains[seat] is None and self._find(seat, PASS) is not None:
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
        for c in sorted(hand):
            k = KEY[c]
            if k in seen or self._find(seat, k, avoid=self.locked) is None:
                continue
            seen.add(k)
            out.append({"type": "discard", "seat": seat, "card": k})
        return out

    # ------------------------------------------------------------------ views
    def _window_view(self) -> dict | None:
        w = self.window
        if w is None:
            return None
        return {"card": KEY[w["card"]], "discarder": w["discarder"], "until": w["until"],
                "awaiting": list(w["awaiting"]), "claims": list(w["claims"]), "rule": self.params["claim_rule"]}

    def _public(self) -> dict:
        return {
            "game": self.game_id, "players": self.n, "now": self.now, "dealer": self.dealer,
            "turn": self.turn, "phase": self.phase, "short_game": self.short, "moves_to_win": self.target,
            "stations": list(self.station),
            "trains": [None if tr is None else [KEY[c] for c in tr] for tr in self.trains],
            "positions": list(self.pos),
            "exposed": KEY[self.pile[-1]] if self.pile else None, "exposed_count": len(self.pile),
            "exposed_blocked": bool(self.pass_laid and self.pile and KEY[self.pile[-1]] == PASS),
            "stack_count": len(self.stack), "hand_sizes": [len(h) for h in self.hands],
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
                  "needs": self.keys(self.needs(seat)),
                  "locked": KEY[self.locked] if self.locked is not None and self.turn == seat else None,
                  "complete": self.holds_train(seat)})
        return v

    def omniscient_view(self) -> dict:
        """Everything, for teaching and for checking that a replay is exact."""
        v = self._public()
        v.update({"hands": [self.keys(h) for h in self.hands], "raw_hands": [list(h) for h in self.hands],
                  "stack": list(self.stack), "pile": list(self.pile), "pass_laid": self.pass_laid,
                  "locked": self.locked, "rng": self.rng.state(), "raw_trains": [None if t is None else list(t)
                                                                            for t in self.trains],
                  "raw_window": None if self.window is None else {k: (list(x) if isinstance(x, list) else x)
                                                                   for k, x in self.window.items()},
                  "copies": self.copies.state(),
                  "params": dict(self.params), "seed": self.seed, "actions": len(self.actions)})
        return v

    # ------------------------------------------------------------------ stated positions
    def load_position(self, position: dict) -> None:
        """Start from a stated situation: ``{"hands": [[keys]...], "stack": [keys, top last],
        "exposed": [keys, top last], "trains": [null | [keys]...], "positions": [int...],
        "turn": seat, "phase": "draw" | "play", "stations": [companies]?}``.  Every one of the 44
        cards must be somewhere exactly once; raises ``BadParams`` otherwise."""
        if not isinstance(position, dict):
            raise BadParams("a position must be an object")
        allowed = {"hands", "stack", "exposed", "trains", "positions", "turn", "phase", "stations"}
        unknown = sorted(set(position) - allowed)
        if unknown:
            raise BadParams(f"position: unknown field(s) {', '.join(unknown)}")
        n = self.n
        free = {k: list(ids) for k, ids in IDS.items()}

        def take(keys, what):
            if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
                raise BadParams(f"position: {what} must be a list of card keys")
            out = []
            for k in keys:
                if k not in free:
                    raise BadParams(f"position: {what}: unknown card {k!r}")
                if not free[k]:
                    raise BadParams(f"position: {what}: one {k} too many (the game has {len(IDS[k])})")
                out.append(free[k].pop(0))
            return out

        if "stations" in position:
            st = position["stations"]
            if (not isinstance(st, list) or len(st) != n or len(set(map(str, st))) != n
                    or any(s not in COMPANIES for s in st)):
                raise BadParams(f"position: stations must be {n} different companies")
            self.station = list(st)
            self.comp = [COMPANY_RULES[co] for co in self.station]
        hands = position.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise BadParams(f"position: hands must be a list of {n} hands")
        self.hands = [take(h, f"hand {s}") for s, h in enumerate(hands)]
        trains = position.get("trains", [None] * n)
        if not isinstance(trains, list) or len(trains) != n:
            raise BadParams(f"position: trains must be a list of {n} entries (null = not laid)")
        self.trains = []
        for s, tr in enumerate(trains):
            if tr is None:
                self.trains.append(None)
                continue
            cards = take(tr, f"train {s}")
            if not self.comp[s].valid_train(cards, self.short):
                raise BadParams(f"position: train {s} is not a complete {self.station[s]} train")
            self.trains.append(self.comp[s].in_order(cards))
        pos = position.get("positions", [0] * n)
        if (not isinstance(pos, list) or len(pos) != n
                or any(isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < self.target for p in pos)):
            raise BadParams(f"position: positions must be {n} integers in 0..{self.target - 1}")
        self.pos = list(pos)
        self.copies = PublicCopies(n)
        self.pile = take(position.get("exposed", []), "exposed")
        self.stack = take(position.get("stack", []), "stack")
        left = [k for k in KEYS for _ in free[k]]
        if left:
            raise BadParams(f"position: every card must be placed; missing: {', '.join(left)}")
        if not self.stack:
            raise BadParams("position: the stack must not be empty")
        turn = position.get("turn", self.dealer)
        if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn < n:
            raise BadParams("position: turn must be a seat")
        phase = position.get("phase", "draw")
        if phase not in ("draw", "play"):
            raise BadParams("position: phase must be \"draw\" or \"play\"")
        size = [len(h) + (0 if self.trains[s] is None else len(self.trains[s])) for s, h in enumerate(self.hands)]
        for s in range(n):
            want = 9 if (s == turn and phase == "play") else 8
            if size[s] != want:
                raise BadParams(f"position: P{s} must hold {want} cards with his train (has {size[s]})")
        assert sum(len(h) for h in self.hands) + len(self.stack) + len(self.pile) + sum(
            len(t) for t in self.trains if t) == N_CARDS
        self.turn = turn
        self.phase = phase
        self.opening_events = [{"type": "deal", "t": 0, "dealer": self.dealer, "stations": list(self.station),
                                "exposed": KEY[self.pile[-1]] if self.pile else None, "stack": len(self.stack),
                                "position": True}]
        self.opening_events += [{"type": "hand", "t": 0, "to": s, "cards": self.keys(self.hands[s])}
                                for s in range(n)]
        for s in range(n):
            if self.trains[s] is not None:
                self.opening_events.append({"type": "lay", "t": 0, "seat": s, "company": self.station[s],
                                            "cards": [KEY[c] for c in self.trains[s]]})
        self.opening_events.append({"type": "turn", "t": 0, "seat": turn})


def summary(game) -> dict:
    """A short JSON-able account of a finished (or stopped) game, for simulations and the lab."""
    st = game.stats
    return {
        "seed": game.seed,
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
