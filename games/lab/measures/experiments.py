"""``--lab``: each game's own experiments, the numbers of its lab page.

A game's laboratory may declare experiments (:class:`games.lab.game_lab.Experiments`: Gavitt's two
editions side by side, the railway's shorter game, Bourse's Rise & Fall sets); this measure names
them for the command line and the big runs.  They plan *jobs*, ``games`` games of each arm, and the
command plays them in chunks of whole games of every arm (:func:`lab_chunk`), in ``--jobs`` processes
or on a Dask cluster, with exactly the numbers of one process and of the browser.
"""
from __future__ import annotations

from games.core.registry import GAMES
from games.lab.game_lab import lab_of
from games.lab.measure import Measure

NAME = "lab"


def experiments_of(game_type):
    """The game's experiments, or ``None``."""
    return lab_of(game_type).experiments


def plan(game_type, params: dict, bots: dict, games: int, seed: int):
    """The game's experiments and their plan for the command line's settings (``bots``: the string
    options always, at their defaults)."""
    lab = experiments_of(game_type)
    return lab, lab.plan(lab.cli_config(params, bots, games, seed))


def lab_chunk(job) -> dict:
    """``(game, config, first, count)``: the experiments' partial of those jobs."""
    game, config, first, count = job
    return experiments_of(GAMES[game]).run(config, first, count)


def _with_experiments() -> str:
    return ", ".join(g for g in sorted(GAMES) if experiments_of(GAMES[g]) is not None)


def _unavailable(game_type) -> str | None:
    if experiments_of(game_type) is None:
        return f"{game_type.id} has no simulation lab; games with one: {_with_experiments()}"
    return None


def _help(game_type) -> str:
    lab = experiments_of(game_type) if game_type is not None else None
    return "run the game's simulation lab" + (
        f" ({lab.CLI_HELP})" if lab else " (this game has none)" if game_type is not None
        else f" (games with one: {_with_experiments()}; --game first shows what it runs)")


MEASURE = Measure(name=NAME, flag="--lab", order=10, help=_help, unavailable=_unavailable, experiments=True)

__all__ = ["MEASURE", "lab_chunk", "plan"]
