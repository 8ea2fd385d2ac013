"""Scoring a hand of Bourse (paragraphs D and H, special rules 3 and 5), with its lines.

Each line is ``{"seat", "amount", "clause", "what"}``: the engine says what the page shows, so
the demo never re-derives a score or guesses a clause.
"""
from __future__ import annotations

from games.core.clauses import cite

from .pack import RF, SELL
from .reconstruction import CAPITAL_NAMES, CAPITALS


def capital_values(keys, faces: dict) -> dict:
    """What each capital is worth in a hand holding ``keys``: the sum, over the hand's Rise & Fall
    cards, of +number where it rises and -number where it falls (bourse-D-2..5; several cards
    combine, bourse-special-5-score)."""
    values = dict.fromkeys(CAPITALS, 0)
    for k in keys:
        if k.startswith(RF):
            face = faces[k]
            for c in face["rise"]:
                values[c] += face["number"]
            for c in face["fall"]:
                values[c] -= face["number"]
    return values


def base_score(keys, faces: dict) -> int:
    """The hand's count before the Selling card: 0 without a Rise & Fall card (bourse-special-3)."""
    if not any(k.startswith(RF) for k in keys):
        return 0
    values = capital_values(keys, faces)
    return sum(values[k] for k in keys if k in values)


def _plural(n: int, name: str) -> str:
    return f"1 {name} card" if n == 1 else f"{n} {name} cards"


@cite("bourse-D-1", "bourse-D-2", "bourse-D-3", "bourse-D-4", "bourse-D-5", "bourse-H-1", "bourse-H-2",
      "bourse-special-3", "bourse-special-5-score", "bourse-remember-5", "bourse-remember-7", "bourse-C")
def score_hand(seat: int, keys: list[str], faces: dict, closer: int, params: dict) -> tuple[dict, list[dict]]:
    """Score one hand.  Returns ``(result, lines)``; ``result`` is ``{"seat", "rise_fall": [keys],
    "capitals": int, "doubled": bool, "penalty": int, "net": int}``."""
    rfs = [k for k in keys if k.startswith(RF)]
    selling = SELL in keys
    lines: list[dict] = []

    def line(amount, clause, what):
        lines.append({"seat": seat, "amount": amount, "clause": clause, "what": what})

    if not rfs:
        base = 0
        what = "no Rise & Fall card: the hand counts nothing"
        if selling:
            what += ", even with the Selling card"
        line(0, "bourse-special-3", what)
    else:
        values = capital_values(keys, faces)
        base = 0
        for cap in CAPITALS:
            n = keys.count(cap)
            if not n:
                continue
            v = values[cap]
            base += n * v
            name = CAPITAL_NAMES[cap]
            parts = [f"Rise {faces[k]['number']}" for k in rfs if cap in faces[k]["rise"]]
            parts += [f"Fall {faces[k]['number']}" for k in rfs if cap in faces[k]["fall"]]
            if not parts:
                line(0, "bourse-remember-7", f"{_plural(n, name)}: not on the hand's Rise & Fall cards, count nothing")
                continue
            how = " and ".join(parts)
            clause = ("bourse-special-5-score" if len(parts) > 1 else
                      "bourse-D-4" if v > 0 else "bourse-D-5")
            each = "" if n == 1 else " each"
            line(n * v, clause, f"{_plural(n, name)} at {v:+d}{each} ({how})")
    score = base
    if selling and rfs:
        score = 2 * base
        line(score - base, "bourse-H-1", f"the Selling card doubles {base:+d} to {score:+d}")
    penalty = 0
    if selling and seat != closer and (rfs or params["penalty_without_rise_fall"]):
        penalty = params["selling_penalty"]
        line(-penalty, "bourse-H-2", f"holding the Selling card when another closes the market: -{penalty}"
             + ("" if rfs else " (even though the hand counts nothing)"))
    net = score - penalty
    return ({"seat": seat, "rise_fall": rfs, "capitals": base, "doubled": selling and bool(rfs), "penalty": penalty,
             "net": net}, lines)


__all__ = ["capital_values", "base_score", "score_hand"]
