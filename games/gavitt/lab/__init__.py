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

#: the lab's words on the comparison page (docs/js/games/gavitt/lab.js, and the build's sentence of the
#: settings it was computed with, site_tools/games/gavitt/compare.py): its controls, what it says of a run
WORDS = {
    "lab_config": ("{players} players, {speed} bots, Telegram {telegram}, fines {fines}, careless bot {careless} %, "
                   "{games} games per arm from seed {seed}"),
    # how a rule is set in the comparison, in the settings' sentence and in the form's choices
    "lab_mode_edition": "as each text says",
    "lab_mode_on": "on in both",
    "lab_mode_off": "off in both",
    "lab_choice_edition": "as each text says",
    "lab_choice_on": "on for both",
    "lab_choice_off": "off for both",
    "lab_settings": "Simulation lab settings",
    "lab_players": "Players",
    "lab_speed": "Bots' speed",
    "lab_telegram": "Telegram Card",
    "lab_fines": "Fines (1903)",
    "lab_mode_hint": "in the edition comparison",
    "lab_games": "Games per experiment",
    "lab_seed": "First seed",
    "lab_run": "Run",
    "lab_cancel": "Cancel",
    "lab_reset": "Show the default results",
    "lab_progress": "Progress",
    "lab_progress_games": "{done} of {total} games per experiment",
    "lab_no_charts": "The charts could not be drawn ({reason}); the tables give every number.",
    "lab_no_defaults": "The default results' data could not be read ({reason}); the tables below are complete.",
    "lab_bad_games": "Games per experiment must be a whole number from 1 to {max}.",
    "lab_bad_seed": "The seed must be a whole number, 0 or more.",
    "lab_running": "Running the experiments\u2026",
    "lab_showing": "Showing: {config}.",
    "lab_showing_cancelled": "Showing: {config} (cancelled).",
    "lab_cancelled": ("Cancelled after {per_arm} of {games} games per experiment ({seconds} s); the results show "
                      "the games played."),
    "lab_done": "Done: {done} games ({per_arm} per experiment, {arms} experiments) in {seconds} s. Results updated below.",
    "lab_stopped": "The lab stopped: {reason}",
    "lab_cancelling": "Cancelling after the current chunk\u2026",
    "lab_defaults_again": "Showing the default results again.",
}


def config_sentence(c: dict) -> str:
    """The lab's settings in words (the page's "Showing: ..." line; lab.js says the same from WORDS)."""
    return WORDS["lab_config"].format(
        players=c["players"], speed=c["speed"], telegram=WORDS[f"lab_mode_{c['telegram']}"],
        fines=WORDS[f"lab_mode_{c['fines']}"], careless=round(100 * c["careless"]), games=c["games"], seed=c["seed"])


LAB = GameLab(__name__, experiments=experiments, readings=READINGS, reading_words=READING_WORDS, words=WORDS)

__all__ = ["LAB", "READINGS", "READING_WORDS", "WORDS", "config_sentence"]
