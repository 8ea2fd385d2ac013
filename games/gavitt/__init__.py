"""Gavitt's Stock Exchange (W. W. Gavitt, Topeka 1903; Heirloom reissue 2003).

The game declares itself as data (:data:`GAME`, a :class:`games.core.registry.GameType`) and
registers itself; :data:`games.GAMES` collects it.
"""
from __future__ import annotations

from games.core.labapi import lab_methods
from games.core.newcomer import stored
from games.core.registry import REAL_TIME, GameType, register

from .bots import BOT_PARAMS, SPEEDS, GavittBot, make_bot, make_omniscient
from .facade import METHODS
from .newcomer import make_newcomer
from .wording import PAGE_WORDS, PARAM_WORDS, READING_WORDS
from .params import PARAMS, READINGS, resolve_params
from .rules import GavittGame
from .views import summary

GAME_ID = "gavitt"
TITLE = "Gavitt's Stock Exchange"
PLAYERS = (3, 6)
EDITIONS = {"1903": "Original rules (1903), seed 000", "2003": "Heirloom Edition rules (updated 11/4/03), seed 001"}
#: the pages the game's own folder of the build writes (site_tools/games/gavitt/), beyond its texts
PAGES = {"games/gavitt-alignment.md": "1903 and 2003 side by side", "games/gavitt-compare.md": "Compare 1903 and 2003",
         "games/gavitt-code.md": "1903 and 2003 in the code", "play/deal.md": "A seeded deal"}
Game = GavittGame


def _lab():
    """The game's simulation lab (games.core.registry.Lab), imported when first used."""
    from . import lab

    return lab


GAME = register(GameType(
    id=GAME_ID, title=TITLE, players=PLAYERS, dynamics=REAL_TIME, params=PARAMS, bot_params=BOT_PARAMS,
    game=GavittGame, make_bot=make_bot, summary=summary, texts=("gse1903", "gse2003"), editions=EDITIONS,
    api={**METHODS, **lab_methods(GAME_ID, _lab)}, lab=_lab, pages=PAGES, newcomer=make_newcomer, newcomer_results=tuple(stored(__name__)),
    latency_results=tuple(stored(__name__, "latency.json")),
    omniscient=make_omniscient, strongest={"speed": "fast", "careless": 0.0, "forget": 0.0},
    readings=READINGS,
    reading_words=READING_WORDS, param_words=PARAM_WORDS, words=PAGE_WORDS,
))

__all__ = ["GAME", "GAME_ID", "TITLE", "PLAYERS", "PARAMS", "BOT_PARAMS", "SPEEDS", "EDITIONS", "Game", "GavittGame",
           "GavittBot", "make_bot", "resolve_params", "summary"]
