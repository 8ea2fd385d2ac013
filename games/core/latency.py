"""Does the host of a shared table win more for being nearer?  Measured, not guessed (issue 23).

At a table of people in several browsers ("Play together"), the host's browser runs the engine:
its own clicks reach the engine at once, a distant player's travel over the network, and his page
shows him the table late.  The host's page therefore gathers human actions in batches
(:mod:`games.core.fairness`): an action reaching the host opens a batch at the table's virtual time
``t`` of its arrival unless one is open; every human action arriving before ``t + WINDOW_MS``
joins it (at most one per seat: a second one from the same seat waits for the next batch); when
the window closes the batch is applied at ``t`` (the bots due by ``t`` first, then the actions in
the order :func:`games.core.fairness.order` draws).  This module plays such a table in virtual
time and counts who wins.

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

Each seed is played twice per rule (the lag, the window alone, no window), with the two people's
seats swapped (the reader's seat ``PEOPLE[0]`` and the next, ``PEOPLE[1]``: once the host sits at
the first, once at the second), so that a seat's own advantage cancels; the host's advantage is the paired difference per seed (host
share minus distant share, averaged over its two games) with the normal interval of the per-seed
differences (:func:`games.core.intervals.paired`: a bootstrap below 500 seeds), and each share has
its Wilson interval.  A shared win counts its share.

Use::

    from games.core import latency

    rows = latency.outcomes("gavitt", {"edition": "1903"}, None, range(1, 101))
    m = latency.summarise("gavitt", {"edition": "1903"}, None, 1, rows)
    print(latency.format_text([m]))

``python -m games simulate --game gavitt --latency [--edition E] [--games N] [--seed S] [--jobs N]
[--write]``; ``--write`` keeps the default table's figures in ``games/<game>/latency.json``, read
when the game is imported (``GameType.latency_results``) and shown under the demo in the words of
:func:`games.core.wording.latency_words`.  Each measurement keeps its outcomes per seed, so a test
replays a sample of seeds and proves the stored figures are the engine's.
"""
from __future__ import annotations

from . import fairness
from . import intervals as iv
from .errors import IllegalAction
from .registry import GAMES, REAL_TIME
from .rng import Rng
from .scheduler import Table

#: the two people's seats: the reader's seat at a page's table and the next one
PEOPLE = (0, 1)
#: the one-way delay of the distant seat's messages, in ms (both included), drawn per message
DELAY = (50, 150)
#: the three rules compared, each ``(window, host's lag)``: the page's rule (the window of
#: simultaneity and the host's lag), the window alone, and first come, first served
RULES = {"lag": (fairness.WINDOW_MS, True), "window": (fairness.WINDOW_MS, False), "none": (0, False)}
#: what :func:`outcome` counts per rule of the batches and refusals (:func:`play`'s statistics)
CONTESTED = ("batches", "remote_first", "refused_host", "refused_remote")
#: what the per-seed outcome characters mean: '0' no win, '1' a win, 'k' a win shared by k
SHARE = 60


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


def check(game_id: str) -> None:
    """Raise ``ValueError`` unless the game is real-time (a turn-based game has no race to judge)."""
    if GAMES[game_id].dynamics != REAL_TIME:
        raise ValueError(f"{game_id} is turn-based: only real-time games judge actions by when they arrive "
                         f"({', '.join(g for g, gt in GAMES.items() if gt.dynamics == REAL_TIME)})")


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


def _char(seat: int, winners: list) -> str:
    return str(len(winners)) if seat in winners else "0"


def outcome(game_id: str, params: dict | None, bots: dict | None, seed: int) -> dict:
    """One seed under each rule, each played twice with the people's seats swapped: per rule four
    characters (the host's and the distant seat's win in the first game, then in the second;
    ``'0'`` no win, ``'1'`` a win, ``'k'`` a win shared by k), and under ``"contested"`` per rule
    the batches that held both people, how many put the distant one first, and each one's refused
    actions."""
    a, b = PEOPLE
    out: dict = {"contested": {}}
    for rule, (window, lag) in RULES.items():
        chars = ""
        c = dict.fromkeys(CONTESTED, 0)
        for host, remote in ((a, b), (b, a)):
            r = play(game_id, params, bots, seed, host, remote, window, host_lag=lag)
            chars += _char(host, r["winners"]) + _char(remote, r["winners"])
            c["batches"] += r["batches"]
            c["remote_first"] += r["remote_first"]
            c["refused_host"] += r["refused"][host]
            c["refused_remote"] += r["refused"][remote]
        out[rule] = chars
        out["contested"][rule] = c
    return out


def outcomes(game_id: str, params: dict | None, bots: dict | None, seeds) -> list[dict]:
    check(game_id)
    return [outcome(game_id, params, bots, s) for s in seeds]


def _share(c: str) -> float:
    return 1 / int(c) if c != "0" else 0.0


def _rule(chars: str, first: int) -> dict:
    """The figures of one rule from its outcome characters (four per seed)."""
    seeds = len(chars) // 4
    games = 2 * seeds
    host = [(_share(chars[4 * i]) + _share(chars[4 * i + 2])) / 2 for i in range(seeds)]
    remote = [(_share(chars[4 * i + 1]) + _share(chars[4 * i + 3])) / 2 for i in range(seeds)]
    out = {}
    for who, per in (("host", host), ("remote", remote)):
        wins = 2 * sum(per)
        lo, hi = iv.wilson(wins, games)
        out[who] = {"wins": round(wins, 3), "share": round(wins / games, 4) if games else 0.0,
                    "lo": round(lo, 4), "hi": round(hi, 4)}
    d = iv.paired(remote, host, seed=first)
    out["advantage"] = {"diff": round(d["diff"], 4), "lo": round(d["lo"], 4), "hi": round(d["hi"], 4),
                        "method": d["method"], "verdict": d["verdict"]}
    out["outcomes"] = chars
    return out


def summarise(game_id: str, params: dict | None, bots: dict | None, first: int, rows: list) -> dict:
    """The measurement as data from :func:`outcomes` of seeds ``first ..``: per rule the host's and
    the distant seat's win shares with their Wilson intervals and the host's advantage (host minus
    distant, paired by seed, with its interval), what was played, and the command that plays it."""
    gt = GAMES[game_id]
    probe = gt.game(params, 0)
    from .params import resolve

    seeds = len(rows)
    given = dict(params or {})
    command = " ".join(["python -m games simulate", f"--game {game_id}", "--latency", f"--games {2 * seeds}",
                        f"--seed {first}"] + [f"--{k.replace('_', '-')} {v}" for k, v in sorted(given.items())]
                       + [f"--{k.replace('_', '-')} {v}" for k, v in sorted((bots or {}).items())])
    return {
        "game": game_id, "title": gt.title, "params": probe.params, "players": probe.players,
        "people": list(PEOPLE), "opponents": resolve(gt.bot_params, bots), "window_ms": fairness.WINDOW_MS,
        "lag_cap_ms": fairness.HOST_LAG_CAP_MS, "delay_ms": list(DELAY), "seeds": [first, first + seeds - 1],
        "deals": seeds, "games": 2 * seeds,
        "fair_share": round(1 / probe.players, 4),
        "contested": {rule: {k: sum(r["contested"][rule][k] for r in rows) for k in CONTESTED} for rule in RULES},
        "rules": {rule: _rule("".join(r[rule] for r in rows), first) for rule in RULES},
        "command": command,
    }


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def format_text(results: list[dict]) -> str:
    """The measurements as plain text for the command line."""
    lines = []
    for m in results:
        ed = f" {m['params']['edition']}" if "edition" in m["params"] else ""
        lo, hi = m["delay_ms"]
        lines.append(f"{m['title']}{ed}: the host's seat against a seat {lo}-{hi} ms away each way, "
                     f"{m['players']} players, {m['games']} games (seeds {m['seeds'][0]}..{m['seeds'][1]}, each "
                     f"played twice, seats swapped); fair share {m['fair_share']:.3f}")
        for rule, r in m["rules"].items():
            a = r["advantage"]
            name = {"lag": f"window {m['window_ms']} ms + host's lag (cap {m['lag_cap_ms']} ms)",
                    "window": f"window {m['window_ms']} ms alone"}.get(rule, "no window (first come, first served)")
            lines.append(f"  {name:<40} host {_pct(r['host']['share'])} [{_pct(r['host']['lo'])}, "
                         f"{_pct(r['host']['hi'])}]  distant {_pct(r['remote']['share'])} [{_pct(r['remote']['lo'])}, "
                         f"{_pct(r['remote']['hi'])}]  advantage {100 * a['diff']:+.1f} points "
                         f"[{100 * a['lo']:+.1f}, {100 * a['hi']:+.1f}] ({a['method']}, {a['verdict']})")
        for rule, c in m["contested"].items():
            lines.append(f"  {rule}: {c['batches']} batches held both people; the distant one's action was applied "
                         f"first in {c['remote_first']} ({_pct(c['remote_first'] / c['batches']) if c['batches'] else '-'});"
                         f" refused: host {c['refused_host']}, distant {c['refused_remote']}")
    return "\n".join(lines) + "\n"


__all__ = ["Batcher", "CONTESTED", "DELAY", "PEOPLE", "RULES", "check", "format_text", "outcome", "outcomes", "play", "round_trip", "summarise"]
