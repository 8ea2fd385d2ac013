"""The engine's JSON facade as a test calls it. ``games.api.call`` takes and gives JSON text, as the
browser's worker does; these take and give Python values, so a test reads as the page's request.

    call("table.new", game="gavitt", seed=3)      # the whole answer: {"ok": True, "result": ...}
    call("table.new", {"game": "gavitt"})         # the same, the arguments as one dict
    call("table.new", "{not json")                # text is sent as it is (malformed requests)
    ok("table.new", game="gavitt", seed=3)        # the result, after asserting the answer is ok
"""
from __future__ import annotations

import json

from games import api


def call(method: str, args: dict | str | None = None, /, **fields):
    """The facade's whole answer to ``method``: ``args`` (a dict, or JSON text sent unchanged) or
    else the keyword arguments."""
    if args is not None and fields:
        raise TypeError("give the arguments as one dict or as keywords, not both")
    payload = fields if args is None else args
    return json.loads(api.call(method, payload if isinstance(payload, str) else json.dumps(payload)))


def ok(method: str, args: dict | str | None = None, /, **fields):
    """The result of ``method``, after asserting that the facade answered without an error."""
    answer = call(method, args, **fields)
    assert answer["ok"], answer
    return answer["result"]
