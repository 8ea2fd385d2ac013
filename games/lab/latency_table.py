"""A shared table played in virtual time: two people, one of them far from the host, and the bots.

At a table of people in several browsers ("Play together"), the host's browser runs the engine:
its own clicks reach the engine at once, a distant player's travel over the network, and his page
shows him the table late.  The host's page therefore gathers human actions in batches
(:mod:`games.core.fairness`): an action reaching the host opens a batch at the table's virtual time
``t`` of its arrival unless one is open; every human action arriving before ``t + WINDOW_MS``
joins it (at most one per seat: a second one from the same seat waits for the next batch); when
the window closes the batch is applied at ``t`` (the bots due by ``t`` first, then the actions in
the order :func:`games.core.fairness.order` draws).  This module plays such a table in virtual
time; :mod:`games.lab.measures.latency` counts who wins.

The model, stated (simple, and honest about what it leaves out):

* Two seats are *people*, each played by the game's ordinary bot at the default (or given) bot
  options: the **host's** seat and a **distant** seat.  The other seats are ordinary bots run by
  the host (:class:`games.core.scheduler.Table`), acting at their own virtual times, never batched.
* The host's person sees the table as it is; his action reaches the engine at once (with the window
  alone and with no window) or a round trip later (with the host's lag, below).
* The distant person's bot decides, at its own wake time ``w``, on the table as the host had it at
  ``w`` (he sees it ``down`` ms later and decides then), and its action reaches the host at
  ``w + down + up``: ``down`` the delay of the view it reacted to, ``up`` that of its action, each
  drawn per message, uniformly in whole ms from ``delay`` (default 50 to 150 ms each way) from the
  game's seed.  His reaction times are the bot's own, counted from what he saw; all his notices
  come at the host's times of the events (his whole world is ``down`` late, one draw per decision).
* An action that has become illegal by the time it is applied (the offer was taken, the hand is
  over) is refused exactly as the engine refuses it, and changes nothing.  The refused person's bot
  is not told: it acts again when it next wakes, as it had planned, or when the table next gives it
  cause (a bot that called, or closed a hand, waits for the next deal).
* While a batch is open the host's table stands still (no bot, no deadline moves past the batch's
  time ``t``: the batch is applied at ``t``, and a table cannot go back); the bots due in the
  window act right after it, at their own times, and a person deciding in the window sees the
  table as it stood at ``t``.
* With the host's lag (the rule ``"lag"``, the page's: the window and the lag together), the host's
  own action, decided at ``t`` on the table as it is (he sees his own view at once), reaches the
  host's engine at ``t + down + up``, a round trip drawn as the distant person's is (each way
  uniformly from ``delay``, from the game's seed, on a stream of its own) and at most
  :data:`games.core.fairness.HOST_LAG_CAP_MS`, then joins a batch as any arriving action.  The
  page waits the median of the farthest person's heartbeat round trips; drawing each wait instead is
  the same distribution as the distant person's, so that with the lag the two people differ only by
  which browser runs the engine.
* Without the window (``window=0``) every action is applied when it arrives: first come, first
  served, in arrival order.  This, and the window alone, are the comparisons.
* Ties in virtual time: the host's bots and deadlines due first, then a closing batch, then
  arrivals in the order sent, then the people's own decisions, the lower seat first.
* Left out: the people are bots (the default bots' reaction times, at the default tables 1 to 2.6
  s), one delay is drawn per decision rather than per view (views never overtake each other), and
  the pages' mapping of their clocks onto the table's virtual time is taken as exact.
"""
from __future__ import annotations

from games.core import fairness
from games.core.errors import IllegalAction
from games.core.registry import GAMES
from games.core.rng import Rng
from games.core.scheduler import Table

#: the one-way delay of the distant seat's messages, in ms (both included), drawn per message
DELAY = (50, 150)


class Batcher:
    """The host page's rule for human actions, as data: an arriving action opens a batch at its
    arrival time unless one is open; one arriving before the open batch's time plus ``window``
    joins it, unless its seat is already in it (then it waits for the next batch).  With
    ``window`` 0 nothing joins: every action is its own batch, applied when it arrives."""

    __slots__ = ("window", "t", "actions", "waiting")

    def __init__(self, window: int) -> None:
        self.window = window
        #: the open batch's time, or None
        self.t: int | None = None
        self.actions: list[dict] = []
        #: actions that came while their seat was already in the open batch, in arrival order
        self.waiting: list[dict] = []

    def closes_at(self) -> int | None:
        return None if self.t is None else self.t + self.window

    def arrive(self, t: int, action: dict) -> None:
        """An action reaches the host at ``t`` (no earlier than any before it)."""
        if self.t is None:
            self.t, self.actions = t, [action]
        elif t < self.t + self.window and all(a["seat"] != action["seat"] for a in self.actions):
            self.actions.append(action)
        else:
            self.waiting.append(action)

    def close(self) -> tuple[int, list[dict], list[dict]]:
        """The batch whose window has closed: ``(t, its actions, the waiting actions)``; the
        waiting ones arrive again at the closing time (the next batch's)."""
        t, actions, waiting = self.t, self.actions, self.waiting
        self.t, self.actions, self.waiting = None, [], []
        return t, actions, waiting


def round_trip(randint, delay: tuple[int, int], cap: int | None = None) -> int:
    """A round trip in ms: a view's way down and an action's way up, each drawn uniformly in whole
    ms from ``delay`` by ``randint`` (a seeded stream's), at most ``cap`` if given (the host's lag)."""
    lo, hi = delay
    ms = randint(lo, hi) + randint(lo, hi)
    return ms if cap is None else min(ms, cap)


class SharedTable:
    """One game at a shared table (the model of the module's docstring), played one moment at a time
    (:meth:`step`) in virtual time: the host's table and its bots, the two people's bots, the batch
    open at the host, and the actions in flight to it."""

    def __init__(self, game_id: str, params: dict | None, bots: dict | None, seed: int, host: int, remote: int,
                 window: int, delay: tuple[int, int], host_lag: bool) -> None:
        gt = GAMES[game_id]
        self.gt, self.game = gt, gt.game(params, seed)
        self.people = tuple(sorted((host, remote)))
        if host == remote or not all(0 <= s < self.game.players for s in self.people):
            raise ValueError("host and remote must be two different seats of the table")
        self.host, self.remote, self.delay, self.host_lag = host, remote, delay, host_lag
        self.table = Table(self.game, self.people, bots, seed, make_bot=gt.make_bot)
        streams = Rng(seed).fork("bots")  # the Table's own forks: a person's bot is the bot that seat would have
        self.brains = {s: gt.make_bot(self.game, s, bots, streams.fork(f"seat/{s}")) for s in self.people}
        self.wake_at: dict[int, int | None] = {s: self.brains[s].start(self.game) for s in self.people}
        self.draw = Rng(seed).fork("latency").randint
        # the host's lag: its own stream, so the distant one's draws are unchanged
        self.own = Rng(seed).fork("latency/host").randint
        self.batch = Batcher(window)
        self.flight: list[tuple[int, int, dict]] = []  # (arrival, order sent, action)
        self.sent = self.clock = 0
        self.stats = {"batches": 0, "remote_first": 0, "refused": {host: 0, remote: 0}}

    def notify(self, events: list[dict], t: int) -> None:
        """The people's bots see the events (each may wake sooner)."""
        for s in self.people:
            cur = self.wake_at[s]
            w = self.brains[s].notice(self.game, events, t, cur)
            if w is not None and (cur is None or w < cur):
                self.wake_at[s] = w

    def apply(self, t: int, actions: list[dict]) -> None:
        """A closed batch, applied at its time ``t`` in the order the table's seed draws."""
        events = self.table.advance(t)
        if events:
            self.notify(events, self.game.now)
        seats = [a["seat"] for a in actions]
        order = fairness.order(self.table.seed, t, seats)
        if len(actions) == 2:
            self.stats["batches"] += 1
            self.stats["remote_first"] += seats[order[0]] == self.remote
        for k in order:
            try:
                events = self.table.act(dict(actions[k], t=t))
            except IllegalAction:
                self.stats["refused"][actions[k]["seat"]] += 1
                continue
            self.notify(events, t)

    def step(self) -> None:
        """The next moment: the host's bots and deadlines due, else a closing batch, else an arrival,
        else a person's decision (the ties' order of the module's docstring)."""
        closes = self.batch.closes_at()
        due = self.table._next_time() if closes is None else None  # the table stands still while a batch is open
        arrival = min(self.flight)[0] if self.flight else None
        waking = [(w, s) for s, w in self.wake_at.items() if w is not None]
        person = min(waking) if waking else None
        times = [x for x in (due, closes, arrival, person and person[0]) if x is not None]
        if not times:
            raise RuntimeError("nobody wants to act and the game is not over")
        now = self.clock = max(min(times), self.clock)  # a wake asked for a moment already past comes now
        if due is not None and due <= now:
            events = self.table.step()
            if events:
                self.notify(events, self.game.now)
        elif closes is not None and closes <= now:
            t, actions, waiting = self.batch.close()
            self.apply(t, actions)
            self.flight.extend((now, -len(waiting) + i, a) for i, a in enumerate(waiting))  # first at `now`
        elif arrival is not None and arrival <= now:
            self.flight.sort(key=lambda x: x[:2])
            _at, _n, action = self.flight.pop(0)
            self.batch.arrive(now, action)
        else:
            self.decide(person, now)

    def decide(self, person: tuple[int, int], now: int) -> None:
        """A person's bot wakes and decides; its action flies to the host (a round trip late for the
        distant one, and for the host with the host's lag)."""
        w, s = person
        self.wake_at[s] = None
        t = max(w, self.game.now, now)
        action, nxt = self.brains[s].wake(self.game, t)
        if action is not None:
            if s != self.host:
                lag = round_trip(self.draw, self.delay)
            else:
                lag = round_trip(self.own, self.delay, fairness.HOST_LAG_CAP_MS) if self.host_lag else 0
            self.sent += 1
            self.flight.append((t + lag, self.sent, action))
        if nxt is not None and not self.game.is_over:
            cur = self.wake_at[s]
            self.wake_at[s] = nxt if cur is None or nxt < cur else cur


def play(game_id: str, params: dict | None, bots: dict | None, seed: int, host: int, remote: int,
         window: int = fairness.WINDOW_MS, delay: tuple[int, int] = DELAY, max_steps: int = 1_000_000,
         host_lag: bool = False) -> dict:
    """One game at a shared table (the model of the module's docstring): the person at ``host``
    sits at the host's browser, the one at ``remote`` ``delay`` ms away each way; human actions are
    batched with ``window`` (0: first come, first served); with ``host_lag`` the host's own actions
    reach the engine a round trip late (drawn as the distant one's, at most
    :data:`~games.core.fairness.HOST_LAG_CAP_MS`).  Returns ``{"winners", "batches":
    batches holding both people, "remote_first": of those, how many applied the distant one's
    first, "refused": {seat: actions refused}, "game"}``."""
    shared = SharedTable(game_id, params, bots, seed, host, remote, window, delay, host_lag)
    for _step in range(max_steps):
        if shared.game.is_over:
            break
        shared.step()
    else:
        raise RuntimeError("the table made no progress (step limit reached)")
    return {"winners": list(shared.gt.summary(shared.game)["winners"]), "game": shared.game, **shared.stats}


__all__ = ["Batcher", "DELAY", "SharedTable", "play", "round_trip"]
