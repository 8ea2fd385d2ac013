"""The engine says what the page shows: each round's scoring line by line with its clause, the
clause of a call that is no call, and card keys (never card numbers) in every view."""
from __future__ import annotations

from gavitt_helpers import act, rig, trade

E = dict(edition="1903")
NOT = dict(fines=False)


def test_gse1903_13_14_28_round_end_lines_explain_the_row_with_their_clauses():
    g = rig(["8SF", "5NYC 3RI", "3NYC 5RI", "8MP"], {"telegram": 0}, **E, **NOT)
    ev = act(g, 0, 10, "call", word="TOPEKA")
    end = next(e for e in ev if e["type"] == "round_end")
    lines = end["lines"]
    assert [(x["seat"], x["amount"], x["clause"]) for x in lines] == [
        (0, 500, "gse1903-13"), (0, -100, "gse1903-28"), (1, 200, "gse1903-14"), (2, 225, "gse1903-14"),
        (3, 150, "gse1903-14")]
    assert lines[0]["what"] == "called TOPEKA with all eight Santa Fe: twice $250"
    assert lines[4]["what"] == "holds 8 Mo. Pac. (a full set, not called)"
    for s in range(4):
        assert sum(x["amount"] for x in lines if x["seat"] == s) == end["row"]["net"][s]


def test_gse2003_score_lines_cite_the_2003_clauses_and_the_fines_of_1903_are_lines_too():
    g = rig(["8PC", "4NYC 4RI", "4NYC 4RI", "8SF"], edition="2003")
    end = next(e for e in act(g, 0, 10, "call", word="TOPEKA") if e["type"] == "round_end")
    assert {(x["seat"], x["clause"]) for x in end["lines"]} == {
        (0, "gse2003-score-3"), (1, "gse2003-score-2"), (2, "gse2003-score-2"), (3, "gse2003-score-note")}
    g = rig(["8SF", "8NYC", "8RI", "8MP"], {"telegram": 0}, **E, start_window_ms=5)
    end = next(e for e in act(g, 1, 10, "call", word="TOPEKA") if e["type"] == "round_end")
    fines = [x for x in end["lines"] if x["clause"] == "gse1903-31"]
    assert [(x["seat"], x["amount"]) for x in fines] == [(s, -25) for s in range(4)]  # a call is no offer
    for s in range(4):
        assert sum(x["amount"] for x in end["lines"] if x["seat"] == s) == end["row"]["net"][s]


def test_a_call_that_is_no_call_carries_its_clause():
    g = rig(["4SF 4NYC", "4SF 4NYC", "8RI", "8MP"], **E, **NOT)
    assert act(g, 0, 10, "call", word="TOPEKA")[-1]["clause"] == "gse1903-34"
    assert act(g, 0, 20, "call", word="Topek")[-1]["clause"] == "gse1903-11b"
    g = rig(["4SF 4NYC", "4SF 4NYC", "8RI", "8CBQ"], edition="2003", railroads=["CBQ", "NYC", "RI", "SF"])
    assert act(g, 0, 20, "call", word="Topek")[-1]["clause"] == "gse2003-play-3c"


def test_views_send_card_keys_never_card_numbers():
    g = rig(["4SF 4NYC", "4SF 4NYC", "8RI", "8MP"], **E, **NOT)
    act(g, 0, 10, "offer", cards=["SF", "NYC"])
    trade(g, 2, 3, 20, "RI", "MP")
    omni = g.omniscient_view()
    cards = [c for h in omni["raw_hands"] + omni["hands"] for c in h] + omni["deck"]
    cards += [c for _oid, _s, laid, _t in omni["raw_offers"] for c in laid]
    for s in range(4):
        v = g.view(s)
        cards += v["hand"] + v["in_hand"] + (v["my_offer"]["cards"] if v["my_offer"] else [])
    assert cards and all(isinstance(c, str) and c in g.rr_keys for c in cards)
    assert omni["raw_offers"][0][2] == ["SF", "NYC"] and sorted(omni["raw_hands"][3]) == ["MP"] * 7 + ["RI"]
