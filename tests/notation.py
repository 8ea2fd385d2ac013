"""What counts as engine notation in text a reader sees (the brief: "A reader never sees engine
notation: card keys, seat numbers, list literals, identifiers"; issue 22), shared by the engine's
plain-words tests (tests/engine/test_plain_words.py: everything the facade gives a page) and the
browser's (tests/browser/table_words.py: everything a table shows while it is played)."""
from __future__ import annotations

import re

from games import GAMES
from games.bourse.pack import make_pack
from games.bourse.reconstruction import DEFAULT_CARDS
from games.gavitt.decks import RAILROADS_1903, RAILROADS_2003
from games.railway.cards import COMPANIES, KEYS as RAILWAY_KEYS, NAMES as RAILWAY_NAMES


def _printed_words(names) -> set[str]:
    return {w for n in names for w in re.findall(r"[A-Za-z0-9]+", n)}


def _keys() -> dict[str, set[str]]:
    gavitt = {k for k, *_ in RAILROADS_1903 + RAILROADS_2003}
    gavitt_names = [x for _k, label, name, _v in RAILROADS_1903 + RAILROADS_2003 for x in (label, name)]
    bourse = set(make_pack(7, sorted(DEFAULT_CARDS, key=lambda c: -c["number"])))
    return {
        # a key that is also a word of a printed name ("Railroad F (unknown)") is that name's word
        "gavitt": gavitt - _printed_words(gavitt_names),
        "railway": (set(RAILWAY_KEYS) | set(COMPANIES)) - _printed_words(RAILWAY_NAMES.values()),
        "bourse": bourse | {"RF", "SELL"},
    }


KEYS = _keys()
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
