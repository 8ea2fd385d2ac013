"""The cards, the Pool units and the deal (railway-contents*, railway-pool*, railway-play-1, -2)."""
from __future__ import annotations

from collections import Counter

import pytest

from games import BadParams, new_game
from games.railway.cards import CLASS, COMPANY_RULES, IDS, KEY, N_CARDS, POOL_OF

from railway_helpers import game_at


def test_railway_contents_44_cards_as_listed():
    counts = Counter(KEY)
    assert N_CARDS == 44
    assert counts["RED"] == 5 and counts["G1"] == 5 and counts["G2"] == 5 and counts["PASS"] == 4
    for co in ("LNER", "GWR", "SR", "LMS", "POOL"):
        assert sum(1 for k in KEY if k.startswith(co + "-")) == 5


@pytest.mark.parametrize("company,cards", [
    ("LNER", ["LNER-E", "LNER-1", "LNER-3", "LNER-D", "LNER-GV"]),       # railway-contents-1
    ("GWR", ["GWR-E", "GWR-W", "GWR-MV", "GWR-GCW", "GWR-BV"]),          # railway-contents-2
    ("SR", ["SR-E", "SR-1", "SR-3", "SR-P", "SR-GV"]),                   # railway-contents-3
    ("LMS", ["LMS-E", "LMS-HW", "LMS-RV", "LMS-MTW", "LMS-BV"]),         # railway-contents-4
])
def test_railway_contents_1_to_4_each_company_is_a_train_of_five(company, cards):
    co = COMPANY_RULES[company]
    assert [KEY[c] for c in co.places] == cards
    assert co.valid_train([IDS[k][0] for k in cards], short=False)


def test_railway_contents_5_the_pool_set():
    assert sorted(k for k in KEY if k.startswith("POOL-")) == ["POOL-C1", "POOL-C3", "POOL-E", "POOL-V", "POOL-W"]


def ids(*keys):
    return [IDS[k][0] for k in keys]


def test_railway_pool_1_pool_engine_serves_every_company():
    for co in COMPANY_RULES.values():
        others = [c for c in co.places[1:]]
        assert co.complete([POOL_OF["engine"]] + others, short=False)


def test_railway_pool_2_first_diner_coach_stands_for_1st_diner_or_pullman_only():
    lner, sr = COMPANY_RULES["LNER"], COMPANY_RULES["SR"]
    assert lner.complete(ids("LNER-E", "POOL-C1", "LNER-3", "LNER-D", "LNER-GV"), False)   # for the 1st
    assert lner.complete(ids("LNER-E", "LNER-1", "LNER-3", "POOL-C1", "LNER-GV"), False)   # for the Diner
    assert sr.complete(ids("SR-E", "SR-1", "SR-3", "POOL-C1", "SR-GV"), False)             # for the Pullman
    assert not lner.complete(ids("LNER-E", "LNER-1", "POOL-C1", "LNER-D", "LNER-GV"), False)  # not a 3rd


def test_railway_pool_3_third_guards_van_coach_stands_for_3rd_or_passenger_guards_van_not_brake_van():
    lner, gwr = COMPANY_RULES["LNER"], COMPANY_RULES["GWR"]
    assert lner.complete(ids("LNER-E", "LNER-1", "LNER-3", "LNER-D", "POOL-C3"), False)
    assert lner.complete(ids("LNER-E", "LNER-1", "POOL-C3", "LNER-D", "LNER-GV"), False)
    assert not gwr.serves(IDS["POOL-C3"][0])


def test_railway_pool_4_wagon_stands_for_any_gwr_or_lms_wagon():
    gwr, lms = COMPANY_RULES["GWR"], COMPANY_RULES["LMS"]
    assert gwr.complete(ids("GWR-E", "POOL-W", "GWR-MV", "GWR-GCW", "GWR-BV"), False)
    assert gwr.complete(ids("GWR-E", "GWR-W", "GWR-MV", "POOL-W", "GWR-BV"), False)
    assert lms.complete(ids("LMS-E", "LMS-HW", "LMS-RV", "POOL-W", "LMS-BV"), False)
    assert not COMPANY_RULES["SR"].serves(IDS["POOL-W"][0])


def test_railway_pool_5_van_stands_for_any_van_brake_vans_included():
    gwr, lms = COMPANY_RULES["GWR"], COMPANY_RULES["LMS"]
    assert gwr.complete(ids("GWR-E", "GWR-W", "GWR-MV", "GWR-GCW", "POOL-V"), False)
    assert lms.complete(ids("LMS-E", "LMS-HW", "POOL-V", "LMS-MTW", "LMS-BV"), False)
    assert CLASS[IDS["GWR-BV"][0]] == "van"


def test_railway_pool_one_pool_unit_fills_one_place_only():
    lner = COMPANY_RULES["LNER"]
    assert not lner.complete(ids("LNER-E", "POOL-C1", "LNER-3", "POOL-C3", "LNER-GV"), False)  # no 1st nor Diner


def test_railway_game_a_train_is_five_cards_of_the_station_s_company():
    lner = COMPANY_RULES["LNER"]
    assert not lner.complete(ids("LNER-E", "LNER-1", "LNER-3", "LNER-D"), False)
    assert not lner.serves(IDS["SR-1"][0])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_railway_play_2a_eight_cards_each_and_play_2b_one_card_exposed(players):
    g = new_game("railway", {"players": players}, 3)
    assert [len(h) for h in g.hands] == [8] * players
    assert len(g.pile) == 1 and len(g.stack) == 44 - 8 * players - 1
    v = g.view(0)
    assert v["exposed"] == KEY[g.pile[-1]] and v["stack_count"] == len(g.stack)


def test_railway_play_1_two_to_four_players():
    for bad in (1, 5):
        with pytest.raises(BadParams):
            new_game("railway", {"players": bad}, 0)


def test_railway_play_1a_stations_chosen_or_dealt():
    g = new_game("railway", {"players": 3, "stations": ["SR", "LMS", "GWR"]}, 0)
    assert g.station == ["SR", "LMS", "GWR"]
    dealt = {tuple(new_game("railway", {"players": 2}, s).station) for s in range(30)}
    assert len(dealt) > 4 and all(len(set(d)) == 2 for d in dealt)
    with pytest.raises(BadParams):
        new_game("railway", {"players": 2, "stations": ["SR", "SR"]}, 0)


def test_railway_play_1b_a_train_must_be_of_the_station_s_company():
    # P0 (LNER) holds an S.R. train, which is no train of his
    g = game_at([["SR-E", "SR-1", "SR-3", "SR-P", "SR-GV"], []], stations=("LNER", "GWR"))
    assert not g.holds_train(0)
    assert g.view(0)["complete"] is False


def test_railway_play_2a_the_deal_is_the_seeded_shuffle():
    a, b = new_game("railway", {"players": 3}, 9), new_game("railway", {"players": 3}, 9)
    assert a.hands == b.hands and a.stack == b.stack
    assert new_game("railway", {"players": 3}, 10).hands != a.hands


def test_railway_stated_position_must_account_for_every_card():
    from railway_helpers import position
    pos = position([["LNER-E"], []])
    pos["stack"].pop()
    with pytest.raises(BadParams, match="missing"):
        new_game("railway", {"players": 2}, 0, pos)
