"""Every parameter the engine's words name has plain words, in one place per game (``PARAM_WORDS``
and ``BOT_WORDS`` of its ``wording.py``; :mod:`games.core.paramwords`): the readings' ranking
(``READING_WORDS["params"]`` is the same dict) and the clause notes, which name a parameter by a
marker (``{telegram_moment=call}``) rendered in those words.  A marker, or a dict of words, that
names a parameter or a value the game has not fails loudly."""
from __future__ import annotations

import dataclasses
import re

import pytest

from games import GAMES
from games.core import paramwords
from games.core.paramwords import WordsError

GAME_IDS = sorted(GAMES)


def test_a_clause_note_names_a_parameter_and_its_values_by_markers():
    gavitt = GAMES["gavitt"]
    assert gavitt.note("{telegram_moment=call}: whoever holds it") == "At the call: whoever holds it"
    assert gavitt.note("(parameter {telegram_moment}, default {telegram_moment=completion})") == (
        "(parameter \u201cWhen the Telegram counts\u201d, default when the first full set is completed)")
    assert gavitt.note("{heavy_fine} ({heavy_fine=100})") == "\u201cThe \u2018heavy fine\u2019\u201d ($100)"
    assert gavitt.note("after {telegram_hold_ms=5000}") == "after 5 seconds"
    # a number's unit words the readings' values as their own words did ("$50", "10 seconds")
    words, schema = gavitt.param_words, gavitt.params
    assert [paramwords.value_words(words, schema, "heavy_fine", v) for v in (50, 200)] == ["$50", "$200"]
    assert [paramwords.value_words(words, schema, "telegram_hold_ms", v) for v in (1000, 1500, 10000)] == [
        "1 second", "1.5 seconds", "10 seconds"]
    assert GAMES["bourse"].note("{penalty_without_rise_fall=false}; {bot.aim=block}").startswith("It does not strike; ")
    # the coverage page shows each marker's key beside its words
    shown = gavitt.note("a <b> {gather=sets}", text=lambda s: s.replace("<", "&lt;"),
                        mark=lambda w, m: f"{w} <code>{m}</code>")
    assert shown == "a &lt;b> railroad by railroad <code>gather=sets</code>"


@pytest.mark.parametrize("marker, says", [
    ("{telegram_momentt}", "'telegram_momentt' does not exist"),
    ("{telegram_moment=calls}", "'telegram_moment' cannot be 'calls'"),
    ("{fines=on}", "a bool's value is true or false"),
    ("{heavy_fine=-5}", "'heavy_fine' cannot be -5"),
    ("{heavy_fine=lots}", "'lots' is not a number"),
    ("{edition}", "'edition' has no words"),
    ("{bot.aim=win}", "bot option 'aim' does not exist"),
    ("{Telegram Moment}", "is not a marker"),
])
def test_a_marker_naming_an_unknown_parameter_or_value_raises_a_clear_error(marker, says):
    """(b) A misspelt marker fails the note, and so the build (site_tools.texts.context)."""
    with pytest.raises(WordsError, match=re.escape(says)):
        GAMES["gavitt"].note(f"see {marker}")


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_worded_parameter_exists_and_every_worded_value_is_its_own(game):
    """(c) The words name only the game's parameters (its ``PARAMS``) and bots' options, and word
    exactly the values an enum or a bool takes; a number has a unit."""
    gt = GAMES[game]
    assert paramwords.check(gt.param_words, gt.params) == []
    assert paramwords.check(gt.bot_words, gt.bot_params, "bot option") == []
    assert set(gt.param_words) <= set(gt.params) and set(gt.bot_words) <= set(gt.bot_params)
    assert gt.laboratory().reading_words.get("params", gt.param_words) is gt.param_words  # one dict, not a copy


def test_words_naming_an_unknown_parameter_or_value_are_refused():
    schema = GAMES["gavitt"].params
    assert paramwords.check({"telegram_momentt": {"name": "x"}}, schema) == ["parameter 'telegram_momentt' does not exist"]
    got = paramwords.check({"gather": {"name": "x", "values": {"hands": "a", "piles": "b"}}}, schema)
    assert got and "'piles'" in got[0]
    assert paramwords.check({"heavy_fine": {"name": "x", "values": {"100": "$100"}}}, schema)
    with pytest.raises(WordsError, match="does not exist"):
        dataclasses.replace(GAMES["gavitt"], param_words={"nope": {"name": "x"}})
