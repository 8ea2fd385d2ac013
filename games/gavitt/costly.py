"""Warnings before a costly move: where the 1903 rules make a move cost the mover, the reader's view
says so before the move, in words, with the clause (``view(seat)["warning"]``), so that a newcomer
learns the Telegram's price before paying it, not from the result.

The Telegram (gse1903-27 to -30) costs its holder when the round's set is made with it in hand:
under the default reading (``telegram_moment``: completion) the broker who completes a full set
first while holding it loses ``telegram_value``, whether or not he calls, and if he then lets
another broker call first he is also fined (gse1903-29, when fines are played); under the
alternative reading (``telegram_moment``: call) the broker who calls while holding it loses it."""
from __future__ import annotations

from .wording import dollars


def telegram_warning(game, seat: int) -> dict | None:
    """``{"text", "clauses"}``: what holding the Telegram now may cost ``seat``, or None when it costs
    nothing (not in play, not held, or the round's first set was made without it)."""
    p = game.params
    if not p["telegram"] or game.telegram != seat or game.over:
        return None
    loss = dollars(p["telegram_value"])
    if p["telegram_moment"] == "call":
        return {"text": f"You hold the Telegram: call TOPEKA with it and you lose {loss}.", "clauses": ["gse1903-28"]}
    first = game.first_complete
    if first is None:
        return {"text": f"You hold the Telegram: complete a set first with it and you lose {loss}, call or not.",
                "clauses": ["gse1903-28"]}
    if first == (seat, seat):
        text = f"You completed your set first with the Telegram: you lose {loss} this round."
        clauses = ["gse1903-28"]
        if p["fines"]:
            text += f" Call TOPEKA now, or be fined {dollars(p['heavy_fine'])} if another broker calls first."
            clauses.append("gse1903-29")
        return {"text": text, "clauses": clauses}
    return None
