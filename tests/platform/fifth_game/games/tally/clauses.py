"""How the engine treats every clause of the text ``tally``."""
from __future__ import annotations

from games.core.clauses import implemented, interpreted

R = "games/tally/rules.py:TallyGame"

STATUS = {
    "tally-1": interpreted(f"{R}.__init__", note="the text gives no number of counters: {pile} is an option"),
    "tally-2": implemented(f"{R}.check_take", f"{R}.apply_take"),
    "tally-3": implemented(f"{R}.apply_take"),
}
