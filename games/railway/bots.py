"""The railway game's bot strategies, one class each, weakest first (:data:`STRENGTHS`).

* :class:`RandomLegal` (strength 0) plays any legal action, uniformly.
* :class:`TrainCollector` (1) picks up the exposed card when it fills a place, keeps its train
  cards, calls "Pass" for a card it needs, lays down at once, and after that discards Greens to
  move and Reds when another train is out.
* :class:`Watchful` (2) also remembers what the others picked up, demanded and were given, demands
  a card it knows a player holds, substitutes when the Pool unit it gets fills a place of its own
  train, and does not discard a card another player is collecting while it has something else to
  throw away.
* :class:`OddsPlayer` (3) also demands on the odds (the unseen cards shared between the stack and
  the hands), keeps Greens back until its train is down, picks up an exposed Green once its train
  is out, and times its Reds: it holds one back while no other train has moved, and throws it when
  a train stands within two moves of winning and it cannot win first.
* :class:`Omniscient`, the lab's fictive player, is the strongest seeing every hand.

A strength is a strategy's place in :data:`STRENGTHS`, which links (``#strength=3``) and saved games
name: a new strategy goes at the end, and becomes the strongest.  The ``strength`` option's values,
labels and description, the lab's strongest player and the page's choices all come from that tuple.

A bot answers a claim window within its reaction time and plays a turn's actions one by one,
each after a thinking time (virtual ms; integer draws from its own seeded stream).
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadParams
from games.core.params import resolve
from games.core.reaction import speed_labels
from games.core.strategies import Strategy, choice_param

from .cards import CLASS, GREEN_MOVES, IS_VEHICLE, KEY, PASS, POOL_OF, RED, is_pool
from .hand_memory import HandMemory

#: name -> (think lo, think hi, react lo, react hi) in virtual ms
SPEEDS = {
    "fast": (300, 900, 250, 700),
    "steady": (600, 1800, 400, 1200),
    "slow": (1000, 3000, 700, 2000),
}


class RailwayBot(Strategy):
    """What every railway strategy shares: one seat, which reads the table (public), its own hand and
    what it has seen happen; its thinking and reaction times; and the turn's shape (answer a claim
    window, draw, then play), each decision after a delay drawn from its own stream."""

    __slots__ = ("seat", "rng", "think_lo", "think_span", "react_lo", "react_span")
    #: the speed it always plays at, or None: the table's ``speed`` option
    speed: str | None = None

    def __init__(self, game, seat: int, options: dict, rng) -> None:
        self.seat = seat
        self.rng = rng
        tl, th, rl, rh = SPEEDS[self.speed or options["speed"]]
        self.think_lo, self.think_span = tl, th - tl
        self.react_lo, self.react_span = rl, rh - rl

    def _delay(self, game) -> int:
        if game.window is not None:
            return self.react_lo + self.rng.randbelow(self.react_span + 1)
        return self.think_lo + self.rng.randbelow(self.think_span + 1)

    def start(self, game):
        return game.now + self._delay(game) if game.may_act(self.seat) else None

    def notice(self, game, events, t, pending=None):
        self._learn(events)
        if game.over or not game.may_act(self.seat):
            return None
        if pending is not None:
            return None
        return t + self._delay(game)

    def _learn(self, events) -> None:
        """What it remembers of ``events`` (nothing, unless a strategy remembers)."""

    def wake(self, game, t):
        if game.over or not game.may_act(self.seat):
            return None, None
        return self.decide(game), None

    def decide(self, game) -> dict:  # pragma: no cover - every strategy decides
        raise NotImplementedError


class RandomLegal(RailwayBot):
    """Any legal action, uniformly: calls "Pass" or lets a discard go at random."""

    __slots__ = ()
    name = "random moves"
    about = "any legal move, uniformly"

    def decide(self, game) -> dict:
        return dict(self.rng.choice(game.legal_actions(self.seat)))


class TrainCollector(RailwayBot):
    """Collects its train and lays it down; then moves it with Greens and throws Reds at the others."""

    __slots__ = ()
    name = "collects its train"
    about = "keeps and picks up the cards of its train, lays it down at once, then plays its signals"
    #: how much it keeps a Green signal before its train is down (plus the Green's moves), and a Red
    #: while no other train has moved: the lowest-worth card is thrown away
    GREEN_WORTH = 5
    RED_WORTH = 4

    def decide(self, game) -> dict:
        if game.window is not None:
            return self._answer(game)
        if game.phase == "draw":
            return self._draw(game)
        return self._play(game)

    @cite("railway-play-4c")
    def _answer(self, game) -> dict:
        seat = self.seat
        return {"type": "call" if game.can_call(seat, game.window["card"]) else "decline", "seat": seat}

    @cite("railway-play-3a", "railway-play-5")
    def _draw(self, game) -> dict:
        seat = self.seat
        pile = game.pile
        if pile and not (game.pass_laid and KEY[pile[-1]] == PASS):
            top = pile[-1]
            if top in game.needs(seat) or self._takes_exposed(game, top):
                return {"type": "draw", "seat": seat, "from": "exposed"}
        return {"type": "draw", "seat": seat, "from": "stack"}

    def _takes_exposed(self, game, top: int) -> bool:
        """Whether it picks up an exposed card its train does not need (no)."""
        return False

    def _play(self, game) -> dict:
        seat = self.seat
        if game.holds_train(seat):
            return {"type": "lay", "seat": seat}
        return self._before_discarding(game) or {"type": "discard", "seat": seat, "card": self._discard(game)}

    def _before_discarding(self, game) -> dict | None:
        """A demand or a substitution it makes before it discards (none)."""
        return None

    def _wanted(self, game) -> set[int]:
        """The cards it will not feed the others while it has something else to throw (it does not look)."""
        return set()

    @cite("railway-play-6", "railway-play-10a", "railway-play-10b", "railway-play-11", "railway-play-12")
    def _discard(self, game) -> str:
        seat = self.seat
        hand = game.hands[seat]
        locked = game.locked(seat)
        choices = [c for c in hand if c not in locked]
        if game.trains[seat] is not None:
            return KEY[self._after_laid(game, choices)]
        co = game.comp[seat]
        keep = set(co.slots(hand))  # the cards that fill a place of the train are kept
        wanted = self._wanted(game)
        others_out = any(game.trains[o] is not None and game.pos[o] > 0 for o in range(game.players) if o != seat)
        red_acts = game.params["early_signals"] == "red-shunts"

        def worth(c):
            key = KEY[c]
            if c in keep:
                return 100
            if key == PASS:
                return 60
            if key in GREEN_MOVES:
                return self.GREEN_WORTH + GREEN_MOVES[key]
            if key == RED:
                return -5 if (others_out and red_acts) else self.RED_WORTH
            if IS_VEHICLE[c]:
                return 20 if c in wanted else 0
            return 0

        return KEY[min(choices, key=lambda c: (worth(c), c))]

    def _after_laid(self, game, choices) -> int:
        """Signals once the train is out (railway-play-10..12)."""
        seat = self.seat
        need = game.target - game.pos[seat]
        greens = sorted((c for c in choices if KEY[c] in GREEN_MOVES), key=lambda c: -GREEN_MOVES[KEY[c]])
        reds = [c for c in choices if KEY[c] == RED]
        rivals = [game.pos[o] for o in range(game.players) if o != seat and game.trains[o] is not None]
        out = [p for p in rivals if p > 0]
        for g in greens:  # a Green that wins now
            if GREEN_MOVES[KEY[g]] >= need:
                return min((x for x in greens if GREEN_MOVES[KEY[x]] >= need), key=lambda x: GREEN_MOVES[KEY[x]])
        if reds and self._stops_a_rival(game, rivals):
            return reds[0]
        if greens:
            return greens[0]
        if reds and out and not self._holds_red(reds, out):
            return reds[0]
        rest = [c for c in choices if KEY[c] not in GREEN_MOVES and KEY[c] != RED]
        if rest:
            wanted = self._wanted(game)
            return min(rest, key=lambda c: (c in wanted, KEY[c] != PASS, c))
        return choices[0]

    def _stops_a_rival(self, game, rivals: list[int]) -> bool:
        """Whether a Red goes before a Green, to stop a rival train (no)."""
        return False

    def _holds_red(self, reds: list[int], out: list[int]) -> bool:
        """Whether it keeps its Red back although another train has moved (no)."""
        return False


class Watchful(TrainCollector):
    """The train collector that remembers what it saw the others pick up, demand and be given, and
    uses it: it demands a card it knows a player holds, substitutes, and does not feed the others."""

    __slots__ = ("memory",)
    name = "remembers what the others hold"
    about = "also demands a card it knows a player holds, substitutes, and does not discard what another collects"

    def __init__(self, game, seat: int, options: dict, rng) -> None:
        TrainCollector.__init__(self, game, seat, options, rng)
        self.memory = HandMemory(game.players)

    def _learn(self, events) -> None:
        self.memory.learn(events)

    def _before_discarding(self, game) -> dict | None:
        seat = self.seat
        if game.trains[seat] is None and game._find(seat, PASS) is not None and game.may_demand(seat):
            demand = self._demand(game)
            if demand is not None:
                return demand
        return self._substitute(game)

    @cite("railway-play-4a")
    def _demand(self, game) -> dict | None:
        seat = self.seat
        n = game.players
        known, not_held = self.memory.known, self.memory.not_held
        public = set(game.pile)
        for tr in game.trains:
            if tr:
                public.update(tr)
        unknown_slots = [0] * n
        known_count = 0
        for o in range(n):
            if o != seat:
                k = sum(known[o].values())
                known_count += k
                unknown_slots[o] = max(0, len(game.hands[o]) - k)
        pool = len(game.stack) + sum(unknown_slots)
        best = None
        for c in sorted(game.needs(seat)):
            if c in public:
                continue
            key = KEY[c]
            for o in range(n):
                if o == seat:
                    continue
                if known[o].get(key):
                    p = 1.0
                elif key in not_held[o] or any(known[x].get(key) for x in range(n) if x != o):
                    p = 0.0
                else:
                    p = unknown_slots[o] / pool if pool else 0.0
                if best is None or p > best[0]:
                    best = (p, o, key)
        if best is None:
            return None
        p, o, key = best
        if self._demands_at(p):
            return {"type": "demand", "seat": seat, "from": o, "card": key}
        return None

    def _demands_at(self, p: float) -> bool:
        """Whether it demands a card that the likeliest holder holds with chance ``p`` (only if known)."""
        return p >= 1.0

    @cite("railway-play-9")
    def _substitute(self, game) -> dict | None:
        seat = self.seat
        if game.params["substitute_to"] != "hand":
            return None
        need = game.needs(seat)
        for o in range(game.players):
            train = game.trains[o]
            if o == seat or train is None:
                continue
            co = game.comp[o]
            for c in game.hands[seat]:
                if (c in co.place_of and not is_pool(c) and c not in train and POOL_OF[CLASS[c]] in train
                        and POOL_OF[CLASS[c]] in need):
                    return {"type": "substitute", "seat": seat, "owner": o, "card": KEY[c]}
        return None

    def _wanted(self, game) -> set[int]:
        out = set()
        for o in range(game.players):
            if o != self.seat and game.trains[o] is None:
                out |= game.comp[o].needs([])  # every card of his train (his hand is hidden)
        return out


class OddsPlayer(Watchful):
    """The watchful bot that also plays the odds: it demands a card a player likely holds, keeps its
    Greens for its train, and times its Reds."""

    __slots__ = ("odds",)
    name = "plays the odds"
    about = "also demands on the odds, keeps Greens back until its train is down, and times its Reds"
    GREEN_WORTH = 40
    RED_WORTH = 30

    def __init__(self, game, seat: int, options: dict, rng) -> None:
        Watchful.__init__(self, game, seat, options, rng)
        self.odds = options["demand_odds"]

    def _demands_at(self, p: float) -> bool:
        return p >= 1.0 or p >= self.odds

    def _takes_exposed(self, game, top: int) -> bool:
        """An exposed Green once its train is out."""
        return game.trains[self.seat] is not None and KEY[top] in GREEN_MOVES

    def _stops_a_rival(self, game, rivals: list[int]) -> bool:
        """A train stands within two moves of winning."""
        return any(p >= game.target - 2 for p in rivals)

    def _holds_red(self, reds: list[int], out: list[int]) -> bool:
        """One Red, while no other train has moved more than one place: it waits for a better target."""
        return len(reds) == 1 and max(out) < 2


#: the strategies a table seats, weakest first: a strength is a place here (append a new one)
STRENGTHS = (RandomLegal, TrainCollector, Watchful, OddsPlayer)


class Omniscient(OddsPlayer):
    """The fictive player of a skill measure (games.lab.measures.skill): the strongest bot, except that
    it sees every hand, so it demands a card only from the player who holds it (railway-play-4a) and
    never demands in vain."""

    __slots__ = ()
    name = "the strongest, seeing every hand"
    about = "plays the odds, but demands a card only from the player who holds it"

    def _demand(self, game) -> dict | None:
        seat = self.seat
        for c in sorted(game.needs(seat)):
            key = KEY[c]
            for o in range(game.players):
                if o != seat and any(KEY[x] == key for x in game.hands[o]):
                    return {"type": "demand", "seat": seat, "from": o, "card": key}
        return None


BOT_PARAMS: dict = {
    "strength": choice_param(STRENGTHS, Watchful, "How well the bots play",
                             "The default is chosen so that a newcomer can win (games/railway/lab/newcomer.json)."),
    "speed": {"type": "str", "default": "steady", "values": list(SPEEDS), "labels": speed_labels(SPEEDS, "think for"),
              "description": "Thinking and reaction times: 'fast', 'steady' or 'slow' (the reaction to a discard "
                             "stays well inside the default 3 s claim window)."},
    "demand_odds": {"type": "float", "min": 0.0, "max": 1.0, "default": 0.45,
                    "description": f"Strength {STRENGTHS.index(OddsPlayer)} and up: the least chance that the "
                                   "player holds a card for the bot to demand it."},
}


def resolve_bot_params(bots: dict | None, players: int) -> dict:
    """The bots' options, complete and checked (the strength of each seat is the strategies' to read)."""
    p = resolve(BOT_PARAMS, bots)
    if p["speed"] not in SPEEDS:
        raise BadParams(f"speed: unknown speed {p['speed']!r} ({', '.join(SPEEDS)})")
    return p
