"""`make bench`, the games' part: how fast the engine plays them, alone and on a cluster.

- **Games per second per core**, for every registered game (each edition of a game with
  editions): bot-only games at the game's default table and default bots, played one after the
  other in this one process (so on one core), for about ``SECONDS`` each after a warm-up game.
- **The distributed run's speed-up**: ``python -m games simulate --game gavitt --lab`` on a Dask
  LocalCluster of one worker process per core (``--scheduler``), against the same command in one
  process, timed from outside, best of ``REPEAT`` each in alternation; the two outputs must be
  identical (checked). The cluster's own start is not timed (it runs for the whole measure, as a
  real cluster would).

No test asserts any of these times; they are printed, and ``dask_over_one`` is a ratio target of
``make bench``.

    .venv/bin/python -m site_tools.bench_games [--seconds 3] [--no-dask]
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

from site_tools.bench_targets import target
from site_tools.paths import ROOT

SECONDS = 3.0
LAB_GAMES = 200  # per experiment: 1,600 lab games, long enough that the client's start (importing Dask, connecting) is small
REPEAT = 2
TARGET = target("dask_over_one")  # the distributed lab's share of one process's time on this machine's cores


def _tables(gt) -> list[dict]:
    return [{"edition": ed} for ed in gt.editions] if gt.editions else [{}]


def games_per_second(seconds: float = SECONDS) -> dict:
    """Bot-only games per second in this process (one core), per game and edition."""
    import games

    print(f"== Games per second per core (bot-only, default table and bots, about {seconds:g} s each) ==")
    out = {}
    for gid, gt in games.GAMES.items():
        for params in _tables(gt):
            games.simulate(gid, params, 10 ** 6, None)  # warm up
            n, t0, seed = 0, time.perf_counter(), 1
            while True:
                games.simulate(gid, params, seed, None)
                n += 1
                seed += 1
                took = time.perf_counter() - t0
                if took >= seconds and n >= 3:
                    break
            name = gid + (f" {params['edition']}" if params else "")
            rate = n / took
            out[name] = {"games": n, "seconds": took, "games_per_second": rate}
            print(f"  {name:<14} {rate:9.2f} games/s   ({n} games in {took:.1f} s)")
    sys.stdout.flush()
    return out


def _cli_lab(extra: list[str]) -> tuple[float, str]:
    cmd = [sys.executable, "-m", "games", "simulate", "--game", "gavitt", "--lab", "--games", str(LAB_GAMES),
           "--seed", "1", "--json", "--quiet", *extra]
    t0 = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=3600, cwd=ROOT)
    seconds = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd[1:])} failed: {done.stderr[-2000:]}")
    return seconds, done.stdout


def distributed_speedup(repeat: int = REPEAT) -> dict:
    """One process against a LocalCluster of one worker per core, the same lab, best of ``repeat``."""
    from games.lab.distributed import local_cluster

    cores = os.cpu_count() or 1
    print(f"== Distributed: simulate --game gavitt --lab --games {LAB_GAMES} (per experiment), one process against "
          f"--scheduler (Dask LocalCluster, {cores} worker processes), best of {repeat} each ==")
    sys.stdout.flush()
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    times: dict[str, list[float]] = {"one": [], "dask": []}
    outputs = []
    with local_cluster(cores) as cluster:
        # as many chunks as workers want: --jobs sizes the chunks, the scheduler runs them
        extra = {"one": [], "dask": ["--scheduler", cluster.scheduler_address, "--jobs", str(cores)]}
        for _ in range(repeat):
            for kind in ("one", "dask"):
                seconds, out = _cli_lab(extra[kind])
                times[kind].append(seconds)
                outputs.append(json.loads(out))
    one, dist = min(times["one"]), min(times["dask"])
    same = all(o == outputs[0] for o in outputs)
    print(f"  one process: {one:7.2f} s   distributed: {dist:7.2f} s   speed-up {one / dist:.2f}x on {cores} cores "
          f"(time ratio {dist / one:.2f}, target <= {TARGET})")
    print(f"  every run: one {', '.join(f'{t:.2f}' for t in times['one'])} s; "
          f"distributed {', '.join(f'{t:.2f}' for t in times['dask'])} s")
    print(f"  identical results: {'yes' if same else 'NO'}")
    sys.stdout.flush()
    return {"one_s": one, "dask_s": dist, "speedup": one / dist, "ratio": dist / one, "cores": cores, "same": same,
            "games_per_experiment": LAB_GAMES, "runs_s": times}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=SECONDS)
    ap.add_argument("--no-dask", action="store_true")
    a = ap.parse_args(argv)
    games_per_second(a.seconds)
    return 0 if a.no_dask or distributed_speedup()["same"] else 1


if __name__ == "__main__":
    sys.exit(main())
