"""Virtual-time scheduling of bots, and the ``Table`` that mixes humans and bots.

Time is virtual: integer milliseconds on the game's clock (see each game's docstring).  Nothing
here reads a real clock; a browser worker maps its wall clock onto virtual time by calling
``Table.advance(t)``, a simulation simply runs every bot as soon as it is due.

Bots (one object per seat, made by the game module's ``make_bot``) follow this protocol:

* ``bot.start(game) -> int | None``: the first time it wants to wake;
* ``bot.wake(game, t) -> (action | None, next_time | None)``: decide at ``t``; the action (if
  any) is applied at ``t``; ``next_time`` is when it wants to wake again;
* ``bot.notice(game, events, t, pending) -> int | None``: it has seen ``events`` (only those
  its seat may see matter to it); ``pending`` is the time of its next wake already scheduled
  (or ``None``); it may ask to wake earlier.

Each bot has its own random stream (``Rng.fork``) for its reaction times and choices, so its
behaviour depends only on the seed and on what happens at the table.  The scheduler keeps at
most one pending wake per seat (the earliest asked for); ties in time are broken by the order
in which wakes were scheduled, which is itself deterministic.

Determinism: the same game seed, table seed, bot settings and the same human actions (with the
same times) give the same game, however ``advance`` is called in between, because a bot's
wake is always processed at its own virtual time, before any human action at a later time.
"""
from __future__ import annotations

from .errors import IllegalAction
from .rng import Rng


#: the order key of "no wake": later than any (time, seq)
NEVER = 1 << 256
#: sequence numbers stay below this (the step limit of ``Table.run`` is far smaller)
_SEQ = 1 << 40


class Scheduler:
    """The pending wake of each seat, at most one (the earliest asked for).

    Each pending wake has an order key ``time * 2**40 + seq``: earliest time first, ties in
    time in the order the wakes were scheduled.  With a handful of seats, the earliest of one
    key per seat (``min`` over a short list) is cheaper than a heap with stale entries to skip.
    """

    __slots__ = ("times", "keys", "seq")

    def __init__(self, seats: int) -> None:
        #: seat -> time of its pending wake, or None
        self.times: list[int | None] = [None] * seats
        #: seat -> order key of its pending wake, or NEVER
        self.keys: list[int] = [NEVER] * seats
        self.seq = 0

    def at(self, seat: int, time: int) -> None:
        """Wake ``seat`` at ``time`` unless it already has an earlier (or equal) wake."""
        cur = self.times[seat]
        if cur is not None and cur <= time:
            return
        seq = self.seq = self.seq + 1
        self.times[seat] = time
        self.keys[seat] = time * _SEQ + seq

    def next_time(self) -> int | None:
        keys = self.keys
        k = min(keys)
        return None if k == NEVER else self.times[keys.index(k)]

    def pop_next(self) -> tuple[int, int] | None:
        """Remove and return ``(time, seat)`` of the earliest pending wake, or ``None``."""
        keys = self.keys
        k = min(keys)
        if k == NEVER:
            return None
        seat = keys.index(k)
        keys[seat] = NEVER
        times = self.times
        time = times[seat]
        times[seat] = None
        return time, seat

    def pop(self) -> tuple[int, int]:
        """Remove and return ``(time, seat)`` of the earliest pending wake (call next_time first)."""
        nxt = self.pop_next()
        assert nxt is not None, "no pending wake"
        return nxt

    def state(self) -> list:
        return sorted([self.times[seat], k % _SEQ, seat] for seat, k in enumerate(self.keys) if k != NEVER)


class Table:
    """A game with some seats played by humans (through ``act``) and the others by bots.

    ``advance(t)`` runs every bot wake due at or before ``t`` and returns the events they caused;
    ``act(action)`` advances to ``action["t"]`` and then applies the human action.
    Events returned are *all* events (private ones included); use
    :func:`games.core.game.events_for` to filter them for a seat.

    ``hold_until`` (virtual ms, or None) lets a reader read before the bots move: no bot acts
    before that time unless a human acts first (a bot wake due earlier waits for it; the first
    human action releases every waiting bot at once, at the times they asked for, not before that
    action).  It is the table's setting, not the game's (a page chooses it, e.g. for a first
    visit), and it is deterministic: the same hold and the same human actions at the same times
    give the same game, so :func:`games.resume` reproduces it when given the same hold.
    """

    def __init__(self, game, human_seats=(), bots: dict | None = None, seed: int | None = None,
                 make_bot=None, hold_until: int | None = None) -> None:
        self.game = game
        self.human_seats = tuple(sorted(set(human_seats)))
        for s in self.human_seats:
            if isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < game.players:
                raise ValueError(f"human seat {s!r} is not at this table")
        self.seed = game.seed if seed is None else seed
        if make_bot is None:
            from .registry import GAMES
            make_bot = GAMES[game.game_id].make_bot
        self.bot_params = bots
        rng = Rng(self.seed).fork("bots")
        self.bots = {s: make_bot(game, s, bots, rng.fork(f"seat/{s}"))
                     for s in range(game.players) if s not in self.human_seats}
        self.sched = Scheduler(game.players)
        # (seat, bound notice) in seat order: _notify runs after every action
        self._notices = [(s, bot.notice) for s, bot in self.bots.items()]
        self.now = game.now
        if hold_until is not None and (isinstance(hold_until, bool) or not isinstance(hold_until, int)
                                       or hold_until < 0):
            raise ValueError("hold_until must be a non-negative integer number of milliseconds, or None")
        #: the table's hold (as given), and whether it still holds the bots back
        self.hold_until = hold_until
        self._holding = hold_until is not None and hold_until > game.now
        #: seat -> the earliest time its bot asked to wake while held
        self._held: dict[int, int] = {}
        for s, bot in self.bots.items():
            t0 = bot.start(game)
            if t0 is not None:
                self._wake(s, t0)

    # -- driving -------------------------------------------------------------------------
    def _wake(self, seat: int, t: int) -> None:
        """Schedule ``seat``'s bot at ``t``, or at the hold's end while the table holds the bots."""
        if self._holding and t < self.hold_until:
            held = self._held.get(seat)
            if held is None or t < held:
                self._held[seat] = t
            t = self.hold_until
        self.sched.at(seat, t)

    def _release(self, t: int) -> None:
        """A human has acted at ``t``: the hold ends, and each waiting bot wakes when it asked to
        (not before ``t``)."""
        self._holding = False
        held, self._held = self._held, {}
        for seat, want in sorted(held.items()):
            self.sched.at(seat, max(want, t))

    def _notify(self, events: list[dict], t: int) -> None:
        sched = self.sched
        pending = sched.times
        game = self.game
        for seat, notice in self._notices:
            cur = pending[seat]
            w = notice(game, events, t, cur)
            if w is not None and (cur is None or w < cur or self._holding):  # sched.at keeps an earlier wake
                self._wake(seat, w)

    def step(self) -> list[dict] | None:
        """Run the earliest bot wake or game deadline; ``None`` if there is none or the game is over."""
        game = self.game
        if game.is_over:
            return None
        due = game.deadline()
        if due is not None:
            nt = self.sched.next_time()
            if nt is None or due <= nt:  # time passes first: the state changes by itself
                return self._expire(due)
        nxt = self.sched.pop_next()
        if nxt is None:
            return None
        time, seat = nxt
        if time < game.now:
            time = game.now
        if time > self.now:
            self.now = time
        action, nxt = self.bots[seat].wake(game, time)
        if action is None:
            events: list[dict] = []
        else:
            action["t"] = time
            events = game.apply(action)
            self._notify(events, time)
        if nxt is not None and not game.is_over:
            self._wake(seat, nxt)
        return events

    def _expire(self, due: int) -> list[dict]:
        game = self.game
        due = max(due, game.now)
        if due > self.now:
            self.now = due
        events = game.expire(due)
        self._notify(events, due)
        return events

    def _next_time(self) -> int | None:
        nt = self.sched.next_time()
        due = self.game.deadline()
        return nt if due is None or (nt is not None and nt < due) else due

    def advance(self, t: int) -> list[dict]:
        """Run the bots up to virtual time ``t`` (inclusive); return the events they caused."""
        if isinstance(t, bool) or not isinstance(t, int):
            raise TypeError("t must be an integer number of milliseconds")
        out: list[dict] = []
        while not self.game.is_over:
            nt = self._next_time()
            if nt is None or nt > t:
                break
            evs = self.step()
            if evs:
                out.extend(evs)
        if t > self.now:
            self.now = t
        return out

    def act(self, action: dict) -> list[dict]:
        """A human action: first let the bots act up to its time, then apply it.

        Raises ``IllegalAction`` if it is illegal *after* the bots have moved (their moves
        stand; the human action changes nothing).
        """
        if not isinstance(action, dict):
            raise IllegalAction("an action must be an object")
        seat = action.get("seat")
        if seat not in self.human_seats:
            raise IllegalAction(f"seat {seat!r} is not played by a human at this table")
        t = action.get("t")
        if isinstance(t, bool) or not isinstance(t, int):
            raise IllegalAction("an action needs an integer time 't' in milliseconds")
        if t < self.now:
            raise IllegalAction(f"time cannot go backwards: this action is at {t} ms, "
                                f"the table is already at {self.now} ms")
        before = self.advance(t)
        try:
            evs = self.game.apply(action)
        except IllegalAction as exc:
            exc.events = before
            raise
        if self._holding:
            self._release(t)
        self._notify(evs, t)
        return before + evs

    def run(self, max_rounds: int | None = None, max_steps: int = 10_000_000) -> None:
        """Run bots only until the game is over (or ``max_rounds`` rounds have been scored)."""
        game = self.game
        steps = 0
        step = self.step
        while True:  # step() returns None once the game is over
            if max_rounds is not None and game.rounds_scored >= max_rounds:
                return
            if step() is None:
                if game.is_over:
                    return
                raise RuntimeError("no bot wants to act and the game is not over")
            steps += 1
            if steps > max_steps:
                raise RuntimeError("the bots made no progress (step limit reached)")

    def describe(self) -> dict:
        return {"human_seats": list(self.human_seats), "bots": self.bot_params, "seed": self.seed,
                "now": self.now, "hold_until": self.hold_until}
