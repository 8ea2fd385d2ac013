""""How to play" beside Tally's table (``tally.how_to_play``), from the options in play."""
from __future__ import annotations

from games.core.params import resolve

from .rules import MOST, PARAMS


def how_to_play(params: dict | None) -> dict:
    """``tally.how_to_play``: "How to play" beside the table, from the options in play."""
    p = resolve(PARAMS, params)
    most = MOST[p["most"]]
    takes = "one or two counters" if most == 2 else "one, two or three counters"
    return {"params": p, "sections": [
        {"id": "goal", "heading": "The goal",
         "text": f"Take the last of the {p['pile']} counters in the pile.", "clauses": ["tally-1", "tally-3"]},
        {"id": "play", "heading": "How to play",
         "text": f"Press Start to give the signal. Then take {takes} whenever you like: there are no turns, "
                 "and the bots take as fast as they react.", "clauses": ["tally-2"]},
    ]}
