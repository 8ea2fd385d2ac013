"""JSON facade for the browser worker (no browser code here).

``call(method, args_json) -> str``: ``args_json`` is a JSON object (text).  The answer is JSON
text, always one of::

    {"ok": true,  "result": ...}
    {"ok": false, "error": {"message": str, "clause": str | null, "kind": kind}}

``kind`` is ``"illegal"`` (the rules forbid the action: ``clause`` names the rule, or is null
when the refusal comes from the engine contract, e.g. time running backwards),
``"bad-request"`` (malformed JSON, unknown method, wrong types, bad parameters, corrupt
record, unknown table) or ``"internal"`` (a bug in the engine: the message says so; never a
traceback).  A bad request changes nothing.

Methods
-------
``games.list`` ``{}``
    -> ``[{"id", "title", "players": [min, max], "params": schema, "bot_params": schema,
    "editions"}]``.  A schema maps option name -> ``{type, default, description, min?, max?,
    values?, nullable?}``.
``table.new`` ``{"game", "params"?, "seed"?, "position"?, "human_seats"?: [0], "bots"?: bot params,
    "hold_until"?: ms}``
    -> ``{"table": id, "now", "events", "view", "views", "record_head", "record_actions",
    "record_length"}``.  ``events`` are the opening (deal) events visible to the human seats;
    ``view`` is the first human seat's view (or the public view with no humans); ``views`` maps
    each human seat (as a string) to its view.  A seat's view carries its legal actions now,
    ``"legal"`` (add ``t``; :meth:`games.core.game.Game.seat_view`), so a page needs no second
    question after an answer.  ``position`` starts the game from a stated
    situation (the game's position format, e.g. :mod:`games.gavitt.position`); an inconsistent
    one is a bad request.  The record fields let the page keep a mirror of the game's record, so
    it can save the game synchronously (a page being left cannot wait for an answer):
    ``record_head`` is the record without its actions (``{"game", "params", "seed", "version"}``,
    plus ``"position"``), ``record_actions`` every action so far and ``record_length`` their
    number; the record is ``{**record_head, "actions": actions}``.  ``hold_until`` (virtual ms,
    default null) gives a reader time: no bot acts before then unless a human acts first (the
    table's setting, e.g. a first visit's; :class:`games.core.Table`).
    Every event comes with ``text`` (the game's words for the reader, ``Game.describe``) and ``clauses``
    (the clauses behind it, for the page to link; the words name none); one with scoring ``lines``
    also with ``head`` (its words without the lines) and ``items``, each line in those words with its
    own clauses.  A seat's view carries
    ``marks``: the cards of its hand that count for it, ``{key: {"why": words, "good": bool}}``.
``table.advance`` ``{"table", "t"}``: run bots up to virtual time ``t`` (ms)
    -> ``{"now", "events", "view", "views", "over", "rounds", "record_actions", "record_length"}``
    (``rounds``: how many rounds or hands are scored):
    ``record_actions`` are the actions added to the record since the table's previous answer
    that carried record fields (``table.new``, ``table.load``, ``table.advance``, ``table.act``
    or ``table.record``), ``record_length`` the record's length after them.  A page whose mirror
    does not have ``record_length`` actions once they are appended has missed an answer and asks
    ``table.record``.
``"teach": true`` on ``table.advance`` or ``table.act`` (a reader alone with the teaching view): the answer
    also carries ``"omni"``, the omniscient view, so the page needs no second question; refused at a
    shared table (with ``"seats"``).
``table.act`` ``{"table", "action"}``: a human action (must carry ``seat`` = a human seat and
    ``t``); bots due up to ``t`` act first -> same shape as ``table.advance``.  If the action is
    illegal, the error also carries that shape's fields (``"events"``, ``"now"``, ``"view"``,
    ``"views"``, ``"over"``, ``"record_actions"``, ``"record_length"``): the bot moves up to ``t``
    stand, so one round trip per human action is enough even when the bots ended the round first.
``table.batch`` ``{"table", "t", "actions": [action...]}``: simultaneous human actions (at most one
    per seat; each gets ``t``), applied in the order the table's seed draws for them
    (:mod:`games.core.fairness`) after the bots due by ``t`` -> the shape of ``table.advance``,
    plus ``"order"`` (the indices of the actions in the order they were applied) and
    ``"results"`` (per action, in the given order: ``{"ok": true}`` or ``{"ok": false, "error":
    {message, kind, clause}}``; a refused action changed nothing).
``table.legal`` ``{"table", "seat"}`` -> the legal actions of that seat now (add ``t``).
``table.view`` ``{"table", "seat": int | "all"}`` -> that seat's view (with ``"legal"``), or the omniscient view.
``table.record`` ``{"table"}`` -> ``{"record": game record, "table": {human_seats, bots, seed, now,
    hold_until}}``
    (the next ``record_actions`` start after this record).
``table.record_so_far`` ``{"table"}`` -> ``{"record": ...}``: a shared table's record up to its last
    completed round (hand), holding the shuffles of those rounds (``"deals"``) instead of the seed,
    for the players to keep while the game goes on (:func:`games.shared_table.record_so_far`); null before
    the first round is scored and once the game is over.  ``table.new`` takes ``"deals"`` (such a
    record's) in place of ``"seed"``; the game then ends at the first deal they do not hold.
``table.load`` ``{"record", "human_seats"?, "bots"?, "seed"?, "now"?, "hold_until"?}``: validate and replay a
    record into a new table -> like ``table.new`` (``events`` empty, ``record_actions`` the
    record's actions), plus ``"exact"``.  With ``now`` (the saved
    table's time, from ``table.record``) the bots come back exactly as they were
    (:func:`games.resume`; ``exact`` says whether that succeeded).  A corrupt record is a bad
    request; nothing changes.
``table.close`` ``{"table"}`` -> ``true``.
``transcript`` ``{"record"}`` -> the text transcript of a record.
``simulate`` ``{"game", "params"?, "bots"?, "seeds": [int...]}`` or
    ``{"game", "params"?, "bots"?, "seed": int, "games": n, "first"?: k}`` (seeds ``seed+k`` ..
    ``seed+k+n-1``; call repeatedly with growing ``first`` to report progress; at most 5000
    games per call) -> ``{"games": [summary...]}``; a Gavitt summary is ``{seed, rounds,
    winners, scores, over, trades, fines, callers, railroads, round_ms, virtual_ms}``.

``example.load`` ``{"game", "id"}`` and ``example.play`` ``{"table", "action"?}``: a worked
    example as a table, and its move ("Show me") or the reader's, explained (:mod:`games.tryit`).

Shared tables (several people, one host): ``table.new``, ``table.load``, ``table.advance``,
``table.act`` and ``table.batch`` accept ``"seats"`` (human seats); the answer then carries
``"by_seat"``: ``{seat: {"view", "events"}}``, each seat's own view and the events it may see,
worded for it, instead of ``view``, ``views`` and ``events`` (which hold every human seat's).

Each game adds its own methods (``GameType.api``, reached through :func:`call` like those above),
documented in its own package, e.g. Gavitt's ``gavitt.deal`` (:mod:`games.gavitt.facade`) or the
railway's ``railway.cards``; a new game's need no line here.  A game whose laboratory has experiments
also answers ``<game>.lab_plan``, ``<game>.lab`` and ``<game>.lab_summary`` (:mod:`games.lab.protocol`),
the lab pages' protocol.

Actions and events are each game's own, documented in its package (Gavitt's in :mod:`games.gavitt.rules`:
``{"type": "offer", "seat", "t", "cards": [keys]}``, ``{"type": "take", ...}``, ...); every action
carries ``type``, ``seat`` and ``t`` (:mod:`games.core.game`).
"""
from __future__ import annotations

import json

from . import GAMES, new_game, replay
from .core import BadAction, BadParams, BadRecord, IllegalAction, transcript
from .lab.protocol import method as lab_method
from .open_tables import _TABLES, BadRequest
from .request import MAX_MESSAGE, _err, _game_id, _int, _obj, _ok
from .table_methods import (MAX_ADVANCE_MS, MAX_RESUME_MS, m_table_act, m_table_advance, m_table_batch,
                            m_table_close, m_table_legal, m_table_load, m_table_new, m_table_record,
                            m_table_record_so_far, m_table_view)
from .tryit import METHODS as TRYIT_METHODS

MAX_SIM_GAMES = 5000


# ------------------------------------------------------------------------------- methods
def m_games_list(args):
    return [gt.describe() for _gid, gt in sorted(GAMES.items())]


def m_transcript(args):
    return transcript(replay(args.get("record")))


def m_simulate(args):
    from . import simulate

    game_id = _game_id(args)
    params = _obj(args, "params")
    bots = _obj(args, "bots")
    max_rounds = args.get("max_rounds")
    if max_rounds is not None:
        max_rounds = _int(args, "max_rounds", lo=1)
    if "seeds" in args:
        seeds = args["seeds"]
        if not isinstance(seeds, list) or any(isinstance(s, bool) or not isinstance(s, int) for s in seeds):
            raise BadRequest("'seeds' must be a list of integers")
    else:
        seed = _int(args, "seed", 0)
        n = _int(args, "games", 1, lo=0, hi=MAX_SIM_GAMES)
        first = _int(args, "first", 0, lo=0)
        seeds = [seed + first + i for i in range(n)]
    if len(seeds) > MAX_SIM_GAMES:
        raise BadRequest(f"at most {MAX_SIM_GAMES} games per call; call again for more")
    new_game(game_id, params, 0)  # check the parameters once, before any work
    if bots is not None:
        GAMES[game_id].make_bot(new_game(game_id, params, 0), 0, bots, None)
    return {"games": [simulate(game_id, params, s, bots, max_rounds) for s in seeds]}


METHODS = {
    "games.list": m_games_list,
    "table.new": m_table_new,
    "table.advance": m_table_advance,
    "table.act": m_table_act,
    "table.batch": m_table_batch,
    "table.legal": m_table_legal,
    "table.view": m_table_view,
    "table.record": m_table_record,
    "table.record_so_far": m_table_record_so_far,
    "table.load": m_table_load,
    "table.close": m_table_close,
    "transcript": m_transcript,
    "simulate": m_simulate,
    **TRYIT_METHODS,  # "Try it": the worked examples as tables (games/tryit.py)
}


def call(method: str, args_json: str = "{}") -> str:
    """Run one facade method; always returns JSON text (see the module docstring)."""
    try:
        fn = METHODS.get(method) if isinstance(method, str) else None
        if fn is None and isinstance(method, str):  # a method a game registered (GameType.api), or its lab's
            fn = next((g.api[method] for g in GAMES.values() if method in g.api), None) or lab_method(method)
        if fn is None:
            return _err(f"unknown method {method!r}; known: {', '.join(sorted(METHODS))}", "bad-request")
        if args_json is None or args_json == "":
            args_json = "{}"
        if not isinstance(args_json, str):
            return _err("arguments must be JSON text", "bad-request")
        try:
            args = json.loads(args_json)
        except (ValueError, RecursionError) as exc:
            return _err(f"arguments are not valid JSON: {exc}", "bad-request")
        if not isinstance(args, dict):
            return _err("arguments must be a JSON object", "bad-request")
        try:
            return _ok(fn(args))
        except BadAction as exc:
            return _err(exc.message, "bad-request")
        except IllegalAction as exc:
            return _err(exc.message, "illegal", exc.clause, **getattr(exc, "answer", {}))
        except (BadRequest, BadParams, BadRecord, TypeError, ValueError, KeyError) as exc:
            return _err(str(exc) or type(exc).__name__, "bad-request")
    except Exception as exc:  # a bug: report it without a traceback
        return _err(f"internal error ({type(exc).__name__}): {exc}", "internal")


# What the facade's callers find here: ``call`` and its methods, and the limits and open tables,
# which live beside the methods that use them (request.py, table_methods.py, open_tables.py).
__all__ = ["call", "METHODS", "MAX_SIM_GAMES", "MAX_ADVANCE_MS", "MAX_RESUME_MS", "MAX_MESSAGE", "_TABLES",
           "m_games_list", "m_table_new", "m_table_advance", "m_table_act", "m_table_batch", "m_table_legal",
           "m_table_view", "m_table_record", "m_table_record_so_far", "m_table_load", "m_table_close",
           "m_transcript", "m_simulate"]
