"""The options of Bourse, as a JSON-able schema.  Every choice the text leaves open is one of
these, stated as an interpretation in ``clauses.py``."""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.params import resolve

from .reconstruction import DEFAULT_SET, SETS, check_cards

PARAMS: dict = {
    "players": {"type": "int", "min": 3, "max": 7, "default": 4,
                "description": "Number of players (bourse-B: from 3 to 7)."},
    "rise_fall_set": {"type": "enum", "values": list(SETS), "default": DEFAULT_SET,
                      "labels": {k: v["label"] for k, v in SETS.items()},
                      "description": "The faces of the seven Rise & Fall cards, which the text never lists (it prints "
                                     "card 10 whole and the Rise half of card 7): the archive's reconstruction, or "
                                     "another reading of the text (the page's table of the seven cards sets out the "
                                     "evidence; the balance check compares them)."},
    "rise_fall_cards": {"type": "list", "nullable": True, "default": None,
                        "description": "A set of one's own instead of a named one: the Rise & Fall cards, each "
                                       "{number, rise: [capitals], fall: [capitals]}; null = rise_fall_set. The "
                                       "highest numbered ones are used, one per player (bourse-B-note-2, -3)."},
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
    "penalty_without_rise_fall": {"type": "bool", "default": False,
                                  "description": "Whether that loss also strikes a Selling holder whose hand counts "
                                                 "nothing for want of a Rise & Fall card. false: special rule 3's "
                                                 "'the hand counts nothing, even though it contains the SELLING "
                                                 "card' cancels the card, so such a hand can 'sit tight'; true: "
                                                 "bourse-H-2 names no exception and bourse-remember-5 warns the card "
                                                 "can count 10 against you."},
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
    if p["rise_fall_cards"] is not None and p["rise_fall_set"] != DEFAULT_SET:
        raise BadParams("give rise_fall_set (a named set) or rise_fall_cards (one's own), not both")
    cards = SETS[p["rise_fall_set"]]["cards"] if p["rise_fall_cards"] is None else p["rise_fall_cards"]
    cards = check_cards([dict(c) if isinstance(c, dict) else c for c in cards])
    if len(cards) < p["players"]:
        raise BadParams(f"rise_fall_cards: {p['players']} players need {p['players']} Rise & Fall cards "
                        "(bourse-B-note-2)")
    p["rise_fall_cards"] = None if p["rise_fall_cards"] is None else cards
    return p


__all__ = ["PARAMS", "resolve_params"]
