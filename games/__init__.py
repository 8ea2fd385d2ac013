"""Topeka game engines: pure Python, standard library only, deterministic from a seed.

Public API
----------
``GAMES``                      game_id -> :class:`games.core.registry.GameType` (each game registers itself)
``new_game(game_id, params=None, seed=0, position=None)``   a fresh :class:`games.core.Game`
``replay(record)``             rebuild a game from ``{"game", "params", "seed", "actions", "version"}``
``Table(game, human_seats, bots, seed, hold_until=None)``  humans and bots at one table (virtual time;
                               ``hold_until``: no bot acts before then unless a human acts first)
``resume(record, human_seats, bots, seed, now, hold_until)``  a saved table back, its bots exactly as they were
``simulate(game_id, params, seed, bots)``    one bot-only game, returns the module's summary
``transcript(game)``           readable text of all events
``IllegalAction``, ``BadAction``, ``BadParams``, ``BadRecord``
"""
from __future__ import annotations

import importlib
import pkgutil

from .core import BadAction, BadParams, BadRecord, IllegalAction, Rng, Table, events_for, transcript
from .core.game import Game
from .core.rng import Deals, check_seed

from .core.registry import GAMES, GameType

__version__ = "0.1.0"

#: The packages of ``games/`` that are not games: every other subpackage is a game, which
#: registers itself when imported (a new game needs no line here).
NOT_GAMES = ("core", "lab")


def _register_games() -> list[str]:
    """Import every game package of ``games/`` (by name, so the order of :data:`GAMES` is the same
    in every interpreter); each registers itself."""
    found = sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and m.name not in NOT_GAMES)
    for name in found:
        importlib.import_module(f"{__name__}.{name}")
    return found


_register_games()


def _game_type(game_id) -> GameType:
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise BadParams(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES))}")
    return GAMES[game_id]


def new_game(game_id: str, params: dict | None = None, seed: int = 0, position: dict | None = None) -> Game:
    """A new game, dealt from ``seed`` or started from a stated ``position``; raises ``BadParams``
    for an unknown game, invalid parameters or an inconsistent position."""
    check_seed(seed, BadParams)
    if position is None:
        return _game_type(game_id).game(params, seed)
    return _game_type(game_id).game(params, seed, position)


def replay(record: dict) -> Game:
    """Rebuild a game from its record.  Raises ``BadRecord`` if the record is corrupt
    (wrong shape, unknown game or version, or an action that is illegal at its point)."""
    if not isinstance(record, dict):
        raise BadRecord("a record must be an object")
    missing = [k for k in ("game", "params", "seed", "actions", "version")
               if k not in record and not (k == "seed" and "deals" in record)]
    if missing:
        raise BadRecord(f"record lacks {', '.join(missing)}")
    if "seed" in record and "deals" in record:
        raise BadRecord("a record holds its seed or its deals (the shuffles of the rounds played), not both")
    try:
        game_type = _game_type(record["game"])
    except BadParams as exc:
        raise BadRecord(str(exc)) from None
    if record["version"] != game_type.game.version:
        raise BadRecord(f"record version {record['version']!r} is not {game_type.game.version}")
    if not isinstance(record["actions"], list):
        raise BadRecord("record actions must be a list")
    seed = record["seed"] if "seed" in record else _deals(record["deals"])
    try:
        game = new_game(record["game"], record["params"], seed, record.get("position"))
    except BadParams as exc:
        raise BadRecord(f"record params: {exc}") from None
    for i, action in enumerate(record["actions"]):
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise BadRecord(f"record action {i} is illegal: {exc}") from None
    return game


MAX_DEALS = 1000  # shuffles a record may hold (a long game deals a few dozen times)


def _deals(deals) -> Deals:
    """A record's shuffles (:class:`games.core.rng.Deals`): each a list of card positions; their
    length and order are checked when the game deals them."""
    if (not isinstance(deals, list) or len(deals) > MAX_DEALS
            or not all(isinstance(p, list) and len(p) <= 10_000 for p in deals)
            or not all(type(i) is int for p in deals for i in p)):
        raise BadRecord("record deals must be lists of card positions")
    return Deals(deals)


def resume(record: dict, human_seats=(), bots: dict | None = None, seed: int | None = None,
           now: int | None = None, hold_until: int | None = None) -> tuple[Table, bool]:
    """A table saved at virtual time ``now`` (its game's record, its human seats, bot options and
    seed), back in play.  Returns ``(table, exact)``.

    Bots are deterministic given the seed and the humans' actions at their times, so the table is
    rebuilt by playing the same game again: the recorded *human* actions are made at their times,
    the bots answer as they did, and the clock is advanced to ``now``.  When that reproduces the
    record action for action, the bots resume with the very memory and schedule they had
    (``exact`` is True): the game goes on exactly as if it had never been saved.  Otherwise (a
    record from another engine version, another bot option) the record is replayed as it stands
    and fresh bots take their seats from there (``exact`` is False).  ``hold_until`` is the saved
    table's hold (:class:`games.core.Table`), given again so that the bots wait as they did.
    Raises ``BadRecord`` for a corrupt record, before anything else."""
    return resume_replayed(replay(record), human_seats, bots, seed, now, hold_until)


def resume_replayed(game: Game, human_seats=(), bots: dict | None = None, seed: int | None = None,
                    now: int | None = None, hold_until: int | None = None) -> tuple[Table, bool]:
    """:func:`resume` for a record already replayed into ``game`` (which becomes the table's game
    when the bots cannot be resumed exactly)."""
    dealt = isinstance(game.seed, Deals)  # a record of the rounds played (its shuffles): no bots to resume
    seed = (0 if dealt else game.seed) if seed is None else seed
    if now is not None and (isinstance(now, bool) or not isinstance(now, int) or now < game.now):
        raise BadRecord(f"saved table time {now!r} is not an integer at or after the record's last action")
    if now is not None and not dealt:
        game_type = _game_type(game.game_id)
        again = Table(new_game(game.game_id, game.params, game.seed, game.position), human_seats, bots, seed,
                      make_bot=game_type.make_bot, hold_until=hold_until)
        humans = set(again.human_seats)
        try:
            for action in game.actions:
                if action["seat"] in humans:
                    again.act(dict(action))
            again.advance(now)
        except IllegalAction:
            pass
        else:
            if again.game.actions == game.actions:
                return again, True
    held = hold_until if hold_until is not None and not any(a["seat"] in human_seats for a in game.actions) else None
    table = Table(game, human_seats, bots, seed, hold_until=held)
    if now is not None:
        table.now = now
    return table, False


def simulate(game_id: str, params: dict | None = None, seed: int = 0, bots: dict | None = None,
             max_rounds: int | None = None) -> dict:
    """Play one bot-only game in virtual time as fast as possible; return its summary."""
    game_type = _game_type(game_id)
    game = new_game(game_id, params, seed)
    table = Table(game, (), bots, seed, make_bot=game_type.make_bot)
    table.run(max_rounds=max_rounds)
    return game_type.summary(game)


__all__ = ["GAMES", "Game", "GameType", "IllegalAction", "BadAction", "BadParams", "BadRecord", "Rng", "Table", "events_for",
           "new_game", "replay", "resume", "simulate", "transcript"]
