"""Every page of the site (its sitemap), visited once per viewport and colour scheme, with every check
that reads the whole site made on that one visit: a page load costs the same whatever is read on it,
and a demo page's boot to Ready (Python from its snapshot) costs seconds of CPU. Three passes:

- a desktop in the light scheme: the page loads (HTTP 200, a visible heading), every demo on it boots,
  no Content Security Policy violation (tests/browser/test_csp.py holds the policy's own tests), no
  character entity shown as text, and axe's audit (tests/browser/test_accessibility.py);
- a desktop in the dark scheme: the palette follows the reader's preference, axe's audit again, and
  no policy violation;
- a 360 px phone: no page is wider than the screen, and no policy violation.

The page's guards (tests/conftest.py: no console error, no request to another origin) hold on every
visit. Each kind of problem is reported with the pages it was found on, as its own test once did."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from demo_pages import open_demo, wait_all_ready
from polling import settled
from test_accessibility import audit, site_paths
from test_csp import LISTEN

pytestmark = pytest.mark.browser

# Every text node of the document (hidden ones too: the navigation drawer and the table of
# contents are hidden at some widths), the title, and the attributes a reader is shown or read.
# A heading containing "&" would still show "&amp;" in the navigation (Markdown's toc) and be found.
ENTITIES_SHOWN_AS_TEXT = r"""() => {
  const entity = /&(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]{1,31});/i;
  const found = [];
  const where = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return el ? el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/)[0] : "") : "?";
  };
  if (entity.test(document.title)) found.push("<title>: " + document.title);
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement && n.parentElement.tagName;
    if (parent === "SCRIPT" || parent === "STYLE") continue;
    const m = n.data.match(entity);
    if (m) found.push(where(n) + ": " + n.data.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10).trim());
  }
  for (const attr of ["title", "aria-label", "alt", "placeholder", "aria-description"]) {
    for (const el of document.querySelectorAll(`[${attr}]`)) {
      if (entity.test(el.getAttribute(attr))) found.push(where(el) + ` [${attr}]: ` + el.getAttribute(attr));
    }
  }
  return found;
}"""

OVERFLOW = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


def watch_policy(page) -> list[str]:
    """Violations of the Content Security Policy the page reports (securitypolicyviolation events, in
    every document it loads), each with the page it was on."""
    found: list[str] = []
    page.expose_function("__cspViolation", lambda text: found.append(f"{page.url}: {text}"))
    page.add_init_script(LISTEN)
    return found


def visit(page, url: str) -> None:
    """Load ``url`` (HTTP 200, a visible heading) and wait until every demo on it has booted: leaving
    a page mid-boot would abort its worker, and a check made before would miss what the demo draws."""
    response = page.goto(url)
    assert response.status == 200, url
    expect(page.locator("h1").first, f"{url}: no visible heading").to_be_visible()
    wait_all_ready(page, url)


def report(problems: dict[str, list[str]], what: str) -> str:
    return f"{what} on {len(problems)} page(s):\n" + "\n".join(
        f"{url}:\n    " + "\n    ".join(found[:5]) for url, found in problems.items())


def test_every_page_on_a_desktop_in_light_loads_boots_keeps_the_policy_shows_no_entity_and_passes_axe(
        browser, guarded_page, sitemap_urls, site_url):
    audited = {site_url + p for p in site_paths(sitemap_urls, site_url)}  # the engine's code pages: one of them
    context = browser.new_context(color_scheme="light")
    try:
        page = guarded_page(context.new_page())
        violations = watch_policy(page)
        entities, axe = {}, {}
        for url in sitemap_urls:
            visit(page, url)
            hits = page.evaluate(ENTITIES_SHOWN_AS_TEXT)
            if hits:
                entities[url] = hits
            if url in audited:
                assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "default", url
                problems = audit(page)
                if problems:
                    axe[url] = problems
        assert not violations, "Content Security Policy violations:\n" + "\n".join(violations)
        assert not entities, report(entities, "character entities shown as text")
        assert not axe, report(axe, "axe's violations (light)")
    finally:
        context.close()


def test_every_page_on_a_desktop_in_dark_passes_axe_and_keeps_the_policy(browser, guarded_page, sitemap_urls, site_url):
    context = browser.new_context(color_scheme="dark")
    try:
        page = guarded_page(context.new_page())
        violations = watch_policy(page)
        axe = {}
        for path in site_paths(sitemap_urls, site_url):
            visit(page, site_url + path)
            # The palette follows the reader's preference (mkdocs.yml).
            assert page.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate", path
            problems = audit(page)
            if problems:
                axe[path or "/"] = problems
        assert not violations, "Content Security Policy violations:\n" + "\n".join(violations)
        assert not axe, report(axe, "axe's violations (dark)")
    finally:
        context.close()


def test_every_page_on_a_phone_is_no_wider_than_the_screen_and_keeps_the_policy(page, sitemap_urls, site_url):
    violations = watch_policy(page)
    page.set_viewport_size({"width": 360, "height": 740})
    wider = {}
    for url in sitemap_urls:
        visit(page, url)
        # once the layout stops changing (a demo draws its table after Ready, Try it buttons come late)
        overflow = settled(page, OVERFLOW)
        if overflow > 0:
            wider[url] = [f"{overflow}px wider than a 360px screen"]
    assert not wider, report(wider, "a horizontal scroll")
    assert not violations, "Content Security Policy violations:\n" + "\n".join(violations)
    open_demo(page, site_url + "play/deal/")
    expect(page.locator(".md-content .topeka-demo").get_by_role("button", name="Deal", exact=True)).to_be_visible()
