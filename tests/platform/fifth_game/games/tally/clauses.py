"""How the engine treats every clause of the text ``tally``."""
from __future__ import annotations

from games.core.clauses import implemented, interpreted

R = "games/tally/rules.py:TallyGame"

STATUS = {
    "tally-1": interpreted(f"{R}.__init__", note="the text gives no number of counters: {pile} is an option"),
    "tally-2": interpreted(f"{R}.check_take", f"{R}.apply_take",
                           note="a take holds one or two counters, as the text says ({most=two}); the lab compares "
                                "takes of up to three ({most=three})"),
    "tally-3": implemented(f"{R}.apply_take"),
}
