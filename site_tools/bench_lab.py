"""`make bench`, the lab's part.

- 1,000 complete four-player 2003 games in the browser (headless Chromium, through the real
  workers and the engine's JSON facade, split over the lab's workers as the lab runs them:
  ``docs/js/lab/runner.js``) against the same games in one CPython process through the same
  facade. Target: browser / CPython <= 1.0. The two must agree game for game (checked, not timed).
- The simulation lab from the command line, ``python -m games simulate --lab --jobs 2`` against
  ``--jobs 1`` (separate processes, timed from outside). Target: <= 0.6; identical output.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time

from site_tools.bench_targets import target

GAMES = 1000
CHUNK = 50
ARGS = {"game": "gavitt", "params": {"edition": "2003", "players": 4}, "bots": {"speed": "steady"}, "seed": 1}
TARGET = target("lab_browser_over_cpython")
JOBS_LAB_GAMES = 40  # per experiment: 320 lab games, long enough that process start-up is noise
JOBS_TARGET = target("jobs2_over_jobs1")
JOBS_REPEAT = 3

# The further workers boot first (timed apart): the measure is the lab's speed once they are up,
# what a reader's second run gets; their boot from the snapshot is reported beside it.
BROWSER_RUN = """async ({ runnerURL, args, games }) => {
  const runner = await import(runnerURL);  // the page's own module instances: its workers
  const b0 = performance.now();
  const booted = await runner.bootWorkers();
  const bootSeconds = (performance.now() - b0) / 1000;
  const t0 = performance.now();
  const out = await runner.runChunks({
    total: games, unit: 1,
    run: (call, first, count) => call("simulate", { ...args, games: count, first }),
  });
  const seconds = (performance.now() - t0) / 1000;
  let rounds = 0, trades = 0, ms = 0;
  for (const chunk of out.results) for (const g of chunk.games) { rounds += g.rounds; trades += g.trades; ms += g.virtual_ms; }
  return { seconds, rounds, trades, ms, games: out.done, workers: out.workers, booted, bootSeconds,
           cores: navigator.hardwareConcurrency };
}"""


def cpython_run() -> dict:
    from games import api

    t0 = time.perf_counter()
    rounds = trades = ms = 0
    for first in range(0, GAMES, CHUNK):
        answer = json.loads(api.call("simulate", json.dumps(dict(ARGS, games=min(CHUNK, GAMES - first), first=first))))
        if not answer["ok"]:
            raise SystemExit(f"simulate failed: {answer['error']}")
        for g in answer["result"]["games"]:
            rounds += g["rounds"]
            trades += g["trades"]
            ms += g["virtual_ms"]
    return {"seconds": time.perf_counter() - t0, "rounds": rounds, "trades": trades, "ms": ms}


def browser_run(site=None) -> dict:
    """The games in Chromium, on ``site`` (the started bench site ``make bench`` passes) or on
    one built and served here the same way."""
    from playwright.sync_api import sync_playwright

    from site_tools.bench_boot import READY_AT
    from site_tools.bench_site import bench_site
    from site_tools.browser import launch_chromium

    own = site is None
    if own:
        site = bench_site()
    try:
        with sync_playwright() as p:
            browser = launch_chromium(p)
            page = browser.new_context().new_page()
            page.goto(site.url + "games/gavitt-compare/")
            page.evaluate(READY_AT)
            result = page.evaluate(BROWSER_RUN, {"runnerURL": site.url + "js/lab/runner.js", "args": ARGS, "games": GAMES})
            browser.close()
    finally:
        if own:
            site.stop()
    return result


def measure(site=None) -> dict:
    print(f"== Lab: {GAMES} complete four-player 2003 games (steady bots, seeds 1..{GAMES}) ==")
    sys.stdout.flush()
    cp = cpython_run()
    print(f"  CPython {sys.version.split()[0]}, one process:        {cp['seconds']:8.2f} s   "
          f"({GAMES / cp['seconds']:.0f} games/s, {cp['rounds']} rounds)")
    sys.stdout.flush()
    br = browser_run(site)
    ratio = br["seconds"] / cp["seconds"]
    print(f"  browser lab, {br['workers']} Pyodide workers ({br['cores']} cores): {br['seconds']:8.2f} s   "
          f"({GAMES / br['seconds']:.0f} games/s; further workers booted first in {br['bootSeconds']:.1f} s: {br['booted']})")
    print(f"  ratio browser / CPython:                 {ratio:8.2f}   (target <= {TARGET})")
    same = all(br[k] == cp[k] for k in ("rounds", "trades", "ms"))
    print(f"  same games in both (rounds, trades, virtual time): {'yes' if same else 'NO'}")
    sys.stdout.flush()
    return {"cpython": cp, "browser": br, "ratio": ratio, "same": same}


def _cli_lab(jobs: int) -> tuple[float, str]:
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "gavitt", "--lab", "--games", str(JOBS_LAB_GAMES), "--seed", "1",
           "--json", "--quiet", "--jobs", str(jobs)]
    t0 = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    seconds = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[1:])} failed: {done.stderr[-2000:]}")
    return seconds, done.stdout


def measure_jobs(repeat: int = JOBS_REPEAT) -> dict:
    """`--jobs 1` against `--jobs 2`, each ``repeat`` times in alternation, best of each (as the
    engine's timings are): one busy second of this shared machine moved a single pair's ratio from
    0.53 to 0.65 on two quiet days. Every run's output must be the same numbers."""
    print(f"== Command-line lab: simulate --lab --games {JOBS_LAB_GAMES} (per experiment), one process "
          f"against two, best of {repeat} each ==")
    sys.stdout.flush()
    times: dict[int, list[float]] = {1: [], 2: []}
    outputs = []
    for _ in range(repeat):
        for jobs in (1, 2):
            seconds, out = _cli_lab(jobs)
            times[jobs].append(seconds)
            outputs.append(json.loads(out))
    one, two = min(times[1]), min(times[2])
    ratio = two / one
    same = all(out == outputs[0] for out in outputs)
    print(f"  --jobs 1: {one:7.2f} s   --jobs 2: {two:7.2f} s   ratio {ratio:.2f} (target <= {JOBS_TARGET})")
    print(f"  every run: --jobs 1 {', '.join(f'{t:.2f}' for t in times[1])} s; "
          f"--jobs 2 {', '.join(f'{t:.2f}' for t in times[2])} s")
    print(f"  identical results: {'yes' if same else 'NO'}")
    sys.stdout.flush()
    return {"jobs1_s": one, "jobs2_s": two, "ratio": ratio, "same": same, "games_per_experiment": JOBS_LAB_GAMES,
            "runs_s": {"1": times[1], "2": times[2]}}


def main(site=None) -> int:
    return 0 if measure(site)["same"] else 1


if __name__ == "__main__":
    sys.exit(main())
