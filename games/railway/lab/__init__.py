"""The railway game's laboratory: seat advantage, the shorter game, and whether Red signals decide
games (:mod:`games.railway.lab.experiments`), and what ``python -m games simulate --game railway``
prints (:mod:`.report`).  Beside it: the newcomer's figures (``newcomer.json``) and the big runs
(``big_runs/*.json``).  Its readings are every enum and bool parameter of the game's schema.
"""
from __future__ import annotations

from games.lab.game_lab import GameLab

from ..wording import PARAM_WORDS
from . import experiments
from .report import simulation_report

#: the readings in plain words, for the page's ranking
READING_WORDS = {"length": "Turns per game", "params": PARAM_WORDS}

LAB = GameLab(__name__, experiments=experiments, report=simulation_report, reading_words=READING_WORDS)

__all__ = ["LAB", "READING_WORDS"]
