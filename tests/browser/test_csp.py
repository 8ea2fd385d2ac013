"""The Content Security Policy (site_tools.csp): on every page as a <meta> element and, from
`site_tools serve`, as a header; no page (crawled in tests/browser/test_every_page.py), demo or lab
run violates it; and it really refuses what it should (an injected inline script), so a
violation-free crawl means something."""
from __future__ import annotations

import re
import urllib.request
from html.parser import HTMLParser

import pytest
from playwright.sync_api import expect

from site_tools.csp import read_headers
from demo_pages import demo, open_demo, unfold, wait_ready
from limits import LAB_RUN_TIMEOUT_MS
from virtual_time import advance_until, freeze, install

pytestmark = pytest.mark.browser

FAST_TABLE = "#players=3&speed=fast&forget=0&seed={seed}"
REQUIRED = {
    "script-src": {"'self'", "'wasm-unsafe-eval'"},
    "worker-src": {"'self'"},
    "connect-src": {"'self'"},
    "object-src": {"'none'"},
    "base-uri": {"'self'"},
}
LISTEN = """document.addEventListener("securitypolicyviolation", (e) => window.__cspViolation(
  `${e.effectiveDirective} refused ${e.blockedURI || "inline"} (${e.sourceFile || location.href}:${e.lineNumber}) ${e.sample || ""}`));"""


def directives(policy: str) -> dict[str, set[str]]:
    out = {}
    for part in policy.split(";"):
        name, *values = part.split()
        out[name] = set(values)
    return out


def check_policy(policy: str) -> None:
    d = directives(policy)
    for name, values in REQUIRED.items():
        assert values <= d.get(name, set()), f"{name} lacks {values - d.get(name, set())}: {policy}"
    assert "'unsafe-inline'" not in d["script-src"] and "'unsafe-eval'" not in d["script-src"]
    assert not {v for v in d["script-src"] if v.startswith(("http", "data:", "blob:", "*"))}


class HeadOrder(HTMLParser):
    """The <meta> policy of a page and whether it comes before every script."""

    def __init__(self):
        super().__init__()
        self.policy = None
        self.scripts_before = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "content-security-policy":
            self.policy = a.get("content")
        elif tag == "script" and self.policy is None:
            self.scripts_before += 1


@pytest.fixture
def csp_violations(page):
    """Violations the page reports (securitypolicyviolation events, in every document the page
    loads); the test fails at teardown on any. Console reports fail it too (the page fixture)."""
    found: list[str] = []
    page.expose_function("__cspViolation", lambda text: found.append(text))
    page.add_init_script(LISTEN)
    yield found
    assert not found, "Content Security Policy violations:\n" + "\n".join(found)


def test_every_page_carries_the_policy_first_in_its_head(built_site, site_url):
    header = read_headers(built_site)["Content-Security-Policy"]
    check_policy(header)
    assert directives(header)["frame-ancestors"] == {"'none'"}
    pages = sorted(built_site.rglob("*.html"))
    assert len(pages) > 10
    for path in pages:
        order = HeadOrder()
        order.feed(path.read_text(encoding="utf-8"))
        assert order.policy, f"{path} has no Content-Security-Policy meta element"
        assert order.scripts_before == 0, f"{path}: a script comes before the policy"
        check_policy(order.policy)
        # The meta form is the header form less what a meta element cannot carry.
        assert directives(order.policy) == {k: v for k, v in directives(header).items() if k != "frame-ancestors"}


def test_serve_sends_the_policy_as_a_header(built_site, site_url):
    for path in ("", "games/gavitt-1903/", "js/worker.js", "assets/runtime/manifest.json"):
        with urllib.request.urlopen(site_url + path) as response:
            check_policy(response.headers["Content-Security-Policy"])
            assert response.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("edition", ["1903", "2003"])
def test_a_demo_played_violates_nothing(page, site_url, csp_violations, edition):
    install(page)
    d = open_demo(page, f"{site_url}games/gavitt-{edition}/{FAST_TABLE.format(seed=3)}")
    unfold(d, "Teaching view, bot speed and learning pace")
    d.get_by_label("Teaching view: show every hand").check()
    # The table's time moves only as the test lets it: the round cannot end before the reader's
    # offer (in real time, on a slow machine, it could end before the bots' trade was even seen).
    freeze(page)
    d.get_by_role("button", name="Start: dealer's signal").click()
    # The bots trade with one another (the log says so); the reader offers a card of their own.
    trade = d.get_by_text(re.compile(r"takes Broker \d’s offer: (one card|two cards) each way"))
    advance_until(page, lambda: trade.count())
    d.get_by_role("button", name=re.compile(r"\$")).first.click()
    d.get_by_role("button", name=re.compile("^Offer selected")).click()
    expect(d).to_contain_text("You: “One to trade!”")


def test_the_lab_run_violates_nothing(page, site_url, csp_violations):
    page.goto(site_url + "games/gavitt-compare/")
    lab = demo(page, "lab")
    wait_ready(lab)
    lab.get_by_label("Games per experiment").fill("2")
    lab.get_by_role("button", name="Run", exact=True).click()
    expect(lab).to_have_attribute("data-state", "done", timeout=LAB_RUN_TIMEOUT_MS)


INJECT = """() => { window.__ran = false;
    const s = document.createElement("script"); s.textContent = "window.__ran = true"; document.head.append(s);
    return window.__ran; }"""


@pytest.mark.parametrize("delivery", ["header and meta", "meta only"])
def test_the_policy_refuses_an_injected_inline_script(page, site_url, csp_violations, browser_errors, delivery):
    if delivery == "meta only":
        # What any static host gives: the page without the header, its <meta> alone.
        def strip(route):
            response = route.fetch()
            headers = {k: v for k, v in response.headers.items() if k.lower() != "content-security-policy"}
            route.fulfill(response=response, headers=headers)

        page.route(re.compile(r".*/glossary/$"), strip)
    response = page.goto(site_url + "glossary/")
    assert ("content-security-policy" in response.headers) == (delivery != "meta only")
    assert page.evaluate(INJECT) is False
    for _ in range(300):  # the report is an event, dispatched after the refusal
        if csp_violations:
            break
        page.wait_for_timeout(100)
    assert any(v.startswith("script-src-elem refused inline") for v in csp_violations), csp_violations
    csp_violations.clear()
    browser_errors[:] = [e for e in browser_errors if "Content Security Policy" not in e]
