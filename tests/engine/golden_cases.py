"""The golden playthroughs: seeded bot games whose transcripts are stored in golden/*.txt.

Regenerate deliberately (after an intended change of rules, bots or rendering) with::

    .venv/bin/python tests/engine/golden_cases.py --write
"""
from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN_DIR = os.path.join(HERE, "golden")


def _load() -> tuple[dict, dict]:
    """Each game's golden playthroughs are in ``golden/<game id>.json``: ``{"ends": what every
    playthrough of the game must show (a hand ending), "cases": {name: {"seed", "max_rounds",
    "params", "bots"}}}``, and each case's transcript in ``golden/<name>.txt``; a new game adds its
    own files and nothing here."""
    cases, ends = {}, {}
    for file in sorted(os.listdir(GOLDEN_DIR)):
        if not file.endswith(".json"):
            continue
        game_id = file[:-len(".json")]
        with open(os.path.join(GOLDEN_DIR, file), encoding="utf-8") as fh:
            doc = json.load(fh)
        ends[game_id] = doc["ends"]
        for name, case in doc["cases"].items():
            cases[name] = {"game_id": game_id, **case}
    return cases, ends


#: name -> the keyword arguments of :func:`games.core.transcript.bot_transcript`
#: game id -> what every golden playthrough of that game must show (a hand ending)
CASES, ENDS = _load()


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
