"""Fingerprints of 360 seeded bot-only games: the same games from the same seeds.

Both editions, three to six players, three bot speeds, fifteen seeds each; every game is played
to its end.  The digest hashes each game's record (parameters, seed, every action) and its
summary (scores, winners, fines...), so any change of rules, bots or scheduling shows.

A refactoring must leave :data:`DIGEST` unchanged.  After an intended change of the rules or the
bots, regenerate it deliberately, in a commit that says why::

    .venv/bin/python tests/engine/fingerprint_cases.py
"""
from __future__ import annotations

import hashlib
import json
import os
import sys

EDITIONS = ("1903", "2003")
PLAYERS = (3, 4, 5, 6)
SPEEDS = ("fast", "steady", "mixed")
SEEDS = range(100, 115)

#: sha256 over the 360 games below; regenerate it when a rule or a bot changes on purpose (last: the 1903
#: Telegram and deck made to follow the text's words)
DIGEST = "9897c5837aa5481aee17215126c62fc15e8f4ccde0578a0ca4438b0a125251c9"


def cases():
    for edition in EDITIONS:
        for players in PLAYERS:
            for speed in SPEEDS:
                for seed in SEEDS:
                    yield {"edition": edition, "players": players}, {"speed": speed}, seed


def fingerprint() -> str:
    import games

    h = hashlib.sha256()
    for params, bots, seed in cases():
        game = games.new_game("gavitt", params, seed)
        games.Table(game, (), bots, seed).run()
        doc = {"record": game.to_record(), "summary": games.GAMES["gavitt"].summary(game)}
        h.update(json.dumps(doc, sort_keys=True, separators=(",", ":")).encode())
    return h.hexdigest()


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    print(fingerprint())
