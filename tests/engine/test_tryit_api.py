"""The facade's "Try it" methods (games/tryit.py): a worked example loads as a table in the
reader's seat, "Show me" plays its move and explains the outcome line by line with the clauses,
and a refused move is explained with the clause that refuses it, changing nothing."""
from __future__ import annotations


import pytest

from games.tryit import EXAMPLES
from api_helpers import call, ok


def test_gse1903_28_show_me_explains_the_100_lost_by_the_completer_with_the_telegram():
    loaded = ok("example.load", game="gavitt", id="ex1903-28-completer-with-the-telegram")
    assert loaded["example"]["clauses"] == ["gse1903-28"] and loaded["example"]["seat"] == 0
    assert loaded["view"]["round"] == 1 and loaded["record_length"] == 2  # the setup's offer and take
    played = ok("example.play", table=loaded["table"])
    assert played["refused"] is None
    lines = [i for i in played["outcome"] if "gse1903-28" in i["clauses"]]
    assert len(lines) == 1 and lines[0]["text"] == "Broker 2 completed his set first with the Telegram in his possession, so −$100."


def test_gse1903_30_show_me_pays_the_holder_at_the_moment_of_completion():
    loaded = ok("example.load", game="gavitt", id="ex1903-30-holder-when-a-set-is-secured")
    played = ok("example.play", table=loaded["table"])
    lines = [i["text"] for i in played["outcome"] if "gse1903-30" in i["clauses"]]
    assert lines and lines[0] == "Broker 3 held the Telegram when another broker completed a full set, so +$100."


def test_a_refused_example_move_is_explained_with_its_clause_and_changes_nothing():
    gid, ex = next((g, x) for g, xs in EXAMPLES.items() for x in xs.values() if x["expect"].get("refused"))
    loaded = ok("example.load", game=gid, id=ex["id"])
    played = ok("example.play", table=loaded["table"])
    assert played["refused"] == ex["expect"]["refused"]
    assert played["outcome"][-1]["clauses"] == [ex["expect"]["refused"]]
    assert played["record_actions"] == [] and played["view"] == loaded["view"]


@pytest.mark.parametrize("gid", sorted(EXAMPLES))
def test_every_example_of_every_game_loads_and_its_move_is_judged_as_expected(gid):
    for ex in EXAMPLES[gid].values():
        loaded = ok("example.load", game=gid, id=ex["id"])
        played = ok("example.play", table=loaded["table"])
        assert played["refused"] == ex["expect"].get("refused"), ex["id"]
        ok("table.close", table=loaded["table"])


def test_bad_example_requests_are_refused_clearly():
    assert call("example.load", game="gavitt", id="no-such")["error"]["kind"] == "bad-request"
    assert call("example.load", game="chess", id="x")["error"]["kind"] == "bad-request"
    table = ok("table.new", game="gavitt")["table"]
    assert "not a worked example" in call("example.play", table=table)["error"]["message"]
    loaded = ok("example.load", game="gavitt", id="ex1903-28-completer-with-the-telegram")
    wrong = call("example.play", table=loaded["table"], action={"type": "call", "seat": 2, "t": 300, "word": "TOPEKA"})
    assert wrong["error"]["kind"] == "bad-request" and "seat 0" in wrong["error"]["message"]


def test_bourse_D_scoring_lines_are_explained_one_by_one_with_their_clauses():
    """A game whose words do not give a scoring event line by line (Bourse) still gets one item
    per line, with that line's clause."""
    loaded = ok("example.load", game="bourse", id="worked-example-50")
    played = ok("example.play", table=loaded["table"])
    lines = [i for i in played["outcome"] if i["clauses"] == ["bourse-D-5"]]
    assert lines and lines[0]["text"] == "You: -10, 1 London card at -10 (Fall 10)."
