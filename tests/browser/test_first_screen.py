"""Start first: a reader arriving at a table, by the home page's "Play" link (it lands on the Play
heading) or by a direct link to the page, meets the table and its Start control on the first screen,
on a 360x740 phone by touch and on a 1280x800 desktop by keyboard, with the status line (loading, then
the table's state) in the table's place from the start. How to play, Play together, Options and the
table's own settings (the pace, the bots' speed, the teaching view) are folded below it, closed on
arrival, each opened by a tap or by the keyboard. The status line, a live region, says the table's
state in the engine's words as the game goes (dealt, trading open, scored, over), never "Ready" for
the whole game.

Boxes are read once the layout has stopped moving (polling.settled) and compared with the viewport
under the theme's header within EDGE_PX, never pixel for pixel."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from demo_pages import demo, status, status_box, wait_ready
from games import GAMES
from gavitt_play import FAST_TABLE, open_gavitt, play_round, start
from polling import scroll_recorded, settled
from test_railway_demo import play_one_move
from virtual_time import advance_until, freeze, install, settle

pytestmark = pytest.mark.browser

SIZES = {"phone": dict(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True),
         "desktop": dict(viewport={"width": 1280, "height": 800})}
EDGE_PX = 2  # a box may cross the screen's edge by this much (sub-pixel layout, borders)
# page, its game's id, its Start control (the railway, a turn-based table, starts at once: its bar's
# New game is its start)
TABLES = {"gavitt-1903": ("games/gavitt-1903/", "gavitt", "Start: dealer's signal"),
          "gavitt-2003": ("games/gavitt-2003/", "gavitt", "Start: dealer's signal"),
          "railway": ("games/railway/", "railway", "New game"),
          "bourse": ("games/bourse/", "bourse", "Start: take up the hands")}


def words(game: str) -> dict[str, str]:
    return GAMES[game].describe()["words"]


def folds(game: str) -> list[str]:
    """The names of the folds below a game's table, in the engine's words."""
    w = words(game)
    return [w["howto_title"], w["together_title"], w["options"], w["pace_fold"]]


def summary(d, name):
    return d.locator("summary").filter(has_text=re.compile(f"^{re.escape(name)}$"))


def new_page(browser, guarded_page, size):
    context = browser.new_context(**SIZES[size])
    return context, guarded_page(context.new_page())


def arrive(page, site_url, path, how):
    """The reader's arrival: by the home page's link to the table (to its Play heading), or directly."""
    if how == "home link":
        page.goto(site_url)
        link = page.locator(".md-content").locator(f'a[href$="{path}#play"]').first
        # as a reader does: scroll to the link, follow it once the theme has recorded the scroll (a click
        # in the same instant has the home page's offset written over the new page's: polling.scroll_recorded)
        link.scroll_into_view_if_needed()
        scroll_recorded(page)
        link.click()
        expect(page).to_have_url(re.compile(re.escape(path) + "#play$"))
    else:
        page.goto(site_url + path)


# The boxes (top, bottom) of the elements given, once they have stayed the same for a few frames,
# and the bottom of the theme's header (what covers the top of the screen).
BOXES = """(els) => [document.querySelector('.md-header').getBoundingClientRect().bottom,
  ...els.map((e) => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; })]"""


def boxes(page, *locators):
    top, *out = settled(page, BOXES, [loc.element_handle() for loc in locators], alike=5)
    return top, out


def on_first_screen(page, size, box, header):
    return box[0] >= header - EDGE_PX and box[1] <= SIZES[size]["viewport"]["height"] + EDGE_PX


@pytest.mark.parametrize("how", ["home link", "direct link"])
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("table", list(TABLES))
def test_the_table_and_its_start_are_the_first_thing_on_screen_and_the_panels_are_folded_below(
        browser, guarded_page, site_url, table, size, how):
    path, game, start = TABLES[table]
    context, page = new_page(browser, guarded_page, size)
    try:
        arrive(page, site_url, path, how)
        d = demo(page)
        # from the start, before the engine is up, the status line holds the table's place on screen
        expect(status(d)).to_be_visible()
        header, (line,) = boxes(page, status_box(d))
        assert on_first_screen(page, size, line, header), f"the status line at {line}, screen {header} to {SIZES[size]}"
        wait_ready(d)
        button = d.get_by_role("button", name=start, exact=True)
        expect(button).to_be_visible()
        fold_summaries = [summary(d, name) for name in folds(game)]
        header, (start_box, *fold_boxes) = boxes(page, button, *fold_summaries)
        assert on_first_screen(page, size, start_box, header), (
            f"{start} at {start_box[0]:.0f} to {start_box[1]:.0f}; the first screen is {header:.0f} to "
            f"{SIZES[size]['viewport']['height']}")
        for name, box in zip(folds(game), fold_boxes):
            assert box[0] >= start_box[1] - EDGE_PX, f"{name!r} (at {box[0]:.0f}) is above {start} (at {start_box[0]:.0f})"
        for s in fold_summaries:
            expect(s.locator("xpath=..")).not_to_have_attribute("open", re.compile(".*"))
    finally:
        context.close()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("table", list(TABLES))
def test_each_fold_below_the_table_opens_by_tap_on_a_phone_and_by_keyboard_on_a_desktop(
        browser, guarded_page, site_url, table, size):
    path, game, _ = TABLES[table]
    context, page = new_page(browser, guarded_page, size)
    try:
        page.goto(site_url + path)
        d = demo(page)
        wait_ready(d)
        for name in folds(game):
            s = summary(d, name)
            fold = s.locator("xpath=..")
            expect(fold).not_to_have_attribute("open", re.compile(".*"))
            if size == "phone":
                s.tap()
            else:
                s.focus()
                page.keyboard.press("Enter")
            expect(fold).to_have_attribute("open", "")
            # what it holds is shown: its first control, or its text
            expect(fold.locator(":scope > :not(summary)").first).to_be_visible()
    finally:
        context.close()


def state_line(d):
    return d.locator(".topeka-runtime-status [role=status]")


@pytest.mark.parametrize("size", list(SIZES))
def test_the_status_line_says_the_gavitt_tables_state_through_a_round_against_bots(browser, guarded_page, site_url, size):
    """Dealt, trading open, paused, then the round scored or the game over (either, as the round is
    played), in the engine's words, on a live region; the table's time is the test's (gavitt_play)."""
    w = words("gavitt")
    context, page = new_page(browser, guarded_page, size)
    try:
        d = open_gavitt(page, site_url, "1903", FAST_TABLE.format(seed=11))
        line = state_line(d)
        expect(line).to_have_attribute("aria-live", "polite")
        expect(line).to_have_text(w["state_ready"])
        freeze(page)
        start(d)
        expect(line).to_have_text(w["state_running"])
        d.get_by_role("button", name="Pause", exact=True).click()
        expect(line).to_have_text(w["state_paused"])
        d.get_by_role("button", name="Resume", exact=True).click()
        expect(line).to_have_text(w["state_running"])
        assert play_round(page, d, "1903"), "the hand never showed the cards just received"
        expect(d).to_have_attribute("data-phase", re.compile("between|over"))
        expect(line).to_have_text(w["state_between"] if d.get_attribute("data-phase") == "between" else w["state_over"])
    finally:
        context.close()


def test_the_status_line_says_the_bourse_tables_state_as_the_exchange_opens(page, site_url):
    w = words("bourse")
    install(page)
    page.goto(f"{site_url}games/bourse/#players=3&speed=fast&seed=4")
    d = demo(page)
    wait_ready(d, "ready")
    line = state_line(d)
    expect(line).to_have_text(w["state_ready"])
    freeze(page)
    d.get_by_role("button", name="Start: take up the hands").click()
    settle(page)
    expect(line).to_have_text(w["state_running"])
    advance_until(page, lambda: d.get_attribute("data-phase") in ("between", "over"))
    expect(line).to_have_text(w["state_between"] if d.get_attribute("data-phase") == "between" else w["state_over"])


def test_the_status_line_says_whose_turn_it_is_at_the_railway(page, site_url):
    """A turn-based table: the reader's turn, the others', a claim window, the game over: whichever the
    table is in, in the engine's words, as the bots play on."""
    w = words("railway")
    install(page)
    page.goto(f"{site_url}games/railway/#players=2&seed=8")
    d = demo(page)
    wait_ready(d, "turn|waiting|claim|over")
    freeze(page)
    line = state_line(d)
    expected = {p: w[f"state_{p}"] for p in ("turn", "waiting", "claim", "over")}
    seen = set()
    for _ in range(6):  # a few moves of the reader's and the bots' turns between them
        phase = d.get_attribute("data-phase")
        seen.add(phase)
        expect(line).to_have_text(expected[phase])
        if phase == "over":
            break
        if not play_one_move(d):  # the others' turn (or a window the reader has no call in): until ours
            advance_until(page, lambda: d.get_attribute("data-phase") in ("turn", "over")
                          or (d.get_attribute("data-phase") == "claim" and play_one_move(d)), limit_ms=120_000)
        settle(page)
    assert "turn" in seen, seen
