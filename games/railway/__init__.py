"""The "Big Four" railway card game (title, publisher and date unknown; text seed 002).

The game declares itself as data (:data:`GAME`, a :class:`games.core.registry.GameType`) and
registers itself; :data:`games.GAMES` collects it.
"""
from __future__ import annotations

from games.core.registry import TURN_BASED, GameType, register
from games.core.strategies import Strategies

from .bots import BOT_PARAMS, SPEEDS, STRENGTHS, Omniscient, resolve_bot_params
from .newcomer import Newcomer
from .wording import PAGE_WORDS, PARAM_WORDS, bot_words
from .params import PARAMS, resolve_params
from .rules import RailwayGame
from .views import summary

GAME_ID = "railway"
TITLE = 'The "Big Four" railway card game'
PLAYERS = (2, 4)
#: its bot strategies: the strengths a table chooses among, the newcomer and the omniscient bot
BOTS = Strategies(BOT_PARAMS, STRENGTHS, resolve=resolve_bot_params, choice="strength", newcomer=Newcomer,
                  omniscient=Omniscient)


def card_table(_args: dict) -> dict:
    """``railway.cards`` ``{}`` -> the card names and the stations' trains, for a page to show."""
    from .cards import COMPANY, COMPANY_NAMES, IDS, KEYS, NAMES, TRAINS, VALUE, ROW

    return {"keys": list(KEYS), "names": dict(NAMES), "companies": dict(COMPANY_NAMES),
            "trains": {co: [f"{co}-{code}" for code, _n, _k in TRAINS[co]] for co in TRAINS},
            "values": {k: VALUE[IDS[k][0]] for k in KEYS}, "rows": {k: ROW[IDS[k][0]] for k in KEYS},
            "counts": {k: len(IDS[k]) for k in KEYS},
            # the company a card belongs to ("POOL" for the Pool set), for the page to colour it; None for a signal or Pass
            "company": {k: COMPANY[IDS[k][0]] for k in KEYS}}


def _api():
    from games.core.params import of_params

    from .howto import how_to_play

    return {"railway.cards": card_table, "railway.how_to_play": of_params(how_to_play)}


GAME = register(GameType(
    id=GAME_ID, title=TITLE, players=PLAYERS, dynamics=TURN_BASED, params=PARAMS, bots=BOTS,
    game=RailwayGame, summary=summary, texts=("railway",), api=_api(), lab=f"{__name__}.lab",
    param_words=PARAM_WORDS, bot_words=bot_words(BOT_PARAMS), words=PAGE_WORDS, page_data=lambda: {"cards": card_table({})},
))

__all__ = ["BOTS", "GAME", "GAME_ID", "TITLE", "PLAYERS", "PARAMS", "BOT_PARAMS", "SPEEDS", "RailwayGame",
           "resolve_params", "summary"]
