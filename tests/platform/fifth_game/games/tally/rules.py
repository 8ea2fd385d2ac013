"""Tally's rules (the text ``tally``), a real-time game: after the signal every seat takes one or two
counters from the pile whenever it likes, and whoever takes the last counter wins.

Clock: ``t`` is virtual milliseconds from the game's creation; the signal is at ``signal_t`` (0): a
table's ``hold_until`` gives a reader time to look first.  There is one round.

Actions: ``take`` ``{"type": "take", "seat", "t", "amount": 1 | 2}`` (at most what is left).
Events: ``take`` ``{t, seat, amount, left}``; ``game_over`` ``{t, winners, scores, clause, lines}``.
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadParams, IllegalAction
from games.core.game import Game
from games.core.params import resolve
from games.core.rng import check_seed

from . import wording as _wording
from .wording import PARAM_WORDS, pile_words, take_words

PARAMS = {
    "players": {"type": "int", "min": 2, "max": 4, "default": 2, "description": "Players at the table (tally-1)."},
    "pile": {"type": "int", "min": 3, "max": 40, "default": 12,
             "description": "Counters in the pile at the start (tally-1: the text gives no number)."},
    "most": {"type": "enum", "values": ["two", "three"], "default": "two",
             "description": "The most counters one take may hold (tally-2 says one or two; 'three' is a variant).",
             "labels": PARAM_WORDS["most"]["values"]},
}
MOST = {"two": 2, "three": 3}


class TallyGame(Game):
    game_id = "tally"
    wording = _wording  # its events in its own words: core's transcript_line and describe read them
    version = 1
    over_clause = "tally-3"
    WORDS_ACTIONS = True

    @cite("tally-1")
    def __init__(self, params=None, seed=0, position=None):
        check_seed(seed, BadParams)
        p = resolve(PARAMS, params)
        super().__init__(p, seed, position)
        self.n, self.most = p["players"], MOST[p["most"]]
        self.signal_t, self.round = 0, 1
        self.over, self.winners, self.sheet = False, [], []
        self.taken = [0] * self.n
        if position is None:
            self.left = p["pile"]
        else:
            if not isinstance(position, dict) or set(position) != {"left"}:
                raise BadParams("a position is {left}: the counters left in the pile")
            left = position["left"]
            if isinstance(left, bool) or not isinstance(left, int) or not 1 <= left <= p["pile"]:
                raise BadParams(f"a position's pile holds 1 to {p['pile']} counters (tally-1)")
            self.left = left

    @cite("tally-2")
    def check_take(self, seat, t, action):
        if t < self.signal_t:
            raise IllegalAction("nobody takes before the signal", "tally-2")
        amount = action.get("amount")
        if isinstance(amount, bool) or amount not in range(1, self.most + 1):
            raise IllegalAction(f"take one to {self.most} counters", "tally-2")
        if amount > self.left:
            raise IllegalAction(f"the pile holds only {self.left}", "tally-2")
        return {"type": "take", "seat": seat, "t": t, "amount": amount}

    @cite("tally-2", "tally-3")
    def apply_take(self, act, t, events):
        seat = act["seat"]
        self.left -= act["amount"]
        self.taken[seat] += act["amount"]
        events.append({"type": "take", "t": t, "seat": seat, "amount": act["amount"], "left": self.left,
                       "clause": "tally-2"})
        if self.left == 0:
            self.over, self.winners = True, [seat]
            self.sheet.append([int(s == seat) for s in range(self.n)])
            events.append({"type": "game_over", "t": t, "winners": [seat], "scores": self.scores(),
                           "clause": "tally-3",
                           "lines": [{"seat": seat, "amount": 1, "clause": "tally-3", "what": "took the last counter"}]})

    MOVES = {"take": (check_take, apply_take)}

    def scores(self):
        return [sum(r[s] for r in self.sheet) for s in range(self.n)]

    def legal_actions(self, seat):
        if self.over:
            return []
        return [{"type": "take", "seat": seat, "amount": k} for k in range(1, self.most + 1) if k <= self.left]

    def action_words(self, action, seat):
        return take_words(action["amount"])

    def public_view(self):
        return {"players": self.n, "pile": self.params["pile"], "left": self.left, "most": self.most,
                "taken": list(self.taken), "signal_t": self.signal_t, "round": self.round, "now": self.now,
                "over": self.over, "winners": list(self.winners), "scores": self.scores()}

    def view(self, seat):
        return {"seat": self.check_seat(seat), **self.public_view(), "pile_words": pile_words(self.left)}

    def omniscient_view(self):
        return self.public_view()


def summary(game):
    return {"seed": game.seed, "over": game.over, "winners": list(game.winners), "takes": len(game.actions),
            "left": game.left}
