"""Bourse through the JSON facade, the balance lab and the command line."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from games import api
from limits import HANG_GUARD_S

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ALL = ["LON", "NY", "MTL", "PAR", "BRU", "BER"]


def call(method, **args):
    return json.loads(api.call(method, json.dumps(args)))


def test_bourse_A_2_the_balance_lab_finds_no_absurdly_strong_card_or_seat_in_the_reconstruction():
    r = call("bourse.balance", players=4, games=30, seed=1)
    assert r["ok"], r
    res = r["result"]
    assert res["reconstruction"] is True and res["hands"] > 30
    assert [c["key"] for c in res["cards"]] == ["RF10", "RF9", "RF8", "RF7"]
    assert all(c["reconstruction"] for c in res["cards"])
    assert res["verdict"]["ok"], res["verdict"]
    assert abs(sum(s["win_share"] for s in res["seats"]) - 1) < 1e-3
    assert res["chart"]["labels"] == [c["name"] for c in res["cards"]]


def test_bourse_A_2_the_balance_lab_flags_an_absurd_card():
    cards = [{"number": 100, "rise": ALL, "fall": []}, {"number": 2, "rise": ["LON"], "fall": ["NY"]},
             {"number": 1, "rise": ["PAR"], "fall": ["BER"]}]
    res = call("bourse.balance", players=3, games=10, seed=1, params={"rise_fall_cards": cards})["result"]
    assert not res["verdict"]["ok"] and "RF100" in res["verdict"]["strong"]


def test_bourse_balance_refuses_bad_arguments_without_a_traceback():
    for args in ({"players": 9}, {"games": 0}, {"games": 10_000}, {"params": {"players": 4}}, {"params": 3}):
        r = call("bourse.balance", **args)
        assert not r["ok"] and r["error"]["kind"] == "bad-request" and "Traceback" not in r["error"]["message"]


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


def test_bourse_F_1_python_m_games_simulate_plays_bourse():
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "bourse", "--players", "5", "--games", "3",
           "--seed", "2", "--speed", "mixed", "--json", "--all"]
    outs = [subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S) for _ in range(2)]
    assert all(o.returncode == 0 for o in outs), outs[0].stderr
    a, b = (json.loads(o.stdout) for o in outs)
    assert a["games"] == b["games"] and len(a["games"]) == 3
    assert a["aggregate"]["params"]["players"] == 5 and all(g["over"] for g in a["games"])
