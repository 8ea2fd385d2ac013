"""The JSON facade: answers are always JSON; malformed input is a clear error and changes nothing."""
from __future__ import annotations

import json

import pytest

from games import api
from api_helpers import call, ok


def test_games_list_describes_params():
    res = ok("games.list", {})
    g = [x for x in res if x["id"] == "gavitt"][0]
    assert g["players"] == [3, 6] and g["params"]["edition"]["values"] == ["1903", "2003"]
    assert all("description" in spec for spec in g["params"].values())


def test_gavitt_deal_returns_the_dealt_hands():
    res = ok("gavitt.deal", {"edition": "1903", "players": 3, "seed": 5})
    assert len(res["hands"]) == 3 and all(len(h) == 8 for h in res["hands"])
    assert res == ok("gavitt.deal", {"edition": "1903", "players": 3, "seed": 5})


@pytest.mark.parametrize("method,args", [
    ("no.such", {}),
    ("games.list", "{not json"),
    ("games.list", "[1, 2]"),
    ("gavitt.deal", {"edition": "1999"}),
    ("gavitt.deal", {"players": "four"}),
    ("table.new", {}),
    ("table.new", {"game": "chess"}),
    ("table.new", {"game": "gavitt", "params": {"edition": "2003", "players": 9}}),
    ("table.new", {"game": "gavitt", "human_seats": [0, 0]}),
    ("table.new", {"game": "gavitt", "human_seats": "0"}),
    ("table.advance", {"table": "nope", "t": 5}),
    ("table.load", {"record": {"game": "gavitt"}}),
    ("table.load", {"record": "garbage"}),
    ("simulate", {}),
    ("simulate", {"game": "gavitt", "games": -1}),
    ("simulate", {"game": "gavitt", "seeds": "1,2"}),
    ("simulate", {"game": "gavitt", "params": {"players": 2}}),
])
def test_malformed_requests_are_bad_requests(method, args):
    out = call(method, args)
    assert out["ok"] is False and out["error"]["kind"] == "bad-request" and out["error"]["message"]
    assert "Traceback" not in json.dumps(out)


def test_table_flow_and_illegal_actions_change_nothing():
    res = ok("table.new", {"game": "gavitt", "params": {"edition": "2003"}, "seed": 3, "human_seats": [0]})
    tid = res["table"]
    assert [e for e in res["events"] if e.get("to") not in (None, 0)] == []  # no peeking at other hands
    res = ok("table.advance", {"table": tid, "t": 2000})
    assert res["now"] == 2000 and all(e.get("to") in (None, 0) for e in res["events"])
    before = ok("table.view", {"table": tid, "seat": "all"})
    for bad in ({"type": "offer", "seat": 0, "t": 2500, "cards": "SF"},       # malformed
                {"type": "offer", "seat": 1, "t": 2500, "cards": ["SF"]},     # a bot's seat
                {"type": "offer", "seat": 0, "t": 1000, "cards": ["SF"]},     # time backwards
                {"type": "dance", "seat": 0, "t": 2500}):
        out = call("table.act", {"table": tid, "action": bad})
        assert out["ok"] is False
        assert ok("table.view", {"table": tid, "seat": "all"}) == before
    hand = ok("table.view", {"table": tid, "seat": 0})["in_hand"]
    other = [k for k in ("PC", "NYC", "RI", "SF") if k != hand[0]]
    if hand.count(hand[0]) < 8:
        pair = [hand[0], [k for k in hand if k != hand[0]][0]]
        out = call("table.act", {"table": tid, "action": {"type": "offer", "seat": 0, "t": 2000, "cards": pair}})  # 2000 = now
        error = out["error"]
        assert {k: error[k] for k in ("message", "clause", "kind", "events")} == {
            "message": "two cards offered at one time must be of the same railroad",
            "clause": "gse2003-play-2b", "kind": "illegal", "events": []}
        assert error["view"] == ok("table.view", {"table": tid, "seat": 0}) and error["now"] == 2000
    assert other
    res = ok("table.act", {"table": tid, "action": {"type": "offer", "seat": 0, "t": 2100, "cards": [hand[0]]}})
    assert res["now"] == 2100
    assert res["view"]["my_offer"]["cards"] == [hand[0]]
    rec = ok("table.record", {"table": tid})["record"]
    assert rec["actions"][-1]["seat"] == 0
    loaded = ok("table.load", {"record": rec, "human_seats": [0]})
    assert ok("table.view", {"table": loaded["table"], "seat": "all"}) == ok("table.view", {"table": tid, "seat": "all"})
    legal = ok("table.legal", {"table": tid, "seat": 0})
    assert {"type": "cancel", "seat": 0} in legal
    assert ok("table.close", {"table": loaded["table"]}) is True
    assert call("table.view", {"table": loaded["table"], "seat": 0})["ok"] is False


def test_corrupt_record_changes_nothing():
    res = ok("table.new", {"game": "gavitt", "seed": 1})
    rec = ok("table.record", {"table": res["table"]})["record"]
    n_tables = len(api._TABLES)
    for corrupt in (dict(rec, version=99), dict(rec, actions=[{"type": "offer", "seat": 0, "t": 0, "cards": ["XX"]}]),
                    dict(rec, params={"players": 99}), dict(rec, seed="x"), dict(rec, game="chess")):
        out = call("table.load", {"record": corrupt})
        assert out["ok"] is False and out["error"]["kind"] == "bad-request"
        assert len(api._TABLES) == n_tables


def test_simulate_is_chunkable():
    whole = ok("simulate", {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seed": 10, "games": 4})
    part1 = ok("simulate", {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seed": 10, "games": 2})
    part2 = ok("simulate", {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seed": 10, "games": 2,
                            "first": 2})
    assert whole["games"] == part1["games"] + part2["games"]
    assert [g["seed"] for g in whole["games"]] == [10, 11, 12, 13]
    by_seeds = ok("simulate", {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seeds": [12, 13]})
    assert by_seeds["games"] == part2["games"]


def test_transcript_method_renders_a_record():
    res = ok("table.new", {"game": "gavitt", "seed": 2, "human_seats": []})
    ok("table.advance", {"table": res["table"], "t": 3000})
    rec = ok("table.record", {"table": res["table"]})["record"]
    text = ok("transcript", {"record": rec})
    assert "round 1: P0 deals" in text and "offers" in text
