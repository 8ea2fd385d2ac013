"""What the facade reads from a request and writes in its answer: the JSON text of an answer
(``_ok``, ``_err``) and the checked reading of the arguments every method shares, so each
method says what it wants and a wrong argument is a bad request in the same words everywhere."""
from __future__ import annotations

import json

from . import GAMES
from .open_tables import BadRequest

# An error message quotes at most this much: a huge bad argument is not echoed back whole.
MAX_MESSAGE = 300


def _ok(result) -> str:
    return json.dumps({"ok": True, "result": result}, separators=(",", ":"))


def _err(message: str, kind: str, clause=None, **extra) -> str:
    if len(message) > MAX_MESSAGE:
        message = message[:MAX_MESSAGE - 1] + "…"
    err = {"message": message, "clause": clause, "kind": kind}
    err.update(extra)
    return json.dumps({"ok": False, "error": err}, separators=(",", ":"))


def _int(args, key, default=None, lo=None, hi=None) -> int:
    v = args.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadRequest(f"'{key}' must be an integer")
    if lo is not None and v < lo or hi is not None and v > hi:
        if hi is None:
            raise BadRequest(f"'{key}' must be at least {lo}")
        if lo is None:
            raise BadRequest(f"'{key}' must be at most {hi}")
        raise BadRequest(f"'{key}' must be between {lo} and {hi}")
    return v


def _obj(args, key, default=None):
    v = args.get(key, default)
    if v is not None and not isinstance(v, dict):
        raise BadRequest(f"'{key}' must be an object")
    return v



def _game_id(args) -> str:
    """The ``game`` every method that starts a game needs: a registered game's id."""
    game_id = args.get("game")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise BadRequest(f"'game' must be one of {', '.join(sorted(GAMES))}")
    return game_id
