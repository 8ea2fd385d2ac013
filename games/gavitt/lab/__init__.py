"""Gavitt's laboratory: what the changes from 1903 to 2003 do, measured with bots.

Its experiments (:mod:`games.gavitt.lab.experiments`, the games in :mod:`.play`, the tables in
:mod:`.result_tables`) are the "Compare 1903 and 2003" page's; the measures every lab page runs take the
newcomer and the bots from the game and the readings below.  Beside it: the figures it keeps
(``newcomer.json``, ``latency.json``) and the big runs (``big_runs/*.json``).
"""
from __future__ import annotations

from games.lab.game_lab import GameLab

from ..wording import PARAM_WORDS
from . import experiments

#: the parameters that encode an interpretation (the coverage page's interpreted clauses), with the
#: other readings the readings measure plays against the default, and the edition each applies to
READINGS = (
    {"param": "heavy_fine", "values": [50, 200], "clause": "gse1903-26", "table": {"edition": "1903"}},
    {"param": "telegram_moment", "values": ["call"], "clause": "gse1903-28", "table": {"edition": "1903"}},
    {"param": "telegram_hold_ms", "values": [3000, 10000], "clause": "gse1903-25", "table": {"edition": "1903"}},
    {"param": "start_window_ms", "values": [2000, 6000], "clause": "gse1903-31", "table": {"edition": "1903"}},
    {"param": "tie_rule", "values": ["2003"], "clause": "gse1903-15", "table": {"edition": "1903"}},
    {"param": "gather", "values": ["sets"], "clause": "gse2003-play-4", "table": {"edition": "2003"}},
    {"param": "gather", "values": ["sets"], "clause": "gse1903-4b", "table": {"edition": "1903"}},
)
#: the readings in plain words, for the page's ranking
READING_WORDS = {"length": "Rounds per game", "params": PARAM_WORDS}

LAB = GameLab(__name__, experiments=experiments, readings=READINGS, reading_words=READING_WORDS)

__all__ = ["LAB", "READINGS", "READING_WORDS"]
