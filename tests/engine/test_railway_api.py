"""The railway game through the JSON facade the browser worker calls."""
from __future__ import annotations


from api_helpers import call


def test_railway_table_through_the_facade_human_against_a_bot():
    new = call("table.new", game="railway", params={"players": 2}, seed=4, human_seats=[0], bots={"strength": "3"})
    assert new["ok"], new
    tid, view = new["result"]["table"], new["result"]["view"]
    assert len(view["hand"]) == 8 and view["may_act"] == [True, False]
    texts = [e["text"] for e in new["result"]["events"]]  # the engine's words, as seat 0 reads them
    assert texts[1].startswith("Your hand: ") and texts[-1] == "Your turn: pick up a card."
    draw = call("table.act", table=tid, action={"type": "draw", "seat": 0, "t": 1000, "from": "stack"})
    assert draw["ok"] and draw["result"]["view"]["phase"] == "play"
    bad = call("table.act", table=tid, action={"type": "discard", "seat": 0, "t": 1100, "card": "NOPE"})
    assert not bad["ok"] and bad["error"]["kind"] == "bad-request"
    card = draw["result"]["view"]["hand"][0]
    out = call("table.act", table=tid, action={"type": "discard", "seat": 0, "t": 1200, "card": card})
    assert out["ok"]
    later = call("table.advance", table=tid, t=20_000)["result"]
    assert later["view"]["may_act"][0] and later["view"]["turn"] == 0  # the bot has played its turn
    rec = call("table.record", table=tid)["result"]
    loaded = call("table.load", record=rec["record"], human_seats=[0], bots={"strength": "3"}, seed=4,
                  now=rec["table"]["now"])
    assert loaded["ok"] and loaded["result"]["exact"] and loaded["result"]["view"] == later["view"]


def test_railway_cards_and_lab_methods():
    cards = call("railway.cards")["result"]
    assert len(cards["keys"]) == 29 and sum(cards["counts"].values()) == 44
    assert cards["names"]["POOL-C3"] == "Pool Coach (3rd Guard's Van)" and cards["trains"]["GWR"][-1] == "GWR-BV"
    part = call("railway.lab", config={"games": 2}, first=0, count=6)["result"]
    summary = call("railway.lab_summary", config={"games": 2}, partials=[part])["result"]
    assert [r["games"] for r in summary["rows"]] == [2, 2, 2]
    assert call("railway.lab_summary", partials=[])["error"]["kind"] == "bad-request"
