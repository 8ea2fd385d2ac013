"""Gavitt words its own events for a reader at the table (Game.describe), and the facade sends
those words with each event."""
from __future__ import annotations

import json

from gavitt_helpers import act, rig, trade
from api_helpers import call


def test_gse1903_28_the_scoring_is_worded_line_by_line_for_the_reader_with_its_clauses_beside_the_words():
    g = rig(["7SF 1NYC", "1SF 7NYC", "4RI 4MP", "4RI 4MP"], {"telegram": 0}, edition="1903", fines=False)
    trade(g, 0, 1, 100, "NYC", "SF")
    end = next(e for e in act(g, 0, 300, "call", word="TOPEKA") if e["type"] == "round_end")
    text = g.describe(end, 0)
    assert text.startswith("You call TOPEKA with all eight Santa Fe: round 1 is scored.")
    assert "You called TOPEKA with all eight Santa Fe: twice $250, so +$500." in text
    assert "Broker 2 completed his set first with the Telegram in his possession, so \u2212$100." in text
    assert g.describe(end, None).startswith("Broker 1 calls TOPEKA")
    assert "gse1903" not in text, "the clauses travel beside the words, not in them"
    assert {line["clause"] for line in end["lines"]} >= {"gse1903-13", "gse1903-28"}


def test_gse1903_10_each_side_reads_what_it_received_in_its_own_words():
    g = rig(["4SF 4NYC", "4SF 4NYC", "4RI 4MP", "4RI 4MP"], {"telegram": 0}, edition="1903", fines=False)
    evs = trade(g, 1, 0, 100, "SF", "NYC")
    got = {e["to"]: g.describe(e, 0) for e in evs if e["type"] == "received"}
    assert got == {0: "You receive Santa Fe from Broker 2.",
                   1: "Broker 2 receives N. Y. Central from you, and the Telegram."}
    # a worked example states what each side receives without the giver: worded without him
    assert g.describe({"type": "received", "to": 0, "cards": ["SF", "SF"]}, 0) == "You receive two Santa Fe."
    assert g.describe(evs[0], 0) == "You take Broker 2\u2019s offer: one card each way, face down."


def test_the_facade_sends_each_event_with_its_words():
    answer = call("table.new", {"game": "gavitt", "params": {"edition": "2003"}, "seed": 3, "human_seats": [0]})
    events = answer["result"]["events"]
    assert events[0]["text"].startswith("Round 1: You deal") and all(e["text"] for e in events)


def test_gse1903_9_the_reader_is_told_his_own_offer_in_words_the_others_only_its_count():
    # an offer is made face down (its count called out, gse1903-9/10): its cards are worded for
    # the broker who made it, and a teaching view words every hand the same way, a railroad once
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], {"telegram": 0}, edition="1903", fines=False)
    act(g, 0, 10, "offer", cards=["MP", "MP"])
    assert g.view(0)["my_offer"]["text"] == "You offer two Mo. Pac."  # one full stop after 'Pac.'
    assert all(g.view(s)["my_offer"] is None for s in (1, 2, 3))
    assert "Mo. Pac" not in json.dumps([g.view(s)["offers"] for s in (1, 2, 3)])
    act(g, 1, 11, "offer", cards=["NYC"])
    assert g.view(1)["my_offer"]["text"] == "You offer N. Y. Central."
    assert g.omniscient_view()["hand_words"][2] == "four Rock Island and four Santa Fe"
