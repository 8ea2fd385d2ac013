"""Bourse (BENCO, 53-56 Great Sutton Street, London; date unknown): a real-time exchange game.

The game declares itself as data (:data:`GAME`) and registers itself.  The faces of the seven
Rise & Fall cards are a reconstruction (:mod:`games.bourse.reconstruction`), a parameter.
"""
from __future__ import annotations

from games.core.newcomer import stored
from games.core.params import of_params
from games.core.labapi import lab_methods
from games.core.registry import REAL_TIME, GameType, register

from .bots import BOT_PARAMS, BourseBot, make_bot, make_omniscient
from .howto import how_to_play
from .newcomer import make_newcomer
from .wording import BOT_WORDS, PAGE_WORDS, PARAM_WORDS, READING_WORDS
from .params import PARAMS, resolve_params
from .report import simulation_report
from .rules import BourseGame
from .views import summary

GAME_ID = "bourse"
TITLE = "Bourse"
PLAYERS = (3, 7)
Game = BourseGame


def faces(args: dict) -> dict:
    """``bourse.faces`` ``{"set"?}`` -> the seven Rise & Fall faces of a named set as a table: what the text
    prints of each card, what it half-prints, what is assumed, the evidence."""
    from .reconstruction import DEFAULT_SET, faces_table

    return faces_table(args.get("set", DEFAULT_SET))


def _lab():
    """The game's simulation lab (games.core.registry.Lab): the Rise & Fall sets side by side."""
    from . import lab

    return lab


GAME = register(GameType(
    id=GAME_ID, title=TITLE, players=PLAYERS, dynamics=REAL_TIME, params=PARAMS, bot_params=BOT_PARAMS,
    game=BourseGame, make_bot=make_bot, summary=summary, texts=("bourse",), lab=_lab, report=simulation_report,
    omniscient=make_omniscient, strongest={"speed": "fast"},
    api={"bourse.how_to_play": of_params(how_to_play), "bourse.faces": faces, **lab_methods(GAME_ID, _lab)},
    newcomer=make_newcomer, newcomer_results=tuple(stored(__name__)),
    latency_results=tuple(stored(__name__, "latency.json")),
    reading_words=READING_WORDS, param_words=PARAM_WORDS, bot_words=BOT_WORDS, words=PAGE_WORDS,
))

__all__ = ["GAME", "GAME_ID", "TITLE", "PLAYERS", "PARAMS", "BOT_PARAMS", "Game", "BourseGame", "BourseBot",
           "make_bot", "resolve_params", "summary"]
