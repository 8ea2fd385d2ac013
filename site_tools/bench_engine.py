"""Benchmark the game engine in CPython and in Pyodide under Node (``make bench``).

    .venv/bin/python site_tools/bench_engine.py                 # six-player 2003 rounds/s, both, ratio
    .venv/bin/python site_tools/bench_engine.py --games4 1000    # time 1,000 complete 4-player 2003 games
    .venv/bin/python site_tools/bench_engine.py --no-pyodide
    .venv/bin/python site_tools/bench_engine.py --railway 200   # two-player railway games/s (default 200)
    .venv/bin/python site_tools/bench_engine.py --bourse 50     # four-player Bourse hands/s (default 50 games)

Target (a ratio from one run, as every target of ``make bench``): Pyodide's time for the same
six-player rounds at most ``site_tools.bench_targets``' target times CPython's. ``measure()`` is the part ``make bench`` runs.
Both runtimes play the same seeded bot-only games (seeds ``seed`` .. ``seed+games-1``), with the
same Python code (``WORKLOAD_CODE``).

Pyodide runs in two hosts: Node (this machine's Node 20, V8 11.3), and, when ``make bench`` passes
its served site, headless Chromium in a module worker, the host the site's readers run it in. The
target is held by the browser's ratio; Node's is printed beside it. They differ by the WebAssembly
compiler (Node's V8 is older; the figures: docs/notes/performance.md).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)  # WORKLOAD_CODE imports games, also when this file runs as a script

from site_tools.bench_targets import target  # noqa: E402 (after the path, when run as a script)


#: mode -> (game, params, bots): the workloads both runtimes play
WORKLOADS = {
    "rounds6": ("gavitt", {"edition": "2003", "players": 6}, None),
    "games4": ("gavitt", {"edition": "2003", "players": 4}, None),
    "railway2": ("railway", {"players": 2}, {"strength": "3"}),
    "bourse4": ("bourse", {"players": 4}, {"speed": "steady"}),
}


#: What every runtime runs, word for word: the workload arrives as the JSON text WORKLOAD_JSON and
#: the last expression is the result's JSON text. The best (shortest) of ``repeat`` timings of the
#: same games, after one warm-up game: the machine may be busy.
WORKLOAD_CODE = """
import json, sys, time
import games
w = json.loads(WORKLOAD_JSON)
game, params, bots = w["game"], w["params"], w["bots"]
games.simulate(game, params, 10**6, bots)  # warm up
best = None
for _ in range(w["repeat"]):
    t0 = time.perf_counter()
    rounds = 0
    for s in range(w["seed"], w["seed"] + w["games"]):
        rounds += games.simulate(game, params, s, bots)["rounds"]
    dt = time.perf_counter() - t0
    best = dt if best is None else min(best, dt)
json.dumps({"python": sys.version.split()[0], "games": w["games"], "rounds": rounds, "seconds": best,
            "repeat": w["repeat"]})
"""

def _workload(mode: str, n: int, seed: int, repeat: int) -> dict:
    game, params, bots = WORKLOADS[mode]
    return {"mode": mode, "game": game, "params": params, "bots": bots, "games": n, "seed": seed, "repeat": repeat}


def run_cpython(mode: str, n: int, seed: int, repeat: int = 3) -> dict:
    """The workload in this process (the best of ``repeat`` timings)."""
    return json.loads(_run_last(WORKLOAD_CODE, {"WORKLOAD_JSON": json.dumps(_workload(mode, n, seed, repeat))}))


def _run_last(code: str, scope: dict) -> str:
    """Run ``code`` as Pyodide's runPython does: the value of its final expression."""
    import ast

    tree = ast.parse(code)
    last = tree.body.pop()
    exec(compile(tree, "<workload>", "exec"), scope)
    return eval(compile(ast.Expression(last.value), "<workload>", "eval"), scope)


def run_browser(site, mode: str, n: int, seed: int, repeat: int = 3) -> dict | None:
    """The workload in headless Chromium, in the bench site's module worker
    (site_tools.bench_site ``ENGINE_WORKER``), which runs the WORKLOAD_CODE it is sent."""
    from playwright.sync_api import sync_playwright

    from site_tools.browser import launch_chromium

    with sync_playwright() as p:
        browser = launch_chromium(p)
        try:
            page = browser.new_context().new_page()
            page.goto(site.url + "bench/engine.html")
            page.wait_for_function("() => typeof window.runWorkload === 'function'")
            out = json.loads(page.evaluate("(m) => window.runWorkload(m)", {
                "code": WORKLOAD_CODE, "workload": json.dumps(_workload(mode, n, seed, repeat))}))
        finally:
            browser.close()
    if "error" in out:
        print("Pyodide benchmark in the browser failed:", out["error"], file=sys.stderr)
        return None
    return out


def run_pyodide(mode: str, n: int, seed: int, repeat: int = 3) -> dict | None:
    """The workload in Pyodide under Node (site_tools/node/bench_engine.mjs)."""
    node = shutil.which("node")
    if not node:
        print("node not found: Pyodide benchmark skipped", file=sys.stderr)
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(dict(_workload(mode, n, seed, repeat), code=WORKLOAD_CODE), fh)
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
                  same_games: bool = True, site=None) -> dict:
    """One workload in CPython and (when ``pyodide``) in Pyodide under Node and, given the bench
    ``site``, in Chromium; each reported. Returns ``{"cpython_<mode>", "node_<mode>",
    "browser_<mode>"}`` (what ran) and the ratios Pyodide time / CPython time:
    ``<ratio_key>_node``, ``<ratio_key>_browser``, and ``ratio_key`` itself, the browser's when it
    ran, else Node's (``<ratio_key>_host`` says which). ``same_games``: assert that every runtime
    played the same rounds."""
    results = {f"cpython_{mode}": run_cpython(mode, n, seed, repeat)}
    cp = results[f"cpython_{mode}"]
    report("CPython", cp)
    if not pyodide:
        return results
    target_host = "browser" if site else "node"  # the host whose ratio is held to the target
    for host, label, run in (("node", "Pyodide (Node)", lambda: run_pyodide(mode, n, seed, repeat)),
                             ("browser", "Pyodide (Chromium)", lambda: site and run_browser(site, mode, n, seed, repeat))):
        pd = run()
        if not pd:
            continue
        results[f"{host}_{mode}"] = pd
        report(label, pd)
        if same_games:
            assert pd["rounds"] == cp["rounds"], f"CPython and Pyodide ({host}) played different games"
        results[f"{ratio_key}_{host}"] = results[ratio_key] = pd["seconds"] / cp["seconds"]
        results[f"{ratio_key}_host"] = host
        print(f"  Pyodide ({host})/CPython time ratio: {results[ratio_key]:.2f}{suffix if host == target_host else ''}")
    return results


TARGET_RATIO = target("pyodide_over_cpython")


def measure(games: int = 100, seed: int = 1, repeat: int = 5, pyodide: bool = True, bourse: int = 50,
            site=None) -> dict:
    """Six-player 2003 rounds in CPython and in Pyodide (under Node, and in Chromium on the bench
    ``site`` when given): prints and returns the results and ``ratio`` (Pyodide time / CPython
    time, the browser's when it ran); then ``bourse`` Bourse games (:func:`measure_bourse`,
    ``bourse_ratio``)."""
    print(f"== Engine: {games} six-player 2003 games (bot-only, steady bots), best of {repeat} ==")
    results = both_runtimes("rounds6", games, seed, repeat, pyodide, "ratio", f" (target <= {TARGET_RATIO})", site=site)
    if bourse:
        results.update(measure_bourse(bourse, seed, repeat, pyodide, site))
    sys.stdout.flush()
    return results


def measure_bourse(games: int = 50, seed: int = 1, repeat: int = 3, pyodide: bool = True, site=None) -> dict:
    """Bot-only four-player Bourse games to 200 in CPython and in Pyodide: hands (rounds) per
    second in each, and the ratio of their times."""
    print(f"== Engine: {games} four-player Bourse games (bot-only, steady bots), best of {repeat} ==")
    return both_runtimes("bourse4", games, seed, repeat, pyodide, "bourse_ratio", "x", site=site)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100, help="six-player games for the rounds/s benchmark")
    ap.add_argument("--games4", type=int, default=0, help="also time this many complete four-player games")
    ap.add_argument("--railway", type=int, default=200, help="bot-only railway games to time (0 = none)")
    ap.add_argument("--bourse", type=int, default=50, help="bot-only four-player Bourse games to time (0 = none)")
    ap.add_argument("--only-bourse", action="store_true", help="time only the Bourse games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=5, help="time each workload this often, keep the best")
    ap.add_argument("--no-pyodide", action="store_true")
    ap.add_argument("--browser", action="store_true", help="also in headless Chromium (builds and serves a site)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    site = None
    if a.browser and not a.no_pyodide:
        from site_tools.bench_site import bench_site

        site = bench_site()
    try:
        if a.only_bourse:
            results = measure_bourse(a.bourse, a.seed, a.repeat, not a.no_pyodide, site)
            if a.json:
                print(json.dumps(results))
            return 0
        results = measure(a.games, a.seed, a.repeat, not a.no_pyodide, a.bourse, site)
    finally:
        if site:
            site.stop()
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
        strength = WORKLOADS["railway2"][2]["strength"]
        print(f"{a.railway} bot-only two-player railway games (bots of strength {strength}):")
        results.update(both_runtimes("railway2", a.railway, a.seed, a.repeat, not a.no_pyodide, "railway_ratio", "x",
                                     same_games=False))
    if a.json:
        print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
