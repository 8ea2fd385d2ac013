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
            lines.append(f"  P{x['seat']} {x['points']:+d} {x['text']} [{', '.join(x['clauses'])}]")
        return "\n".join(lines)
    return f"{k} {sorted((a, b) for a, b in e.items() if a not in ('type', 't'))}"
