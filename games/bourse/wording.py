"""How Bourse words its events (the golden transcripts depend on it: keep it terse and stable):
one table, event type -> line (games.core.transcript.word)."""
from __future__ import annotations

from games.core.transcript import game_over_line, word


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


__all__ = ["LINES", "transcript_line"]
