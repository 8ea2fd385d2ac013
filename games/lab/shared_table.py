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
    gt = GAMES[game_id]
    game = gt.game(params, seed)
    people = tuple(sorted((host, remote)))
    if host == remote or not all(0 <= s < game.players for s in people):
        raise ValueError("host and remote must be two different seats of the table")
    table = Table(game, people, bots, seed, make_bot=gt.make_bot)
    streams = Rng(seed).fork("bots")  # the Table's own forks: a person's bot is the bot that seat would have
    brains = {s: gt.make_bot(game, s, bots, streams.fork(f"seat/{s}")) for s in people}
    wake_at: dict[int, int | None] = {s: brains[s].start(game) for s in people}
    draw = Rng(seed).fork("latency").randint
    own = Rng(seed).fork("latency/host").randint  # the host's lag: its own stream, the distant one's draws unchanged
    batch = Batcher(window)
    flight: list[tuple[int, int, dict]] = []  # (arrival, order sent, action)
    sent = clock = 0
    stats = {"batches": 0, "remote_first": 0, "refused": {host: 0, remote: 0}}

    def notify(events: list[dict], t: int) -> None:
        for s in people:
            cur = wake_at[s]
            w = brains[s].notice(game, events, t, cur)
            if w is not None and (cur is None or w < cur):
                wake_at[s] = w

    def apply(t: int, actions: list[dict]) -> None:
        events = table.advance(t)
        if events:
            notify(events, game.now)
        seats = [a["seat"] for a in actions]
        order = fairness.order(table.seed, t, seats)
        if len(actions) == 2:
            stats["batches"] += 1
            stats["remote_first"] += seats[order[0]] == remote
        for k in order:
            try:
                events = table.act(dict(actions[k], t=t))
            except IllegalAction:
                stats["refused"][actions[k]["seat"]] += 1
                continue
            notify(events, t)

    for _step in range(max_steps):
        if game.is_over:
            break
        closes = batch.closes_at()
        due = table._next_time() if closes is None else None  # the table stands still while a batch is open
        arrival = min(flight)[0] if flight else None
        person = min((w, s) for s, w in wake_at.items() if w is not None) if any(
            w is not None for w in wake_at.values()) else None
        times = [x for x in (due, closes, arrival, person and person[0]) if x is not None]
        if not times:
            raise RuntimeError("nobody wants to act and the game is not over")
        now = clock = max(min(times), clock)  # a wake asked for a moment already past comes now
        if due is not None and due <= now:
            events = table.step()
            if events:
                notify(events, game.now)
        elif closes is not None and closes <= now:
            t, actions, waiting = batch.close()
            apply(t, actions)
            flight.extend((now, -len(waiting) + i, a) for i, a in enumerate(waiting))  # first at `now`
        elif arrival is not None and arrival <= now:
            flight.sort(key=lambda x: x[:2])
            _at, _n, action = flight.pop(0)
            batch.arrive(now, action)
        else:
            w, s = person
            wake_at[s] = None
            t = max(w, game.now, now)
            action, nxt = brains[s].wake(game, t)
            if action is not None:
                if s != host:
                    lag = round_trip(draw, delay)
                else:
                    lag = round_trip(own, delay, fairness.HOST_LAG_CAP_MS) if host_lag else 0
                sent += 1
                flight.append((t + lag, sent, action))
            if nxt is not None and not game.is_over:
                cur = wake_at[s]
                wake_at[s] = nxt if cur is None or nxt < cur else cur
    else:
        raise RuntimeError("the table made no progress (step limit reached)")
    return {"winners": list(gt.summary(game)["winners"]), "game": game, **stats}


__all__ = ["Batcher", "DELAY", "play", "round_trip"]
