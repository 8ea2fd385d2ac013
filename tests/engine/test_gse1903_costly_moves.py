"""A costly move is said before it is made: under the 1903 rules the Telegram costs its holder when
the round's set is made with it in hand (gse1903-28), and a broker who completed first with it and
lets another call is fined too (gse1903-29). The holder's view carries the engine's warning, with
its clauses, while it can still change what he does; nobody else's does, and 2003 has no Telegram."""
from __future__ import annotations

from games import new_game


def railroads(game):
    return [r["key"] for r in game.view(0)["railroads"]]


def first_set_with_the_telegram(params):
    """A 1903 round in which broker 1 (seat 0) holds a full set, completed first with the Telegram."""
    rr = railroads(new_game("gavitt", {"edition": "1903", "players": 4}, 1))
    a, b, c, d = rr
    hands = [[a] * 8, [b] * 4 + [c] * 4, [b] * 4 + [d] * 4, [c] * 4 + [d] * 4]
    position = {"hands": hands, "telegram": 0, "first_set_telegram": 0, "completed_at": [0, None, None, None]}
    return new_game("gavitt", {"edition": "1903", "players": 4, **params}, 1, position)


def test_gse1903_28_the_telegrams_holder_is_warned_before_he_completes_a_set_with_it():
    game = new_game("gavitt", {"edition": "1903", "players": 4}, 3)
    holder = game.telegram
    warning = game.view(holder)["warning"]
    assert warning["clauses"] == ["gse1903-28"]
    assert warning["text"] == "You hold the Telegram: complete a set first with it and you lose $100, call or not."
    assert all(game.view(s)["warning"] is None for s in range(4) if s != holder)


def test_gse1903_28_under_the_call_reading_the_holder_is_warned_before_he_calls():
    game = new_game("gavitt", {"edition": "1903", "players": 4, "telegram_moment": "call", "telegram_value": 150}, 3)
    warning = game.view(game.telegram)["warning"]
    assert warning["text"] == "You hold the Telegram: call TOPEKA with it and you lose $150."


def test_gse1903_29_the_first_set_made_with_the_telegram_says_call_now_or_be_fined():
    warning = first_set_with_the_telegram({"heavy_fine": 250}).view(0)["warning"]
    assert warning["clauses"] == ["gse1903-28", "gse1903-29"]
    assert "you lose $100 this round" in warning["text"] and "or be fined $250 if another broker calls first" in warning["text"]
    unfined = first_set_with_the_telegram({"fines": False}).view(0)["warning"]
    assert unfined["clauses"] == ["gse1903-28"] and "fined" not in unfined["text"]


def test_gse2003_setup_3a_no_telegram_no_warning():
    game = new_game("gavitt", {"edition": "2003", "players": 4}, 3)
    assert all(game.view(s)["warning"] is None for s in range(4))
