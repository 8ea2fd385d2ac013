"""The facade's limits against bad input that is well formed but would keep the worker busy for
hours or flood the page: a far-off time, a saved game hours long, a huge argument echoed back."""
from __future__ import annotations


from games import api
from api_helpers import call


def new_table():
    answer = call("table.new", {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seed": 3,
                                "human_seats": [0], "bots": {"speed": "fast"}})
    assert answer["ok"], answer
    return answer["result"]["table"]


def test_an_advance_far_beyond_the_tables_time_is_refused_and_changes_nothing():
    table = new_table()
    before = call("table.record", {"table": table})["result"]
    far = call("table.advance", {"table": table, "t": 10**12})
    assert far["ok"] is False and far["error"]["kind"] == "bad-request"
    assert "smaller steps" in far["error"]["message"]
    assert call("table.record", {"table": table})["result"] == before
    # Ten minutes at a time is fine, and the next ten minutes too.
    step = call("table.advance", {"table": table, "t": api.MAX_ADVANCE_MS})
    assert step["ok"] and step["result"]["now"] == api.MAX_ADVANCE_MS
    assert call("table.advance", {"table": table, "t": 2 * api.MAX_ADVANCE_MS})["ok"]


def test_an_action_far_beyond_the_tables_time_is_refused_before_the_bots_move():
    table = new_table()
    before = call("table.record", {"table": table})["result"]
    far = call("table.act", {"table": table, "action": {"type": "cancel", "seat": 0, "t": 10**12}})
    assert far["ok"] is False and far["error"]["kind"] == "bad-request"
    assert call("table.record", {"table": table})["result"] == before


def test_a_saved_table_too_long_to_replay_comes_back_with_fresh_bots_at_its_time():
    table = new_table()
    assert call("table.advance", {"table": table, "t": 5000})["ok"]
    record = call("table.record", {"table": table})["result"]["record"]
    late = api.MAX_RESUME_MS + 1
    loaded = call("table.load", {"record": record, "human_seats": [0], "bots": {"speed": "fast"}, "now": late})
    assert loaded["ok"], loaded
    assert loaded["result"]["exact"] is False and loaded["result"]["now"] == late
    # Within the limit the bots come back exactly.
    loaded = call("table.load", {"record": record, "human_seats": [0], "bots": {"speed": "fast"}, "now": 5000})
    assert loaded["ok"] and loaded["result"]["exact"] is True


def test_a_huge_bad_argument_is_not_echoed_back_whole():
    answer = call("table.advance", {"table": "x" * 1_000_000, "t": 1})
    assert answer["ok"] is False and answer["error"]["kind"] == "bad-request"
    message = answer["error"]["message"]
    assert message.startswith("no table 'xxx") and len(message) <= api.MAX_MESSAGE
