"""The facade's ``table.*`` methods (documented in :mod:`games.api`): open a table, run its bots,
apply a person's action or a batch of them, answer its views and record, load a saved one, close it."""
from __future__ import annotations

import json

from . import _deals, new_game, replay, resume_replayed
from .core import IllegalAction, Table
from .core.rng import record_seed
from .open_tables import _SENT, _TABLES, BadRequest, _record_delta, _record_head, _register, _table
from .request import _err, _game_id, _int, _obj
from .shared_table import answers, apply_batch, record_so_far, well_formed

# One call runs the bots for at most this much virtual time (ten minutes): a far-off 't' (a bad
# message, a corrupt saved game) would otherwise keep the worker busy for hours of bot moves.
MAX_ADVANCE_MS = 600_000
# A saved table is resumed exactly (its bots replayed at their times) up to this virtual time (an
# hour of play); past it, it is replayed with fresh bots, as a record of another version is.
MAX_RESUME_MS = 3_600_000


def _seats(args, players) -> list[int]:
    seats = args.get("human_seats", [0])
    if not isinstance(seats, list) or any(isinstance(s, bool) or not isinstance(s, int) for s in seats):
        raise BadRequest("'human_seats' must be a list of seat numbers")
    if any(not 0 <= s < players for s in seats) or len(set(seats)) != len(seats):
        raise BadRequest(f"'human_seats' must be different seats in 0..{players - 1}")
    return sorted(seats)


def _hold(args) -> int | None:
    if args.get("hold_until") is None:
        return None
    return _int(args, "hold_until", lo=0, hi=MAX_RESUME_MS)


def _make_table(game, args) -> Table:
    seats = _seats(args, game.players)
    bots = _obj(args, "bots")
    seed = _int(args, "seed", record_seed(game.seed) or 0)
    return Table(game, seats, bots, seed, hold_until=_hold(args))



def m_table_new(args):
    game_id = _game_id(args)
    params = _obj(args, "params")
    if "deals" in args:  # a record kept before the game ended: its shuffles, not its seed (games.shared_table)
        if "seed" in args:
            raise BadRequest("give 'seed' or 'deals', not both")
        seed = _deals(args["deals"])
    else:
        seed = _int(args, "seed", 0)
    game = new_game(game_id, params, seed, _obj(args, "position"))
    table = _make_table(game, args)
    tid = _register(table)
    return {"table": tid, "now": table.now, **answers(args, table, game.opening_events),
            "record_head": _record_head(game), **_record_delta(tid, table)}


def _teaching(args, table) -> dict:
    """``"teach": true`` (a reader alone with the teaching view): every hand comes with the answer, as
    ``"omni"`` (the omniscient view), so the page asks once per action. Never at a shared table."""
    if not args.get("teach"):
        return {}
    if args.get("seats") is not None:
        raise BadRequest("the teaching view shows every hand: not at a shared table")
    return {"omni": table.game.omniscient_view()}


def _advance_result(args, table, events):
    return {"now": table.now, "over": table.game.is_over, "rounds": table.game.rounds_scored, **answers(args, table, events),
            **_record_delta(args["table"], table), **_teaching(args, table)}


def m_table_advance(args):
    table = _table(args)
    t = _int(args, "t")
    if t < table.now:
        raise BadRequest(f"'t' ({t}) is before the table's time ({table.now})")
    _near(table, t)
    return _advance_result(args, table, table.advance(t))


def _near(table: Table, t: int) -> None:
    if t - table.now > MAX_ADVANCE_MS:
        raise BadRequest(f"'t' ({t}) is more than {MAX_ADVANCE_MS} ms after the table's time ({table.now}): "
                         "advance in smaller steps")


def m_table_act(args):
    table = _table(args)
    action = _obj(args, "action")
    if action is None:
        raise BadRequest("'action' is required")
    game = table.game
    game.basic_fields(action, game.players)  # malformed: BadAction before anything moves
    if action["t"] < table.now:
        raise IllegalAction(f"time cannot go backwards: this action is at {action['t']} ms, "
                            f"the table is already at {table.now} ms")
    _near(table, action["t"])
    well_formed(table, action)
    try:
        events = table.act(dict(action))
    except IllegalAction as exc:
        exc.answer = _advance_result(args, table, exc.events)
        raise
    return _advance_result(args, table, events)


def m_table_batch(args):
    """Simultaneous actions at one time ``t``, in the order the table's seed draws (games/shared_table.py)."""
    table = _table(args)
    t = _int(args, "t")
    if t < table.now:
        raise IllegalAction(f"time cannot go backwards (t={t} < {table.now})")
    _near(table, t)
    events, applied, results = apply_batch(table, t, args.get("actions"), lambda m, k, c=None: json.loads(_err(m, k, c)))
    return {"order": applied, "results": results, **_advance_result(args, table, events)}


def m_table_legal(args):
    table = _table(args)
    seat = _int(args, "seat", lo=0, hi=table.game.players - 1)
    return table.game.legal_actions(seat)


def m_table_view(args):
    table = _table(args)
    seat = args.get("seat")
    if seat == "all":
        return table.game.omniscient_view()
    seat = _int(args, "seat", lo=0, hi=table.game.players - 1)
    return table.game.seat_view(seat)


def m_table_record(args):
    table = _table(args)
    _SENT[args["table"]] = len(table.game.actions)
    return {"record": table.game.to_record(), "table": table.describe()}


def m_table_record_so_far(args):
    """A shared table's record up to its last completed round, without the seed (games.shared_table)."""
    return {"record": record_so_far(_table(args).game)}


def m_table_load(args):
    record = args.get("record")
    game = replay(record)  # a corrupt record stops here, before the arguments below
    seats = _seats(args, game.players)
    bots = _obj(args, "bots")
    seed = _int(args, "seed", record_seed(game.seed) or 0)
    now = args.get("now")
    if now is not None:
        now = _int(args, "now", lo=game.now)
    hold = _hold(args)
    if now is not None and now > MAX_RESUME_MS:
        # Too long to replay the bots' every move: fresh bots at the saved time (not exact).
        table, exact = Table(game, seats, bots, seed), False
        table.now = now
    else:
        table, exact = resume_replayed(game, seats, bots, seed, now, hold)
    tid = _register(table)
    return {"table": tid, "now": table.now, "exact": exact, **answers(args, table, []),
            "record_head": _record_head(table.game), **_record_delta(tid, table)}


def m_table_close(args):
    table = _table(args)
    for tid, t in list(_TABLES.items()):
        if t is table:
            del _TABLES[tid]
            _SENT.pop(tid, None)
    return True

