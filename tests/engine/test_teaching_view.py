"""The teaching view comes with the answer it belongs to (``"teach": true`` on ``table.advance`` and
``table.act``: the answer's ``"omni"``), so a reader's action is one round trip; a shared table never
gets it, since it shows every hand; and what a page needs before its first answer rides with the
game's description (``GameType.page_data``: the railway's card table), not a question at boot."""
from __future__ import annotations


from games import GAMES
from api_helpers import call


def test_the_teaching_view_comes_with_each_answer_and_is_the_omniscient_view():
    new = call("table.new", game="gavitt", params={"edition": "1903", "players": 4}, seed=3, human_seats=[0])["result"]
    tid = new["table"]
    step = call("table.advance", table=tid, t=0, teach=True)["result"]
    assert step["omni"] == call("table.view", table=tid, seat="all")["result"]
    assert "omni" not in call("table.advance", table=tid, t=10)["result"]  # only when asked
    hand = step["view"]["in_hand"]
    act = call("table.act", table=tid, action={"type": "offer", "seat": 0, "t": 20, "cards": hand[:1]}, teach=True)
    assert act["ok"] and [o[1] for o in act["result"]["omni"]["raw_offers"]] == [0]  # the offer just made, in it


def test_a_shared_table_never_gets_the_teaching_view():
    new = call("table.new", game="gavitt", params={"edition": "1903", "players": 4}, seed=3, human_seats=[0, 1],
               seats=[0, 1])["result"]
    refused = call("table.advance", table=new["table"], t=0, seats=[0, 1], teach=True)
    assert not refused["ok"] and "not at a shared table" in refused["error"]["message"]


def test_the_railway_card_table_rides_with_the_games_description():
    described = GAMES["railway"].describe()
    assert described["data"]["cards"] == call("railway.cards")["result"]
    assert all(GAMES[g].describe()["data"] == {} for g in GAMES if g != "railway")
