"""The pack of Bourse (paragraphs A and B) and the deal (paragraph E)."""
from __future__ import annotations

from games.core.clauses import cite

from .reconstruction import CAPITALS

SELL = "SELL"
RF = "RF"

#: bourse-B-1..5: capital cards LEFT OUT, by number of players, in CAPITALS order
#: (LON, NY, MTL, PAR, BRU, BER), and Rise & Fall cards left out
REMOVALS = {
    7: ((0, 0, 0, 0, 0, 0), 0),  # bourse-B-1: the full pack
    6: ((1, 1, 1, 1, 1, 1), 1),  # bourse-B-2: 1 of each capital, 1 Rise & Fall
    5: ((2, 2, 2, 2, 2, 3), 2),  # bourse-B-3: 3 Berlin, 2 of each other, 2 Rise & Fall
    4: ((3, 3, 3, 3, 4, 4), 3),  # bourse-B-4: 4 Berlin and Brussels, 3 of each other, 3 Rise & Fall
    3: ((4, 4, 4, 5, 5, 5), 4),  # bourse-B-5: 4 London, Montreal, New York; 5 Berlin, Brussels, Paris; 4 R & F
}
PER_CAPITAL = 8  # bourse-A-1


@cite("bourse-A", "bourse-A-1", "bourse-A-2", "bourse-A-3", "bourse-B", "bourse-B-1", "bourse-B-2", "bourse-B-3",
      "bourse-B-4", "bourse-B-5", "bourse-B-note-1", "bourse-B-note-2", "bourse-B-note-3")
def make_pack(players: int, rise_fall: list[dict]) -> list[str]:
    """The keys of the cards in play for ``players``, one entry per physical card: the capitals
    left after the removals of paragraph B, the ``players`` highest numbered Rise & Fall cards
    (``rise_fall`` is sorted highest first) as ``RF<number>``, and the Selling card, always in."""
    out_caps, out_rf = REMOVALS[players]
    pack = []
    for key, out in zip(CAPITALS, out_caps):
        pack += [key] * (PER_CAPITAL - out)
    # 7 - out_rf == players: the removals leave one per player (bourse-B-note-2), the lowest go
    pack += [f"{RF}{c['number']}" for c in rise_fall[:7 - out_rf][:players]]
    pack.append(SELL)
    return pack


@cite("bourse-E-1", "bourse-E-2")
def deal_order(players: int, dealer: int, cards: int, extra_card: str) -> list[int]:
    """The seat each card of the pile goes to, one at a time.  ``extra_card = "left"``: from the
    dealer's left round to the dealer, so the odd last card falls to the dealer's left;
    ``"dealer"``: the dealer serves himself first."""
    start = dealer + 1 if extra_card == "left" else dealer
    return [(start + k) % players for k in range(cards)]


def kind_of(key: str) -> str:
    """The kind of a card for special rule 1: a capital's key, ``RF`` or ``SELL``."""
    if key.startswith(RF):
        return RF
    return key


__all__ = ["SELL", "RF", "REMOVALS", "PER_CAPITAL", "make_pack", "deal_order", "kind_of"]
