"""Bot strategies: one class per way of playing, each with its name and its words for a reader.

In the spirit of OpenSpiel's ``python/bots`` (``uniform_random.py``: a bot is a class, made for one
player, that answers the state with an action): a *strategy* is a class whose objects follow the
scheduler's protocol (:mod:`games.core.scheduler`: ``start``, ``wake``, ``notice``), made for one seat
as ``Strategy(game, seat, options, rng)`` (``options``: the game's bot options, resolved; ``rng``: the
seat's own seeded stream).  It says what it is in class attributes (:class:`Strategy`): ``name``, a
few words ("plays the odds"), and ``about``, one line on what it does; its docstring says more (a
docstring is not enough: the browser's engine snapshot drops them).

A game declares its strategies as data, a :class:`Strategies`, in its ``GameType(bots=...)``::

    bots=Strategies(BOT_PARAMS, STRENGTHS, choice="strength", resolve=resolve_bot_params,
                    newcomer=Newcomer, omniscient=Omniscient)

and every list that names them comes from it, never from a copy: the strategies a table seats
(``by_strength``, weakest first), one per seat by the ``choice`` option, whose values are their
ranks ("0", "1", ...) and whose labels their names (:func:`choice_param` writes that schema entry,
which the page's options form reads); the strongest, the last, and the options it plays its best at
(:attr:`Strategies.strongest`, the lab's optimal player); the newcomer and the omniscient bot the
lab's measures seat; and ``GameType.make_bot``.  A game with one table strategy (Gavitt, Bourse) has
no ``choice``: its options tune it.
"""
from __future__ import annotations

from typing import Callable

from .errors import BadParams
from .params import resolve as resolve_schema


class Strategy:
    """The base of a strategy: its words for a reader, and the scheduler's protocol it follows.

    ``name``          a few words for a reader: an option's label ("random moves")
    ``about``         one line on what it does
    ``best_options``  the bot options at which it plays its best (``{"speed": "fast"}``); the strongest
                      strategy of a game plays at them as the lab's optimal player

    Its objects answer ``start(game)``, ``wake(game, t)`` and ``notice(game, events, t, pending)``
    (:mod:`games.core.scheduler`).
    """

    __slots__ = ()
    name: str = ""
    about: str = ""
    best_options: dict = {}

    def start(self, game) -> int | None:  # pragma: no cover - every strategy has its own
        raise NotImplementedError

    def wake(self, game, t: int):  # pragma: no cover
        raise NotImplementedError

    def notice(self, game, events: list[dict], t: int, pending: int | None = None) -> int | None:  # pragma: no cover
        raise NotImplementedError


def ranks(by_strength) -> list[str]:
    """The values of a ``choice`` option: each table strategy's place, weakest first ("0", "1", ...)."""
    return [str(i) for i in range(len(by_strength))]


def choice_param(by_strength, default: type, what: str, note: str = "") -> dict:
    """The schema entry of the option that chooses a table strategy per seat (``str``: one value for
    every seat, or a comma-separated list, one per seat), from the strategies themselves: their
    ranks as its values, their names as its labels (the strongest said to be so), and each one's
    ``about`` in its description; ``what`` says what the option is ("How well the bots play"),
    ``note`` why its default is what it is."""
    values = ranks(by_strength)
    strongest = values[-1]
    labels = {v: f"{v}: {cls.name}" + (" (the strongest)" if v == strongest else "")
              for v, cls in zip(values, by_strength)}
    each = "; ".join(f"{v} {cls.name} ({cls.about})" for v, cls in zip(values, by_strength))
    return {"type": "str", "default": values[by_strength.index(default)], "values": values, "labels": labels,
            "description": f"{what}: one value for every bot, or a comma-separated list, one per seat "
                           f"(\"{strongest},0\"). {each}.{' ' + note if note else ''}"}


class Strategies:
    """A game's bot strategies, as data (see the module's docstring).

    ``params``      the bots' option schema (:mod:`games.core.params`): ``GameType.bot_params``
    ``by_strength`` the strategies a table seats, weakest first (one, unless ``choice`` names the option
                    that chooses among them per seat; its values are their ranks: append a new one)
    ``resolve``     ``resolve(bots, players) -> options``: the game's own checks of the options (default:
                    the schema alone)
    ``choice``      the option whose value, per seat, is a table strategy's rank (``"strength"``), or None
    ``newcomer``    the newcomer strategy (simple, slow, no memory), which the lab seats in the reader's seat
    ``omniscient``  the strongest strategy as it would play if it saw every hidden card (the lab's fictive
                    player)
    """

    def __init__(self, params: dict, by_strength: tuple, *, resolve: Callable[[dict | None, int], dict] | None = None,
                 choice: str | None = None, newcomer: type | None = None, omniscient: type | None = None) -> None:
        self.params = params
        self.by_strength = tuple(by_strength)
        self._resolve = resolve
        self.choice = choice
        self.newcomer = newcomer
        self.omniscient = omniscient
        problems = [f"{cls.__name__} has no {word}" for cls in self.all() for word in ("name", "about")
                    if not isinstance(getattr(cls, word, None), str) or not getattr(cls, word)]
        if not self.by_strength:
            problems.append("no table strategy")
        if choice is None and len(self.by_strength) > 1:
            problems.append("several table strategies and no option to choose among them")
        if choice is not None and (params.get(choice) or {}).get("values") != ranks(self.by_strength):
            problems.append(f"the values of {choice!r} are not the table strategies' ranks {ranks(self.by_strength)}")
        if problems:
            raise ValueError("bot strategies: " + "; ".join(problems))

    def all(self) -> list[type]:
        """Every strategy: the table's, weakest first, then the newcomer and the omniscient one."""
        return [*self.by_strength, *(cls for cls in (self.newcomer, self.omniscient) if cls is not None)]

    @property
    def strongest(self) -> dict:
        """The bot options of the strongest table strategy at its best: the lab's optimal player."""
        best = self.by_strength[-1]
        return {**best.best_options, **({self.choice: self.rank(best)} if self.choice else {})}

    def rank(self, strategy: type) -> str:
        """A table strategy's value of the ``choice`` option ("3")."""
        return str(self.by_strength.index(strategy))

    def resolve(self, bots: dict | None, players: int) -> dict:
        """The bot options, complete and checked (``BadParams``): the game's own checks, or the schema's."""
        return self._resolve(bots, players) if self._resolve else resolve_schema(self.params, bots)

    def seated(self, options: dict, seat: int, players: int) -> type:
        """The table strategy that plays ``seat`` under these (resolved) options; ``BadParams`` when
        the ``choice`` option names none."""
        if self.choice is None:
            return self.by_strength[0]
        values = ranks(self.by_strength)
        parts = [x.strip() for x in str(options[self.choice]).split(",")]
        if len(parts) == 1:
            parts = parts * players
        if len(parts) != players or any(x not in values for x in parts):
            raise BadParams(f"{self.choice}: give {values[0]}..{values[-1]} once or {players} comma-separated "
                            "values, one per seat")
        return self.by_strength[int(parts[seat])]

    def make_bot(self, game, seat: int, bots: dict | None, rng):
        """The bot of ``seat`` at a table with these bot options: ``GameType.make_bot``."""
        options = self.resolve(bots, game.players)
        return self.seated(options, seat, game.players)(game, seat, options, rng)

    def make(self, strategy: type, game, seat: int, bots: dict | None, rng):
        """A bot of the given strategy at ``seat``, with these bot options (the lab seats its newcomer,
        its omniscient bot, or a strategy of its own this way)."""
        return strategy(game, seat, self.resolve(bots, game.players), rng)


__all__ = ["Strategies", "Strategy", "choice_param", "ranks"]
