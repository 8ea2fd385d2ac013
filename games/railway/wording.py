"""How the railway game words its events (the golden transcripts depend on these words): one
table for the terse transcript lines, one for a reader's sentences (games.core.transcript.word)."""
from __future__ import annotations

from games.core.paramwords import labelled, with_form
from games.core.transcript import word
from games.core.wording import Reader, final_place, number_word, plural, printed_words, runs, sentence_list, signed, total

from .cards import COMPANIES, COMPANY_NAMES, KEYS, NAMES
from .scoring import row_text

#: the engine's keys of the cards and companies, which a reader's words never show
#: (tests/engine/test_plain_words.py); a key that is also a word of a printed name is that name's word
CARD_KEYS = frozenset((set(KEYS) | set(COMPANIES)) - printed_words(NAMES.values()))


def _cards(keys) -> str:
    return " ".join(keys)


def _deal_line(e):
    start = "position stated" if e.get("position") else "dealt"
    return (f"P{e['dealer']} deals ({start}); stations {' '.join(e['stations'])}; exposed {e['exposed']}; "
            f"stack {e['stack']}")


def _window_closed_line(e):
    if e["winner"] is None:
        return f"  window closes ({e['reason']}): no call"
    return (f"  window closes ({e['reason']}): P{e['winner']} takes {e['card']} for a Pass "
            f"(calls {' '.join(f'P{s}' for s in e['claims'])}; rule {e['rule']})")


def _game_over_line(e):
    head = (f"P{e['winner']} wins: the train is out of the station" if e["winner"] is not None
            else f"game stopped ({e['reason']}), no winner")
    lines = [f"{head}; scores {e['scores']}"]
    for x in e["lines"]:
        held = f" (P{x['holder']})" if "holder" in x else ""
        lines.append(f"  P{x['seat']} {x['amount']:+d} {x['what']}{held} [{', '.join([x['clause'], *x.get('also', ())])}]")
    return "\n".join(lines)


#: event type -> its transcript line (a format string over the event's fields, or a function)
LINES = {
    "deal": _deal_line,
    "hand": lambda e: f"P{e['to']} holds {_cards(e['cards'])}",
    "turn": "P{seat} to play",
    "draw": lambda e: (f"P{e['seat']} picks up the exposed {e['card']}" if e["from"] == "exposed"
                       else f"P{e['seat']} picks up the top of the pack"),
    "drawn": "  P{to} draws {card}",
    "reshuffle": "the stack is used up: {cards} exposed cards shuffled, {exposed} turned up",
    "demand": lambda e: (f"P{e['seat']} demands {e['card']} of P{e['from']}: P{e['from']} "
                         + ("hands it over for a Pass" if e["held"] else "does not hold it")),
    "substitute": "P{seat} substitutes {card} for the {pool} in P{owner}'s train ({pool} to {to})",
    "lay": lambda e: f"P{e['seat']} lays down the {e['company']} train: {_cards(e['cards'])}",
    "discard": lambda e: f"P{e['seat']} discards {e['card']}" + (" (the Pass, as the demand failed)"
                                                                  if e["forced"] else "")
                         + (" (another copy)" if e.get("copy") == "other" else ""),
    "move": "  P{seat}'s train moves {by}: {from} -> {at}",
    "shunt": lambda e: ("  Red: " + ", ".join(f"P{o}'s train shunts {a} -> {b}" for o, a, b in e["trains"])
                        if e["trains"] else "  Red: no train to shunt"),
    "signal": "  {card} does nothing: {reason}",
    "window": lambda e: f"  \"Pass\" window for {e['card']} until {e['until']} (awaiting "
                        f"{' '.join(f'P{s}' for s in e['awaiting'])})",
    "call": "P{seat} calls \"Pass\" for {card}",
    "decline": "P{seat} lets it go",
    "window_closed": _window_closed_line,
    "game_over": _game_over_line,
}


def transcript_line(e: dict) -> str:
    return word(LINES, e)


# ------------------------------------------------------------------ the reader's words
def _name(k) -> str:
    return NAMES.get(k, k)


#: the plural of a card's name, for the cards a pack holds several of
PLURAL_NAMES = {"RED": "Red Signals", "G1": "Green Signals (1)", "G2": "Green Signals (2)", "PASS": "Passes"}


def _names(keys) -> str:
    """Cards as a sentence, copies counted: 'L.N.E.R. Engine, two Red Signals and Pass'."""
    return sentence_list([_name(k) if n == 1 else f"{number_word(n)} {PLURAL_NAMES.get(k, _name(k) + 's')}"
                          for k, n in runs(keys)])


def _station(co) -> str:
    return COMPANY_NAMES.get(co, co)


def _deal(e, r):
    start = "The game starts from a stated position." if e.get("position") else f"{r.does(e['dealer'], 'deal')} eight cards each."
    stations = "; ".join(f"{r.whose(s, i == 0)} station is the {_station(co)}" for i, (s, co) in
                         enumerate(sorted(enumerate(e["stations"]), key=lambda x: x[0] != r.seat)))
    exposed = f"The exposed card is the {_name(e['exposed'])}." if e.get("exposed") else "No card is exposed."
    return f"{start} {_stop(stations)} {exposed}"


def _stop(text: str) -> str:
    """End a sentence once: 'the L.M.S.' ends with its own full stop."""
    return text if text.endswith(".") else text + "."


#: said before a demand, while the form is on a reader's page (views.demand_warning)
DEMAND_WARNING = ("A demand costs your Pass if the player you ask does not hold the card: you must then "
                  "discard the Pass instead of a card of your choice.")


def _demand(e, r):
    s, o = e["seat"], e["from"]
    head = f"{r.does(s, 'demand')} the {_name(e['card'])} of {r.who(o, False)}"
    if e["held"]:
        if o == r.seat:
            return f"{head}: you hand it over for his Pass."
        return f"{head}, who hands it over for {r.his(s)} Pass."
    if o == r.seat:
        return f"{head}; you do not hold it, so his Pass is his discard."
    return f"{head}, who does not hold it: {r.his(s)} Pass is {r.his(s)} discard."


def _discard(e, r):
    which = "the other " if e.get("copy") == "other" else "the "
    if e["forced"]:
        return f"{r.does(e['seat'], 'discard')} {which}Pass, as the demand failed."
    return f"{r.does(e['seat'], 'discard')} {which}{_name(e['card'])}."


def _move(e, r):
    by, to = e["by"], e["at"]
    if by < 0:
        return f"{r.whose(e['seat'])} train is shunted back {plural(-by, 'length', words=True)}, to {to}."
    out = ": out of the station" if to >= e["target"] else ""
    return f"{r.whose(e['seat'])} train moves {plural(by, 'length')}, to {to} of {e['target']}{out}."


def _shunt(e, r):
    if e["trains"]:
        return "The Red Signal shunts the other trains out of the station back one length."
    return "The Red Signal shunts no train: no other train has left its starting place."


def _window(e, r):
    name = _name(e["card"])
    secs = f"{(e['until'] - e['t']) / 1000:g} s"
    others = [s for s in e["awaiting"] if s != r.seat]
    if r.seat in e["awaiting"]:
        also = f" ({r.seats(others)} may call too)" if others else ""
        return f"You may call \u201cPass\u201d for the {name} within {secs}, or let it go{also}."
    return f"{r.seats(others)} may call \u201cPass\u201d for the {name} ({secs})."


def _window_closed(e, r):
    name = _name(e["card"])
    w = e["winner"]
    if w is None:
        return f"No call for the {name}: play goes on."
    text = (f"{r.does(w, 'take')} the {name} for {r.his(w)} Pass, which goes face up in its place; play goes "
            f"on from {r.his(w)} left.")
    rivals = [s for s in e["claims"] if s != w]
    if rivals:
        text += f" {r.seats(rivals)} called too: the caller nearest the discarder's left takes the card."
    return text


def _score_line(x, r):
    who = f"{r.who(x['seat'])}: {signed(x['amount'])}"
    if "holder" not in x:
        return f"{who} for {'winning' if x['clause'] == 'railway-scoring-2' else 'making up ' + r.his(x['seat']) + ' train'}."
    rows = sentence_list(row_text(row) for row in x.get("rows", [])) or "no cards"
    if x["holder"] == x["seat"]:
        return f"{who} for the cards left in {r.his(x['seat'])} own hand: {rows}."
    return f"{who} for the cards left in {r.whose(x['holder'], False)} hand: {rows}."


def yours(e: dict, seat) -> str | None:
    """What the game's end meant for the reader alone, said before the rest: 'Your score is 12. You: +5
    for making up your train. ...' (the reader's own scoring lines, in the end's words)."""
    if seat is None or e.get("type") != "game_over" or not e.get("scores"):
        return None
    r = Reader(seat)
    own = [_score_line(x, r) for x in e.get("lines", []) if x["seat"] == seat]
    w = e.get("winner")
    head = (final_place(e["scores"], [w], seat, total) if w is not None and w != seat
            else f"Your score is {total(e['scores'][seat])}.")
    return " ".join([head] + own)


def _game_over(e, r):
    scores = sentence_list(f"{r.who(s, False)} {v}" for s, v in enumerate(e["scores"]))
    if e["winner"] is not None:
        head = f"{r.does(e['winner'], 'win')}: {r.his(e['winner'])} train is out of the station. Scores: {scores}."
    else:
        head = f"The game stops without a winner: the table's limit of turns is reached. Scores: {scores}."
    return " ".join([head] + [_score_line(x, r) for x in e.get("lines", [])])


#: event type -> a function ``(event, reader) -> sentence``
SENTENCES = {
    "deal": _deal,
    "hand": lambda e, r: f"{r.whose(e['to'])} hand: {_names(e['cards'])}.",
    "turn": lambda e, r: "Your turn: pick up a card." if e["seat"] == r.seat else f"{r.whose(e['seat'])} turn.",
    "draw": lambda e, r: (f"{r.does(e['seat'], 'pick')} up the exposed {_name(e['card'])}." if e["from"] == "exposed"
                          else f"{r.does(e['seat'], 'take')} the top card of the pack."),
    "drawn": lambda e, r: f"{r.does(e['to'], 'draw')} the {_name(e['card'])}.",
    "reshuffle": lambda e, r: (f"The stack is used up: the {e['cards']} exposed cards are shuffled into a new stack"
                               + (f", and the {_name(e['exposed'])} is turned up beside it." if e.get("exposed")
                                  else ".")),
    "demand": _demand,
    "substitute": lambda e, r: (f"{r.does(e['seat'], 'put')} the {_name(e['card'])} into "
                                f"{r.whose(e['owner'], False)} train in place of the {_name(e['pool'])}, which goes "
                                + (f"to {r.his(e['seat'])} hand." if e["goes"] == "hand" else "onto the exposed cards.")),
    "lay": lambda e, r: (f"{r.does(e['seat'], 'lay')} down {r.his(e['seat'])} {_station(e['company'])} train: "
                         f"{_names(e['cards'])}."),
    "discard": _discard,
    "move": _move,
    "shunt": _shunt,
    "signal": lambda e, r: (f"The {_name(e['card'])} does nothing: {r.whose(e['seat'], False)} train is not on the "
                            "table yet."),
    "window": _window,
    "call": lambda e, r: f"{r.does(e['seat'], 'call')} \u201cPass\u201d for the {_name(e['card'])}.",
    "decline": lambda e, r: f"{r.does(e['seat'], 'let', third='lets')} it go.",
    "window_closed": _window_closed,
    "game_over": _game_over,
}

#: event type -> the clauses behind it, beside the words (the page links them; the words name none)
CLAUSES = {
    "deal": ["railway-play-1a", "railway-play-2a", "railway-play-2b"],
    "turn": ["railway-play-3"],
    "draw": ["railway-play-3a"],
    "reshuffle": ["railway-play-7"],
    "demand": lambda e: ["railway-play-4a"] + ([] if e["held"] else ["railway-play-4b"]),
    "substitute": ["railway-play-9"],
    "lay": ["railway-play-8"],
    "discard": lambda e: ["railway-play-3b"] + (["railway-play-4b"] if e["forced"] else []),
    "move": lambda e: ["railway-play-10b"] if e["by"] < 0 else ["railway-play-11"] + (
        ["railway-play-12"] if e["at"] >= e["target"] else []),
    "shunt": ["railway-play-10b"],
    "window": ["railway-play-4c"],
    "call": ["railway-play-4c"],
    "decline": ["railway-play-4c"],
    "window_closed": lambda e: ["railway-play-4c"] + (["railway-play-4d", "railway-play-5"] if e["winner"] is not None
                                                       else []),
    "game_over": lambda e: ["railway-play-12"] if e["winner"] is not None else [],
}


def clauses_of(e: dict) -> list[str]:
    """The clauses behind event ``e`` (its own ``clause`` first, when it carries one)."""
    c = CLAUSES.get(e["type"], [])
    out = list(c(e) if callable(c) else c)
    own = e.get("clause")
    return ([own] if own and own not in out else []) + out


def describe(e: dict, seat=None) -> str:
    """The event in words for a reader at ``seat`` (None: a spectator): the page's log and its
    screen-reader announcements.  Players are numbered from 1 ("Player 2"); the reader is "You";
    cards and stations by the names the cards print; no clause id (:func:`clauses_of` gives them)."""
    return word(SENTENCES, e, Reader(seat), otherwise=transcript_line)


# ------------------------------------------------------------------ the table's own words
#: what the railway table says beyond its events (games.core.wording.TABLE_WORDS has the shared ones)
PAGE_WORDS = {
    # the fold below the table (docs/js/table/table.js) and the table's state on its status line
    "pace_fold": "Bot speed and learning pace",
    "state_waiting": "The other players are playing",
    "state_claim": "A \u201cPass\u201d may be called for the discard",
    # why a saved game is not restored (docs/js/games/railway/board.js), told in the table's "discarded" line
    "saved_no_seed": "the saved game is damaged: its deal is missing",
    "new_game": "{why}: {players} players, against bots of strength {strength} at the {speed} speed.",
    "to_play": "{who} is to play.",
    "others_call": "Another player may call \u201cPass\u201d for the discard; play goes on when the time is up.",
    "exposed_blocked": "A Pass has just been discarded: the next player may not take it.",
    "claim_keys": "Keys: P calls \u201cPass\u201d, N lets it go.",
    "needs_none": "Nothing more: your train is complete.",
    "train_down": "Your train is on the table: Green Signals move it.",
    "pace_hint": "On for a first visit. The bots play slower, so that you can follow each of their moves.",
    "pace_on": "Learning pace on: the bots play slower.",
    # the table's own lines (docs/js/games/railway/table.js), in the order the table shows them
    "track_head": "Track: {moves} moves to leave the station",
    # the table's parts and controls (docs/js/games/railway/board.js, parts.js)
    "track_region": "Trains leaving the station",
    "centre_region": "Stack and exposed card",
    "claim_region": "Pass window",
    "mine_region": "Your station and hand",
    "moves_region": "Your moves",
    "scoring_region": "Scoring",
    "game_options": "Game options",
    "readings_summary": "Readings of the text (what it leaves open)",
    "trains_cards": "Cards",
    "trains_cards_show": "Show the trains\u2019 cards",
    "trains_cards_hide": "Hide the trains\u2019 cards",
    "demand_group": "Demand a card for a Pass",
    "demand_of": "Demand of",
    "demand_card": "the card",
    "demand_button": "Demand for a Pass",
    "track_at": "{who}: train at {at} of {exit} (the exit)",
    "track_none": "{who}: train not made up yet",
    "in_hand": "{n} cards in hand",
    "exit": "exit",
    "centre": "Stack: {stack} face down. Exposed: {exposed}.",
    "nothing_exposed": "none",
    "claim": "{who} discarded the {card}. Anyone who needs it and holds a Pass may call \u201cPass\u201d ({rule}). "
             "Waiting for: {seats}.",
    "claim_first": "the first call takes it",
    "claim_nearest": "the caller nearest the discarder\u2019s left takes it",
    "claim_of_two": "only the other player can call, so a call takes it",
    "nobody": "nobody",
    "claim_time": "Time left to call: {s} seconds",
    "station_head": "Your station: {station}; your hand, {n} cards",
    "hand_head": "Your hand ({n} cards)",
    "card": "{name}, counts {value} at the scoring",
    "faces": "Each card\u2019s name is as the text lists it; the site draws the faces, which the text does not describe.",
    "needs": "Still needed, {places}: {cards}.",
    "needs_stand_in": "{cards} (the {pool} can stand for one of them)",
    "needs_any": "any {n} of these {m} places: {cards}",
    "claim_head": "Call \u201cPass\u201d?",
    "move_head": "Your move",
    "discard_head": "Discard: press one of your cards",
    "playing": "{who} is playing\u2026",
    "score_won": "Scoring: {who} won",
    "score_none": "Scoring: no winner",
    "score_caption": "How each card was scored",
    "totals": "Totals: {scores}.",
}


#: every parameter the engine's words name, in plain words (games.core.paramwords): the clause notes
#: (clauses.py, as ``{param}`` and ``{param=value}``) and the lab's ranking of the readings alike
PARAM_WORDS = {
    "players": {"name": "The number of players", "unit": "number"},
    "stations": {"name": "The players\u2019 stations"},
    "first_dealer": {"name": "Who deals first"},
    "short_game": {"name": "The game played", "values": {"True": "the shorter game", "False": "the full game"}},
    "moves_to_win": {"name": "The distance a train must move to win", "unit": "number"},
    "short_moves_to_win": {"name": "The same distance in the shorter game", "unit": "number"},
    "hand_count": {"name": "The cards left in the hands",
                   "values": {"winner": "score for the winner", "opponents": "score for every player",
                              "against": "count against their holder"}},
    "lay_down": {"name": "A completed train is laid down",
                 "values": {"at-once": "at once, in turn or not", "in-turn": "only in its player's turn"}},
    "demands_per_turn": {"name": "Demands in a turn", "values": {"any": "while the player has a Pass",
                                                                 "one": "one a turn"}},
    "reshuffle": {"name": "The used stack is shuffled in",
                  "values": {"at-once": "as soon as it is used up", "when-needed": "when the next card is wanted"}},
    "signal_hold": {"name": "A signal may be discarded",
                    "values": {"next-turn": "at its player's next turn", "next-round": "in the dealer's next round"}},
    "early_signals": {"name": "A signal discarded before its player's train is down",
                      "values": {"red-shunts": "a Red still shunts the others", "no-effect": "has no effect"}},
    "substitute_to": {"name": "A Pool unit replaced by a true unit goes",
                      "values": {"hand": "to the player's hand", "exposed": "face up onto the exposed cards"}},
    "claim_rule": {"name": "Several players call \u201cPass\u201d for one discard",
                   "values": {"nearest-left": "the caller nearest the discarder's left gets it",
                              "first": "the first call takes it"}},
    "claim_window_ms": {"name": "How long the others may call \u201cPass\u201d for a discard", "unit": "seconds"},
}

# The Options form's words for the options the page offers (docs/js/games/railway/board.js): a label
# where the name is too long for a control, a hint where the control needs one.
PARAM_WORDS = with_form(PARAM_WORDS, {
    "players": {"label": "Players"},
    "claim_window_ms": {"label": "\u201cPass\u201d window (ms)"},
    "short_game": {"label": "Shorter game (engine and any three)"},
    "moves_to_win": {"label": "Moves to win"},
    "lay_down": {"label": "A completed train goes down"},
    "hand_count": {"label": "Cards left in hands (scoring 3)"},
    "demands_per_turn": {"label": "Demands in one turn"},
    "signal_hold": {"label": "A picked-up signal is held until"},
    "reshuffle": {"label": "The used stack is made again"},
    "early_signals": {"label": "Signals before your train is down"},
    "substitute_to": {"label": "A substituted Pool unit goes to"},
    "claim_rule": {"label": "Several \u201cPass\u201d calls"},
})


def bot_words(bot_params: dict) -> dict:
    """The words of the bots' options, their values' words being the schema's own (the strategies'
    names, the speeds' times), so that the form and the command line say the same."""
    return {
        "strength": labelled(bot_params["strength"], "How well the bots play", label="Bot strength"),
        "speed": labelled(bot_params["speed"], "How long the bots think", label="Bot speed",
                          hint="How long the bots think; a learner can follow them at the slow speed."),
    }
