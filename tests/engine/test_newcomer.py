"""A newcomer can win at the default table: each game's newcomer bot (simple, slow, no
memory) is measured over 1,000 seeded games against the table's default opponents, in the
reader's seat; the defaults are chosen so that it wins at least 0.6 of a fair share.  The figures
are kept in ``games/<game>/lab/newcomer.json`` (the pages show them) and must be the engine's: these
tests hold them to the current defaults and replay a sample of their seeds."""
from __future__ import annotations

import json

import pytest

from games import GAMES, new_game
from games.__main__ import main
from games.lab.measures import newcomer
from games.core.params import resolve

MEASURED = [(gid, m) for gid in sorted(GAMES) for m in GAMES[gid].laboratory().kept("newcomer.json")]
REGENERATE = "python -m games simulate --game {} --newcomer --games 1000 --seed 1 --jobs 2 --write"


def test_every_game_has_a_newcomer_measured_at_each_default_table():
    for gid, gt in GAMES.items():
        assert gt.bots.newcomer is not None, gid
        tables = [{"edition": ed} for ed in gt.editions] if gt.editions else [{}]
        kept = [m["params"] for m in gt.laboratory().kept("newcomer.json")]
        assert kept == [new_game(gid, p, 0).params for p in tables], (
            f"{gid}: newcomer.json is not of the default table(s); regenerate: {REGENERATE.format(gid)}")


@pytest.mark.parametrize("gid,m", MEASURED, ids=[f"{g}-{m['params'].get('edition', m['players'])}" for g, m in MEASURED])
def test_a_newcomer_wins_at_least_six_tenths_of_a_fair_share_against_the_default_opponents(gid, m):
    gt = GAMES[gid]
    assert m["opponents"] == resolve(gt.bot_params, {}), (
        f"{gid}: the default opponents changed; regenerate: {REGENERATE.format(gid)}")
    assert m["games"] == len(m["outcomes"]) == 1000 and m["seeds"] == [1, 1000] and m["seat"] == 0
    wins = sum(1 / int(c) for c in m["outcomes"] if c != "0")
    assert m["wins"] == round(wins, 3) and m["win_rate"] == round(wins / 1000, 4)
    assert m["fair_share"] == round(1 / m["players"], 4)
    assert m["share_of_fair"] >= newcomer.TARGET and m["meets_target"]
    assert m["newcomer"] == newcomer.summarise(gid, None, None, 1, "0")["newcomer"], "the newcomer's description changed"


@pytest.mark.parametrize("gid,m", MEASURED, ids=[f"{g}-{m['params'].get('edition', m['players'])}" for g, m in MEASURED])
def test_the_kept_newcomer_figures_are_the_engines_own_for_a_sample_of_their_seeds(gid, m):
    params = {"edition": m["params"]["edition"]} if "edition" in m["params"] else {}
    for seed in range(1, 1001, 125):
        assert newcomer.outcome(gid, params, None, seed) == m["outcomes"][seed - 1], (
            f"{gid} seed {seed}: the engine now plays this game otherwise; regenerate: {REGENERATE.format(gid)}")


def test_the_page_gets_the_figures_and_the_command_without_the_per_seed_outcomes():
    listed = {g["id"]: g for g in json.loads(__import__("games.api", fromlist=["call"]).call("games.list", "{}"))["result"]}
    for gid, gt in GAMES.items():
        shown = listed[gid]["newcomer"]
        assert shown and all("outcomes" not in m and m["command"].startswith("python -m games simulate") for m in shown)
        assert [m["win_rate"] for m in shown] == [m["win_rate"] for m in gt.laboratory().kept("newcomer.json")]


def test_the_command_line_measures_a_newcomer_and_keeps_only_the_default_tables_figures(capsys):
    assert main(["simulate", "--game", "railway", "--newcomer", "--games", "4", "--seed", "7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out) == 1 and out[0]["games"] == 4 and out[0]["seeds"] == [7, 10] and len(out[0]["outcomes"]) == 4
    assert main(["simulate", "--game", "bourse", "--newcomer", "--games", "2", "--players", "3", "--write"]) == 2
    assert "default table" in capsys.readouterr().err
