"""Scoring at the end of a railway game (railway-scoring-1..4), line by line with its clauses.

Each line has the shape of every game's scoring lines, ``{"seat", "amount", "clause", "what"}``
(the clause that gives the line), plus, for the cards left in a hand, ``"also"`` (the value table
it applies, railway-scoring-4), ``"holder"`` (whose hand), ``"cards"`` and ``"rows"`` (the cards
counted by the rows of the value table: ``{"row", "count", "each", "amount"}``).  The game-over
event carries them, so a page explains the score from the engine's own account and never works it
out again.
"""
from __future__ import annotations

from games.core.clauses import cite
from games.core.wording import plural

from .cards import KEY, ROW, VALUE

ROWS = ("Engines", "Other Vehicles", "Pass Cards", "Red Signals", "Green Signals (1)", "Green Signals (2)")
ROW_VALUE = {"Engines": 3, "Other Vehicles": 1, "Pass Cards": 4, "Red Signals": 1, "Green Signals (1)": 2,
             "Green Signals (2)": 3}


#: scoring-4's rows in the singular, for a count of one ("1 Engine × 3")
ROW_SINGULAR = {"Engines": "Engine", "Other Vehicles": "Other Vehicle", "Pass Cards": "Pass Card",
                "Red Signals": "Red Signal", "Green Signals (1)": "Green Signal (1)",
                "Green Signals (2)": "Green Signal (2)"}


def row_text(row: dict) -> str:
    """A row of railway-scoring-4 for a hand, in words: '1 Engine × 3', '4 Other Vehicles × 1'."""
    return f"{plural(row['count'], ROW_SINGULAR.get(row['row'], row['row']), row['row'])} \u00d7 {row['each']}"


def hand_rows(hand) -> list[dict]:
    """The cards of a hand counted by the rows of railway-scoring-4, each with its ``text``."""
    counts: dict[str, int] = {}
    for c in hand:
        counts[ROW[c]] = counts.get(ROW[c], 0) + 1
    rows = [{"row": r, "count": counts[r], "each": ROW_VALUE[r], "amount": counts[r] * ROW_VALUE[r]}
            for r in ROWS if r in counts]
    for row in rows:
        row["text"] = row_text(row)
    return rows


@cite("railway-scoring-1", "railway-scoring-2", "railway-scoring-3", "railway-scoring-4")
def score_lines(hands, trains, winner, mode: str, made_up=None) -> list[dict]:
    """The score sheet, line by line.

    railway-scoring-1 "Plus 5 to each player making up a train": a train laid down, or (``made_up[s]``)
    complete in the hand but not yet laid, which only 'lay_down' 'in-turn' allows.
    ``mode`` is the ``hand_count`` parameter (railway-scoring-3): ``"winner"`` only the winner scores
    the cards left in his opponents' hands; ``"opponents"`` each player scores the cards left in
    every opponent's hand; ``"against"`` each player loses the value of his own hand."""
    n = len(hands)
    lines: list[dict] = []
    for s in range(n):
        if trains[s] is not None:  # railway-scoring-1
            lines.append({"seat": s, "amount": 5, "clause": "railway-scoring-1", "what": "made up a train"})
        elif made_up and made_up[s]:
            lines.append({"seat": s, "amount": 5, "clause": "railway-scoring-1",
                          "what": "made up a train (complete in his hand, not yet laid down)"})
    if winner is not None:  # railway-scoring-2
        lines.append({"seat": winner, "amount": 10, "clause": "railway-scoring-2", "what": "won the game"})

    def hand_line(seat, holder, sign, what):
        pts = sum(VALUE[c] for c in hands[holder])
        return {"seat": seat, "amount": sign * pts, "clause": "railway-scoring-3", "what": what,
                "also": ["railway-scoring-4"], "holder": holder, "cards": sorted(KEY[c] for c in hands[holder]),
                "rows": hand_rows(hands[holder])}

    if mode == "against":
        for s in range(n):
            lines.append(hand_line(s, s, -1, "cards left in his own hand count against him"))
    else:
        scorers = range(n) if mode == "opponents" else ([] if winner is None else [winner])
        for s in scorers:
            for o in range(n):
                if o != s:
                    lines.append(hand_line(s, o, 1, "cards left in an opponent's hand"))
    return lines


def totals(lines, n: int) -> list[int]:
    out = [0] * n
    for line in lines:
        out[line["seat"]] += line["amount"]
    return out
