"""The options of Gavitt's Stock Exchange, as a JSON-able schema.

``resolve_params`` fills edition-dependent defaults and checks cross-field rules, returning a
complete dict (every key present) that goes into the game record.
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.errors import BadParams
from games.core.params import resolve

from .editions import EDITIONS

PARAMS: dict = {
    "edition": {"type": "enum", "values": ["1903", "2003"], "default": "2003",
                "description": "Which rule text: the 1903 original (seed 000) or the 2003 Heirloom rules (seed 001)."},
    "players": {"type": "int", "min": 3, "max": 6, "default": 4,
                "description": "Number of players (gse1903-1, gse2003-setup-2: three to six)."},
    "railroads": {"type": "list", "nullable": True, "default": None,
                  "description": "Keys of the railroads in play, one per player. null = the edition's: 1903 the "
                                 "railroads its text names (Santa Fe, N. Y. Central, Rock Island as gse1903-2 lists, "
                                 "then Mo. Pac., C. B. & Q.; the unknown sixth, a reconstruction, only for six "
                                 "players); 2003 the dearest ones (gse2003-setup-2 'choose any three sets')."},
    "values": {"type": "dict", "nullable": True, "default": None,
               "description": "Stock values by railroad key, overriding the edition's. 1903 reconstruction defaults: "
                              "RI (Rock Island, value not in the text) = 225, F (the unknown sixth railroad) = 175."},
    "target": {"type": "int", "min": 1, "nullable": True, "default": None,
               "description": "Dollars that win the game: 2500 (gse1903-15) or 1000 (gse2003-object-2). null = the edition's."},
    "telegram": {"type": "bool", "nullable": True, "default": None,
                 "description": "Play with the Telegram Card (gse1903-18..30). null = 1903 yes (it is in the deck unless "
                                "removed, gse1903-18), 2003 no (optional, gse2003-setup-3a/3b; its page-4 variation is "
                                "not in the archive, so the 1903 Telegram rules are used)."},
    "telegram_value": {"type": "int", "min": 0, "default": 100,
                       "description": "Dollars the Telegram takes from the caller / gives its other holder (gse1903-28, -30)."},
    "telegram_moment": {"type": "enum", "values": ["completion", "call"], "default": "completion",
                        "description": "When the Telegram counts (gse1903-28..30). 'completion' (as the words say): "
                                       "whoever holds it when the round's first full set is completed - the completer "
                                       "loses $100 (28, and may be fined if he does not call, 29), anyone else gains "
                                       "$100 (30). 'call': whoever holds it at the call (the caller loses, another "
                                       "holder gains)."},
    "fines": {"type": "bool", "nullable": True, "default": None,
              "description": "Apply the 1903 'points that may be counted off' (gse1903-31..36) and the Telegram's heavy "
                             "fines (gse1903-26, -29). null = 1903 yes, 2003 no (the 2003 text has no fines)."},
    "fine_31": {"type": "int", "min": 0, "default": 25, "description": "No offer at once after the signal (gse1903-31)."},
    "fine_33": {"type": "int", "min": 0, "default": 25, "description": "Trading an unlike pair (gse1903-33)."},
    "fine_34": {"type": "int", "min": 0, "default": 25, "description": "Calling TOPEKA without a full set (gse1903-34)."},
    "fine_35": {"type": "int", "min": 0, "default": 25,
                "description": "Not trading every five seconds for five consecutive hands (gse1903-35)."},
    "heavy_fine": {"type": "int", "min": 0, "default": 100,
                   "description": "The 'heavy fine' of gse1903-26 and gse1903-29; the text gives no amount (interpreted)."},
    "start_window_ms": {"type": "int", "min": 0, "default": 4000,
                        "description": "gse1903-31 'at once': a player whose first offer or trade comes later than this "
                                       "after the dealer's signal is fined."},
    "idle_ms": {"type": "int", "min": 1, "default": 5000,
                "description": "gse1903-35 'at least every five seconds': a longer gap without offering or trading "
                               "makes the hand a failed hand for that player."},
    "idle_hands": {"type": "int", "min": 1, "default": 5,
                   "description": "gse1903-35 'five consecutive hands' (hand = round): failed hands in a row that are fined."},
    "telegram_hold_ms": {"type": "int", "min": 0, "default": 5000,
                         "description": "gse1903-25/26: holding the Telegram longer than this without trading counts as "
                                        "refusing to send it out (heavy fine, once per holding)."},
    "first_dealer": {"type": "int", "min": 0, "max": 5, "default": 0,
                     "description": "Seat of the first dealer (gse2003-setup-3d)."},
    "gather": {"type": "enum", "values": ["hands", "sets"], "default": "hands",
               "description": "How the dealer collects the cards between rounds (gse2003-play-4; nobody reshuffles, "
                              "gse1903-4b, gse2003-setup-note). 'hands': each hand squared up by railroad as its "
                              "player assorted it, collected clockwise from the dealer's left, each put on top of the "
                              "pile; 'sets': all cards squared up railroad by railroad, cheapest on top."},
    "reshuffle_each_round": {"type": "bool", "default": False, "cli": "reshuffle",
                             "description": "Experiment, against the rules: shuffle again before every deal."},
    "round_gap_ms": {"type": "int", "min": 0, "default": 3000,
                     "description": "Virtual milliseconds between the end of a round and the next dealer's signal."},
    "tie_rule": {"type": "enum", "values": ["2003", "shared"], "nullable": True, "default": None,
                 "description": "When several reach the target in one round: '2003' = highest amount, then the one who "
                                "most recently called TOPEKA (gse2003-tie-1/2); 'shared' = all with the highest amount "
                                "share the win. null = the edition's (1903 had no tie rule: 'shared')."},
}

#: edition -> the defaults its text implies (the records of games.gavitt.editions)
EDITION_DEFAULTS = {ed: e.defaults for ed, e in EDITIONS.items()}


@cite("gse1903-18", "gse1903-19", "gse1903-37a", "gse2003-box-3", "gse2003-setup-3", "gse2003-setup-3a",
      "gse2003-setup-3b")
def resolve_params(params: dict | None) -> dict:
    """Complete and check ``params``; raise ``BadParams`` on any problem."""
    p = resolve(PARAMS, params)
    ed = p["edition"]
    edition = EDITIONS[ed]
    for key, value in edition.defaults.items():
        if p[key] is None:
            p[key] = value
    keys = [k for k, *_ in edition.railroads]
    values = {k: v for k, _l, _n, v in edition.railroads}
    values.update(edition.reconstructed)
    if p["values"] is not None:
        for k, v in p["values"].items():
            if k not in values:
                raise BadParams(f"values: unknown railroad {k!r} for the {ed} edition (known: {', '.join(keys)})")
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise BadParams(f"values: the value of {k!r} must be a non-negative integer")
            values[k] = v
    p["values"] = values
    n = p["players"]
    if p["railroads"] is not None:
        rr = p["railroads"]
        if len(rr) != n or len(set(map(str, rr))) != n or any(not isinstance(k, str) or k not in keys for k in rr):
            raise BadParams(f"railroads: give {n} different keys out of {', '.join(keys)}")
    if p["first_dealer"] >= n:
        raise BadParams(f"first_dealer must be a seat, 0..{n - 1}")
    return p
