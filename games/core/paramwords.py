"""A game's parameters in a reader's words, and the engine's notes that name them.

A reader never sees a parameter's key (``telegram_moment``) or a raw value (``'call'``, ``false``).
Each game keeps, in its ``wording.py``, one dict of words for every parameter its words name,
``PARAM_WORDS`` (and ``BOT_WORDS`` for its bots' options), registered as ``param_words=`` and
``bot_words=`` of its :class:`games.core.registry.GameType`::

    {param: {"name": "When the Telegram counts",
             "values": {"completion": "when the first full set is completed", "call": "at the call"}}}

An entry may also carry the Options form's words for it: ``label`` (the control's label, when it is
shorter than the name) and ``hint`` (the line under the control); the page shows these and composes none.

``values`` words an enum's or a bool's values (``str(value)``: ``"True"``, ``"False"``); a number has a
``unit`` instead (:data:`UNITS`: ``"dollars"`` 100 -> "$100", ``"seconds"`` of milliseconds 5000 -> "5
seconds", ``"number"``; without one only its name is worded, as for a seat); a list or an object has a
name only.  The same dict words the readings'
ranking (``READING_WORDS["params"]`` is this dict) and the notes beside each clause
(``games/<game>/clauses.py``), which name a parameter by a marker that :func:`render` turns into
these words:

``{param}``                       the parameter's name, quoted: “When the Telegram counts”
``{param=value}``                 one of its values: ``{telegram_moment=call}`` -> "at the call",
                                  ``{heavy_fine=100}`` -> "$100", ``{fines=true}`` (a bool: true, false)
``{bot.option}``, ``{bot.option=value}``  the same for an option of the game's bots

A marker naming a parameter or a value the game does not have, or has no words for, raises
:class:`WordsError`, and so does a dict of words that names one (:func:`check`): the site build and
the tests fail on it.
"""
from __future__ import annotations

import re

from .errors import BadParams
from .params import _check

#: a number's unit -> its value in words
UNITS = {
    "dollars": lambda v: f"${v}",
    "seconds": lambda ms: f"{ms / 1000:g} second{'' if ms == 1000 else 's'}",
    "number": lambda v: f"{v:,}",
}
#: a marker in a note: ``{param}``, ``{param=value}``, ``{bot.option}``, ``{bot.option=value}``
MARKER = re.compile(r"\{([^{}]*)\}")
_KEY = re.compile(r"(bot\.)?([a-z][a-z0-9_]*)(?:=(.+))?$")
#: where a sentence starts: a value's words there begin with a capital
_SENTENCE_START = re.compile(r"(?:^|[.!?][\"'\u201d\u2019)]?\s+)$")


class WordsError(ValueError):
    """A marker or a dict of words names a parameter or a value the game does not have, or has no words for."""


def _entry(words: dict, schema: dict, key: str, what: str) -> dict:
    if key not in schema:
        raise WordsError(f"{what} {key!r} does not exist (known: {', '.join(sorted(schema))})")
    if key not in words:
        raise WordsError(f"{what} {key!r} has no words: add it to the game's words (wording.py)")
    return words[key]


def name(words: dict, schema: dict, key: str, what: str = "parameter") -> str:
    """The parameter's name in words (as the dict gives it, unquoted)."""
    return _entry(words, schema, key, what)["name"]


def _parse(spec: dict, key: str, text: str, what: str):
    """A marker's value text as the parameter's value (``true``/``false`` for a bool, digits for a number)."""
    kind = spec["type"]
    if kind == "bool":
        if text not in ("true", "false"):
            raise WordsError(f"{what} {key!r}: a bool's value is true or false, not {text!r}")
        return text == "true"
    if kind in ("int", "float"):
        try:
            return int(text) if kind == "int" else float(text)
        except ValueError:
            raise WordsError(f"{what} {key!r}: {text!r} is not a number") from None
    return text


def value_words(words: dict, schema: dict, key: str, value, what: str = "parameter") -> str:
    """One value of the parameter in words: the dict's words for an enum's or a bool's value, the
    unit's for a number; WordsError if the parameter cannot take it or the dict does not word it."""
    entry = _entry(words, schema, key, what)
    spec = schema[key]
    if isinstance(value, str) and spec["type"] in ("bool", "int", "float"):
        value = _parse(spec, key, value, what)
    try:
        value = _check(key, spec, value)
    except BadParams as exc:
        raise WordsError(f"{what} {key!r} cannot be {value!r}: {exc}") from None
    if str(value) in entry.get("values", {}):
        return entry["values"][str(value)]
    if "unit" in entry:
        return UNITS[entry["unit"]](value)
    raise WordsError(f"{what} {key!r}: no words for the value {value!r} (worded: "
                     f"{', '.join(entry.get('values', {})) or 'none'})")


def quoted(words: str) -> str:
    """A name as a title within a sentence: “…”, its own double quotation marks made single."""
    return "\u201c" + words.replace("\u201c", "\u2018").replace("\u201d", "\u2019") + "\u201d"


def render(note: str, params: tuple[dict, dict], bots: tuple[dict, dict] = ({}, {}), *,
           text=lambda s: s, mark=lambda words, marker: words) -> str:
    """``note`` with every marker in words. ``params`` and ``bots`` are each ``(words, schema)``.
    ``text`` is applied to the note's own words and ``mark(words, marker)`` gives what stands for a
    marker (the coverage page escapes both and shows the marker's key beside the words)."""
    out, at = [], 0
    for m in MARKER.finditer(note):
        k = _KEY.match(m.group(1))
        if not k:
            raise WordsError(f"{m.group(0)!r} is not a marker: write {{param}} or {{param=value}}")
        bot, key, value = k.groups()
        (words, schema), what = (bots, "bot option") if bot else (params, "parameter")
        if value is None:
            said = quoted(name(words, schema, key, what))
        else:
            said = value_words(words, schema, key, value, what)
            if _SENTENCE_START.search(note[:m.start()]):
                said = said[:1].upper() + said[1:]
        out += [text(note[at:m.start()]), mark(said, m.group(1))]
        at = m.end()
    return "".join(out + [text(note[at:])])


def check(words: dict, schema: dict, what: str = "parameter") -> list[str]:
    """What is wrong with a dict of words for ``schema``: a parameter it does not have, a value it
    cannot take, an enum's or a bool's value left without words, a number worded otherwise than by a unit."""
    problems = []
    for key, entry in words.items():
        if key not in schema:
            problems.append(f"{what} {key!r} does not exist")
            continue
        spec = schema[key]
        extra = set(entry) - {"name", "values", "unit", "label", "hint"}
        if extra or not isinstance(entry.get("name"), str) or not entry["name"]:
            problems.append(f"{what} {key!r}: give a name, and values or a unit, a label and a hint only "
                            f"(not {sorted(extra)})")
        for form_word in ("label", "hint"):
            if form_word in entry and (not isinstance(entry[form_word], str) or not entry[form_word]):
                problems.append(f"{what} {key!r}: its {form_word} is a non-empty string")
        kind = spec["type"]
        if kind in ("enum", "bool") or (kind == "str" and "values" in spec):
            expected = {str(v) for v in spec["values"]} if kind != "bool" else {"True", "False"}
            got = set(entry.get("values", {}))
            if got != expected:
                problems.append(f"{what} {key!r}: values worded {sorted(got)}, but it takes {sorted(expected)}")
        elif kind in ("int", "float"):
            if "values" in entry or entry.get("unit", "number") not in UNITS:
                problems.append(f"{what} {key!r}: a number's values are worded by a unit, one of {', '.join(UNITS)}")
        elif "values" in entry or "unit" in entry:
            problems.append(f"{what} {key!r}: a {kind} is worded by its name only")
    return problems


def with_form(words: dict, form: dict) -> dict:
    """``words`` with the Options form's ``label`` and ``hint`` of some of its entries (``form``:
    ``{param: {"label"?, "hint"?}}``, kept beside them so that the names read as one list); a key of
    ``form`` that ``words`` does not name is an entry of its own (a name is then required)."""
    return {**words, **{k: {**words.get(k, {}), **f} for k, f in form.items()}}


def labelled(spec: dict, name: str, **form) -> dict:
    """The words of an option whose schema already words its values (``labels``: a bot's speed, a
    strategy's strength), so that the two never differ: ``{"name", "values", "label"?, "hint"?}``."""
    return {"name": name, "values": {str(v): spec["labels"][v] for v in spec["values"]}, **form}


__all__ = ["MARKER", "UNITS", "WordsError", "check", "labelled", "name", "with_form", "quoted", "render", "value_words"]
