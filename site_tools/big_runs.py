"""Big runs (issue 26): the labs' and the measures' experiments over 10,000 games per setting,
computed by the command line and shipped with the site as data beside the pages' in-browser results.

Each run is one command line, ``python -m games simulate <RUNS[name]> --games 10000 --seed 1 --json``;
what it prints is the ``result`` of ``games/<game>/big_runs/<name>.json``, which the build copies to
the site (``assets/data/big-runs/<game>-<name>.json``) and the pages show with that command.

It is played here in chunks of :data:`CHUNK` games (seeds) in one process, each chunk's output kept
in ``build/big_runs/`` as it is done, so a stopped run resumes where it stopped, and summarised by
the same functions as the command (the command's settings are parsed by the command's own parser:
:func:`games.__main__.parser`).  The units of work are those of the command (:mod:`games.runs`), and
the numbers do not depend on how the work is chunked, so the summary is the command's, bit for bit.
The file also keeps a short SHA-256 of every chunk's output (and a measure's, of its first
:data:`SLICE` seeds' outcomes), so a test can play the first chunk again and find the same games.

    nice -n 10 .venv/bin/python -m site_tools.big_runs play [NAME ...]    # play (resumes)
    .venv/bin/python -m site_tools.big_runs write [NAME ...]               # summarise into games/<game>/big_runs/
    .venv/bin/python -m site_tools.big_runs status                         # chunks done per run
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time

from site_tools.paths import BUILD, ROOT

GAMES_PER_SETTING = 10_000
SEED = 1
#: games (seeds) per chunk: the unit that is kept, resumed and checked
CHUNK = 100
#: name -> the command line's options (what the page's own lab or measure runs; Gavitt's lab at the
#: page's speed, steady, where the command's default bot is slow)
RUNS = {
    "railway-lab": ["--game", "railway", "--lab"],
    "railway-skill": ["--game", "railway", "--skill"],
    "bourse-lab": ["--game", "bourse", "--lab"],
    "bourse-speed": ["--game", "bourse", "--speed-sweep"],
    "gavitt-skill": ["--game", "gavitt", "--skill"],
    "gavitt-lab": ["--game", "gavitt", "--lab", "--speed", "steady"],
    "gavitt-speed": ["--game", "gavitt", "--speed-sweep"],
    "railway-readings": ["--game", "railway", "--readings"],
    "bourse-readings": ["--game", "bourse", "--readings"],
    "bourse-skill": ["--game", "bourse", "--skill"],
    "gavitt-readings": ["--game", "gavitt", "--readings"],
}
#: runs shipped over fewer games than GAMES_PER_SETTING for now, with the reason (the page says how many);
#: empty since Gavitt's readings were played in full (issue 26)
SHORTER: dict[str, str] = {}
KEPT = BUILD / "big_runs"
#: a measure's file also keeps the SHA-256 of its first SLICE seeds' outcomes, for a quick test
SLICE = 10


def argv_of(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> list[str]:
    return ["simulate", *RUNS[name], "--games", str(games), "--seed", str(seed), "--json"]


def command(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> str:
    return "python -m games " + " ".join(argv_of(name, games, seed))


def _settings(name: str, games: int, seed: int):
    from games.__main__ import parser

    argv = argv_of(name, games, seed)
    return parser(argv).parse_args(argv)


def instrument(name: str) -> str:
    return name.split("-", 1)[1]


def digest(output) -> str:
    """A short SHA-256 of a chunk's output (its JSON with sorted keys and no spaces)."""
    text = json.dumps(output, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def units(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> list[tuple[str, object]]:
    """The run's chunks: ``(key, job)`` in order; ``play_unit(name, job)`` plays one."""
    from games import runs
    from games.__main__ import lab_plan, measure_tables

    a = _settings(name, games, seed)
    what = instrument(name)
    out = []
    if what == "lab":
        _lab, plan = lab_plan(a)
        arms = len(plan["arms"])
        for g0 in range(0, games, CHUNK):
            out.append((f"0-{g0:06d}", (runs.lab_chunk, (a.game, plan["config"], g0 * arms, min(CHUNK, games - g0) * arms))))
        return out
    fn = {"skill": runs.skill_chunk, "speed": runs.speed_chunk, "readings": runs.readings_chunk}[what]
    tables, bots = measure_tables(a, per_edition=what != "readings")
    for g0 in range(0, games, CHUNK):  # chunk-major: a run stopped half way has the same seeds in every table
        for t, p in enumerate(tables):
            out.append((f"{t}-{g0:06d}", (fn, (a.game, p, bots, range(seed + g0, seed + min(g0 + CHUNK, games))))))
    return out


def play(names: list[str], games: int = GAMES_PER_SETTING, seed: int = SEED) -> None:
    for name in names:
        folder = KEPT / f"{name}-{games}-{seed}"
        folder.mkdir(parents=True, exist_ok=True)
        todo = [(k, job) for k, job in units(name, games, seed) if not (folder / f"{k}.json").exists()]
        t0, done = time.perf_counter(), 0
        for key, (fn, job) in todo:
            out = fn(job)
            tmp = folder / f"{key}.tmp"
            tmp.write_text(json.dumps(out, separators=(",", ":")), encoding="utf-8")
            tmp.replace(folder / f"{key}.json")
            done += 1
            took = time.perf_counter() - t0
            print(f"{name}: {key} ({done}/{len(todo)} chunks, {took:.0f} s)", flush=True)


def summary(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> dict:
    """The file's content from the kept chunks (all of them must be there)."""
    from games.__main__ import lab_plan, measure_tables
    from games.core import readings, skill, speed

    a = _settings(name, games, seed)
    what = instrument(name)
    keys = [k for k, _job in units(name, games, seed)]
    # a shorter run is the first chunks of the full one (the same seeds, the same jobs)
    folder = next((f for f in (KEPT / f"{name}-{games}-{seed}", KEPT / f"{name}-{GAMES_PER_SETTING}-{seed}")
                   if all((f / f"{k}.json").exists() for k in keys)), KEPT / f"{name}-{games}-{seed}")
    outputs = {k: json.loads((folder / f"{k}.json").read_text(encoding="utf-8")) for k in keys}
    first_rows = []
    if what == "lab":
        lab, plan = lab_plan(a)
        result = lab.summarise(plan["config"], [outputs[k] for k in keys])
        tables = 1
    else:
        module = {"skill": skill, "speed": speed, "readings": readings}[what]
        ts, bots = measure_tables(a, per_edition=what != "readings")
        result = []
        for t, p in enumerate(ts):
            rows = [r for k in sorted(keys) if k.startswith(f"{t}-") for r in outputs[k]]
            result.append(module.summarise(a.game, p, bots, seed, rows))
            first_rows.append(digest(rows[:SLICE]))
        tables = len(ts)
    digests = [[digest(outputs[k]) for k in sorted(keys) if k.startswith(f"{t}-")] for t in range(tables)]
    return {"name": name, "game": a.game, "instrument": what, "command": command(name, games, seed),
            "games": games, "seed": seed, "chunk": CHUNK, "chunk_sha256": digests,
            **({"slice": SLICE, "slice_sha256": first_rows} if first_rows else {}), "result": result}


def path_of(name: str):
    game, what = name.split("-", 1)
    return ROOT / "games" / game / "lab" / "big_runs" / f"{what}.json"


def write(names: list[str], games: int = GAMES_PER_SETTING) -> None:
    for name in names:
        if games != GAMES_PER_SETTING and name not in SHORTER:
            raise SystemExit(f"{name}: a run of fewer than {GAMES_PER_SETTING:,} games is shipped only with its "
                             "reason in SHORTER")
        data = summary(name, games)
        p = path_of(name)
        p.parent.mkdir(exist_ok=True)
        p.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {p.relative_to(ROOT)} ({p.stat().st_size:,} bytes)")


def status() -> None:
    for name in RUNS:
        folder = KEPT / f"{name}-{GAMES_PER_SETTING}-{SEED}"
        have = len(list(folder.glob("*.json"))) if folder.exists() else 0
        print(f"{name:<18} {have}/{len(units(name))} chunks{'  shipped' if path_of(name).exists() else ''}")


def generate(docs_dir) -> None:
    """The build's part: each shipped run as the page's data, ``assets/data/big-runs/<name>.json``:
    the command, the games per setting, and the measures' tables in the engine's words
    (:func:`games.core.measures.page`) or a lab's result as its page shows it."""
    from pathlib import Path

    from games.core import measures
    from site_tools.games.gavitt.compare import chart_version
    from site_tools.pages import write_if_changed

    from games import GAMES

    out = Path(docs_dir) / "assets" / "data" / "big-runs"
    index = {"words": measures.words(), "chart": chart_version(),
             "games": {g: {"instruments": measures.available(g), "runs": {}} for g in GAMES}}
    for name in RUNS:
        p = path_of(name)
        if not p.exists():
            continue
        data = json.loads(p.read_text(encoding="utf-8"))
        page = {"name": name, "command": data["command"], "games": data["games"], "chart": chart_version(),
                "label": measures.BIG_RUN.format(games=data["games"])}
        if data["instrument"] == "lab":
            page["result"] = data["result"]
        else:
            page["tables"] = measures.page(data["game"], data["instrument"], data["result"])
        write_if_changed(out / f"{name}.json", json.dumps(page, sort_keys=True, ensure_ascii=False))
        index["games"][data["game"]]["runs"][data["instrument"]] = f"{name}.json"
    write_if_changed(out / "index.json", json.dumps(index, sort_keys=True, ensure_ascii=False))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m site_tools.big_runs", description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["play", "write", "status"])
    ap.add_argument("names", nargs="*", help=f"runs (default: all): {', '.join(RUNS)}")
    ap.add_argument("--games", type=int, default=GAMES_PER_SETTING,
                    help="with write: ship the first GAMES games (a multiple of the chunk) of a run in SHORTER")
    a = ap.parse_args(argv)
    names = a.names or list(RUNS)
    bad = [n for n in names if n not in RUNS]
    if bad:
        ap.error(f"unknown run(s): {', '.join(bad)}")
    if a.what == "write":
        write(names, a.games)
    elif a.what == "play":
        play(names)
    else:
        status()
    return 0


if __name__ == "__main__":
    sys.exit(main())
