"""The facade's "How to play" of a game (``<game>.how_to_play``), for the tests of each game's text."""
from __future__ import annotations


from api_helpers import call


def how_to_play(game: str, params: dict | None = None) -> dict:
    """The paragraphs the engine writes for ``params`` (none: the defaults), by their ids; fails
    the test on a refused call."""
    out = call(f"{game}.how_to_play", {} if params is None else {"params": params})
    assert out["ok"], out
    return {s["id"]: s for s in out["result"]["sections"]}
