"""The "Compare 1903 and 2003" page for readers: it leads with what changed in plain
words and the lab's headline results as charts, then the clause table; the engine code has a page of
its own for programmers, linked from the comparison, and no identifier wraps mid-word. Checked at
360 px."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from polling import scroll_recorded

from site_tools.games.gavitt.reader import headline_numbers
from site_tools.games.gavitt.alignment import rows as alignment_rows

pytestmark = pytest.mark.browser

PAGE = "games/gavitt-compare/"
CODE_PAGE = "games/gavitt-code/"
PHONE = dict(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)

# Inline elements drawn on more than one line (a wrapped identifier has several client rects).
WRAPPED = """sel => [...document.querySelectorAll(sel)]
  .filter(el => el.getClientRects().length > 1).map(el => el.textContent)"""


@pytest.fixture
def phone(browser, guarded_page):
    context = browser.new_context(**PHONE)
    page = guarded_page(context.new_page())
    # The lab's and the same deal's own scripts are tested with them; here the page as built.
    for demo in ("lab", "samedeal"):
        page.route(f"**/js/games/gavitt/{demo}.js", lambda route: route.fulfill(
            status=200, content_type="text/javascript", body="export function mount() { return { destroy() {} }; }"))
    yield page
    context.close()


def test_comparison_leads_with_what_changed_then_charts_then_clauses(phone, site_url):
    page = phone
    page.goto(site_url + PAGE)
    content = page.locator(".md-content")
    headings = content.get_by_role("heading", level=2).all_inner_texts()
    names = [h.rstrip("¶").strip() for h in headings]
    assert names[:5] == ["What changed", "What the changes do", "Clause by clause", "Same deal, both editions",
                         "Simulation lab"], names
    expect(content.locator("ul.topeka-changes > li")).to_have_count(6)
    expect(content.get_by_role("link", name="gse1903-15").first).to_be_visible()
    # Three charts, whose numbers are the lab's build-time results.
    charts = content.locator("figure.topeka-chart")
    expect(charts).to_have_count(3)
    data = json.loads(page.request.get(site_url + "assets/data/lab-default.json").text())["result"]
    n = headline_numbers(data)
    length = content.locator("#headline-length")
    expect(length).to_contain_text(f"{n['rounds']['1903']:g} rounds")
    expect(length).to_contain_text(f"{n['rounds']['2003']:g} rounds")
    expect(content.locator("#headline-telegram li")).to_have_count(4)
    expect(content.locator("#headline-fines")).to_contain_text(f"${n['fines_paid']['careless']:.2f} a game")
    # The clause table, one row per correspondence, is a table for screen readers even on a phone.
    table = content.get_by_role("table", name="Every correspondence between the two texts")
    expect(table.get_by_role("row")).to_have_count(len(alignment_rows()) + 1)
    # Readable at 360 px: the page does not scroll sideways, and no clause ID wraps.
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.evaluate(WRAPPED, ".topeka-cmp-id") == []


def test_engine_code_has_its_own_page_linked_from_the_comparison_and_never_wraps(phone, site_url):
    page = phone
    page.goto(site_url + PAGE)
    # The comparison page stays for readers: the code table (276 links) lives on its own page.
    expect(page.locator("#lab-align")).to_have_count(0)
    to_code = page.locator(".md-content").get_by_role("link", name="the engine code behind each correspondence")
    # As a reader does, and as below: scroll to the link, follow it once the scrolling is over
    # (polling.scroll_recorded; a click made in the same instant as the scroll was once not followed).
    to_code.scroll_into_view_if_needed()
    scroll_recorded(page)
    to_code.click()
    page.wait_for_url(site_url + CODE_PAGE)
    expect(page.locator("h1")).to_contain_text("1903 and 2003 in the engine's code")
    code_table = page.locator("#lab-align")
    expect(code_table).to_be_visible()
    expect(code_table.locator("tbody tr")).to_have_count(len(alignment_rows()))
    assert code_table.locator("code", has_text="GavittGame.").count() > 0
    assert page.evaluate(WRAPPED, "#lab-align code") == []
    # A linked identifier is underlined below its underscores ("__init__", not "  init  ").
    offset, size = page.evaluate("""() => { const s = getComputedStyle(document.querySelector('#lab-align a:has(> code)'));
        return [parseFloat(s.textUnderlineOffset), parseFloat(s.fontSize)]; }""")
    assert offset >= 0.4 * size, (offset, size)
    # The long paths of the edition's branches break only between names (at a <wbr>).
    assert page.locator(".topeka-lab-branches code wbr").count() > 0
    # The wide table scrolls inside its own region (named, reachable by keyboard), not the page.
    region = page.get_by_role("region", name="The engine code behind each correspondence")
    expect(region).to_have_attribute("tabindex", "0")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    # Each row's change leads back to its row of the comparison's clause table.
    change = page.locator("#code-3 .topeka-lab-change")
    change.scroll_into_view_if_needed()
    # Like a reader, follow it once the scrolling is over: a link followed before Material has
    # recorded the scroll offset keeps it instead of the new #anchor (2 of 8 clicks made at once
    # stayed 2,500 px above the row; polling.scroll_recorded).
    scroll_recorded(page)
    change.click()
    page.wait_for_url(site_url + PAGE + "#cmp-3")
    # The row comes to the top of the screen, under the header (the theme scrolls there in steps).
    page.wait_for_function("""h => { const row = document.getElementById('cmp-3');  // null until the page is in
        return !!row && row.getBoundingClientRect().top >= 0 && row.getBoundingClientRect().top < h / 2; }""",
                           arg=PHONE["viewport"]["height"])