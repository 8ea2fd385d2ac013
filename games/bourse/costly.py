"""Before a costly move at the Bourse: what the reader's hand would score if the market closed now,
and the Selling card's price, said before another player's close makes him pay it (bourse-H-2), in
words, with the clause (``view(seat)["value_text"]`` and ``view(seat)["warning"]``).

Both come from the scoring itself (:func:`games.bourse.scoring.score_hand`, once as the closer and once
with another player closing), so the page never works a score out and the words cannot disagree
with the hand's result."""
from __future__ import annotations

from games.core.clauses import cite
from games.core.wording import signed

from .pack import RF, SELL
from .scoring import score_hand
from .wording import PAGE_WORDS


def _nets(game, seat: int) -> tuple[int, int]:
    """The hand's net score if ``seat`` closed (or sold) now, and if another player closed now."""
    keys = game.holding_keys(seat)
    other = (seat + 1) % game.n
    own = score_hand(seat, keys, game.faces, seat, game.params)[0]["net"]
    theirs = score_hand(seat, keys, game.faces, other, game.params)[0]["net"]
    return own, theirs


def value_words(game, seat: int) -> str:
    """What ``seat``'s hand would score if the market closed now, in table words: 'If the market closed
    now, your hand would score +20.' With the Selling card, the two closes it tells apart (bourse-H-1,
    bourse-H-2); without a Rise & Fall card, that the hand counts nothing (bourse-special-3)."""
    keys = game.holding_keys(seat)
    own, theirs = _nets(game, seat)
    if not any(k.startswith(RF) for k in keys):
        return PAGE_WORDS["value_nothing" if theirs == 0 else "value_nothing_loss"].format(loss=signed(theirs))
    if SELL in keys:
        return PAGE_WORDS["value_selling"].format(own=signed(own), theirs=signed(theirs))
    return PAGE_WORDS["value_now"].format(value=signed(own))


@cite("bourse-H-2", "bourse-special-3")
def selling_warning(game, seat: int) -> dict | None:
    """``{"text", "clauses"}``: what the Selling card in ``seat``'s hand costs him if another player
    closes the market (bourse-H-2: he loses ``selling_penalty`` after doubling), said while it may
    still be avoided; None when it costs nothing (not held, the game over, no loss set, or a hand
    without a Rise & Fall card under the default reading of special rule 3)."""
    p = game.params
    keys = game.holding_keys(seat)
    if game.over or SELL not in keys or not p["selling_penalty"]:
        return None
    if any(k.startswith(RF) for k in keys):
        return {"text": PAGE_WORDS["selling_warning"].format(loss=p["selling_penalty"]), "clauses": ["bourse-H-2"]}
    if p["penalty_without_rise_fall"]:
        return {"text": PAGE_WORDS["selling_warning_nothing"].format(loss=p["selling_penalty"]),
                "clauses": ["bourse-H-2", "bourse-special-3"]}
    return None


__all__ = ["selling_warning", "value_words"]
