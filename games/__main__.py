"""Command line: ``python -m games simulate ...`` and ``python -m games transcript ...``.

    python -m games simulate --game ID [that game's options] [--games N] [--seed S] [--json] [--jobs N]
    python -m games simulate --game ID --lab [--games N] [--jobs N]   # the game's experiments
    python -m games simulate --game ID --newcomer [--games 1000] [--seed 1] [--jobs N] [--write]  # a newcomer's wins
    python -m games simulate --game ID --skill [--games N] [--seed S] [--jobs N]   # relative skill
    python -m games simulate --game ID --speed-sweep [--games N]   # win share against reaction time
    python -m games simulate --game ID --readings [--games N]   # the readings ranked
    python -m games simulate --game ID --latency [--games N] [--seed S] [--jobs N] [--write]  # the host's advantage
    python -m games simulate ... --scheduler ADDRESS   # the same numbers, played on a Dask cluster
    python -m games transcript --game ID [that game's options] [--seed S] [--rounds N]

``--game`` is required: the games are those of ``games.GAMES`` (``--help`` after ``--game ID`` lists
that game's options).

This module is the command line's grammar: it reaches the games only through ``games.GAMES`` (their
flags from each game's parameter schemas) and the measures only through the lab's registry (a flag
for each, :mod:`games.lab.registry`); what ``simulate`` then does is :mod:`games.lab.command_line`.
With it, the only place in the package that does I/O (stdout, stderr, a progress bar) or reads a
clock (to report the speed).
"""
from __future__ import annotations

import argparse
import json
import sys

from . import GAMES, new_game
from .core import BadParams, Table, transcript
from .lab.command_line import Settings, simulate
from .lab.registry import MEASURES, kept

#: the command line's own flags (as parsed names): a game's option of the same name gets no flag
COMMON = {"game", "seed", "games", "json", "all", "quiet", "progress", "jobs", "rounds", "write", "scheduler",
          *(m.dest for m in MEASURES)}


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


def settings(a) -> Settings:
    """The settings of a parsed ``simulate`` command."""
    gt = GAMES[a.game]
    return Settings(a.game, _options(a, gt.params), _options(a, gt.bot_params), _options(a, gt.bot_params, True),
                    a.games, a.seed, a.jobs, a.scheduler, a.json, a.all, a.quiet, a.progress, a.write)


def measure_of(a):
    """The measure a parsed ``simulate`` command asks for (its flag), or ``None``: bot-only games."""
    return next((m for m in MEASURES if getattr(a, m.dest, False)), None)


def cmd_transcript(a) -> int:
    game = new_game(a.game, _options(a, GAMES[a.game].params), a.seed)
    Table(game, (), _options(a, GAMES[a.game].bot_params, True), a.seed).run(max_rounds=a.rounds)
    sys.stdout.write(transcript(game))
    return 0


def _add_simulate_flags(s, game_type) -> None:
    """``simulate``'s own flags: how many games and how to run and print them, and each measure's."""
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--json", action="store_true")
    s.add_argument("--all", action="store_true", help="with --json: include every game's summary")
    s.add_argument("--quiet", action="store_true")
    s.add_argument("--progress", action="store_true", help="show the progress bar even when not a tty")
    s.add_argument("--jobs", type=int, default=1, help="play the games in this many processes (same numbers as one)")
    for m in MEASURES:
        s.add_argument(m.flag, action="store_true", help=m.help_for(game_type))
    s.add_argument("--scheduler", metavar="ADDRESS", default=None,
                   help="play the games on the Dask distributed cluster of this scheduler (tcp://host:8786); "
                        "the same numbers as one process")
    s.add_argument("--write", action="store_true",
                   help=f"with {' or '.join(m.flag for m in kept())}: keep the default table's figures in "
                        f"games/<game>/lab/{' or '.join(m.keeps for m in kept())}")


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
            _add_simulate_flags(s, GAMES.get(game))
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
        return simulate(settings(a), measure_of(a)) if a.cmd == "simulate" else cmd_transcript(a)
    except BadParams as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2


if __name__ == "__main__":
    sys.exit(main())
