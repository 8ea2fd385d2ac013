"""The seven Rise & Fall cards of Bourse: what the text prints of them, and the reconstructions.

The text never lists what is printed on the seven cards (bourse-A-2; facts.md: "the faces of
the Rise & Fall cards: NOT FOUND").  It prints one card whole (card 10, special rule 5) and the
Rise half of another (card 7, paragraph D); everything else is an assumption.  The set in play
is a parameter: ``rise_fall_set`` names one of :data:`SETS` (default ``"archive"``), or
``rise_fall_cards`` gives one's own (:mod:`games.bourse.params`).

Evidence in the text
--------------------
E1 (bourse-A-2) there are 7 Rise & Fall cards.
E2 (bourse-B-note-2, -3) one is used per player, and "the higher numbered ... should always be
   included": the cards carry numbers and can be ranked by them.
E3 (bourse-D-3) "the gain being shown by the number given on the card": the number is the value.
E4 (bourse-D-4, -5) '"Rise" 7, Berlin, London' and '"Fall" 7, Berlin, London' (the Fall one "in
   the same way", i.e. as an illustration of how a Fall reads).
E5 (bourse-special-5-score) 'Rise 10, New York and Montreal—Fall 10 London and Berlin', held with
   4 New York, 2 Montreal and one remaining card: eight cards, so it is ONE card carrying both a
   Rise and a Fall, with the same number on both halves.  Card 10 is the text's own card.
E6 (bourse-A-1) six capitals, eight cards each.

Assumptions of the archive's set (each is a choice; :data:`SETS` holds named alternatives)
------------------------------------------------------------------------------------------
A1 values: the seven numbers are 4, 5, 6, 7, 8, 9, 10, one card each: the shortest run of
   distinct whole numbers that contains both printed numbers (7 and 10) with 10 as the highest
   (E2 needs a ranking; nothing says two cards share a number or that any card exceeds 10).
A2 every card is a Rise-and-Fall card like E5: Rise N on two capitals and Fall N on two others;
   the remaining two capitals are not on it.  (A Rise-only card, a literal reading of E4, is
   possible too; E5 proves that at least one card has both halves, and the game's name and the
   advice of bourse-E-3 "rid the hand of all Capital cards shown as Fall" suggest every card has
   a Fall.)
A3 which capitals: the text pairs New York with Montreal and London with Berlin (E4, E5); the
   other two, Paris and Brussels, form the third pair.  Each card raises one pair and lowers
   another.  Card 7 raises Berlin and London (E4, its Rise half as printed).  The others are
   chosen so that the three highest (the three-player pack) raise each pair once and lower each
   pair once, and the six highest do the same twice over: over those six cards every capital falls
   by exactly as much as it rises (New York and Montreal 15, London and Berlin 16, Paris and
   Brussels 14).  The seventh card (4, used only with seven players) repeats a pattern, since
   three pairs give only six.

Every card says where it comes from (``source``: ``"text"``, ``"part"`` or ``"assumed"``), what
the text prints of it, what it half-prints, what is assumed and the evidence, so that a page
draws each card with its own evidence (:func:`describe`, :func:`faces_table`).
"""
from __future__ import annotations

from games.core.errors import BadParams

#: capital keys, in the text's order (bourse-A-1), and their names
CAPITALS = ("LON", "NY", "MTL", "PAR", "BRU", "BER")
CAPITAL_NAMES = {"LON": "London", "NY": "New York", "MTL": "Montreal", "PAR": "Paris", "BRU": "Brussels",
                 "BER": "Berlin"}
#: the pairs the archive's reconstruction works with (A3)
PAIRS = {"north-america": ("NY", "MTL"), "london-berlin": ("LON", "BER"), "paris-brussels": ("PAR", "BRU")}
NA, LB, PB = PAIRS["north-america"], PAIRS["london-berlin"], PAIRS["paris-brussels"]

#: what a card's ``source`` is called where the card is drawn
MARKS = {"text": "From the text", "part": "Partly from the text", "assumed": "Reconstruction"}

CARD_10 = ('"Rise 10, New York and Montreal—Fall 10 London and Berlin" (bourse-special-5-score)')
CARD_10_EVIDENCE = ("special rule 5's worked example (bourse-special-5-score): the hand holds 4 New York, 2 Montreal, "
                    "one remaining card and this card, eight cards, so its Rise and its Fall are on one card")
RISE_7 = '"Rise" 7, Berlin, London (bourse-D-4)'
FALL_7 = '"Fall" 7, Berlin, London (bourse-D-5)'


def _face(number: int, rise, fall) -> str:
    parts = []
    for word, caps in (("Rise", rise), ("Fall", fall)):
        if caps:
            parts.append(f"{word} {number} " + ", ".join(CAPITAL_NAMES[k] for k in CAPITALS if k in caps))
    return " — ".join(parts)


def _card(number: int, rise, fall, source: str, printed: str, half: str, assumed: str, evidence: str) -> dict:
    return {"number": number, "rise": [k for k in CAPITALS if k in rise], "fall": [k for k in CAPITALS if k in fall],
            "source": source, "printed": printed, "half": half, "assumed": assumed, "evidence": evidence}


def _text_10() -> dict:
    return _card(10, NA, LB, "text", CARD_10, "", "nothing", CARD_10_EVIDENCE)


def _assumed(number: int, rise, fall, why: str) -> dict:
    return _card(number, rise, fall, "assumed", "nothing", "that the cards are numbered and ranked (bourse-B-note-3)",
                 f"the number {number} and the whole face, {_face(number, rise, fall)}", why)


ARCHIVE_WHY = ("the archive's assumptions A1 (the numbers 4 to 10), A2 (a Rise and a Fall on every card, as on card "
               "10) and A3 (the capitals in pairs, balanced over the six highest cards)")


def _archive() -> list[dict]:
    return [
        _text_10(),
        _assumed(9, LB, PB, ARCHIVE_WHY),
        _assumed(8, PB, NA, ARCHIVE_WHY),
        _card(7, LB, NA, "part", RISE_7, "a Fall half only as the same example read \"in the same way\" (" + FALL_7
              + "), on the capitals its Rise raises, which one card cannot also lower", "Fall 7 on New York and Montreal",
              "bourse-D-4 for the Rise half; A2 (every card has a Fall, as card 10 does), A3 (the pairs)"),
        _assumed(6, PB, LB, ARCHIVE_WHY),
        _assumed(5, NA, PB, ARCHIVE_WHY),
        _assumed(4, PB, NA, ARCHIVE_WHY + "; card 4, used only by seven players, repeats card 8's pattern"),
    ]


def _literal_fall_7() -> list[dict]:
    cards = _archive()
    cards[3] = _card(7, NA, LB, "part", FALL_7, "a Rise half only as paragraph D's first example (" + RISE_7
                     + "), on the capitals its Fall lowers", "Rise 7 on New York and Montreal",
                     "bourse-D-5 taken as card 7's printed Fall half; A2, A3 for the rest; cards 9 to 4 as the archive's")
    return cards


def _one_sided(sides: str) -> list[dict]:
    """Card 10 as printed; every other card one half only.  ``sides``: "rise", "fall" or "both" (in turn)."""
    out = [_text_10()]
    pattern = [(9, PB), (8, NA), (7, LB), (6, PB), (5, NA), (4, LB)]
    turn = {9: "fall", 8: "rise", 7: "rise", 6: "fall", 5: "rise", 4: "fall"}
    for number, pair in pattern:
        side = turn[number] if sides == "both" else sides
        rise, fall = (pair, ()) if side == "rise" else ((), pair)
        why = ("D-4 and D-5 read literally: a card is a Rise or a Fall on two capitals; A1 (the numbers); "
               "the pairs of A3")
        if number == 7 and side == "rise":
            out.append(_card(7, rise, fall, "part", RISE_7, "", "that the card has no Fall half",
                             "bourse-D-4 read as the whole card"))
        elif number == 7:
            out.append(_card(7, rise, fall, "part", FALL_7, "", "that the card has no Rise half",
                             "bourse-D-5 read as the whole card"))
        else:
            out.append(_assumed(number, rise, fall, why))
    return out


def _crossed() -> list[dict]:
    why = ("the capitals paired across the archive's pairs on every card the text does not print, chosen so that over "
           "the six highest each capital rises about as much as it falls; A1 (the numbers)")
    return [
        _text_10(),
        _assumed(9, ("LON", "PAR"), ("NY", "BRU"), why),
        _assumed(8, ("BER", "BRU"), ("MTL", "PAR"), why),
        _card(7, LB, ("NY", "PAR"), "part", RISE_7, "its Fall half (see the archive's card 7)",
              "Fall 7 on New York and Paris", "bourse-D-4 for the Rise half; its Fall half crossed"),
        _assumed(6, ("NY", "BRU"), ("MTL", "LON"), why),
        _assumed(5, ("MTL", "PAR"), ("BER", "BRU"), why),
        _assumed(4, ("BER", "BRU"), ("MTL", "PAR"), why + "; card 4 repeats card 8"),
    ]


#: The named sets: id -> {"label", "note", "cards" (highest first)}.  "archive" is the default.
SETS: dict[str, dict] = {
    "archive": {"label": "The archive's reconstruction",
                "note": "Card 10 as the text prints it, card 7's Rise half as paragraph D prints it; numbers 4 to 10; "
                        "every card a Rise on one pair of capitals and a Fall on another (New York-Montreal, "
                        "London-Berlin, Paris-Brussels), balanced over the six highest.",
                "cards": _archive()},
    "literal-fall-7": {"label": "Card 7 as \"Fall 7, Berlin, London\"",
                       "note": "As the archive's, but card 7's printed half is paragraph D's \"Fall 7, Berlin, London\": "
                               "Berlin and London fall by 7 and New York and Montreal rise.",
                       "cards": _literal_fall_7()},
    "rise-only": {"label": "Rise-only cards",
                  "note": "Card 10 as printed; the other six carry a Rise only (paragraph D's \"Rise 7, Berlin, London\" "
                          "read as a whole card).",
                  "cards": _one_sided("rise")},
    "fall-only": {"label": "Fall-only cards",
                  "note": "Card 10 as printed; the other six carry a Fall only (paragraph D's \"Fall 7, Berlin, London\" "
                          "read as a whole card).",
                  "cards": _one_sided("fall")},
    "rise-or-fall": {"label": "Rise or Fall cards",
                     "note": "Card 10 as printed; the other six carry one half each, three Rises (card 7 \"Rise 7, "
                             "Berlin, London\") and three Falls.",
                     "cards": _one_sided("both")},
    "crossed-pairs": {"label": "Other pairings",
                      "note": "Cards 10 and 7's Rise half as printed; every other half pairs two capitals that the "
                              "text never pairs (such as London with Paris).",
                      "cards": _crossed()},
}
DEFAULT_SET = "archive"
DEFAULT_CARDS = SETS[DEFAULT_SET]["cards"]

NOTE = ("The text never lists the faces of the seven Rise & Fall cards. Card 10 is the text's own card (special "
        "rule 5) and card 7's Rise half is paragraph D's example; the values 4-10 and every other capital are "
        "assumptions.")


def check_cards(cards) -> list[dict]:
    """A checked copy of a Rise & Fall set: 1 to 7 cards ``{"number", "rise", "fall"}`` with distinct
    positive numbers (they must rank, bourse-B-note-3), capitals from :data:`CAPITALS`, no capital
    both rising and falling on one card.  Sorted highest first.  A card given without its
    provenance is an assumption "given as a parameter"."""
    if not isinstance(cards, list) or not 1 <= len(cards) <= 7:
        raise BadParams("rise_fall_cards: give a list of 1 to 7 cards")
    out = []
    fields = {"number", "rise", "fall", "source", "printed", "half", "assumed", "evidence"}
    for i, c in enumerate(cards):
        if not isinstance(c, dict) or set(c) - fields:
            raise BadParams(f"rise_fall_cards[{i}]: a card is {{'number', 'rise', 'fall'}}")
        n = c.get("number")
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 100:
            raise BadParams(f"rise_fall_cards[{i}]: 'number' must be an integer 1..100")
        halves = {}
        for side in ("rise", "fall"):
            caps = c.get(side, [])
            if not isinstance(caps, list) or any(k not in CAPITALS for k in caps) or len(set(caps)) != len(caps):
                raise BadParams(f"rise_fall_cards[{i}]: '{side}' must list different capitals out of "
                                f"{', '.join(CAPITALS)}")
            halves[side] = [k for k in CAPITALS if k in caps]
        if set(halves["rise"]) & set(halves["fall"]):
            raise BadParams(f"rise_fall_cards[{i}]: a capital cannot both rise and fall on one card")
        if not halves["rise"] and not halves["fall"]:
            raise BadParams(f"rise_fall_cards[{i}]: the card names no capital")
        source = c.get("source", "assumed")
        if source not in MARKS:
            raise BadParams(f"rise_fall_cards[{i}]: 'source' must be one of {', '.join(MARKS)}")
        given = "source" in c
        out.append({"number": n, "rise": halves["rise"], "fall": halves["fall"], "source": source,
                    "printed": str(c.get("printed", "nothing")), "half": str(c.get("half", "")),
                    "assumed": str(c.get("assumed", "the whole face" if not given else "")),
                    "evidence": str(c.get("evidence", "given as a parameter"))})
    numbers = [c["number"] for c in out]
    if len(set(numbers)) != len(numbers):
        raise BadParams("rise_fall_cards: the numbers must differ (the higher numbered cards are kept, "
                        "bourse-B-note-3)")
    return sorted(out, key=lambda c: -c["number"])


def cards_of(params: dict) -> list[dict]:
    """The set in play for resolved ``params``: its own cards, or the named set's."""
    if params["rise_fall_cards"] is not None:
        return params["rise_fall_cards"]
    return SETS[params["rise_fall_set"]]["cards"]


def face_text(card: dict) -> str:
    """How a card reads: 'Rise 10 New York, Montreal — Fall 10 London, Berlin'."""
    return _face(card["number"], card["rise"], card["fall"])


def describe(card: dict) -> dict:
    """A card's provenance as a page draws it: ``{"source", "mark", "printed", "half", "assumed",
    "evidence"}``; a card from the text is not marked a reconstruction."""
    half = f" It half-prints {card['half']}." if card["half"] else ""
    account = (f"{MARKS[card['source']]}. The text prints {card['printed']}.{half} Assumed: {card['assumed']}. "
               f"Evidence: {card['evidence']}.")
    return {"source": card["source"], "mark": MARKS[card["source"]], "printed": card["printed"], "half": card["half"],
            "assumed": card["assumed"], "evidence": card["evidence"], "reconstruction": card["source"] != "text",
            "account": account}


def faces_table(set_id: str = DEFAULT_SET) -> dict:
    """The seven faces of a named set as a table for the page: ``{"set", "label", "note", "columns",
    "rows": [[...]]}``, one row per card, highest first."""
    if set_id not in SETS:
        raise BadParams(f"unknown Rise & Fall set {set_id!r}; named sets: {', '.join(SETS)}")
    s = SETS[set_id]
    rows = [[f"Rise & Fall {c['number']}", face_text(c), MARKS[c["source"]], c["printed"], c["half"] or "—",
             c["assumed"], c["evidence"]] for c in s["cards"]]
    return {"set": set_id, "label": s["label"], "note": s["note"],
            "columns": ["Card", "Face played", "Where it comes from", "What the text prints", "What it half-prints",
                        "What is assumed", "Evidence"], "rows": rows}


__all__ = ["CAPITALS", "CAPITAL_NAMES", "PAIRS", "MARKS", "SETS", "DEFAULT_SET", "DEFAULT_CARDS", "NOTE",
           "cards_of", "check_cards", "describe", "face_text", "faces_table"]
