"""A reader's place on a long page survives a reload and a return (docs/js/place.js). The coverage
page's tables and a text's clauses are drawn only near the screen, so the browser's or the
theme's pixel offset alone lands rows away; without place.js a reload of the coverage page on a
phone put the row at the top 400 px lower (676 px at 1300 px wide), and a reload of the 1903
text at 1300 px wide, seven clauses earlier."""
from __future__ import annotations

import pytest

from test_texts import stub_demos

pytestmark = pytest.mark.browser

# The clause or table row at the top of the screen (below the theme's header), and where it is.
AT_TOP = """() => {
  const below = document.querySelector(".md-header").getBoundingClientRect().bottom;
  const mark = [...document.querySelectorAll(".md-content .topeka-clause[id], .md-content tr[id]")]
    .find((el) => el.checkVisibility({ contentVisibilityAuto: true }) && el.getBoundingClientRect().bottom > below);
  return mark ? [mark.id, Math.round(mark.getBoundingClientRect().top)] : null;
}"""

CASES = [
    ("reference/coverage/", 30000, (360, 740)),
    ("reference/coverage/", 45000, (1300, 900)),
    ("games/gavitt-1903/", 6000, (360, 740)),
    ("games/gavitt-1903/", 3000, (1300, 900)),
    ("games/railway/", 2500, (1300, 900)),
]


def open_at(browser, site_url, path, y, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, is_mobile=size[0] < 500,
                                  has_touch=size[0] < 500)
    page = context.new_page()
    stub_demos(page)
    page.goto(site_url + path, wait_until="load")
    page.wait_for_timeout(300)
    y = min(y, page.evaluate("document.documentElement.scrollHeight - innerHeight") - 300)
    page.mouse.move(size[0] // 2, size[1] // 2)  # over the text, not a sidebar
    page.mouse.wheel(0, y)  # a reader's scroll (the place is recorded once scrolling stops)
    # until the scroll has stopped (clauses drawn on the way may move it a little: the browser
    # keeps what is on the screen in place)
    last = None
    for _ in range(50):
        page.wait_for_timeout(200)
        now = page.evaluate("scrollY")
        if now == last and now > y / 2:
            break
        last = now
    page.wait_for_timeout(400)
    return context, page


def come_back(page, site_url, path, how):
    if how == "reload":
        page.reload(wait_until="load")
        return
    # a link to the home page, followed with the theme's instant navigation (the header's logo,
    # which a phone hides; a reader there follows the same link from the menu), then back
    page.evaluate("document.querySelector('a.md-header__button.md-logo').click()")
    page.wait_for_url(site_url)
    page.wait_for_timeout(500)
    page.go_back()
    page.wait_for_url(site_url + path)


@pytest.mark.parametrize("how", ["reload", "return"])
@pytest.mark.parametrize("path,y,size", CASES)
def test_a_reload_or_a_return_keeps_the_readers_place(browser, site_url, path, y, size, how):
    context, page = open_at(browser, site_url, path, y, size)
    try:
        before = page.evaluate(AT_TOP)
        assert before, "no clause or row at the top of the screen"
        come_back(page, site_url, path, how)
        page.wait_for_timeout(1500)  # the last correction runs within a second
        after = page.evaluate(AT_TOP)
        assert after[0] == before[0] and abs(after[1] - before[1]) <= 2, (before, after)
    finally:
        context.close()


def test_a_fresh_visit_to_an_anchor_is_not_moved_to_a_remembered_place(browser, site_url):
    context, page = open_at(browser, site_url, "reference/coverage/", 30000, (360, 740))
    try:
        page.goto("about:blank")
        page.goto(site_url + "reference/coverage/#cov-gse1903-1")
        page.wait_for_timeout(1500)
        top = page.evaluate("document.getElementById('cov-gse1903-1').getBoundingClientRect().top")
        assert 0 <= top < 740
    finally:
        context.close()
