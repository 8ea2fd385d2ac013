"""Clause citations: how engine code says which rule-text clause it implements.

Every clause of every rule text has a stable ID (``gse1903-33``, ``gse2003-play-2b``,
``railway-play-3``, ``bourse-F``), defined by the editorial layer of the transcriptions.
Each game subpackage declares, in its ``clauses.py``, a ``STATUS`` mapping from clause ID to a
:class:`ClauseStatus`.  The site build merges these with the transcriptions into the "Rules
coverage" page, and fails when code or tests cite a clause ID that no text defines.
"""
from __future__ import annotations

from dataclasses import dataclass

IMPLEMENTED = "implemented"
INTERPRETED = "interpreted"
NOT_MODELLED = "not modelled"
PENDING = "pending"
STATUSES = (IMPLEMENTED, INTERPRETED, NOT_MODELLED, PENDING)


@dataclass(frozen=True)
class ClauseStatus:
    """How the engine treats one clause.

    ``code`` names the engine code that does it, as ``"games/gavitt/rules.py:Round.offer"``
    (path from the repository root, then a qualified name defined in that file).
    ``note`` is our own words: for *interpreted*, the reading chosen and the alternatives;
    for *not modelled*, the reason.
    """

    status: str
    code: tuple[str, ...] = ()
    note: str = ""

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown clause status {self.status!r}; expected one of {STATUSES}")
        if self.status in (IMPLEMENTED, INTERPRETED) and not self.code:
            raise ValueError(f"a clause that is {self.status} must name the code that does it")
        if self.status in (INTERPRETED, NOT_MODELLED) and not self.note:
            raise ValueError(f"a clause that is {self.status} needs a note saying why")


def implemented(*code: str, note: str = "") -> ClauseStatus:
    return ClauseStatus(IMPLEMENTED, tuple(code), note)


def interpreted(*code: str, note: str) -> ClauseStatus:
    return ClauseStatus(INTERPRETED, tuple(code), note)


def not_modelled(note: str) -> ClauseStatus:
    return ClauseStatus(NOT_MODELLED, (), note)


def cite(*clause_ids: str):
    """Decorator: mark a function or class as implementing these clauses.

    The IDs are kept on the object as ``__clauses__`` so tests and tools can list them.
    """

    def mark(obj):
        existing = tuple(getattr(obj, "__clauses__", ()))
        obj.__clauses__ = existing + tuple(clause_ids)
        return obj

    return mark


__all__ = [
    "ClauseStatus", "IMPLEMENTED", "INTERPRETED", "NOT_MODELLED", "PENDING", "STATUSES",
    "implemented", "interpreted", "not_modelled", "cite",
]
