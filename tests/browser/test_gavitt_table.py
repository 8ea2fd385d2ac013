"""The Gavitt table as a newcomer meets it (issue 14): a second and a third game after each of
"New deal", "Replay this deal" and "New game with these options" deal cards that can be
selected and offered; a reload at any moment (right after the dealer's signal included) brings
back exactly the game that was shown, paused, with a "Resume" button."""
from __future__ import annotations

import json
import re

import pytest
from gavitt_play import BOOT_TIMEOUT_MS, FAST_TABLE, open_demo, play_round
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

YOUR_CARDS = "Your cards: press to select"


def cards(d):
    return d.get_by_role("group", name=YOUR_CARDS).get_by_role("button")


def press_new_game(d, how):
    if how == "New game with these options":
        options = d.get_by_text("Options", exact=True)
        if d.get_by_role("button", name=how).is_hidden():
            options.click()
    d.get_by_role("button", name=how).click()


def offer_one_card(d):
    """Start, select a card, offer it: the engine takes the offer and the log says so (a bot may
    take it at once, so the card may come straight back as another)."""
    d.get_by_role("button", name="Start: dealer's signal").click()
    first = cards(d).first
    expect(first).to_be_enabled()
    first.click()
    expect(first).to_have_attribute("aria-pressed", "true")
    d.get_by_role("button", name=re.compile("^Offer selected")).click()
    expect(d.get_by_role("region", name="Table log entries")).to_contain_text("You: “One to trade!”")


@pytest.mark.parametrize("how", ["New deal", "Replay this deal", "New game with these options"])
def test_a_second_and_third_game_deal_cards_that_can_be_offered(page, site_url, how):
    d = open_demo(page, site_url, "2003", FAST_TABLE.format(seed=31))
    expect(cards(d)).to_have_count(8)
    offer_one_card(d)
    for game in (2, 3):
        press_new_game(d, how)
        expect(d.get_by_role("button", name="Start: dealer's signal")).to_be_visible()
        expect(d.get_by_role("region", name="Table log entries")).to_contain_text(
            {"New deal": "New deal:", "Replay this deal": "Replay of the same deal:", "New game with these options": "New game:"}[how])
        expect(cards(d)).to_have_count(8)
        for i in range(8):  # face down until the signal
            expect(cards(d).nth(i)).to_be_disabled()
        offer_one_card(d)


# ------------------------------------------------------------------ reload at several moments
SHOWN = """root => {
  const q = (sel) => root.querySelector(sel);
  const texts = (sel) => [...root.querySelectorAll(sel)].map((el) => el.textContent.trim());
  return {
    phase: root.dataset.phase,
    phaseText: q('.gv-phase').textContent,
    round: q('.gv-round').textContent,
    hand: [...q('[role=group][aria-label="Your cards: press to select"]').querySelectorAll('button')]
      .map((b) => b.getAttribute('aria-label')),
    received: q('.gv-received').hidden ? '' : q('.gv-received').textContent,
    seats: texts('[aria-label="Brokers at the table"] > li'),
    offers: texts('.gv-offers__list > li .gv-offer__who'),
    myOffer: q('.gv-hand__offer').hidden ? '' : q('.gv-hand__offer').textContent,
    sheet: q('.gv-sheet').textContent,
    result: q('.gv-result').hidden ? '' : q('.gv-result').textContent,
    log: texts('.gv-log__list > li'),
  };
}"""


def reload_and_compare(page, d):
    """Reload now; what the page showed as it was left (after it paused itself) must come back."""
    d.evaluate(f"""root => window.addEventListener('pagehide', () =>
        sessionStorage.setItem('shown', JSON.stringify(({SHOWN})(root))))""")
    page.reload()
    d = page.locator(".md-content .topeka-demo")
    expect(d.locator("[role=status]").first).to_have_text("Ready", timeout=BOOT_TIMEOUT_MS)
    expect(d.get_by_role("paragraph").filter(has_text=re.compile("^Your game was restored")).first).to_be_visible()
    shown = json.loads(page.evaluate("sessionStorage.getItem('shown')"))
    now = d.evaluate(SHOWN)
    assert now["log"][0] == "Game restored after a reload."
    now["log"] = now["log"][1:]
    assert now == shown
    return d, shown


def test_reload_right_after_the_signal_keeps_the_signal(page, site_url):
    d = open_demo(page, site_url, "1903", FAST_TABLE.format(seed=12))
    d.get_by_role("button", name="Start: dealer's signal").click()
    d, shown = reload_and_compare(page, d)
    assert shown["phase"] == "paused" and not any("face down" in c for c in shown["hand"])
    resume = d.get_by_role("button", name="Resume")
    expect(resume).to_be_visible()
    expect(d.get_by_role("button", name="Pause", exact=True)).to_have_count(0)
    resume.click()
    expect(d.get_by_role("button", name="Pause", exact=True)).to_be_visible()
    expect(d).to_have_attribute("data-phase", "running")


def test_reload_mid_round_and_right_after_a_trade(page, site_url):
    d = open_demo(page, site_url, "2003", "#players=5&speed=fast&forget=0&seed=44")
    d.get_by_role("button", name="Start: dealer's signal").click()
    page.wait_for_timeout(1200)  # mid-round: the bots are trading
    d, shown = reload_and_compare(page, d)
    assert shown["phase"] == "paused"
    d.get_by_role("button", name="Resume").click()
    log = d.get_by_role("region", name="Table log entries")
    trades = log.get_by_text(re.compile(" takes .* back face down")).count()
    expect(log.get_by_text(re.compile(" takes .* back face down"))).not_to_have_count(trades, timeout=20_000)
    d, shown = reload_and_compare(page, d)  # at once after that trade
    assert any(" takes " in line for line in shown["log"])


def test_reload_between_rounds_and_right_after_the_next_signal(page, site_url):
    d = open_demo(page, site_url, "2003", FAST_TABLE.format(seed=5))
    d.get_by_label("Teaching view: show every hand").check()
    d.get_by_role("button", name="Start: dealer's signal").click()
    play_round(page, d, "2003")
    expect(d.get_by_role("button", name="Deal next hand: dealer's signal")).to_be_visible()
    d, shown = reload_and_compare(page, d)
    assert shown["phase"] == "between" and shown["result"] and "Round 1" in shown["result"]
    d.get_by_role("button", name="Deal next hand: dealer's signal").click()
    d, shown = reload_and_compare(page, d)
    assert shown["phase"] == "paused" and shown["round"].startswith("Round 2")
    expect(d.get_by_role("button", name="Resume")).to_be_visible()
