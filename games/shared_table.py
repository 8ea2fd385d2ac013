"""What the facade adds for a shared table ("Play together": several people, each in their own
browser, at one table that the host's browser runs): answers for each seat alone, and
simultaneous actions ordered by a seeded draw (:mod:`games.core.fairness`). Used by
:mod:`games.api` (``"seats"`` on the table methods, ``table.batch``)."""
from __future__ import annotations

from .core import BadAction, IllegalAction, Table, fairness
from .core.rng import Deals
from .open_tables import BadRequest


def visible(table: Table, events: list[dict], seat: int | None = None) -> list[dict]:
    """The events the human seats may see, each with ``text``: the game's own words for it, as the
    first human seat reads it (``Game.describe``), and ``clauses``: the clauses behind it
    (``Game.clauses_of``), which the words do not name; with ``seat``, only those that seat may see
    (public ones and its own private ones), in its words."""
    seats = table.human_seats if seat is None else (seat,)
    reader = seat if seat is not None else seats[0] if seats else None
    game = table.game
    return [worded(game, e, reader) for e in events if e.get("to") is None or e.get("to") in seats]


def worded(game, e: dict, reader) -> dict:
    """Event ``e`` with its ``text`` and ``clauses`` for ``reader``, and ``yours``, what a scoring
    event meant for the reader alone (``Game.yours``), said first; an event with scoring ``lines``
    also gets ``head`` (its words without the lines) and ``items``: each line in the game's words
    with its own clauses (:func:`line_items`)."""
    out = dict(e, text=game.describe(e, reader), clauses=game.clauses_of(e))
    yours = game.yours(e, reader) if reader is not None else None
    if yours:
        out["yours"] = yours
    if isinstance(e.get("lines"), list) and e["lines"]:
        head, *items = line_items(game, e, reader)
        out.update(head=head["text"], items=items)
    return out


def _line_clauses(x) -> list[str]:
    """The clauses of a scoring line: its ``clause`` and any it ``also`` applies."""
    c = x.get("clause")
    return ([c] if isinstance(c, str) else []) + [a for a in x.get("also", ()) if isinstance(a, str)]


def _line_text(line: dict, seat) -> str:
    """A scoring line (every game's shape: ``{seat, amount, clause, what}``) in words, for a game
    whose wording does not give its lines one by one."""
    who = "You" if line["seat"] == seat else f"Player {line['seat'] + 1}"
    return f"{who}: {line['amount']:+d}, {line['what']}."


def line_items(game, e: dict, seat) -> list[dict]:
    """An event with scoring ``lines`` as items ``{"text", "clauses"}``: its heading, then one item per
    line, each in the game's own words (the game words its lines one by one, after the heading) with
    that line's clauses."""
    lines = e["lines"]
    head = game.describe(dict(e, lines=[]), seat)
    wholes = [game.describe(dict(e, lines=[line]), seat) for line in lines]
    if all(w.startswith(head) and w != head for w in wholes):  # the game words its lines one by one
        texts = [w[len(head):].strip() for w in wholes]
    else:
        head = head.splitlines()[0] if head else head
        texts = [_line_text(line, seat) for line in lines]
    return ([{"text": head, "clauses": game.clauses_of(e)}]
            + [{"text": text, "clauses": _line_clauses(line)} for text, line in zip(texts, lines)])


def views(table: Table) -> dict:
    """Each human seat's view with its legal actions (``Game.seat_view``), the first as ``view``
    (the public view when no one plays)."""
    g = table.game
    out = {str(s): g.seat_view(s) for s in table.human_seats}
    first = out[str(table.human_seats[0])] if table.human_seats else g.public_view()
    return {"view": first, "views": out}


def answers(args, table: Table, events: list[dict]) -> dict:
    """What an answer tells about the table: ``events``, ``view`` and ``views`` for the human seats,
    or, when the call names ``seats`` (a shared table's host asks for several people at once),
    ``by_seat``: for each of those seats its own view and the events it may see, in its words, and
    nothing for any other seat (no ``view``, ``views`` or ``events``)."""
    if args.get("seats") is None:
        return {"events": visible(table, events), **views(table)}
    seats = args["seats"]
    if (not isinstance(seats, list) or any(isinstance(s, bool) or not isinstance(s, int) for s in seats)
            or any(s not in table.human_seats for s in seats) or len(set(seats)) != len(seats)):
        raise BadRequest("'seats' must be different human seats of this table")
    g = table.game
    return {"by_seat": {str(s): {"view": g.seat_view(s), "events": visible(table, events, s)} for s in seats}}


def well_formed(table: Table, action) -> None:
    """Refuse a malformed action (``BadAction``) or one for a bot's seat (``BadRequest``) before
    anything moves; the rules' checks come after the bots due first have acted."""
    if not isinstance(action, dict):
        raise BadRequest("an action must be an object")
    game = table.game
    game.basic_fields(action, game.players)
    if action["seat"] not in table.human_seats:
        raise BadRequest(f"seat {action['seat']} is played by a bot at this table")
    try:
        game.validate(action)
    except BadAction:
        raise
    except IllegalAction:
        pass



def apply_batch(table: Table, t: int, actions, refusal) -> tuple[list[dict], list[int], list[dict]]:
    """Apply simultaneous actions (at most one per seat) at ``t``: each is stamped with ``t``; the
    malformed ones are refused before anything moves; the bots due by ``t`` act; then the others
    are applied in the order :func:`games.core.fairness.order` draws, each accepted or refused on
    its own (a refused one changes nothing). ``refusal(message, kind, clause)`` makes a refusal.
    Returns (events, the indices in the order applied, a result per action in the given order)."""
    if not isinstance(actions, list) or not 1 <= len(actions) <= table.game.players:
        raise BadRequest(f"'actions' must be a list of 1 to {table.game.players} actions")
    results: list[dict | None] = [None] * len(actions)
    ready, seats = [], []
    for i, action in enumerate(actions):
        action = dict(action, t=t) if isinstance(action, dict) else action
        try:
            well_formed(table, action)
            if action["seat"] in seats:
                raise BadRequest(f"seat {action['seat']} has two actions in one batch")
        except (BadAction, BadRequest) as exc:
            results[i] = refusal(str(exc), "bad-request")
            continue
        ready.append((i, action))
        seats.append(action["seat"])
    events = table.advance(t)
    applied = []
    for k in fairness.order(table.seed, t, seats):
        i, action = ready[k]
        applied.append(i)
        try:
            events += table.act(action)
            results[i] = {"ok": True}
        except IllegalAction as exc:
            events += getattr(exc, "events", [])
            results[i] = refusal(exc.message, "illegal", exc.clause)
    return events, applied, results


def record_so_far(game) -> dict | None:
    """The record of a game still in play, up to its last completed round (hand), for the players
    of a shared table to keep: a host who disappears must not take the game with them. It holds the
    shuffles of the rounds played (``"deals"``, :class:`games.core.rng.Deals`) instead of the seed,
    from which every later deal could be computed, and ends with the action that completed the
    round; ``"rounds"`` says how many it holds. Replayed (:func:`games.replay`), it plays those
    rounds exactly, then ends where the next shuffle would be (a game whose next deal needs none,
    Gavitt's gathered cards, goes on to that deal, as the rules make it). None before the first
    round is completed, or once the game is over (its whole record may be seen then)."""
    if game.is_over or not game.rounds_scored:
        return None
    deals = Deals.recording(game.seed)
    again = type(game)(game.params, deals) if game.position is None else type(game)(game.params, deals, game.position)
    rounds, cut, used = 0, 0, 0
    for i, action in enumerate(game.actions):
        before = len(deals.perms)
        again.apply(action)
        if again.rounds_scored > rounds:
            rounds, cut, used = again.rounds_scored, i + 1, before
    record = {"game": game.game_id, "params": dict(game.params), "deals": deals.perms[:used],
              "actions": [dict(a) for a in game.actions[:cut]], "version": game.version, "rounds": rounds}
    if game.position is not None:
        record["position"] = game.position
    return record
