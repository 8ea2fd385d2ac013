"""Accessibility audited with axe-core (pinned in package.json, run inside the page; no request
leaves the site): every page of the site in both colour schemes (on the visits of
tests/browser/test_every_page.py, which make every whole-site check at once), the text and demo
pages at a phone's width, and the Gavitt table in play, with its cards face up, offers open and the
teaching view on.

The rules are WCAG 2.0/2.1/2.2 A and AA plus axe's best practices. A reader who cannot see colour
differences, uses a keyboard only or listens through a screen reader depends on each of them:
names for every control and link, contrast, keyboard access to scrolling regions, heading order.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from demo_pages import unfold, wait_all_ready
from virtual_time import advance_until, freeze, install
from site_tools.paths import NODE_MODULES

pytestmark = pytest.mark.browser

AXE = NODE_MODULES / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

RUN_AXE = """async (tags) => {
  const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
  return result.violations.map(v => ({
    rule: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5).map(n => n.target.join(" ") + " :: " + (n.failureSummary || "").replace(/\\s+/g, " ").slice(0, 240)),
    count: v.nodes.length,
  }));
}"""


# axe settles every rule with setTimeout(..., 0), which a frozen page clock (virtual_time.freeze)
# never fires, so on a table whose time the test holds the audit would wait for ever. There axe is
# loaded with its own zero-delay timer (a microtask) in place of the page's; its longer timers (the
# preload's and the frames' time limits) never fire, as none does on a frozen clock.
FROZEN_AXE = """(function (setTimeout, clearTimeout) {
%s
}).call(window, (fn, ms, ...args) => { if (!ms) queueMicrotask(() => fn(...args)); return 0; }, () => {});"""


def site_paths(urls: list[str], site_url: str) -> list[str]:
    """The site's pages as paths; of the engine-source pages (generated listings of Python code)
    one is enough."""
    code = [u for u in urls if "/reference/code/" in u]
    return [u[len(site_url):] for u in urls if "/reference/code/" not in u] + [u[len(site_url):] for u in code[:1]]


def audit(page) -> list[str]:
    """axe's violations on the page as it is now, one readable line per rule."""
    assert AXE.exists(), "axe-core is missing: run `npm ci` (make test does)"
    # Evaluated through the DevTools protocol, which the page's Content Security Policy does not
    # govern: a <script> tag with axe's source would be an inline script the policy refuses.
    frozen = bool(getattr(page, "_topeka_frozen", False))
    loaded = page.evaluate("typeof axe === 'undefined' ? null : globalThis.__axeFrozen === true")
    if loaded is None or loaded != frozen:
        source = AXE.read_text(encoding="utf-8")
        page.evaluate((FROZEN_AXE % source) if frozen else source)
        page.evaluate(f"globalThis.__axeFrozen = {'true' if frozen else 'false'}")
    violations = page.evaluate(RUN_AXE, TAGS)
    return [f"[{v['impact']}] {v['rule']} x{v['count']}: {v['help']}\n      " + "\n      ".join(v["nodes"])
            for v in violations]


def settle(page) -> None:
    """Wait until every demo on the page has booted (demo_pages.wait_all_ready)."""
    wait_all_ready(page)


def audit_pages(browser, guarded_page, site_url, paths, scheme="light", **context_args) -> None:
    """Open each page in a fresh context of the given scheme and size; fail with every page's
    violations at once."""
    context = browser.new_context(color_scheme=scheme, **context_args)
    try:
        page = guarded_page(context.new_page())
        failures = {}
        for path in paths:
            page.goto(site_url + path)
            # The palette follows the reader's preference (mkdocs.yml).
            expected = "slate" if scheme == "dark" else "default"
            assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == expected
            settle(page)
            problems = audit(page)
            if problems:
                failures[path or "/"] = problems
        assert not failures, "\n".join(f"{p}:\n    " + "\n    ".join(v) for p, v in failures.items())
    finally:
        context.close()


def test_text_and_demo_pages_pass_axe_on_a_phone(browser, guarded_page, site_url):
    paths = ("", "games/gavitt-1903/", "games/gavitt-compare/", "games/gavitt-code/", "reference/coverage/",
             "games/bourse/")
    audit_pages(browser, guarded_page, site_url, paths, viewport={"width": 360, "height": 740}, is_mobile=True,
                has_touch=True)


@pytest.mark.parametrize("edition,scheme", [("1903", "light"), ("2003", "dark")])
def test_gavitt_table_in_play_passes_axe(page, site_url, edition, scheme):
    page.emulate_media(color_scheme=scheme)
    install(page)
    page.goto(f"{site_url}games/gavitt-{edition}/#players=5&speed=fast&seed=3")
    settle(page)
    d = page.locator(".md-content .topeka-demo")
    unfold(d, "Teaching view, bot speed and learning pace")
    d.get_by_label("Teaching view: show every hand").check()
    # Play until bots have offered (in the table's time, frozen from before the signal: in real
    # time the round could end before the reader's offer), then offer a card ourselves and pause.
    freeze(page)
    d.get_by_role("button", name="Start: dealer's signal").click()
    expect(d).to_have_attribute("data-phase", "running")
    advance_until(page, lambda: d.locator(".gv-offer").count() > 0)
    d.locator(".gv-hand__cards button").first.click()
    d.get_by_role("button", name=re.compile("^Offer selected")).click()
    d.get_by_role("button", name="Pause", exact=True).click()
    expect(d).to_have_attribute("data-phase", "paused")
    problems = audit(page)
    assert not problems, "\n".join(problems)
