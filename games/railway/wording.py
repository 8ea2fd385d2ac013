"""How the railway game words its events (the golden transcripts depend on these words)."""
from __future__ import annotations


def _cards(keys) -> str:
    return " ".join(keys)


def transcript_line(e: dict) -> str:
    k = e["type"]
    if k == "deal":
        start = "position stated" if e.get("position") else "dealt"
        return (f"P{e['dealer']} deals ({start}); stations {' '.join(e['stations'])}; exposed {e['exposed']}; "
                f"stack {e['stack']}")
    if k == "hand":
        return f"P{e['to']} holds {_cards(e['cards'])}"
    if k == "turn":
        return f"P{e['seat']} to play"
    if k == "draw":
        return f"P{e['seat']} picks up the exposed {e['card']}" if e["from"] == "exposed" else \
            f"P{e['seat']} picks up the top of the pack"
    if k == "drawn":
        return f"  P{e['to']} draws {e['card']}"
    if k == "reshuffle":
        return f"the stack is used up: {e['cards']} exposed cards shuffled, {e['exposed']} turned up"
    if k == "demand":
        got = "hands it over for a Pass" if e["held"] else "does not hold it"
        return f"P{e['seat']} demands {e['card']} of P{e['from']}: P{e['from']} {got}"
    if k == "substitute":
        return (f"P{e['seat']} substitutes {e['card']} for the {e['pool']} in P{e['owner']}'s train "
                f"({e['pool']} to {e['to']})")
    if k == "lay":
        return f"P{e['seat']} lays down the {e['company']} train: {_cards(e['cards'])}"
    if k == "discard":
        how = " (the Pass, as the demand failed)" if e["forced"] else ""
        return f"P{e['seat']} discards {e['card']}{how}"
    if k == "move":
        return f"  P{e['seat']}'s train moves {e['by']}: {e['from']} -> {e['to']}"
    if k == "shunt":
        if not e["trains"]:
            return "  Red: no train to shunt"
        return "  Red: " + ", ".join(f"P{o}'s train shunts {a} -> {b}" for o, a, b in e["trains"])
    if k == "signal":
        return f"  {e['card']} does nothing: {e['reason']}"
    if k == "window":
        awaiting = " ".join(f"P{s}" for s in e["awaiting"])
        return f"  \"Pass\" window for {e['card']} until {e['until']} (awaiting {awaiting})"
    if k == "call":
        return f"P{e['seat']} calls \"Pass\" for {e['card']}"
    if k == "decline":
        return f"P{e['seat']} lets it go"
    if k == "window_closed":
        if e["winner"] is None:
            return f"  window closes ({e['reason']}): no call"
        return (f"  window closes ({e['reason']}): P{e['winner']} takes {e['card']} for a Pass "
                f"(calls {' '.join(f'P{s}' for s in e['claims'])}; rule {e['rule']})")
    if k == "game_over":
        head = (f"P{e['winner']} wins: the train is out of the station" if e["winner"] is not None
                else f"game stopped ({e['reason']}), no winner")
        lines = [f"{head}; scores {e['scores']}"]
        for x in e["lines"]:
            held = f" (P{x['holder']})" if "holder" in x else ""
            lines.append(f"  P{x['seat']} {x['points']:+d} {x['text']}{held} [{', '.join(x['clauses'])}]")
        return "\n".join(lines)
    return f"{k} {sorted((a, b) for a, b in e.items() if a not in ('type', 't'))}"


def describe(e: dict, seat=None) -> str:
    """The event in words for a reader at ``seat`` (None: a spectator): the page's log and its
    screen-reader announcements.  Players are numbered from 1 for readers ("P2"); the reader is "You"."""
    from .cards import NAMES

    def who(s):
        return "You" if s == seat else f"P{s + 1}"

    def whose(s, start=True):
        return ("Your" if start else "your") if s == seat else f"P{s + 1}'s"

    def name(k):
        return NAMES.get(k, k)

    k = e["type"]
    if k == "deal":
        return (f"{who(e['dealer'])} dealt; stations: "
                + ", ".join(f"{who(s)} {co}" for s, co in enumerate(e["stations"]))
                + f". Exposed: the {name(e['exposed'])}.")
    if k == "hand":
        return f"{whose(e['to'])} hand: " + ", ".join(name(c) for c in e["cards"]) + "."
    if k == "turn":
        return "Your turn: pick up a card." if e["seat"] == seat else f"{who(e['seat'])} to play."
    if k == "draw":
        if e["from"] == "exposed":
            return f"{who(e['seat'])} picked up the exposed {name(e['card'])}."
        return f"{who(e['seat'])} took the top card of the pack."
    if k == "drawn":
        return f"{who(e['to'])} drew the {name(e['card'])}."
    if k == "reshuffle":
        return (f"The stack was used up: {e['cards']} exposed cards shuffled into a new stack; the "
                f"{name(e['exposed'])} is turned up (railway-play-7).")
    if k == "demand":
        got = ("it is handed over for a Pass" if e["held"]
               else "not held, so the Pass is the discard (railway-play-4b)")
        return f"{who(e['seat'])} demanded the {name(e['card'])} of {who(e['from'])}: {got}."
    if k == "substitute":
        where = "hand" if e["to"] == "hand" else "the exposed cards"
        return (f"{who(e['seat'])} put the {name(e['card'])} into {whose(e['owner'], False)} train in place of the "
                f"{name(e['pool'])}, which goes to {where} (railway-play-9).")
    if k == "lay":
        return f"{who(e['seat'])} laid down the {e['company']} train: " + ", ".join(name(c) for c in e["cards"]) + "."
    if k == "discard":
        return f"{who(e['seat'])} discarded the {name(e['card'])}."
    if k == "move":
        return f"{whose(e['seat'])} train moved {e['by']}: now {e['to']} (railway-play-11)."
    if k == "shunt":
        if not e["trains"]:
            return "Red signal: no train to shunt."
        return "Red signal: " + ", ".join(f"{whose(o, False)} train shunted back to {b}" for o, _a, b in e["trains"]) + \
            " (railway-play-10b)."
    if k == "signal":
        return f"The {name(e['card'])} does nothing: {e['reason']} ({e['clause']})."
    if k == "window":
        secs = (e["until"] - e["t"]) / 1000
        return f"\"Pass\" window for the {name(e['card'])}: {secs:g} s to call."
    if k == "call":
        return f"{who(e['seat'])} called \"Pass\" for the {name(e['card'])}."
    if k == "decline":
        return f"{who(e['seat'])} let it go."
    if k == "window_closed":
        if e["winner"] is None:
            return f"Nobody called for the {name(e['card'])}."
        return (f"{who(e['winner'])} took the {name(e['card'])} for a Pass; play continues from "
                f"{'your' if e['winner'] == seat else 'his'} left (railway-play-4d).")
    if k == "game_over":
        if e["winner"] is None:
            return f"The game stopped without a winner ({e['reason']}). Scores: {e['scores']}."
        return f"{who(e['winner'])} won: the train is out of the station. Scores: {e['scores']}."
    return transcript_line(e)
