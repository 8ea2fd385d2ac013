"""The options of Bourse, as a JSON-able schema.  Every choice the text leaves open is one of
these, stated as an interpretation in ``clauses.py``."""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.params import resolve

from .reconstruction import DEFAULT_CARDS, check_cards

PARAMS: dict = {
    "players": {"type": "int", "min": 3, "max": 7, "default": 4,
                "description": "Number of players (bourse-B: from 3 to 7)."},
    "rise_fall_cards": {"type": "list", "nullable": True, "default": None,
                        "description": "The seven Rise & Fall cards, each {number, rise: [capitals], fall: "
                                       "[capitals]}. The text never lists them: null = the archive's "
                                       "reconstruction (games/bourse/reconstruction.py). The highest numbered "
                                       "ones are used, one per player (bourse-B-note-2, -3)."},
    "target": {"type": "int", "min": 1, "default": 200,
               "description": "Total that ends the game (bourse-special-5-game-a: 'usually taken to 200')."},
    "target_rule": {"type": "enum", "values": ["reach", "exceed"], "default": "reach",
                    "description": "'reach': the game ends after the hand in which someone has the target or more "
                                   "('taken to 200'); 'exceed': only a total over the target ends it ('a score of "
                                   "over 200')."},
    "tie_rule": {"type": "enum", "values": ["shared", "play-on"], "default": "shared",
                 "description": "Two or more with the same highest total at the end (the text is silent): 'shared' "
                                "= they share the win; 'play-on' = another hand is played."},
    "selling_penalty": {"type": "int", "min": 0, "default": 10,
                        "description": "What the Selling card's holder loses after doubling when someone else closes "
                                       "(bourse-H-2, bourse-remember-5: 10)."},
    "penalty_without_rise_fall": {"type": "bool", "default": True,
                                  "description": "Whether that loss also strikes a Selling holder whose hand counts "
                                                 "nothing for want of a Rise & Fall card (the text does not say; "
                                                 "true: bourse-H-2 names no exception and bourse-remember-5 warns "
                                                 "the card can count 10 against you)."},
    "extra_card": {"type": "enum", "values": ["left", "dealer"], "default": "left",
                   "description": "Below seven players one hand gets a ninth card (bourse-E-1: all the cards are "
                                  "dealt). 'left': dealt one at a time from the dealer's left, the last card falls to "
                                  "the dealer's left; 'dealer': the dealer deals himself first and last."},
    "first_dealer": {"type": "int", "min": 0, "max": 6, "default": 0,
                     "description": "Seat of the first dealer; the deal passes to the left after each hand."},
    "hand_gap_ms": {"type": "int", "min": 0, "default": 3000,
                    "description": "Virtual ms between the scoring of a hand and the next dealer taking up his hand."},
}


def resolve_params(params: dict | None) -> dict:
    """Complete and check ``params``; raise ``BadParams`` on any problem."""
    p = resolve(PARAMS, params)
    if p["first_dealer"] >= p["players"]:
        raise BadParams(f"first_dealer must be a seat, 0..{p['players'] - 1}")
    cards = DEFAULT_CARDS if p["rise_fall_cards"] is None else p["rise_fall_cards"]
    cards = check_cards([dict(c) if isinstance(c, dict) else c for c in cards])
    if len(cards) < p["players"]:
        raise BadParams(f"rise_fall_cards: {p['players']} players need {p['players']} Rise & Fall cards "
                        "(bourse-B-note-2)")
    p["rise_fall_cards"] = None if p["rise_fall_cards"] is None else cards
    return p


__all__ = ["PARAMS", "resolve_params"]
