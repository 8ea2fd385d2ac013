"""Worked examples ("Try it"): one format for every game, run the same way everywhere.

A game keeps its examples beside its rules, in ``games/<game>/examples.json``: a list of ::

    {"id", "clauses": [clause ids], "title", "prose" (what happens, in plain words),
     "params", "seed", "position" (a stated situation, or null), "seat" (the reader's seat),
     "setup": [timed actions applied first], "move": the action the reader makes ("Show me" plays it),
     "expect": {"events": [partial events that must appear, in order],
                "refused": clause id or null, "scores": [...] (optional)}}

:func:`run` plays one (pure: no I/O) and returns what happened; :func:`check` compares that with
the example's ``expect`` and returns the differences (empty when it plays as its prose says).
The tests run every registered game's examples in CPython, and all of them again in Pyodide,
where the results must be identical; the site shows them as "Try it" and as prose.
"""
from __future__ import annotations

from .errors import IllegalAction

FIELDS = ("id", "clauses", "title", "prose", "params", "seed", "position", "seat", "setup", "move", "expect")


def matches(expected, actual) -> bool:
    """A partial match: every key of an expected dict must match; an expected list of dicts must
    match a subsequence of the actual list, in order; anything else must be equal."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and matches(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, list) and expected and all(isinstance(x, dict) for x in expected):
        if not isinstance(actual, list):
            return False
        it = iter(actual)
        return all(any(matches(x, a) for a in it) for x in expected)
    return expected == actual


def run(game_type, example: dict) -> dict:
    """Play ``example`` for the game ``game_type`` (a :class:`games.core.registry.GameType`):
    start from its position, apply its setup, then its move.  Returns ``{"events": the move's
    events, "all_events": the opening, setup and move events in order, "refused": clause or None,
    "message": the refusal's words or None, "unchanged": whether a refused move left the state as
    it was, "scores": the public scores after}``."""
    position = example.get("position")
    game = game_type.game(example.get("params"), example["seed"], *(() if position is None else (position,)))
    seen = list(game.opening_events)
    for action in example.get("setup", []):
        seen += game.apply(dict(action))
    before = game.omniscient_view()
    try:
        events = game.apply(dict(example["move"]))
    except IllegalAction as exc:
        return {"events": [], "all_events": seen, "refused": exc.clause, "message": exc.message,
                "unchanged": game.omniscient_view() == before, "scores": game.public_view().get("scores")}
    return {"events": events, "all_events": seen + events, "refused": None, "message": None, "unchanged": None,
            "scores": game.public_view().get("scores")}


def check(example: dict, result: dict) -> list[str]:
    """What differs between the example's ``expect`` and the ``result`` of :func:`run`."""
    problems = []
    missing = [k for k in FIELDS if k not in example]
    if missing:
        problems.append(f"lacks {', '.join(missing)}")
    expect = example.get("expect", {})
    refused = expect.get("refused")
    if refused:
        if result["refused"] is None and result["message"] is None:
            problems.append(f"the move was not refused (expected {refused})")
        elif result["refused"] != refused:
            problems.append(f"refused by {result['refused']}, expected {refused}")
        elif not result["unchanged"]:
            problems.append("the refused move changed the game")
    else:
        if result["message"] is not None:
            problems.append(f"the move was refused: {result['message']} ({result['refused']})")
        elif expect.get("events") and not matches(expect["events"], result["all_events"]):
            problems.append("the expected events do not appear, in order")
    if "scores" in expect and expect["scores"] != result["scores"]:
        problems.append(f"scores {result['scores']}, expected {expect['scores']}")
    return problems


__all__ = ["FIELDS", "check", "matches", "run"]
