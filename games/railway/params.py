"""The options of the railway game, as a JSON-able schema.

These settle what the text leaves open; each is stated as a clause
interpretation in ``clauses.py`` with the evidence and the alternatives:

``hand_count``        railway-scoring-3  whom "Cards held in opponent's hand count" benefits
``early_signals``     railway-play-10a   whether a signal discarded before your train is laid down acts
``substitute_to``     railway-play-9     where the Pool unit taken out of a train goes
``claim_rule``        railway-play-4c    who gets a discard when several players call "Pass"
``lay_down``          railway-play-8     whether a completed train goes down at once, in turn or not
``demands_per_turn``  railway-play-4a    how many demands a player may make in one turn
``signal_hold``       railway-play-6     what "until the next round" waits for
``reshuffle``         railway-play-7     when the used stack is made again from the exposed cards
``moves_to_win`` / ``short_moves_to_win``  railway-play-8, -12  the distance the missing figure showed
"""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.params import resolve

from .cards import COMPANIES

PARAMS: dict = {
    "players": {"type": "int", "min": 2, "max": 4, "default": 2,
                "description": "Number of players. The text states none; with four stations, one per player "
                               "(railway-play-1b), there are two to four."},
    "stations": {"type": "list", "nullable": True, "default": None,
                 "description": "The station (company) of each seat, e.g. [\"LNER\", \"GWR\"] (railway-play-1a: "
                                "'chosen'); null = dealt out at random with the game's seeded shuffle."},
    "first_dealer": {"type": "int", "min": 0, "max": 3, "default": 0,
                     "description": "Seat of the dealer, who plays first (railway-play-3a)."},
    "short_game": {"type": "bool", "default": False, "cli": "short",
                   "description": "The alternative shorter game (railway-alt): a train is an engine and any three "
                                  "of the other four cards."},
    "moves_to_win": {"type": "int", "min": 1, "max": 30, "default": 7,
                     "description": "Card-lengths a train must move to bring its last vehicle out of the station "
                                    "(railway-play-12: 'seven moves'; the figure of railway-play-8 is missing)."},
    "short_moves_to_win": {"type": "int", "min": 1, "max": 30, "nullable": True, "default": None,
                           "description": "The same distance in the shorter game; null = moves_to_win (the text "
                                          "gives one number). A reader who takes the missing figure to measure from "
                                          "the back of a five-card train would set 6."},
    "hand_count": {"type": "enum", "values": ["winner", "opponents", "against"], "default": "winner",
                   "labels": {"winner": "Score for the winner", "opponents": "Score for every player",
                              "against": "Count against their holder"},
                   "description": "railway-scoring-3: 'winner' = only the winner scores the cards left in his "
                                  "opponents' hands (the line follows the winner's); 'opponents' = each player scores "
                                  "the cards left in the opponents' hands; 'against' = each player loses the value of "
                                  "the cards in his own hand."},
    "lay_down": {"type": "enum", "values": ["at-once", "in-turn"], "default": "at-once",
                 "labels": {"at-once": "At once, in turn or not", "in-turn": "Only in his own turn"},
                 "description": "railway-play-8 'As soon as a player has completed a train he lays it down': "
                                "'at-once' = the moment it is complete, in his turn or not (after a \"Pass\" call "
                                "too); 'in-turn' = only in his own turn, before he discards."},
    "demands_per_turn": {"type": "enum", "values": ["any", "one"], "default": "any",
                         "labels": {"any": "While he has a Pass", "one": "One a turn"},
                         "description": "railway-play-4a: 'any' = a player may demand again in the same turn while "
                                        "he has a Pass (the text sets no limit); 'one' = one demand a turn."},
    "reshuffle": {"type": "enum", "values": ["at-once", "when-needed"], "default": "at-once",
                  "labels": {"at-once": "As soon as it is used up", "when-needed": "When the next card is wanted"},
                  "description": "railway-play-7 'When the centre stack has been used': 'at-once' = as soon as its "
                                 "last card is taken, before that player's discard; 'when-needed' = when the next "
                                 "player wants the top card of the pack and there is none (the last discard is "
                                 "shuffled in too)."},
    "signal_hold": {"type": "enum", "values": ["next-turn", "next-round"], "default": "next-turn",
                    "labels": {"next-turn": "His next turn", "next-round": "The dealer's next round"},
                    "description": "railway-play-6 'cannot be discarded until the next round': 'next-turn' = the "
                                   "player's next turn; 'next-round' = once the dealer begins a new round (differs "
                                   "only when a \"Pass\" call skips the dealer's turn)."},
    "early_signals": {"type": "enum", "values": ["red-shunts", "no-effect"], "default": "red-shunts",
                      "description": "railway-play-10a: a signal discarded before the discarder's train is laid down. "
                                     "'red-shunts' = a Green moves nothing (there is no train), a Red still shunts "
                                     "the others' trains; 'no-effect' = neither acts until the discarder's train is "
                                     "on the table."},
    "substitute_to": {"type": "enum", "values": ["hand", "exposed"], "default": "hand",
                      "description": "railway-play-9: the Pool unit replaced by a true unit goes to the substituting "
                                     "player's hand (an exchange) or face up onto the exposed cards."},
    "claim_rule": {"type": "enum", "values": ["nearest-left", "first"], "default": "nearest-left",
                   "description": "railway-play-4c: several players call \"Pass\" for one discard. 'nearest-left' = "
                                  "all calls in the window count and the caller nearest the discarder's left gets the "
                                  "card; 'first' = the first call takes it at once."},
    "claim_window_ms": {"type": "int", "min": 0, "max": 60000, "default": 3000,
                        "description": "railway-play-4c: virtual milliseconds after a vehicle is discarded during "
                                       "which the other players may call \"Pass\" (0 = no calls). The window closes "
                                       "earlier once every player who could call has called or declined."},
    "turn_limit": {"type": "int", "min": 1, "nullable": True, "default": 1000,
                   "description": "Not in the text: after this many turns the game stops without a winner and is "
                                  "scored as it stands (so that simulations end). null = no limit."},
}


def resolve_params(params: dict | None) -> dict:
    """Complete and check ``params``; raise ``BadParams`` on any problem."""
    p = resolve(PARAMS, params)
    n = p["players"]
    if p["first_dealer"] >= n:
        raise BadParams(f"first_dealer must be a seat, 0..{n - 1}")
    st = p["stations"]
    if st is not None:
        if (len(st) != n or any(not isinstance(s, str) or s not in COMPANIES for s in st)
                or len(set(st)) != n):
            raise BadParams(f"stations: give {n} different companies out of {', '.join(COMPANIES)}")
    return p
