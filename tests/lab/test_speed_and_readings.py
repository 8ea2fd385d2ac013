"""The value of speed (games.lab.measures.speed) and which readings matter (games.lab.measures.readings)."""
from __future__ import annotations

import pytest

from games import GAMES
from games.lab.measures import readings, speed
from site_tools.paths import ROOT


def test_a_scaled_bot_reacts_within_its_scaled_times():
    gt = GAMES["gavitt"]
    game = gt.game(None, 1)
    from games.core.rng import Rng

    bot = gt.make_bot(game, 0, None, Rng(1))
    lo, hi = bot.lo, bot.lo + 3 * (bot.span - 1)
    speed.scaled(bot, (1, 2))
    times = [bot.react() for _ in range(500)]
    assert lo // 2 <= min(times) and max(times) <= hi // 2 + 3
    assert speed.reaction_ms("gavitt", None, None, (1, 2)) * 2 == pytest.approx(speed.reaction_ms("gavitt", None, None, (1, 1)), abs=3)


def test_gse1903_37b_the_quicker_broker_wins_more_on_the_same_deals():
    rows = speed.outcomes("gavitt", {"edition": "2003"}, None, range(1, 13))
    r = speed.summarise("gavitt", {"edition": "2003"}, None, 1, rows)
    shares = [p["share"] for p in r["points"]]
    assert shares[0] > shares[speed.DEFAULT] > shares[-1]
    fastest = r["against_default"][0]
    assert fastest["hand"] == "fastest" and fastest["diff"] > 0 and fastest["lo"] <= fastest["diff"] <= fastest["hi"]
    assert all(0 <= p["lo"] <= p["share"] <= p["hi"] <= 1 for p in r["points"])


def test_a_turn_based_game_has_no_speed_sweep():
    with pytest.raises(ValueError, match="turn-based"):
        speed.outcomes("railway", None, None, range(1, 2))


def test_gavitt_declares_its_readings_with_their_clauses_and_editions():
    rs = readings.readings("gavitt")
    assert {r["param"] for r in rs} >= {"heavy_fine", "telegram_moment", "gather", "tie_rule"}
    for r in rs:
        assert r["param"] in GAMES["gavitt"].params and r["clause"].startswith("gse") and r["table"]["edition"]
        for v in r["values"]:
            GAMES["gavitt"].game({**r["table"], r["param"]: v}, 0)  # every reading is a valid table


def test_a_game_without_declared_readings_gets_its_enum_and_bool_parameters():
    rs = {r["param"]: r["values"] for r in readings.readings("railway")}
    spec = GAMES["railway"].params
    assert "players" not in rs
    for p, values in rs.items():
        assert spec[p]["type"] in ("enum", "bool") and spec[p]["default"] not in values


def test_railway_scoring_the_count_of_hands_changes_the_scores_never_the_play():
    rows = readings.outcomes("railway", None, None, range(1, 9))
    r = readings.summarise("railway", None, None, 1, rows)
    hand_counts = [x for x in r["ranking"] if x["param"] == "hand_count"]
    assert hand_counts
    for x in hand_counts:
        length = next(m for m in x["measures"] if m["measure"] == "length")
        assert length["diff"] == length["lo"] == length["hi"] == 0 and length["verdict"] == "within noise"
    order = [(-x["largest_beyond_noise"], -x["largest"]) for x in r["ranking"]]
    assert order == sorted(order)
    assert "Method" in readings.format_text([r])


def _cli(*args) -> str:
    import subprocess
    import sys

    from tests.limits import HANG_GUARD_S

    out = subprocess.run([sys.executable, "-m", "games", "simulate", *args, "--json", "--quiet"],
                         cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_the_command_line_gives_the_sweep_and_the_ranking_of_the_engine_in_any_number_of_processes():
    import json

    sweep = json.loads(_cli("--game", "bourse", "--speed-sweep", "--games", "3", "--seed", "2"))
    assert sweep == [speed.summarise("bourse", {}, None, 2, speed.outcomes("bourse", {}, None, range(2, 5)))]
    one = _cli("--game", "railway", "--readings", "--games", "4")
    assert _cli("--game", "railway", "--readings", "--games", "4", "--jobs", "2") == one
    assert json.loads(one)[0]["command"] == "python -m games simulate --game railway --readings --games 4 --seed 1"
