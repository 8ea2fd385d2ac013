"""Errors raised by every game engine.

``IllegalAction``: the action is well formed but the rules forbid it now.  ``.clause`` is the
clause ID of the rule that forbids it (``"gse2003-play-2b"``), or ``None`` when the refusal
comes from the engine contract rather than a rule text (time running backwards, an unknown
offer id).  An engine raises it *before* changing anything, so the state is untouched.

``BadAction``: the action is malformed (not a dict, a missing field, a wrong type).  It is a
subclass of ``IllegalAction`` with ``clause = None`` so callers may catch either.

``BadParams`` / ``BadRecord``: invalid game parameters or a corrupt saved record.
"""
from __future__ import annotations


class IllegalAction(Exception):
    def __init__(self, message: str, clause: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.clause = clause

    def __str__(self) -> str:
        if self.clause:
            return f"{self.message} [{self.clause}]"
        return self.message


class BadAction(IllegalAction):
    def __init__(self, message: str) -> None:
        super().__init__(message, None)


class BadParams(ValueError):
    pass


class BadRecord(ValueError):
    pass
