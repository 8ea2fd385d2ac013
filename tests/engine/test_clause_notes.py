"""The engine's note beside each clause ("Interpretation (engine)", "Engine note" on the text pages,
and the coverage page) names the engine's parameters in words: a reader never sees a parameter's
key (``telegram_moment``) or a raw value (``'call'``, ``false``), only the words the game gives
them (``PARAM_WORDS``, ``BOT_WORDS`` of its ``wording.py``; tests/engine/test_param_words.py).
Clause ids stay: they are the archive's citations, and the page links them.  The notes still say
which reading is the default and what the alternatives are."""
from __future__ import annotations

import importlib
import re

import pytest

from games import GAMES
from games.lab.measures import readings
from notation import notation

GAME_IDS = sorted(GAMES)


def _status(game: str) -> dict:
    return importlib.import_module(f"games.{game}.clauses").STATUS


def _notes(game: str):
    """Every clause note of the game as the pages show it: ``(clause, words)``."""
    gt = GAMES[game]
    return [(cid, gt.note(st.note)) for cid, st in _status(game).items() if st.note]


def _clause_words(texts, cid: str) -> set[str]:
    """The words of a clause's own text (and its parts'), as printed: a note may quote them."""
    for t in texts.values():
        if cid in t.clauses:
            b = t.clauses[cid]
            return {w for blk in [b, *b.parts] for w in re.findall(r"[A-Za-z0-9-]+", blk.plain())}
    return set()


def _bare(note: str, game: str, quoted_from_text: set[str]) -> list[str]:
    """A parameter's key or a raw value in ``note``, where it is not a word the clause's text says:
    a key quoted or called a parameter or option ("parameter target", "'gather'", "aim 'win'",
    "fines on"), an enum's value, a move's or an event's type in quotation marks ("'call'",
    "action 'close'"), or true, false, null."""
    gt = GAMES[game]
    schema = {**gt.params, **gt.bot_params}
    keys = "|".join(sorted(schema, key=len, reverse=True))
    values = {str(v) for spec in schema.values() if "values" in spec for v in spec["values"]}
    values |= set(getattr(gt.game, "MOVES", {})) | set(importlib.import_module(f"games.{game}.wording").LINES)
    quoted_from_text = {w.lower() for w in quoted_from_text}
    found = [m.group(0) for m in re.finditer(
        rf"\b(?:parameters?|options?)\s+['\"]?(?:{keys})\b|['\"](?:{keys})['\"]|\b(?:{keys})\s+(?:is\s+)?(?:on|off|'|\")",
        note)]
    found += [m.group(0) for m in re.finditer(r"'([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)'", note)
              if m.group(1) in values and not {m.group(1).lower(), m.group(1).lower() + "s"} & quoted_from_text]
    found += re.findall(r"\b(?:true|false|null)\b(?!\s+units?\b)", note)
    return found


@pytest.mark.parametrize("game", GAME_IDS)
def test_clause_notes_name_parameters_in_words(game, texts):
    """(a) No engine notation (but clause ids) and no bare parameter key or raw value in any note."""
    problems = []
    for cid, words in _notes(game):
        said = _clause_words(texts, cid)  # a card key the clause prints ("call out SELL") is its word
        found = [p for p in notation(words, game)
                 if not p.startswith("a clause id") and not (p.startswith("a card key") and p[13:-1] in said)]
        found += _bare(words, game, said)
        problems += [f"{cid}: {p}" for p in found]
    assert problems == [], "\n".join(problems)


def test_the_notation_the_notes_showed_is_found():
    """The detector fails on the notes as they read before: keys, raw values, bot options."""
    before = {"gavitt": ["the moment of completion decides (telegram_moment 'completion', the default)",
                         "checked when a round is scored; $2500 by default (parameter target)",
                         "the 'gather' parameter chooses 'hands'", "pays heavy_fine (with fines on)"],
              "railway": ["'demands_per_turn' 'any' (default)", "('players', default 2)",
                          "'stations' chooses them; null deals them out"],
              "bourse": ["parameter penalty_without_rise_fall. false (default)", "(bot option aim 'win'; 'block')",
                         "target 200 (parameter target)", "Bot option havoc turns it off."]}
    for game, notes in before.items():
        for note in notes:
            assert notation(note, game) or _bare(note, game, set()), note


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_reading_is_named_in_the_notes_with_its_alternatives(game):
    """The notes still say which reading is the default and what the others are: every reading the
    lab ranks names its parameter in a note (its clause's, when it declares one), and an enum's or
    a bool's every value, the default and the alternatives, is a marker of some note."""
    status = _status(game)
    everywhere = " ".join(st.note for st in status.values())
    for r in readings.readings(game):
        p = r["param"]
        where = status[r["clause"]].note if r["clause"] else everywhere
        assert re.search(rf"\{{{p}(=[^}}]*)?\}}", where), (game, p, r["clause"])
        spec = GAMES[game].params[p]
        if spec["type"] in ("enum", "bool"):
            for v in [*r["values"], spec["default"]]:
                if v is not None:  # None: the edition's, worded as that edition's value
                    v = str(v).lower() if spec["type"] == "bool" else v
                    assert f"{{{p}={v}}}" in everywhere, (game, p, v)
