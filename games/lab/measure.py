"""What a measure of the laboratory declares: ``MEASURE``, a :class:`Measure`, in its own file of
``games/lab/measures/``, where :mod:`games.lab.registry` finds it.

A measure plays bot-only games on seeded tables and says what they show.  Its declaration is all the
rest of the project needs: the command line's flag (``python -m games simulate --game ID --skill``),
the lab pages' instrument (``<game>.lab`` with ``config.instrument``), the big run's name
(``games/<game>/lab/big_runs/<name>.json``) and the figures a game's lab keeps (``newcomer.json``)
all come from it, so a new measure is one new file.

Most measures play *per seed*: for each table (:attr:`Measure.tables`: the one given, or each
edition) the command splits the seeds into chunks, plays each chunk with the unit of work
(:attr:`Measure.chunk`, a :class:`UnitOfWork` over the measure's ``outcomes``, which another process
or a Dask worker finds by name), joins the chunks' outcomes in seed order and summarises them; the numbers do not depend on
the chunking.  The game's own experiments (``--lab``) are the exception: they plan *jobs* over arms
(:class:`games.lab.game_lab.Experiments`), and their measure only names them (``experiments=True``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


def concatenated(parts: list) -> list:
    """The chunks' outcomes, one list in seed order."""
    return [row for part in parts for row in part]


def one_per_game(games: int) -> int:
    """As many seeds as games."""
    return games


@dataclass(frozen=True)
class Measure:
    """One measure, as data.

    ``name``         its name: the lab page's instrument, the big run's file (``big_runs/<name>.json``)
    ``flag``         its flag of ``python -m games simulate`` (``"--skill"``)
    ``order``        its place among the flags, and among the figures of ``GameType.describe()``
    ``help``         what ``--help`` says of it, or ``help(game_type or None) -> str`` (after ``--game``, of that game)
    ``unavailable``  ``unavailable(game_type) -> str | None``: why the game cannot be measured, or ``None``
    ``experiments``  True for the game's own experiments (``--lab``): nothing below applies

    Per seed:

    ``tables``       ``tables(game_type, params) -> [params]``: the tables the command plays
    ``chunk``        the unit of work, ``chunk((game_id, params, bots, seeds)) -> outcomes`` (:class:`UnitOfWork`)
    ``summarise``    ``summarise(game_id, params, bots, first_seed, outcomes) -> result`` (JSON-able)
    ``format_text``  ``format_text(results) -> str``, or ``None`` when :attr:`line` says it all
    ``join``         the chunks' outcomes joined in seed order (a list by default)
    ``seeds``        ``seeds(games) -> int``: the seeds ``--games`` plays; raises ``BadParams`` for a count
                     the measure cannot play
    ``line``         ``line(game_type, params, result) -> str``: a line printed as each table is done
    ``games_played`` ``games_played(seeds) -> int``: games a table plays, for the speed the command reports
    ``keeps``        the file a game's lab keeps the default tables' figures in (``--write``), or ``None``
    ``shown``        ``shown(figure, game_type) -> dict``: a kept figure as the pages get it

    In the browser (an *instrument* of every lab page; :mod:`games.lab.instruments`):

    ``arms``         ``arms(game_id) -> [what each arm varies]``
    ``outcome``      ``outcome(game_id, params, bots, seed, arm)``: one job, as :attr:`chunk` gives it
    ``page``         ``page(game_id, result, k) -> table``: a table of the result in the page's words
    ``editions``     ``editions(results) -> str``: a sentence setting the editions side by side
    ``intro``        ``(heading, text)`` of its section on the page
    ``citation``     the work it follows, cited under its section
    """

    name: str
    flag: str
    order: int
    help: str | Callable[[Any], str]
    unavailable: Callable[[Any], str | None]
    experiments: bool = False
    tables: Callable[[Any, dict], list] | None = None
    chunk: Callable[[tuple], Any] | None = None
    summarise: Callable[..., dict] | None = None
    format_text: Callable[[list], str] | None = None
    join: Callable[[list], Any] = concatenated
    seeds: Callable[[int], int] = one_per_game
    line: Callable[..., str] | None = None
    games_played: Callable[[int], int] | None = None
    keeps: str | None = None
    shown: Callable[[dict, Any], dict] | None = None
    arms: Callable[[str], Any] | None = None
    outcome: Callable[..., Any] | None = None
    page: Callable[[str, dict, int], dict] | None = None
    editions: Callable[[list], str] | None = None
    intro: tuple[str, str] | None = None
    citation: str = ""

    def help_for(self, game_type) -> str:
        """What ``--help`` says of it for ``game_type`` (``None``: no ``--game`` given yet)."""
        return self.help(game_type) if callable(self.help) else self.help

    @property
    def dest(self) -> str:
        """Its flag's name on the parsed command line (``--speed-sweep``: ``speed_sweep``)."""
        return self.flag.lstrip("-").replace("-", "_")

    @property
    def instrument(self) -> bool:
        """Whether the lab pages run it in the browser."""
        return self.outcome is not None


class UnitOfWork:
    """A per-seed measure's unit of work: ``unit((game_id, params, bots, seeds))`` is its
    ``outcomes(game_id, params, bots, seeds)`` for that chunk of seeds.  It pickles as the module-level
    function it calls, so another process or a Dask worker finds it by name; its ``__name__``
    (``skill_chunk``) names the cluster's tasks."""

    def __init__(self, outcomes: Callable) -> None:
        self.outcomes = outcomes
        self.__name__ = outcomes.__module__.rpartition(".")[2] + "_chunk"

    def __call__(self, job: tuple):
        game_id, params, bots, seeds = job
        return self.outcomes(game_id, params, bots, seeds)

    def __repr__(self) -> str:
        return f"UnitOfWork({self.outcomes.__module__}.{self.outcomes.__name__})"


def refused_by(check: Callable[[str], None]) -> Callable[[Any], str | None]:
    """``unavailable`` for a measure whose ``check(game_id)`` raises ``ValueError`` saying why a game
    cannot be measured."""

    def unavailable(game_type) -> str | None:
        try:
            check(game_type.id)
        except ValueError as exc:
            return str(exc)
        return None

    return unavailable


def each_edition(game_type, params: dict) -> list[dict]:
    """The table given, or each edition of a game with editions (with the options given)."""
    params = dict(params or {})
    if "edition" in params or not game_type.editions:
        return [params]
    return [dict(params, edition=ed) for ed in game_type.editions]


def the_table_given(_game_type, params: dict) -> list[dict]:
    """The one table given."""
    return [dict(params or {})]


def always(_game_type) -> None:
    """Every game can be measured."""
    return None


__all__ = ["Measure", "UnitOfWork", "always", "concatenated", "each_edition", "one_per_game", "refused_by",
           "the_table_given"]
