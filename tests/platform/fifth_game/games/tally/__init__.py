"""Tally, a fifth game made up for one test (tests/platform/test_fifth_game.py): two players take turns
adding one or two to a count, and whoever brings it to the target wins.

It is test data, not a historical game: the test copies it into a copy of the project, in its own
folders only, to prove that a new game needs no change to any shared file.  It declares itself as
data and registers itself, as every game does.
"""
from __future__ import annotations

from games.core.registry import TURN_BASED, GameType, register
from games.core.strategies import Strategies

from .newcomer import Newcomer
from .rules import BOT_PARAMS, PARAMS, TallyBot, TallyGame, summary

GAME = register(GameType(
    id="tally", title="Tally", players=(2, 2), dynamics=TURN_BASED, params=PARAMS,
    bots=Strategies(BOT_PARAMS, (TallyBot,), newcomer=Newcomer),
    game=TallyGame, summary=summary, texts=("tally",),
    lab=f"{__name__}.lab",
    words={"new_game": "New game against one bot: the first to bring the count to {target} wins.",
           "your_turn": "Your turn: add one or two."},
))
