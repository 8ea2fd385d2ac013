"""`make bench`: speed measured as ratios from one run in headless Chromium (this machine is shared
and noisy, so nothing here is a timed assertion in the tests).

Prints: bare loadPyodide time in a module worker on an empty page; time until a demo page reports
Ready; their ratio (target <= 1.15); time until a second demo page is Ready after instant navigation
(target <= 300 ms); then the engine benchmarks (site_tools.bench_engine, when present)."""
from __future__ import annotations

import importlib.util
import sys

from site_tools.paths import BUILD

DEMO_PAGE = "games/gavitt-1903/"  # the longest rule page with a demo: the hardest case

EMPTY_PAGE = """<!doctype html><meta charset="utf-8"><title>bare boot</title>
<script type="module">
const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
window.bare = new Promise((resolve, reject) => {
  worker.onmessage = (e) => resolve(performance.now());
  worker.onerror = (e) => reject(e.message);
});
</script>"""

BARE_WORKER = """const manifest = await (await fetch(new URL("../assets/runtime/manifest.json", import.meta.url))).json();
const indexURL = new URL(manifest.pyodide.indexURL, new URL("../assets/runtime/", import.meta.url)).href;
const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
await loadPyodide({ indexURL });
postMessage("ready");
"""


RUNS = 5  # alternating bare and demo loads, each in a fresh context; medians damp the shared machine's noise


def bench_site():
    """One site for every browser measurement of ``make bench``: built for its own URL (instant
    navigation needs it), plus the empty page of the bare boot. Returns a started ServedSite."""
    from site_tools.browser import ServedSite
    from site_tools.cli import build

    site = ServedSite(BUILD / "bench-site")
    build(site.url, site.dir, "mkdocs", quiet=True)
    bench_dir = site.dir / "bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "index.html").write_text(EMPTY_PAGE)
    (bench_dir / "bare-worker.js").write_text(BARE_WORKER)
    site.start()
    return site


def browser_bench(site, runs: int = RUNS) -> dict:
    from playwright.sync_api import sync_playwright

    from site_tools.browser import launch_chromium

    results = {"bare_ms": [], "demo_ms": [], "second_ms": []}
    with sync_playwright() as p:
        browser = launch_chromium(p)
        for _ in range(runs):
            # Each measurement in a fresh context: a cold HTTP cache, as a first visit.
            ctx = browser.new_context()
            page = ctx.new_page()
            page.goto(site.url + "bench/")
            results["bare_ms"].append(page.evaluate("window.bare"))
            ctx.close()

            ctx = browser.new_context()
            page = ctx.new_page()
            page.goto(site.url + DEMO_PAGE)
            page.wait_for_function("globalThis.__topeka && __topeka.runtime.readyAt", timeout=120_000)
            results["demo_ms"].append(page.evaluate("__topeka.runtime.readyAt"))
            t = page.evaluate("__topeka.runtime.timings")
            results.setdefault("steps", []).append(
                {k: round(v - t["origin"]) for k, v in t.items() if k != "origin"})
            results["second_ms"].append(page.evaluate("""async () => {
                const link = [...document.querySelectorAll("a")].find(a => a.href.endsWith('games/gavitt-2003/'));
                const t0 = performance.now();
                link.click();
                for (;;) {
                  await new Promise(r => requestAnimationFrame(r));
                  const s = document.querySelector('.md-content .topeka-demo[data-edition="2003"] [role=status]');
                  if (location.pathname.endsWith('gavitt-2003/') && s && s.textContent === 'Ready') return performance.now() - t0;
                  if (performance.now() - t0 > 30000) return NaN;
                }
            }"""))
            assert page.evaluate("__topeka.runtime.boots") == 1
            ctx.close()
        browser.close()
    return results


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def main() -> int:
    site = bench_site()
    try:
        return report(site)
    finally:
        site.stop()


def report(site) -> int:
    r = browser_bench(site)
    bare, demo, second = median(r["bare_ms"]), median(r["demo_ms"]), median(r["second_ms"])
    print(f"== Browser boot (headless Chromium, median of {RUNS}, times from navigation start; demo page: {DEMO_PAGE}) ==")
    print(f"bare loadPyodide in a module worker, empty page: {bare:8.0f} ms   runs {[round(x) for x in r['bare_ms']]}")
    print(f"demo page reports Ready:                         {demo:8.0f} ms   runs {[round(x) for x in r['demo_ms']]}")
    print(f"ratio demo-ready / bare boot:                    {demo / bare:8.2f}      (target <= 1.15)")
    print(f"second demo page Ready after instant navigation: {second:8.0f} ms   (target <= 300 ms)")
    print("demo boot steps, ms from navigation start (last run):", r["steps"][-1])
    sys.stdout.flush()
    if importlib.util.find_spec("site_tools.bench_engine"):
        from site_tools import bench_engine

        code = bench_engine.main([])
        if code:
            return code
    if importlib.util.find_spec("site_tools.bench_lab"):
        from site_tools import bench_lab

        return bench_lab.main(site)
    return 0
