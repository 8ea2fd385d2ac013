"""The simulation lab (games.gavitt.lab): determinism, chunking, and agreement with the engine."""
from __future__ import annotations

import json

import pytest

from games import simulate
from games.core.errors import BadParams
from games.gavitt.lab import experiments as lab

SMALL = {"players": 3, "games": 4, "seed": 11}


@pytest.fixture(scope="module")
def small_partial():
    return lab.run_all(SMALL)


def table(result, tid):
    return next(t for t in result["tables"] if t["id"] == tid)


def test_same_config_gives_identical_results(small_partial):
    again = lab.run_all(SMALL)
    assert again == small_partial
    assert lab.summarise(SMALL, [again]) == lab.summarise(SMALL, [small_partial])


def test_chunked_run_adds_up_to_the_single_run(small_partial):
    total = lab.plan(SMALL)["jobs"]
    parts = [lab.run(SMALL, f, min(3, total - f)) for f in range(0, total, 3)]
    assert len(parts) > 2
    assert lab.merge(parts) == small_partial
    assert lab.merge(list(reversed(parts))) == small_partial
    assert lab.summarise(SMALL, parts) == lab.summarise(SMALL, [small_partial])


def test_partials_survive_a_json_round_trip(small_partial):
    through_json = json.loads(json.dumps(small_partial))
    assert lab.summarise(SMALL, [through_json]) == lab.summarise(SMALL, [small_partial])


def test_overlapping_or_gapped_partials_are_refused():
    a = lab.run(SMALL, 0, 2)
    b = lab.run(SMALL, 1, 2)
    c = lab.run(SMALL, 3, 1)
    with pytest.raises(BadParams, match="overlap"):
        lab.merge([a, b])
    with pytest.raises(BadParams, match="gap"):
        lab.merge([a, c])


def test_jobs_are_game_major_so_a_stopped_run_is_balanced():
    n_arms = len(lab.arms(SMALL))
    part = lab.run(SMALL, 0, 2 * n_arms)  # two games of every arm
    assert {aid: acc["games"] for aid, acc in part["arms"].items()} == {a["id"]: 2 for a in lab.arms(SMALL)}
    result = lab.summarise(SMALL, [part])
    assert result["complete"] is False
    assert set(result["games"].values()) == {2}


def test_edition_arms_match_the_engine_simulate_for_the_same_seeds(small_partial):
    for ed in ("1903", "2003"):
        games = [simulate("gavitt", {"edition": ed, "players": 3}, SMALL["seed"] + i, {"speed": "steady"})
                 for i in range(SMALL["games"])]
        acc = small_partial["arms"][ed]
        assert acc["rounds_sum"] == sum(g["rounds"] for g in games)
        assert acc["ms_sum"] == sum(g["virtual_ms"] for g in games)
        assert acc["trades"] == sum(g["trades"] for g in games)
        wins60 = [0, 0, 0]
        for g in games:
            for w in g["winners"]:
                wins60[w] += 60 // len(g["winners"])
        assert acc["wins60"] == wins60
        assert acc["final_sum"] == [sum(g["scores"][s] for g in games) for s in range(3)]


def test_every_arm_deals_the_same_first_hands_from_the_same_seeds(small_partial):
    # round 1 is the one shuffle of the game: same seed, same deck, whatever the rules
    firsts = {(acc["deal1_n"], acc["deal1_max"], acc["deal1_four"]) for acc in small_partial["arms"].values()}
    assert len(firsts) == 1


def test_identical_arms_are_played_once():
    default = lab.plan({"players": 4})
    ids = [a["id"] for a in default["arms"]]
    assert "1903-telegram-on" not in ids      # the 1903 arm already has the Telegram
    assert "2003-telegram-off" not in ids     # and 2003 has none
    both_on = [a["id"] for a in lab.plan({"players": 4, "telegram": "on"})["arms"]]
    assert "2003-telegram-on" not in both_on and "2003-telegram-off" in both_on
    assert default["jobs"] == default["config"]["games"] * len(ids)


def test_telegram_off_arm_never_scores_a_telegram(small_partial):
    off = small_partial["arms"]["1903-telegram-off"]
    on = small_partial["arms"]["1903"]
    assert off["tg_rounds"] == 0 and off["tg_swing"] == 0
    assert on["tg_rounds"] == on["rounds_sum"]  # one holder scores +-100 every round


def test_only_the_careless_seat_pays_for_unlike_pairs(small_partial):
    on = small_partial["arms"]["1903-careless-fines-on"]
    off = small_partial["arms"]["1903-careless-fines-off"]
    n = SMALL["players"]
    unlike = on["fines"]["gse1903-33"]
    assert unlike[0] > 0 and unlike[1:n] == [0] * (n - 1)
    assert unlike[n] * 25 == unlike[0]          # count and dollars agree ($25 each)
    assert off["fines"] == {}
    rows = table(lab.summarise(SMALL, [small_partial]), "fines")["rows"]
    assert rows[-1][0] == "all fines"


def test_fresh_shuffle_concentrates_later_hands_more_than_the_gathered_deck():
    c = {"players": 4, "games": 12, "seed": 5}
    part = lab.run_all(c)
    for ed in ("1903", "2003"):
        kept, fresh = part["arms"][ed], part["arms"][f"{ed}-reshuffle"]
        assert kept["deal_n"] and fresh["deal_n"]
        assert kept["deal_max"] / kept["deal_n"] < fresh["deal_max"] / fresh["deal_n"]


def test_summary_tables_are_complete_and_consistent(small_partial):
    result = lab.summarise(SMALL, [small_partial])
    assert result["complete"] is True
    assert [t["id"] for t in result["tables"]] == ["length", "scores", "leader", "seats", "telegram", "fines",
                                                   "shuffle", "differences"]
    for t in result["tables"]:
        assert t["rows"], t["id"]
        for row in t["rows"]:
            assert len(row) == len(t["columns"]) and all(isinstance(x, str) for x in row), t["id"]
        for s in t["chart"]["series"]:
            assert len(s["data"]) == len(t["chart"]["labels"]), t["id"]
    length = table(result, "length")
    assert length["rows"][0][1] == str(SMALL["games"])
    # the round-score histogram shares add up to 100 % for each edition
    for s in table(result, "scores")["chart"]["series"]:
        assert abs(sum(s["data"]) - 100) < 0.01
    seats = table(result, "seats")["chart"]["series"]
    for s in seats:
        assert abs(sum(s["data"]) - 100) < 0.01


def test_bad_configurations_are_refused():
    with pytest.raises(BadParams):
        lab.normalise({"players": 7})
    with pytest.raises(BadParams):
        lab.normalise({"speed": "warp"})
    with pytest.raises(BadParams):
        lab.normalise({"gamez": 3})
    with pytest.raises(BadParams):
        lab.run(SMALL, -1, 2)
    with pytest.raises(BadParams):
        lab.run(SMALL, 0, lab.MAX_CHUNK + 1)


def test_text_output_names_every_table(small_partial):
    result = lab.summarise(SMALL, [small_partial])
    text = lab.format_text(result)
    for t in result["tables"]:
        assert t["title"] in text
    assert "3 players" in text


def test_paired_differences_do_not_depend_on_the_chunking():
    c = {"players": 4, "games": 6, "seed": 3}
    total = lab.plan(c)["jobs"]
    whole = lab.summarise(c, [lab.run_all(c)])
    # chunks that cut games across arms (7 jobs is not a whole number of games of every arm)
    parts = [lab.run(c, f, min(7, total - f)) for f in range(0, total, 7)]
    assert table(lab.summarise(c, parts), "differences") == table(whole, "differences")


def test_2003_games_are_shorter_than_1903_beyond_noise_on_the_same_seeds():
    """$1000 (gse2003) against $2500 (gse1903) to win: fewer rounds on every seed, beyond noise."""
    c = {"players": 4, "games": 20, "seed": 1}
    found = table(lab.summarise(c, [lab.run_all(c)]), "differences")["extra"]["differences"]
    rounds = next(d for d in found if d["comparison"] == "1903 → 2003" and d["measure"] == "rounds")
    assert rounds["n"] == 20 and rounds["method"] == "bootstrap"
    assert rounds["hi"] < 0 and rounds["verdict"] == "beyond noise"
    assert rounds["lo"] <= rounds["diff"] <= rounds["hi"]


def test_fines_cost_the_careless_seat_beyond_noise():
    """gse1903-33: an unlike pair traded is fined; a seat that offers one a quarter of the time loses."""
    c = {"players": 4, "games": 20, "seed": 1, "careless": 0.5}
    found = table(lab.summarise(c, [lab.run_all(c)]), "differences")["extra"]["differences"]
    gap = next(d for d in found if d["measure"] == "gap")
    assert gap["verdict"] == "beyond noise" and gap["hi"] < 0


def test_shares_carry_wilson_intervals_inside_0_and_100_percent(small_partial):
    result = lab.summarise(SMALL, [small_partial])
    for row in table(result, "seats")["rows"]:
        for cell in row[1:]:
            share, rest = cell.split(" (")
            lo, hi = rest.rstrip(" %)").split("–")
            assert 0 <= float(lo) <= float(share.rstrip(" %")) <= float(hi.rstrip(" %")) <= 100
