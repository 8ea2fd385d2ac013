"""Saving and resuming a table with humans and bots (what a reload of the demo page does).

The promise: the same seed and the same human actions at the same times give the same game. So a
table saved at any moment and resumed with ``games.resume`` must go on exactly as the unsaved
table does, bots included (their memory and their schedule), whatever the humans do next."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games import BadRecord, IllegalAction, Table, new_game, resume
from games import api
from games.core.rng import Rng
from api_helpers import call

PARAMS = [
    {"edition": "2003", "players": 4},
    {"edition": "1903", "players": 5, "telegram": True},
    {"edition": "2003", "players": 3, "telegram": True},
]


class Human:
    """A scripted human: every tick it lets the bots run, then sometimes makes a legal move and
    sometimes an illegal one (which must change nothing). Its choices depend only on its own
    seeded generator and on what the table shows, so two equal tables get equal moves."""

    def __init__(self, seed: int, seat: int = 0):
        self.rng = Rng(seed).fork("human")
        self.seat = seat

    def tick(self, table: Table) -> None:
        t = table.now + 150 + self.rng.randbelow(1200)
        table.advance(t)
        if table.game.is_over:
            return
        roll = self.rng.randbelow(10)
        if roll < 5:
            legal = table.game.legal_actions(self.seat)
            if legal:
                action = dict(legal[self.rng.randbelow(len(legal))], t=t)
                try:  # legal in kind, but perhaps not yet (before the dealer's signal)
                    table.act(action)
                except IllegalAction:
                    pass
        elif roll == 5:
            with pytest.raises(IllegalAction):
                table.act({"type": "take", "seat": self.seat, "t": t, "offer": 10**6, "cards": ["X"]})


def play(table: Table, human: Human, ticks: int) -> None:
    for _ in range(ticks):
        if table.game.is_over:
            return
        human.tick(table)


def saved(table: Table) -> dict:
    """What the demo page stores: the game record and the table's description, through JSON."""
    return json.loads(json.dumps({"record": table.game.to_record(), "table": table.describe()}))


def resumed(snapshot: dict) -> tuple[Table, bool]:
    t = snapshot["table"]
    return resume(snapshot["record"], t["human_seats"], t["bots"], t["seed"], t["now"])


@settings(max_examples=25, deadline=None)
@given(case=st.sampled_from(range(len(PARAMS))), seed=st.integers(0, 10**6), script=st.integers(0, 10**6),
       before=st.integers(0, 60), after=st.integers(1, 60), speed=st.sampled_from(["fast", "steady", "mixed"]))
def test_a_resumed_table_plays_on_exactly_as_the_unsaved_one(case, seed, script, before, after, speed):
    bots = {"speed": speed}
    table = Table(new_game("gavitt", PARAMS[case], seed), (0,), bots, seed)
    human = Human(script)
    play(table, human, before)
    snapshot = saved(table)
    again, exact = resumed(snapshot)
    assert exact
    assert again.game.to_record() == table.game.to_record()
    assert again.now == table.now
    # The same human goes on at both tables (a copy of the script's generator for the second).
    twin = Human(0)
    twin.rng = Rng.from_state(human.rng.state())
    play(table, human, after)
    play(again, twin, after)
    assert again.game.to_record() == table.game.to_record()
    assert again.game.omniscient_view() == table.game.omniscient_view()


def test_resume_with_other_bot_options_falls_back_to_the_record():
    table = Table(new_game("gavitt", PARAMS[0], 3), (0,), {"speed": "steady"}, 3)
    play(table, Human(1), 30)
    snapshot = saved(table)
    assert len(snapshot["record"]["actions"]) > 5
    again, exact = resume(snapshot["record"], [0], {"speed": "slow"}, 3, snapshot["table"]["now"])
    assert not exact
    # The game itself is the saved one, and play goes on from it.
    assert again.game.to_record() == snapshot["record"]
    assert again.now == snapshot["table"]["now"]
    play(again, Human(2), 10)
    assert len(again.game.actions) >= len(snapshot["record"]["actions"])


def test_resume_refuses_a_time_before_the_last_action():
    table = Table(new_game("gavitt", PARAMS[0], 3), (0,), None, 3)
    play(table, Human(1), 20)
    last = table.game.actions[-1]["t"]
    with pytest.raises(BadRecord, match="saved table time"):
        resume(table.game.to_record(), [0], None, 3, last - 1)


def test_api_table_load_with_now_resumes_exactly_and_bad_now_changes_nothing():
    new = call("table.new", {"game": "gavitt", "params": PARAMS[0], "seed": 11, "human_seats": [0]})
    tid = new["result"]["table"]
    out = call("table.advance", {"table": tid, "t": 20_000})
    assert out["ok"] and out["result"]["events"]
    rec = call("table.record", {"table": tid})["result"]
    args = {"record": rec["record"], "human_seats": [0], "seed": 11, "now": rec["table"]["now"]}
    loaded = call("table.load", args)["result"]
    assert loaded["exact"] is True and loaded["now"] == 20_000
    # Both tables go on to the same game.
    a = call("table.advance", {"table": tid, "t": 60_000})["result"]
    b = call("table.advance", {"table": loaded["table"], "t": 60_000})["result"]
    assert a["events"] == b["events"] and a["view"] == b["view"]
    tables = dict(api._TABLES)
    for bad, message in ((-5, "'now' must be at least"), ("soon", "'now' must be an integer")):
        err = call("table.load", dict(args, now=bad))
        assert not err["ok"] and message in err["error"]["message"]
        assert err["error"]["kind"] == "bad-request"
    assert api._TABLES == tables  # no table was made
