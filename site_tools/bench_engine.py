"""Benchmark the game engine in CPython and in Pyodide under Node (``make bench``).

    .venv/bin/python site_tools/bench_engine.py                 # six-player 2003 rounds/s, both, ratio
    .venv/bin/python site_tools/bench_engine.py --games4 1000    # time 1,000 complete 4-player 2003 games
    .venv/bin/python site_tools/bench_engine.py --no-pyodide
    .venv/bin/python site_tools/bench_engine.py --railway 200   # two-player railway games/s (default 200)
    .venv/bin/python site_tools/bench_engine.py --bourse 50     # four-player Bourse hands/s (default 50 games)

Target (a ratio from one run, as every target of ``make bench``): Pyodide's time for the same
six-player rounds at most 1.6 times CPython's. ``measure()`` is the part ``make bench`` runs.
Both runtimes play the same seeded bot-only games (seeds ``seed`` .. ``seed+games-1``).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import games  # noqa: E402


#: mode -> (game, params, bots): the workloads both runtimes play
WORKLOADS = {
    "rounds6": ("gavitt", {"edition": "2003", "players": 6}, None),
    "games4": ("gavitt", {"edition": "2003", "players": 4}, None),
    "railway2": ("railway", {"players": 2}, {"strength": "3"}),
    "bourse4": ("bourse", {"players": 4}, {"speed": "steady"}),
}


def run_cpython(mode: str, n: int, seed: int, repeat: int = 3) -> dict:
    """The best (shortest) of ``repeat`` timings of the same games: the machine may be busy."""
    game, params, bots = WORKLOADS[mode]
    games.simulate(game, params, 10 ** 6, bots)  # warm up
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        rounds = 0
        for s in range(seed, seed + n):
            rounds += games.simulate(game, params, s, bots)["rounds"]
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return {"python": sys.version.split()[0], "games": n, "rounds": rounds, "seconds": best, "repeat": repeat}


def run_pyodide(mode: str, n: int, seed: int, repeat: int = 3) -> dict | None:
    node = shutil.which("node")
    if not node:
        print("node not found: Pyodide benchmark skipped", file=sys.stderr)
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        game, params, bots = WORKLOADS[mode]
        json.dump({"mode": mode, "game": game, "params": params, "bots": bots, "games": n, "seed": seed,
                   "repeat": repeat}, fh)
    try:
        proc = subprocess.run([node, os.path.join(ROOT, "site_tools", "node", "bench_engine.mjs"), fh.name],
                              cwd=ROOT, capture_output=True, text=True, timeout=3600)
    finally:
        os.unlink(fh.name)
    if proc.returncode != 0:
        print("Pyodide benchmark failed:", proc.stderr[-2000:], file=sys.stderr)
        return None
    return json.loads(proc.stdout.strip().splitlines()[-1])


def report(label: str, r: dict) -> None:
    print(f"  {label:<22} Python {r['python']:<8} {r['games']} games, {r['rounds']} rounds in {r['seconds']:.2f} s: "
          f"{r['rounds'] / r['seconds']:.0f} rounds/s, {r['games'] / r['seconds']:.1f} games/s")


def both_runtimes(mode: str, n: int, seed: int, repeat: int, pyodide: bool, ratio_key: str, suffix: str,
                  same_games: bool = True) -> dict:
    """One workload in CPython and (when ``pyodide``) in Pyodide under Node, each reported; returns
    ``{"cpython_<mode>", "pyodide_<mode>", ratio_key: Pyodide time / CPython time}`` (what ran).
    ``same_games``: assert that both played the same rounds."""
    results = {f"cpython_{mode}": run_cpython(mode, n, seed, repeat)}
    cp = results[f"cpython_{mode}"]
    report("CPython", cp)
    pd = run_pyodide(mode, n, seed, repeat) if pyodide else None
    if pd:
        results[f"pyodide_{mode}"] = pd
        report("Pyodide (Node)", pd)
        if same_games:
            assert pd["rounds"] == cp["rounds"], "the two runtimes played different games"
        results[ratio_key] = pd["seconds"] / cp["seconds"]
        print(f"  Pyodide/CPython time ratio: {results[ratio_key]:.2f}{suffix}")
    return results


TARGET_RATIO = 1.6


def measure(games: int = 100, seed: int = 1, repeat: int = 3, pyodide: bool = True, bourse: int = 50) -> dict:
    """Six-player 2003 rounds in CPython and in Pyodide under Node: prints and returns the results
    and ``ratio`` (Pyodide time / CPython time) when both ran; then ``bourse`` Bourse games
    (:func:`measure_bourse`, ``bourse_ratio``)."""
    print(f"== Engine: {games} six-player 2003 games (bot-only, steady bots), best of {repeat} ==")
    results = both_runtimes("rounds6", games, seed, repeat, pyodide, "ratio", f" (target <= {TARGET_RATIO})")
    if bourse:
        results.update(measure_bourse(bourse, seed, repeat, pyodide))
    sys.stdout.flush()
    return results


def measure_bourse(games: int = 50, seed: int = 1, repeat: int = 3, pyodide: bool = True) -> dict:
    """Bot-only four-player Bourse games to 200 in CPython and in Pyodide under Node: hands
    (rounds) per second in each, and the ratio of their times."""
    print(f"== Engine: {games} four-player Bourse games (bot-only, steady bots), best of {repeat} ==")
    return both_runtimes("bourse4", games, seed, repeat, pyodide, "bourse_ratio", "x")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100, help="six-player games for the rounds/s benchmark")
    ap.add_argument("--games4", type=int, default=0, help="also time this many complete four-player games")
    ap.add_argument("--railway", type=int, default=200, help="bot-only railway games to time (0 = none)")
    ap.add_argument("--bourse", type=int, default=50, help="bot-only four-player Bourse games to time (0 = none)")
    ap.add_argument("--only-bourse", action="store_true", help="time only the Bourse games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3, help="time each workload this often, keep the best")
    ap.add_argument("--no-pyodide", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    if a.only_bourse:
        results = measure_bourse(a.bourse, a.seed, a.repeat, not a.no_pyodide)
        if a.json:
            print(json.dumps(results))
        return 0
    results = measure(a.games, a.seed, a.repeat, not a.no_pyodide, a.bourse)
    if a.games4:
        print(f"{a.games4} complete four-player 2003 games:")
        results["cpython_games4"] = g4 = run_cpython("games4", a.games4, a.seed, 1)
        report("CPython", g4)
        if not a.no_pyodide:
            p4 = run_pyodide("games4", a.games4, a.seed, 1)
            if p4:
                results["pyodide_games4"] = p4
                report("Pyodide (Node)", p4)
    if a.railway:
        print(f"{a.railway} bot-only two-player railway games (strongest bots):")
        results.update(both_runtimes("railway2", a.railway, a.seed, a.repeat, not a.no_pyodide, "railway_ratio", "x",
                                     same_games=False))
    if a.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
