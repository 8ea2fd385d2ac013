"""The first minute at a table, as a newcomer meets it: a costly move says its price before it is
made (the Bourse's Selling card at another's close, the railway's failed demand), the reason a card
counts is on the screen and not only in its accessible name, and the learning pace stays the
reader's for the whole first game, slowed or sped at any time from the table. Each is played on a
360x740 phone by touch and on a 1280x800 desktop by keyboard, on the test's clock (virtual_time:
the bots move only as the test lets the table's time pass)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from demo_pages import open_demo
from test_bourse_demo import seed_where_you_hold
from test_gavitt_table import READ_MS, YOUR_CARDS, rate
from test_one_screen import start_game
from virtual_time import advance, advance_until, freeze, settle

pytestmark = pytest.mark.browser

SIZES = {"phone": {"width": 360, "height": 740}, "desktop": {"width": 1280, "height": 800}}


def new_page(browser, guarded_page, size, first_visit=False):
    """A page on a phone (touch) or a desktop (keyboard), on a first visit if asked."""
    context = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone", has_touch=size == "phone")
    if first_visit:
        context.add_init_script("globalThis.TOPEKA_FIRST_VISIT = true;")  # conftest's guard keeps the first visit
    return context, guarded_page(context.new_page())


def use(page, size, control):
    """Use a control as the reader of that size does: a tap on the phone, Enter from the keyboard on
    the desktop (the control focused, as Tab would leave it)."""
    if size == "phone":
        control.tap()
    else:
        control.focus()
        page.keyboard.press("Enter")
    settle(page)


@pytest.mark.parametrize("size", list(SIZES))
def test_bourse_the_selling_card_s_price_is_said_at_sell_before_another_player_closes(browser, guarded_page, site_url, size):
    """Holding the Selling card costs 10 when another player closes the market (bourse-H-2): the
    table says so under the moves, as Sell's description, before anyone closes; the header says what
    the hand would score if the market closed now, in table words."""
    seed = seed_where_you_hold("sell", players=4)
    context, page = new_page(browser, guarded_page, size)
    try:
        d = open_demo(page, f"{site_url}games/bourse/#players=4&speed=slow&seed={seed}", "ready|paused|between", clock=True)
        freeze(page)
        use(page, size, d.get_by_role("button", name="Start: take up the hands"))
        expect(d).to_have_attribute("data-phase", "running")
        warning = d.get_by_text(re.compile(r"^You hold the Selling card: if another player closes the market, you lose 10"))
        expect(warning).to_be_visible()
        sell = d.get_by_role("button", name="Sell (close the market)")
        expect(sell).to_have_accessible_description(re.compile(r"^You hold the Selling card: .*you lose 10"))
        # at the control: right under the row of moves that holds Sell, not somewhere else on the page
        moves = sell.locator("xpath=..").bounding_box()
        said = warning.bounding_box()
        assert 0 <= said["y"] - (moves["y"] + moves["height"]) <= 24, (moves, said)
        expect(warning.locator("summary")).to_have_text("Rules behind this")  # its clause, a tap away
        expect(d.get_by_text(re.compile(r"^If you sold now, your hand would score [+−]?\d+; if another player "
                                         r"closed the market, [+−]?\d+\.$"))).to_be_visible()
        expect(d).not_to_contain_text("into the hand")
        expect(d).not_to_contain_text("before any Selling-card loss")
    finally:
        context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_railway_the_demand_for_a_pass_says_what_it_costs_before_it_is_used(browser, guarded_page, site_url, size):
    """A failed demand costs the Pass (railway-play-4b): the demand is folded under its name, and
    unfolded it says first what it costs and when it fails; its button is described by that."""
    context, page = new_page(browser, guarded_page, size)
    try:
        hash_ = "#players=4&seed=123647"  # the reader holds a Pass (test_one_screen's tallest discard)
        d = open_demo(page, f"{site_url}games/railway/{hash_}", "ready|paused|between|turn|waiting|claim", clock=True)
        freeze(page)
        start_game(d, hash_, "New game")
        advance_until(page, lambda: d.get_attribute("data-phase") == "turn", step_ms=3000)
        use(page, size, d.get_by_role("button", name="Take the top of the pack"))
        demand = d.locator("details.rw-demand")
        summary = demand.locator(":scope > summary")
        expect(summary).to_have_text("Demand a card for a Pass")
        warning = d.get_by_text(re.compile(r"^A demand costs your Pass if the player you ask does not hold the card"))
        expect(warning).to_be_hidden()  # folded: the moves still fit the screen
        use(page, size, summary)
        expect(warning).to_be_visible()
        button = d.get_by_role("button", name="Demand for a Pass")
        expect(button).to_be_visible()
        expect(button).to_have_accessible_description(re.compile(r"^A demand costs your Pass"))
        wb, bb = warning.bounding_box(), button.bounding_box()
        assert wb["y"] < bb["y"]  # said before the form asks whom and for which card
    finally:
        context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_reason_a_card_counts_is_on_the_screen_under_the_hand(browser, guarded_page, site_url, size):
    """The key under the hand unfolds into the engine's sentences, which name each marked card and
    why it counts: a sighted reader reads what a screen reader hears in the card's name."""
    context, page = new_page(browser, guarded_page, size)
    try:
        d = open_demo(page, f"{site_url}games/gavitt-2003/#players=4&speed=fast&forget=0&seed=31", "ready|paused|between", clock=True)
        freeze(page)
        use(page, size, d.get_by_role("button", name="Start: dealer's signal"))
        cards = d.get_by_role("group", name=YOUR_CARDS).get_by_role("button")
        expect(cards.first).to_be_enabled()
        names = [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]
        why = {n.split("; counts for you: ")[1] for n in names if "; counts for you: " in n}
        assert len(why) == 1, names
        key = d.locator("details.tk-marks summary")
        expect(key).to_have_text("\u2605 counts for you: which cards, and why")
        use(page, size, key)
        reason = d.locator(".tk-marks__list li").first
        expect(reason).to_be_visible()
        expect(reason).to_contain_text(f"counts for you ({why.pop()})")
    finally:
        context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_a_first_visit_keeps_the_slow_pace_for_the_whole_first_game_and_the_table_slows_or_speeds_it(
        browser, guarded_page, site_url, size):
    """On a first visit the bots stay slow after the reader's first move (the whole first game, not
    the round), and the table's own toggle, pressed while the bots play slower, brings them to full
    speed and back at any time."""
    context, page = new_page(browser, guarded_page, size, first_visit=True)
    try:
        d = open_demo(page, f"{site_url}games/gavitt-2003/#players=3&speed=slow&forget=0&seed=1", "ready|paused|between", clock=True)
        freeze(page)
        use(page, size, d.get_by_role("button", name="Start: dealer's signal"))
        advance(page, READ_MS + 200)  # the round's reading time
        use(page, size, d.get_by_role("group", name=YOUR_CARDS).get_by_role("button").first)
        use(page, size, d.get_by_role("button", name=re.compile("^Offer selected")))
        expect(d.get_by_role("region", name="Table log entries")).to_contain_text("You: \u201cOne to trade!\u201d")
        slow = rate(page, d)
        assert 0.3 <= slow <= 0.4, slow  # the reader has acted, and the first game stays slow
        toggle = d.get_by_role("button", name="Slow bots")
        expect(toggle).to_have_attribute("aria-pressed", "true")
        use(page, size, toggle)
        expect(toggle).to_have_attribute("aria-pressed", "false")
        fast = rate(page, d, 3000)
        assert 0.95 <= fast <= 1.05, fast  # full speed, at once
        use(page, size, toggle)
        expect(toggle).to_have_attribute("aria-pressed", "true")
        slow = rate(page, d, 3000)
        assert 0.3 <= slow <= 0.4, slow  # slower again, for the rest of the game
    finally:
        context.close()
