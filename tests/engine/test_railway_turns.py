"""A turn, demands, "Pass!" out of turn and the restrictions (railway-play-3 .. railway-play-7)."""
from __future__ import annotations

from games import new_game

from railway_helpers import act, game_at, refused, types


def test_railway_play_3a_the_dealer_picks_up_first_exposed_or_stack():
    g = new_game("railway", {"players": 3, "first_dealer": 1}, 4)
    assert g.turn == 1 and g.may_act(1) and not g.may_act(0)
    refused(g, "railway-play-3c", type="draw", seat=0, **{"from": "stack"})
    top = g.view(1)["exposed"]
    ev = act(g, type="draw", seat=1, **{"from": "exposed"})
    assert ev[0] == {"type": "draw", "t": 0, "seat": 1, "from": "exposed", "card": top}
    assert top in g.view(1)["hand"] and len(g.hands[1]) == 9


def test_railway_play_3a_pick_up_before_anything_else():
    g = game_at([["LNER-E", "G1"], []])
    refused(g, "railway-play-3a", type="discard", seat=0, card="G1")


def test_railway_play_3b_discard_face_up_and_play_3c_the_player_on_the_left_plays():
    g = game_at([["G1"], [], []], stations=("LNER", "GWR", "SR"), phase="play")
    ev = act(g, type="discard", seat=0, card="G1")
    assert types(ev) == ["discard", "signal", "turn"]
    assert ev[-1]["seat"] == 1 and g.view(1)["exposed"] == "G1" and len(g.hands[0]) == 8


def test_railway_play_3_the_turn_goes_round_to_the_left():
    g = game_at([["G1"], ["G2"], ["RED"]], stations=("LNER", "GWR", "SR"), phase="play", turn=2)
    act(g, type="discard", seat=2, card="RED")
    assert g.turn == 0


def test_railway_play_4a_demand_a_required_card_for_a_pass():
    g = game_at([["PASS", "LNER-E"], ["LNER-D"]], phase="play")
    ev = act(g, type="demand", seat=0, **{"from": 1}, card="LNER-D")
    assert ev[0]["held"] is True
    assert "LNER-D" in g.view(0)["hand"] and "PASS" not in g.view(0)["hand"]
    assert "PASS" in g.view(1)["hand"] and g.turn == 0 and g.phase == "play"  # he still discards


def test_railway_play_4a_several_demands_in_one_turn_while_he_has_a_pass():
    g = game_at([["PASS", "PASS", "LNER-E"], ["LNER-D", "LNER-3"]], phase="play")
    act(g, type="demand", seat=0, **{"from": 1}, card="LNER-D")
    assert act(g, type="demand", seat=0, **{"from": 1}, card="LNER-3")[0]["held"] is True


def test_railway_play_4a_one_demand_a_turn_reading():
    g = game_at([["PASS", "PASS", "LNER-E"], ["LNER-D", "LNER-3"]], params={"demands_per_turn": "one"},
                phase="play")
    act(g, type="demand", seat=0, **{"from": 1}, card="LNER-D")
    assert not [a for a in g.legal_actions(0) if a["type"] == "demand"]
    refused(g, "railway-play-4a", type="demand", seat=0, **{"from": 1}, card="LNER-3")


def test_railway_play_4a_demand_only_after_picking_up_and_with_a_pass():
    g = game_at([["PASS"], ["LNER-D"]])
    refused(g, "railway-play-3a", type="demand", seat=0, **{"from": 1}, card="LNER-D")
    g = game_at([["LNER-E"], ["LNER-D"]], phase="play")
    refused(g, "railway-play-4a", type="demand", seat=0, **{"from": 1}, card="LNER-D")


def test_railway_play_4a_demand_only_a_card_you_require():
    g = game_at([["PASS", "LNER-D"], ["GWR-E"]], phase="play")
    refused(g, "railway-play-4a", type="demand", seat=0, **{"from": 1}, card="GWR-E")   # not his company
    refused(g, "railway-play-4a", type="demand", seat=0, **{"from": 1}, card="LNER-D")  # already held


def test_railway_play_4b_demand_of_a_card_not_held_discards_the_pass():
    g = game_at([["PASS", "G2"], ["GWR-E"]], phase="play", stack_top=("LNER-D",))
    ev = act(g, type="demand", seat=0, **{"from": 1}, card="LNER-D")
    assert types(ev) == ["demand", "discard", "turn"]
    assert ev[0]["held"] is False and ev[1]["card"] == "PASS" and ev[1]["forced"] is True
    assert g.turn == 1 and g.view(1)["exposed"] == "PASS" and len(g.hands[0]) == 8


def test_railway_play_4b_a_holder_of_a_pass_is_warned_before_a_demand_what_a_failed_one_costs():
    """The cost is said while the demand can still be left undone: to each player who holds a Pass
    and has not laid his train (the demand's form is on his page), in words, with the clauses."""
    g = game_at([["PASS", "G2"], ["GWR-E"]], phase="play", stack_top=("LNER-D",))
    warning = g.view(0)["warning"]
    assert warning["clauses"] == ["railway-play-4a", "railway-play-4b"]
    assert "Pass" in warning["text"] and "does not hold the card" in warning["text"]
    assert g.view(1)["warning"] is None  # no Pass in his hand, nothing a demand could cost him
    act(g, type="demand", seat=0, **{"from": 1}, card="LNER-D")  # it fails, as the warning said it may
    assert "PASS" not in g.view(0)["hand"] and g.view(0)["warning"] is None


def test_railway_play_4c_call_pass_for_a_discard_you_require():
    g = game_at([["LNER-D"], ["PASS"]], stations=("GWR", "LNER"), phase="play")
    ev = act(g, type="discard", seat=0, card="LNER-D")
    assert g.view(1)["window"]["rule_words"] == "only the other player can call, so a call takes it"  # two players
    assert ev[-1]["type"] == "window" and ev[-1]["awaiting"] == [1] and ev[-1]["until"] == 3000
    window = g.view(1)["window"]  # the page counts the window down from the engine's own times
    assert window["opened"] == ev[-1]["t"] and window["until"] == 3000
    assert g.may_act(1) and not g.may_act(0)
    ev = act(g, type="call", seat=1, t=1200)
    assert types(ev) == ["call", "window_closed", "turn"]
    assert ev[1]["winner"] == 1 and "LNER-D" in g.view(1)["hand"] and "PASS" not in g.view(1)["hand"]
    assert g.view(0)["exposed"] == "PASS" and len(g.hands[1]) == 8


def test_railway_play_4c_call_refused_without_a_pass_or_need():
    g = game_at([["LNER-D"], ["LNER-E"]], stations=("GWR", "LNER"), phase="play")
    act(g, type="discard", seat=0, card="LNER-D")
    refused(g, "railway-play-4c", type="call", seat=1)
    g = game_at([["GWR-E"], ["PASS"]], stations=("LMS", "LNER"), phase="play")
    act(g, type="discard", seat=0, card="GWR-E")
    refused(g, "railway-play-4c", type="call", seat=1)


def test_railway_play_4c_the_window_closes_by_itself_when_its_time_is_up():
    g = game_at([["LNER-D"], ["PASS"]], stations=("GWR", "LNER"), phase="play")
    act(g, type="discard", seat=0, card="LNER-D")
    assert g.deadline() == 3000
    refused(g, "railway-play-4c", type="draw", seat=1, t=2999, **{"from": "stack"})
    assert g.expire(2999) == [] and g.window is not None
    ev = g.expire(3000)
    assert types(ev) == ["window_closed", "turn"] and ev[0]["reason"] == "time" and g.turn == 1


def test_railway_play_4c_an_action_after_the_deadline_sees_the_window_closed():
    g = game_at([["LNER-D"], ["PASS"]], stations=("GWR", "LNER"), phase="play")
    act(g, type="discard", seat=0, card="LNER-D")
    ev = act(g, type="draw", seat=1, t=5000, **{"from": "exposed"})
    assert types(ev) == ["window_closed", "turn", "draw"] and ev[0]["t"] == 3000
    refused_g = game_at([["LNER-D"], ["PASS"]], stations=("GWR", "LNER"), phase="play")
    act(refused_g, type="discard", seat=0, card="LNER-D")
    refused(refused_g, "railway-play-4c", type="call", seat=1, t=3000)


def test_railway_play_4c_nearest_left_settles_several_calls():
    # the Pool 1st/Diner coach serves both the L.N.E.R. (P1) and the S.R. (P2)
    g = game_at([["POOL-C1"], ["PASS"], ["PASS"]], stations=("GWR", "LNER", "SR"), phase="play")
    act(g, type="discard", seat=0, card="POOL-C1")
    assert g.view(1)["window"]["rule_words"] == "the caller nearest the discarder\u2019s left takes it"
    act(g, type="call", seat=2, t=300)       # the quicker caller ...
    assert g.window is not None               # ... does not take it at once
    ev = act(g, type="call", seat=1, t=900)
    closed = ev[1]
    assert closed["claims"] == [2, 1] and closed["winner"] == 1 and g.turn == 2


def test_railway_play_4c_first_call_rule_takes_it_at_once():
    g = game_at([["POOL-C1"], ["PASS"], ["PASS"]], params={"claim_rule": "first"},
                stations=("GWR", "LNER", "SR"), phase="play")
    act(g, type="discard", seat=0, card="POOL-C1")
    assert g.view(2)["window"]["rule_words"] == "the first call takes it"
    ev = act(g, type="call", seat=2, t=300)
    assert ev[1]["winner"] == 2 and g.turn == 0 and g.window is None


def test_railway_play_4d_play_continues_from_the_callers_left():
    g = game_at([["LNER-D"], [], ["PASS"], []], stations=("GWR", "SR", "LNER", "LMS"), phase="play")
    act(g, type="discard", seat=0, card="LNER-D")
    act(g, type="call", seat=2, t=300)
    assert g.turn == 3 and g.may_act(3) and not g.may_act(1)


def test_railway_play_4c_the_window_awaits_only_the_players_who_can_call():
    # Seat 1 (S.R.) holds a Pass but does not require the Diner; seat 2 (L.N.E.R.) requires it and
    # holds a Pass; seat 3 (L.M.S.) holds no Pass.  Only seat 2 may call, so only seat 2 is awaited.
    g = game_at([["LNER-D"], ["PASS"], ["PASS"], []], stations=("GWR", "SR", "LNER", "LMS"), phase="play")
    ev = act(g, type="discard", seat=0, card="LNER-D")
    assert ev[-1]["type"] == "window" and ev[-1]["awaiting"] == [2]
    assert [g.may_act(s) for s in range(4)] == [False, False, True, False]
    assert refused(g, "railway-play-4c", type="decline", seat=1, t=100).message.startswith("you do not require")
    assert "no Pass card" in refused(g, "railway-play-4c", type="call", seat=3, t=100).message
    assert g.legal_actions(1) == [] and g.legal_actions(3) == []
    ev = act(g, type="decline", seat=2, t=400)
    assert types(ev) == ["decline", "window_closed", "turn"] and g.turn == 1


def test_railway_play_4c_no_window_when_nobody_can_call_play_goes_on_at_once():
    # the L.N.E.R. requires the Diner but holds no Pass: there is nothing to call with
    g = game_at([["LNER-D"], []], stations=("GWR", "LNER"), phase="play")
    ev = act(g, type="discard", seat=0, card="LNER-D")
    assert types(ev) == ["discard", "turn"] and g.window is None and g.turn == 1 and g.deadline() is None
    assert g.legal_actions(1) == [{"type": "draw", "seat": 1, "from": "exposed"},
                                  {"type": "draw", "seat": 1, "from": "stack"}]


def test_railway_play_4e_no_call_or_demand_for_signals():
    g = game_at([["G2"], ["PASS"]], phase="play")
    act(g, type="discard", seat=0, card="G2")
    assert g.window is None
    refused(g, "railway-play-4c", type="call", seat=1)
    g = game_at([["PASS"], ["G2"]], phase="play")
    refused(g, "railway-play-4e", type="demand", seat=0, **{"from": 1}, card="G2")


def test_railway_play_4e_no_call_once_your_train_is_down():
    g = game_at([["LNER-D"], ["PASS"]], stations=("GWR", "SR"), phase="play",
                trains=[None, ["SR-E", "SR-1", "SR-3", "SR-P", "SR-GV"]])
    act(g, type="discard", seat=0, card="LNER-D")
    assert g.window is None and g.turn == 1  # nobody left to call: no window


def test_railway_play_5_a_discarded_pass_cannot_be_picked_up_by_the_next_player():
    g = game_at([["PASS"], []], phase="play")
    act(g, type="discard", seat=0, card="PASS")
    refused(g, "railway-play-5", type="draw", seat=1, **{"from": "exposed"})
    assert {"type": "draw", "seat": 1, "from": "exposed"} not in g.legal_actions(1)
    act(g, type="draw", seat=1, **{"from": "stack"})


def test_railway_play_5_the_pass_laid_by_a_caller_is_barred_to_his_left():
    g = game_at([["LNER-D"], ["PASS"]], stations=("GWR", "LNER"), phase="play")
    act(g, type="discard", seat=0, card="LNER-D")
    act(g, type="call", seat=1, t=100)
    refused(g, "railway-play-5", type="draw", seat=0, t=100, **{"from": "exposed"})


def test_railway_play_6_an_exposed_signal_picked_up_cannot_be_discarded_this_turn():
    g = game_at([["G2"], []], exposed=("G2",))
    act(g, type="draw", seat=0, **{"from": "exposed"})
    # he holds two Green (2): the one from his hand may go, the one picked up may not
    act(g, type="discard", seat=0, card="G2")
    g = game_at([[], []], exposed=("RED",))
    act(g, type="draw", seat=0, **{"from": "exposed"})
    assert g.view(0)["locked"] == ["RED"]
    refused(g, "railway-play-6", type="discard", seat=0, card="RED")


def test_railway_play_6_the_locked_signal_may_go_next_turn():
    g = game_at([[], []], exposed=("RED",))
    act(g, type="draw", seat=0, **{"from": "exposed"})
    act(g, type="discard", seat=0, card=g.view(0)["hand"][0])
    act(g, type="draw", seat=1, t=5000, **{"from": "stack"})
    act(g, type="discard", seat=1, card=g.view(1)["hand"][0])
    act(g, type="draw", seat=0, t=10000, **{"from": "stack"})
    act(g, type="discard", seat=0, card="RED")


def _dealer_skipped(hold):
    """Four players, P0 the dealer.  P1 picks up the exposed Green (1); later P0 takes P2's discard
    with a "Pass" call, so play goes on from P1: the dealer's turn is skipped, and P1's next turn
    comes before the dealer begins a new round."""
    g = game_at([["PASS"], ["RED"], ["LNER-D"], []], params={"signal_hold": hold},
                stations=("LNER", "GWR", "SR", "LMS"),
                trains=[None, ["GWR-E", "GWR-W", "GWR-MV", "GWR-GCW", "GWR-BV"],
                        ["SR-E", "SR-1", "SR-3", "SR-P", "SR-GV"], ["LMS-E", "LMS-HW", "LMS-RV", "LMS-MTW", "LMS-BV"]],
                turn=1, exposed=("G1",))
    act(g, type="draw", seat=1, **{"from": "exposed"})
    act(g, type="discard", seat=1, card="RED")
    act(g, type="draw", seat=2, t=100, **{"from": "stack"})
    act(g, type="discard", seat=2, card="LNER-D")
    act(g, type="call", seat=0, t=200)
    assert g.turn == 1
    act(g, type="draw", seat=1, t=300, **{"from": "stack"})
    return g


def test_railway_play_6_by_default_the_signal_may_go_at_his_next_turn_though_the_dealer_was_skipped():
    g = _dealer_skipped("next-turn")
    assert act(g, type="discard", seat=1, card="G1")[1]["type"] == "move"


def test_railway_play_6_next_round_reading_holds_the_signal_until_the_dealer_begins_a_new_round():
    g = _dealer_skipped("next-round")
    assert g.view(1)["locked"] == ["G1"]
    refused(g, "railway-play-6", type="discard", seat=1, card="G1")


def test_railway_play_7_the_used_stack_is_made_from_the_shuffled_exposed_cards():
    from railway_helpers import position
    pos = position([[], []], exposed=("G1", "G2", "RED"))
    pos["exposed"] = pos["stack"][:-1] + pos["exposed"]  # the stack is down to its last card
    pos["stack"] = pos["stack"][-1:]
    g = new_game("railway", {"players": 2}, 5, pos)
    before = sorted(g.pile)
    ev = act(g, type="draw", seat=0, **{"from": "stack"})
    assert types(ev) == ["draw", "drawn", "reshuffle"]
    assert ev[2]["cards"] == len(before) and sorted(g.stack + g.pile) == before
    assert len(g.pile) == 1 and ev[2]["exposed"] == g.view(0)["exposed"]
    assert g.stack != sorted(g.stack)  # shuffled


def test_railway_play_7_when_needed_reading_makes_the_stack_when_the_next_player_wants_it():
    from railway_helpers import position
    pos = position([[], []], exposed=("G1", "G2", "RED"))
    pos["exposed"] = pos["stack"][:-1] + pos["exposed"]  # the stack is down to its last card
    pos["stack"] = pos["stack"][-1:]
    g = new_game("railway", {"players": 2, "reshuffle": "when-needed"}, 5, pos)
    ev = act(g, type="draw", seat=0, **{"from": "stack"})
    assert types(ev) == ["draw", "drawn"] and not g.stack  # used up: nothing happens yet
    act(g, type="discard", seat=0, card=g.view(0)["hand"][0])  # a vehicle P1 cannot call for: no window
    assert g.window is None
    exposed = sorted(g.pile)  # the last discard on top
    ev = act(g, type="draw", seat=1, t=200, **{"from": "stack"})
    assert types(ev) == ["reshuffle", "draw", "drawn"]
    assert ev[0]["cards"] == len(exposed) and sorted(g.stack + g.pile + [g.hands[1][-1]]) == exposed
