"""What the texts' notes add to a phone's page start, and what the theme does to the drawn page. The
1903 rules (the longest text, 103 notes) must start as a page without notes does: before the notes were
native popovers, Material mounted a script per note and the page's worst long task was many times
that of the same page with its notes stripped. Counted, not timed (a time moves with the machine's
load): the elements the browser styles, the elements the page's scripts change, and the listeners they
attach, with and without the notes; none of these moves with the machine's speed. The worst long task
itself, with and without notes, is timed in `make bench` (site_tools/bench_notes.py)."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from polling import frames, settled
from test_texts import PAGES as TEXT_PAGES, eventually_in_viewport, stub_demos

pytestmark = pytest.mark.browser

PAGE = "games/gavitt-1903/"

NOTES = re.compile(r'<ol class="editorial topeka-notes".*?</ol>|<button type="button" class="editorial topeka-marker"[^>]*>\d+</button>', re.S)
NOTE_PARTS = ".md-content .topeka-marker, .md-content .topeka-notes, .md-content .topeka-notes *"


def strip_notes(html: str) -> str:
    stripped, n = NOTES.subn("", html)
    assert n > 100, "expected the 1903 page's markers and notes"
    return stripped


# Each marker and each list of notes as the page has it now and as the server sent it (parsed without
# running a script): tag, attributes (a link's address resolved, since the theme makes every link
# absolute) and children, recursively.
NOTES_NOW_AND_SENT = """async () => {
  const shape = (el) => [el.tagName, [...el.attributes].map((a) => [a.name,
      a.name === "href" ? new URL(a.value, location.href).href : a.value]).sort(),
    [...el.childNodes].map((n) => n.nodeType === 1 ? shape(n) : n.nodeType === 3 ? n.data : null)];
  const parts = (doc) => [...doc.querySelectorAll(".md-content .topeka-marker, .md-content .topeka-notes")].map(shape);
  const sent = new DOMParser().parseFromString(await (await fetch(location.href)).text(), "text/html");
  return { now: parts(document), sent: parts(sent) };
}"""

# One full style pass: a custom property on the root changes every element's inherited style, so the
# browser restyles every element it keeps a style for (what the first render had to style).
RESTYLE_ALL = """(v) => { document.documentElement.style.setProperty("--topeka-probe", String(v));
  return getComputedStyle(document.body).color; }"""


# The page has started: the theme's bundle has run (instant navigation made the links absolute), the
# demo is mounted and every worked example has its Try it button (tryit.js, imported after the rest).
STARTED = """() => document.querySelector("a.md-header__button.md-logo").getAttribute("href").startsWith("http")
  && [...document.querySelectorAll(".md-content .topeka-demo")].every((d) => d.dataset.mounted)
  && document.querySelectorAll(".md-content .topeka-tryit-button").length
     === document.querySelectorAll(".md-content details.topeka-example").length"""


def started_phone_page(browser, url: str, notes: bool):
    """The 1903 page on a phone once the theme has started: demos stubbed, no Python worker."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, is_mobile=True, has_touch=True)
    page = context.new_page()
    stub_demos(page)
    page.route(re.compile(r".*/js/worker\.js(\?.*)?$"),
               lambda route: route.fulfill(status=200, content_type="text/javascript", body=""))
    if not notes:
        def fulfil_stripped(route):
            response = route.fetch()
            route.fulfill(response=response, body=strip_notes(response.text()))
        page.route(url, fulfil_stripped)
    page.goto(url, wait_until="load")
    page.wait_for_function(STARTED)
    return context, page


def styled_in_a_full_pass(browser, page) -> int:
    """How many elements the browser styles when every element's style changes (Chromium's trace
    counts them in each UpdateLayoutTree event); the same on every run and every machine."""
    browser.start_tracing(page=page, categories=["devtools.timeline"])
    page.evaluate(RESTYLE_ALL, 1)
    trace = json.loads(browser.stop_tracing())
    return sum(e["args"].get("elementCount") or 0 for e in trace["traceEvents"]
               if e.get("name") == "UpdateLayoutTree" and e.get("args"))


def listeners(cdp, selector: str = "*") -> list[str]:
    """Every event listener on the elements matching ``selector`` (window and document too, for
    "*"), each as 'element: type' (the element as the DevTools protocol describes it: tag, id, classes)."""
    found = []
    targets = "[window, document, ...document.querySelectorAll('*')]" if selector == "*" else \
        f"[...document.querySelectorAll({selector!r})]"
    array = cdp.send("Runtime.evaluate", {"expression": targets})["result"]
    for prop in cdp.send("Runtime.getProperties", {"objectId": array["objectId"], "ownProperties": True})["result"]:
        if not prop["name"].isdigit():
            continue
        element = prop["value"]
        for listener in cdp.send("DOMDebugger.getEventListeners", {"objectId": element["objectId"]})["listeners"]:
            found.append(f"{element.get('description')}: {listener['type']}")
    return sorted(found)


def test_1903_notes_add_no_script_and_no_styled_content_to_a_phones_page_start(browser, site_url):
    url = site_url + PAGE
    context, page = started_phone_page(browser, url, notes=True)
    try:
        cdp = context.new_cdp_session(page)
        counts = page.evaluate("""() => ({ markers: document.querySelectorAll(".md-content .topeka-marker").length,
            lists: document.querySelectorAll(".md-content .topeka-notes").length,
            notes: document.querySelectorAll(".md-content li.topeka-note").length })""")
        assert counts["markers"] == counts["notes"] > 100, counts
        # Nothing is mounted on a note: every marker and list of notes is as the server sent it.
        shapes = page.evaluate(NOTES_NOW_AND_SENT)
        assert len(shapes["now"]) == counts["markers"] + counts["lists"]
        changed = [i for i, (now, sent) in enumerate(zip(shapes["now"], shapes["sent"])) if now != sent]
        assert shapes["now"] == shapes["sent"], f"the page's scripts changed {len(changed)} notes or markers"
        # No script per note: no listener on any part of a note...
        assert listeners(cdp, NOTE_PARTS) == []
        with_notes = {"listeners": listeners(cdp), "styled": styled_in_a_full_pass(browser, page)}
    finally:
        context.close()
    context, page = started_phone_page(browser, url, notes=False)
    try:
        cdp = context.new_cdp_session(page)
        assert page.locator(".md-content .topeka-marker").count() == 0
        without = {"listeners": listeners(cdp), "styled": styled_in_a_full_pass(browser, page)}
    finally:
        context.close()
    print(f"\n{PAGE} on a phone: {counts}; listeners with notes {len(with_notes['listeners'])}, without "
          f"{len(without['listeners'])}; elements styled in a full pass with notes {with_notes['styled']}, without "
          f"{without['styled']}")
    # ...and the page as a whole has exactly the listeners it has without notes, on the same elements.
    assert with_notes["listeners"] == without["listeners"]
    # A closed note is not drawn: the notes add to the page's style work at most their markers, their
    # lists and the (closed) notes themselves, nothing inside one.
    assert with_notes["styled"] - without["styled"] <= counts["markers"] + counts["lists"] + counts["notes"], (with_notes, without)


# Every change to a <link href> in <head>, with whether the body had been parsed by then.
WATCH_HEAD_LINKS = """window.__linkChanges = [];
new MutationObserver((records) => {
  for (const r of records) {
    if (r.target.tagName === "LINK") {
      window.__linkChanges.push({ rel: r.target.rel, href: r.target.getAttribute("href"), bodyParsed: !!document.body });
    }
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["href"] });"""


@pytest.mark.parametrize("path", ["", "games/railway/", "games/gavitt-1903/"])
def test_stylesheets_are_not_applied_again_once_the_page_is_drawn(page, site_url, path):
    """Material's instant navigation makes every relative link absolute when its bundle starts; for
    a stylesheet that applies the sheet again and restyles the whole drawn page in one task (the
    biggest part of the bundle's start-up on the railway text). The links are made absolute in
    <head>, before the body exists, and the bundle then leaves them alone."""
    stub_demos(page)
    page.add_init_script(WATCH_HEAD_LINKS)
    page.goto(site_url + path, wait_until="load")
    # the bundle has started: instant navigation has made the body's links absolute
    page.wait_for_function("() => document.querySelector('a.md-header__button.md-logo').getAttribute('href').startsWith('http')")
    changes = page.evaluate("window.__linkChanges")
    sheets = page.evaluate("[...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href'))")
    assert sheets and all(href.startswith(site_url) for href in sheets)
    late = [c for c in changes if c["bodyParsed"]]
    assert late == [], f"stylesheet links changed after the body was parsed: {late}"
    assert any(c["rel"] == "stylesheet" for c in changes)  # the early rewrite ran (and was watched)


# Every table taken out of the page once the body has been parsed (the theme's wrapping moves them).
WATCH_TABLES = """window.__tablesMoved = [];
new MutationObserver((records) => {
  for (const r of records) for (const n of r.removedNodes) if (n.nodeName === "TABLE") window.__tablesMoved.push(n.className);
}).observe(document, { subtree: true, childList: true });"""

# Computed styles that make a plain table look like the theme's: compared between a table the build
# wrote and a bare one added after the theme has started (styled by the theme's own rules).
TABLE_LOOK = """() => {
  const props = ["display", "font-size", "border-top-width", "border-top-style", "border-radius", "padding-left",
                 "padding-top", "vertical-align", "text-align", "font-weight", "min-width"];
  const look = (table) => Object.fromEntries(["table", "th", "td"].map((sel) => {
    const el = sel === "table" ? table : table.querySelector(sel);
    if (!el) return [sel, null];
    const cs = getComputedStyle(el);
    return [sel, Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]))];
  }));
  // each table the build wrote, against the same table (attributes, rows) without the build's class,
  // next to it in the same wrapper, where the theme's own rules style it
  return [...document.querySelectorAll(".md-typeset .md-typeset__table > table.topeka-table")].map((built) => {
    const bare = built.cloneNode(true);
    bare.removeAttribute("class");
    built.after(bare);
    const pair = { id: built.id, built: look(built), bare: look(bare) };
    bare.remove();
    return pair;
  });
}"""


@pytest.mark.parametrize("path", ["games/gavitt-compare/", "reference/coverage/"])
def test_the_theme_moves_no_table_once_the_page_is_drawn_and_tables_keep_its_look(page, site_url, path):
    """The theme takes each table:not([class]) out and puts it back wrapped, restyling every cell of a
    drawn page (the comparison's longest task). The build writes them wrapped and marked instead."""
    stub_demos(page)
    page.add_init_script(WATCH_TABLES)
    page.goto(site_url + path, wait_until="load")
    page.wait_for_function("() => document.querySelector('a.md-header__button.md-logo').getAttribute('href').startsWith('http')")
    assert page.locator(".md-typeset__table > table.topeka-table").count() > 0
    assert page.locator(".md-typeset table:not([class])").count() == 0
    assert page.evaluate("window.__tablesMoved") == []
    for pair in page.evaluate(TABLE_LOOK):
        assert pair["built"] == pair["bare"], pair["id"]


# The coverage page's clause tables (topeka.css): laid out only when a reader comes near them.
DEFERRED = """() => [...document.querySelectorAll("table.topeka-coverage")].map((t) => ({
  text: t.dataset.text, rows: t.tBodies[0].rows.length, drawn: t.tBodies[0].rows[0].checkVisibility({ contentVisibilityAuto: true }),
  top: t.getBoundingClientRect().top, height: t.getBoundingClientRect().height }))"""


@pytest.fixture
def phone_page(browser):
    """A phone-sized page (412 x 823, touch) whose demos are stubbed: the page as built."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, is_mobile=True, has_touch=True)
    page = context.new_page()
    stub_demos(page)
    yield page
    context.close()


def test_coverage_tables_far_down_the_page_are_laid_out_only_when_a_reader_reaches_them(phone_page, site_url):
    """On a phone the four clause tables are about 100,000 px tall, and laying them all out was the
    longest task of the page's load. The ones far below the screen wait; the space they keep is
    near their real height, so the scroll bar does not jump; reaching one, or following a link to
    one of its rows, draws it."""
    page = phone_page
    page.goto(site_url + "reference/coverage/", wait_until="load")
    frames(page)
    tables = page.evaluate(DEFERRED)
    assert len(tables) == 4 and all(t["rows"] > 20 for t in tables)
    assert tables[0]["drawn"]  # on the screen, or just below it
    far = [t for t in tables if t["top"] > 3 * 823]
    assert far and not any(t["drawn"] for t in far), tables
    kept = {t["text"]: t["height"] for t in far}
    page.locator("table.topeka-coverage[data-text=bourse]").scroll_into_view_if_needed()
    page.wait_for_function(f"() => ({DEFERRED})().find((t) => t.text === 'bourse').drawn")
    frames(page)
    drawn = {t["text"]: t for t in page.evaluate(DEFERRED)}
    assert 0.5 <= kept["bourse"] / drawn["bourse"]["height"] <= 2, (kept["bourse"], drawn["bourse"]["height"])
    # a link to the last row of a table not yet drawn lands on that row
    last = page.evaluate("""() => [...document.querySelectorAll("table.topeka-coverage[data-text=railway] tbody tr")].pop().id""")
    page.goto("about:blank")
    page.goto(site_url + "reference/coverage/#" + last)
    assert eventually_in_viewport(page, last), last


WHERE = """(id) => ({ top: document.getElementById(id).getBoundingClientRect().top, scrollY, screen: innerHeight,
  end: document.documentElement.scrollHeight - innerHeight, body: document.body.getBoundingClientRect().height,
  placing: document.documentElement.dataset.topekaPlacing || null })"""


@pytest.mark.parametrize("path,headings", [
    ("reference/coverage/", ("text-bourse", "text-railway", "text-gse2003")),
    ("games/gavitt-compare/", ("same-deal", "lab-fines", "method")),
    ("games/gavitt-1903/", ("h-gse1903-important", "h-gse1903-how-the-telegram-counts", "h-gse1903-what-you-must-say")),
    ("games/railway/", ("h-railway-play", "h-railway-the-game")),  # (the last two sections end the page)
])
def test_contents_links_land_on_headings_below_blocks_not_yet_drawn(page, site_url, path, headings):
    """The headings after the waiting blocks (the coverage page's clause tables, the comparison's
    clause table and lab results, a text's clauses) sit where the kept space puts them: the table of contents still
    takes a reader to each, and marks it as the section being read."""
    stub_demos(page)
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(site_url + path, wait_until="load")
    for heading in headings:
        page.locator(f'.md-sidebar--secondary a[href$="#{heading}"]').click()
        assert eventually_in_viewport(page, heading), heading
        try:
            expect(page.locator(".md-sidebar--secondary .md-nav__link--active")).to_have_attribute(
                "href", re.compile("#" + heading + "$"))
        except AssertionError as err:
            # the theme marks the last heading when the page is scrolled to its end (scrollY plus the
            # screen's height reaching the body's height): what the page was at when it did not
            raise AssertionError(f"{err}\n{heading}: {page.evaluate(WHERE, heading)}") from None


COMPARISON_DEFERRED = """() => [...document.querySelectorAll(".topeka-cmp-wrap, .topeka-lab-exp")].map((b) => ({
  name: b.dataset.exp || "clauses", drawn: b.querySelector("table").checkVisibility({ contentVisibilityAuto: true }),
  top: b.getBoundingClientRect().top, height: b.getBoundingClientRect().height }))"""


def test_comparison_clause_table_and_lab_results_are_laid_out_only_when_a_reader_reaches_them(phone_page, site_url):
    """The comparison's clause table (7,500 px on a phone) and the lab's results below it (one per
    experiment heading)
    made the first layout of the page its longest task. They wait until a reader nears them, keep
    about their height meanwhile, and a link to the table's last row still lands on it."""
    page = phone_page
    page.goto(site_url + "games/gavitt-compare/", wait_until="load")
    frames(page)
    blocks = page.evaluate(COMPARISON_DEFERRED)
    experiments = page.locator('h3[id^="lab-"]').count()
    assert experiments >= 7, experiments
    assert [b["name"] for b in blocks][:2] == ["clauses", "length"] and len(blocks) == 1 + experiments, blocks
    far = [b for b in blocks if b["top"] > 2 * 823]
    assert len(far) == len(blocks) and not any(b["drawn"] for b in far), blocks
    kept = {b["name"]: b["height"] for b in blocks}
    for name, selector in (("clauses", ".topeka-cmp-wrap"), ("scores", ".topeka-lab-exp[data-exp=scores]")):
        page.locator(selector).scroll_into_view_if_needed()
        page.wait_for_function(f"(name) => ({COMPARISON_DEFERRED})().find((b) => b.name === name).drawn", arg=name)
        frames(page)
        now = {b["name"]: b for b in page.evaluate(COMPARISON_DEFERRED)}
        assert 0.5 <= kept[name] / now[name]["height"] <= 2, (name, kept[name], now[name]["height"])
    page.goto("about:blank")
    page.goto(site_url + "games/gavitt-compare/#cmp-35")
    assert eventually_in_viewport(page, "cmp-35")


# Each clause's text paragraph on a text page (topeka.css): drawn only when a reader comes near it.
# (what waits is the paragraph's content: its first element stands for it)
TEXT_DEFERRED = """() => [...document.querySelectorAll(".topeka-clause[style] > .topeka-clause-text")]
  .filter((p) => p.firstElementChild).map((p) => ({ id: p.parentElement.id,
    drawn: p.firstElementChild.checkVisibility({ contentVisibilityAuto: true }), top: p.getBoundingClientRect().top }))"""

DRAW_ALL = """async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }
  return document.documentElement.scrollHeight;
}"""


@pytest.mark.parametrize("text_id", list(TEXT_PAGES))
def test_text_clauses_far_down_the_page_are_drawn_only_when_a_reader_reaches_them(phone_page, site_url, texts, text_id):
    """On a phone the theme's bundle forces the style of everything parsed before it starts: a whole
    text's clauses, the longest task of the load. Clause texts far below the screen wait; the room
    they keep is near their height, so the page is about as tall before they are drawn as after;
    once drawn the page is exactly as tall as when nothing waits (the margins collapse as before);
    a link to a part of a clause not yet drawn lands on it."""
    page = phone_page
    url = site_url + TEXT_PAGES[text_id]
    page.goto(url, wait_until="load")
    # Every height below is read once the page has started (the theme's bundle, the demo's stub
    # mounted, every Try it button added: each changes the page's height, and a button added inside
    # a clause drawn before it came is only counted once that clause is drawn again) and its web
    # fonts are in, and then once it reads the same on two consecutive frames (polling.settled).
    # Measured before that, a run under load found the page 26 px taller after the clauses were all
    # forced visible than when they had all been drawn (7285 against 7259).
    page.wait_for_function(f"() => ({STARTED})() && document.fonts.status === 'loaded'")
    frames(page)
    paragraphs = page.evaluate(TEXT_DEFERRED)
    assert len(paragraphs) > 20
    far = [p for p in paragraphs if p["top"] > 3 * 823]
    assert far and not any(p["drawn"] for p in far), far[:3]
    before = settled(page, "() => document.documentElement.scrollHeight")
    page.locator("#" + far[-1]["id"]).scroll_into_view_if_needed()
    page.wait_for_function(f"(id) => ({TEXT_DEFERRED})().find((p) => p.id === id).drawn", arg=far[-1]["id"])
    page.evaluate(DRAW_ALL)  # every clause drawn once: the browser keeps their real heights
    drawn = settled(page, "() => document.documentElement.scrollHeight")
    assert 0.9 <= before / drawn <= 1.1, (before, drawn)
    page.add_style_tag(content=".md-typeset .topeka-clause, .md-typeset .topeka-clause * { content-visibility: visible !important; }")
    # Exactly as tall, once settled: a clause's kept room is its last drawn height, so a difference
    # is the waiting itself changing the layout (a margin that stops collapsing through a clause,
    # topeka.css, adds a few pixels per clause, over dozens of them), which a tolerance would hide.
    assert settled(page, "() => document.documentElement.scrollHeight") == drawn
    # a link to the last part (sub-clause) of a clause, on a fresh load, lands on it
    parts = [pid for b in texts[text_id].blocks for pid in [q.id for q in b.parts]]
    target = parts[-1] if parts else list(texts[text_id].clauses)[-1]
    page.goto("about:blank")
    page.goto(url + "#" + target)
    assert eventually_in_viewport(page, target), target


DRAWER_LINKS_DRAWN = """() => [...document.querySelectorAll(".md-sidebar--primary a.md-nav__link")].map((a) => a.checkVisibility())"""


def test_closed_navigation_drawer_is_not_drawn_on_a_phone_and_opens_drawn(phone_page, site_url):
    """On a phone the navigation is a drawer off the screen. Closed, its links were styled and laid
    out with the rest of the page's first render (40 % of its style work on the comparison page);
    now they wait (content-visibility: hidden, whose descendants checkVisibility() reports as not
    drawn, unlike the closed drawer's visibility: hidden alone). Opened, every link is drawn at
    once; closed, they stay drawn while the drawer slides away, and wait again after."""
    page = phone_page
    page.goto(site_url + "games/gavitt-compare/", wait_until="load")
    frames(page)
    closed = page.evaluate(DRAWER_LINKS_DRAWN)
    assert len(closed) > 5 and not any(closed), closed
    menu = page.get_by_role("button", name="Menu")
    menu.click()
    opened = page.evaluate(DRAWER_LINKS_DRAWN)              # at once, before the slide ends
    assert sum(opened) >= 5, opened  # (the current page's own link gives way to its contents toggle)
    expect(page.locator(".md-sidebar--primary").get_by_role("link", name=re.compile(r"^Rules of 1903\s+Play$"))).to_be_in_viewport()
    # The slide's transitions stand still (the DevTools protocol's animation clock), so "while it
    # slides away" lasts as long as the test looks, on any machine.
    cdp = page.context.new_cdp_session(page)
    cdp.send("Animation.enable")
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 0})
    page.keyboard.press("Escape")
    expect(menu).to_have_attribute("aria-expanded", "false")
    frames(page)
    assert page.evaluate(DRAWER_LINKS_DRAWN) == opened      # still drawn while it slides away
    cdp.send("Animation.setPlaybackRate", {"playbackRate": 1})
    page.wait_for_function(f"() => !({DRAWER_LINKS_DRAWN})().some(Boolean)")  # and not once it is away


def test_navigation_sidebar_is_drawn_on_a_wide_screen(page, site_url):
    """From 76.25em the navigation is a sidebar on the screen: nothing of it waits."""
    page.set_viewport_size({"width": 1300, "height": 900})
    page.goto(site_url + "games/gavitt-compare/", wait_until="load")
    links = page.evaluate(DRAWER_LINKS_DRAWN)
    assert sum(links) >= 5, links
