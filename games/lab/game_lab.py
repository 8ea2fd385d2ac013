"""What a game's laboratory declares: ``LAB``, a :class:`GameLab`, in ``games/<game>/lab/__init__.py``.

A game names its lab package when it registers (``GameType(lab="games.<game>.lab")``), and the
package is imported the first time something asks for it (:meth:`games.core.registry.GameType.laboratory`):
a game registers without its lab, and a page that only plays never loads it.  Its declaration is data::

    LAB = GameLab(__name__, experiments=experiments, report=simulation_report, reading_words=READING_WORDS)

The bots it measures are the game's (``GameType.bots``, :class:`games.core.strategies.Strategies`): its
newcomer, its strongest strategy at its best, and its omniscient one; the lab declares none of its own.

The figures the lab keeps beside it (each measure that keeps some names its file: ``newcomer.json``,
``latency.json``, what the pages say of a newcomer's chances and of the host's advantage) are read
when the lab is imported, so the browser's engine snapshot, which imports every module, holds them
too (the snapshot keeps modules, not files).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Callable, Protocol


@dataclass(frozen=True)
class GameLab:
    """A game's laboratory, as data.

    ``package``      the lab's package (``"games.gavitt.lab"``): the folder of its kept figures and big runs
    ``experiments``  ``None``, or the game's own experiments (an :class:`Experiments`, a module will do):
                     ``python -m games simulate --game ID --lab`` and the lab page run it
    ``report``       ``None``, or ``report(results, info) -> (json_obj, text)``: what ``python -m games
                     simulate`` prints for bot-only games (:mod:`games.lab.reports`; ``None``: its
                     ``default_report``)
    LAB = GameLab(__name__, experiments=experiments, report=simulation_report, reading_words=READING_WORDS)

The bots it measures are the game's (``GameType.bots``, :class:`games.core.strategies.Strategies`): its
newcomer, its strongest strategy at its best, and its omniscient one; the lab declares none of its own.
    ``readings``     the parameters that encode an interpretation, with their other readings:
                     ``({"param", "values": [...], "clause", "table": {params it applies to}}, ...)``, ranked
                     by ``--readings``; none declared: every enum and bool parameter of the schema
    ``reading_words`` the readings in plain words for the page: ``{"length": "Rounds per game", "params":
                     param_words}``
    ``words``        the lab pages' own words, as a game's ``PAGE_WORDS`` (key -> template with ``{fields}``):
                     the labels of their controls, their captions and what they say of a run; they ride
                     with the game's words (``GameType.describe()["words"]``), so the page composes none
    ``figures``      not given: the figures the lab keeps, by file, read from its package (:meth:`kept`)
    """

    package: str
    experiments: Any = None
    report: Callable[[list, dict], tuple] | None = None
    readings: tuple = ()
    reading_words: dict = field(default_factory=dict)
    words: dict = field(default_factory=dict)
    figures: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.package:  # a game's lab (not NO_LAB, made while this module is still being imported)
            from games.lab.registry import kept

            self.figures.update({m.keeps: _kept(self.package, m.keeps) for m in kept()})

    def kept(self, name: str) -> tuple:
        """The measurements the lab keeps in ``name`` (``"newcomer.json"``), read when it was imported."""
        return self.figures.get(name, ())

    def describe(self, game_type) -> dict:
        """What :meth:`games.core.registry.GameType.describe` shows of the lab: under each measure's
        name, the figures it keeps, as the pages get them (in words, without the per-seed outcomes
        kept for the tests)."""
        from games.lab.registry import kept

        return {m.name: [m.shown(figure, game_type) for figure in self.kept(m.keeps)] for m in kept()}


def _kept(package: str, name: str) -> tuple:
    """The measurements kept in ``<package>/<name>`` (none: an empty tuple)."""
    try:
        text = resources.files(package).joinpath(name).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return ()
    data = json.loads(text)
    return tuple(data if isinstance(data, list) else [data])


#: the laboratory of a game that declares none
NO_LAB = GameLab("")


def lab_of(game_type) -> GameLab:
    """The game's laboratory, or :data:`NO_LAB` (no experiments, nothing kept)."""
    return game_type.laboratory() or NO_LAB


class Experiments(Protocol):
    """What a game's own experiments provide (a module will do), so that the command line, the
    facade and the pages run every game's alike.

    The experiments play *jobs*, ``games`` bot-only games of each of its *arms* (the configurations
    it compares), game-major: game ``i`` of every arm, then game ``i + 1``.  :meth:`run` plays a
    range of jobs and returns a *partial* of integer counters, and partials add up in any order
    and any chunking to the same totals, so the numbers do not depend on how the work was split
    (``--jobs N`` processes, or a browser's chunks).
    """

    #: at most this many jobs per ``run``
    MAX_CHUNK: int
    #: what ``--lab`` runs and how the command line's options apply to it (for ``--help``)
    CLI_HELP: str

    def cli_config(self, params: dict, bots: dict, games: int, seed: int) -> dict:
        """The settings from the command line: the game and bot options given (string bot options
        always, at their defaults), ``--games`` per arm and the first ``--seed``."""

    def plan(self, config: dict | None) -> dict:
        """``{"config": the complete, checked settings, "arms": [{"id", "label"}], "jobs": int}``;
        raises ``BadParams``."""

    def run(self, config: dict | None, first: int, count: int) -> dict:
        """The partial of jobs ``first .. first+count-1``."""

    def summarise(self, config: dict | None, partials: list) -> dict:
        """The JSON-able result (tables) from partials covering the jobs."""

    def format_text(self, result: dict) -> str:
        """The result as plain text for the command line."""


__all__ = ["Experiments", "GameLab", "NO_LAB", "lab_of"]
