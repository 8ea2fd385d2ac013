"""Tally's laboratory: one experiment of its own (:mod:`.experiments`, run by ``python -m games simulate
--game tally --lab``), and the newcomer's figures it keeps (``newcomer.json``).  Its readings are every
enum and bool parameter of the game's schema."""
from __future__ import annotations

from games.lab.game_lab import GameLab

from ..wording import PARAM_WORDS
from . import experiments

LAB = GameLab(__name__, experiments=experiments, reading_words={"length": "Takes per game", "params": PARAM_WORDS})
