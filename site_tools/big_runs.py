"""Big runs: the labs' and the measures' experiments over 10,000 games per setting, computed by the
command line and shipped with the site as data beside the pages' in-browser results.

A big run is a file of a game's lab, ``games/<game>/lab/big_runs/<measure>.json`` (its name here is
``<game>-<measure>``), and the file holds its command, ``python -m games simulate <options> --games
10000 --seed 1 --json``, whose output is its ``result``.  This module names no game and no run: it
finds the files, and the build copies each to the site (``assets/data/big-runs/<name>.json``), where
the pages show it with its command.

It is played here in chunks of :data:`CHUNK` games (seeds) in one process, each chunk's output kept
in ``build/big_runs/`` as it is done, so a stopped run resumes where it stopped, and summarised by
the same functions as the command (the command's settings are parsed by the command's own parser,
:func:`games.__main__.parser`).  The units of work are those of the command (each measure's
``chunk``), and the numbers do not depend on how the work is chunked, so the summary is the
command's, bit for bit.  The file also keeps a short SHA-256 of every chunk's output (and a
measure's, of its first :data:`SLICE` seeds' outcomes), so a test can play the first chunk again and
find the same games.

    nice -n 10 .venv/bin/python -m site_tools.big_runs play [NAME ...]    # play (resumes)
    .venv/bin/python -m site_tools.big_runs write [NAME ...]               # summarise into the game's lab
    .venv/bin/python -m site_tools.big_runs status                         # chunks done per run

A new run is named by its game and measure, ``play gavitt-latency``: its command is the measure's
flag for that game, plus any options given once with ``--options "--speed steady"`` (kept beside its
chunks until it is written).  A run shipped before all its games are played (``write NAME --games N``)
says why in its file (``--why``), and the page and the command then say N.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import shlex
import sys
import time

from site_tools.paths import BUILD, ROOT

GAMES_PER_SETTING = 10_000
SEED = 1
#: games (seeds) per chunk: the unit that is kept, resumed and checked
CHUNK = 100
KEPT = BUILD / "big_runs"
#: a measure's file also keeps the SHA-256 of its first SLICE seeds' outcomes, for a quick test
SLICE = 10
#: how the command a file holds begins
PREFIX = ["python", "-m", "games", "simulate"]
#: where a game's lab keeps a run
FILE = "games/{game}/lab/big_runs/{measure}.json"


def path_of(name: str):
    """The file of a run ``<game>-<measure>``."""
    game, what = name.split("-", 1)
    return ROOT / FILE.format(game=game, measure=what)


def shipped() -> list[str]:
    """The names of the runs every game's lab ships, ``<game>-<measure>``."""
    return [f"{p.parts[-4]}-{p.stem}" for p in sorted(ROOT.glob(FILE.format(game="*", measure="*")))]


def instrument(name: str) -> str:
    return name.split("-", 1)[1]


def _options_file(name: str):
    return KEPT / f"{name}.options.json"


def options(name: str) -> list[str]:
    """The run's options, its command without ``simulate``, ``--games``, ``--seed`` and ``--json``: from
    the command its file holds; for a run not shipped yet, those it was first played with, or else the
    measure's flag for the game."""
    path = path_of(name)
    if path.exists():
        words = shlex.split(json.loads(path.read_text(encoding="utf-8"))["command"])
        if words[:len(PREFIX)] != PREFIX:
            raise SystemExit(f"{path.relative_to(ROOT)}: its command does not start with {' '.join(PREFIX)}")
        out, rest = [], iter(words[len(PREFIX):])
        for word in rest:
            if word in ("--games", "--seed"):
                next(rest)
            elif word != "--json":
                out.append(word)
        return out
    if _options_file(name).exists():
        return json.loads(_options_file(name).read_text(encoding="utf-8"))
    from games.lab.registry import by_name

    game, what = name.split("-", 1)
    return ["--game", game, by_name(what).flag]


def argv_of(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> list[str]:
    return ["simulate", *options(name), "--games", str(games), "--seed", str(seed), "--json"]


def command(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> str:
    return "python -m games " + " ".join(argv_of(name, games, seed))


def _settings(name: str, games: int, seed: int):
    """The command's settings and its measure, parsed by the command's own parser."""
    from games.__main__ import measure_of, parser, settings

    argv = argv_of(name, games, seed)
    a = parser(argv).parse_args(argv)
    return settings(a), measure_of(a)


def digest(output) -> str:
    """A short SHA-256 of a chunk's output (its JSON with sorted keys and no spaces)."""
    text = json.dumps(output, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def units(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> list[tuple[str, object]]:
    """The run's chunks: ``(key, (fn, job))`` in order; ``fn(job)`` plays one."""
    from games.lab.command_line import experiments_plan, measure_tables
    from games.lab.measures.experiments import lab_chunk

    s, measure = _settings(name, games, seed)
    if measure.experiments:
        _lab, planned = experiments_plan(s)
        arms = len(planned["arms"])
        return [(f"0-{g0:06d}", (lab_chunk, (s.game, planned["config"], g0 * arms, min(CHUNK, games - g0) * arms)))
                for g0 in range(0, games, CHUNK)]
    tables, bots = measure_tables(s, measure)
    seeds = measure.seeds(games)
    out = []
    for g0 in range(0, seeds, CHUNK):  # chunk-major: a run stopped half way has the same seeds in every table
        for t, p in enumerate(tables):
            job = (s.game, p, bots, range(seed + g0, seed + min(g0 + CHUNK, seeds)))
            out.append((f"{t}-{g0:06d}", (measure.chunk, job)))
    return out


def play(names: list[str], games: int = GAMES_PER_SETTING, seed: int = SEED, extra: list[str] | None = None) -> None:
    for name in names:
        if extra:
            KEPT.mkdir(parents=True, exist_ok=True)
            _options_file(name).write_text(json.dumps(options(name) + extra), encoding="utf-8")
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


def _outputs(name: str, keys: list[str], games: int, seed: int) -> dict:
    """The kept chunks' outputs; a shorter run is the first chunks of the full one (the same seeds,
    the same jobs)."""
    folder = next((f for f in (KEPT / f"{name}-{games}-{seed}", KEPT / f"{name}-{GAMES_PER_SETTING}-{seed}")
                   if all((f / f"{k}.json").exists() for k in keys)), KEPT / f"{name}-{games}-{seed}")
    return {k: json.loads((folder / f"{k}.json").read_text(encoding="utf-8")) for k in keys}


def summary(name: str, games: int = GAMES_PER_SETTING, seed: int = SEED) -> dict:
    """The file's content from the kept chunks (all of them must be there)."""
    from games.lab.command_line import experiments_plan, measure_tables

    s, measure = _settings(name, games, seed)
    keys = [k for k, _job in units(name, games, seed)]
    outputs = _outputs(name, keys, games, seed)
    first_rows = []
    if measure.experiments:
        lab, planned = experiments_plan(s)
        result = lab.summarise(planned["config"], [outputs[k] for k in keys])
        tables = 1
    else:
        ts, bots = measure_tables(s, measure)
        result = []
        for t, p in enumerate(ts):
            rows = measure.join([outputs[k] for k in sorted(keys) if k.startswith(f"{t}-")])
            result.append(measure.summarise(s.game, p, bots, seed, rows))
            first_rows.append(digest(rows[:SLICE]))
        tables = len(ts)
    digests = [[digest(outputs[k]) for k in sorted(keys) if k.startswith(f"{t}-")] for t in range(tables)]
    return {"name": name, "game": s.game, "instrument": measure.name, "command": command(name, games, seed),
            "games": games, "seed": seed, "chunk": CHUNK, "chunk_sha256": digests,
            **({"slice": SLICE, "slice_sha256": first_rows} if first_rows else {}), "result": result}


def write(names: list[str], games: int = GAMES_PER_SETTING, why: str | None = None) -> None:
    if games != GAMES_PER_SETTING and not why:
        raise SystemExit(f"a run of fewer than {GAMES_PER_SETTING:,} games is shipped only with its reason (--why)")
    for name in names:
        data = summary(name, games)
        if games != GAMES_PER_SETTING:
            data = {**data, "shorter": why}
        p = path_of(name)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {p.relative_to(ROOT)} ({p.stat().st_size:,} bytes)")


def _playing() -> list[str]:
    """The runs whose chunks are kept here, shipped or not."""
    return sorted({f.name.rsplit("-", 2)[0] for f in KEPT.glob(f"*-{GAMES_PER_SETTING}-{SEED}") if f.is_dir()})


def status() -> None:
    for name in sorted(set(shipped()) | set(_playing())):
        folder = KEPT / f"{name}-{GAMES_PER_SETTING}-{SEED}"
        have = len(list(folder.glob("*.json"))) if folder.exists() else 0
        print(f"{name:<18} {have}/{len(units(name))} chunks{'  shipped' if path_of(name).exists() else ''}")


def generate(docs_dir) -> None:
    """The build's part: each shipped run as the page's data, ``assets/data/big-runs/<name>.json``:
    the command, the games per setting, and the measures' tables in the engine's words
    (:func:`games.lab.instruments.page`) or a lab's result as its page shows it."""
    from pathlib import Path

    from games import GAMES
    from games.lab import instruments
    from games.lab.registry import by_name
    from site_tools.games.gavitt.chart_library import chart_version
    from site_tools.pages import write_if_changed

    out = Path(docs_dir) / "assets" / "data" / "big-runs"
    index = {"words": instruments.words(), "chart": chart_version(),
             "games": {g: {"instruments": instruments.available(g), "runs": {}} for g in GAMES}}
    for name in shipped():
        data = json.loads(path_of(name).read_text(encoding="utf-8"))
        page = {"name": name, "command": data["command"], "games": data["games"], "chart": chart_version(),
                "label": instruments.BIG_RUN.format(games=data["games"])}
        if by_name(data["instrument"]).experiments:  # a game's own experiments: their result as their page shows it
            page["result"] = data["result"]
        else:
            page["tables"] = instruments.page(data["game"], data["instrument"], data["result"])
        write_if_changed(out / f"{name}.json", json.dumps(page, sort_keys=True, ensure_ascii=False))
        index["games"][data["game"]]["runs"][data["instrument"]] = f"{name}.json"
    write_if_changed(out / "index.json", json.dumps(index, sort_keys=True, ensure_ascii=False))


def _check(ap, names: list[str]) -> None:
    """A run's name is ``<game>-<measure>``, of a game and a measure that exist."""
    from games import GAMES
    from games.lab.registry import MEASURES

    measures = {m.name for m in MEASURES}
    bad = [n for n in names if "-" not in n or n.split("-", 1)[0] not in GAMES or instrument(n) not in measures]
    if bad:
        ap.error(f"not a run (<game>-<measure>, measures: {', '.join(sorted(measures))}): {', '.join(bad)}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m site_tools.big_runs", description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["play", "write", "status"])
    ap.add_argument("names", nargs="*", help=f"runs (default: every shipped one): {', '.join(shipped())}")
    ap.add_argument("--games", type=int, default=GAMES_PER_SETTING,
                    help="with write: ship the first GAMES games (a multiple of the chunk), with --why")
    ap.add_argument("--why", help="with write --games: why the run is shipped over fewer games (the file says it)")
    ap.add_argument("--options", help="with play, for a run not shipped yet: its command's options beyond the "
                                      "measure's flag (\"--speed steady\")")
    a = ap.parse_args(argv)
    names = a.names or shipped()
    _check(ap, names)
    if a.options and any(path_of(n).exists() for n in names):
        ap.error("--options is for a run not shipped yet: a shipped run's command is in its file")
    if a.what == "write":
        write(names, a.games, a.why)
    elif a.what == "play":
        play(names, extra=shlex.split(a.options) if a.options else None)
    else:
        status()
    return 0


if __name__ == "__main__":
    sys.exit(main())
