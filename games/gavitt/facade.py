"""Facade methods Gavitt's Stock Exchange adds to :mod:`games.api` (registered with the game in
:data:`games.gavitt.GAME`): the foundation page's deal, "How to play" and the same deal under both rules.

Each takes the JSON arguments as a dict and returns something JSON-able; a bad argument raises
``BadParams`` (the facade answers it as a bad request).

``gavitt.deal`` ``{"edition": "1903"|"2003", "players": 3..6, "seed": int}``
    -> ``{"hands": [[keys] per seat], "dealer", "railroads": [{key,label,value}], "params", "seed"}``:
    round 1 as dealt.
``gavitt.how_to_play`` ``{"params"?}`` -> ``{"edition", "params" (resolved: the edition's
    defaults filled in), "sections": [{"id", "heading", "text", "clauses"}]}``: the table's "How to
    play", from the rules and parameters (:mod:`games.gavitt.howto`).
``gavitt.same_deal`` ``{"players": 3..5, "seed": int, "bots"?: bot params}``
    -> ``{"players", "seed", "railroads", "deal": {dealer, hands}, "editions": {"1903"|"2003": {edition,
    title, railroads, params, events (worded: ``text``), caller, railroad, hands, lines, totals, trades}},
    "differences": [{seat, amount: {ed: $}, lines: {ed: [lines]}}]}``: round 1 of one deal, on the
    railroads both texts name, played by the bots under both rules (:mod:`games.gavitt.same_deal`).

The simulation lab's methods (``gavitt.lab_plan``, ``gavitt.lab``, ``gavitt.lab_summary``) are every
lab's, which the facade finds in the game's laboratory (:mod:`games.lab.protocol`), over
:mod:`games.gavitt.lab.experiments` (``config`` as its ``CONFIG``, at most 5000 jobs a call).
"""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.params import of_params

from .howto import how_to_play
from .rules import GavittGame


def _int(args: dict, key: str, default=None, lo=None, hi=None) -> int:
    v = args.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadParams(f"'{key}' must be an integer")
    if lo is not None and v < lo or hi is not None and v > hi:
        raise BadParams(f"'{key}' must be between {lo} and {hi}" if hi is not None else f"'{key}' must be at least {lo}")
    return v


def deal(args: dict) -> dict:
    seed = _int(args, "seed", 0)
    g = GavittGame({"edition": args.get("edition", "2003"), "players": _int(args, "players", 4)}, seed)
    return {"hands": g.omniscient_view()["hands"], "dealer": g.dealer, "railroads": g.public_view()["railroads"],
            "params": g.params, "seed": seed}


def same_deal(args: dict) -> dict:
    from .same_deal import same_deal as play

    bots = args.get("bots")
    return play(_int(args, "players", 4), _int(args, "seed", 0, lo=0), bots)


METHODS = {"gavitt.deal": deal, "gavitt.how_to_play": of_params(how_to_play), "gavitt.same_deal": same_deal}
