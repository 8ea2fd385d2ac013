"""The Bourse table's "How to play" (games.bourse.howto): written from the rules and the resolved
parameters, each paragraph citing clauses of the Bourse text."""
from __future__ import annotations


from howto_helpers import how_to_play

from games.bourse.clauses import STATUS
from api_helpers import call


def how(params=None):
    return how_to_play("bourse", params)


def test_every_paragraph_cites_bourse_clauses_the_text_defines():
    text = how()
    assert list(text) == ["goal", "exchange", "close", "selling", "end"]
    for s in text.values():
        assert s["clauses"] and all(c in STATUS and c.startswith("bourse-") for c in s["clauses"]), s


def test_bourse_b_note_3_the_highest_rise_fall_cards_one_per_player_marked_as_reconstruction():
    goal = how({"players": 3})["goal"]["text"]
    assert "numbered 10, 9, 8 are in play" in goal and "reconstruction" in goal
    assert "numbered 10, 9, 8, 7, 6, 5, 4" in how({"players": 7})["goal"]["text"]


def test_bourse_h_2_the_selling_holders_loss_is_the_tables():
    assert "loses 10 more, unless his hand counts nothing" in how()["selling"]["text"]
    other = how({"selling_penalty": 15, "penalty_without_rise_fall": True})["selling"]["text"]
    assert "loses 15 more, even when his hand counts nothing" in other


def test_bourse_special_5_game_a_the_end_is_the_tables_target_and_tie_rule():
    assert "200 or more" in how()["end"]["text"] and "share the win" in how()["end"]["text"]
    end = how({"target": 300, "target_rule": "exceed", "tie_rule": "play-on"})["end"]["text"]
    assert "over 300" in end and "another hand is played" in end


def test_bad_parameters_are_a_clear_refusal():
    for args in ({"params": {"players": 2}}, {"params": [1]}):
        out = call("bourse.how_to_play", args)
        assert out["ok"] is False and out["error"]["kind"] == "bad-request", out
