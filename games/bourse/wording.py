"""How Bourse words its events: terse lines for the golden transcripts (which depend on them: keep
them stable), and sentences for a reader at the table, in plain words (the page's log and its
screen-reader announcements), both tables event type -> words (games.core.transcript.word)."""
from __future__ import annotations

from games.core.paramwords import labelled, with_form
from games.core.reaction import speed_param
from games.core.transcript import game_over_line, word
from games.core.wording import Reader, final_place, number_word, sentence_list, signed, total

from .pack import RF, SELL, make_pack
from .reconstruction import CAPITAL_NAMES, CAPITALS, DEFAULT_CARDS

#: the engine's keys of the cards of a full pack, which a reader's words never show
#: (tests/engine/test_plain_words.py)
CARD_KEYS = frozenset(set(make_pack(7, sorted(DEFAULT_CARDS, key=lambda c: -c["number"]))) | {RF, SELL})


def _score_line(e):
    lines = [f"hand {e['hand']} scored, starting with P{e['closer']}"]
    for r in e["results"]:
        s = r["seat"]
        how = " ".join(f"{ln['amount']:+d}[{ln['clause']}]" for ln in e["lines"] if ln["seat"] == s)
        lines.append(f"  P{s} {' '.join(e['hands'][s])}: {how} = {r['net']:+d}")
    lines.append(f"  totals {e['totals']}")
    return "\n".join(lines)


#: event type -> its transcript line (a format string over the event's fields, or a function)
LINES = {
    "deal": lambda e: (f"hand {e['hand']}: P{e['dealer']} deals {sum(e['sizes'])} cards {e['sizes']}, "
                       f"takes up his hand at {e['signal_t']}"),
    "cards": lambda e: f"P{e['to']} is dealt {' '.join(e['cards'])}",
    "call": lambda e: (f"P{e['seat']} calls {e['count']}, meeting #{e['meets']}" if "meets" in e
                       else f"P{e['seat']} calls {e['count']} (#{e['call']})"),
    "withdraw": "P{seat} stops calling (#{call})",
    "trade": "P{giver} and P{taker} exchange {count} (#{offer})",
    "received": lambda e: f"  P{e['to']} receives {' '.join(e['cards'])} from P{e['from']}",
    "close": "P{seat} calls {word!r} [{clause}]: all exchange stops",
    "score": _score_line,
    "game_over": game_over_line,
}


def transcript_line(e: dict) -> str:
    return word(LINES, e)


# ------------------------------------------------------------------ the reader's words
def card_name(key: str) -> str:
    """A card by the name it prints: 'London', 'Rise & Fall 9', 'Selling card'."""
    if key == SELL:
        return "Selling card"
    if key.startswith(RF):
        return f"Rise & Fall {key[len(RF):]}"
    return CAPITAL_NAMES.get(key, key)


def cards_text(keys) -> str:
    """Cards as a sentence, copies counted: 'three London cards, a Paris card, Rise & Fall 9 and
    the Selling card'."""
    counts: dict[str, int] = {}
    for k in keys:
        counts[k] = counts.get(k, 0) + 1
    out = []
    for k in sorted(counts, key=lambda k: (k == SELL, k.startswith(RF), CAPITALS.index(k) if k in CAPITALS else 0,
                                           -int(k[len(RF):]) if k.startswith(RF) else 0)):
        n = counts[k]
        if k == SELL:
            out.append("the Selling card")
        elif k.startswith(RF):
            out.append(card_name(k))
        else:
            out.append(f"{'a' if n == 1 else number_word(n)} {card_name(k)} card{'s' if n > 1 else ''}")
    return sentence_list(out)


def _call(e, r):
    number = number_word(e["count"]).capitalize()
    return f"{r.does(e['seat'], 'call')} \u201c{number}!\u201d" + (", meeting an equal call." if "meets" in e else "")


def _score_line(x, r):
    return f"{r.who(x['seat'])}: {x['amount']:+d}, {x['what']}."


def _score(e, r):
    totals = sentence_list(f"{r.who(s, False)} {total(v)}" for s, v in enumerate(e["totals"]))
    head = (f"Hand {e['hand']} is scored, starting with {r.who(e['closer'], False)}, who called "
            f"\u201c{e['word']}\u201d. Totals: {totals}.")
    return " ".join([head] + [_score_line(x, r) for x in e.get("lines", [])])


def _game_over(e, r):
    w = e["winners"]
    verb = "wins" if len(w) == 1 and w[0] != r.seat else "win"
    share = " share the win" if len(w) > 1 else f" {verb}"
    return f"Game over: {r.seats(w)}{share} with {e['scores'][w[0]]}."


def yours(e: dict, seat) -> str | None:
    """What a scored hand or the game's end meant for the reader alone, said before the rest: 'Your
    hand 2: +12, and your total is 37. You: +12, ...' (the reader's own scoring lines, in the hand's
    words); 'You finish second of four, with 37; the winner has 52.'."""
    if seat is None:
        return None
    r = Reader(seat)
    if e["type"] == "score" and isinstance(e.get("totals"), list):
        net = next((x["net"] for x in e.get("results", []) if x.get("seat") == seat), None)
        if net is None:
            return None
        own = [_score_line(x, r) for x in e.get("lines", []) if x["seat"] == seat]
        return " ".join([f"Your hand {e['hand']}: {signed(net)}, and your total is {total(e['totals'][seat])}."] + own)
    if e["type"] == "game_over" and e.get("scores") and seat not in e["winners"]:  # a winner is told so by the event
        return final_place(e["scores"], e["winners"], seat, total)
    return None


#: event type -> a function ``(event, reader) -> sentence``
SENTENCES = {
    "deal": lambda e, r: (f"Hand {e['hand']}: {r.does(e['dealer'], 'deal')} all {sum(e['sizes'])} cards; the "
                          "exchange opens when "
                          + ("you take up your hand." if e["dealer"] == r.seat else "he takes up his hand.")),
    "cards": lambda e, r: f"{r.is_(e['to'])} dealt {cards_text(e['cards'])}.",
    "call": _call,
    "withdraw": lambda e, r: f"{r.does(e['seat'], 'stop')} calling.",
    "trade": lambda e, r: (f"{r.seats([e['giver'], e['taker']])} exchange {number_word(e['count'])} "
                           f"card{'s' if e['count'] > 1 else ''}, face down."),
    "received": lambda e, r: f"{r.does(e['to'], 'receive')} {cards_text(e['cards'])} from {r.who(e['from'], False)}.",
    "close": lambda e, r: f"{r.does(e['seat'], 'call')} \u201c{e['word']}\u201d: all exchange stops.",
    "score": _score,
    "game_over": _game_over,
}

#: event type -> the clauses behind it (the page links them beside the words, which name none)
CLAUSES = {
    "deal": ["bourse-E-1", "bourse-E-2"],
    "cards": ["bourse-E-1"],
    "call": ["bourse-F-1", "bourse-F-2"],
    "trade": ["bourse-F-2"],
    "received": ["bourse-F-2"],
    "score": ["bourse-G-4", "bourse-G-5"],
}


def describe(e: dict, seat=None) -> str:
    """The event in words for a reader at ``seat`` (None: a spectator): "You", "Player 2"; cards by
    the names they print; no clause id (:func:`clauses_of` gives them)."""
    return word(SENTENCES, e, Reader(seat), otherwise=transcript_line)


def clauses_of(e: dict) -> list[str]:
    own = e.get("clause")
    out = list(CLAUSES.get(e["type"], []))
    return ([own] if own and own not in out else []) + out


# ------------------------------------------------------------------ the table's own words
#: what the Bourse table says beyond its events (games.core.wording.TABLE_WORDS has the shared ones)
PAGE_WORDS = {
    # the table's state on its status line (docs/js/status.js)
    "state_ready": "Hands dealt: press Start",
    "state_running": "The exchange is open",
    "state_between": "Hand scored",
    "new_game": "{why}: {players} players, against bots at the {speed} speed; the game is "
                "taken to {target}.",
    "signal": "Hand {hand}: the hands are taken up, and the exchange is open.",
    # the table's controls and parts, as this game names them (docs/js/games/bourse/board.js, parts.js)
    "start": "Start: take up the hands",
    "start_next": "Next hand: take up the hands",
    "hand_info": "Hand {hand} \u00b7 to {target}",
    "into_hand": "Market open for {s} s",
    "hand_result": "Hand result",
    "players_at_table": "Players at the table",
    "calls_on_table": "Calls on the table",
    "cards_group": "Your cards: press to select",
    "evidence_summary": "Your Rise & Fall cards: where each face comes from",
    "stop_calling": "Stop calling",
    "call": "Call",
    "call_n": "Call {n}",
    "call_n_name_one": "Call {n}: exchange the {n} selected card",
    "call_n_name_many": "Call {n}: exchange the {n} selected cards",
    "call_none_name": "Call: select cards first",
    "clear_selection": "Clear selection",
    "close_market": "Close the market",
    "sell_market": "Sell (close the market)",
    "your_hand": "Your hand",
    "score_sheet": "Score sheet",
    "received_from": "Received from {who}: {cards}.",
    "seat_you": "You (player {n})",
    "seat_total": "total {total}",
    "dealer": "Dealer",
    "n_cards": "{n} cards",
    "calling": "calling {n}",
    "match": "Match with selected cards",
    "match_name": "Match with selected cards: {who}\u2019s call of {n}",
    "calls": "{who} calls \u201c{n}!\u201d",
    "face_down_card": "Card {i}, face down until the hands are taken up",
    "phase_ready": "The cards are dealt. Press Start: the hands are taken up and the exchange opens.",
    "phase_running": "The exchange is open: select cards of one kind and call their number, match a call, or close "
                     "the market.",
    "phase_between": "The hand is scored. Press \u201cNext hand\u201d to play on.",
    "phase_over": "Game over.",
    "not_started": "No player touches the cards until the dealer takes up his own hand: press Start.",
    "select_first": "Select the cards you wish to exchange first, all of one kind.",
    # what the hand would score if the market closed now (costly.value_words), and the Selling card's
    # price before another's close makes the reader pay it (costly.selling_warning, bourse-H-2)
    "value_now": "If the market closed now, your hand would score {value}.",
    "value_selling": "If you sold now, your hand would score {own}; if another player closed the market, {theirs}.",
    "value_nothing": "Your hand counts nothing while it holds no Rise & Fall card.",
    "value_nothing_loss": "Your hand counts nothing while it holds no Rise & Fall card; if another player closed "
                          "the market now, you would score {loss} for the Selling card.",
    "selling_warning": "You hold the Selling card: if another player closes the market, you lose {loss} after your "
                       "hand is doubled. Sell first, or exchange the card, to avoid it.",
    "selling_warning_nothing": "You hold the Selling card: if another player closes the market, you lose {loss}, "
                               "even though your hand counts nothing. Exchange the card to avoid it.",
    "no_close": "You hold no Rise & Fall card, so you cannot close the market.",
    "no_calls": "Nobody is calling.",
    "counts_key": "\u2605 counts for you, \u25bc against you: which cards, and why",
    "my_call": "You are calling \u201c{count}!\u201d with {cards}.",
    "players_hint": "You and {min} to {max} bots.",
    # the scored hand and the score sheet (docs/js/games/bourse/scoring.js)
    "result_hint": "Each line says how a card counted; the clauses behind it are one tap further, under \u201cRules behind this\u201d.",
    "seat_result": "{who}: {net} \u2192 total {total}",
    "hand_cards": "Hand: {cards}.",
    "sheet_caption": "Running totals: the game is taken to {target}",
    "sheet_empty": "No hand scored yet.",
    "sheet_hand": "Hand",
    "sheet_closer": "Closed by",
    "sheet_total": "Total",
    "sheet_region": "Score sheet table",
    "pace_hint": "On for a first visit. Each hand first stands still for {read_s} seconds, so that you can read your hand; then the bots play slower until you make your first call of the hand (on a first visit, for the whole first game).",
}


def hand_marks(keys, faces: dict) -> dict:
    """The cards of a hand that count, each with the reason, for the page to mark them: the
    capitals its Rise & Fall cards raise (``good``) or lower, with their ``worth`` each, its Rise &
    Fall cards and the Selling card (bourse-D-2..5, bourse-H-1); nothing in a hand without a Rise &
    Fall card, which counts nothing (bourse-special-3)."""
    from .scoring import capital_values

    if not any(k.startswith(RF) for k in keys):
        return {}
    values = capital_values(keys, faces)
    out = {}
    for k in dict.fromkeys(keys):
        if k == SELL:
            out[k] = {"why": "the Selling card: it doubles your hand's count, plus or minus", "good": True}
        elif k.startswith(RF):
            out[k] = {"why": "your Rise & Fall card: it says what your capitals are worth", "good": True}
        elif values.get(k):
            v = values[k]
            out[k] = {"why": f"{'rising' if v > 0 else 'falling'}: {signed(v)} each in your hand", "good": v > 0,
                      "worth": v}
    return out


__all__ = ["CLAUSES", "LINES", "PAGE_WORDS", "SENTENCES", "card_name", "cards_text", "clauses_of", "describe",
           "hand_marks", "transcript_line"]


#: every parameter the engine's words name, in plain words (games.core.paramwords): the clause notes
#: (clauses.py, as ``{param}`` and ``{param=value}``) and the lab's ranking of the readings alike
PARAM_WORDS = {
    "rise_fall_set": {"name": "The Rise & Fall faces",
                      "values": {"archive": "the archive's reconstruction",
                                 "literal-fall-7": "card 7 as \u201cFall 7, Berlin, London\u201d",
                                 "rise-only": "Rise-only cards", "fall-only": "Fall-only cards",
                                 "rise-or-fall": "Rise or Fall cards", "crossed-pairs": "other pairings"}},
    "rise_fall_cards": {"name": "Your own Rise & Fall cards"},
    "target": {"name": "The total that ends the game", "unit": "number"},
    "target_rule": {"name": "The game ends", "values": {"reach": "when someone reaches 200",
                                                        "exceed": "only when someone passes 200"}},
    "tie_rule": {"name": "A tie for the highest total", "values": {"shared": "they share the win",
                                                                 "play-on": "another hand is played"}},
    "selling_penalty": {"name": "The Selling card's loss", "unit": "number"},
    "penalty_without_rise_fall": {"name": "The Selling card's loss in a hand that counts nothing",
                                  "values": {"True": "it strikes", "False": "it does not strike"}},
    "extra_card": {"name": "Below seven players the ninth card goes",
                   "values": {"left": "to the dealer's left", "dealer": "to the dealer"}},
    "first_dealer": {"name": "Who deals first"},
    "hand_gap_ms": {"name": "The pause between hands", "unit": "seconds"},
}

#: the bots' options the clause notes name (``{bot.option}``), in plain words
BOT_WORDS = {
    "close_at": {"name": "The count at which a bot closes at once", "unit": "number"},
    "decay_ms": {"name": "How long that count takes to fall to nothing", "unit": "seconds"},
    "aim": {"name": "What a bot closes a small hand for",
            "values": {"win": "to win", "block": "to block"}},
    "sit_tight": {"name": "Sit tight when leading", "values": {"True": "sits tight", "False": "keeps exchanging"}},
    "stale_ms": {"name": "How long a minus hand may go without improving", "unit": "seconds"},
    "havoc": {"name": "Give a Rise & Fall card to a player about to close",
              "values": {"True": "gives it", "False": "keeps it"}},
    "neutral_ms": {"name": "How long a bot keeps the capitals that count nothing", "unit": "seconds"},
}

# The Options form's words for the options the page offers (docs/js/games/bourse/board.js): a label
# where the name is too long for a control, a hint where the control needs one.
PARAM_WORDS = with_form(PARAM_WORDS, {
    "players": {"name": "The number of players", "unit": "number", "label": "Players"},
    "target": {"label": "Game to"},
    "target_rule": {"label": "The end: the target"},
    "tie_rule": {"label": "Equal highest totals"},
    "selling_penalty": {"label": "Selling card's loss"},
    "penalty_without_rise_fall": {"label": "The loss strikes a hand that counts nothing"},
    "extra_card": {"label": "The ninth card below seven players"},
})
BOT_WORDS = with_form(BOT_WORDS, {
    "speed": labelled(speed_param("slow"), "How fast the bots react", label="Bot speed",
                      hint="How fast the bots react (for the next game)."),
})
