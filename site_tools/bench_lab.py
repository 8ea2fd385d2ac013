"""`make bench`, the lab's part: 1,000 complete four-player 2003 games in the browser (headless
Chromium, through the real worker and the engine's JSON facade, in chunks as the lab runs them)
and the same games in CPython through the same facade, with their ratio. Target: at most 10 s in
the browser on this machine. The two runs must agree game for game (checked, not timed)."""
from __future__ import annotations

import json
import sys
import time


GAMES = 1000
CHUNK = 50
ARGS = {"game": "gavitt", "params": {"edition": "2003", "players": 4}, "bots": {"speed": "steady"}, "seed": 1}
TARGET_S = 10.0

BROWSER_RUN = """async ({ runtimeURL, args, games, chunk }) => {
  const runtime = await import(runtimeURL);  // the page's own module instance: the same worker
  await runtime.ensureReady();
  const t0 = performance.now();
  let rounds = 0, trades = 0, ms = 0;
  for (let first = 0; first < games; first += chunk) {
    const out = await runtime.call("simulate", { ...args, games: Math.min(chunk, games - first), first });
    for (const g of out.games) { rounds += g.rounds; trades += g.trades; ms += g.virtual_ms; }
  }
  return { seconds: (performance.now() - t0) / 1000, rounds, trades, ms };
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
    """The lab run in Chromium, on ``site`` (the started bench site ``make bench`` passes) or on
    one built and served here the same way."""
    from playwright.sync_api import sync_playwright

    from site_tools.bench import bench_site
    from site_tools.browser import launch_chromium

    own = site is None
    if own:
        site = bench_site()
    try:
        with sync_playwright() as p:
            browser = launch_chromium(p)
            page = browser.new_context().new_page()
            page.goto(site.url + "games/gavitt-compare/")
            page.wait_for_function("globalThis.__topeka && __topeka.runtime.status === 'ready'", timeout=120_000)
            result = page.evaluate(BROWSER_RUN, {"runtimeURL": site.url + "js/runtime.js", "args": ARGS, "games": GAMES,
                                                 "chunk": CHUNK})
            browser.close()
    finally:
        if own:
            site.stop()
    return result


def main(site=None) -> int:
    print(f"== Lab: {GAMES} complete four-player 2003 games (steady bots, seeds 1..{GAMES}, chunks of {CHUNK}) ==")
    sys.stdout.flush()
    cp = cpython_run()
    print(f"CPython {sys.version.split()[0]}:              {cp['seconds']:8.2f} s   "
          f"({GAMES / cp['seconds']:.0f} games/s, {cp['rounds']} rounds)")
    sys.stdout.flush()
    br = browser_run(site)
    print(f"browser (Pyodide worker, Chromium): {br['seconds']:8.2f} s   "
          f"({GAMES / br['seconds']:.0f} games/s)   target <= {TARGET_S:.0f} s: "
          f"{'met' if br['seconds'] <= TARGET_S else 'NOT met'}")
    print(f"ratio browser / CPython:            {br['seconds'] / cp['seconds']:8.2f}")
    same = all(br[k] == cp[k] for k in ("rounds", "trades", "ms"))
    print(f"same games in both (rounds, trades, virtual time): {'yes' if same else 'NO'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
