"""Tally's rules (the text ``tally``): the count, the turns, the move table and its bot strategy."""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadParams, IllegalAction
from games.core.game import Game
from games.core.params import resolve
from games.core.rng import Rng
from games.core.strategies import Strategy

PARAMS = {"target": {"type": "int", "min": 3, "max": 30, "default": 10,
                     "description": "The count that wins (tally-3: ten)."}}
BOT_PARAMS = {"delay_ms": {"type": "int", "min": 0, "default": 600,
                           "description": "How long a bot thinks before its move, in virtual ms."}}


class TallyGame(Game):
    game_id = "tally"
    version = 1
    over_clause = "tally-3"

    @cite("tally-1")
    def __init__(self, params=None, seed=0, position=None):
        p = resolve(PARAMS, params)
        super().__init__(p, seed, position)
        self.n, self.target, self.over, self.winner, self.sheet = 2, p["target"], False, None, []
        if position is None:
            self.count, self.turn = 0, Rng(seed).randbelow(2)  # the first player, by lot
        else:
            if not isinstance(position, dict) or set(position) != {"count", "turn"}:
                raise BadParams("a position is {count, turn}")
            self.count, self.turn = position["count"], position["turn"]
            if position["turn"] not in (0, 1) or not isinstance(self.count, int) or not 0 <= self.count < self.target:
                raise BadParams("a position's turn is 0 or 1 and its count below the target")

    @cite("tally-2")
    def check_add(self, seat, t, action):
        if seat != self.turn:
            raise IllegalAction("it is not your turn", "tally-1")
        amount = action.get("amount")
        if amount not in (1, 2) or isinstance(amount, bool):
            raise IllegalAction("add one or two", "tally-2")
        if self.count + amount > self.target:
            raise IllegalAction(f"the count may not pass {self.target}", "tally-3")
        return {"type": "add", "seat": seat, "t": t, "amount": amount}

    @cite("tally-3")
    def apply_add(self, act, t, events):
        seat = act["seat"]
        self.count += act["amount"]
        events.append({"type": "add", "t": t, "seat": seat, "amount": act["amount"], "count": self.count,
                       "clause": "tally-2"})
        if self.count == self.target:
            self.over, self.winner = True, seat
            self.sheet.append([int(s == seat) for s in range(2)])
            events.append({"type": "game_over", "t": t, "winner": seat, "clause": "tally-3",
                           "lines": [{"seat": seat, "amount": 1, "clause": "tally-3",
                                      "what": f"brought the count to {self.target}"}]})
        else:
            self.turn = 1 - seat

    MOVES = {"add": (check_add, apply_add)}

    def may_act(self, seat):
        return not self.over and seat == self.turn

    def legal_actions(self, seat):
        if not self.may_act(seat):
            return []
        return [{"type": "add", "seat": seat, "amount": k} for k in (1, 2) if self.count + k <= self.target]

    def public_view(self):
        return {"count": self.count, "target": self.target, "turn": self.turn, "over": self.over,
                "winner": self.winner, "scores": [sum(r[s] for r in self.sheet) for s in range(2)]}

    def view(self, seat):
        return {"seat": self.check_seat(seat), **self.public_view()}

    def omniscient_view(self):
        return self.public_view()

    def describe(self, event, seat=None):
        who = "You" if event.get("seat", event.get("winner")) == seat else \
            f"Player {event.get('seat', event.get('winner')) + 1}"
        if event["type"] == "add":
            return f"{who} add{'' if who == 'You' else 's'} {event['amount']}: the count is {event['count']}."
        return f"{who} win{'' if who == 'You' else 's'}: the count is {self.target}."

    def transcript_line(self, event):
        return self.describe(event)


class TallyBot(Strategy):
    """Takes the count to the target when it can, else adds one or two at random."""

    name = "counts to win"
    about = "brings the count to the target when it can, else adds one or two at random"

    def __init__(self, game, seat, options, rng):
        self.seat, self.delay, self.rng = seat, options["delay_ms"], rng

    def start(self, game):
        return game.now + self.delay if game.may_act(self.seat) else None

    def notice(self, game, events, t, pending=None):
        return t + self.delay if game.may_act(self.seat) and pending is None else None

    def wake(self, game, t):
        legal = game.legal_actions(self.seat)
        if not legal:
            return None, None
        win = [a for a in legal if game.count + a["amount"] == game.target]
        return dict(win[0] if win else self.otherwise(legal)), None

    def otherwise(self, legal):
        return self.rng.choice(legal)


def summary(game):
    return {"seed": game.seed, "over": game.over, "winners": [] if game.winner is None else [game.winner],
            "moves": len(game.actions)}
