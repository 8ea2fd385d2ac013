"""How Gavitt's Stock Exchange words its events: terse lines for the golden transcripts, and
sentences for a reader at the table (the demo's log and screen-reader announcements)."""
from __future__ import annotations

#: the word a broker calls with a full set (gse1903-11a, gse2003-play-3a)
WORD = "TOPEKA"


def transcript_line(e: dict) -> str:
    """One event as a line of the golden transcripts (terse, stable: the goldens depend on it)."""
    k = e["type"]
    if k == "deal":
        tg = "" if e.get("telegram") is None else f"; Telegram to P{e['telegram']}"
        return f"round {e['round']}: P{e['dealer']} deals, signal at {e['signal_t']}{tg}"
    if k == "hand":
        return f"P{e['to']} is dealt {' '.join(e['cards'])}"
    if k == "offer":
        return f"P{e['seat']} offers {e['count']} (#{e['offer']})"
    if k == "cancel":
        return f"P{e['seat']} takes back #{e['offer']}"
    if k == "trade":
        return f"P{e['taker']} takes #{e['offer']} from P{e['giver']} ({e['count']})"
    if k == "received":
        tg = " + Telegram" if e.get("telegram") else ""
        return f"  P{e['to']} receives {' '.join(e['cards'])}{tg}"
    if k == "fine":
        return f"P{e['seat']} fined ${e['amount']} [{e['clause']}]: {e['reason']}"
    if k == "call":
        return f"P{e['seat']} calls {e['word']!r}: no call ({e['reason']})"
    if k == "round_end":
        row = e["row"]
        hands = " | ".join(" ".join(h) for h in e["hands"])
        lines = [f"P{e['caller']} calls TOPEKA with {e['railroad']}: round {e['round']} ends",
                 f"  hands: {hands}",
                 f"  stock {row['stock']} telegram {row['telegram']} fines {row['fines']} totals {row['totals']}"]
        return "\n".join(lines)
    if k == "game_over":
        return f"game over: winner(s) {', '.join('P%d' % s for s in e['winners'])} [{e['clause']}] scores {e['scores']}"
    return f"{k} {sorted((a, b) for a, b in e.items() if a not in ('type', 't'))}"


def _who(seat, reader, first: bool = True) -> str:
    if seat == reader:
        return "You" if first else "you"
    return f"Broker {seat + 1}"


def _does(seat, reader, verb: str, first: bool = True) -> str:
    """'You trade' / 'Broker 3 trades'."""
    return f"{_who(seat, reader, first)} {verb}" if seat == reader else f"Broker {seat + 1} {verb}s"


def _cards(keys, labels: dict) -> str:
    """'two Santa Fe', 'Santa Fe and Mo. Pac.', '3 Santa Fe, 3 Rock Island and 2 Mo. Pac.'."""
    groups: list[list] = []
    for k in keys:
        if groups and groups[-1][0] == k:
            groups[-1][1] += 1
        else:
            groups.append([k, 1])
    words = {1: "one", 2: "two"}
    names = [f"{words.get(n, n) if len(groups) > 1 or n > 1 else ''} {labels.get(k, k)}".strip()
             for k, n in groups]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _money(x: int) -> str:
    return ("+" if x >= 0 else "\u2212") + f"${abs(x)}"


def describe(e: dict, reader=None, labels: dict | None = None) -> str:
    """One event as a sentence for a reader sitting at ``reader`` (a seat, or None for a
    spectator): "You", "Broker 3"; railroad keys as the labels the text prints; the clause behind
    a refusal, a fine or a score in brackets.  The demo shows these in its log and announces them
    to screen readers."""
    labels = labels or {}
    k = e["type"]
    if k == "deal":
        tg = "" if e.get("telegram") is None else f"; {_does(e['telegram'], reader, 'hold', False)} the Telegram"
        return f"Round {e['round']}: {_does(e['dealer'], reader, 'deal')}{tg}."
    if k == "hand":
        return f"{_who(e['to'], reader)} {'are' if e['to'] == reader else 'is'} dealt {_cards(e['cards'], labels)}."
    if k == "offer":
        return f"{_who(e['seat'], reader)}: \u201c{'One' if e['count'] == 1 else 'Two'} to trade!\u201d"
    if k == "cancel":
        return f"{_does(e['seat'], reader, 'take')} back an offer."
    if k == "trade":
        n = e["count"]
        return (f"{_does(e['taker'], reader, 'take')} the offer of {_who(e['giver'], reader, False)}: "
                f"{n} card{'s' if n > 1 else ''} each way, face down.")
    if k == "received":
        tg = ", and the Telegram" if e.get("telegram") else ""
        return f"{_does(e['to'], reader, 'receive')} {_cards(e['cards'], labels)}{tg}."
    if k == "fine":
        return f"{_who(e['seat'], reader)} {'are' if e['seat'] == reader else 'is'} fined ${e['amount']}: " \
               f"{e['reason']} ({e['clause']})."
    if k == "call":
        return f"{_does(e['seat'], reader, 'call')} \u201c{e['word']}\u201d: no call, {e['reason']} ({e['clause']})."
    if k == "round_end":
        head = (f"{_does(e['caller'], reader, 'call')} TOPEKA with all eight "
                f"{labels.get(e['railroad'], e['railroad'])}: round {e['round']} is scored.")
        lines = [f"{_who(x['seat'], reader)}: {_money(x['amount'])}, {x['what']} ({x['clause']})."
                 for x in e.get("lines", [])]
        return " ".join([head] + lines)
    if k == "game_over":
        names = " and ".join(_who(s, reader, i == 0) for i, s in enumerate(e["winners"]))
        return f"Game over: {names} {'win' if len(e['winners']) > 1 or e['winners'][0] == reader else 'wins'} " \
               f"({e['clause']})."
    return transcript_line(e)
