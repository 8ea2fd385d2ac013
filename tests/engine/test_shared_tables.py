"""A shared table ("Play together"): several human seats at one engine table, which the
host's browser runs. Each person gets only their own view and the events they may see
(``"seats"`` -> ``by_seat``), and simultaneous actions are ordered by a draw from the table's seed
(``table.batch``, games.core.fairness), each accepted or refused on its own; a refusal names its
clause and changes nothing."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from games.core.fairness import order
from api_helpers import call, ok

HUMANS = [0, 2]
FOUR = {"edition": "1903", "players": 4}


def shared_table(seed=3, position=None):
    args = {"game": "gavitt", "params": FOUR, "seed": seed, "human_seats": HUMANS, "seats": HUMANS,
            "bots": {"speed": "slow"}}
    if position:
        args["position"] = position
    return ok("table.new", **args)


def signal(tid):
    ok("table.advance", table=tid, t=0, seats=HUMANS)


def test_each_seat_of_a_shared_table_gets_its_own_view_and_no_other():
    new = shared_table()
    assert set(new["by_seat"]) == {"0", "2"}
    assert "view" not in new and "views" not in new and "events" not in new
    omni = ok("table.view", table=new["table"], seat="all")
    for seat in HUMANS:
        part = new["by_seat"][str(seat)]
        assert part["view"]["seat"] == seat and part["view"]["hand"] == omni["hands"][seat]
        text = json.dumps(part)
        assert '"hands"' not in text and '"raw_hands"' not in text and '"deck"' not in text
        assert all(e.get("to") in (None, seat) for e in part["events"])


def test_a_received_event_goes_to_its_owner_only():
    # Seat 0 offers two of its cards; seat 2 takes them with two of its own: each receives the other's.
    new = shared_table(position={"hands": [["SF"] * 8, ["NYC"] * 8, ["RI"] * 8, ["MP"] * 8]})
    tid = new["table"]
    signal(tid)
    first = ok("table.act", table=tid, action={"type": "offer", "seat": 0, "t": 10, "cards": ["SF", "SF"]}, seats=HUMANS)
    offer = next(e for e in first["by_seat"]["2"]["events"] if e["type"] == "offer")["offer"]
    take = ok("table.act", table=tid, action={"type": "take", "seat": 2, "t": 20, "offer": offer, "cards": ["RI", "RI"]},
              seats=HUMANS)
    received = {seat: [e for e in take["by_seat"][str(seat)]["events"] if e["type"] == "received"] for seat in HUMANS}
    assert [e["to"] for e in received[0]] == [0] and [e["to"] for e in received[2]] == [2]
    assert received[0][0]["cards"] == ["RI", "RI"] and received[2][0]["cards"] == ["SF", "SF"]
    assert all(e.get("to") != 0 for e in take["by_seat"]["2"]["events"])


def test_the_answer_for_a_bot_seat_or_a_stranger_is_refused():
    tid = shared_table()["table"]
    for seats in ([1], [0, 0], ["0"], [9]):
        answer = call("table.advance", table=tid, t=0, seats=seats)
        assert not answer["ok"] and answer["error"]["kind"] == "bad-request"


def test_simultaneous_takes_of_one_offer_are_ordered_by_the_seed_and_the_second_is_refused():
    winners = Counter()
    for seed in range(12):
        new = shared_table(seed=seed, position={"hands": [["SF"] * 8, ["NYC"] * 8, ["RI"] * 8, ["MP"] * 8]})
        tid = new["table"]
        signal(tid)
        first = ok("table.act", table=tid, action={"type": "offer", "seat": 0, "t": 5,
                                                   "cards": ["SF"]}, seats=HUMANS)
        offer = next(e for e in first["by_seat"]["2"]["events"] if e["type"] == "offer")["offer"]
        # Seat 0 takes its offer back while seat 2 takes it: whichever the draw puts first stands.
        before = ok("table.view", table=tid, seat="all")
        batch = ok("table.batch", table=tid, t=50, seats=HUMANS, actions=[
            {"type": "cancel", "seat": 0}, {"type": "take", "seat": 2, "offer": offer, "cards": ["RI"]}])
        drawn = order(seed, 50, [0, 2])
        assert batch["order"] == drawn
        first_seat = [0, 2][drawn[0]]
        winners[first_seat] += 1
        loser = 1 - drawn[0]
        assert batch["results"][drawn[0]] == {"ok": True}
        refused = batch["results"][loser]
        assert refused["ok"] is False and refused["error"]["kind"] == "illegal" and refused["error"]["message"]
        after = ok("table.view", table=tid, seat="all")
        assert (after["hands"] == before["hands"]) == (first_seat == 0)  # a cancel trades nothing
        ok("table.close", table=tid)
    assert winners[0] and winners[2], "both seats must sometimes be drawn first"


def test_the_draw_depends_on_seed_time_and_seats_not_on_arrival_order():
    assert order(7, 1234, [2, 0, 3]) == [[2, 0, 3].index(s) for s in [[0, 2, 3][k] for k in order(7, 1234, [0, 2, 3])]]
    counts = Counter(tuple(order(11, t, [0, 1, 2])) for t in range(6000))
    assert len(counts) == 6 and min(counts.values()) > 800  # every order, about equally often
    assert [order(5, t, [0, 1]) for t in range(20)] == [order(5, t, [0, 1]) for t in range(20)]
    with pytest.raises(ValueError):
        order(1, 1, [0, 0])


def test_a_batch_refuses_malformed_actions_and_actions_for_bots_without_effect():
    new = shared_table()
    tid = new["table"]
    signal(tid)
    before = ok("table.view", table=tid, seat="all")
    batch = ok("table.batch", table=tid, t=40, seats=HUMANS, actions=[
        {"type": "offer", "seat": 1, "cards": ["SF"]}, {"type": "nonsense", "seat": 0}, "not an action",
        {"type": "cancel", "seat": 2}])
    kinds = [r["error"]["kind"] for r in batch["results"]]
    assert kinds[:3] == ["bad-request"] * 3 and kinds[3] == "illegal" and batch["order"] == [3]
    after = ok("table.view", table=tid, seat="all")
    assert after["hands"] == before["hands"] and after["offers"] == before["offers"]
    for bad in ([], [{"type": "cancel", "seat": 0}] * 5, "x"):
        answer = call("table.batch", table=tid, t=60, actions=bad)
        assert not answer["ok"] and answer["error"]["kind"] == "bad-request"
    two = ok("table.batch", table=tid, t=60, actions=[{"type": "cancel", "seat": 0}, {"type": "cancel", "seat": 0}])
    assert two["results"][1]["error"]["kind"] == "bad-request"
    back = call("table.batch", table=tid, t=10, actions=[{"type": "cancel", "seat": 0}])
    assert not back["ok"] and back["error"]["kind"] == "illegal"


def test_a_shared_table_record_replays_to_the_same_game():
    new = shared_table(seed=9)
    tid = new["table"]
    signal(tid)
    for t in range(100, 4000, 300):
        view = ok("table.advance", table=tid, t=t, seats=HUMANS)["by_seat"]["2"]["view"]
        if view["hand"]:
            ok("table.batch", table=tid, t=t + 1, seats=HUMANS, actions=[
                {"type": "offer", "seat": 2, "cards": view["hand"][:1]}, {"type": "cancel", "seat": 0}])
    rec = ok("table.record", table=tid)
    loaded = ok("table.load", record=rec["record"], human_seats=HUMANS, now=rec["table"]["now"], seats=[2],
                bots={"speed": "slow"})
    assert loaded["exact"] is True and set(loaded["by_seat"]) == {"2"}
    assert loaded["by_seat"]["2"]["view"] == ok("table.view", table=tid, seat=2)
