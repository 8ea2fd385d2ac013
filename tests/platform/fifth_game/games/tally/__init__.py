"""Tally, a fifth game made up for one test (tests/platform/test_fifth_game.py): a real-time race in
which, at the signal, every player takes one or two counters from a pile whenever he likes, and
whoever takes the last counter wins.

It is test data, not a historical game: the test copies it into a copy of the project, in its own
folders only, to prove that a new game needs no change to any shared file.  It declares itself as
data and registers itself, as every game does.
"""
from __future__ import annotations

from games.core.params import of_params
from games.core.registry import REAL_TIME, GameType, register
from games.core.strategies import Strategies

from .bots import BOT_PARAMS, Grabber, resolve_bot_params
from .newcomer import Newcomer
from .rules import PARAMS, TallyGame, summary
from .howto import how_to_play
from .wording import PAGE_WORDS, PARAM_WORDS

BOTS = Strategies(BOT_PARAMS, (Grabber,), resolve=resolve_bot_params, newcomer=Newcomer)

GAME = register(GameType(
    id="tally", title="Tally", players=(2, 4), dynamics=REAL_TIME, params=PARAMS, bots=BOTS,
    game=TallyGame, summary=summary, texts=("tally",), lab=f"{__name__}.lab",
    api={"tally.how_to_play": of_params(how_to_play)}, param_words=PARAM_WORDS, words=PAGE_WORDS,
))
