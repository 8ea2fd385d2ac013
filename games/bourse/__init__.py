"""Bourse (BENCO, 53-56 Great Sutton Street, London; date unknown): a real-time exchange game.

The game declares itself as data (:data:`GAME`) and registers itself.  The faces of the seven
Rise & Fall cards are a reconstruction (:mod:`games.bourse.reconstruction`), a parameter.
"""
from __future__ import annotations

from games.core.params import of_params
from games.core.registry import REAL_TIME, GameType, register
from games.core.strategies import Strategies

from .bots import BOT_PARAMS, BourseBot, OmniscientBourseBot, resolve_bot_params
from .newcomer import Newcomer
from .howto import how_to_play
from .wording import BOT_WORDS, PAGE_WORDS, PARAM_WORDS
from .params import PARAMS, resolve_params
from .rules import BourseGame
from .views import summary

GAME_ID = "bourse"
TITLE = "Bourse"
PLAYERS = (3, 7)
#: its bot strategies: the one a table seats (its options tune it), the newcomer and the omniscient bot
BOTS = Strategies(BOT_PARAMS, (BourseBot,), resolve=resolve_bot_params, newcomer=Newcomer,
                  omniscient=OmniscientBourseBot)


def faces(args: dict) -> dict:
    """``bourse.faces`` ``{"set"?}`` -> the seven Rise & Fall faces of a named set as a table: what the text
    prints of each card, what it half-prints, what is assumed, the evidence."""
    from .reconstruction import DEFAULT_SET, faces_table

    return faces_table(args.get("set", DEFAULT_SET))


GAME = register(GameType(
    id=GAME_ID, title=TITLE, players=PLAYERS, dynamics=REAL_TIME, params=PARAMS, bots=BOTS,
    game=BourseGame, summary=summary, texts=("bourse",), lab=f"{__name__}.lab",
    api={"bourse.how_to_play": of_params(how_to_play), "bourse.faces": faces},
    param_words=PARAM_WORDS, bot_words=BOT_WORDS, words=PAGE_WORDS,
))

__all__ = ["BOTS", "GAME", "GAME_ID", "TITLE", "PLAYERS", "PARAMS", "BOT_PARAMS", "BourseGame", "BourseBot",
           "resolve_params", "summary"]
