"""The facade's methods for a game's simulation lab, the same for every game whose laboratory has
experiments (:class:`games.lab.game_lab.Experiments`): ``<game>.lab_plan``, ``<game>.lab`` (one chunk
of jobs) and ``<game>.lab_summary``; the facade (:func:`games.api.call`) finds them by name
(:func:`method`). Arguments of the wrong shape are refused with ``BadParams``; the lab is imported
when first called, so a page that only plays never loads it."""
from __future__ import annotations

from typing import Callable

from games.core.errors import BadParams
from games.core.registry import GAMES
from games.lab.game_lab import lab_of

#: the lab's methods, each ``<game>.<name>``
NAMES = ("lab_plan", "lab", "lab_summary")


def _int(args: dict, key: str, default=None) -> int:
    v = args.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise BadParams(f"'{key}' must be a non-negative integer")
    return v


def config_of(args: dict):
    """A lab request's ``config``: an object, or absent (the lab's defaults)."""
    config = args.get("config")
    if config is not None and not isinstance(config, dict):
        raise BadParams("'config' must be an object")
    return config


def method(name: str) -> Callable | None:
    """The lab's facade method called ``name`` (``"gavitt.lab_plan"``), or ``None`` when no game's lab
    has it."""
    game_id, _, what = name.rpartition(".")
    gt = GAMES.get(game_id)
    if what not in NAMES or gt is None or lab_of(gt).experiments is None:
        return None
    return lab_methods(game_id)[name]


def lab_methods(game_id: str) -> dict:
    """``{"<game_id>.lab_plan", "<game_id>.lab", "<game_id>.lab_summary"}`` for the game's experiments;
    a ``config`` that names an ``instrument`` (``skill``, ``speed``, ``readings``) runs that measure
    instead (:class:`games.lab.instruments.MeasureLab`), through the same three methods."""

    def experiments_for(config):
        if isinstance(config, dict) and "instrument" in config:
            from games.lab.instruments import MeasureLab

            return MeasureLab(game_id)
        return lab_of(GAMES[game_id]).experiments

    def lab_plan(args: dict) -> dict:
        """``{"config"?}`` -> the settings, the arms and the number of jobs."""
        config = config_of(args)
        return experiments_for(config).plan(config)

    def lab_run(args: dict) -> dict:
        """``{"config"?, "first", "count"}`` -> the counters of that chunk of jobs."""
        config = config_of(args)
        return experiments_for(config).run(config, _int(args, "first", 0), _int(args, "count"))

    def lab_summary(args: dict) -> dict:
        """``{"config"?, "partials": [...]}`` -> the result, from partials covering the jobs."""
        partials = args.get("partials")
        if not isinstance(partials, list) or not partials:
            raise BadParams(f"'partials' must be a non-empty list of {game_id}.lab results")
        config = config_of(args)
        return experiments_for(config).summarise(config, partials)

    return {f"{game_id}.lab_plan": lab_plan, f"{game_id}.lab": lab_run, f"{game_id}.lab_summary": lab_summary}


__all__ = ["NAMES", "config_of", "lab_methods", "method"]
