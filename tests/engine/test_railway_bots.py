"""The bots at a table: they play legal, complete games, answer claim windows in time, and the
strongest beats the random-legal bot (a behaviour check on 200 games; the 1,000-game figure is
measured by the lab's "versus" arm: ``python -m games simulate --game railway --lab --games 1000``)."""
from __future__ import annotations

import pytest

from games import BadParams, Table, new_game, resume, simulate
from games.railway import make_bot


def test_railway_strongest_bot_beats_random_legal_in_80_percent_of_200_games():
    from games.railway import lab

    part = lab.run({"games": 200, "seed": 1}, 0, 600)  # job j is arm j % 3: versus is every third
    versus = part["arms"]["versus"]
    assert versus["games"] == 200
    assert versus["strong_wins"] / versus["games"] >= 0.8


@pytest.mark.parametrize("players,strength", [(2, "0"), (3, "1,2,3"), (4, "3")])
def test_railway_bot_games_end_with_a_winner_or_the_turn_limit(players, strength):
    for seed in range(5):
        s = simulate("railway", {"players": players, "turn_limit": 400}, seed, {"strength": strength})
        assert s["over"] and (s["winner"] is not None or s["turns"] == 400)


def test_railway_play_4c_bots_answer_within_the_window_and_the_table_closes_it_at_the_deadline():
    # a human at seat 1 who never answers: the window closes by itself at its deadline
    g = new_game("railway", {"players": 2, "stations": ["SR", "LNER"]}, 3)
    table = Table(g, human_seats=[1], bots={"strength": "3"}, seed=3)
    events = table.advance(60_000)
    windows = [e for e in events if e["type"] == "window"]
    assert windows  # the bot at seat 0 discards a vehicle on its first turn in this deal
    closed = [e for e in events if e["type"] == "window_closed"]
    assert closed and closed[0]["reason"] == "time" and closed[0]["t"] == windows[0]["until"]
    assert g.may_act(1) and g.turn == 1 and g.phase == "draw"


def test_railway_resume_brings_the_bots_back_exactly():
    g = new_game("railway", {"players": 3}, 11)
    table = Table(g, human_seats=[0], bots={"strength": "3"}, seed=11)
    t = 0
    for _ in range(12):
        t = table._next_time() or t
        table.advance(t)
        if g.may_act(0):
            legal = g.legal_actions(0)
            table.act(dict(legal[-1], t=t + 500))
            t += 500
    again, exact = resume(g.to_record(), human_seats=[0], bots={"strength": "3"}, seed=11, now=table.now)
    assert exact and again.game.omniscient_view() == g.omniscient_view()


def test_railway_bot_params_are_checked():
    g = new_game("railway", {"players": 2}, 0)
    for bad in ({"strength": "4"}, {"strength": "3,3,3"}, {"speed": "warp"}):
        with pytest.raises(BadParams):
            make_bot(g, 0, bad, None)
