"""Tally, a fifth game made up for one test (tests/platform/test_fifth_game.py): two players take turns
adding one or two to a count, and whoever brings it to the target wins.

It is test data, not a historical game: the test copies it into a copy of the project, in its own
folders only, to prove that a new game needs no change to any shared file.  It declares itself as
data and registers itself, as every game does.
"""
from __future__ import annotations

from games.core.registry import TURN_BASED, GameType, register

from .rules import BOT_PARAMS, PARAMS, TallyGame, make_bot, summary

GAME = register(GameType(
    id="tally", title="Tally", players=(2, 2), dynamics=TURN_BASED, params=PARAMS, bot_params=BOT_PARAMS,
    game=TallyGame, make_bot=make_bot, summary=summary, texts=("tally",),
    lab=f"{__name__}.lab",
    words={"new_game": "New game against one bot: the first to bring the count to {target} wins.",
           "your_turn": "Your turn: add one or two."},
))
