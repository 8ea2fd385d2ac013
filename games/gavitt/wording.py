"""How Gavitt's Stock Exchange words its events: terse lines for the golden transcripts, and
sentences for a reader at the table (the demo's log and screen-reader announcements)."""
from __future__ import annotations

from games.core.paramwords import labelled, with_form
from games.core.reaction import speed_param
from games.core.transcript import game_over_line, word
from games.core.wording import number_word, printed_words, runs, sentence_list, total

from .decks import RAILROADS_1903, RAILROADS_2003

#: the word a broker calls with a full set (gse1903-11a, gse2003-play-3a)
WORD = "TOPEKA"
#: the engine's keys of the cards, which a reader's words never show (tests/engine/test_plain_words.py);
#: a key that is also a word of a printed name ("Railroad F (unknown)") is that name's word
CARD_KEYS = frozenset({k for k, *_ in RAILROADS_1903 + RAILROADS_2003} - printed_words(
    x for _k, label, name, _v in RAILROADS_1903 + RAILROADS_2003 for x in (label, name)))


def normalise_word(word: str) -> str:
    """What counts as saying TOPEKA "plainly in full" (gse1903-11b): case and surrounding
    spaces and punctuation are ignored; any other spelling is no call."""
    return word.strip().strip("!.?,;:'\"").strip().upper()


def _round_end_line(e):
    row = e["row"]
    hands = " | ".join(" ".join(h) for h in e["hands"])
    return "\n".join([f"P{e['caller']} calls TOPEKA with {e['railroad']}: round {e['round']} ends",
                      f"  hands: {hands}",
                      f"  stock {row['stock']} telegram {row['telegram']} fines {row['fines']} totals {row['totals']}"])


#: event type -> its transcript line (a format string over the event's fields, or a function)
LINES = {
    "deal": lambda e: f"round {e['round']}: P{e['dealer']} deals, signal at {e['signal_t']}"
                      + ("" if e.get("telegram") is None else f"; Telegram to P{e['telegram']}"),
    "hand": lambda e: f"P{e['to']} is dealt {' '.join(e['cards'])}",
    "offer": "P{seat} offers {count} (#{offer})",
    "cancel": "P{seat} takes back #{offer}",
    "trade": "P{taker} takes #{offer} from P{giver} ({count})",
    "received": lambda e: f"  P{e['to']} receives {' '.join(e['cards'])}" + (" + Telegram" if e.get("telegram") else ""),
    "fine": "P{seat} fined ${amount} [{clause}]: {reason}",
    "call": "P{seat} calls {word!r}: no call ({reason})",
    "round_end": _round_end_line,
    "game_over": game_over_line,
}


def transcript_line(e: dict) -> str:
    """One event as a line of the golden transcripts (terse, stable: the goldens depend on it)."""
    return word(LINES, e)


def _who(seat, reader, first: bool = True) -> str:
    if seat == reader:
        return "You" if first else "you"
    return f"Broker {seat + 1}"


def _does(seat, reader, verb: str, first: bool = True) -> str:
    """'You trade' / 'Broker 3 trades'."""
    return f"{_who(seat, reader, first)} {verb}" if seat == reader else f"Broker {seat + 1} {verb}s"


def cards_words(keys, labels: dict) -> str:
    """Cards in the order the engine gives them (``_keys``: a railroad's cards together): 'two
    Santa Fe', 'Santa Fe and Mo. Pac.', 'three Santa Fe, three Rock Island and two Mo. Pac.'; the
    events' words and the page's for a hand or an offer."""
    groups = runs(keys)
    names = [f"{number_word(n) if len(groups) > 1 or n > 1 else ''} {labels.get(k, k)}".strip()
             for k, n in groups]
    return sentence_list(names)


def offer_sentence(keys, labels: dict) -> str:
    """The reader's own offer as he is told it when it goes on the table: 'You offer two Santa Fe.'"""
    return _stop(f"You offer {cards_words(keys, labels)}")


def _stop(text: str) -> str:
    """End a sentence once ('Mo. Pac.' ends with its own full stop)."""
    return text if text.endswith(".") else text + "."


def _deal(e, r, _l):
    head = f"Round {e['round']}: {_does(e['dealer'], r, 'deal')}"
    holder = e.get("telegram")
    if holder is None:
        return head + "."
    if holder == e["dealer"]:
        return f"{head} and {'hold' if holder == r else 'holds'} the Telegram."
    return f"{head}; {_does(holder, r, 'hold', False)} the Telegram."


def _trade(e, r, _l):
    giver = "your" if e["giver"] == r else f"Broker {e['giver'] + 1}\u2019s"
    n = e["count"]
    return f"{_does(e['taker'], r, 'take')} {giver} offer: {number_word(n)} card{'s' if n > 1 else ''} each way, face down."


def _money(x: int) -> str:
    return ("+" if x >= 0 else "\u2212") + f"${abs(x)}"


def dollars(x: int) -> str:
    """A total in dollars as a reader writes it: '$2,275', '−$50'."""
    return total(x, unit="$")


#: a scoring line's words (third person, as the scoring writes them) for the reader himself
_SECOND = {"holds": "hold", "has": "have", "is": "are", "was": "were", "calls": "call"}


def _line(x, reader) -> str:
    """A scoring line as a sentence: 'You hold 8 Mo. Pac. (a full set, not called), so +$175.'"""
    what = x["what"]
    if x["seat"] == reader:
        head, _, rest = what.partition(" ")
        what = f"{_SECOND.get(head, head)} {rest}".replace(" his ", " your ")
    if what.startswith("fined: "):
        what = f"{'are' if x['seat'] == reader else 'is'} {what}"
    return f"{_who(x['seat'], reader)} {what}, so {_money(x['amount'])}."


def _round_end(e, reader, labels):
    head = (f"{_does(e['caller'], reader, 'call')} TOPEKA with all eight "
            f"{labels.get(e['railroad'], e['railroad'])}: round {e['round']} is scored.")
    return " ".join([head] + [_line(x, reader) for x in e.get("lines", [])])


def _game_over(e, reader, _labels):
    w = e["winners"]
    names = " and ".join(_who(s, reader, i == 0) for i, s in enumerate(w))
    verb = "win" if len(w) > 1 or w[0] == reader else "wins"
    score = f" with ${e['scores'][w[0]]:,}" if e.get("scores") else ""
    tie = f" {PAGE_WORDS['tie_2003']}" if e.get("clause") == "gse2003-tie-2" else ""
    return f"Game over: {names} {verb}{score}.{tie}"


def _is(seat, reader) -> str:
    """'You are' / 'Broker 3 is'."""
    return f"{_who(seat, reader)} {'are' if seat == reader else 'is'}"


#: a call that is no call: the reason the event gives (terse, for the transcripts) as a reader reads it
CALL_REASONS = {"not the word TOPEKA: no call, play goes on": "for it is not the word TOPEKA: play goes on"}

def _received(e, reader, labels) -> str:
    """'You receive two Santa Fe from Broker 3.', 'Broker 2 receives N. Y. Central from you, and the
    Telegram.': the cards a trade brought, and whose they were (an event without its giver, as a
    worked example states it, is worded without him)."""
    giver = f" from {_who(e['from'], reader, False)}" if e.get("from") is not None else ""
    telegram = ", and the Telegram" if e.get("telegram") else ""
    return _stop(f"{_does(e['to'], reader, 'receive')} {cards_words(e['cards'], labels)}{giver}{telegram}")


#: event type -> a function ``(event, reader, labels) -> sentence``
SENTENCES = {
    "deal": _deal,
    "hand": lambda e, r, labels: _stop(f"{_is(e['to'], r)} dealt {cards_words(e['cards'], labels)}"),
    "offer": lambda e, r, _l: f"{_who(e['seat'], r)}: \u201c{'One' if e['count'] == 1 else 'Two'} to trade!\u201d",
    "cancel": lambda e, r, _l: f"{_does(e['seat'], r, 'take')} back an offer.",
    "trade": _trade,
    "received": _received,
    "fine": lambda e, r, _l: _stop(f"{_is(e['seat'], r)} fined ${e['amount']}: {e['reason']}"),
    "call": lambda e, r, _l: _stop(f"{_does(e['seat'], r, 'call')} \u201c{e['word']}\u201d: no call, "
                                   + CALL_REASONS.get(e["reason"], e["reason"])),
    "round_end": _round_end,
    "game_over": _game_over,
}


def describe(e: dict, reader=None, labels: dict | None = None) -> str:
    """One event as a sentence for a reader sitting at ``reader`` (a seat, or None for a
    spectator): "You", "Broker 3"; railroad keys as the labels the text prints; no clause id (the
    event's clause and its scoring lines' travel beside the words: ``Game.clauses_of``).  The demo
    shows these in its log and announces them to screen readers."""
    return word(SENTENCES, e, reader, labels or {}, otherwise=transcript_line)


# ------------------------------------------------------------------ the table's own words
#: what the Gavitt table says beyond its events (games.core.wording.TABLE_WORDS has the shared ones)
PAGE_WORDS = {
    "pace_fold": "Teaching view, bot speed and learning pace",  # the fold below the table (table.js)
    # the Options form's lines that name numbers (docs/js/games/gavitt/form.js)
    "players_option": "{n} brokers",
    "players_hint": "You and {min} to {max} bots.",
    "target_hint": "Dollars that win the game ({edition}: {amount}).",
    # a card's accessible name (docs/js/games/gavitt/cards.js): what it shows first, then its full label
    "card_name": "{label}, {value}{reconstructed}",
    "card_button": "{printed} {value}{reconstructed}{extra}",
    "card_button_long": "{printed} {value}, {label}{reconstructed}{extra}",
    "card_reconstructed": ", reconstructed: not printed in the rules",
    "card_face_down": "a card, face down",
    # why a saved game is not restored (docs/js/games/gavitt/board.js), told in the table's "discarded" line
    "saved_other_edition": "a saved game of the {saved} rules, not the {edition} rules",
    "saved_players_differ": "its record and its options disagree on the number of brokers",
    "saved_damaged": "damaged log",
    # the seeded deal (docs/js/games/gavitt/deal.js) and the same deal under both rules (samedeal.js)
    "edition_rules": "{edition} rules",
    "broker": "Broker {n}",
    "broker_hand": "Broker {n}: {cards}",
    "deal_edition": "Edition",
    "deal_players": "Players",
    "deal_seed": "Deal number",
    "deal_button": "Deal",
    "deal_bad_seed": "The deal number must be a whole number, 0 or more.",
    "dealing": "Dealing\u2026",
    "deal_failed": "Could not deal: {reason}",
    "same_play": "Play this deal under both rules",
    "same_form": "Same deal, both editions",
    "same_log": "The round as played ({count} events)",
    "same_call": "Broker {n} calls TOPEKA after {trades} trades.",
    "same_telegram": " The Telegram Card is in play.",
    "same_no_telegram": " No Telegram Card.",
    "same_fines": " Fines apply.",
    "same_no_fines": " No fines.",
    "same_caption": "Round 1 scored under the {rules}",
    "same_col_broker": "Broker",
    "same_col_lines": "Lines",
    "same_col_total": "Total",
    "same_line": "{amount}, {what} (",
    "same_line_end": ")",
    "same_difference": "Broker {n}: {old} under 1903, {new} under 2003.",
    "same_rules_said": "{rules}:",
    "same_no_difference": "Every broker scores the same under both rules.",
    "same_deal": "The deal (number {seed}, Broker {dealer} deals)",
    "same_changed": "What the rules changed",
    "same_playing": "Dealing, then playing round 1 under both rules\u2026",
    "same_total": "Broker {n} {amount}",
    "same_played": "Round 1 played under both rules. 1903: {old}. 2003: {new}. {differ}",
    "same_differ_one": "1 broker scores differently.",
    "same_differ": "{count} brokers score differently.",
    "same_failed": "Could not play the deal: {reason}",
    "seat": "Broker {n}",
    "seats": "brokers",
    "why_replay": "Replay of the same deal",
    "why_deal": "New deal",
    "why_speed": "Bot speed changed",
    "new_game": "{why}: {players} brokers, against bots at the {speed} speed; the first to "
                "{target} wins.",
    "signal": "The dealer\u2019s signal: trading opens (round {round}).",
    # the table's controls, as this game names them (docs/js/table/table.js, games/gavitt/board.js)
    "start": "Start: dealer's signal",
    "start_next": "Deal next hand: dealer's signal",
    "new_deal": "New deal",
    "deal_link": "Link to this deal",
    "replay_deal": "Replay this deal",
    "teaching_label": "Teaching view: show every hand",
    "practice_badge": "Practice game",
    "round_info": "Round {round} \u00b7 target {target}",
    "since_signal": "{s} s since the signal",
    # the hand, the offers, the brokers, the result (docs/js/games/gavitt/hand.js, seats.js, result.js)
    "cards_group": "Your cards: press to select",
    "take_back": "Take back my offer",
    "your_offer_label": "Your offer on the table:",
    "offer_selected": "Offer selected",
    "offer_selected_cry": "Offer selected ({cry})",
    "offer_selected_many": "Offer selected ({n} cards)",
    "clear_selection": "Clear selection",
    "call_word_label": "Call out the word",
    "call": "Call",
    "your_hand": "Your hand",
    "just_received": ", just received",
    "face_down_card": "Card {i}, face down until the signal",
    "cry_1": "\u201cOne to trade!\u201d",
    "cry_2": "\u201cTwo to trade!\u201d",
    "brokers_at_table": "Brokers at the table",
    "seat_you": "You (broker {n})",
    "dealer": "Dealer",
    "n_cards": "{n} cards",
    "telegram_badge": "Telegram",
    "offers_on_table": "Offers on the table",
    "offer_line": "{who}: {cry}",
    "let_it_go": "Let it go",
    "held_badge": "Held for you",
    "take_offer": "Take {who}\u2019s {what}",
    "take_offer_giving": "Take {who}\u2019s {what}, giving your selected cards",
    "take_offer_hold": "Take {who}\u2019s {what}, then choose what to give while it is held for you",
    "answer_offer": "Answer with my offer",
    "answer_offer_name": "Answer {who}\u2019s offer with your own offer of {what}",
    "you_lower": "you",
    "round_result": "Round result",
    "score_sheet": "Score sheet",
    "sheet_round": "Round",
    "sheet_call": "TOPEKA",
    "sheet_total": "Total",
    "their_cards": "Broker {n}\u2019s cards: {cards}",
    "phase_ready": "The cards are dealt face down. Press Start to give the dealer\u2019s signal.",
    "phase_running": "Trading is open: select cards and offer them, or take an offer.",
    "phase_between": "The round is over. Press \u201cDeal next hand\u201d to give the next signal.",
    "phase_over": "Game over.",
    "phase_example": "A worked example (see above the table): the table stands still. Make the move, or press "
                     "\u201cShow me\u201d.",
    "waiting": "The round cannot end without you: you hold a card of every railroad, so nobody can collect all eight "
               "of one until you trade. Offer one or two cards, or take an offer.",
    "paused_now": "The game is paused: press Resume, then trade.",
    "over_now": "The game is over. Start a new game, or replay this deal.",
    "not_started": "Wait for the dealer\u2019s signal before looking at or trading cards: press Start.",
    "select_first": "Select one or two of your cards first: press a card to select it.",
    "type_word": "Type the word to call it out.",
    "one_card": "one card",
    "two_cards": "two cards",
    "held": "{who}\u2019s offer is held for you ({seconds} s): select {what} to give. The table waits; Escape lets "
            "it go.",
    "let_go": "You let the offer go.",
    "hold_over": "{who}\u2019s offer was let go. Press Take again, or select your cards first.",
    "select_for": "Select {what} to give for {who}\u2019s offer ({n} selected).",
    "reconstructed": "* Reconstructed: {cards}. The rules leave this name or value out, so this table supplies one "
                     "(Options can change it).",
    "telegram": "You hold the Telegram: it goes with your next trade.",
    "full_set": "Your hand: a full set of {railroad}! Call TOPEKA.",
    "teaching_on": "Teaching view on: every hand is shown, and this game is now a practice game.",
    "practice": "This is a practice game: the teaching view showed every hand.",
    "tie_2003": "A tie is broken by the most recent TOPEKA call.",
    "no_offers": "No open offers.",
    "teaching_hint": "A game played with it on is marked as practice.",
    "speed_next": "The new bot speed is for the next game: press New deal or Replay this deal to play at it.",
    # the round's result and the score sheet (docs/js/games/gavitt/result.js)
    "result_hint": "Each line gives the amount; the clauses that grant it are one tap further, under \u201cRules behind this\u201d.",
    "totals": "Totals: {totals}.",
    "practice_game": "(a practice game)",
    "sheet_title_1903": "Score sheet: kept after every hand",
    "sheet_title_2003": "Score sheet: kept after every round",
    "sheet_scrolls": "The table scrolls sideways: every broker has a column.",
    "sheet_empty": "No round scored yet.",
    "fine_cell": "fine {amount}",
    "in_play": "in play",
    "pace_hint": "On for a first visit. Each round first stands still for {read_s} seconds, so that you can read your hand; then the bots play slower until you make your first offer or trade of the round (on a first visit, for the whole first game).",
}


def hand_marks(keys, values: dict) -> dict:
    """The railroad a broker collects, for the page to mark its cards: the one he holds most of
    (the dearer on a tie), with how many of its eight he holds (gse1903-11a, gse2003-play-3)."""
    counts: dict[str, int] = {}
    for k in keys:
        counts[k] = counts.get(k, 0) + 1
    if not counts:
        return {}
    best = max(counts, key=lambda k: (counts[k], values.get(k, 0)))
    n = counts[best]
    why = "your full set: call TOPEKA" if n >= 8 else f"your set: {n} of its 8 cards in your hand"
    return {best: {"why": why, "good": True}}


#: every parameter the engine's words name, in plain words (games.core.paramwords): the clause notes
#: (clauses.py, as ``{param}`` and ``{param=value}``) and the lab's ranking of the readings alike
PARAM_WORDS = {
    "target": {"name": "The amount that wins", "unit": "dollars"},
    "telegram": {"name": "Play with the Telegram",
                 "values": {"True": "with the Telegram", "False": "without the Telegram"}},
    "telegram_value": {"name": "What the Telegram is worth", "unit": "dollars"},
    "telegram_moment": {"name": "When the Telegram counts",
                        "values": {"completion": "when the first full set is completed", "call": "at the call"}},
    "telegram_hold_ms": {"name": "How long the Telegram may be held without trading", "unit": "seconds"},
    "heavy_fine": {"name": "The \u201cheavy fine\u201d", "unit": "dollars"},
    "fines": {"name": "Play with the fines", "values": {"True": "with the fines", "False": "without the fines"}},
    "fine_31": {"name": "The fine for no offer at once after the signal", "unit": "dollars"},
    "fine_33": {"name": "The fine for trading an unlike pair", "unit": "dollars"},
    "fine_34": {"name": "The fine for calling TOPEKA without a full set", "unit": "dollars"},
    "fine_35": {"name": "The fine for five idle hands in a row", "unit": "dollars"},
    "start_window_ms": {"name": "What \u201cat once\u201d after the signal allows", "unit": "seconds"},
    "idle_ms": {"name": "The longest a player may go without offering or trading", "unit": "seconds"},
    "idle_hands": {"name": "How many idle hands in a row are fined", "unit": "number"},
    "tie_rule": {"name": "Several reach the target in one round",
                 "values": {"2003": "the highest amount wins, then the latest caller", "shared": "they share the win"}},
    "gather": {"name": "How the dealer gathers the cards between rounds",
               "values": {"hands": "hand by hand", "sets": "railroad by railroad"}},
    "reshuffle_each_round": {"name": "Shuffle again before every round",
                             "values": {"True": "shuffled before every round", "False": "never shuffled again"}},
    "railroads": {"name": "The railroads in play"},
    "values": {"name": "The railroads\u2019 values"},
    "first_dealer": {"name": "Who deals first"},
}

# The Options form's words for the options the page offers (docs/js/games/gavitt/form.js): a label
# where the name is too long for a control, a hint where the control needs one. The hints of the
# players and the target name numbers, so they are the page's words players_hint and target_hint.
PARAM_WORDS = with_form(PARAM_WORDS, {
    "players": {"name": "The number of brokers", "unit": "number", "label": "Players"},
    "target": {"label": "Target ($)"},
    "telegram": {"label": "Telegram card",
                 "hint": "An extra card that travels with every trade of its holder; whoever holds it at the end "
                         "gains $100, or loses $100 if he called."},
    "fines": {"label": "Fines (1903 clauses 31\u201335)",
              "hint": "Fines for a slow start, unlike pairs, a call without a full set, idling, and keeping the "
                      "Telegram."},
})
BOT_WORDS = {
    "speed": labelled(speed_param("slow"), "How fast the bots react", label="Bot speed",
                      hint="How fast the bots react. Before Start, the same deal is dealt again at the new speed; "
                           "later, it is for the next game."),
    "forget": {"name": "A bot may forget the word", "label": "Bots may forget the word",
               "hint": "Now and then a bot with a full set cannot recollect TOPEKA for a few seconds."},
    "careless": {"name": "A bot may offer an unlike pair", "label": "Careless bots",
                 "hint": "Bots sometimes lay down an unlike pair (and are fined for it)."},
}
