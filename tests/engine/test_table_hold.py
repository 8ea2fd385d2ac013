"""A table can give a reader time to read his hand: with ``hold_until`` no bot acts
before that virtual time unless a human acts first; then every waiting bot wakes when it asked
to.  It is the table's setting (a page's, for a first visit), deterministic, saved with the table
and restored exactly."""
from __future__ import annotations


import pytest

from games import Table, new_game, resume
from api_helpers import call

HOLD = 20_000


def test_bourse_with_a_hold_no_bot_calls_or_closes_before_the_reader_has_read_his_hand():
    free = Table(new_game("bourse", {"players": 4}, 3), [0], None, 3)
    assert free.advance(HOLD - 1), "without a hold the bots trade (and may close) within the first seconds"
    held = Table(new_game("bourse", {"players": 4}, 3), [0], None, 3, hold_until=HOLD)
    assert held.advance(HOLD - 1) == [] and held.game.ex.offers == {}
    later = held.advance(HOLD + 5_000)
    assert later and min(e["t"] for e in later) >= HOLD


def test_the_readers_first_action_ends_the_hold_and_the_bots_answer_after_it():
    t = Table(new_game("bourse", {"players": 4}, 3), [0], None, 3, hold_until=HOLD)
    hand = t.game.view(0)["in_hand"]
    events = t.act({"type": "call", "seat": 0, "t": 4_000, "cards": [hand[0]]})
    assert [e["type"] for e in events] == ["call"]
    after = t.advance(HOLD - 1)
    assert after and all(e["t"] >= 4_000 for e in after), "the bots move once the reader has"


def test_a_held_table_is_the_same_game_for_the_same_human_actions_and_comes_back_exactly():
    def play():
        t = Table(new_game("gavitt", {"edition": "2003"}, 5), [0], None, 5, hold_until=HOLD)
        t.advance(9_000)
        hand = t.game.view(0)["hand"]
        t.act({"type": "offer", "seat": 0, "t": 9_500, "cards": [hand[0]]})
        t.advance(30_000)
        return t
    a, b = play(), play()
    assert a.game.to_record() == b.game.to_record()
    again, exact = resume(a.game.to_record(), [0], None, 5, a.now, hold_until=HOLD)
    assert exact and again.game.omniscient_view() == a.game.omniscient_view()
    assert a.describe()["hold_until"] == HOLD


def test_the_facade_takes_the_hold_and_gives_it_back_with_the_table():
    answer = call("table.new", {"game": "bourse", "seed": 3, "hold_until": HOLD})["result"]
    tid = answer["table"]
    quiet = call("table.advance", {"table": tid, "t": HOLD - 1})["result"]
    assert quiet["events"] == [] and quiet["record_actions"] == []
    saved = call("table.record", {"table": tid})["result"]
    assert saved["table"]["hold_until"] == HOLD
    back = call("table.load", {"record": saved["record"], "now": saved["table"]["now"],
                               "hold_until": HOLD})["result"]
    assert back["exact"]
    bad = call("table.new", {"game": "bourse", "hold_until": -5})
    assert bad["error"]["kind"] == "bad-request" and "hold_until" in bad["error"]["message"]


@pytest.mark.parametrize("hold", [True, -1, "soon"])
def test_a_table_refuses_a_hold_that_is_not_a_time(hold):
    with pytest.raises(ValueError):
        Table(new_game("bourse", None, 0), [0], None, 0, hold_until=hold)
