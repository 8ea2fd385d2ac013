""""How to play" for the Bourse table, written from the rules and the resolved parameters.

The page shows it beside the demo (``bourse.how_to_play``); every paragraph cites the clauses it
restates, and what the parameters settle (the Selling card's loss and whether it strikes a hand
that counts nothing, the total that ends the game, ties, the Rise & Fall cards in play) is worded
from the parameters in play. The Rise & Fall faces are a reconstruction but for card 10 and half
of card 7, and the text says so.
"""
from __future__ import annotations

from .params import resolve_params
from .reconstruction import DEFAULT_SET, SETS, cards_of


def how_to_play(params: dict | None) -> dict:
    """``{"params", "sections": [{"id", "heading", "text", "clauses": [ids]}]}``."""
    p = resolve_params(params)
    n = p["players"]
    cards = cards_of(p)
    numbers = sorted((c["number"] for c in cards), reverse=True)[:n]
    penalty = p["selling_penalty"]
    if p["rise_fall_cards"] is not None:
        faces = "these are faces of your own"
    else:
        faces = ("card 10 is the text's own, card 7 is half printed, the rest is the archive's reconstruction"
                 if p["rise_fall_set"] == DEFAULT_SET else
                 f"card 10 is the text's own; the others are a reconstruction ({SETS[p['rise_fall_set']]['label']})")
    sections = [
        {"id": "goal", "heading": "The goal",
         "text": "Each Rise & Fall card in your hand makes every card of the capitals it names rising worth its "
                 "number, and every card of the capitals it names falling lose as much; other capitals count "
                 "nothing. So rid your hand of the capitals shown falling and gather those shown rising. "
                 f"With {n} players the Rise & Fall cards numbered {', '.join(map(str, numbers))} are in play, "
                 f"one per player. The text does not list their faces: {faces}.",
         "clauses": ["bourse-C", "bourse-D-2", "bourse-D-3", "bourse-D-5", "bourse-E-3", "bourse-B-note-2",
                     "bourse-B-note-3", "bourse-remember-7"]},
        {"id": "exchange", "heading": "How to exchange",
         "text": "Once the dealer takes up his hand, anyone may call out, without turns, how many cards he wishes "
                 "to exchange: select cards of one kind and call their number. A call meets another player's call "
                 "of the same number, and the cards change hands face down. The Selling card goes alone; Rise & "
                 "Fall cards are never mixed with others.",
         "clauses": ["bourse-E-2", "bourse-F-1", "bourse-F-2", "bourse-special-1a", "bourse-special-1b",
                     "bourse-special-1c", "bourse-special-1d"]},
        {"id": "close", "heading": "Closing the market",
         "text": "A player holding a Rise & Fall card may close the market when his hand looks right: he calls "
                 "\u201cClose\u201d (the Selling card's holder calls \u201cSell\u201d). Exchange stops at once and every "
                 "hand is scored, the closer's first.",
         "clauses": ["bourse-G-1", "bourse-G-2", "bourse-G-3", "bourse-G-4", "bourse-G-5", "bourse-special-4",
                     "bourse-special-5"]},
        {"id": "selling", "heading": "The Selling card",
         "text": "It doubles its holder's score, plus or minus. If anyone else closes the market, its holder then "
                 f"loses {penalty} more"
                 + (", even when his hand counts nothing." if p["penalty_without_rise_fall"] else
                    ", unless his hand counts nothing for want of a Rise & Fall card."),
         "clauses": ["bourse-H-1", "bourse-H-2", "bourse-special-3", "bourse-remember-5"]},
        {"id": "end", "heading": "The end",
         "text": "Scores are totalled hand after hand; the game ends after the hand in which someone has "
                 + (f"{p['target']} or more" if p["target_rule"] == "reach" else f"over {p['target']}")
                 + ", and the highest total wins"
                 + ("; equal highest totals share the win." if p["tie_rule"] == "shared" else
                    "; with equal highest totals another hand is played."),
         "clauses": ["bourse-special-5-game-a", "bourse-special-5-game-b"]},
    ]
    return {"params": p, "sections": sections}
