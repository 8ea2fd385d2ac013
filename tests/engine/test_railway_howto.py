"""The railway table's "How to play" (games.railway.howto): written from the rules and the resolved
parameters, each paragraph citing clauses of the railway text."""
from __future__ import annotations


from howto_helpers import how_to_play

from games.railway.clauses import STATUS
from api_helpers import call


def how(params=None):
    return how_to_play("railway", params)


def test_every_paragraph_cites_railway_clauses_the_text_defines():
    text = how()
    assert list(text) == ["goal", "turn", "pass", "pool", "signals", "scoring"]
    for s in text.values():
        assert s["clauses"] and all(c in STATUS and c.startswith("railway-") for c in s["clauses"]), s


def test_railway_play_12_and_railway_alt_the_goal_states_the_train_and_distance_in_play():
    assert "five cards" in how()["goal"]["text"] and "7 moves" in how()["goal"]["text"]
    short = how({"short_game": True, "short_moves_to_win": 6})["goal"]
    assert "any three of the other four" in short["text"] and "6 moves" in short["text"]
    assert "railway-alt" in short["clauses"]
    assert "9 moves" in how({"moves_to_win": 9})["goal"]["text"]


def test_railway_play_4c_the_pass_window_and_claim_rule_are_the_tables():
    three = how({"players": 3})["pass"]["text"]
    assert "within 3 seconds" in three and "nearest the discarder's left" in three
    first = how({"players": 3, "claim_window_ms": 1500, "claim_rule": "first"})["pass"]["text"]
    assert "within 1.5 seconds" in first and "the first call takes it" in first
    assert "off at this table" in how({"claim_window_ms": 0})["pass"]["text"]


def test_railway_play_4c_at_a_table_of_two_no_rule_settles_several_calls():
    """Only the player who did not discard can call, so How to play names no rule for several calls."""
    two = how({"players": 2})["pass"]["text"]
    assert "only the other player can call, so a call takes it" in two and "nearest" not in two


def test_railway_play_9_10a_scoring_3_the_interpretations_in_play_are_worded():
    assert "goes to his hand" in how()["pool"]["text"]
    assert "onto the exposed cards" in how({"substitute_to": "exposed"})["pool"]["text"]
    assert "still shunts the others" in how()["signals"]["text"]
    assert "does nothing" in how({"early_signals": "no-effect"})["signals"]["text"]
    assert "count against him" in how({"hand_count": "against"})["scoring"]["text"]
    assert "Engines 3" in how()["scoring"]["text"] and "Pass Cards 4" in how()["scoring"]["text"]


def test_bad_parameters_are_a_clear_refusal():
    for args in ({"params": {"players": 9}}, {"params": "fast"}):
        out = call("railway.how_to_play", args)
        assert out["ok"] is False and out["error"]["kind"] == "bad-request", out
