"""The table's "How to play" (games.gavitt.howto): written from the rules' records and the resolved
parameters, each paragraph citing clauses the texts define."""
from __future__ import annotations


import pytest

from games.gavitt.clauses import STATUS
from api_helpers import call


def how(params):
    out = call("gavitt.how_to_play", {"params": params})
    assert out["ok"], out
    return out["result"]


@pytest.mark.parametrize("edition", ["1903", "2003"])
def test_every_paragraph_cites_clauses_of_its_own_edition(edition):
    text = how({"edition": edition})
    assert [s["id"] for s in text["sections"]][:4] == ["goal", "offer", "take", "bots"]
    for s in text["sections"]:
        assert s["clauses"], s["id"]
        for c in s["clauses"]:
            assert c in STATUS, c
            # 2003 games play the 1903 Telegram rules (gse2003-setup-3c's variation is not in the archive)
            assert c.startswith(f"gse{edition}-") or s["id"] == "telegram", (s["id"], c)


def test_gse1903_15_and_gse2003_win_the_goal_states_the_target_in_play():
    assert "$2,500" in how({"edition": "1903"})["sections"][0]["text"]
    assert "$1,000" in how({"edition": "2003"})["sections"][0]["text"]
    assert "$777" in how({"edition": "2003", "target": 777})["sections"][0]["text"]


def test_gse1903_31_fines_and_gse1903_21_telegram_are_explained_only_when_in_play():
    ids = lambda params: [s["id"] for s in how(params)["sections"]]  # noqa: E731
    assert {"telegram", "fines"} <= set(ids({"edition": "1903"}))
    assert not {"telegram", "fines"} & set(ids({"edition": "2003"}))
    assert "fines" not in ids({"edition": "1903", "fines": False})
    fined = how({"edition": "1903", "fine_33": 40})["sections"]
    assert "$40 for trading an unlike pair" in fined[-1]["text"]
    assert "fined $40" in fined[1]["text"], "the unlike pair of gse1903-33 in the offering paragraph"


def test_gse2003_play_2b_an_unlike_pair_is_refused_not_fined():
    offer = how({"edition": "2003"})["sections"][1]
    assert "must be of the same railroad" in offer["text"] and "gse2003-play-2b" in offer["clauses"]


def test_the_resolved_parameters_come_back_as_the_editions_defaults():
    p = how({"edition": "1903"})["params"]
    assert (p["target"], p["telegram"], p["fines"]) == (2500, True, True)
    bad = call("gavitt.how_to_play", {"params": {"edition": "1999"}})
    assert bad["ok"] is False and bad["error"]["kind"] == "bad-request"
