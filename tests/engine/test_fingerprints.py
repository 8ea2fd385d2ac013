"""The same games from the same seeds: 360 bot-only games hash to the stored digest."""
from __future__ import annotations

from fingerprint_cases import DIGEST, cases, fingerprint


def test_360_seeded_bot_games_cover_editions_player_counts_and_speeds():
    seen = list(cases())
    assert len(seen) == 360
    assert {(p["edition"], p["players"], b["speed"]) for p, b, _s in seen} == {
        (e, n, s) for e in ("1903", "2003") for n in (3, 4, 5, 6) for s in ("fast", "steady", "mixed")}


def test_360_seeded_bot_games_play_exactly_as_before():
    assert fingerprint() == DIGEST
