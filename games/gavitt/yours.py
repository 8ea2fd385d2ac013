"""Your result, said first: what a scored round or the game's end meant for the reader alone, in the
round's own words (:mod:`.wording`), for the page to show under the result's heading and to announce
before the rest (``Game.yours``)."""
from __future__ import annotations

from games.core.wording import final_place

from .wording import _line, _money, dollars


def yours(e: dict, reader, labels: dict | None = None) -> str | None:
    """What a scored round or the game's end meant for the reader alone, said before the rest: 'Your
    round: +$175, and your total is $425. You hold 8 Mo. Pac. (...), so +$175.' (the reader's own
    scoring lines, in the round's words); 'You finish second of four, with $425; ...'."""
    if reader is None:
        return None
    if e["type"] == "round_end" and isinstance(e.get("row"), dict):
        row = e["row"]
        own = [_line(x, reader) for x in e.get("lines", []) if x["seat"] == reader]
        net = row["net"][reader]
        head = (f"Your round {e['round']}: {_money(net) if net else '$0'}, and your total is "
                f"{dollars(row['totals'][reader])}.")
        return " ".join([head] + own)
    if e["type"] == "game_over" and e.get("scores") and reader not in e["winners"]:  # a winner is told so by the event
        return final_place(e["scores"], e["winners"], reader, dollars)
    return None
