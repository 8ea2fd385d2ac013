"""What ``python -m games simulate`` does: bot-only games and their report, a game's experiments
(``--lab``) and every measure of the registry (``--newcomer``, ``--skill``, ...), each played in
``--jobs`` processes or on a Dask cluster (``--scheduler``) with exactly the numbers of one process.

:mod:`games.__main__` parses the command line (the games' options from their schemas, a flag for
each measure from :mod:`games.lab.registry`) into :class:`Settings` and calls :func:`simulate`.
With the command line's entry, this is the only place in the engine that writes to the terminal,
writes a file (``--write``) or reads a clock (to report the speed).
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass

from games import GAMES, new_game
from games.core.errors import BadParams
from games.lab.game_lab import lab_of
from games.lab.measure import Measure
from games.lab.measures.experiments import lab_chunk, plan
from games.lab.reports import default_report
from games.lab.runs import in_processes, simulate_chunk


@dataclass(frozen=True)
class Settings:
    """A ``simulate`` command's settings: the game, the game options and the bot options given
    (``bot_options``: the bots' with the string ones always, at their defaults when not given), the
    games, the first seed, how to run them and what to print."""

    game: str
    params: dict
    bots: dict
    bot_options: dict
    games: int = 100
    seed: int = 1
    jobs: int = 1
    scheduler: str | None = None
    json: bool = False
    all: bool = False
    quiet: bool = False
    progress: bool = False
    write: bool = False

    def run(self, fn, jobs: list):
        """``fn`` over ``jobs``, results in order: ``--jobs`` processes, or the Dask cluster of ``--scheduler``."""
        return in_processes(fn, jobs, self.jobs, self.scheduler)


def progress(done: int, total: int, start: float) -> None:
    """The progress bar on stderr: games done of the total, and their speed."""
    width = 30
    frac = done / total if total else 1.0
    bar = "#" * int(frac * width)
    rate = done / max(time.perf_counter() - start, 1e-9)
    sys.stderr.write(f"\r[{bar:<{width}}] {done}/{total} games, {rate:.0f} games/s")
    sys.stderr.flush()


def _print_json(obj, **how) -> None:
    json.dump(obj, sys.stdout, indent=1, **how)
    sys.stdout.write("\n")


def simulate(s: Settings, measure: Measure | None = None) -> int:
    """The command: the measure asked for (the game's experiments, or a measure per seed), or else
    bot-only games printed by the game's report."""
    if measure is None:
        return bot_only_games(s)
    why = measure.unavailable(GAMES[s.game])
    if why:
        raise BadParams(why)
    return experiments(s) if measure.experiments else per_seed(s, measure)


def bot_only_games(s: Settings) -> int:
    """Bot-only games, printed by the game's report (its laboratory's ``report``, or the default,
    :func:`games.lab.reports.default_report`)."""
    probe = new_game(s.game, s.params, s.seed)  # fail early on bad parameters...
    GAMES[s.game].make_bot(probe, 0, s.bot_options, None)  # ...and on bad bot options
    show = not s.quiet and s.games >= 50 and sys.stderr.isatty() or s.progress
    start = time.perf_counter()
    results = []
    step = max(1, s.games // 100)
    chunks = [(s.game, s.params, range(s.seed + i, s.seed + min(i + step, s.games)), s.bot_options)
              for i in range(0, s.games, step)]
    for games in s.run(simulate_chunk, chunks):
        results.extend(games)
        if show:
            progress(len(results), s.games, start)
    elapsed = time.perf_counter() - start
    if show:
        sys.stderr.write("\n")
    report = lab_of(GAMES[s.game]).report or default_report
    info = {"title": GAMES[s.game].title, "params": new_game(s.game, s.params, 0).params, "players": probe.players,
            "bots": s.bot_options, "seeds": [s.seed, s.seed + s.games - 1], "all": s.all, "elapsed": elapsed,
            "quiet": s.quiet}
    obj, text = report(results, info)
    if s.json:
        _print_json(obj)
    else:
        sys.stdout.write(text)
    return 0


def experiments_plan(s: Settings):
    """The game's experiments and their plan for the settings (what ``--lab`` plays)."""
    return plan(GAMES[s.game], s.params, s.bot_options, s.games, s.seed)


def experiments(s: Settings) -> int:
    """``--lab``: the game's experiments (a :class:`games.lab.game_lab.Experiments`), the numbers its
    page shows; the same settings give the same numbers as the browser, and as any ``--jobs``."""
    lab, planned = experiments_plan(s)
    arms, total = len(planned["arms"]), planned["jobs"]
    show = not s.quiet and sys.stderr.isatty() or s.progress
    start = time.perf_counter()
    partials, done = [], 0
    step = arms * max(1, min(100, s.games // (100 * s.jobs) or 1))  # whole games of every arm per chunk
    step = min(step, lab.MAX_CHUNK)
    chunks = [(s.game, planned["config"], first, min(step, total - first)) for first in range(0, total, step)]
    for chunk, partial in zip(chunks, s.run(lab_chunk, chunks)):
        partials.append(partial)
        done += chunk[3]
        if show:
            progress(done, total, start)
    if show:
        sys.stderr.write("\n")
    result = lab.summarise(planned["config"], partials)
    if s.json:
        _print_json(result, ensure_ascii=False)
        return 0
    sys.stdout.write(lab.format_text(result))
    if not s.quiet:
        elapsed = time.perf_counter() - start
        print(f"({total} games in {elapsed:.1f} s, {total / max(elapsed, 1e-9):.0f} games/s)")
    return 0


def measure_tables(s: Settings, measure: Measure) -> tuple[list[dict], dict | None]:
    """The tables a measure plays for the settings (the one given, or each edition of a game with
    editions) and the bot options (``None``: the default bots)."""
    return measure.tables(GAMES[s.game], s.params), s.bots or None


def per_seed(s: Settings, measure: Measure) -> int:
    """A measure per seed on each of its tables: ``--games`` games from ``--seed``, its results as
    JSON or as its text; ``--write`` keeps the default tables' figures in the game's lab."""
    seeds = measure.seeds(s.games)
    if s.write and measure.keeps and (s.params or s.bots):
        raise BadParams("--write keeps the default table's figures: give no game or bot option")
    if s.write and measure.keeps and not GAMES[s.game].lab:
        raise BadParams(f"{s.game} has no laboratory to keep the figures in")
    tables, bots = measure_tables(s, measure)
    results = []
    for p in tables:
        new_game(s.game, p, s.seed)  # bad parameters fail here
        step = max(1, seeds // (10 * s.jobs) or 1)
        chunks = [(s.game, p, bots, range(s.seed + i, s.seed + min(i + step, seeds))) for i in range(0, seeds, step)]
        start = time.perf_counter()
        results.append(measure.summarise(s.game, p, bots, s.seed, measure.join(list(s.run(measure.chunk, chunks)))))
        _said(s, measure, p, results[-1], time.perf_counter() - start, seeds)
    if s.json:
        _print_json(results)
    elif measure.format_text:
        sys.stdout.write(measure.format_text(results))
    if s.write and measure.keeps:
        keep(s.game, measure.keeps, results)
    return 0


def _said(s: Settings, measure: Measure, params: dict, result: dict, elapsed: float, seeds: int) -> None:
    """As each table is done: the measure's line (with the time it took) and the games' speed."""
    if s.json:
        return
    if measure.line:
        print(measure.line(GAMES[s.game], params, result) + ("" if s.quiet else f" [{elapsed:.1f} s]"))
    if measure.games_played and not s.quiet:
        played = measure.games_played(seeds)
        sys.stderr.write(f"({played} games in {elapsed:.1f} s, {played / max(elapsed, 1e-9):.1f} games/s)\n")


def keep(game_id: str, name: str, results: list) -> None:
    """``--write``: keep a measure's figures in the game's lab, as ``games/<game>/lab/<name>``."""
    from importlib import resources

    path = resources.files(GAMES[game_id].lab).joinpath(name)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(results, fh, indent=1)
        fh.write("\n")
    sys.stderr.write(f"wrote {path}\n")


__all__ = ["Settings", "experiments_plan", "keep", "measure_tables", "progress", "simulate"]
