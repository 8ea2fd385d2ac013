"""Bourse's laboratory: the Rise & Fall sets side by side (:mod:`games.bourse.lab.experiments`), and
what ``python -m games simulate --game bourse`` prints (:mod:`.report`).  Beside it: the figures it
keeps (``newcomer.json``, ``latency.json``) and the big runs (``big_runs/*.json``).  Its readings are
every enum and bool parameter of the game's schema.
"""
from __future__ import annotations

from games.lab.game_lab import GameLab

from ..wording import PARAM_WORDS
from . import experiments
from .report import simulation_report

#: the readings in plain words, for the page's ranking
READING_WORDS = {"length": "Hands per game", "params": PARAM_WORDS}

#: the balance check's words (docs/js/games/bourse/balance.js), under the demo: its controls, its tables'
#: headings and captions, and what it says of a run
WORDS = {
    "balance_region": "Balance of the reconstructions",
    "balance_heading": "Are the reconstructions balanced?",
    "balance_intro": ("The text prints one Rise & Fall card whole and half of another; the other faces are "
                      "reconstructions. This check plays bot-only games to 200 with the archive's reconstruction "
                      "and with each other reading, on the same seeds, and asks whether any card or seat is "
                      "absurdly strong."),
    "balance_run": "Run the check ({games} bot games per set)",
    "balance_progress": "Balance check progress",
    "balance_playing": "Playing {games} games of {players} players with each set\u2026",
    "balance_failed": "The check could not run: {reason}",
    "balance_archive_ok": "no card and no seat is absurdly strong",
    "balance_none_strong": "none absurdly strong",
    "balance_strong": "absurdly strong: {which}",
    "balance_flagged": "Flagged: {sets}. ",
    "balance_none_flagged": "No set is flagged. ",
    "balance_verdict": "{set}: {verdict}. {flagged}Rule: {rule}.",
    "balance_flag": "{set} ({verdict})",
    "balance_sets_region": "The sets side by side",
    "balance_sets_caption": ("The Rise & Fall sets side by side: {games} bot-only games of {players} players each, "
                             "seeds {first} to {last}"),
    "balance_col_set": "Set",
    "balance_col_hands": "Hands per game (median, 90 % within)",
    "balance_col_mean": "Mean hand",
    "balance_col_closer": "Closer's mean score",
    "balance_col_spread": "Best card minus worst card",
    "balance_col_top": "Largest share of the wins",
    "balance_col_verdict": "Cards or seats",
    "balance_cards_caption": "{set}: {games} games, {hands} hands; mean hand {mean}",
    "balance_col_card": "Card",
    "balance_col_face": "Face",
    "balance_col_mark": "Where it comes from",
    "balance_col_dealt": "Hands dealt",
    "balance_col_dealt_mean": "Mean score, dealt it",
    "balance_col_held_mean": "Mean score, holding it at the close",
    "balance_col_strong": "Absurdly strong?",
    "balance_seats_caption": "{set}: seats",
    "balance_col_seat": "Seat",
    "balance_col_share": "Share of the wins",
    "balance_col_net": "Mean score per hand",
    "balance_col_closes": "Hands closed",
    "balance_yes": "yes",
    "balance_no": "no",
    "balance_set_summary": "{set}: its cards and seats",
    "balance_set_tables": "{set}: tables",
    "balance_chart": ("Bar chart, {set}: mean score of the hand each Rise & Fall card was dealt to, and of the hand "
                      "holding it at the close. The table below gives the same numbers."),
    "balance_chart_card": "{name} ({mark})",
    "balance_key_dealt": " dealt it ",
    "balance_key_held": " holding it at the close",
}

LAB = GameLab(__name__, experiments=experiments, report=simulation_report, reading_words=READING_WORDS, words=WORDS)

__all__ = ["LAB", "READING_WORDS", "WORDS"]
