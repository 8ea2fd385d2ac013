"""How Tally words everything a reader sees: its events (the log), its moves (the buttons), its
table's lines (``PAGE_WORDS``, over the shared table's) and its options (``PARAM_WORDS``, which the
Options form shows as its labels and choices).  The page writes no sentence of its own."""
from __future__ import annotations

from games.core.transcript import word
from games.core.wording import plural

#: Tally has no cards: no key a reader must never see
CARD_KEYS: frozenset = frozenset()

#: event type -> its transcript line (the golden playthroughs' notation, never shown to a reader)
LINES = {
    "take": "P{seat} takes {amount}, {left} left",
    "game_over": lambda e: f"P{e['winners'][0]} takes the last counter and wins; scores {e['scores']}",
}


def transcript_line(e: dict) -> str:
    return word(LINES, e)


def _who(seat, reader) -> str:
    return "You" if seat == reader else f"Player {seat + 1}"


def pile_words(left: int) -> str:
    """What the pile holds, for the page: '5 counters are left in the pile.'"""
    if left == 0:
        return "The pile is empty."
    return f"{plural(left, 'counter')} {'is' if left == 1 else 'are'} left in the pile."


def take_words(amount: int) -> str:
    """A take, as its button says it."""
    return f"Take {plural(amount, 'counter')}"


def describe(e: dict, reader=None) -> str:
    """An event as a sentence for the reader at seat ``reader`` (None: a spectator)."""
    if e["type"] == "take":
        who = _who(e["seat"], reader)
        verb = "take" if who == "You" else "takes"
        return f"{who} {verb} {plural(e['amount'], 'counter')}: {pile_words(e['left']).lower()}"
    if e["type"] == "game_over":
        who = _who(e["winners"][0], reader)
        return f"{who} took the last counter and {'win' if who == 'You' else 'wins'}."
    return "Something happened at the table."


#: the table's own lines (docs/js/games/tally/board.js), over games.core.wording.TABLE_WORDS
PAGE_WORDS = {
    "new_game": "{why}: {players} players and a pile of {pile} counters; the bots react at the {speed} speed.",
    "start": "Start: give the signal",
    "signal": "The signal is given: take counters.",
    "phase_ready": "The pile is ready. Press Start to give the signal.",
    "phase_running": "Take one or two counters whenever you like; whoever takes the last one wins.",
    "phase_between": "The round is over.",
    "phase_over": "Game over.",
    "not_started": "Nobody takes before the signal: press Start.",
    "pile_region": "The pile",
    "moves_region": "Your moves",
    "players_region": "The players",
    "result_region": "The result",
    "taken": "{who}: {n} taken",
    "you_won": "You took the last counter: you win.",
    "you_lost": "{who} took the last counter and wins.",
    "info": "A pile of {pile}",
    "into_game": "{s} s since the signal",
    "option_seed": "Deal number",
    "option_speed": "Bot speed",
}

#: every parameter in plain words (games.core.paramwords): the clause notes and the Options form's labels
PARAM_WORDS = {
    "players": {"name": "Players", "unit": "number"},
    "pile": {"name": "Counters in the pile", "unit": "number"},
    "most": {"name": "The most one take may hold", "values": {"two": "two (as the text says)", "three": "three"}},
}
#: the Options form's label of each parameter (board.js names none of its own)
PAGE_WORDS.update({f"option_{k}": w["name"] for k, w in PARAM_WORDS.items()})

__all__ = ["CARD_KEYS", "LINES", "PAGE_WORDS", "PARAM_WORDS", "describe", "pile_words", "take_words", "transcript_line"]

