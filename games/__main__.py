"""Command line: ``python -m games simulate ...`` and ``python -m games transcript ...``.

This is the only place in the package that does I/O (stdout, stderr, a progress bar) or reads
a clock (to report the speed).

    python -m games simulate --game ID [that game's options] [--games N] [--seed S] [--json] [--jobs N]
    python -m games simulate --game ID --lab [--games N] [--jobs N]   # the game's lab's experiments
    python -m games simulate --game ID --newcomer [--games 1000] [--seed 1] [--jobs N] [--write]  # a newcomer's wins
    python -m games simulate --game ID --skill [--games N] [--seed S] [--jobs N]   # relative skill (games.core.skill)
    python -m games simulate --game ID --speed-sweep [--games N]   # win share against reaction time (games.core.speed)
    python -m games simulate --game ID --readings [--games N]   # the readings ranked (games.core.readings)
    python -m games simulate --game ID --latency [--games N] [--seed S] [--jobs N] [--write]  # the host's advantage (games.core.latency)
    python -m games simulate ... --scheduler ADDRESS   # the same numbers, played on a Dask cluster
    python -m games transcript --game ID [that game's options] [--seed S] [--rounds N]

``--game`` is required: the games are those of ``games.GAMES`` (``--help`` after ``--game ID`` lists
that game's options).

It reaches the games only through ``games.GAMES``: their flags from each game's parameter
schemas, their labs from ``GameType.laboratory()``.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from . import GAMES, new_game
from .core import BadParams, Table, transcript
from .core import latency, measures, newcomer, readings, skill, speed
from .core.simreport import default_report
from .runs import lab_chunk, latency_chunk, newcomer_chunk, readings_chunk, simulate_chunk, skill_chunk, speed_chunk
from .runs import in_processes as _run_jobs


COMMON = {"game", "seed", "games", "json", "all", "quiet", "progress", "jobs", "lab", "rounds", "newcomer", "write",
          "skill", "scheduler", "speed_sweep", "readings", "latency"}


#: the measures of games.core beyond the lab, each a flag of simulate
MEASURES = (
    ("--skill", "relative skill (Borm and van der Genugten): a beginner, the strongest bot and that bot seeing "
                "every hidden card, at seat 1 against the default bots, same seeds"),
    ("--speed-sweep", "real-time games: seat 1's win share as its bot's reaction time is scaled from x1/4 to x3, "
                      "against the default bots, same seeds"),
    ("--latency", "real-time games: the host's advantage at a shared table, a bot at the host against a bot "
                  "50-150 ms away each way, with the window of simultaneity and the host's lag, the window alone, "
                  "and no window (first come, first served), seats swapped on each seed"),
    ("--readings", "rank every reading (a parameter that encodes an interpretation) by how much its other values "
                   "change the length, the final spread and seat 1's wins, same seeds"),
)


def _flag(key: str, spec: dict) -> str:
    """A schema option's flag: ``--key-with-dashes``, or the short name the schema gives (``cli``)."""
    return "--" + spec.get("cli", key.replace("_", "-"))


def _add_schema_flags(parser, schema: dict) -> None:
    """One flag per option of a parameter schema (:mod:`games.core.params`): ``--x``/``--no-x`` for a
    bool, a typed value otherwise (an enum's values as choices; a list or an object as JSON)."""
    for key, spec in schema.items():
        if key in COMMON:
            continue
        flag, kind, desc = _flag(key, spec), spec["type"], spec.get("description", "")
        if kind == "bool":
            parser.add_argument(flag, dest=key, action="store_true", default=None, help=desc)
            parser.add_argument("--no-" + flag[2:], dest=key, action="store_false")
        elif kind == "enum":
            parser.add_argument(flag, dest=key, choices=list(spec["values"]), default=None, help=desc)
        else:
            conv = {"int": int, "float": float, "str": str}.get(kind, json.loads)
            parser.add_argument(flag, dest=key, type=conv, default=None, help=desc)


def _options(a, schema: dict, always_str: bool = False) -> dict:
    """The options given on the command line (string options, the bots' per-seat speeds and
    strengths, always, at their defaults when not given)."""
    out = {}
    for key, spec in schema.items():
        v = getattr(a, key, None)
        if v is None and always_str and spec["type"] == "str":
            v = spec.get("default")
        if v is not None:
            out[key] = v
    return out


def _params(a) -> dict:
    return _options(a, GAMES[a.game].params)


def _bots(a) -> dict:
    return _options(a, GAMES[a.game].bot_params, always_str=True)


def _progress(done: int, total: int, start: float) -> None:
    width = 30
    frac = done / total if total else 1.0
    bar = "#" * int(frac * width)
    rate = done / max(time.perf_counter() - start, 1e-9)
    sys.stderr.write(f"\r[{bar:<{width}}] {done}/{total} games, {rate:.0f} games/s")
    sys.stderr.flush()


def _in_processes(fn, jobs: list, a):
    """``fn`` over ``jobs`` in order: ``--jobs`` processes, or the Dask cluster of ``--scheduler``."""
    return _run_jobs(fn, jobs, a.jobs, getattr(a, "scheduler", None))


def _laboratory(game_id: str):
    """The game's laboratory (:class:`games.lab.game_lab.GameLab`), or None."""
    return GAMES[game_id].laboratory() if GAMES[game_id].lab else None


def _experiments(game_id: str):
    """The game's own experiments (what ``--lab`` runs), or None."""
    lab = _laboratory(game_id)
    return lab.experiments if lab else None


def lab_plan(a):
    """The game's lab and its plan for the command line's settings ``a`` (what ``--lab`` plays)."""
    lab = _experiments(a.game)
    return lab, lab.plan(lab.cli_config(_params(a), _bots(a), a.games, a.seed))


def measure_tables(a, per_edition: bool = True) -> tuple[list[dict], dict | None]:
    """The tables a measure of :mod:`games.core` plays for the settings ``a`` (the one given, or each
    edition of a game with editions) and the bot options (``None``: the default bots)."""
    bots = _options(a, GAMES[a.game].bot_params)
    return measures.tables(a.game, _params(a), "skill" if per_edition else "readings"), bots or None


def cmd_lab(a) -> int:
    """``simulate --game ID --lab``: the game's simulation lab (its laboratory's experiments, a
    :class:`games.lab.game_lab.Experiments`), the numbers its page shows; the same settings give the
    same numbers as the browser, and as any ``--jobs``."""
    if _experiments(a.game) is None:
        raise BadParams(f"{a.game} has no simulation lab; games with one: "
                        f"{', '.join(g for g in sorted(GAMES) if _experiments(g) is not None)}")
    lab, plan = lab_plan(a)
    arms = len(plan["arms"])
    total = plan["jobs"]
    show = not a.quiet and sys.stderr.isatty() or a.progress
    start = time.perf_counter()
    partials, done = [], 0
    step = arms * max(1, min(100, a.games // (100 * a.jobs) or 1))  # whole games of every arm per chunk
    step = min(step, lab.MAX_CHUNK)
    chunks = [(a.game, plan["config"], first, min(step, total - first)) for first in range(0, total, step)]
    for chunk, partial in zip(chunks, _in_processes(lab_chunk, chunks, a)):
        partials.append(partial)
        done += chunk[3]
        if show:
            _progress(done, total, start)
    if show:
        sys.stderr.write("\n")
    result = lab.summarise(plan["config"], partials)
    if a.json:
        json.dump(result, sys.stdout, indent=1, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(lab.format_text(result))
        if not a.quiet:
            elapsed = time.perf_counter() - start
            print(f"({total} games in {elapsed:.1f} s, {total / max(elapsed, 1e-9):.0f} games/s)")
    return 0


def _keep(gt, name: str, results: list) -> None:
    """``--write``: keep a measure's figures in the game's lab, as ``games/<game>/lab/<name>``."""
    from importlib import resources

    path = resources.files(gt.lab).joinpath(name)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        json.dump(results, fh, indent=1)
        fh.write("\n")
    sys.stderr.write(f"wrote {path}\n")


def cmd_newcomer(a) -> int:
    """``simulate --game ID --newcomer``: the game's newcomer bot at seat 0 against the table's
    default opponents (or the bot options given), ``--games`` games from ``--seed``
    (:mod:`games.core.newcomer`).  Without game options, the default table (each edition of a game
    with editions); ``--write`` keeps the figures in ``games/<game>/lab/newcomer.json``, which the pages
    show."""
    gt = GAMES[a.game]
    if getattr(_laboratory(a.game), "newcomer", None) is None:
        raise BadParams(f"{a.game} has no newcomer bot")
    params, bots = _params(a), _options(a, gt.bot_params)
    if a.write and (params or bots):
        raise BadParams("--write keeps the default table's figures: give no game or bot option")
    tables = [params] if params or not gt.editions else [{"edition": ed} for ed in gt.editions]
    results = []
    for p in tables:
        new_game(a.game, p, a.seed)  # bad parameters fail here
        step = max(1, a.games // (10 * a.jobs) or 1)
        chunks = [(a.game, p, bots, range(a.seed + i, a.seed + min(i + step, a.games))) for i in range(0, a.games, step)]
        start = time.perf_counter()
        done = "".join(_in_processes(newcomer_chunk, chunks, a))
        m = newcomer.summarise(a.game, p, bots, a.seed, done)
        results.append(m)
        if not a.json:
            print(f"{gt.title}{' ' + p['edition'] if 'edition' in p else ''}: a newcomer at seat {m['seat'] + 1} of "
                  f"{m['players']} won {m['wins']:g} of {m['games']} games (seeds {m['seeds'][0]}..{m['seeds'][1]}) "
                  f"against bots ({', '.join(f'{k}={v}' for k, v in m['opponents'].items())}): {m['win_rate']:.3f}, {m['share_of_fair']:.2f} of a fair share "
                  f"(target {m['target']}: {'met' if m['meets_target'] else 'NOT met'})"
                  + ("" if a.quiet else f" [{time.perf_counter() - start:.1f} s]"))
    if a.json:
        json.dump(results, sys.stdout, indent=1)
        sys.stdout.write("\n")
    if a.write:
        _keep(gt, "newcomer.json", results)
    return 0


def _per_table(a, module, chunk_fn, per_edition: bool = True) -> int:
    """A measure of :mod:`games.core` (``skill``, ``speed``) for the table given, or for each edition of
    a game with editions, on ``--games`` seeds from ``--seed``, played in ``--jobs`` processes or on
    ``--scheduler``, printed by the module's ``format_text`` (or as JSON)."""
    tables, bots = measure_tables(a, per_edition)
    results = []
    for p in tables:
        new_game(a.game, p, a.seed)  # bad parameters fail here
        step = max(1, a.games // (10 * a.jobs) or 1)
        chunks = [(a.game, p, bots, range(a.seed + i, a.seed + min(i + step, a.games))) for i in range(0, a.games, step)]
        rows = [r for part in _in_processes(chunk_fn, chunks, a) for r in part]
        results.append(module.summarise(a.game, p, bots, a.seed, rows))
    if a.json:
        json.dump(results, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(module.format_text(results))
    return 0


def cmd_skill(a) -> int:
    """``simulate --game ID --skill``: relative skill (:mod:`games.core.skill`): a beginner, the
    strongest bot and that bot seeing every hidden card, each at seat 1 against the default bots."""
    if getattr(_laboratory(a.game), "newcomer", None) is None:
        raise BadParams(f"{a.game} has no newcomer bot, so no beginner for the skill measure")
    return _per_table(a, skill, skill_chunk)


def cmd_speed(a) -> int:
    """``simulate --game ID --speed-sweep``: win share against reaction time (:mod:`games.core.speed`)."""
    try:
        speed.check(a.game)
    except ValueError as exc:
        raise BadParams(str(exc)) from None
    return _per_table(a, speed, speed_chunk)


def cmd_readings(a) -> int:
    """``simulate --game ID --readings``: every reading ranked by how much it changes the game
    (:mod:`games.core.readings`); each reading names the edition it applies to."""
    return _per_table(a, readings, readings_chunk, per_edition=False)


def cmd_latency(a) -> int:
    """``simulate --game ID --latency``: the host's advantage at a shared table (:mod:`games.core.latency`):
    ``--games`` games per rule (the window of simultaneity with the host's lag, the window alone, and
    no window), half as many seeds from ``--seed``, each played twice with the two people's seats swapped; without game options, the default
    table (each edition of a game with editions).  ``--write`` keeps the figures in
    ``games/<game>/lab/latency.json``, which the pages show."""
    gt = GAMES[a.game]
    try:
        latency.check(a.game)
    except ValueError as exc:
        raise BadParams(str(exc)) from None
    if a.games < 2 or a.games % 2:
        raise BadParams("--games must be even: each seed is played twice, the two people's seats swapped")
    params, bots = _params(a), _options(a, gt.bot_params)
    if a.write and (params or bots):
        raise BadParams("--write keeps the default table's figures: give no game or bot option")
    tables = [params] if "edition" in params or not gt.editions else [dict(params, edition=ed) for ed in gt.editions]
    seeds = a.games // 2
    results = []
    for p in tables:
        new_game(a.game, p, a.seed)  # bad parameters fail here
        step = max(1, seeds // (10 * a.jobs) or 1)
        chunks = [(a.game, p, bots or None, range(a.seed + i, a.seed + min(i + step, seeds)))
                  for i in range(0, seeds, step)]
        start = time.perf_counter()
        rows = [r for part in _in_processes(latency_chunk, chunks, a) for r in part]
        results.append(latency.summarise(a.game, p, bots or None, a.seed, rows))
        if not a.json and not a.quiet:
            elapsed = time.perf_counter() - start
            played = 2 * len(latency.RULES) * seeds
            sys.stderr.write(f"({played} games in {elapsed:.1f} s, {played / max(elapsed, 1e-9):.1f} games/s)\n")
    if a.json:
        json.dump(results, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(latency.format_text(results))
    if a.write:
        _keep(gt, "latency.json", results)
    return 0


def cmd_simulate(a) -> int:
    """Bot-only games, ``--jobs`` processes, printed by the game's report (its laboratory's
    ``report``, or the default, :func:`games.core.simreport.default_report`)."""
    if a.lab:
        return cmd_lab(a)
    if a.newcomer:
        return cmd_newcomer(a)
    if a.skill:
        return cmd_skill(a)
    if a.speed_sweep:
        return cmd_speed(a)
    if a.readings:
        return cmd_readings(a)
    if a.latency:
        return cmd_latency(a)
    params = _params(a)
    bots = _bots(a)
    probe = new_game(a.game, params, a.seed)  # fail early on bad parameters...
    GAMES[a.game].make_bot(probe, 0, bots, None)  # ...and on bad bot options
    show = not a.quiet and a.games >= 50 and sys.stderr.isatty() or a.progress
    start = time.perf_counter()
    results = []
    step = max(1, a.games // 100)
    chunks = [(a.game, params, range(a.seed + i, a.seed + min(i + step, a.games)), bots) for i in range(0, a.games, step)]
    for games in _in_processes(simulate_chunk, chunks, a):
        results.extend(games)
        if show:
            _progress(len(results), a.games, start)
    elapsed = time.perf_counter() - start
    if show:
        sys.stderr.write("\n")
    report = getattr(_laboratory(a.game), "report", None) or default_report
    info = {"title": GAMES[a.game].title, "params": new_game(a.game, params, 0).params, "players": probe.players,
            "bots": bots,
            "seeds": [a.seed, a.seed + a.games - 1], "all": a.all, "elapsed": elapsed, "quiet": a.quiet}
    obj, text = report(results, info)
    if a.json:
        json.dump(obj, sys.stdout, indent=1)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(text)
    return 0


def cmd_transcript(a) -> int:
    game = new_game(a.game, _params(a), a.seed)
    Table(game, (), _bots(a), a.seed).run(max_rounds=a.rounds)
    sys.stdout.write(transcript(game))
    return 0


def parser(argv: list) -> argparse.ArgumentParser:
    """The command line's parser (a game's own options once ``--game`` is in ``argv``)."""
    pre = argparse.ArgumentParser(add_help=False)
    pre.add_argument("--game")
    game = pre.parse_known_args(argv)[0].game
    ap = argparse.ArgumentParser(prog="python -m games", description="Topeka game engines")
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("simulate", "transcript"):
        s = sub.add_parser(name, description="Flags after --game come from that game's parameter schemas "
                                             "(games.GAMES[id].params and .bot_params).")
        s.add_argument("--game", required=True, choices=sorted(GAMES),
                       help="the game (its options follow from its parameter schemas)")
        s.add_argument("--seed", type=int, default=1)
        if game in GAMES:  # the game's own options: its PARAMS and BOT_PARAMS
            _add_schema_flags(s, GAMES[game].params)
            _add_schema_flags(s, {k: v for k, v in GAMES[game].bot_params.items() if k not in GAMES[game].params})
        if name == "simulate":
            s.add_argument("--games", type=int, default=100)
            s.add_argument("--json", action="store_true")
            s.add_argument("--all", action="store_true", help="with --json: include every game's summary")
            s.add_argument("--quiet", action="store_true")
            s.add_argument("--progress", action="store_true", help="show the progress bar even when not a tty")
            s.add_argument("--jobs", type=int, default=1,
                           help="play the games in this many processes (same numbers as one)")
            lab = _experiments(game) if game in GAMES else None
            s.add_argument("--lab", action="store_true",
                           help="run the game's simulation lab" + (
                               f" ({lab.CLI_HELP})" if lab else " (this game has none)" if game in GAMES
                               else f" (games with one: {', '.join(g for g in sorted(GAMES) if _experiments(g))}; "
                                    "--game first shows what it runs)"))
            s.add_argument("--newcomer", action="store_true",
                           help="how often the game's newcomer bot (seat 1) wins against the default opponents "
                                "(or the bot options given)")
            for flag, text in MEASURES:
                s.add_argument(flag, action="store_true", help=text)
            s.add_argument("--scheduler", metavar="ADDRESS", default=None,
                           help="play the games on the Dask distributed cluster of this scheduler (tcp://host:8786); "
                                "the same numbers as one process")
            s.add_argument("--write", action="store_true",
                           help="with --newcomer or --latency: keep the default table's figures in "
                                "games/<game>/lab/newcomer.json or latency.json")
        else:
            s.add_argument("--rounds", type=int, default=None)
    return ap


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    ap = parser(argv)
    try:
        a = ap.parse_args(argv)
    except ValueError as exc:  # a malformed JSON value
        sys.stderr.write(f"error: {exc}\n")
        return 2
    if a.cmd == "simulate" and a.jobs < 1:
        ap.error("--jobs must be 1 or more")
    try:
        return cmd_simulate(a) if a.cmd == "simulate" else cmd_transcript(a)
    except BadParams as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())
