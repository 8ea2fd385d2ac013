"""Starting a game of the railway game from a stated position (the "Try it" examples).

A mixin of :class:`games.railway.rules.RailwayGame`: ``load_position`` checks a stated situation
(every one of the 44 cards somewhere exactly once) and sets it up, or raises ``BadParams``.
"""
from __future__ import annotations

from games.core.copies import PublicCopies
from games.core.errors import BadParams

from .cards import COMPANIES, COMPANY_RULES, IDS, KEY, KEYS, N_CARDS


def _taker(free: dict):
    """``take(keys, what)``: the card ids of ``keys``, each taken from ``free`` (a card stated twice
    is one too many)."""
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

    return take


class RailwayPosition:
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
        take = _taker(free)
        if "stations" in position:
            self._stated_stations(position["stations"])
        hands = position.get("hands")
        if not isinstance(hands, list) or len(hands) != n:
            raise BadParams(f"position: hands must be a list of {n} hands")
        self.hands = [take(h, f"hand {s}") for s, h in enumerate(hands)]
        self._stated_trains(position.get("trains", [None] * n), take)
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
        if not self.stack and self.params["reshuffle"] == "at-once":
            raise BadParams("position: the stack cannot be empty: it is made again from the exposed cards as "
                            "soon as its last card is taken (railway-play-7; reshuffle 'at-once')")
        turn, phase = self._stated_turn(position)
        self._check_sizes(turn, phase)
        self.turn = turn
        self.phase = phase
        self.opening_events = self._position_events(turn)

    def _stated_stations(self, st) -> None:
        n = self.n
        if (not isinstance(st, list) or len(st) != n or len(set(map(str, st))) != n
                or any(s not in COMPANIES for s in st)):
            raise BadParams(f"position: stations must be {n} different companies")
        self.station = list(st)
        self.comp = [COMPANY_RULES[co] for co in self.station]

    def _stated_trains(self, trains, take) -> None:
        """The trains laid down, each a complete train of its seat's company, in its order."""
        n = self.n
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

    def _stated_turn(self, position) -> tuple[int, str]:
        """Whose turn and which part of it, one a game can reach."""
        turn = position.get("turn", self.dealer)
        if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn < self.n:
            raise BadParams("position: turn must be a seat")
        phase = position.get("phase", "draw")
        if phase not in ("draw", "play"):
            raise BadParams("position: phase must be \"draw\" or \"play\"")
        if phase == "draw" and not self.pile:
            raise BadParams("position: before a pick-up the exposed cards cannot be empty: the last player "
                            "discarded face up (railway-play-3b)")
        return turn, phase

    def _check_sizes(self, turn: int, phase: str) -> None:
        """No hand holds a train that would have been laid, and every player holds as many cards as the turn gives."""
        n = self.n
        if self.params["lay_down"] == "at-once":
            for s in range(n):
                if self.holds_train(s):
                    raise BadParams(f"position: P{s} holds a complete train in his hand, which no game gives: a "
                                    "completed train is laid down at once (railway-play-8; lay_down 'at-once')")
        size = [len(h) + (0 if self.trains[s] is None else len(self.trains[s])) for s, h in enumerate(self.hands)]
        for s in range(n):
            want = 9 if (s == turn and phase == "play") else 8
            if size[s] != want:
                raise BadParams(f"position: P{s} must hold {want} cards with his train (has {size[s]})")
        assert sum(len(h) for h in self.hands) + len(self.stack) + len(self.pile) + sum(
            len(t) for t in self.trains if t) == N_CARDS

    def _position_events(self, turn: int) -> list[dict]:
        """The opening events of a stated position: the deal, the hands, the trains down, whose turn."""
        n = self.n
        events = [{"type": "deal", "t": 0, "dealer": self.dealer, "stations": list(self.station),
                   "exposed": KEY[self.pile[-1]] if self.pile else None, "stack": len(self.stack),
                   "position": True}]
        events += [{"type": "hand", "t": 0, "to": s, "cards": self.keys(self.hands[s])} for s in range(n)]
        for s in range(n):
            if self.trains[s] is not None:
                events.append({"type": "lay", "t": 0, "seat": s, "company": self.station[s],
                               "cards": [KEY[c] for c in self.trains[s]]})
        events.append({"type": "turn", "t": 0, "seat": turn})
        return events


__all__ = ["RailwayPosition"]
