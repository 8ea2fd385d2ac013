"""`make bench`, Play together: how long a person's action takes to come back as their own
view, at a shared table on this machine through the local rendezvous (site_tools.rendezvous).

A host's page and a player's page (two browser contexts) sit at a three-broker Gavitt table (the
2003 rules, one slow bot). Each action is an offer of one card, then taking it back; its time runs
from the press of the button to the page showing the offer on (or off) the table, measured in the
page (performance.now and a MutationObserver). The player's action travels over the data channel,
waits in the host's batch (the engine's window, games.core.fairness.WINDOW_MS) and comes back; the
host's own waits in the same batch. Printed: each one's median and 95th percentile, and the ratio of
the medians (player / host). A sample whose offer a bot took meanwhile is left out (and counted)."""
from __future__ import annotations

import re

ACTIONS = 40  # offers and take-backs per person
PAGE = "games/gavitt-2003/#players=3&speed=slow"

# In the page: offer the first card, wait until the page shows the offer; take it back, wait until
# it is gone. -> [ms to show the offer, ms to show it taken back] or null when it was not possible.
ONE_ROUND = """async (root) => {
  const mine = root.querySelector('.gv-hand__offer');
  const until = (want) => new Promise((resolve, reject) => {
    if (want()) return resolve();
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no answer')); }, 30000);
    const obs = new MutationObserver(() => { if (want()) { obs.disconnect(); clearTimeout(timer); resolve(); } });
    obs.observe(root, { subtree: true, attributes: true, childList: true });
  });
  const card = [...root.querySelectorAll('.gv-hand__cards button')].find((b) => !b.disabled);
  if (!card || !mine.hidden) return null;
  card.click();
  const t0 = performance.now();
  root.querySelector('.gv-hand__actions .md-button--primary').click();
  try { await until(() => !mine.hidden); } catch { return null; }
  const t1 = performance.now();
  mine.querySelector('button').click();
  try { await until(() => mine.hidden); } catch { return null; }
  return [t1 - t0, performance.now() - t1];
}"""


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p * (len(values) - 1))))]


def _person(page):
    root = page.locator(".md-content .topeka-demo")
    times, lost = [], 0
    for _ in range(ACTIONS // 2):
        got = root.evaluate(ONE_ROUND)
        if got is None:
            lost += 1
            page.wait_for_timeout(300)
            continue
        times += got
        page.wait_for_timeout(50)
    return times, lost


def measure(site, playwright) -> dict:
    """site: a started ServedSite built with this run's rendezvous (bench_site)."""
    from site_tools.browser import CHROMIUM_FLAGS, chromium_executable

    browser = playwright.chromium.launch(executable_path=chromium_executable(), args=CHROMIUM_FLAGS)
    try:
        real_pace = "try { localStorage.setItem('topeka.table.learning', '0'); } catch {}"
        host_ctx, guest_ctx = browser.new_context(), browser.new_context()
        for ctx in (host_ctx, guest_ctx):
            ctx.add_init_script(real_pace)
        host = host_ctx.new_page()
        host.goto(site.url + PAGE)
        hd = host.locator(".md-content .topeka-demo")
        hd.locator("[role=status]").first.filter(has_text="Ready").wait_for(timeout=300_000)
        hd.get_by_role("button", name="Play with others").click()
        link = hd.get_by_role("textbox", name="The table's link")
        link.wait_for()
        host.wait_for_function("() => /#join=/.test(document.querySelector('.tk-link').value)")
        guest = guest_ctx.new_page()
        guest.goto(link.input_value())
        gd = guest.locator(".md-content .topeka-demo")
        gd.get_by_role("textbox", name="Your name").fill("Bench")
        gd.get_by_role("button", name="Join the table").click()
        gd.get_by_role("button", name="Take the seat of Broker 2").click()
        hd.get_by_role("button", name="Deal for everyone").click()
        hd.get_by_role("button", name=re.compile("^Start")).click()
        guest.wait_for_function("() => document.querySelector('.md-content .topeka-demo').dataset.phase === 'running'")
        player, player_lost = _person(guest)
        own, own_lost = _person(host)
    finally:
        browser.close()
    out = {"player_ms": {"median": percentile(player, 0.5), "p95": percentile(player, 0.95), "n": len(player), "left_out": player_lost},
           "host_ms": {"median": percentile(own, 0.5), "p95": percentile(own, 0.95), "n": len(own), "left_out": own_lost}}
    out["ratio"] = out["player_ms"]["median"] / out["host_ms"]["median"]
    print("== Play together: a person's action to their own view, local rendezvous (Gavitt 2003, 3 brokers) ==")
    for label, key in (("a player's action (data channel, the host's batch, back)", "player_ms"),
                       ("the host's own action (the same batch)", "host_ms")):
        m = out[key]
        print(f"  {label:<58} median {m['median']:6.1f} ms   95th percentile {m['p95']:6.1f} ms"
              f"   ({m['n']} actions{', ' + str(m['left_out']) + ' left out' if m['left_out'] else ''})")
    print(f"  player / host, medians: {out['ratio']:.3f}")
    return out
