"""How Gavitt's Stock Exchange words its events."""
from __future__ import annotations


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
