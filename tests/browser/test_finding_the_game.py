"""Finding the game, for a newcomer who came to play: the home page's play cards near the top, the
navigation's "Play" marker on pages with a demo, and the phone's menu button, reachable and operable by
keyboard."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from polling import settled_boxes
from test_texts import stub_demos

pytestmark = pytest.mark.browser

PHONE = dict(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)


def test_home_play_card_is_in_the_first_screen_and_leads_to_the_demo(browser, guarded_page, site_url):
    context = browser.new_context(**PHONE)
    try:
        page = guarded_page(context.new_page())
        stub_demos(page)
        page.goto(site_url)
        card = page.locator(".md-content").get_by_role("link", name="Play Gavitt's Stock Exchange (1903)")
        expect(card).to_be_visible()
        (box,) = settled_boxes(page, card)  # once the page's start (fonts, the theme's bundle) no longer moves it
        assert box["y"] + box["height"] <= 740, "the first play card should be on the phone's first screen"
        card.click()
        expect(page).to_have_url(re.compile(r"games/gavitt-1903/#play$"))
        expect(page.locator('.md-content .topeka-demo[data-demo="gavitt"]')).to_be_attached()
    finally:
        context.close()


def test_navigation_says_which_pages_have_a_demo(page, site_url):
    page.goto(site_url)
    nav = page.locator(".md-sidebar--primary")
    expect(nav.get_by_role("link", name=re.compile(r"^Rules of 1903\s+Play$"))).to_be_attached()
    expect(nav.get_by_role("link", name=re.compile(r"^Heirloom rules of 2003\s+Play$"))).to_be_attached()
    expect(nav.get_by_role("link", name="Glossary", exact=True)).to_be_attached()


def tab_to(page, name: str, presses: int = 10):
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement && document.activeElement.getAttribute('aria-label')") == name:
            return
    pytest.fail(f"Tab did not reach {name!r} in {presses} presses")


@pytest.mark.parametrize("key", ["Enter", " "])
def test_phone_menu_button_is_reachable_named_and_opens_by_keyboard(browser, guarded_page, site_url, key):
    context = browser.new_context(**PHONE)
    try:
        page = guarded_page(context.new_page())
        page.goto(site_url)
        menu = page.get_by_role("button", name="Menu")
        expect(menu).to_be_visible()
        expect(menu).to_have_attribute("aria-expanded", "false")
        drawer = page.locator(".md-sidebar--primary")
        # While closed, the drawer's links are not in the Tab order.
        expect(drawer.get_by_role("link", name="Glossary", exact=True)).to_be_hidden()
        tab_to(page, "Menu")
        expect(menu).to_be_focused()
        page.keyboard.press(key)
        expect(menu).to_have_attribute("aria-expanded", "true")
        glossary = drawer.get_by_role("link", name="Glossary", exact=True)
        expect(glossary).to_be_visible()
        expect(drawer.locator(":focus")).to_have_count(1)   # focus went into the drawer
        # Escape closes it and gives focus back to the button.
        page.keyboard.press("Escape")
        expect(menu).to_have_attribute("aria-expanded", "false")
        expect(menu).to_be_focused()
        expect(glossary).to_be_hidden()
        # By pointer too.
        menu.click()
        expect(glossary).to_be_visible()
        glossary.click()
        expect(page).to_have_url(re.compile(r"glossary/$"))
    finally:
        context.close()
