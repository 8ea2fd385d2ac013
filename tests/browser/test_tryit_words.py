"""A reader never sees engine notation in Try it: any card key, seat id, bracketed list or engine
identifier in the text a reader sees fails. Every worked example of every game
(the engine's own list, games/tryit.py's EXAMPLES, so a new example is covered without a change
here) is opened on each text page that shows it, as a reader does: its "Try it" button in the
annotated view, then "Show me". What the example panel shows, and the demo table when the example
is played there, must be plain words (tests/notation.py), less the clause links (a clause id is
shown only as a link to its clause: test_railway_demo.SHOWN). One test per page, so each page and
its runtime load once."""
from __future__ import annotations

import re
from pathlib import PurePosixPath

import pytest
from playwright.sync_api import expect

from games.tryit import EXAMPLES
from site_tools.texts.model import load_all

from limits import BOOT_TIMEOUT_MS
from notation import notation
from polling import quiet
from test_railway_demo import SHOWN  # what a region shows a reader, less its clause links
from test_tryit import open_annotated

pytestmark = pytest.mark.browser

WAIT_MS = 60_000  # what must eventually be shown; never a measure of how fast (the machine may be busy)

# The demo's announcements (its polite live region, table/log.js) keep the last few, the reader's
# own game's among them: what the table shows is read less that region, and the announcements are
# those made while the example is on show, each as it is added.
AT_TABLE = f"""d => {{ let text = ({SHOWN})(d);
  for (const said of d.querySelectorAll("[aria-live] > *")) {{ const words = said.innerText.trim(); if (words) text = text.split(words).join(" "); }}
  return text; }}"""
HEAR = """d => { window.__tryitHeard = [];
  if (window.__tryitHearing) return;
  window.__tryitHearing = true;
  for (const live of d.querySelectorAll("[aria-live]")) new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes)
    if (n.nodeType === 1) window.__tryitHeard.push(n.innerText); }).observe(live, { childList: true }); }"""


def _pages() -> list[tuple[str, str, list[dict]]]:
    """(page path, game, its examples) of every text page that shows worked examples: an example is
    shown beside each clause it illustrates (site_tools/texts/render.py, worked_examples)."""
    out = []
    for text in load_all():
        shown = [ex for ex in EXAMPLES.get(text.game, {}).values() if set(ex["clauses"]) & set(text.clauses)]
        if shown:
            out.append((str(PurePosixPath(text.page).with_suffix("")) + "/", text.game, shown))
    return out


PAGES = _pages()


def test_every_try_it_example_is_shown_on_a_text_page():
    """The browser test below visits the text pages: no example may be left out of them."""
    on_pages = {(game, ex["id"]) for _path, game, shown in PAGES for ex in shown}
    missing = sorted({(g, x) for g, exs in EXAMPLES.items() for x in exs} - on_pages)
    assert not missing, f"worked examples on no text page: {missing}"
    assert {g for _p, g, _s in PAGES} == set(EXAMPLES)


def _read(where: str, text: str, ex: dict, game: str, problems: list[str]) -> None:
    found = notation(text, game)
    if found:
        lines = "\n".join(f"    {line}" for line in text.splitlines() if notation(line, game))
        problems.append(f"{ex['id']} ({ex['title']}), {where}: {found}, in the lines:\n{lines}")


def _drawn(page) -> None:
    """Wait until the engine has answered every call the page sent (the demo draws its table once
    the answers are in) and the page's announcements, batched on its timer (table/log.js), are made
    (polling.quiet: a condition the page states, not a time)."""
    quiet(page, timeout_ms=WAIT_MS)


def _try_and_show(page, demo, ex: dict, game: str, problems: list[str]) -> None:
    """Open one example as a reader does, read what it shows, play its move, read again, close it."""
    title = ex["title"]
    if demo.count():
        demo.evaluate(HEAR)
    # By the keyboard: a pointer's click can land beside a button that the text's blocks, drawn as
    # they come near the screen, move as it is scrolled to (a reader's eye follows; a test's pointer does not).
    page.get_by_role("button", name=f"Try it: {title}", exact=True).first.press("Enter")
    panel = page.get_by_role("region", name="Worked example")
    expect(panel.get_by_role("heading", name=f"Worked example: {title}", exact=True)).to_be_visible(timeout=WAIT_MS)
    show = panel.get_by_role("button", name="Show me")
    expect(show).to_be_enabled(timeout=WAIT_MS)
    expect(panel.locator(".topeka-tryit__story li").first).not_to_be_empty()
    _drawn(page)
    at_demo = demo.count() > 0 and demo.get_attribute("data-phase") == "example"
    _read("the panel, before Show me", panel.evaluate(SHOWN), ex, game, problems)
    if at_demo:
        expect(demo.get_by_role("region", name="Table log entries")).to_contain_text(f"Worked example: {title}")
        _read("the demo table, before Show me", demo.evaluate(AT_TABLE), ex, game, problems)
    show.click()
    status = panel.get_by_role("status", name="Worked example outcome")
    expect(status).to_contain_text(re.compile(r"The move is (made|refused)"), timeout=WAIT_MS)
    expect(status.get_by_role("listitem").first).not_to_be_empty()
    _drawn(page)
    shown = panel.evaluate(SHOWN)
    assert title in shown, f"{ex['id']}: the panel does not show the example's title {title!r}:\n{shown}"
    _read("the panel, after Show me", shown, ex, game, problems)
    if at_demo:
        _read("the demo table, after Show me", demo.evaluate(AT_TABLE), ex, game, problems)
        _read("the demo's announcements", "\n".join(page.evaluate("window.__tryitHeard")), ex, game, problems)
    panel.get_by_role("button", name="Close the example").click()
    expect(panel).to_have_count(0)
    if at_demo:  # the reader's own table comes back before the next example is asked for
        expect(demo).not_to_have_attribute("data-phase", re.compile("^(example|boot)$"), timeout=WAIT_MS)
        _drawn(page)


@pytest.mark.parametrize("path, game, shown", PAGES, ids=[PurePosixPath(p).name for p, _g, _s in PAGES])
def test_every_try_it_example_on_the_page_reads_in_plain_words(page, site_url, path, game, shown):
    open_annotated(page, f"{site_url}{path}")
    demo = page.locator(".md-content .topeka-demo")
    if demo.count():  # as a reader who waits for the table: the examples it takes are played there
        expect(demo).to_have_attribute("data-mounted", "1", timeout=BOOT_TIMEOUT_MS)
    problems: list[str] = []
    for ex in shown:
        _try_and_show(page, demo, ex, game, problems)
    assert not problems, f"engine notation in {len(problems)} Try it example(s) of {path}:\n\n" + "\n\n".join(problems)
