"""Railroads, stock values and the deck of Gavitt's Stock Exchange, per edition.

2003 ("Heirloom Edition", seed 001): the stock table of *What's in the Box*
(``gse2003-box-table``) gives all six railroads and values.

1903 (seed 000): the text names only five railroads and four values:
Santa Fe $250 and N.Y. Central $200 (``gse1903-13``), Mo. Pac. $150 and C.B. & Q. $125
(``gse1903-14``), and Rock Island without a value (``gse1903-2``).  The sixth railroad of the
1903 deck is NOT FOUND in any source (history/facts.md).  The engine therefore treats two things
as *reconstruction parameters* (``values`` in the game params):

* Rock Island: default **$225**.  Evidence: clause 2 lists the three-player deck as
  "8 Santa Fe, 8 N. Y. Central, 8 Rock Island", i.e. the two dearest stocks and then Rock
  Island, which fits Rock Island being the third dearest; the 2003 reissue prints $225.
* the sixth railroad: labelled ``"Railroad F (unknown)"`` (key ``F``), default **$175**.
  Evidence: with Rock Island at $225 the known values form a $25 ladder 125-150-?-200-225-250
  with exactly one gap; the 2003 reissue fills that slot with Penn Central at $175, a company
  that only existed 1968-1976 and so cannot be the 1903 name.  No real name is invented.
"""
from __future__ import annotations

from games.core.clauses import cite

#: key, short label as printed, full name, value  (gse2003-box-table, in the table's order)
RAILROADS_2003 = (
    ("CBQ", "C. B. & Q.", "Chicago, Burlington & Quincy", 125),
    ("MP", "Mo. Pac.", "Missouri Pacific System", 150),
    ("PC", "Penn. Cen.", "Penn Central", 175),
    ("NYC", "N.Y. Cent'l", "New York Central", 200),
    ("RI", "Rock Isl'd", "Rock Island", 225),
    ("SF", "Santa Fe", "Santa Fe", 250),
)

#: 1903: value None = not given by the text, filled by the ``values`` parameter.
RAILROADS_1903 = (
    ("CBQ", "C. B. & Q.", "C. B. & Q.", 125),            # gse1903-14
    ("MP", "Mo. Pac.", "Mo. Pac.", 150),                  # gse1903-14
    ("F", "Railroad F (unknown)", "Railroad F (unknown): the sixth 1903 railroad is not known", None),
    ("NYC", "N. Y. Central", "N. Y. Central", 200),       # gse1903-13
    ("RI", "Rock Island", "Rock Island", None),           # gse1903-2 (no value in the text)
    ("SF", "Santa Fe", "Santa Fe", 250),                  # gse1903-13
)

#: the reconstruction defaults for the gaps of the 1903 text (see module docstring)
DEFAULT_VALUES_1903 = {"RI": 225, "F": 175}

CARDS_PER_RAILROAD = 8  # gse1903-2, gse2003-box-2: eight cards of each railroad


@cite("gse1903-2", "gse2003-setup-2", "gse2003-box-table")
def choose_railroads(edition, players: int, chosen, values: dict) -> list[tuple[str, str, int]]:
    """The railroads in play: one set of eight per player.

    ``edition`` is an :class:`games.gavitt.editions.Edition`.  ``chosen`` is a list of keys
    (gse2003-setup-2: "choose any three sets ... add a fourth set, and so on") or ``None`` for
    the edition's default: its ``deal_order`` (the railroads its text names, one more per
    player) or, without one, the ``players`` dearest railroads (ties in table order).  Returns
    ``[(key, label, value)]`` sorted by value, cheapest first: the order the engine uses for
    hands, "sets" gathering and displays.
    """
    full = [(key, label, values[key]) for key, label, _name, _v in edition.railroads]
    keys = [k for k, *_ in full]
    if chosen is None and edition.deal_order is not None:  # the railroads the text names, in its order
        chosen = edition.deal_order[:players]
    if chosen is None:
        ranked = sorted(range(len(full)), key=lambda i: (-full[i][2], i))[:players]
        picked = [full[i] for i in sorted(ranked)]
    else:
        picked = [full[keys.index(k)] for k in chosen]
    order = {r[0]: i for i, r in enumerate(full)}
    picked.sort(key=lambda r: (r[2], order[r[0]]))
    return picked
