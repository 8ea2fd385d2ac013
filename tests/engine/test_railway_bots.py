"""The bots at a table: they play legal, complete games, answer claim windows in time, and the
strongest beats the random-legal bot (a behaviour check on 200 games; the 1,000-game figure is
measured by the lab's "versus" arm: ``python -m games simulate --game railway --lab --games 1000``)."""
from __future__ import annotations

import pytest

from railway_helpers import position
from games import BadParams, Table, new_game, resume, simulate
from games.railway import BOTS
from games.railway.cards import IDS, PASS


def test_railway_strongest_bot_beats_random_legal_in_80_percent_of_200_games():
    from games.railway.lab import experiments as lab

    part = lab.run({"games": 200, "seed": 1}, 0, 600)  # job j is arm j % 3: versus is every third
    versus = part["arms"]["versus"]
    assert versus["games"] == 200
    assert versus["strong_wins"] / versus["games"] >= 0.8


@pytest.mark.parametrize("players,strength", [(2, "0"), (3, "1,2,3"), (4, "3")])
def test_railway_bot_games_end_with_a_winner_or_the_turn_limit(players, strength):
    for seed in range(5):
        s = simulate("railway", {"players": players, "turn_limit": 400}, seed, {"strength": strength})
        assert s["over"] and (s["winner"] is not None or s["turns"] == 400)


def test_railway_play_4c_a_window_for_a_human_who_never_answers_closes_at_its_deadline():
    # the bot (G.W.R.) discards the L.N.E.R. Diner, which the human at seat 1 requires and holds a
    # Pass for: the window waits for him, and closes by itself at its deadline
    g = new_game("railway", {"players": 2}, 3, position([["LNER-D"], ["PASS"]], stations=("GWR", "LNER"), phase="play"))
    table = Table(g, human_seats=[1], bots={"strength": "1"}, seed=3)
    events = table.advance(60_000)
    windows = [e for e in events if e["type"] == "window"]
    assert windows and windows[0]["card"] == "LNER-D" and windows[0]["awaiting"] == [1]
    closed = [e for e in events if e["type"] == "window_closed"]
    assert closed and closed[0]["reason"] == "time" and closed[0]["t"] == windows[0]["until"]
    assert g.may_act(1) and g.turn == 1 and g.phase == "draw"


def test_railway_play_4c_no_table_waits_for_a_human_who_cannot_call():
    # the same discard, but the human holds no Pass: his turn begins at the moment of the discard
    g = new_game("railway", {"players": 2}, 3, position([["LNER-D"], []], stations=("GWR", "LNER"), phase="play"))
    table = Table(g, human_seats=[1], bots={"strength": "1"}, seed=3)
    events = table.advance(60_000)
    discard = next(e for e in events if e["type"] == "discard")
    assert discard["card"] == "LNER-D" and not [e for e in events if e["type"] == "window"]
    assert events[-1] == {"type": "turn", "t": discard["t"], "seat": 1} and g.may_act(1)


def test_railway_play_4c_bots_that_cannot_call_are_not_waited_for():
    """Bot-only games: every window that opens awaits only players holding a Pass who require
    the card, and every vehicle discard nobody can call for passes the turn at once."""
    g = new_game("railway", {"players": 4}, 21)
    table = Table(g, (), {"strength": "3,1,2,0"}, 21)
    seen = 0
    while not g.over and seen < 400:
        before = [list(h) for h in g.hands], [None if t is None else list(t) for t in g.trains]
        events = table.step()
        if events is None:
            break
        for e in events:
            if e["type"] == "window":
                seen += 1
                card = IDS[e["card"]][0]
                hands, trains = before
                for s in e["awaiting"]:
                    assert trains[s] is None and any(c in IDS[PASS] for c in hands[s])
                    assert card in g.comp[s].needs(hands[s])
    assert seen


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
            BOTS.make_bot(g, 0, bad, None)
