"""Bourse through the JSON facade, the balance lab and the command line."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from games import BadParams, new_game
from limits import HANG_GUARD_S
from api_helpers import call
from site_tools.paths import ROOT

ALL = ["LON", "NY", "MTL", "PAR", "BRU", "BER"]


def lab(config, chunk=7):
    """The lab through the facade as the page runs it: plan, chunks, summary."""
    plan = call("bourse.lab_plan", config=config)
    assert plan["ok"], plan
    parts = [call("bourse.lab", config=config, first=f, count=chunk)["result"]
             for f in range(0, plan["result"]["jobs"], chunk)]
    r = call("bourse.lab_summary", config=config, partials=parts)
    assert r["ok"], r
    return r["result"]


def test_bourse_A_2_the_balance_lab_finds_no_absurdly_strong_card_or_seat_in_the_archives_reconstruction():
    res = lab({"players": 4, "games": 30, "seed": 1, "sets": ["archive"]})
    arm = res["arms"][0]
    assert res["complete"] and arm["id"] == "archive" and arm["hands"] > 30
    assert [c["key"] for c in arm["cards"]] == ["RF10", "RF9", "RF8", "RF7"]
    assert [c["reconstruction"] for c in arm["cards"]] == [False, True, True, True]  # card 10 is the text's
    assert arm["verdict"]["ok"], arm["verdict"]
    assert abs(sum(s["win_share"] for s in arm["seats"]) - 1) < 1e-3
    assert arm["chart"]["labels"] == [c["name"] for c in arm["cards"]]


def test_bourse_A_2_the_named_reconstructions_run_side_by_side_on_the_same_seeds():
    from games.bourse.reconstruction import SETS
    res = lab({"players": 3, "games": 4, "seed": 2})
    assert [a["id"] for a in res["arms"]] == list(SETS) and len(SETS) >= 5
    assert {"literal-fall-7", "rise-only", "fall-only", "crossed-pairs"} <= set(SETS)
    by = {a["id"]: a for a in res["arms"]}
    assert all(a["games"] == 4 and a["hands_per_game"] > 0 for a in res["arms"])
    assert by["rise-only"]["faces"][1].startswith("Rise 9") and "Fall" not in by["rise-only"]["faces"][1]
    assert by["crossed-pairs"]["faces"][1:] != by["archive"]["faces"][1:]
    # three players play cards 10, 9, 8: card 7's reading changes nothing, so the same games on the same seeds
    assert by["literal-fall-7"]["hands"] == by["archive"]["hands"] and by["literal-fall-7"]["seats"] == by["archive"]["seats"]
    # chunking changes nothing: the same totals in one chunk and in chunks of 7
    assert lab({"players": 3, "games": 4, "seed": 2}, chunk=1000)["counts"] == res["counts"]


def test_bourse_D_5_the_literal_fall_7_reading_is_playable_from_the_parameters():
    g = new_game("bourse", {"players": 7, "rise_fall_set": "literal-fall-7"}, 1)
    seven = next(c for c in g.public_view()["rise_fall_cards"] if c["number"] == 7)
    assert seven["fall"] == ["LON", "BER"] and seven["rise"] == ["NY", "MTL"] and "bourse-D-5" in seven["printed"]
    with pytest.raises(BadParams, match="not both"):
        new_game("bourse", {"rise_fall_set": "rise-only", "rise_fall_cards": [{"number": 5, "rise": ["LON"]}]}, 1)


def test_bourse_A_2_the_balance_lab_flags_an_absurd_card():
    cards = [{"number": 100, "rise": ALL, "fall": []}, {"number": 2, "rise": ["LON"], "fall": ["NY"]},
             {"number": 1, "rise": ["PAR"], "fall": ["BER"]}]
    arm = lab({"players": 3, "games": 10, "seed": 1, "sets": [], "custom": cards})["arms"][0]
    assert arm["id"] == "custom" and not arm["verdict"]["ok"] and "RF100" in arm["verdict"]["strong"]


def test_bourse_lab_refuses_bad_arguments_without_a_traceback():
    for method, args in (("bourse.lab_plan", {"config": {"players": 9}}), ("bourse.lab_plan", {"config": {"games": 0}}),
                         ("bourse.lab_plan", {"config": {"params": {"players": 4}}}),
                         ("bourse.lab_plan", {"config": {"sets": ["nonsense"]}}), ("bourse.lab_plan", {"config": 3}),
                         ("bourse.lab", {"first": 0, "count": 10 ** 6}), ("bourse.lab_summary", {"partials": [{}]}),
                         ("bourse.lab_summary", {"partials": []})):
        r = call(method, **args)
        assert not r["ok"] and r["error"]["kind"] == "bad-request" and "Traceback" not in r["error"]["message"]


def test_bourse_special_5_game_a_the_lab_from_the_command_line_gives_the_facades_numbers():
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "bourse", "--lab", "--games", "3", "--seed", "2",
           "--players", "3", "--json", "--quiet"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert {k: got["config"][k] for k in ("players", "games", "seed")} == {"players": 3, "games": 3, "seed": 2}
    assert got["arms"] == lab(got["config"])["arms"]
    text = subprocess.run(cmd[:-2] + ["--rise-fall-set", "rise-only", "--quiet"], cwd=ROOT, capture_output=True,
                          text=True, timeout=HANG_GUARD_S)
    assert text.returncode == 0 and "Rise-only cards" in text.stdout and "archive" not in text.stdout


def test_bourse_F_2_a_table_through_the_facade_shows_calls_by_number_only():
    r = call("table.new", game="bourse", params={"players": 3}, seed=4, human_seats=[0], bots={"speed": "fast"})
    assert r["ok"], r
    tid = r["result"]["table"]
    view = r["result"]["view"]
    assert len(view["hand"]) in (8, 9) and all("kind" in c for c in view["cards"])
    adv = call("table.advance", table=tid, t=5000)["result"]
    assert all(set(c) == {"call", "seat", "count", "t"} for c in adv["view"]["calls"])
    assert all(e.get("to") in (None, 0) for e in adv["events"])
    adv = call("table.advance", table=tid, t=max(adv["now"], adv["view"]["signal_t"]))["result"]
    legal = call("table.legal", table=tid, seat=0)["result"]
    action = dict(next(a for a in legal if a["type"] == "call"), t=adv["now"] + 10)
    assert call("table.act", table=tid, action=action)["ok"]
    bad = call("table.act", table=tid, action={"type": "call", "seat": 0, "t": adv["now"] + 20,
                                               "cards": ["NY", "MTL"]})
    assert not bad["ok"] and bad["error"]["kind"] in ("illegal", "bad-request")


def test_bourse_special_5_game_a_simulate_reports_hands_not_gavitts_fines():
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "bourse", "--players", "4", "--games", "3",
           "--seed", "2", "--quiet"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 0, out.stderr
    assert "fines" not in out.stdout and "hands per game" in out.stdout and "Selling card's loss" in out.stdout


def test_bourse_F_1_python_m_games_simulate_plays_bourse():
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "bourse", "--players", "5", "--games", "3",
           "--seed", "2", "--speed", "mixed", "--json", "--all"]
    outs = [subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S) for _ in range(2)]
    assert all(o.returncode == 0 for o in outs), outs[0].stderr
    a, b = (json.loads(o.stdout) for o in outs)
    assert a["games"] == b["games"] and len(a["games"]) == 3
    assert a["aggregate"]["params"]["players"] == 5 and all(g["over"] for g in a["games"])
