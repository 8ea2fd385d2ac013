"""Same deal, both editions: ``gavitt.same_deal`` plays round 1 of one seeded deal under
the 1903 and the 2003 rules and pairs each scoring difference with its clauses."""
from __future__ import annotations


import pytest

from games.gavitt.decks import RAILROADS_1903, RAILROADS_2003
from games.gavitt.same_deal import COMMON, same_deal
from api_helpers import call

CASES = [(n, seed) for n in (3, 4, 5) for seed in range(4)]


@pytest.fixture(scope="module")
def results():
    return {(n, seed): same_deal(n, seed) for n, seed in CASES}


def test_gse1903_2_gse2003_setup_2_same_deal_deals_only_railroads_both_texts_name_and_the_same_hands(results):
    named_1903 = {k for k, *_ in RAILROADS_1903 if not k == "F"}  # F: the unknown sixth, named by no text
    named_2003 = {k for k, *_ in RAILROADS_2003}
    assert set(COMMON) == named_1903 & named_2003
    for (n, seed), r in results.items():
        assert r["railroads"] == list(COMMON[:n])
        hands = r["deal"]["hands"]
        assert len(hands) == n and all(len(h) == 8 for h in hands)
        assert sorted(k for h in hands for k in h) == sorted(k for k in COMMON[:n] for _ in range(8))
        for ed in ("1903", "2003"):
            x = r["editions"][ed]
            assert sorted(rr["key"] for rr in x["railroads"]) == sorted(COMMON[:n])
            dealt = [e for e in x["events"] if e["type"] == "deal"]
            assert dealt and dealt[0]["round"] == 1 and dealt[0]["dealer"] == r["deal"]["dealer"]


def test_gse1903_13_the_1903_caller_doubles_and_gse2003_score_2_the_2003_majority_of_five_each_under_its_own_clause(results):
    seen = set()
    for r in results.values():
        for ed in ("1903", "2003"):
            x = r["editions"][ed]
            values = {rr["key"]: rr["value"] for rr in x["railroads"]}
            text = "gse1903-" if ed == "1903" else "gse2003-"
            for line in x["lines"]:
                assert line["clause"].startswith(text), line  # each edition's lines cite its own text
            caller = [line for line in x["lines"] if line["seat"] == x["caller"] and "called TOPEKA" in line["what"]]
            assert len(caller) == 1 and caller[0]["amount"] == 2 * values[x["railroad"]]
            assert caller[0]["clause"] == {"1903": "gse1903-13", "2003": "gse2003-score-3"}[ed]
            for line in x["lines"]:
                if "(five or more)" in line["what"]:
                    assert line["clause"] == {"1903": "gse1903-14", "2003": "gse2003-score-2"}[ed]
                    assert line["amount"] in values.values()
                    seen.add(ed)
            # the totals are the lines added up
            assert x["totals"] == [sum(line["amount"] for line in x["lines"] if line["seat"] == s)
                                   for s in range(r["players"])]
    assert seen == {"1903", "2003"}


def test_gse1903_30_gse1903_31_telegram_and_fines_score_only_under_1903(results):
    telegram_lines = 0
    for r in results.values():
        old, new = r["editions"]["1903"], r["editions"]["2003"]
        assert old["params"]["telegram"] is True and old["params"]["fines"] is True
        assert new["params"]["telegram"] is False and new["params"]["fines"] is False
        assert not [line for line in new["lines"] if "Telegram" in line["what"] or line["what"].startswith("fined")]
        tele = [line for line in old["lines"] if line["clause"] in ("gse1903-28", "gse1903-30")]
        assert len(tele) == 1  # one Telegram line a round (gse1903-27)
        telegram_lines += 1
        for line in old["lines"]:
            if line["what"].startswith("fined"):
                assert line["amount"] < 0 and line["clause"] in {f"gse1903-{i}" for i in (26, 29, 31, 33, 34, 35)}
    assert telegram_lines == len(results)


def test_same_deal_differences_pair_both_editions_lines_for_every_seat_whose_score_differs(results):
    for r in results.values():
        old, new = r["editions"]["1903"], r["editions"]["2003"]
        differing = [s for s in range(r["players"]) if old["totals"][s] != new["totals"][s]]
        assert [d["seat"] for d in r["differences"]] == differing
        for d in r["differences"]:
            s = d["seat"]
            assert d["amount"] == {"1903": old["totals"][s], "2003": new["totals"][s]}
            assert d["lines"]["1903"] == [line for line in old["lines"] if line["seat"] == s]
            assert d["lines"]["2003"] == [line for line in new["lines"] if line["seat"] == s]
            assert all(line["clause"] for ed in ("1903", "2003") for line in d["lines"][ed])


def test_same_deal_events_are_worded_for_a_reader_and_private_cards_stay_out(results):
    r = results[(4, 0)]
    for ed in ("1903", "2003"):
        events = r["editions"][ed]["events"]
        assert events[-1]["type"] == "round_end"
        assert all(e.get("to") is None and isinstance(e["text"], str) and e["text"] for e in events)
        assert "TOPEKA" in events[-1]["text"]


def test_same_deal_is_deterministic_through_the_facade():
    a = call("gavitt.same_deal", {"players": 4, "seed": 11, "bots": {"speed": "fast"}})
    assert a["ok"], a
    assert a == call("gavitt.same_deal", {"players": 4, "seed": 11, "bots": {"speed": "fast"}})
    assert a["result"] != call("gavitt.same_deal", {"players": 4, "seed": 11, "bots": {"speed": "slow"}})["result"]


@pytest.mark.parametrize("args, words", [
    ({"players": 6, "seed": 1}, "between 3 and 5"),
    ({"players": 2, "seed": 1}, "between 3 and 5"),
    ({"players": 4, "seed": -1}, "seed"),
    ({"players": 4, "seed": "x"}, "seed"),
    ({"players": 4, "seed": 1, "bots": [1]}, "bots"),
    ({"players": 4, "seed": 1, "bots": {"speed": "warp"}}, "speed"),
])
def test_same_deal_bad_arguments_get_a_clear_message(args, words):
    out = call("gavitt.same_deal", args)
    assert not out["ok"] and words in out["error"]["message"]
