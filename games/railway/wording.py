"""How the railway game words its events (the golden transcripts depend on these words): one
table for the terse transcript lines, one for a reader's sentences (games.core.transcript.word)."""
from __future__ import annotations

from games.core.transcript import word

from .cards import NAMES


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
        lines.append(f"  P{x['seat']} {x['points']:+d} {x['text']}{held} [{', '.join(x['clauses'])}]")
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
                                                                  if e["forced"] else ""),
    "move": "  P{seat}'s train moves {by}: {from} -> {to}",
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


class _Reader:
    """The words that depend on who reads: players are numbered from 1 ("P2"), the reader is "You"."""

    def __init__(self, seat) -> None:
        self.seat = seat

    def who(self, s) -> str:
        return "You" if s == self.seat else f"P{s + 1}"

    def whose(self, s, start=True) -> str:
        return ("Your" if start else "your") if s == self.seat else f"P{s + 1}'s"


def _name(k) -> str:
    return NAMES.get(k, k)


def _names(keys) -> str:
    return ", ".join(_name(c) for c in keys)


def _window_closed(e, r):
    if e["winner"] is None:
        return f"Nobody called for the {_name(e['card'])}."
    return (f"{r.who(e['winner'])} took the {_name(e['card'])} for a Pass; play continues from "
            f"{'your' if e['winner'] == r.seat else 'his'} left (railway-play-4d).")


#: event type -> a function ``(event, reader) -> sentence``
SENTENCES = {
    "deal": lambda e, r: (f"{r.who(e['dealer'])} dealt; stations: "
                          + ", ".join(f"{r.who(s)} {co}" for s, co in enumerate(e["stations"]))
                          + f". Exposed: the {_name(e['exposed'])}."),
    "hand": lambda e, r: f"{r.whose(e['to'])} hand: {_names(e['cards'])}.",
    "turn": lambda e, r: "Your turn: pick up a card." if e["seat"] == r.seat else f"{r.who(e['seat'])} to play.",
    "draw": lambda e, r: (f"{r.who(e['seat'])} picked up the exposed {_name(e['card'])}." if e["from"] == "exposed"
                          else f"{r.who(e['seat'])} took the top card of the pack."),
    "drawn": lambda e, r: f"{r.who(e['to'])} drew the {_name(e['card'])}.",
    "reshuffle": lambda e, r: (f"The stack was used up: {e['cards']} exposed cards shuffled into a new stack; the "
                               f"{_name(e['exposed'])} is turned up (railway-play-7)."),
    "demand": lambda e, r: (f"{r.who(e['seat'])} demanded the {_name(e['card'])} of {r.who(e['from'])}: "
                            + ("it is handed over for a Pass" if e["held"]
                               else "not held, so the Pass is the discard (railway-play-4b)") + "."),
    "substitute": lambda e, r: (f"{r.who(e['seat'])} put the {_name(e['card'])} into {r.whose(e['owner'], False)} "
                                f"train in place of the {_name(e['pool'])}, which goes to "
                                + ("hand" if e["to"] == "hand" else "the exposed cards") + " (railway-play-9)."),
    "lay": lambda e, r: f"{r.who(e['seat'])} laid down the {e['company']} train: {_names(e['cards'])}.",
    "discard": lambda e, r: f"{r.who(e['seat'])} discarded the {_name(e['card'])}.",
    "move": lambda e, r: f"{r.whose(e['seat'])} train moved {e['by']}: now {e['to']} (railway-play-11).",
    "shunt": lambda e, r: ("Red signal: " + ", ".join(f"{r.whose(o, False)} train shunted back to {b}"
                                                      for o, _a, b in e["trains"]) + " (railway-play-10b)."
                           if e["trains"] else "Red signal: no train to shunt."),
    "signal": lambda e, r: f"The {_name(e['card'])} does nothing: {e['reason']} ({e['clause']}).",
    "window": lambda e, r: f"\"Pass\" window for the {_name(e['card'])}: {(e['until'] - e['t']) / 1000:g} s to call.",
    "call": lambda e, r: f"{r.who(e['seat'])} called \"Pass\" for the {_name(e['card'])}.",
    "decline": lambda e, r: f"{r.who(e['seat'])} let it go.",
    "window_closed": _window_closed,
    "game_over": lambda e, r: (f"{r.who(e['winner'])} won: the train is out of the station. Scores: {e['scores']}."
                               if e["winner"] is not None else
                               f"The game stopped without a winner ({e['reason']}). Scores: {e['scores']}."),
}


def describe(e: dict, seat=None) -> str:
    """The event in words for a reader at ``seat`` (None: a spectator): the page's log and its
    screen-reader announcements.  Players are numbered from 1 for readers ("P2"); the reader is "You"."""
    return word(SENTENCES, e, _Reader(seat), otherwise=transcript_line)
