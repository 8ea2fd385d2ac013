"""The measures (skill, speed, readings) through the one lab protocol (games/lab/instruments.py, served by
every game's <game>.lab_plan / lab / lab_summary with config.instrument): the numbers are the command
line's for the same settings, whatever the chunking, and their page tables carry the intervals."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from games.__main__ import main
from games.lab import instruments
from games.lab.page_words import differences_table
from api_helpers import call, ok
from site_tools.paths import ROOT

FLAG = {"skill": "--skill", "speed": "--speed-sweep", "readings": "--readings"}
CASES = [("gavitt", "skill", {}), ("gavitt", "speed", {"edition": "2003"}), ("gavitt", "readings", {}),
         ("railway", "skill", {}), ("railway", "readings", {}),
         ("bourse", "skill", {}), ("bourse", "speed", {}), ("bourse", "readings", {})]


def command_line(argv: list) -> list:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    return json.loads(out.getvalue())


def run_in_chunks(game: str, config: dict, games_per_chunk: int) -> dict:
    plan = ok(f"{game}.lab_plan", {"config": config})
    arms = len(plan["arms"])
    step = arms * games_per_chunk
    parts = [ok(f"{game}.lab", {"config": plan["config"], "first": f, "count": min(step, plan["jobs"] - f)})
             for f in range(0, plan["jobs"], step)]
    return ok(f"{game}.lab_summary", {"config": plan["config"], "partials": parts[::-1]})


@pytest.mark.parametrize("game,instrument,params", CASES)
def test_a_measure_in_the_lab_protocol_gives_the_command_lines_numbers(game, instrument, params):
    config = {"instrument": instrument, "games": 4, "seed": 5, "params": params}
    got = run_in_chunks(game, config, games_per_chunk=3)
    flags = [x for k, v in params.items() for x in (f"--{k.replace('_', '-')}", str(v))]
    argv = ["simulate", "--game", game, FLAG[instrument], *flags, "--games", "4", "--seed", "5", "--json"]
    assert got["result"] == command_line(argv)
    assert got["command"] == "python -m games " + " ".join(argv)
    assert got["games"] == 4 and got["complete"]


def test_a_measure_gives_the_same_numbers_in_one_chunk_and_in_many():
    config = {"instrument": "skill", "games": 5, "seed": 2}
    assert run_in_chunks("railway", config, 1)["result"] == run_in_chunks("railway", config, 5)["result"]


def test_a_stopped_measure_summarises_the_whole_games_played():
    plan = ok("railway.lab_plan", {"config": {"instrument": "skill", "games": 6, "seed": 1}})
    arms = len(plan["arms"])
    part = ok("railway.lab", {"config": plan["config"], "first": 0, "count": 2 * arms})
    got = ok("railway.lab_summary", {"config": plan["config"], "partials": [part]})
    assert got["games"] == 2 and not got["complete"]
    assert got["result"][0]["games"] == 2


@pytest.mark.parametrize("config,words", [
    ({"instrument": "speed"}, "'instrument' must be one of skill, readings"),  # the railway is turn-based
    ({"instrument": "luck"}, "'instrument' must be one of"),
    ({"instrument": "skill", "games": 0}, "'games' must be a whole number from 1"),
    ({"instrument": "skill", "games": True}, "'games' must be a whole number"),
    ({"instrument": "skill", "seed": -1}, "'seed' must be a whole number from 0"),
    ({"instrument": "skill", "params": {"players": 9}}, "players"),
    ({"instrument": "skill", "colour": "red"}, "unknown setting(s): colour"),
])
def test_a_bad_measure_setting_is_refused_with_a_clear_message(config, words):
    answer = call("railway.lab_plan", {"config": config})
    assert not answer["ok"]
    assert words in answer["error"]["message"]


def test_partials_of_another_measure_are_refused():
    plan = ok("railway.lab_plan", {"config": {"instrument": "skill", "games": 1}})
    part = ok("railway.lab", {"config": plan["config"], "first": 0, "count": len(plan["arms"])})
    other = dict(plan["config"], instrument="readings")
    answer = call("railway.lab_summary", {"config": other, "partials": [part]})
    assert not answer["ok"] and "not a partial" in answer["error"]["message"]


def test_every_charted_share_lies_within_its_drawn_interval():
    for game, instrument, params in CASES[:2] + CASES[6:7]:
        got = run_in_chunks(game, {"instrument": instrument, "games": 3, "seed": 1, "params": params}, 3)
        for t in got["tables"]:
            s = t["chart"]["series"][0]
            assert len(s["data"]) == len(s["lo"]) == len(s["hi"]) == len(t["chart"]["labels"]) == len(t["rows"])
            assert all(lo <= x <= hi for x, lo, hi in zip(s["data"], s["lo"], s["hi"]))


def test_the_skill_measure_cites_its_method_on_the_page():
    said = instruments.words()["citation"]
    assert "Borm and B. van der Genugten" in said and "TOP 9 (2001)" in said
    assert "Dreef" in said and "(2004)" in said


@pytest.mark.parametrize("game,quicker", [("gavitt", True), ("bourse", True), ("railway", False)])
def test_skill_in_a_real_time_game_says_its_strong_player_is_also_the_quicker_hand(game, quicker):
    """Gavitt's and Bourse's strongest bot reacts faster than the default bots, so their learning effect
    (and a relative skill near 1) counts speed of hand; the page says so, and says it of no turn-based game."""
    shipped = ROOT / "games" / game / "lab" / "big_runs" / "skill.json"
    result = json.loads(shipped.read_text(encoding="utf-8"))["result"]
    said = [s for t in instruments.page(game, "skill", result) for s in t["sentences"]]
    told = [s for s in said if "quicker hand" in s]
    if quicker:
        assert told and all("0.25 to 0.7 s" in s and "1 to 2.6 s" in s for s in told), said
        assert len(told) == len(result)  # once under each edition's table
    else:
        assert not told, said


def test_the_readings_are_named_in_plain_words_on_the_page():
    got = run_in_chunks("gavitt", {"instrument": "readings", "games": 2}, 2)
    shown = json.dumps([t["rows"] for t in got["tables"]] + [t["chart"]["labels"] for t in got["tables"]])
    for notation in ("heavy_fine", "telegram_moment", "hold_ms", "window_ms", "tie_rule", "None", "True", "sets,"):
        assert notation not in shown
    assert "The \\u201cheavy fine\\u201d (1903 rules)" in shown or "The “heavy fine” (1903 rules)" in shown


def test_every_game_words_each_of_its_readings():
    from games import GAMES
    from games.core import paramwords
    from games.lab.measures import readings

    for game, gt in GAMES.items():
        named = gt.laboratory().reading_words["params"]
        for t, p, v, _c in readings.variants(game):
            if p is None:
                continue
            assert p in named, (game, p)
            # an enum's or a bool's value has its words, a number its unit (WordsError if not)
            assert paramwords.value_words(named, gt.params, p, v) != str(v) or named[p].get("unit"), (game, p, v)


def test_the_paired_differences_table_says_which_are_beyond_noise():
    found = [{"comparison": "A → B", "words": "Turns per game", "n": 100, "a": 10.0, "b": 12.0, "diff": 2.0,
              "lo": 1.0, "hi": 3.0, "method": "normal", "verdict": "beyond noise"},
             {"comparison": "A → B", "words": "First seat's share of wins", "share": True, "n": 100, "a": 0.25,
              "b": 0.26, "diff": 0.01, "lo": -0.02, "hi": 0.04, "method": "bootstrap", "verdict": "within noise"}]
    t = differences_table(found, "d", "Is the difference real?")
    assert t["sentences"] == ["Beyond noise: A → B, turns per game: +2.00 (+1.00 to +3.00)."]
    assert t["rows"][1][5] == "+1.0 points (−2.0 to +4.0)"
    assert t["chart"]["series"][0]["data"] == [20.0, 4.0]
    assert t["chart"]["series"][0]["lo"] == [10.0, -8.0] and t["chart"]["series"][0]["hi"] == [30.0, 16.0]
