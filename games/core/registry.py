"""The game registry: each game declares itself as data and registers itself.

In the spirit of OpenSpiel's ``GameType`` / ``register_game``: a game's package builds one
:class:`GameType` and calls :func:`register`; :mod:`games` only imports the packages, and
:data:`GAMES` collects what they registered.  Nothing in :mod:`games.core` imports a game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from . import fairness, paramwords
from .wording import TABLE_WORDS, latency_words, newcomer_words

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
    ``bot_params``  the bots' parameter schema
    ``game``        the :class:`games.core.game.Game` subclass, built as ``game(params, seed, position)``
    ``make_bot``    ``make_bot(game, seat, bot_params, rng) -> bot`` (see :mod:`games.core.scheduler`)
    ``summary``     ``summary(game) -> dict``: a JSON-able account of a (finished) game, for simulations
    ``texts``       the ids of the rule texts whose clauses this game implements (``("gse1903", "gse2003")``)
    ``editions``    ``{edition: description}`` when one engine plays several texts, else ``None``
    ``api``         facade methods the game adds: ``{"gavitt.deal": fn(args) -> JSON-able}``
    ``lab``         ``None``, or a function returning the game's simulation lab (a :class:`Lab`), imported
                    when first called so that a page that only plays never loads it;
                    ``python -m games simulate --game ID --lab`` runs it
    ``report``      ``None``, or ``report(results, info) -> (json_obj, text)``: what ``python -m games
                    simulate`` prints for bot-only games (:mod:`games.core.simreport`; ``None`` is its
                    ``default_report``: rounds when the summaries have them, else wins by seat)
    ``pages``       the game's extra pages on the site, beyond its texts' pages, in the order of the
                    site's navigation: ``{docs-relative path: title in the navigation}``; the game's
                    own folder of the build (``site_tools/games/<id>/``) writes them
    ``newcomer``    ``None``, or ``newcomer(game, seat, rng) -> bot``: a bot that plays like a newcomer
                    (simple, slow, no memory), measured against the default table by
                    :mod:`games.core.newcomer` (``python -m games simulate --game ID --newcomer``)
    ``newcomer_results``  those measurements as the game keeps them (``games/<game>/newcomer.json``),
                    so the pages can show how often a newcomer wins at the default table
    ``latency_results``  real-time games: the host's advantage at a shared table as the game keeps it
                    (``games/<game>/latency.json``, :mod:`games.core.latency`; ``python -m games simulate
                    --game ID --latency --write``), so the pages can show it
    ``omniscient``  ``None``, or ``omniscient(game, seat, bot_params, rng) -> bot``: the game's bot as it
                    would play if it saw every hidden card (the fictive player of the relative skill
                    measure, :mod:`games.core.skill`; ``python -m games simulate --game ID --skill``)
    ``strongest``   the bot options of the game's strongest bot (``{"strength": "3"}``): the optimal player
                    of the skill measure, and the options the omniscient bot plays with
    ``readings``    the parameters that encode an interpretation, with their other readings:
                    ``({"param", "values": [...], "clause", "table": {params it applies to}}, ...)``, ranked
                    by :mod:`games.core.readings` (``python -m games simulate --game ID --readings``); none
                    declared: every enum and bool parameter of the schema
    ``reading_words`` the readings in plain words for the page (:mod:`games.core.measures`):
                    ``{"length": "Rounds per game", "params": param_words}``
    ``param_words`` every parameter the game's words name, in plain words (``PARAM_WORDS`` of its
                    ``wording.py``; :mod:`games.core.paramwords`): ``{param: {"name", "values" | "unit"}}``;
                    the readings' ranking and the clause notes (:meth:`note`) both word parameters by it
    ``bot_words``   the same for the options of its bots (``BOT_WORDS``)
    ``words``       what the game's table says beyond its events, in plain words (``PAGE_WORDS`` of its
                    ``wording.py``), over the shared :data:`games.core.wording.TABLE_WORDS`
    """

    id: str
    title: str
    players: tuple[int, int]
    dynamics: str
    params: dict
    bot_params: dict
    game: type
    make_bot: Callable[..., Any]
    summary: Callable[[Any], dict]
    texts: tuple[str, ...] = ()
    editions: dict | None = None
    api: dict = field(default_factory=dict)
    lab: Callable[[], Lab] | None = None
    report: Callable[[list, dict], tuple] | None = None
    pages: dict = field(default_factory=dict)
    newcomer: Callable[..., Any] | None = None
    newcomer_results: tuple = ()
    latency_results: tuple = ()
    omniscient: Callable[..., Any] | None = None
    strongest: dict = field(default_factory=dict)
    readings: tuple = ()
    reading_words: dict = field(default_factory=dict)
    param_words: dict = field(default_factory=dict)
    bot_words: dict = field(default_factory=dict)
    words: dict = field(default_factory=dict)

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

    def note(self, note: str, **how) -> str:
        """A clause note of the game (``games/<game>/clauses.py``) with its parameters in words:
        ``{param}``, ``{param=value}``, ``{bot.option}`` markers (:func:`games.core.paramwords.render`,
        whose ``text`` and ``mark`` it passes on); WordsError on a marker it cannot word."""
        return paramwords.render(note, (self.param_words, self.params), (self.bot_words, self.bot_params), **how)

    def describe(self) -> dict:
        """The JSON-able part, for ``games.list`` and the site build (``window_ms``: the window of
        simultaneity at a shared table, :data:`games.core.fairness.WINDOW_MS`)."""
        return {"id": self.id, "title": self.title, "players": list(self.players), "dynamics": self.dynamics,
                "params": self.params, "bot_params": self.bot_params, "editions": self.editions,
                "texts": list(self.texts),
                "newcomer": [{**{k: v for k, v in m.items() if k != "outcomes"}, "words": newcomer_words(m, self)}
                             for m in self.newcomer_results],
                "latency": [{**_without_outcomes(m), "words": latency_words(m, self)} for m in self.latency_results],
                "words": {**TABLE_WORDS, **self.words},
                # Play together: the window within which people's actions count as simultaneous
                "together": {"window_ms": fairness.WINDOW_MS, "lag_cap_ms": fairness.HOST_LAG_CAP_MS}}


def _without_outcomes(m: dict) -> dict:
    """A latency measurement without its per-seed outcomes (kept for the tests, not for the page)."""
    return {**m, "rules": {rule: {k: v for k, v in r.items() if k != "outcomes"} for rule, r in m["rules"].items()}}


class Lab(Protocol):
    """What a game's simulation lab provides (a module will do), so that the command line, the
    facade and the pages run every lab alike.

    A lab plays *jobs*, ``games`` bot-only games of each of its *arms* (the configurations it
    compares), game-major: game ``i`` of every arm, then game ``i + 1``.  :meth:`run` plays a
    range of jobs and returns a *partial* of integer counters, and partials add up in any order
    and any chunking to the same totals, so the numbers do not depend on how the work was split
    (``--jobs N`` processes, or a browser's chunks).
    """

    #: at most this many jobs per ``run``
    MAX_CHUNK: int
    #: what ``--lab`` runs and how the command line's options apply to it (for ``--help``)
    CLI_HELP: str

    def cli_config(self, params: dict, bots: dict, games: int, seed: int) -> dict:
        """The lab's settings from the command line: the game and bot options given (string bot
        options always, at their defaults), ``--games`` per arm and the first ``--seed``."""

    def plan(self, config: dict | None) -> dict:
        """``{"config": the complete, checked settings, "arms": [{"id", "label"}], "jobs": int}``;
        raises ``BadParams``."""

    def run(self, config: dict | None, first: int, count: int) -> dict:
        """The partial of jobs ``first .. first+count-1``."""

    def summarise(self, config: dict | None, partials: list) -> dict:
        """The JSON-able result (tables) from partials covering the jobs."""

    def format_text(self, result: dict) -> str:
        """The result as plain text for the command line."""


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


__all__ = ["DYNAMICS", "GAMES", "GameType", "Lab", "REAL_TIME", "TURN_BASED", "register"]
