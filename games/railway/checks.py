"""Whether an action is allowed now in the railway game, and why not (each refusal names its clause).

A mixin of :class:`games.railway.rules.RailwayGame`: a check per move (``check_draw``, ...,
``check_decline``, the first half of each entry of ``RailwayGame.MOVES``) returns the normalised
action or raises ``IllegalAction`` / ``BadAction``; it never changes the state.
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadAction, IllegalAction

from .cards import CLASS, COMPANY_NAMES, IDS, IS_VEHICLE, KEY, NAME, NAMES, PASS, POOL_OF, is_pool

PASS_IDS = frozenset(IDS[PASS])


def _seconds(ms: int) -> str:
    s = max(ms, 0) / 1000
    return f"{s:.1f} seconds" if s != 1 else "1 second"


class RailwayChecks:
    """The checking part of :class:`games.railway.rules.RailwayGame` (a mixin: it reads the game's
    state): one check per move, the first half of each entry of ``RailwayGame.MOVES``."""

    @cite("railway-play-4c", "railway-play-4e")
    def _claim_gate(self, seat: int) -> None:
        """A call or a decline answers the open claim window, which awaits this seat."""
        w = self.window
        if w is None:
            raise IllegalAction("there is no discard to call \"Pass\" for now", "railway-play-4c")
        if seat == w["discarder"]:
            raise IllegalAction("you cannot call \"Pass\" for your own discard", "railway-play-4c")
        if seat not in w["awaiting"]:
            if seat in w["asked"]:
                raise IllegalAction("you have already answered this discard", "railway-play-4c")
            if self.trains[seat] is not None:
                raise IllegalAction("your train is made up: \"Pass\" is only for making up your train",
                                    "railway-play-4e")
            if self._find(seat, PASS) is None:
                raise IllegalAction("you have no Pass card to exchange", "railway-play-4c")
            raise IllegalAction(f"you do not require the {NAME[w['card']]} for your train", "railway-play-4c")

    @cite("railway-play-3", "railway-play-3a", "railway-play-4c")
    def _turn_gate(self, seat: int, t: int, phase: str) -> None:
        """A move of the player in turn, in that phase of his turn, with no claim window open."""
        w = self.window
        if w is not None:
            raise IllegalAction(f"wait: another player may still call \u201cPass\u201d for the {NAME[w['card']]}, "
                                f"for up to {_seconds(w['until'] - t)}", "railway-play-4c")
        if seat != self.turn:
            raise IllegalAction(f"it is Player {self.turn + 1}'s turn", "railway-play-3c")
        if self.phase != phase:
            if phase == "draw":
                raise IllegalAction("you have already picked up a card this turn", "railway-play-3a")
            raise IllegalAction("pick up a card first (the exposed card or the top of the pack)", "railway-play-3a")

    def check_call(self, seat: int, t: int, action: dict) -> dict:
        self._claim_gate(seat)
        return {"type": "call", "seat": seat, "t": t}

    def check_decline(self, seat: int, t: int, action: dict) -> dict:
        self._claim_gate(seat)
        return {"type": "decline", "seat": seat, "t": t}

    @cite("railway-play-3a", "railway-play-5", "railway-play-7")
    def check_draw(self, seat: int, t: int, action: dict) -> dict:
        self._turn_gate(seat, t, "draw")
        src = action.get("from")
        if src not in ("exposed", "stack"):
            raise BadAction("'from' must be \"exposed\" or \"stack\"")
        if src == "exposed":
            if not self.pile:
                raise IllegalAction("there is no exposed card", "railway-play-3a")
            if self.pass_laid and self.pile[-1] in PASS_IDS:
                raise IllegalAction("a Pass card just discarded may not be picked up by the next player: "
                                    "take the top card of the pack", "railway-play-5")
        elif not self.stack and len(self.pile) < 2:
            raise IllegalAction("there are no cards to make a new stack from", "railway-play-7")
        return {"type": "draw", "seat": seat, "t": t, "from": src}

    @cite("railway-play-4", "railway-play-4a", "railway-play-4e")
    def check_demand(self, seat: int, t: int, action: dict) -> dict:
        self._turn_gate(seat, t, "play")
        target = self._seat_field(action, "from")
        key = self._key(action)
        if target == seat:
            raise IllegalAction("demand the card of another player", "railway-play-4a")
        if self._find(seat, PASS) is None:
            raise IllegalAction("you need a Pass card in your hand to demand a card", "railway-play-4a")
        if not self.may_demand(seat):
            raise IllegalAction("one demand a turn: you have made yours", "railway-play-4a")
        if self.trains[seat] is not None:
            raise IllegalAction("your train is made up: demands are only for making up your train",
                                "railway-play-4e")
        if not IS_VEHICLE[IDS[key][0]] or IDS[key][0] not in self.needs(seat):
            raise IllegalAction(f"you do not require the {NAMES[key]} for your train", "railway-play-4e"
                                if not IS_VEHICLE[IDS[key][0]] else "railway-play-4a")
        return {"type": "demand", "seat": seat, "t": t, "from": target, "card": key}

    @cite("railway-play-9")
    def check_substitute(self, seat: int, t: int, action: dict) -> dict:
        self._turn_gate(seat, t, "play")
        owner = self._seat_field(action, "owner")
        key = self._key(action)
        card = IDS[key][0]
        if owner == seat:
            raise IllegalAction("substitute into another player's train", "railway-play-9")
        train = self.trains[owner]
        if train is None:
            raise IllegalAction(f"Player {owner + 1} has not laid a train down", "railway-play-9")
        if card not in self.hands[seat]:
            raise IllegalAction(f"you do not hold the {NAMES[key]}", "railway-play-9")
        co = self.comp[owner]
        if card not in co.place_of or is_pool(card):
            raise IllegalAction(f"the {NAMES[key]} is not a unit of Player {owner + 1}'s "
                                f"{COMPANY_NAMES[co.key]} train", "railway-play-9")
        if card in train or POOL_OF[CLASS[card]] not in train:
            raise IllegalAction(f"Player {owner + 1}'s train has no Pool unit standing for the {NAMES[key]}",
                                "railway-play-9")
        return {"type": "substitute", "seat": seat, "t": t, "owner": owner, "card": key}

    @cite("railway-play-8")
    def check_lay(self, seat: int, t: int, action: dict) -> dict:
        self._turn_gate(seat, t, "play")
        if self.trains[seat] is not None:
            raise IllegalAction("your train is already on the table", "railway-play-8")
        co = self.comp[seat]
        keys = action.get("cards")
        if keys is None:
            cards = co.make_up(self.hands[seat], self.short)
            if cards is None:
                raise IllegalAction("you have not completed a train", "railway-play-8")
        else:
            if not isinstance(keys, list) or not all(isinstance(k, str) and k in IDS for k in keys):
                raise BadAction("'cards' must be a list of card keys")
            cards = []
            for k in keys:
                c = self._find(seat, k)
                if c is None or c in cards:
                    raise IllegalAction(f"you do not hold the {NAMES[k]}", "railway-play-8")
                cards.append(c)
            if not co.valid_train(cards, self.short):
                size = "an engine and any three of the other four" if self.short else "all five"
                raise IllegalAction(f"those cards are not a {COMPANY_NAMES[co.key]} train ({size})",
                                    "railway-alt" if self.short else "railway-play-1b")
        return {"type": "lay", "seat": seat, "t": t, "cards": [KEY[c] for c in cards]}

    @cite("railway-play-3b", "railway-play-6", "railway-play-8")
    def check_discard(self, seat: int, t: int, action: dict) -> dict:
        self._turn_gate(seat, t, "play")
        key = self._key(action)
        if self._find(seat, key) is None:
            raise IllegalAction(f"you hold no {NAMES[key]}", "railway-play-3b")
        if self._find(seat, key, avoid=self.locked(seat)) is None:
            raise IllegalAction(f"the {NAMES[key]} you picked up from the exposed cards cannot be discarded until "
                                "the next round", "railway-play-6")
        if self.holds_train(seat):
            raise IllegalAction("you have completed a train: lay it down first", "railway-play-8")
        return {"type": "discard", "seat": seat, "t": t, "card": key}
