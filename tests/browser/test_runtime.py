"""The foundation: Python boots in one module worker, demos mount with a status line, instant
navigation keeps the worker, nothing leaves the site's origin. (Every page loads, boots its demos and
fits a phone: tests/browser/test_every_page.py.)"""
from __future__ import annotations

import json
import re
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import expect

from limits import ANSWER_TIMEOUT_MS
from demo_pages import status, wait_ready
from worker_helpers import WATCH_PYTHON_WORKERS, python_workers_created_at

pytestmark = pytest.mark.browser



def test_runtime_assets_are_served_with_their_mime_types(built_site, site_url):
    manifest = json.loads((built_site / "assets/runtime/manifest.json").read_text())
    base = site_url + "assets/runtime/"
    expected = {
        base + manifest["pyodide"]["indexURL"] + "pyodide.asm.wasm": "application/wasm",
        base + manifest["pyodide"]["indexURL"] + "pyodide.mjs": "text/javascript",
        base + manifest["pyodide"]["indexURL"] + "pyodide.asm.mjs": "text/javascript",
        site_url + "js/topeka.js": "text/javascript",
    }
    for url, mime in expected.items():
        with urllib.request.urlopen(url) as response:
            assert response.headers.get_content_type() == mime, url
    assert manifest["wheel"]["name"].endswith("-py3-none-any.whl")
    assert manifest["pyodide"]["version"] == json.loads(Path("package.json").read_text())["dependencies"]["pyodide"]


def test_content_addressed_assets_are_kept_a_year_and_everything_else_revalidated(built_site, site_url):
    # A return visit reads Python, the engine and the theme from the HTTP cache without asking; a
    # new build changes those URLs, and the pages, the manifest and js/*.js are revalidated on use.
    manifest = json.loads((built_site / "assets/runtime/manifest.json").read_text())
    runtime = site_url + "assets/runtime/"
    bundle = next((built_site / "assets/javascripts").glob("bundle.*.min.js")).name
    immutable = [runtime + manifest["pyodide"]["indexURL"] + "pyodide.asm.wasm", runtime + manifest["wheel"]["url"],
                 runtime + manifest["snapshot"]["url"], site_url + "assets/javascripts/" + bundle]
    revalidated = [site_url, site_url + "games/gavitt-1903/", runtime + "manifest.json", site_url + "js/worker.js"]
    for url in immutable + revalidated:
        with urllib.request.urlopen(url) as response:
            expected = "public, max-age=31536000, immutable" if url in immutable else "no-cache"
            assert response.headers["Cache-Control"] == expected, url
    snapshot = urllib.request.Request(runtime + manifest["snapshot"]["url"], headers={"Accept-Encoding": "br, gzip"})
    with urllib.request.urlopen(snapshot) as response:
        # Bytes, which the browser decodes itself (Content-Encoding), cached as long as the others.
        assert response.headers.get_content_type() == "application/octet-stream"
        assert response.headers["Content-Encoding"] == "br"
        assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"


def test_deal_demo_matches_cpython_for_the_same_seed(page, site_url):
    from games import api

    page.goto(site_url + "play/deal/")
    wait_ready(page)
    demo = page.locator(".md-content .topeka-demo")
    demo.get_by_label("Edition").select_option("1903")
    demo.get_by_label("Players").select_option("5")
    demo.get_by_label("Deal number").fill("4242")
    demo.get_by_role("button", name="Deal", exact=True).click()
    hands = demo.locator(".topeka-deal__hands li")
    expect(hands).to_have_count(5)
    expected = json.loads(api.call("gavitt.deal", json.dumps({"edition": "1903", "players": 5, "seed": 4242})))
    assert expected["ok"]
    # a hand is a list of railroad keys, which the page shows by their printed labels, never as keys
    labels = {rr["key"]: rr["label"] for rr in expected["result"]["railroads"]}
    for seat, hand in enumerate(expected["result"]["hands"]):
        text = hands.nth(seat).inner_text()
        assert all(isinstance(c, str) for c in hand), hand
        assert text == f"Broker {seat + 1}: " + ", ".join(labels[c] for c in hand)


def test_bad_seed_is_refused_with_a_message(page, site_url):
    page.goto(site_url + "play/deal/")
    demo = page.locator(".md-content .topeka-demo")
    demo.get_by_label("Deal number").fill("-3")
    demo.get_by_role("button", name="Deal", exact=True).click()
    expect(demo.locator(".topeka-deal")).to_have_text("The deal number must be a whole number, 0 or more.")


def navigate_1903_to_2003_in_one_document(page, site):
    """Open the 1903 demo, follow an in-site link to the 2003 demo; both must be Ready in the
    same document (instant navigation), with Python booted once."""
    page.goto(site + "games/gavitt-1903/")
    wait_ready(page)
    page.evaluate("window.__sameDocument = 'yes'")
    page.locator("a[href$='games/gavitt-2003/']").first.click()
    page.wait_for_url(re.compile(r".*/games/gavitt-2003/(#.*)?$"))
    expect(page.locator(".md-content .topeka-demo[data-edition='2003']")).to_have_count(1)
    wait_ready(page)
    assert page.evaluate("window.__sameDocument") == "yes", "instant navigation fell back to a full page load"
    assert page.evaluate("__topeka.runtime.boots") == 1


def test_python_boots_once_across_instant_navigation(page, site_url):
    navigate_1903_to_2003_in_one_document(page, site_url)
    # And back again: the demo mounts anew, still on the same worker.
    page.go_back()
    page.wait_for_url(re.compile(r".*/games/gavitt-1903/(#.*)?$"))
    expect(page.locator(".md-content .topeka-demo[data-edition='1903']")).to_have_count(1)
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.boots") == 1
    assert page.evaluate("window.__sameDocument") == "yes"


def test_python_starts_after_the_pages_first_paint_and_once(page, site_url):
    """Reading never waits for Python: the boot hint creates the worker only once the page has
    painted its first content (a worker compiling WebAssembly on a two-core phone held back the
    page's first paint), and the demo then adopts that worker rather than starting a second."""
    page.add_init_script(WATCH_PYTHON_WORKERS)
    page.goto(site_url + "games/railway/")
    wait_ready(page)
    created = python_workers_created_at(page)
    fcp = page.evaluate("window.__fcp")
    assert len(created) == 1, created
    assert fcp is not None
    assert created[0] >= fcp, (created, fcp)
    assert page.evaluate("__topeka.runtime.boots") == 1


def test_python_starts_at_once_in_a_tab_nobody_looks_at(page, site_url):
    """A page opened in the background paints nothing until it is looked at; its worker starts at
    once, so the demo is ready when the reader comes to the tab."""
    page.add_init_script(WATCH_PYTHON_WORKERS + """
Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden", configurable: true });
""")
    page.goto(site_url + "games/railway/")
    wait_ready(page)
    created = python_workers_created_at(page)
    assert len(created) == 1, created
    # created by the hint in <head>, before the page's own scripts ran (DOMContentLoaded)
    dcl = page.evaluate("performance.getEntriesByType('navigation')[0].domContentLoadedEventStart")
    assert created[0] <= dcl, (created, dcl)


def test_pages_without_a_demo_never_start_python(page, site_url):
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto(site_url + "glossary/")
    page.wait_for_load_state("networkidle")
    assert any(u.endswith("js/topeka.js") for u in requested), "the entry module should load on every page"
    assert not [u for u in requested if "assets/runtime/" in u or u.endswith("worker.js")]
    assert page.evaluate("globalThis.__topeka === undefined || __topeka.runtime.boots === 0")


def test_boot_that_hangs_fails_visibly_and_retry_recovers(page, site_url, browser_errors):
    # A .wasm that never arrives is what a wrong MIME type looks like to loadPyodide: it waits forever.
    stalled = []
    page.context.route(re.compile(r".*pyodide\.asm\.wasm$"), lambda route: stalled.append(route))
    page.add_init_script("globalThis.TOPEKA_BOOT_TIMEOUT_MS = 3000")
    page.goto(site_url + "play/deal/")
    expect(status(page)).to_contain_text("Failed: Python did not start within 3 s", timeout=60_000)
    retry = page.locator(".md-content .topeka-demo").get_by_role("button", name="Retry")
    expect(retry).to_be_visible()
    page.context.unroute(re.compile(r".*pyodide\.asm\.wasm$"))
    for route in stalled:
        try:
            route.abort()
        except Exception:  # the worker that asked was terminated
            pass
    browser_errors[:] = [e for e in browser_errors if "pyodide.asm.wasm" not in e]
    page.evaluate("globalThis.TOPEKA_BOOT_TIMEOUT_MS = 90000")
    retry.click()
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.boots") == 2
    expect(retry).to_be_hidden()


def test_dark_scheme_renders_the_demo(page, site_url):
    page.emulate_media(color_scheme="dark")
    page.goto(site_url + "play/deal/")
    assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    wait_ready(page)


@pytest.mark.zensical
def test_zensical_build_boots_and_keeps_the_worker(page, zensical_site_url):
    navigate_1903_to_2003_in_one_document(page, zensical_site_url)


def test_worker_answers_malformed_messages_with_a_clear_error(page, site_url):
    page.goto(site_url + "glossary/")
    answers = page.evaluate("""async ([workerURL, limit]) => {
        const worker = new Worker(workerURL, { type: "module" });
        const seen = [];
        const started = performance.now();
        const next = (pred) => new Promise((resolve, reject) => {
            const check = () => {
                const i = seen.findIndex(pred);
                if (i >= 0) resolve(seen.splice(i, 1)[0]);
                else if (performance.now() - started > limit) reject(new Error("no answer: " + JSON.stringify(seen)));
                else setTimeout(check, 20);
            };
            check();
        });
        worker.onerror = (e) => seen.push({ type: "worker-error", message: e.message });
        worker.onmessage = (e) => seen.push(e.data);
        worker.postMessage("not an object");
        worker.postMessage({ id: 7, method: 42, args: {} });
        worker.postMessage({ id: 8, method: "gavitt.deal", args: [1, 2] });
        worker.postMessage({ id: 9, method: "no.such.method", args: {} });
        worker.postMessage({ id: 10, method: "gavitt.deal", args: { edition: "2003", players: 99, seed: 1 } });
        worker.postMessage({ id: 11, method: "gavitt.deal", args: { edition: "2003", players: 3, seed: 1 } });
        const out = {
            protocol: await next((m) => m.type === "protocol-error"),
            r7: await next((m) => m.id === 7), r8: await next((m) => m.id === 8),
            r9: await next((m) => m.id === 9), r10: await next((m) => m.id === 10),
            r11: await next((m) => m.id === 11),
        };
        worker.terminate();
        return out;
    }""", [site_url + "js/worker.js", ANSWER_TIMEOUT_MS])  # it boots Python first: on a busy machine, minutes
    assert "malformed request" in answers["protocol"]["message"]
    for key in ("r7", "r8"):
        assert answers[key]["ok"] is False and answers[key]["error"]["kind"] == "bad-request"
    for key in ("r9", "r10"):
        error = answers[key]["error"]
        assert answers[key]["ok"] is False and error["message"] and "Traceback" not in error["message"]
    assert "no.such.method" in answers["r9"]["error"]["message"]
    # After all that, the worker still answers a good request: the bad ones changed nothing.
    assert answers["r11"]["ok"] is True and len(answers["r11"]["result"]["hands"]) == 3


def test_site_search_finds_rule_text_without_leaving_the_site(page, site_url):
    # The theme's built-in search: its index and worker are served by the site itself (the page
    # fixture refuses any other origin), so it works offline.
    page.goto(site_url)
    page.keyboard.press("/")  # Material's keyboard shortcut focuses the search box
    expect(page.locator("input.md-search__input")).to_be_focused()
    page.keyboard.type("Telegram")
    results = page.locator(".md-search-result__item")
    expect(results.first).to_be_visible(timeout=60_000)
    expect(page.locator(".md-search-result__list")).to_contain_text("Telegram")


def _without_the_release_timers(route):
    """search-worker.js and head.js as served, except that neither lets the index through by itself
    (their 15 s fallbacks): what is held is then held until the page says so, however slow the machine."""
    response = route.fetch()
    body = response.text()
    for timer in ("const RELEASE_AFTER_MS = 15000;", "const INDEX_AFTER_MS = 15000;"):
        body = body.replace(timer, timer.replace("15000", "2 ** 31 - 1"))
    assert "15000" not in body
    route.fulfill(response=response, body=body)


SEARCH_INDEX = re.compile(r".*/search/search_index\.json$")


def test_search_index_is_built_only_when_the_reader_asks(page, site_url):
    # The theme's index (every text and note) is neither downloaded (head.js holds the theme's
    # request) nor built (docs/js/search-worker.js) until the reader shows an intent to search, so
    # a page load spends neither its bandwidth nor its first second on it.
    page.context.route(re.compile(r".*/js/(search-worker|head)\.js(\?.*)?$"), _without_the_release_timers)
    asked = []
    page.on("request", lambda request: asked.append(request.url) if SEARCH_INDEX.match(request.url) else None)
    page.goto(site_url + "games/railway/", wait_until="load")
    # The theme still says it is initializing, and the index was not requested (a second for a page
    # that would wrongly let it through to do so).
    page.wait_for_timeout(1000)
    meta = page.locator(".md-search-result__meta")
    expect(meta).to_have_text("Initializing search")
    assert asked == []
    # A tap on the search field is the intent: the index is downloaded, built, and the search answers.
    page.locator("label[for='__search']:visible, input.md-search__input:visible").first.click()
    expect(meta).not_to_have_text("Initializing search", timeout=60_000)
    assert len(asked) == 1
    page.keyboard.type("Telegram")
    expect(page.locator(".md-search-result__item").first).to_be_visible(timeout=60_000)
    expect(page.locator(".md-search-result__list")).to_contain_text("Telegram")


def test_search_index_is_built_anyway_when_the_page_never_says_so(page, site_url):
    # search-worker.js lets the index through after 15 s even without a word from head.js (its
    # scripts failed to load, say), so search never stays "Initializing" for good. head.js is
    # served empty here: nothing on the page can say "open".
    page.route("**/js/head.js", lambda route: route.fulfill(status=200, content_type="text/javascript", body=""))
    page.goto(site_url + "glossary/")
    meta = page.locator(".md-search-result__meta")
    expect(meta).to_have_text("Initializing search")
    expect(meta).not_to_have_text("Initializing search", timeout=90_000)  # 15 s, then the index's build
    page.locator("label[for='__search']:visible, input.md-search__input:visible").first.click()
    page.keyboard.type("Telegram")
    expect(page.locator(".md-search-result__list")).to_contain_text("Telegram", timeout=60_000)
