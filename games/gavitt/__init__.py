"""Gavitt's Stock Exchange (W. W. Gavitt, Topeka 1903; Heirloom reissue 2003).

The game declares itself as data (:data:`GAME`, a :class:`games.core.registry.GameType`) and
registers itself; :data:`games.GAMES` collects it.
"""
from __future__ import annotations

from games.core.registry import REAL_TIME, GameType, register
from games.core.strategies import Strategies

from .bots import BOT_PARAMS, SPEEDS, GavittBot, OmniscientBot, resolve_bot_params
from .newcomer import Newcomer
from .facade import METHODS
from .wording import BOT_WORDS, PAGE_WORDS, PARAM_WORDS
from .params import PARAMS, resolve_params
from .rules import GavittGame
from .views import summary

GAME_ID = "gavitt"
TITLE = "Gavitt's Stock Exchange"
PLAYERS = (3, 6)
EDITIONS = {"1903": "Original rules (1903), seed 000", "2003": "Heirloom Edition rules (updated 11/4/03), seed 001"}
#: the pages the game's own folder of the build writes (site_tools/games/gavitt/), beyond its texts
PAGES = {"games/gavitt-alignment.md": "1903 and 2003 side by side", "games/gavitt-compare.md": "Compare 1903 and 2003",
         "games/gavitt-code.md": "1903 and 2003 in the code", "play/deal.md": "A seeded deal"}
#: its bot strategies: the one a table seats (its options tune it), the newcomer and the omniscient bot
BOTS = Strategies(BOT_PARAMS, (GavittBot,), resolve=resolve_bot_params, newcomer=Newcomer, omniscient=OmniscientBot)


GAME = register(GameType(
    id=GAME_ID, title=TITLE, players=PLAYERS, dynamics=REAL_TIME, params=PARAMS, bots=BOTS,
    game=GavittGame, summary=summary, texts=("gse1903", "gse2003"), editions=EDITIONS,
    api=METHODS, lab=f"{__name__}.lab", pages=PAGES, param_words=PARAM_WORDS, bot_words=BOT_WORDS, words=PAGE_WORDS,
))

__all__ = ["BOTS", "GAME", "GAME_ID", "TITLE", "PLAYERS", "PARAMS", "BOT_PARAMS", "SPEEDS", "EDITIONS", "GavittGame",
           "GavittBot", "resolve_params", "summary"]
