"""Scoring a round of Gavitt's Stock Exchange, line by line, each line with its clause.

:func:`stock_lines` scores the cards (gse1903-13/14, gse2003-score-2/3, gse2003-score-note);
:func:`telegram_lines` the Telegram Card (gse1903-27..30) under the reading the parameter
``telegram_moment`` chooses:

``"completion"`` (default: the words of the 1903 text)
    The moment a full set is completed decides, not the call.  Rule 28: "A BROKER who completes
    his full set of stock first, with the Telegram in his possession, loses $100.00 from this set
    of stock which he has just secured"; rule 29 uses the same words for a broker who completes
    first and "does not call out the word TOPEKA" (he may also be heavily fined); rule 30: "The
    BROKER holding the Telegram when a full set of stock has been secured by Another Broker may add
    $100.00".  So the engine notes, when the round's first full set is completed, who completed it
    and who held the Telegram *after* that trade (the Telegram travels with the trade that
    completes the set).  If the completer held it, he loses $100 (28), whether he calls or not,
    and is fined if another broker calls (29); otherwise its holder at that moment gains $100 (30),
    even if it has changed hands before the call.  When one trade completes two sets at once
    and one of the two holds the Telegram after it, he counts as the first (he completed his set
    first "with the Telegram in his possession"); otherwise the giver's counts first.
``"call"`` (the engine's earlier reading, kept as the alternative)
    Whoever holds the Telegram at the call: the caller loses $100, anyone else gains $100; the
    heavy fine of 29 falls on a holder at the call who completed his set before the caller did.
"""
from __future__ import annotations

from games.core.clauses import cite

MAJORITY = 5


@cite("gse1903-13", "gse1903-14", "gse2003-score-2", "gse2003-score-3", "gse2003-score-note")
def stock_lines(game, caller: int, rr: int) -> tuple[list[int], list[dict]]:
    """Each seat's stock score and its line: the caller twice his set's value, five or more of a
    railroad its value, fewer than five of every railroad nothing."""
    ed = game.ed
    labels = game.rr_labels
    values = game.rr_values
    full = 8
    stock = [0] * game.n
    lines = []
    for s in range(game.n):
        c = game.counts[s]
        best = max(range(game.nrr), key=c.__getitem__)
        if s == caller:
            stock[s] = 2 * values[rr]  # gse1903-13, gse2003-score-3
            lines.append({"seat": s, "amount": stock[s], "clause": ed.clause("caller_scores"),
                          "what": f"called TOPEKA with all eight {labels[rr]}: twice ${values[rr]}"})
        elif c[best] >= MAJORITY:
            stock[s] = values[best]  # gse1903-14, gse2003-score-2, gse2003-score-note
            whole = c[best] == full
            lines.append({"seat": s, "amount": stock[s], "clause": ed.clause("unclaimed" if whole else "majority"),
                          "what": f"holds {c[best]} {labels[best]}"
                                  + (" (a full set, not called)" if whole else " (five or more)")})
        else:
            lines.append({"seat": s, "amount": 0, "clause": ed.clause("nothing"),
                          "what": f"holds no five of one railroad (at most {c[best]} {labels[best]})"})
    return stock, lines


@cite("gse1903-29")
def telegram_fine_29(game, caller: int) -> int | None:
    """The seat that completed its set first with the Telegram and did not call (gse1903-29), or None."""
    if game.params["telegram_moment"] == "call":
        h = game.telegram
        done = game.completed_at
        if h is not None and h != caller and done[h] is not None and done[h] < done[caller]:
            return h
        return None
    first = game.first_complete
    if first is not None and first[0] == first[1] and first[0] != caller:
        return first[0]
    return None


@cite("gse1903-27", "gse1903-28", "gse1903-30")
def telegram_lines(game, caller: int) -> tuple[list[int], list[dict]]:
    """The Telegram's gains and losses (gse1903-27, -28, -30) and their lines."""
    tele = [0] * game.n
    if not game.params["telegram"]:
        return tele, []
    tv = game.params["telegram_value"]
    if game.params["telegram_moment"] == "call":
        h = game.telegram
        if h == caller:
            tele[h] = -tv
            return tele, [{"seat": h, "amount": -tv, "clause": "gse1903-28", "what": "called while holding the Telegram"}]
        tele[h] = tv
        return tele, [{"seat": h, "amount": tv, "clause": "gse1903-30",
                       "what": "holds the Telegram when another broker's set is secured"}]
    completer, holder = game.first_complete
    if holder == completer:
        tele[holder] = -tv
        return tele, [{"seat": holder, "amount": -tv, "clause": "gse1903-28",
                       "what": "completed his set first with the Telegram in his possession"}]
    tele[holder] = tv
    return tele, [{"seat": holder, "amount": tv, "clause": "gse1903-30",
                   "what": "held the Telegram when another broker completed a full set"}]


__all__ = ["MAJORITY", "stock_lines", "telegram_fine_29", "telegram_lines"]
