"""The laboratory's registry: every measure, found in ``games/lab/measures/``.

Each file of that folder declares one :class:`games.lab.measure.Measure` as ``MEASURE``; they are
found with :mod:`pkgutil` when this module is imported (so that the browser's engine snapshot, which
imports every module, holds them: the snapshot keeps modules, not files), in the order they declare.
Nothing else names a measure: the command line's flags, the lab pages' instruments, the big runs and
the figures a game's lab keeps all come from :data:`MEASURES`.
"""
from __future__ import annotations

import importlib
import pkgutil

from games.lab import measures as _folder
from games.lab.measure import Measure


def _found() -> tuple[Measure, ...]:
    found = []
    for info in sorted(pkgutil.iter_modules(_folder.__path__), key=lambda m: m.name):
        declared = getattr(importlib.import_module(f"{_folder.__name__}.{info.name}"), "MEASURE", None)
        if isinstance(declared, Measure):
            found.append(declared)
    for key in ("name", "flag", "order"):
        values = [getattr(m, key) for m in found]
        twice = sorted({v for v in values if values.count(v) > 1}, key=str)
        if twice:
            raise ValueError(f"measures declare the same {key} twice: {', '.join(map(str, twice))}")
    return tuple(sorted(found, key=lambda m: m.order))


#: every measure, in the order they declare
MEASURES: tuple[Measure, ...] = _found()


def by_name(name: str) -> Measure:
    """The measure called ``name`` (``"skill"``); ``KeyError`` names the known ones."""
    for m in MEASURES:
        if m.name == name:
            return m
    raise KeyError(f"no measure {name!r}; known: {', '.join(m.name for m in MEASURES)}")


def kept() -> tuple[Measure, ...]:
    """The measures whose figures a game's lab keeps beside it."""
    return tuple(m for m in MEASURES if m.keeps)


def instruments(game_type) -> list[Measure]:
    """The measures the lab pages run in the browser for this game."""
    return [m for m in MEASURES if m.instrument and m.unavailable(game_type) is None]


__all__ = ["MEASURES", "by_name", "instruments", "kept"]
