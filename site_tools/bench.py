"""`make bench`: speed measured as ratios within one run (this machine is shared and machines differ
by more than 2x, so no absolute time is a target; nothing here is a timed assertion in the tests).

    .venv/bin/python -m site_tools bench [--runs N] [--skip boot,notes,engine,lab,jobs,games,dask,lighthouse]

Measures (site_tools.bench_boot, bench_notes, bench_engine, bench_lab, bench_together: a person's
action to their view at a shared table, bench_games: games per second per core for each game, the
Dask run's speed-up), prints every ratio against its target,
then Lighthouse's scores per page type against their targets (site_tools.bench_lighthouse),
and writes the whole report as JSON to build/bench/<UTC time>.json and build/bench/latest.json
(git-ignored), so that two runs can be compared."""
from __future__ import annotations

import argparse
import datetime
import json
import platform
import subprocess
import sys

from site_tools.bench_site import bench_site
from site_tools.bench_targets import TARGETS
from site_tools.paths import BUILD, ROOT

RUNS = 3  # each boot measurement alternates with the others this often; medians damp the noise
REPORTS = BUILD / "bench"



def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def _size(n: int) -> str:
    return f"{n / 1e6:.2f} MB" if n >= 100_000 else f"{n / 1e3:.1f} kB"


def _total(sent: dict) -> int:
    return sum(sent.values())


def _biggest(sent: dict, n: int = 6) -> dict:
    return {path: size for path, size in sorted(sent.items(), key=lambda kv: -kv[1])[:n]}


def boot_report(site, runs: int) -> dict:
    from playwright.sync_api import sync_playwright

    from site_tools import bench_boot

    with sync_playwright() as p:
        r = bench_boot.measure(site, p, runs)
    m = {k: median(r[k]) for k in ("bare_ms", "demo_ms", "plain_ms", "second_ms", "return_ms")}
    for kind in ("bare", "demo", "plain", "return"):
        m[f"{kind}_bytes"] = median([_total(s) for s in r[f"{kind}_bytes"]])
    print(f"== Boot (headless Chromium, median of {runs}, ms from navigation start; demo page {bench_boot.DEMO_PAGE}) ==")
    rows = [("bare loadPyodide in a module worker, empty page", "bare_ms"),
            ("demo page Ready, from the engine snapshot", "demo_ms"),
            ("demo page Ready, plain boot (no snapshot)", "plain_ms"),
            ("second demo page, instant navigation", "second_ms"),
            ("return visit, new tab, warm HTTP cache", "return_ms")]
    for label, key in rows:
        print(f"  {label:<50} {m[key]:8.0f} ms   runs {[round(x) for x in r[key]]}")
    print("  bytes transferred before Ready (server count, headers and bodies):")
    for label, kind in (("bare loadPyodide", "bare"), ("with the snapshot", "demo"), ("without (plain boot)", "plain"),
                        ("return visit", "return")):
        print(f"    {label:<22} {_size(m[kind + '_bytes']):>10}   largest: "
              + ", ".join(f"{path.rstrip('/').rsplit('/', 1)[-1]} {_size(size)}" for path, size in
                          _biggest(r[f"{kind}_bytes"][-1], 4).items()))
    print("  boot steps, ms from navigation (last run): snapshot", r["demo_steps"][-1])
    print("                                               plain   ", r["plain_steps"][-1])
    print("                                               return  ", r["return_steps"][-1])
    sys.stdout.flush()
    ratios = {"demo_over_bare": m["demo_ms"] / m["bare_ms"], "second_over_bare": m["second_ms"] / m["bare_ms"],
              "return_over_bare": m["return_ms"] / m["bare_ms"], "plain_over_bare": m["plain_ms"] / m["bare_ms"],
              "demo_bytes_over_bare": m["demo_bytes"] / m["bare_bytes"]}
    return {"medians": m, "ratios": ratios, "runs": {k: v for k, v in r.items()},
            "bytes_largest": {k: _biggest(r[f"{k}_bytes"][-1], 12) for k in ("bare", "demo", "plain", "return")}}


def _git(*args) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
    return done.stdout.strip()


def summary(ratios: dict) -> list[dict]:
    print("== Summary: every target is a ratio of two measures from this run ==")
    out = []
    for key, what, target in TARGETS:
        value = ratios.get(key)
        met = value is not None and value <= target
        out.append({"measure": what, "key": key, "ratio": value, "target": target, "met": met if value is not None else None})
        shown = f"{value:6.3f}" if value is not None else "   n/a"
        print(f"  {what:<62} {shown}  target <= {target:<5} {'met' if met else ('NOT met' if value is not None else 'not measured')}")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m site_tools bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=RUNS, help="boot measurements per kind (medians)")
    ap.add_argument("--skip", default="", help="comma-separated parts to skip: boot, notes, engine, lab, together, jobs, "
                                               "games, dask, lighthouse")
    a = ap.parse_args(argv)
    skip = set(filter(None, a.skip.split(",")))
    from site_tools import bench_engine, bench_games, bench_lab, bench_lighthouse, bench_notes

    report = {"time": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
              "commit": _git("rev-parse", "HEAD"), "dirty": bool(_git("status", "--porcelain", "--untracked-files=no")),
              "machine": {"cpus": __import__("os").cpu_count(), "python": sys.version.split()[0],
                          "platform": platform.platform()}}
    ratios = {}
    ok = True
    site = bench_site() if not {"boot", "notes", "engine", "lab", "together", "lighthouse"} <= skip else None
    try:
        if "boot" not in skip:
            report["boot"] = boot_report(site, a.runs)
            ratios.update(report["boot"]["ratios"])
        if "notes" not in skip:
            report["notes"] = bench_notes.measure(site)
            ratios["notes_over_stripped"] = report["notes"]["ratio"]
        if "engine" not in skip:
            report["engine"] = bench_engine.measure(site=site)
            if "ratio" in report["engine"]:
                ratios["pyodide_over_cpython"] = report["engine"]["ratio"]
        if "lab" not in skip:
            report["lab"] = bench_lab.measure(site)
            ratios["lab_browser_over_cpython"] = report["lab"]["ratio"]
            ok = ok and report["lab"]["same"]
        if "together" not in skip:
            from playwright.sync_api import sync_playwright

            from site_tools import bench_together

            with sync_playwright() as p:
                report["together"] = bench_together.measure(site, p)
        if "lighthouse" not in skip:
            report["lighthouse"] = bench_lighthouse.measure(site)
    finally:
        if site:
            site.stop()
            site.rendezvous.stop()
    if "jobs" not in skip:
        report["jobs"] = bench_lab.measure_jobs()
        ratios["jobs2_over_jobs1"] = report["jobs"]["ratio"]
        ok = ok and report["jobs"]["same"]
    if "games" not in skip:
        report["games"] = bench_games.games_per_second()
    if "dask" not in skip:
        report["dask"] = bench_games.distributed_speedup()
        ratios["dask_over_one"] = report["dask"]["ratio"]
        ok = ok and report["dask"]["same"]
    report["ratios"] = ratios
    report["summary"] = summary(ratios)
    REPORTS.mkdir(parents=True, exist_ok=True)
    text = json.dumps(report, indent=1, default=str) + "\n"
    stamp = report["time"].replace(":", "").replace("-", "").replace("+0000", "Z")
    (REPORTS / f"{stamp}.json").write_text(text)
    (REPORTS / "latest.json").write_text(text)
    print(f"report written to {(REPORTS / 'latest.json').relative_to(ROOT)} (and {stamp}.json)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
