"""What counts as engine notation in text a reader sees (the brief: "A reader never sees engine
notation: card keys, seat numbers, list literals, identifiers"), shared by the engine's
plain-words tests (tests/engine/test_plain_words.py: everything the facade gives a page) and the
browser's (tests/browser/table_words.py: everything a table shows while it is played)."""
from __future__ import annotations

import importlib
import importlib.util
import re

from games import GAMES


def _card_keys(game: str) -> frozenset:
    """The engine's card keys a reader must never see, as the game declares them (``CARD_KEYS`` of
    its ``wording.py``; a game without one names no card by a key)."""
    module = f"games.{game}.wording"
    return frozenset(getattr(importlib.import_module(module), "CARD_KEYS", ())) if importlib.util.find_spec(module) else frozenset()


KEYS = {game: _card_keys(game) for game in GAMES}
CLAUSE_IDS = {c for gt in GAMES.values() for c in __import__(gt.game.__module__.rsplit(".", 1)[0] + ".clauses",
                                                             fromlist=["STATUS"]).STATUS}
NOTATION = [
    (re.compile(r"\bP\d+\b"), "a seat id"),
    (re.compile(r"\bseat \d"), "a seat number"),
    (re.compile(r"[\[\]{}]"), "a bracketed list or object"),
    (re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"), "an engine identifier"),
    (re.compile(r"\bt=\d|#\d"), "an engine identifier"),
    (re.compile(r"\b(?:None|True|False|null|undefined)\b"), "a literal"),
]
TOKEN = re.compile(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*")


def notation(text: str, game: str) -> list[str]:
    """What in ``text`` is engine notation, not plain words (empty: nothing)."""
    found = [f"{what}: {m.group(0)!r}" for rx, what in NOTATION for m in rx.finditer(text)]
    for tok in TOKEN.findall(text):
        if tok in KEYS[game]:
            found.append(f"a card key: {tok!r}")
        if tok in CLAUSE_IDS:
            found.append(f"a clause id: {tok!r}")
    return found
