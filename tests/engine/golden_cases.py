"""The golden playthroughs: seeded bot games whose transcripts are stored in golden/*.txt.

Regenerate deliberately (after an intended change of rules, bots or rendering) with::

    .venv/bin/python tests/engine/golden_cases.py --write
"""
from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN_DIR = os.path.join(HERE, "golden")

CASES = {
    "gse1903_4p_telegram_fines_seed7": {
        "game_id": "gavitt", "seed": 7, "max_rounds": 2,
        "params": {"edition": "1903", "players": 4, "telegram": True, "fines": True},
        "bots": {"speed": "mixed", "careless": 0.1, "forget": 0.3},
    },
    "gse2003_4p_seed3": {
        "game_id": "gavitt", "seed": 3, "max_rounds": 2,
        "params": {"edition": "2003", "players": 4},
        "bots": {"speed": "steady"},
    },
    "gse2003_3p_full_game_seed11": {
        "game_id": "gavitt", "seed": 11, "max_rounds": None,
        "params": {"edition": "2003", "players": 3, "gather": "sets"},
        "bots": {"speed": "fast"},
    },
    "railway_2p_full_game_seed5": {
        "game_id": "railway", "seed": 5, "max_rounds": None,
        "params": {"players": 2},
        "bots": {"strength": "3,2"},
    },
    "railway_4p_short_game_first_call_seed8": {
        "game_id": "railway", "seed": 8, "max_rounds": None,
        "params": {"players": 4, "short_game": True, "claim_rule": "first", "substitute_to": "exposed"},
        "bots": {"strength": "3,1,2,3", "speed": "fast"},
    },
    "bourse_4p_mixed_seed3": {
        "game_id": "bourse", "seed": 3, "max_rounds": 2,
        "params": {"players": 4},
        "bots": {"speed": "mixed"},
    },
    "bourse_3p_full_game_seed5": {
        "game_id": "bourse", "seed": 5, "max_rounds": None,
        "params": {"players": 3},
        "bots": {"speed": "fast"},
    },
    "bourse_7p_seed2": {
        "game_id": "bourse", "seed": 2, "max_rounds": 1,
        "params": {"players": 7},
        "bots": {"speed": "steady"},
    },
}

#: what every golden playthrough of a game must show (a hand ending)
ENDS = {"gavitt": "calls TOPEKA", "railway": " wins: ", "bourse": "scored, starting with"}


def path(name: str) -> str:
    return os.path.join(GOLDEN_DIR, name + ".txt")


def generate(name: str) -> str:
    from games.core.transcript import bot_transcript

    return bot_transcript(**CASES[name])


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
    if "--write" not in sys.argv:
        sys.exit("usage: golden_cases.py --write   (rewrites tests/engine/golden/*.txt)")
    os.makedirs(GOLDEN_DIR, exist_ok=True)
    for name in CASES:
        with open(path(name), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(generate(name))
        print("wrote", path(name))
