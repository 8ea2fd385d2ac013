"""How the engine treats every clause of the text ``tally``."""
from __future__ import annotations

from games.core.clauses import implemented

R = "games/tally/rules.py:TallyGame"

STATUS = {
    "tally-1": implemented(f"{R}.__init__", f"{R}.check_add", note="the first player is drawn from the seed"),
    "tally-2": implemented(f"{R}.check_add", f"{R}.apply_add"),
    "tally-3": implemented(f"{R}.apply_add"),
}
