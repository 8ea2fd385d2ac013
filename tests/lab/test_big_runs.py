"""The big runs shipped with the site (games/<game>/lab/big_runs/*.json, site_tools/big_runs.py): each is
the command it names over at least 10,000 games per setting, its first games are played again here
with the same seeds and found identical, and the way it is summarised is the command's own."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from games.__main__ import main
from games.lab.command_line import experiments_plan, measure_tables
from games.lab.measures.experiments import lab_chunk
from site_tools import big_runs as br

SHIPPED = br.shipped()


def shipped(name: str) -> dict:
    return json.loads(br.path_of(name).read_text(encoding="utf-8"))


def test_the_lab_runs_of_every_game_are_shipped():
    assert {"railway-lab", "railway-skill", "bourse-lab", "bourse-skill", "bourse-speed"} <= set(SHIPPED)


def test_a_run_is_found_by_its_file_and_its_command_is_the_one_the_file_holds():
    """site_tools/big_runs.py names no run: each is a file of a game's lab, whose command gives its options."""
    assert br.path_of("gavitt-lab") == br.ROOT / "games" / "gavitt" / "lab" / "big_runs" / "lab.json"
    assert br.options("gavitt-lab") == ["--game", "gavitt", "--lab", "--speed", "steady"]
    assert br.options("railway-skill") == ["--game", "railway", "--skill"]
    assert "gavitt-latency" not in SHIPPED and br.options("gavitt-latency") == ["--game", "gavitt", "--latency"]


@pytest.mark.parametrize("name", SHIPPED)
def test_a_shipped_run_is_its_command_over_10000_games_per_setting(name):
    """At least 10,000 games per setting, or fewer for now with the reason stated in the file
    (``shorter``); the command names the games played, so it reproduces exactly what is shipped."""
    data = shipped(name)
    assert data["games"] >= 10_000 or (data.get("shorter") and data["games"] % br.CHUNK == 0)
    assert data["command"] == br.command(name, data["games"]) == f"python -m games {' '.join(br.argv_of(name, data['games']))}"
    for digests in data["chunk_sha256"]:
        assert len(digests) == data["games"] // data["chunk"]
    result = data["result"]
    if isinstance(result, list):  # a measure: one result per table
        assert all(r["games"] == data["games"] for r in result)
    else:  # a lab: its settings, and (Gavitt's) the games played in every arm
        assert result["config"]["games"] == data["games"]
        if isinstance(result.get("games"), dict):
            assert set(result["games"].values()) == {data["games"]}


@pytest.mark.parametrize("name", SHIPPED)
def test_the_first_games_of_a_shipped_run_are_played_again_identically(name):
    """The command's own unit of work on the run's first seeds gives the outcomes the file was made of:
    a measure's first SLICE seeds of every table, a lab's first chunk (CHUNK games of every arm)."""
    data = shipped(name)
    s, measure = br._settings(name, data["games"], data["seed"])
    assert measure.name == data["instrument"]
    if measure.experiments:
        _lab, plan = experiments_plan(s)
        partial = lab_chunk((s.game, plan["config"], 0, data["chunk"] * len(plan["arms"])))
        assert br.digest(partial) == data["chunk_sha256"][0][0]
        return
    tables, bots = measure_tables(s, measure)
    for p, want in zip(tables, data["slice_sha256"]):
        rows = measure.chunk((s.game, p, bots, range(data["seed"], data["seed"] + data["slice"])))
        assert br.digest(rows) == want


@pytest.mark.parametrize("name", ["railway-lab", "railway-skill", "bourse-speed", "gavitt-readings"])
def test_a_run_summarised_from_kept_chunks_is_what_the_command_prints(name, tmp_path, monkeypatch):
    """The writer plays in chunks and summarises them; for a small run its result is the command's output."""
    monkeypatch.setattr(br, "KEPT", tmp_path)
    monkeypatch.setattr(br, "CHUNK", 2)
    br.play([name], games=3, seed=4)
    data = br.summary(name, games=3, seed=4)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(br.argv_of(name, 3, 4) + ["--quiet"]) == 0
    assert data["result"] == json.loads(out.getvalue())
    assert data["command"] == "python -m games " + " ".join(br.argv_of(name, 3, 4))
    assert len(data["chunk_sha256"][0]) == 2


def test_the_build_ships_each_run_with_the_engines_page_tables(tmp_path):
    br.generate(tmp_path)
    folder = tmp_path / "assets" / "data" / "big-runs"
    index = json.loads((folder / "index.json").read_text(encoding="utf-8"))
    assert index["games"]["railway"]["instruments"] == ["skill", "readings"]
    assert index["games"]["gavitt"]["instruments"] == ["skill", "speed", "readings"]
    page = json.loads((folder / "railway-skill.json").read_text(encoding="utf-8"))
    assert page["command"] == br.command("railway-skill") and page["label"].startswith("Over 10,000 games")
    assert page["tables"][0]["rows"][0][0] == "A beginner (the newcomer bot)"
    lab = json.loads((folder / "railway-lab.json").read_text(encoding="utf-8"))
    assert lab["result"]["tables"][0]["id"] == "differences"
