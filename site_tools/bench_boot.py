"""`make bench`, the boot part: in headless Chromium, on the bench site, in one run:

- bare ``loadPyodide`` in a module worker on an empty page (the yardstick of every boot ratio), and
  the bytes it transferred before it was ready (the yardstick of the demo page's bytes);
- a demo page until Ready (restoring the engine snapshot), cold HTTP cache, and the bytes it
  transferred before Ready;
- the same page booted the plain way (a manifest that names no snapshot), and its bytes;
- the second demo page after Material's instant navigation (same document, same worker);
- a return visit: the demo page again in a new tab of the same browser (its own profile, with a
  disk cache), warm HTTP cache, and the decompressed engine snapshot the first visit kept in the
  Cache API (waited for: the worker writes it after Ready).

Bytes are counted by the server (headers and bodies it wrote), per path, from navigation until
Ready: each write is stamped with the wall clock and compared with the page's Ready (the worker
downloads the standard library right after Ready, and this process learns of Ready a little later).
Each kind of measurement alternates with the others, ``runs`` times; medians are reported."""
from __future__ import annotations

import functools
import json
import re
import threading
import time
from collections import defaultdict

from site_tools.serve import SiteHandler

DEMO_PAGE = "games/gavitt-1903/"  # the longest rule page with a demo: the hardest case
SECOND_PAGE = "games/gavitt-2003/"
MANIFEST_URL = re.compile(r".*/assets/runtime/manifest\.json$")

# The empty page's script is a file of its own: the site's Content Security Policy refuses inline ones.
EMPTY_PAGE = """<!doctype html><meta charset="utf-8"><title>bare boot</title>
<script type="module" src="./bare.js"></script>"""

BARE_PAGE_SCRIPT = """const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });
window.bare = new Promise((resolve, reject) => {
  worker.onmessage = (e) => resolve(performance.now());
  worker.onerror = (e) => reject(e.message);
});
"""

BARE_WORKER = """const manifest = await (await fetch(new URL("../assets/runtime/manifest.json", import.meta.url))).json();
const indexURL = new URL(manifest.pyodide.indexURL, new URL("../assets/runtime/", import.meta.url)).href;
const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
await loadPyodide({ indexURL });
postMessage("ready");
"""

SECOND_PAGE_READY = """async (second) => {
    const link = [...document.querySelectorAll("a")].find(a => a.href.endsWith(second));
    const t0 = performance.now();
    link.click();
    for (;;) {
      await new Promise(r => requestAnimationFrame(r));
      const s = document.querySelector('.md-content .topeka-demo[data-edition="2003"] [role=status]');
      if (location.pathname.endsWith(second) && s && s.textContent === 'Ready') return performance.now() - t0;
      if (performance.now() - t0 > 30000) return NaN;
    }
}"""


class _CountingWriter:
    """The handler's output stream, adding what is written to the server's tally for the path."""

    def __init__(self, raw, handler):
        self.raw, self.handler = raw, handler

    def write(self, data):
        self.handler.server.tally(getattr(self.handler, "path", "?"), len(data))
        return self.raw.write(data)

    def __getattr__(self, name):
        return getattr(self.raw, name)


class CountingHandler(SiteHandler):
    def setup(self):
        super().setup()
        self.wfile = _CountingWriter(self.wfile, self)


def count_bytes(site) -> None:
    """Make ``site``'s server count the bytes it sends: ``site.server.sent``, a list of
    (epoch ms, path, bytes), one per write."""
    server = site.server
    server.lock = threading.Lock()
    server.sent = []

    def tally(path, n):
        with server.lock:
            server.sent.append((time.time() * 1000, path.split("?", 1)[0], n))

    server.tally = tally
    server.RequestHandlerClass = functools.partial(CountingHandler, directory=str(site.dir))


def _take_bytes(site, until: float = float("inf")) -> dict:
    """Bytes per path written until ``until`` (epoch ms); forgets every write so far."""
    with site.server.lock:
        writes, site.server.sent = site.server.sent, []
    sent = defaultdict(int)
    for at, path, n in writes:
        if at <= until:
            sent[path] += n
    return dict(sent)


def _drop_snapshot(route):
    response = route.fetch()
    body = json.loads(response.text())
    body.pop("snapshot", None)
    route.fulfill(response=response, json=body)


# Resolves when the page's Python is Ready (or after 180 s). A function handed to page.evaluate,
# not a wait_for_function string: the site's Content Security Policy forbids eval, which
# Playwright's string predicates use.
READY_AT = """() => new Promise((resolve, reject) => {
  const t0 = performance.now();
  const check = () => {
    const at = globalThis.__topeka && __topeka.runtime.readyAt;
    if (at) resolve(at);
    else if (performance.now() - t0 > 180000) reject(new Error("Python was not Ready within 180 s"));
    else setTimeout(check, 20);
  };
  check();
})"""


BARE_READY = """() => new Promise((resolve, reject) => {
  const check = () => (window.bare ? window.bare.then(resolve, reject) : setTimeout(check, 20));
  check();
})"""


def _demo_ready(page, url: str) -> float:
    page.goto(url)
    return page.evaluate(READY_AT)


def _ready_epoch(page) -> float:
    """When the page saw Ready, in epoch ms (the server's clock is the same machine's)."""
    return page.evaluate("performance.timeOrigin + __topeka.runtime.readyAt")


KEPT_SNAPSHOT = """() => caches.open("topeka-engine-snapshot").then((c) => c.keys()).then((k) => k.length)"""


def _wait_kept_snapshot(page, seconds: float = 30) -> bool:
    """Wait until the worker has kept the decompressed snapshot for the next visit (it writes it
    after Ready; a reader's return visit comes later than this measure's)."""
    for _ in range(int(seconds * 4)):
        if page.evaluate(KEPT_SNAPSHOT):
            return True
        page.wait_for_timeout(250)
    return False


def _steps(page) -> dict:
    t = page.evaluate("__topeka.runtime.timings")
    return {k: round(v - t["origin"]) for k, v in t.items() if k != "origin"}


def measure(site, playwright, runs: int) -> dict:
    """All boot measurements on the started, byte-counting ``site``; returns lists per measure.
    The demo page, the second page and the return visit run in a browser with a profile of its own
    (a fresh folder each run: a cold cache first), because Chromium keeps a private context's HTTP
    cache in memory and leaves out of it files as large as pyodide.asm.wasm: a reader's browser
    has a disk cache."""
    import tempfile

    from site_tools.browser import launch_options

    browser = playwright.chromium.launch(**launch_options())
    r = defaultdict(list)
    demo_url = site.url + DEMO_PAGE
    try:
        for _ in range(runs):
            ctx = browser.new_context()  # a fresh context: a cold HTTP cache, as a first visit
            page = ctx.new_page()
            _take_bytes(site)
            page.goto(site.url + "bench/")
            r["bare_ms"].append(page.evaluate(BARE_READY))
            r["bare_bytes"].append(_take_bytes(site, page.evaluate("performance.timeOrigin") + r["bare_ms"][-1]))
            ctx.close()

            with tempfile.TemporaryDirectory(prefix="topeka-bench-profile-") as profile:
                ctx = playwright.chromium.launch_persistent_context(profile, **launch_options())
                page = ctx.new_page()
                _take_bytes(site)
                r["demo_ms"].append(_demo_ready(page, demo_url))
                r["demo_bytes"].append(_take_bytes(site, _ready_epoch(page)))
                assert page.evaluate("__topeka.runtime.boot") == "snapshot", page.evaluate("__topeka.runtime.fallback")
                r["demo_steps"].append(_steps(page))
                r["second_ms"].append(page.evaluate(SECOND_PAGE_READY, SECOND_PAGE))
                assert page.evaluate("__topeka.runtime.boots") == 1, "instant navigation booted Python again"
                r["kept_snapshot"].append(_wait_kept_snapshot(page))
                page.close()
                page = ctx.new_page()  # a new tab: the same browser's warm HTTP cache
                _take_bytes(site)
                r["return_ms"].append(_demo_ready(page, demo_url))
                r["return_bytes"].append(_take_bytes(site, _ready_epoch(page)))
                r["return_steps"].append(_steps(page))
                ctx.close()

            ctx = browser.new_context()
            ctx.route(MANIFEST_URL, _drop_snapshot)  # the plain boot, as before the snapshot
            page = ctx.new_page()
            _take_bytes(site)
            r["plain_ms"].append(_demo_ready(page, demo_url))
            r["plain_bytes"].append(_take_bytes(site, _ready_epoch(page)))
            assert page.evaluate("__topeka.runtime.boot") == "plain"
            r["plain_steps"].append(_steps(page))
            ctx.close()
    finally:
        browser.close()
    return dict(r)
