"""The seven Rise & Fall cards of Bourse: a RECONSTRUCTION.

The text never lists what is printed on the seven cards (bourse-A-2; facts.md: "the faces of
the Rise & Fall cards: NOT FOUND").  Everything below that is not quoted is an assumption, and the
whole set is the parameter ``rise_fall_cards`` (:mod:`games.bourse.params`).

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
   Rise and a Fall, with the same number on both halves.
E6 (bourse-A-1) six capitals, eight cards each.

Assumptions (each is a choice; the alternatives are in the notes of ``clauses.py``)
------------------------------------------------------------------------------------
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
   another.  Card 10 is E5 exactly; card 7 raises Berlin and London (E4).  The others are chosen
   so that the three highest (the three-player pack) raise each pair once and lower each pair
   once, and the six highest do the same twice over: over those six cards every capital falls by
   exactly as much as it rises (New York and Montreal 15, London and Berlin 16, Paris and Brussels
   14).  The seventh card (4, used only with seven players) repeats a
   pattern, since three pairs give only six.
"""
from __future__ import annotations

from games.core.errors import BadParams

#: capital keys, in the text's order (bourse-A-1), and their names
CAPITALS = ("LON", "NY", "MTL", "PAR", "BRU", "BER")
CAPITAL_NAMES = {"LON": "London", "NY": "New York", "MTL": "Montreal", "PAR": "Paris", "BRU": "Brussels",
                 "BER": "Berlin"}
#: the pairs the reconstruction works with (A3)
PAIRS = {"north-america": ("NY", "MTL"), "london-berlin": ("LON", "BER"), "paris-brussels": ("PAR", "BRU")}


def _card(number: int, rise: str, fall: str, evidence: str) -> dict:
    return {"number": number, "rise": list(PAIRS[rise]), "fall": list(PAIRS[fall]), "evidence": evidence}


#: The default reconstruction (see the module docstring).  Highest first.
DEFAULT_CARDS = [
    _card(10, "north-america", "london-berlin",
          "printed in the text: 'Rise 10, New York and Montreal—Fall 10 London and Berlin' (bourse-special-5-score)"),
    _card(9, "london-berlin", "paris-brussels", "assumed (A1-A3)"),
    _card(8, "paris-brussels", "north-america", "assumed (A1-A3)"),
    _card(7, "london-berlin", "north-america",
          "Rise half from the text: 'Rise 7, Berlin, London' (bourse-D-4); its Fall half assumed (A2, A3)"),
    _card(6, "paris-brussels", "london-berlin", "assumed (A1-A3)"),
    _card(5, "north-america", "paris-brussels", "assumed (A1-A3)"),
    _card(4, "paris-brussels", "north-america", "assumed (A1-A3); repeats card 8's pattern"),
]

NOTE = ("Reconstruction: the text never lists the faces of the seven Rise & Fall cards. Card 10 is the text's "
        "own example (special rule 5), card 7's Rise half is paragraph D's example; the values 4-10 and every "
        "other capital are assumptions.")


def check_cards(cards) -> list[dict]:
    """A checked copy of a Rise & Fall set: 1 to 7 cards ``{"number", "rise", "fall"}`` with distinct
    positive numbers (they must rank, bourse-B-note-3), capitals from :data:`CAPITALS`, no capital
    both rising and falling on one card.  Sorted highest first."""
    if not isinstance(cards, list) or not 1 <= len(cards) <= 7:
        raise BadParams("rise_fall_cards: give a list of 1 to 7 cards")
    out = []
    for i, c in enumerate(cards):
        if not isinstance(c, dict) or set(c) - {"number", "rise", "fall", "evidence"}:
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
        out.append({"number": n, "rise": halves["rise"], "fall": halves["fall"],
                    "evidence": str(c.get("evidence", "given as a parameter"))})
    numbers = [c["number"] for c in out]
    if len(set(numbers)) != len(numbers):
        raise BadParams("rise_fall_cards: the numbers must differ (the higher numbered cards are kept, "
                        "bourse-B-note-3)")
    return sorted(out, key=lambda c: -c["number"])


def face_text(card: dict) -> str:
    """How a card reads: 'Rise 10 New York, Montreal — Fall 10 London, Berlin'."""
    parts = []
    for side, word in (("rise", "Rise"), ("fall", "Fall")):
        if card[side]:
            parts.append(f"{word} {card['number']} " + ", ".join(CAPITAL_NAMES[k] for k in card[side]))
    return " — ".join(parts)


__all__ = ["CAPITALS", "CAPITAL_NAMES", "PAIRS", "DEFAULT_CARDS", "NOTE", "check_cards", "face_text"]
