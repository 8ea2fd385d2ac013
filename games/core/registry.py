"""The game registry: each game declares itself as data and registers itself.

In the spirit of OpenSpiel's ``GameType`` / ``register_game``: a game's package builds one
:class:`GameType` and calls :func:`register`; :mod:`games` only imports the packages, and
:data:`GAMES` collects what they registered.  Nothing in :mod:`games.core` imports a game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from typing import Any, Callable

from . import fairness, paramwords
from .strategies import Strategies
from .wording import TABLE_WORDS

REAL_TIME = "real-time"
TURN_BASED = "turn-based"
DYNAMICS = (REAL_TIME, TURN_BASED)


@dataclass(frozen=True)
class GameType:
    """What a game is, as data.

    ``id``          the game's id in records and URLs (``"gavitt"``)
    ``title``       its name for readers
    ``players``     ``(min, max)`` seats
    ``dynamics``    ``"real-time"`` (no turns, every seat may act at any time) or
                    ``"turn-based"`` (who may act now is a property of the state: ``Game.may_act``)
    ``params``      the parameter schema (:mod:`games.core.params`)
    ``bots``        its bot strategies (:class:`games.core.strategies.Strategies`: one class per strategy,
                    with its name and words; the bots' option schema; the newcomer and omniscient bots),
                    from which come ``bot_params``, the bots' parameter schema, and ``make_bot(game, seat,
                    bot_params, rng) -> bot`` (see :mod:`games.core.scheduler`)
    ``game``        the :class:`games.core.game.Game` subclass, built as ``game(params, seed, position)``
    ``summary``     ``summary(game) -> dict``: a JSON-able account of a (finished) game, with its ``winners``:
                    what :func:`games.simulate` and the facade's ``simulate`` return, and what the lab's
                    measures count
    ``texts``       the ids of the rule texts whose clauses this game implements (``("gse1903", "gse2003")``)
    ``editions``    ``{edition: description}`` when one engine plays several texts, else ``None``
    ``api``         facade methods the game adds: ``{"gavitt.deal": fn(args) -> JSON-able}``
    ``lab``         ``None``, or the import path of the game's laboratory package (``"games.gavitt.lab"``),
                    imported when first asked for (:meth:`laboratory`), so that a game registers without
                    its lab and a page that only plays never loads it: its experiments, its report, its
                    readings and their words, and the figures it keeps (:class:`games.lab.game_lab.GameLab`)
    ``pages``       the game's extra pages on the site, beyond its texts' pages, in the order of the
                    site's navigation: ``{docs-relative path: title in the navigation}``; the game's
                    own folder of the build (``site_tools/games/<id>/``) writes them
    ``param_words`` every parameter the game's words name, in plain words (``PARAM_WORDS`` of its
                    ``wording.py``; :mod:`games.core.paramwords`): ``{param: {"name", "values" | "unit"}}``;
                    the lab's ranking of the readings and the clause notes (:meth:`note`) both word
                    parameters by it
    ``bot_words``   the same for the options of its bots (``BOT_WORDS``)
    ``words``       what the game's table says beyond its events, in plain words (``PAGE_WORDS`` of its
                    ``wording.py``), over the shared :data:`games.core.wording.TABLE_WORDS`
    ``page_data``   ``None``, or ``page_data() -> dict``: static data a page needs of the game before its
                    first answer (the railway's card table), sent with its description
    """

    id: str
    title: str
    players: tuple[int, int]
    dynamics: str
    params: dict
    bots: Strategies
    game: type
    summary: Callable[[Any], dict]
    texts: tuple[str, ...] = ()
    editions: dict | None = None
    api: dict = field(default_factory=dict)
    lab: str | None = None
    pages: dict = field(default_factory=dict)
    param_words: dict = field(default_factory=dict)
    bot_words: dict = field(default_factory=dict)
    words: dict = field(default_factory=dict)
    page_data: Callable[[], dict] | None = None

    def __post_init__(self) -> None:
        if self.dynamics not in DYNAMICS:
            raise ValueError(f"dynamics must be one of {DYNAMICS}, not {self.dynamics!r}")
        lo, hi = self.players
        if not 1 <= lo <= hi:
            raise ValueError(f"bad player range {self.players!r}")
        problems = (paramwords.check(self.param_words, self.params)
                    + paramwords.check(self.bot_words, self.bot_params, "bot option"))
        if problems:
            raise paramwords.WordsError(f"{self.id}: the words of its parameters: " + "; ".join(problems))

    @property
    def bot_params(self) -> dict:
        """The bots' parameter schema (its strategies')."""
        return self.bots.params

    @property
    def make_bot(self) -> Callable[..., Any]:
        """``make_bot(game, seat, bot_params, rng) -> bot``: a seat's bot at a table (its strategies')."""
        return self.bots.make_bot

    def note(self, note: str, **how) -> str:
        """A clause note of the game (``games/<game>/clauses.py``) with its parameters in words:
        ``{param}``, ``{param=value}``, ``{bot.option}`` markers (:func:`games.core.paramwords.render`,
        whose ``text`` and ``mark`` it passes on); WordsError on a marker it cannot word."""
        return paramwords.render(note, (self.param_words, self.params), (self.bot_words, self.bot_params), **how)

    def laboratory(self):
        """The game's laboratory (the ``LAB`` its lab package declares), imported on first use; ``None``
        for a game without one.  The import is by name, so the core names no lab."""
        return import_module(self.lab).LAB if self.lab else None

    def describe(self) -> dict:
        """The JSON-able part, for ``games.list`` and the site build: with a laboratory, what it shows
        of itself (the figures it keeps, in words: a newcomer's chances, the host's advantage);
        ``window_ms``: the window of simultaneity at a shared table, :data:`games.core.fairness.WINDOW_MS`."""
        lab = self.laboratory() if self.lab else None
        clash = sorted(set(lab.words) & (set(TABLE_WORDS) | set(self.words))) if lab else []
        if clash:
            raise ValueError(f"{self.id}: its lab words again what its table words: {', '.join(clash)}")
        return {"id": self.id, "title": self.title, "players": list(self.players), "dynamics": self.dynamics,
                "params": self.params, "bot_params": self.bot_params, "editions": self.editions,
                "texts": list(self.texts),
                **(lab.describe(self) if lab else {}),
                "words": {**TABLE_WORDS, **self.words, **(lab.words if lab else {})},
                # the Options form's labels and hints and every value's words come from here, not the page
                "param_words": self.param_words, "bot_words": self.bot_words,
                # what a page needs of the engine before its first answer (the railway's card table): it
                # rides with the page (the build writes it into the demo's data-options), no round trip
                "data": self.page_data() if self.page_data else {},
                # Play together: the window within which people's actions count as simultaneous
                "together": {"window_ms": fairness.WINDOW_MS, "lag_cap_ms": fairness.HOST_LAG_CAP_MS}}


#: game id -> GameType, in registration order
GAMES: dict[str, GameType] = {}


def register(game_type: GameType) -> GameType:
    """Add a game to :data:`GAMES`; its id and its facade method names must be new."""
    if game_type.id in GAMES:
        raise ValueError(f"game {game_type.id!r} is registered twice")
    taken = {m for g in GAMES.values() for m in g.api}
    clash = sorted(taken & set(game_type.api))
    if clash:
        raise ValueError(f"facade method(s) {', '.join(clash)} registered twice")
    GAMES[game_type.id] = game_type
    return game_type


__all__ = ["DYNAMICS", "GAMES", "GameType", "REAL_TIME", "TURN_BASED", "register"]
