"""The facade's "Try it" methods: a game's worked example (``games/<game>/examples.json``) as a
table the page can show, so the page never re-implements an example.

``example.load`` ``{"game", "id"}`` -> like ``table.new`` (``table``, ``now``, ``view`` (the
    reader's), ``record_head``, ``record_actions``, ``record_length``), plus ``"words"`` (what the
    page's panel says around the example: :data:`WORDS`) and ``"example"``: ``{"id",
    "game", "title", "clauses", "prose", "seat", "move", "refused"}`` (the clause that refuses the
    move, or null) and ``"story"``: what the position and the setup actions did, as outcome items
    (below), in the reader's words, and ``"events"``: those events as ``table.new`` sends them.  Every seat of an example's table is played by the example
    itself, never by a bot: the table stands still until a move is made, as the example says.
``example.play`` ``{"table", "action"?}``: the reader's move (an action of the reader's seat; its
    ``t`` is the example's own) or, without ``action``, the example's move ("Show me") ->
    ``{"refused": clause | null, "message": the refusal's words | null, "outcome": [item...],
    "events", "now", "view", "over", "record_actions", "record_length"}`` (the fields of a
    ``table.act`` answer, so a demo takes it as one).  A refused move is an outcome to
    explain, not an error: it changes nothing.  An item is ``{"text", "clauses": [ids]}``: one
    per event the reader may see, worded by the game (``Game.describe``); an event with scoring
    ``lines`` (a round's end) gives its heading, then one item per line with that line's clause.

The examples are read when this module is imported (the engine snapshot holds them; the engine
reads no file at run time).
"""
from __future__ import annotations

import json
from importlib import resources

from . import GAMES, new_game
from .shared_table import line_items, worded
from .open_tables import _TABLES, BadRequest, _record_delta, _record_head, _register, _table
from .core import IllegalAction, Table


def _read_examples() -> dict[str, dict[str, dict]]:
    out: dict[str, dict[str, dict]] = {}
    for gid, gt in GAMES.items():
        package = gt.game.__module__.rsplit(".", 1)[0]
        try:
            text = resources.files(package).joinpath("examples.json").read_text(encoding="utf-8")
        except (FileNotFoundError, OSError):
            continue
        out[gid] = {ex["id"]: ex for ex in json.loads(text)}
    return out


EXAMPLES = _read_examples()

#: what the "Try it" panel says around the example's own words (docs/js/tryit.js writes no sentence)
WORDS = {
    "situation": "The situation, in your seat. The table stands still: nobody moves until the example's move.",
    "on_table": "The example is on the table, in your seat, and the table stands still. Make the move there, or "
                "press \u201cShow me\u201d. The situation:",
    "stated": "The position as stated.",
    "playing": "Playing the example's move\u2026",
    "made": "The move is made. What follows, line by line:",
    "refused": "The move is refused:",
}
_OF_TABLE: dict[str, tuple[str, dict]] = {}  # table id -> (game id, example)


def _example(args) -> tuple[str, dict]:
    gid, xid = args.get("game"), args.get("id")
    if not isinstance(gid, str) or gid not in EXAMPLES:
        raise BadRequest(f"no worked examples for game {gid!r}")
    if not isinstance(xid, str) or xid not in EXAMPLES[gid]:
        raise BadRequest(f"no worked example {xid!r} for {gid}")
    return gid, EXAMPLES[gid][xid]


def outcome(game, events: list[dict], seat: int) -> list[dict]:
    """The events the reader's seat may see, as items in the game's own words; scoring lines one
    by one, each with its clause."""
    items = []
    for e in events:
        if e.get("to") is not None and e.get("to") != seat:
            continue
        if isinstance(e.get("lines"), list) and e["lines"]:
            items += line_items(game, e, seat)
        else:
            items.append({"text": game.describe(e, seat), "clauses": game.clauses_of(e)})
    return items


def _events(game, events: list[dict], seat: int) -> list[dict]:
    """The events the reader's seat may see, each with its ``text`` (as ``table.act`` sends them)."""
    return [worded(game, e, seat) for e in events if e.get("to") in (None, seat)]


def m_example_load(args):
    gid, ex = _example(args)
    game = new_game(gid, ex.get("params"), ex["seed"], ex.get("position"))
    seen = list(game.opening_events)
    for action in ex.get("setup", []):
        seen += game.apply(dict(action))
    seat = ex["seat"]
    table = Table(game, range(game.players), None, ex["seed"])  # every seat human: no bot moves
    for closed in [t for t in _OF_TABLE if t not in _TABLES]:
        del _OF_TABLE[closed]
    tid = _register(table)
    _OF_TABLE[tid] = (gid, ex)
    meta = {k: ex[k] for k in ("id", "title", "clauses", "prose", "seat", "move")}
    meta.update(game=gid, refused=ex.get("expect", {}).get("refused"))
    return {"table": tid, "now": table.now, "view": game.seat_view(seat), "example": meta, "words": WORDS,
            "events": _events(game, seen, seat), "story": outcome(game, seen, seat), "record_head": _record_head(game), **_record_delta(tid, table)}


def m_example_play(args):
    table = _table(args)
    tid = args["table"]
    if tid not in _OF_TABLE:
        raise BadRequest(f"table {tid!r} is not a worked example")
    _gid, ex = _OF_TABLE[tid]
    seat = ex["seat"]
    action = args.get("action")
    if action is None:
        action = dict(ex["move"])
    elif not isinstance(action, dict):
        raise BadRequest("'action' must be an object")
    elif action.get("seat") != seat:
        raise BadRequest(f"the reader plays seat {seat} in this example")
    game = table.game
    game.basic_fields(action, game.players)
    refused = message = None
    try:
        events = table.act(dict(action))
    except IllegalAction as exc:
        refused, message, events = exc.clause, exc.message, []
    items = outcome(game, events, seat)
    if message is not None:
        items.append({"text": f"Refused: {message}.", "clauses": [refused] if refused else []})
    return {"refused": refused, "message": message, "outcome": items, "events": _events(game, events, seat),
            "now": table.now, "view": game.seat_view(seat),
            "over": game.is_over, **_record_delta(tid, table)}


METHODS = {"example.load": m_example_load, "example.play": m_example_play}

__all__ = ["EXAMPLES", "METHODS", "WORDS", "outcome"]
