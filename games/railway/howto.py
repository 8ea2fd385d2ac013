""""How to play" for the railway table, written from the rules and the resolved parameters.

The page shows it beside the demo (``railway.how_to_play``); every paragraph cites the clauses it
restates, and what the parameters settle (the shorter game, the distance to win, the "Pass" window
and who gets a claimed card, when a train goes down, demands a turn, how long a picked-up signal is held,
when the stack is made again, early signals, where a substituted Pool unit goes, whose hands count)
is worded from the parameters in play, so a change of option changes the text.
"""
from __future__ import annotations

from .cards import COMPANY_NAMES, TRAINS
from .params import resolve_params
from .scoring import ROW_VALUE, ROWS

_HAND_COUNT = {
    "opponents": "each player scores the cards left in his opponents' hands",
    "against": "the cards left in a player's own hand count against him",
    "winner": "the winner scores the cards left in his opponents' hands",
}
_CLAIM = {
    "nearest-left": "if several call, the caller nearest the discarder's left gets it",
    "first": "the first call takes it",
}
#: at a table of two only the player who did not discard can call, so no rule settles several calls
_CLAIM_OF_TWO = "only the other player can call, so a call takes it"


def _seconds(ms: int) -> str:
    s = ms / 1000
    return f"{s:g} second{'' if s == 1 else 's'}"


def how_to_play(params: dict | None) -> dict:
    """``{"params", "sections": [{"id", "heading", "text", "clauses": [ids]}]}``."""
    p = resolve_params(params)
    moves = p["short_moves_to_win"] or p["moves_to_win"] if p["short_game"] else p["moves_to_win"]
    example = ", ".join(name for _code, name, _kind in TRAINS["LNER"])
    train = ("an engine and any three of the other four cards of your station's company" if p["short_game"] else
             f"the five cards of your station's company (for the {COMPANY_NAMES['LNER']}: {example})")
    sections = [
        {"id": "goal", "heading": "The goal",
         "text": f"Make up your train: {train}. "
                 + ("As soon as it is complete it goes down on the table, in your turn or not (after a \u201cPass\u201d "
                    "call too)" if p["lay_down"] == "at-once" else
                    "Once it is complete, lay it down in your turn, before you discard")
                 + f"; then move it out of the station with Green signals. The first whose train has moved {moves} "
                   "moves wins.",
         "clauses": ["railway-game", "railway-play-1b", *(["railway-alt"] if p["short_game"] else []),
                     "railway-play-8", "railway-play-12"]},
        {"id": "turn", "heading": "Your turn",
         "text": "Take the exposed card or the top card of the pack, then discard one card face up; play passes "
                 "to the left. A Pass just discarded may not be taken: the next player draws from the pack. A "
                 "signal taken from the exposed card cannot be your discard "
                 + ("in the same turn." if p["signal_hold"] == "next-turn" else
                    "until the dealer begins a new round.")
                 + (" When the pack is used up, the exposed cards are shuffled into a new one at once and its top "
                    "card turned up." if p["reshuffle"] == "at-once" else
                    " When the pack is used up, the exposed cards are shuffled into a new one when the next "
                    "player wants a card from it."),
         "clauses": ["railway-play-3a", "railway-play-3b", "railway-play-3c", "railway-play-5", "railway-play-6",
                     "railway-play-7"]},
        {"id": "pass", "heading": "Passes",
         "text": "On your turn, after drawing, you may demand a card you need for your train from any player, "
                 "giving him a Pass for it; if he does not hold it, the Pass is your discard and your turn ends. "
                 + ("You may demand again while you have a Pass. " if p["demands_per_turn"] == "any" else
                    "One demand a turn. ")
                 + (f"When anyone discards a card you need for your train, you may call \u201cPass\u201d within "
                    f"{_seconds(p['claim_window_ms'])} and exchange it for your Pass ({_CLAIM_OF_TWO if p['players'] == 2 else _CLAIM[p['claim_rule']]}); "
                    "play then goes on from your left. Signals cannot be claimed. The table waits only for "
                    "players who hold a Pass and need the card; when nobody can call, play goes on at once." if p["claim_window_ms"] else
                    "Calling \u201cPass\u201d for a discard is off at this table."),
         "clauses": ["railway-play-4a", "railway-play-4b", "railway-play-4c", "railway-play-4d", "railway-play-4e"]},
        {"id": "pool", "heading": "Pool cards",
         "text": "A Pool card stands in for a vehicle of its kind in any company's train. Once a train with Pool "
                 "units is laid down, a player holding the true card may put it in on his turn; the Pool unit "
                 + ("goes to his hand." if p["substitute_to"] == "hand" else "goes face up onto the exposed cards."),
         "clauses": ["railway-pool", "railway-play-9"]},
        {"id": "signals", "heading": "Signals",
         "text": "Once your train is down, discarding a Green Signal (1) moves it one card's length forward, a "
                 "Green Signal (2) two. A Red Signal shunts every other train one move back, never behind its "
                 "start. "
                 + ("A Red discarded before your own train is down still shunts the others; a Green then moves "
                    "nothing." if p["early_signals"] == "red-shunts" else
                    "A signal discarded before your own train is down does nothing."),
         "clauses": ["railway-play-10a", "railway-play-10b", "railway-play-11"]},
        {"id": "scoring", "heading": "Scoring",
         "text": "5 points for making up a train, 10 more for the winner. Then "
                 f"{_HAND_COUNT[p['hand_count']]}: "
                 + ", ".join(f"{row} {ROW_VALUE[row]}" for row in ROWS) + ".",
         "clauses": ["railway-scoring-1", "railway-scoring-2", "railway-scoring-3", "railway-scoring-4"]},
    ]
    return {"params": p, "sections": sections}
