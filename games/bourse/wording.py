"""How Bourse words its events (the golden transcripts depend on it: keep it terse and stable)."""
from __future__ import annotations


def transcript_line(e: dict) -> str:
    k = e["type"]
    if k == "deal":
        return (f"hand {e['hand']}: P{e['dealer']} deals {sum(e['sizes'])} cards {e['sizes']}, "
                f"takes up his hand at {e['signal_t']}")
    if k == "cards":
        return f"P{e['to']} is dealt {' '.join(e['cards'])}"
    if k == "call":
        if "meets" in e:
            return f"P{e['seat']} calls {e['count']}, meeting #{e['meets']}"
        return f"P{e['seat']} calls {e['count']} (#{e['call']})"
    if k == "withdraw":
        return f"P{e['seat']} stops calling (#{e['call']})"
    if k == "trade":
        return f"P{e['giver']} and P{e['taker']} exchange {e['count']} (#{e['offer']})"
    if k == "received":
        return f"  P{e['to']} receives {' '.join(e['cards'])} from P{e['from']}"
    if k == "close":
        return f"P{e['seat']} calls {e['word']!r} [{e['clause']}]: all exchange stops"
    if k == "score":
        lines = [f"hand {e['hand']} scored, starting with P{e['closer']}"]
        for r in e["results"]:
            s = r["seat"]
            how = " ".join(f"{ln['amount']:+d}[{ln['clause']}]" for ln in e["lines"] if ln["seat"] == s)
            lines.append(f"  P{s} {' '.join(e['hands'][s])}: {how} = {r['net']:+d}")
        lines.append(f"  totals {e['totals']}")
        return "\n".join(lines)
    if k == "game_over":
        return f"game over: winner(s) {', '.join('P%d' % s for s in e['winners'])} [{e['clause']}] scores {e['scores']}"
    return f"{k} {sorted((a, b) for a, b in e.items() if a not in ('type', 't'))}"


def describe_line(line: dict) -> str:
    """One scoring line in plain words, for the log and the examples."""
    return f"P{line['seat']}: {line['what']} ({line['amount']:+d}) [{line['clause']}]"


__all__ = ["transcript_line", "describe_line"]
