"""The railway game words its events for a reader in plain words (Game.describe): "You" and
"Player 2", cards and stations as the cards print them, every move of every train, the copy of a
signal the log means, the scores as a sentence, and refusals that name no card key."""
from __future__ import annotations

from railway_helpers import act, game_at, refused

LNER = ["LNER-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]
GWR = ["GWR-E", "GWR-W", "GWR-MV", "GWR-GCW", "GWR-BV"]


def said(g, events, seat=0):
    return [g.describe(e, seat) for e in events if e.get("to") in (None, seat)]


def test_railway_play_11_a_green_signal_s_move_has_its_own_words_for_the_reader_and_for_the_others():
    g = game_at([["G2"], []], phase="play", trains=[LNER, None], positions=[3, 0])
    ev = act(g, type="discard", seat=0, card="G2")
    move = next(e for e in ev if e["type"] == "move")
    assert g.describe(move, 0) == "Your train moves 2 lengths, to 5 of 7."
    assert g.describe(move, 1) == "Player 1's train moves 2 lengths, to 5 of 7."
    assert g.clauses_of(move) == ["railway-play-11"]


def test_railway_play_12_the_winning_move_says_the_train_is_out_of_the_station():
    g = game_at([["G1"], []], phase="play", trains=[LNER, None], positions=[6, 0])
    ev = act(g, type="discard", seat=0, card="G1")
    move = next(e for e in ev if e["type"] == "move")
    assert g.describe(move, 0) == "Your train moves 1 length, to 7 of 7: out of the station."
    over = ev[-1]
    text = g.describe(over, 0)
    assert text.startswith("You win: your train is out of the station. Scores: you ")
    assert "[" not in text and "P1" not in text and "P2" not in text


def test_railway_play_10b_every_train_a_red_signal_shunts_gets_its_own_move_event():
    g = game_at([["RED"], [], []], phase="play", stations=("LNER", "GWR", "SR"),
                trains=[LNER, GWR, None], positions=[3, 2, 0])
    ev = act(g, type="discard", seat=0, card="RED")
    moves = [e for e in ev if e["type"] == "move"]
    assert [(e["seat"], e["by"], e["from"], e["at"], e["discarder"]) for e in moves] == [(1, -1, 2, 1, 0)]
    assert g.describe(moves[0], 1) == "Your train is shunted back one length, to 1."
    assert g.describe(moves[0], 0) == "Player 2's train is shunted back one length, to 1."
    assert g.clauses_of(moves[0]) == ["railway-play-10b"]


def test_railway_play_6_the_log_names_the_other_copy_of_a_signal_picked_up_exposed():
    # Player 1 holds a Green Signal (1) and picks up the exposed one: the one he may discard this
    # turn is the other copy, and the log says so (else it reads as a broken railway-play-6)
    g = game_at([["G1"], []], exposed=("G1",))
    ev = act(g, type="draw", seat=0, **{"from": "exposed"})
    assert said(g, ev, 1)[0] == "Player 1 picks up the exposed Green Signal (1)."
    ev = act(g, type="discard", seat=0, card="G1")
    assert ev[0]["copy"] == "other"
    assert said(g, ev, 1)[0] == "Player 1 discards the other Green Signal (1)."
    assert said(g, ev, 0)[0] == "You discard the other Green Signal (1)."


def test_railway_the_log_names_no_other_copy_when_the_card_seen_going_in_is_the_one_put_down():
    # a Pass picked up exposed and discarded at once is the same copy: no "other"
    g = game_at([[], []], exposed=("PASS",))
    act(g, type="draw", seat=0, **{"from": "exposed"})
    ev = act(g, type="discard", seat=0, card="PASS")
    assert "copy" not in ev[0] and said(g, ev, 1)[0] == "Player 1 discards the Pass."


def test_railway_stations_and_cards_read_as_the_cards_print_them():
    g = game_at([[], []], stations=("GWR", "LMS"))
    deal = g.opening_events[0]
    assert g.describe(deal, 0) == ("The game starts from a stated position. Your station is the G.W.R.; "
                                   "Player 2's station is the L.M.S. The exposed card is the L.M.S. Hopper Wagon.")
    lay = act(g, type="draw", seat=0, **{"from": "stack"})
    for text in said(g, g.opening_events + lay):
        assert not any(key in text.replace(".", " ").split() for key in ("GWR", "LMS", "LNER", "SR")), text


def test_railway_scoring_4_rows_are_counted_in_the_singular_and_the_plural():
    from games.railway.scoring import row_text

    assert row_text({"row": "Engines", "count": 1, "each": 3}) == "1 Engine \u00d7 3"
    assert row_text({"row": "Other Vehicles", "count": 4, "each": 1}) == "4 Other Vehicles \u00d7 1"
    assert row_text({"row": "Green Signals (2)", "count": 1, "each": 3}) == "1 Green Signal (2) \u00d7 3"


def test_railway_play_4c_the_window_tells_the_reader_whether_he_may_call():
    g = game_at([["LNER-D"], ["PASS"], []], stations=("GWR", "LNER", "SR"), phase="play")
    ev = act(g, type="discard", seat=0, card="LNER-D")
    window = ev[-1]
    assert g.describe(window, 1) == "You may call \u201cPass\u201d for the L.N.E.R. Diner within 3 s, or let it go."
    assert g.describe(window, 2) == "Player 2 may call \u201cPass\u201d for the L.N.E.R. Diner (3 s)."
    closed = act(g, type="call", seat=1, t=500)[1]
    assert g.describe(closed, 1) == ("You take the L.N.E.R. Diner for your Pass, which goes face up in its place; "
                                     "play goes on from your left.")


def test_railway_refusals_name_cards_and_players_as_the_reader_knows_them():
    g = game_at([["G2"], []], exposed=("RED",))
    act(g, type="draw", seat=0, **{"from": "exposed"})
    msg = refused(g, "railway-play-6", type="discard", seat=0, card="RED").message
    assert msg == "the Red Signal you picked up from the exposed cards cannot be discarded until the next round"
    g = game_at([["PASS"], ["G2"]], phase="play")
    msg = refused(g, "railway-play-4e", type="demand", seat=0, **{"from": 1}, card="G2").message
    assert msg == "you do not require the Green Signal (2) for your train"
    g = game_at([[], []], turn=1)
    assert refused(g, "railway-play-3c", type="draw", seat=0, **{"from": "stack"}).message == "it is Player 2's turn"


# ------------------------------------------------------------------ what a train still needs, each place once
SR = ("SR", "GWR")


def needs_line(hand, **params):
    g = game_at([hand, []], params=params, stations=SR)
    return g.view(0)["needs_text"]


def test_railway_play_1b_still_needed_names_five_places_for_an_empty_train_not_eight_cards():
    # eight cards would fill a place of the S.R. train (five true vehicles, three Pool units), but
    # the train has five places: the line counts places and names what fills each
    assert needs_line([]) == (
        "Still needed, 5 places: the S.R. Engine or the Pool Engine; the S.R. 1st Coach and the S.R. "
        "Pullman (the Pool Coach (1st Diner) can stand for one of them); the S.R. 3rd Coach and the S.R. "
        "Guard's Van (the Pool Coach (3rd Guard's Van) can stand for one of them).")
    assert len(game_at([[], []], stations=SR).view(0)["needs"]) == 8  # the calls' and demands' set is unchanged


def test_railway_pool_2_a_held_pool_coach_fills_one_first_class_place_and_either_true_coach_the_other():
    assert needs_line(["POOL-C1", "SR-E", "SR-3", "SR-GV"]) == (
        "Still needed, 1 place: the S.R. 1st Coach or the S.R. Pullman.")
    # one true coach held: the other, or the Pool unit in its place
    assert needs_line(["SR-1", "SR-E", "SR-3", "SR-GV"]) == (
        "Still needed, 1 place: the S.R. Pullman or the Pool Coach (1st Diner).")


def test_railway_alt_the_shorter_game_needs_any_three_places_behind_the_engine():
    assert needs_line(["SR-1"], short_game=True) == (
        "Still needed, 3 places: the S.R. Engine or the Pool Engine; any two of these three places: the "
        "S.R. Pullman or the Pool Coach (1st Diner); the S.R. 3rd Coach and the S.R. Guard's Van (the Pool "
        "Coach (3rd Guard's Van) can stand for one of them).")
    # the engine and two behind it: one more of the two places left, either will do
    assert needs_line(["SR-E", "SR-1", "SR-P"], short_game=True) == (
        "Still needed, 1 place: any one of these two places: the S.R. 3rd Coach and the S.R. Guard's Van "
        "(the Pool Coach (3rd Guard's Van) can stand for one of them).")
    # all four behind the engine held: only the engine is wanted, as in the full game
    assert needs_line(["SR-1", "SR-P", "SR-3", "SR-GV"], short_game=True) == (
        "Still needed, 1 place: the S.R. Engine or the Pool Engine.")


def test_railway_play_1b_the_places_counted_are_the_places_the_scoring_finds_empty():
    # every hand of the S.R. train's cards (and the Pool units that serve it) but a complete one:
    # the places named are the places the cards leave empty (five less the scoring's count), and in
    # the shorter game (railway-alt) the engine's and those of the three behind it still to fill
    from itertools import combinations

    from games.railway.cards import IDS, Company

    co = Company("SR")
    serving = ["SR-E", "SR-1", "SR-3", "SR-P", "SR-GV", "POOL-E", "POOL-C1", "POOL-C3"]
    checked = 0
    for r in range(len(serving) + 1):
        for hand in combinations(serving, r):
            ids = [IDS[k][0] for k in hand]
            engine, behind = co.filled(ids)
            for short, empty in ((False, 5 - co.score(ids)), (True, (not engine) + max(0, 3 - behind))):
                if co.complete(ids, short):
                    continue
                line = needs_line(list(hand), short_game=short)
                assert line.startswith(f"Still needed, {empty} place{'s' if empty > 1 else ''}: "), (hand, line)
                checked += 1
    assert checked > 300


def test_railway_play_2b_the_stack_and_the_exposed_card_are_worded_by_the_engine_one_card_in_the_singular():
    g = game_at([[], []], exposed=("LMS-E",))
    assert g.view(0)["centre_text"] == f"Stack: {len(g.stack)} cards face down. Exposed: L.M.S. Engine."
    g.stack = g.stack[-1:]  # the last card of the stack
    assert g.view(1)["centre_text"] == "Stack: 1 card face down. Exposed: L.M.S. Engine."
    g.pile = []
    assert g.public_view()["centre_text"] == "Stack: 1 card face down. Exposed: none."


def words_of(g, seat):
    """Each of ``seat``'s legal moves beside the engine's name for it (the view's legal_words)."""
    v = g.seat_view(seat)
    assert len(v["legal_words"]) == len(v["legal"])
    return {(a["type"], a.get("from"), a.get("card"), a.get("owner")): w for a, w in zip(v["legal"], v["legal_words"])}


def test_railway_play_3a_4c_4e_9_every_move_a_button_makes_is_named_by_the_engine():
    g = game_at([["LNER-D", "PASS"], ["PASS"], []], stations=("GWR", "LNER", "SR"), exposed=("SR-E",))
    assert words_of(g, 0) == {("draw", "exposed", None, None): "Take the exposed S.R. Engine",
                              ("draw", "stack", None, None): "Take the top of the pack"}
    assert words_of(g, 1) == {}  # not his turn: nothing to name
    act(g, type="draw", seat=0, **{"from": "stack"})
    named = words_of(g, 0)
    assert named[("discard", None, "LNER-D", None)] == "Discard L.N.E.R. Diner"
    assert named[("demand", 1, "GWR-E", None)] == "Demand the G.W.R. Engine of Player 2 for a Pass"
    act(g, type="discard", seat=0, card="LNER-D")
    assert words_of(g, 1) == {("call", None, None, None): "Pass! Take the L.N.E.R. Diner for a Pass",
                              ("decline", None, None, None): "Let it go"}
    g = game_at([["GWR-BV"], []], stations=("LNER", "GWR"), phase="play",
                trains=[None, ["POOL-E", "GWR-W", "GWR-MV", "GWR-GCW", "POOL-V"]])
    assert words_of(g, 0)[("substitute", None, "GWR-BV", 1)] == "Put your G.W.R. Brake Van in Player 2's train"
