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

#: the lab's words under the railway's demo (docs/js/games/railway/lab.js): its controls, its table's
#: headings and caption, and what it says of a run
WORDS = {
    "lab_region": "Simulation lab",
    "lab_heading": "Simulation lab: bot-only games on the same seeds",
    "lab_settings": "Lab settings",
    "lab_games": "Games per arm",
    "lab_players": "Players (first two arms)",
    "lab_seed": "First seed",
    "lab_run": "Run the lab",
    "lab_progress": "Lab progress",
    "lab_running": "Running\u2026",
    "lab_failed": "Failed: {reason}",
    "lab_results": "Lab results",
    "lab_results_big": "Lab results over many games",
    # the last arm seats the strongest strategy against the random-legal one, whatever the run's strength
    "lab_caption": (f"Seeds {{first}} to {{last}}; bots of strength {{strength}} (the last arm: strength "
                    f"{experiments.STRONGEST} against {experiments.RANDOM}, seats alternating)"),
    "lab_col_arm": "Arm",
    "lab_col_games": "Games",
    "lab_col_wins": "Wins by seat",
    "lab_col_turns": "Turns per game",
    "lab_col_shunt": "Games with a shunt",
    "lab_col_red": "Decided by a Red",
    "lab_col_strong": "Strongest bot wins",
    "lab_seat_share": "Player {n} {share}",
    "lab_intervals": "In brackets: each share's {method}, in per cent.",
    "lab_red_note": ("\u201cDecided by a Red\u201d: a Red signal shunted back a train standing within two moves of "
                     "winning, and that player did not win."),
}

LAB = GameLab(__name__, experiments=experiments, report=simulation_report, reading_words=READING_WORDS, words=WORDS)

__all__ = ["LAB", "READING_WORDS", "WORDS"]
