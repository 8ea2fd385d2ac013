"""The text pages in a browser: each renders, every note opens from its marker and every clause
anchor resolves, clause links on the Rules coverage page land on their clause, and the texts read
without JavaScript (notes included)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from polling import scroll_recorded

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "texts"))
from htmlwords import parse, source_words  # noqa: E402

from site_tools.texts.model import TEXTS, words  # noqa: E402

pytestmark = pytest.mark.browser

PAGES = {t: p[:-3] + "/" for _, t, p in TEXTS}
DEMO_STUB = "export function mount(el) { return { destroy() {} }; }\n"


def stub_demos(page):
    """These tests are about the texts: the demo placeholders get an inert module, so they neither
    boot Python nor depend on the demo's own code (tested with the demos)."""
    page.route(re.compile(r".*/js/games/[^/]+/demo\.js(\?.*)?$"),
               lambda route: route.fulfill(status=200, content_type="text/javascript", body=DEMO_STUB))


def static_markers(built_site: Path, url_path: str) -> int:
    html = (built_site / url_path / "index.html").read_text(encoding="utf-8")
    return len(re.findall(r'<button type="button" class="editorial topeka-marker"', html))


# Click every marker of the page in turn; for each, whether its note opened (a popover), what it
# says, and whether Escape closed it again.
OPEN_EVERY_NOTE = """() => [...document.querySelectorAll('.md-content button.topeka-marker')].map(button => {
  const note = document.getElementById(button.getAttribute('popovertarget'));
  button.click();
  const open = !!note && note.matches(':popover-open');
  const text = note ? note.innerText.trim() : '';
  if (note && open) note.hidePopover();
  return { name: button.getAttribute('aria-label'), open, text };
})"""


IN_VIEW = """id => { const el = document.getElementById(id); if (!el) return false;
                     const r = el.getBoundingClientRect();
                     return r.bottom > 0 && r.top < window.innerHeight; }"""


def in_viewport(page, element_id: str) -> bool:
    return page.evaluate(IN_VIEW, element_id)


def eventually_in_viewport(page, element_id: str, seconds: float = 30.0) -> bool:
    """Material's instant navigation scrolls to the anchor once the new page is in place (polled for
    up to ``seconds``: a busy machine may take long, the test only fails if it never happens)."""
    try:
        page.wait_for_function(IN_VIEW, arg=element_id, timeout=seconds * 1000)
    except PlaywrightTimeoutError:
        return False
    return True


@pytest.mark.parametrize("text_id", list(PAGES))
def test_text_page_renders_and_every_note_opens(page, site_url, built_site, texts, text_id):
    stub_demos(page)
    page.goto(site_url + PAGES[text_id])
    content = page.locator(".md-content")
    expect(content.locator("h1")).to_be_visible()
    text = texts[text_id]
    expect(content.locator("[data-clause]")).to_have_count(len(text.clauses))
    # The notes are native popovers: none is shown until its marker is pressed, and the theme
    # turned none of them into its own annotations.
    markers = static_markers(built_site, PAGES[text_id])
    assert markers > 0
    expect(content.get_by_role("button", name=re.compile(r"^Note \d+$"))).to_have_count(markers)
    expect(content.locator(".md-annotation")).to_have_count(0)
    expect(content.locator("li.topeka-note:popover-open")).to_have_count(0)
    # A reader opens the first note with the keyboard and closes it with Escape.
    first = content.get_by_role("button", name="Note 1").first
    first.focus()
    page.keyboard.press("Enter")
    note = content.locator("li.topeka-note:popover-open")
    expect(note).to_have_count(1)
    expect(note).to_be_visible()
    expect(note).not_to_have_text("")
    page.keyboard.press("Escape")
    expect(content.locator("li.topeka-note:popover-open")).to_have_count(0)
    # Every marker opens a note that says something.
    results = page.evaluate(OPEN_EVERY_NOTE)
    assert len(results) == markers
    bad = [r["name"] for r in results if not r["open"] or not r["text"]]
    assert not bad, f"markers whose note did not open or is empty: {bad}"


@pytest.mark.parametrize("text_id", list(PAGES))
def test_every_clause_anchor_lands(page, site_url, texts, text_id):
    stub_demos(page)
    clauses = list(texts[text_id].clauses)
    page.goto(site_url + PAGES[text_id])
    ids = set(page.eval_on_selector_all("[id]", "els => els.map(e => e.id)"))
    missing = [c for c in clauses if c not in ids]
    assert not missing
    for cid in (clauses[0], clauses[len(clauses) // 2], clauses[-1]):
        # A reader follows a link to a clause from elsewhere: each anchor is a fresh load. (Changing
        # only the hash within 100 ms of a scroll races Material's debounced record of the scroll
        # offset, which then wins over the anchor; no reader types that fast, but a test does.)
        page.goto("about:blank")
        page.goto(site_url + PAGES[text_id] + "#" + cid)
        assert eventually_in_viewport(page, cid), cid


def test_coverage_links_land_on_their_clause(page, site_url, texts):
    stub_demos(page)
    for t in texts.values():
        clauses = list(t.clauses)
        for cid in (clauses[0], clauses[len(clauses) // 2], clauses[-1]):
            page.goto(site_url + "reference/coverage/")
            link = page.locator(f"#cov-{cid} a.topeka-coverage-link")
            link.scroll_into_view_if_needed()
            # Like a reader, follow the link once the scrolling is over (polling.scroll_recorded).
            scroll_recorded(page)
            link.click()
            expect(page).to_have_url(re.compile(re.escape(PAGES[t.id]) + "#" + re.escape(cid) + "$"))
            assert eventually_in_viewport(page, cid), cid


def test_alignment_page_renders(page, site_url):
    page.goto(site_url + "games/gavitt-alignment/")
    rows = page.locator("table.topeka-align tbody tr")
    assert rows.count() > 20
    expect(page.locator("table.topeka-align")).to_contain_text("Penn Central")


@pytest.mark.parametrize("text_id", list(PAGES))
def test_text_reads_without_javascript(browser, guarded_page, site_url, texts, text_id):
    """Without JavaScript a reader gets the reading view (the build checks it), opens a note with
    its marker (a native popover) and can switch to the annotated view (CSS keys on the radio)."""
    context = browser.new_context(java_script_enabled=False)
    try:
        page = guarded_page(context.new_page())
        page.goto(site_url + PAGES[text_id])
        expect(page.locator("h1").first).to_be_visible()
        # The whole transcription is there, word for word.
        assert source_words(page.content()) == words(texts[text_id].raw)
        expect(page.locator("[data-clause]").first).to_be_visible()
        expect(page.get_by_role("radio", name="Reading view")).to_be_checked()
        meta = page.locator(".topeka-clause-meta").first
        expect(meta).to_be_hidden()
        marker = page.get_by_role("button", name="Note 1").first
        expect(marker).to_have_text(re.compile(r"^\d+$"))
        marker.click()
        expect(page.locator("li.topeka-note:popover-open")).to_be_visible()
        page.keyboard.press("Escape")
        page.get_by_role("radio", name="Annotated view").check()
        expect(meta).to_be_visible()
        # Clause anchors work without JavaScript too.
        last = list(texts[text_id].clauses)[-1]
        page.goto(site_url + PAGES[text_id] + "#" + last)
        assert in_viewport(page, last)
        assert parse(page.content()).ids.count(last) == 1
    finally:
        context.close()


def test_glossary_word_shows_its_definition_on_keyboard_focus(page, site_url):
    """No tooltip script: the definition is the link's own ::after, shown while it has focus."""
    stub_demos(page)
    page.goto(site_url + PAGES["gse1903"])
    term = page.locator(".md-content a.topeka-term").first
    shown = "el => getComputedStyle(el, '::after').display"
    assert term.evaluate(shown) == "none"
    term.focus()
    assert term.evaluate(shown) == "block"
    assert term.evaluate("el => getComputedStyle(el, '::after').content").startswith('"Broker')
