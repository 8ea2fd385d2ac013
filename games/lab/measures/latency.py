"""Does the host of a shared table win more for being nearer?  Measured, not guessed.

At a table of people in several browsers ("Play together") the host's browser runs the engine, and a
distant player's actions travel over the network; :mod:`games.lab.latency_table` plays such a table in
virtual time (the model, stated there), and this measure counts who wins under three rules.

Each seed is played twice per rule (the lag, the window alone, no window), with the two people's
seats swapped (the reader's seat ``PEOPLE[0]`` and the next, ``PEOPLE[1]``: once the host sits at
the first, once at the second), so that a seat's own advantage cancels; the host's advantage is the paired difference per seed (host
share minus distant share, averaged over its two games) with the normal interval of the per-seed
differences (:func:`games.lab.intervals.paired`: a bootstrap below 500 seeds), and each share has
its Wilson interval.  A shared win counts its share.

Use::

    from games.lab.measures import latency

    rows = latency.outcomes("gavitt", {"edition": "1903"}, None, range(1, 101))
    m = latency.summarise("gavitt", {"edition": "1903"}, None, 1, rows)
    print(latency.format_text([m]))

``python -m games simulate --game gavitt --latency [--edition E] [--games N] [--seed S] [--jobs N]
[--write]``; ``--write`` keeps the default table's figures in ``games/<game>/lab/latency.json``, read
when the game's lab is imported and shown under the demo in the words of :func:`latency_words`.  Each measurement keeps its outcomes per seed, so a test
replays a sample of seeds and proves the stored figures are the engine's.
"""
from __future__ import annotations

from games.core import fairness
from games.core.errors import BadParams
from games.core.registry import GAMES, REAL_TIME
from games.core.wording import plural

from games.lab import intervals
from games.lab.page_words import bots_words
from games.lab.measure import Measure, UnitOfWork, each_edition, refused_by
from games.lab.latency_table import DELAY, play

#: the two people's seats: the reader's seat at a page's table and the next one
PEOPLE = (0, 1)
#: the three rules compared, each ``(window, host's lag)``: the page's rule (the window of
#: simultaneity and the host's lag), the window alone, and first come, first served
RULES = {"lag": (fairness.WINDOW_MS, True), "window": (fairness.WINDOW_MS, False), "none": (0, False)}
#: what :func:`outcome` counts per rule of the batches and refusals (:func:`play`'s statistics)
CONTESTED = ("batches", "remote_first", "refused_host", "refused_remote")
#: what the per-seed outcome characters mean: '0' no win, '1' a win, 'k' a win shared by k
SHARE = 60


def check(game_id: str) -> None:
    """Raise ``ValueError`` unless the game is real-time (a turn-based game has no race to judge)."""
    if GAMES[game_id].dynamics != REAL_TIME:
        raise ValueError(f"{game_id} is turn-based: only real-time games judge actions by when they arrive "
                         f"({', '.join(g for g, gt in GAMES.items() if gt.dynamics == REAL_TIME)})")


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
        lo, hi = intervals.wilson(wins, games)
        out[who] = {"wins": round(wins, 3), "share": round(wins / games, 4) if games else 0.0,
                    "lo": round(lo, 4), "hi": round(hi, 4)}
    d = intervals.paired(remote, host, seed=first)
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
    from games.core.params import resolve

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


def seeds_of(games: int) -> int:
    """Each seed is played twice, the two people's seats swapped: ``games`` must be even."""
    if games < 2 or games % 2:
        raise BadParams("--games must be even: each seed is played twice, the two people's seats swapped")
    return games // 2


# ------------------------------------------------------------------------------ the page's words
def _points(x: float) -> str:
    """A difference of shares in percentage points, as a reader writes it: '2.2', '\u22120.4'."""
    v = round(100 * x, 1)
    return f"\u2212{-v:.1f}" if v < 0 else f"{v:.1f}"


#: the window of simultaneity in the lab's words (a player at the table reads TOGETHER_WORDS' plain
#: "together_fair", which names no milliseconds and no seed)
WINDOW_WORDS = ("At a shared table, actions that reach the host within {ms} ms of each other count as "
                "simultaneous, and the table's seed draws their order, so the host's own click is not first "
                "merely for being nearer.")


def latency_words(m: dict, gt) -> dict:
    """What a page says of a latency measurement (:mod:`games.lab.measures.latency`): ``summary`` (the window
    of simultaneity, the host's lag, then what was measured with both and the host's advantage, and
    for comparison with the window alone and with no window), and where it comes from (the draw's
    share of the moments both acted together, the actions that came too late to count), ``how`` (how
    the distance was simulated) and ``command`` (the command that measures it again)."""
    from games.core.fairness import HOST_LAG_CAP_MS, WINDOW_MS

    lo, hi = m["delay_ms"]
    games, deals, players = m["games"], m["deals"], m["players"]

    def said(r: dict) -> str:
        a = r["advantage"]
        return (f"{_points(a['diff'])} points (95 % interval {_points(a['lo'])} to {_points(a['hi'])}), "
                f"{a['verdict']}")

    def shares(r: dict) -> str:
        return f"{100 * r['host']['share']:.1f} % and {100 * r['remote']['share']:.1f} %"

    lag, win, none = m["rules"]["lag"], m["rules"]["window"], m["rules"]["none"]
    summary = (WINDOW_WORDS.format(ms=m.get("window_ms", WINDOW_MS))
               + f" The host's own actions also wait, before they count, as long as the round trip of the farthest "
               f"person at the table, at most {HOST_LAG_CAP_MS} ms (the host still sees the table at once)."
               f" Measured, not guessed: over {games:,} seeded games at this page's default table of "
               f"{plural(players, 'player')}, with the window and the lag a bot at the host's browser won "
               f"{100 * lag['host']['share']:.1f} % of them and a bot {lo} to {hi} ms away from the host (each way) won "
               f"{100 * lag['remote']['share']:.1f} %: the host's advantage is {said(lag)}. For comparison, with the "
               f"window alone they would win {shares(win)}, an advantage of {said(win)}; with no window (first come, "
               f"first served), {shares(none)}, an advantage of {said(none)}.{_why(m)}")
    how = (f"The {games:,} games of each rule are {deals:,} seeded deals, each played twice with the two seats "
           f"swapped, so that neither seat's own luck counts; the other seats were the default bots{_opponents(m)}, "
           f"which act at their own times at the host's table and are not batched. The distant bot saw the table late "
           f"and its actions reached the host late, each message delayed by {lo} to {hi} ms, drawn from the seed; with "
           f"the host's lag, each of the host bot's actions waited a round trip drawn in the same way ({2 * lo} to "
           f"{min(2 * hi, HOST_LAG_CAP_MS)} ms). An action that was no longer allowed when it arrived was refused, as "
           f"the engine refuses it. A shared win counts as its share.")
    return {"summary": summary, "how": how, "command": m.get("command", "")}


def _why(m: dict) -> str:
    """Where the host's advantage comes from, from the measurement: the draw, as often as both people
    acted within the window; the actions that came too late to count (the host's and the distant
    player's, with the window alone and with the host's lag); and what the lag costs the two people
    against the bots, which play at the host's browser with no delay."""
    lag, win = m["contested"]["lag"], m["contested"]["window"]
    rules = m["rules"]
    out = ""
    if lag["batches"]:
        first = 100 * lag["remote_first"] / lag["batches"]
        out += (f" The draw settles fairly the moments when both act together ({lag['batches']:,} here with the "
                f"window and the lag; the distant player's action went first in {first:.1f} % of them).")
    if rules["window"]["advantage"]["verdict"] == intervals.BEYOND:
        out += (f" The window alone does not settle the rest: the distant player sees the table late and his actions "
                f"arrive late, so he loses races the host wins. With the window alone {win['refused_remote']:,} of his "
                f"actions came too late to count (the table had moved on), against {win['refused_host']:,} of the "
                f"host's; with the host's lag, {lag['refused_remote']:,} against {lag['refused_host']:,}.")
    if rules["lag"]["advantage"]["verdict"] == intervals.BEYOND:
        out += (" Even with the host's lag the host keeps an advantage beyond noise, which these counts do not "
                "explain.")

    def people(r: dict) -> str:
        return f"{round(100 * r['host']['share'], 1) + round(100 * r['remote']['share'], 1):.1f} %"  # as shown

    fair = 2 * m["fair_share"]
    out += (f" With the lag both people are late against the bots, which play at the host's browser without "
            f"waiting: together the two people won {people(rules['lag'])} of the games with the host's lag, against "
            f"{people(rules['window'])} with the window alone (a fair share for two is {100 * fair:.1f} %).")
    return out


def _opponents(m: dict) -> str:
    bots = bots_words(m.get("opponents", {}))
    return f" ({bots})" if bots else ""


def shown(m: dict, game_type) -> dict:
    """A kept measurement as the page gets it: in words, without the per-seed outcomes (kept for the
    tests, not for the page)."""
    rules = {rule: {k: v for k, v in r.items() if k != "outcomes"} for rule, r in m["rules"].items()}
    return {**m, "rules": rules, "words": latency_words(m, game_type)}


MEASURE = Measure(
    name="latency", flag="--latency", order=50, unavailable=refused_by(check),
    help="real-time games: the host's advantage at a shared table, a bot at the host against a bot 50-150 ms away "
         "each way, with the window of simultaneity and the host's lag, the window alone, and no window (first come, "
         "first served), seats swapped on each seed",
    tables=each_edition, chunk=UnitOfWork(outcomes), summarise=summarise, format_text=format_text, seeds=seeds_of,
    games_played=lambda seeds: 2 * len(RULES) * seeds, keeps="latency.json", shown=shown)

__all__ = ["CONTESTED", "MEASURE", "PEOPLE", "RULES", "check", "format_text", "latency_words",
           "outcome", "outcomes", "summarise"]
