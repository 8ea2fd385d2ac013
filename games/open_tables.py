"""The facade's open tables (id -> :class:`games.core.Table`) and what its methods share about
them: :mod:`games.api` and :mod:`games.tryit` both open, find and answer for tables here."""
from __future__ import annotations

from .core import Table


class BadRequest(Exception):
    pass


_TABLES: dict[str, Table] = {}
_NEXT = [1]
# table id -> how many of its game's actions the answers so far have carried (``record_actions``)
_SENT: dict[str, int] = {}


def _table(args) -> Table:
    tid = args.get("table")
    if not isinstance(tid, str) or tid not in _TABLES:
        raise BadRequest(f"no table {tid!r}")
    return _TABLES[tid]


def _register(table: Table) -> str:
    tid = f"t{_NEXT[0]}"
    _NEXT[0] += 1
    _TABLES[tid] = table
    _SENT[tid] = 0
    return tid


def _record_delta(tid: str, table: Table) -> dict:
    """The actions added to the table's record since its previous answer, and the new length."""
    actions = table.game.actions
    sent = _SENT.get(tid, 0)
    _SENT[tid] = len(actions)
    return {"record_actions": [dict(a) for a in actions[sent:]], "record_length": len(actions)}


def _record_head(game) -> dict:
    head = game.to_record()
    del head["actions"]
    return head
