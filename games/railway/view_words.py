"""The parts of a railway seat's view that the engine words for its page: each move as its button
says it, the stack and the exposed card, what the reader's train still needs, the cards of the hand
that count and why, and the scoring lines (games/railway/views.py puts them in the view)."""
from __future__ import annotations

from games.core.wording import Reader, number_word, plural, sentence_list

from .cards import ENGINE, GREEN_MOVES, KEY, NAME, NAMES, is_pool
from .wording import PAGE_WORDS, _score_line

#: each move as its button names it (``action_words``); the demand's form labels its own fields
ACTION_WORDS = {
    "draw_exposed": "Take the exposed {card}",
    "draw_stack": "Take the top of the pack",
    "discard": "Discard {card}",
    "lay": "Lay down your train",
    "substitute": "Put your {card} in {whose} train",
    "call": "Pass! Take the {card} for a Pass",
    "decline": "Let it go",
    "demand": "Demand the {card} of {who} for a Pass",
}


def action_words(game, a: dict, seat: int) -> str:
    """One of ``seat``'s legal actions as its button says it: cards by their printed names, the
    other players as the reader knows them ('Put your S.R. Diner in Player 2's train')."""
    kind = a["type"]
    r = Reader(seat)
    if kind == "draw":
        return ACTION_WORDS[f"draw_{a['from']}"].format(card=NAME[game.pile[-1]] if game.pile else "")
    if kind == "call":
        return ACTION_WORDS["call"].format(card=NAME[game.window["card"]])
    return ACTION_WORDS[kind].format(card=NAMES.get(a.get("card"), ""), whose=r.whose(a.get("owner", seat), start=False),
                                     who=r.who(a.get("from", seat), start=False))


def centre_words(game) -> str:
    """The stack and the exposed card in words, the count worded by the engine ('Stack: 1 card face
    down. Exposed: L.M.S. Engine.'): the page formatted '1 cards' itself."""
    exposed = NAME[game.pile[-1]] if game.pile else PAGE_WORDS["nothing_exposed"]
    return PAGE_WORDS["centre"].format(stack=plural(len(game.stack), "card"), exposed=exposed)


def score_items(game, seat: int) -> list[dict]:
    """A finished game's scoring lines for the reader at ``seat``, each in the game's words with its
    clauses (railway-scoring-1..4): the page's score table, which a reload draws from the view."""
    r = Reader(seat)
    return [{"seat": x["seat"], "amount": x["amount"], "text": _score_line(x, r),
             "clauses": [x["clause"], *x.get("also", ())]} for x in game.lines]


def _wanted_words(missing, pool, empty) -> str:
    """One class's empty places in words: 'the S.R. Engine or the Pool Engine'; 'the S.R. 1st Coach
    and the S.R. Pullman (the Pool Coach (1st Diner) can stand for one of them)'; with its Pool unit
    held, 'the S.R. 1st Coach or the S.R. Pullman'."""
    names = [f"the {NAME[c]}" for c in missing]
    if pool is None:  # the Pool unit is held and fills one of the class's (at most two) places
        return sentence_list(names, "or")
    if empty == 1:
        return sentence_list([*names, f"the {NAME[pool]}"], "or")
    return PAGE_WORDS["needs_stand_in"].format(cards=sentence_list(names), pool=NAME[pool])


def needs_words(game, seat: int) -> str:
    """What ``seat``'s train still needs, a place counted once (railway-play-1b, railway-pool-1..5,
    railway-alt): the cards that would fill each empty place, grouped by the place, with the Pool
    unit that can stand for one; in the shorter game, how many of the places behind the engine are
    still to fill. (``Game.needs`` is the set of those cards, for the calls and demands.)"""
    co = game.comp[seat]
    wanted = co.wanted(game.hands[seat])
    engine = [_wanted_words(m, p, e) for k, m, p, e in wanted if k == ENGINE]
    behind = [(m, p, e) for k, m, p, e in wanted if k != ENGINE]
    empty = sum(e for _m, _p, e in behind)
    more = max(0, co.others_to_fill(game.short) - co.filled(game.hands[seat])[1])  # behind the engine, still to fill
    places = len(engine) + more
    if places == 0:
        return PAGE_WORDS["needs_none"]
    parts = list(engine)
    if more:
        words = [_wanted_words(m, p, e) for m, p, e in behind]
        parts += words if more == empty else [PAGE_WORDS["needs_any"].format(
            n=number_word(more), m=number_word(empty), cards="; ".join(words))]
    return PAGE_WORDS["needs"].format(places=plural(places, "place"), cards="; ".join(parts))


def hand_marks(game, seat: int) -> dict:
    """The cards of ``seat``'s hand that count for him, each with the reason, for the page to mark
    them: the cards of his train until it is laid down (a Pool unit with the place it fills), then
    the Green Signals that move it (railway-play-1b, railway-pool-1, railway-play-11)."""
    hand = game.hands[seat]
    out = {}
    if game.trains[seat] is None:
        co = game.comp[seat]
        for place, c in zip(co.places, co.slots(hand)):
            if c is None:
                continue
            out[KEY[c]] = {"why": f"in your train, in place of the {NAME[place]}" if is_pool(c) else "in your train",
                           "good": True}
    else:
        for c in hand:
            n = GREEN_MOVES.get(KEY[c])
            if n:
                out[KEY[c]] = {"why": f"moves your train {plural(n, 'length')}", "good": True}
    return out
