"""The Gavitt table as a newcomer meets it: a second and a third game after each of
"New deal", "Replay this deal" and "New game with these options" deal cards that can be
selected and offered; a reload at any moment (right after the dealer's signal included) brings
back exactly the game that was shown, paused, with a "Resume" button."""
from __future__ import annotations

import json
import re

import pytest
from demo_pages import demo, unfold, wait_ready
from gavitt_play import FAST_TABLE, open_gavitt, play_round
from playwright.sync_api import expect

from polling import boxes_now
from virtual_time import advance, advance_until, freeze, settle
from site_tools.paths import DOCS

pytestmark = pytest.mark.browser

YOUR_CARDS = "Your cards: press to select"
# The table's reading time at the start of each round, read from the front end that holds it
READ_MS = int(re.search(r"export const READ_MS = (\d+);", (DOCS / "js/table/pace.js").read_text())[1])


def cards(d):
    return d.get_by_role("group", name=YOUR_CARDS).get_by_role("button")


def press_new_game(d, how):
    if how == "New game with these options":
        options = d.get_by_text("Options", exact=True)
        if d.get_by_role("button", name=how).is_hidden():
            options.click()
    d.get_by_role("button", name=how).click()


def offer_one_card(page, d):
    """Start, select a card, offer it: the engine takes the offer and the log says so (a bot may
    take it at once, so the card may come straight back as another). The table's time stands
    still meanwhile (virtual_time.freeze): in real time a round of fast bots could end before the
    offer, on a slow enough machine."""
    freeze(page)
    d.get_by_role("button", name="Start: dealer's signal").click()
    first = cards(d).first
    expect(first).to_be_enabled()
    first.click()
    expect(first).to_have_attribute("aria-pressed", "true")
    d.get_by_role("button", name=re.compile("^Offer selected")).click()
    expect(d.get_by_role("region", name="Table log entries")).to_contain_text("You: “One to trade!”")


@pytest.mark.parametrize("how", ["New deal", "Replay this deal", "New game with these options"])
def test_a_second_and_third_game_deal_cards_that_can_be_offered(page, site_url, how):
    d = open_gavitt(page, site_url, "2003", FAST_TABLE.format(seed=31))
    expect(cards(d)).to_have_count(8)
    offer_one_card(page, d)
    for game in (2, 3):
        press_new_game(d, how)
        expect(d.get_by_role("button", name="Start: dealer's signal")).to_be_visible()
        expect(d.get_by_role("region", name="Table log entries")).to_contain_text(
            {"New deal": "New deal:", "Replay this deal": "Replay of the same deal:", "New game with these options": "New game with these options:"}[how])
        expect(cards(d)).to_have_count(8)
        for i in range(8):  # face down until the signal
            expect(cards(d).nth(i)).to_be_disabled()
        offer_one_card(page, d)


# ------------------------------------------------------------------ reload at several moments
# How many lines the table log keeps (newest first), read from the front end that holds it
LOG_MAX = int(re.search(r"const LOG_MAX = (\d+);", (DOCS / "js/table/log.js").read_text())[1])
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
    d = demo(page)
    wait_ready(d)
    expect(d.get_by_role("paragraph").filter(has_text=re.compile("^Your game was restored")).first).to_be_visible()
    shown = json.loads(page.evaluate("sessionStorage.getItem('shown')"))
    now = d.evaluate(SHOWN)
    assert now["log"][0] == "Game restored after a reload."
    # The log keeps its newest LOG_MAX lines (docs/js/table/log.js): when a long round has filled
    # it, the restore notice pushes its oldest line out, and every other line must come back.
    assert now["log"][1:] == shown["log"][:LOG_MAX - 1]
    assert {**now, "log": None} == {**shown, "log": None}
    return d, shown


def test_reload_right_after_the_signal_keeps_the_signal(page, site_url):
    d = open_gavitt(page, site_url, "1903", FAST_TABLE.format(seed=12))
    freeze(page)  # the round cannot end before the reload, nor right after Resume (fast bots, in real time, could)
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
    d = open_gavitt(page, site_url, "2003", "#players=5&speed=fast&forget=0&seed=44")
    freeze(page)  # the table's time moves only as the test lets it
    d.get_by_role("button", name="Start: dealer's signal").click()
    log = d.get_by_role("region", name="Table log entries")
    trade = log.get_by_text(re.compile(" takes .*’s offer: .* each way, face down"))
    advance_until(page, lambda: trade.count())  # mid-round: the bots are trading
    d, shown = reload_and_compare(page, d)
    assert shown["phase"] == "paused"
    d.get_by_role("button", name="Resume").click()
    log = d.get_by_role("region", name="Table log entries")
    trade = log.get_by_text(re.compile(" takes .*’s offer: .* each way, face down"))
    trades = trade.count()
    advance_until(page, lambda: trade.count() != trades, step_ms=120)
    d, shown = reload_and_compare(page, d)  # at once after that trade
    assert any(" takes " in line for line in shown["log"])


def test_reload_between_rounds_and_right_after_the_next_signal(page, site_url):
    d = open_gavitt(page, site_url, "2003", FAST_TABLE.format(seed=5))
    unfold(d, "Teaching view, bot speed and learning pace")
    d.get_by_label("Teaching view: show every hand").check()
    d.get_by_role("button", name="Start: dealer's signal").click()
    play_round(page, d, "2003")
    expect(d.get_by_role("button", name="Deal next hand: dealer's signal")).to_be_visible()
    d, shown = reload_and_compare(page, d)
    assert shown["phase"] == "between" and shown["result"] and "round 1 is scored" in shown["result"]
    d.get_by_role("button", name="Deal next hand: dealer's signal").click()
    d, shown = reload_and_compare(page, d)
    assert shown["phase"] == "paused" and shown["round"].startswith("Round 2")
    expect(d.get_by_role("button", name="Resume")).to_be_visible()


# ------------------------------------------------------------------ learning to play at the table
def test_how_to_play_comes_from_the_engine_closed_on_arrival_with_its_clauses_a_tap_away(page, site_url):
    """How to play does not push the table below the screen: it is closed on arrival, every time.
    Opened, it is the engine's words for the rules in play; each part's clauses sit under "Rules
    behind this", as links named by the clause's own words (never its id), each to its clause."""
    d = open_gavitt(page, site_url, "1903", FAST_TABLE.format(seed=3))
    how = d.get_by_role("group").filter(has=page.get_by_text("How to play", exact=True))
    goal = how.get_by_role("heading", name="The goal")
    expect(goal).to_be_hidden()  # closed on arrival
    how.get_by_text("How to play", exact=True).click()
    expect(goal).to_be_visible()
    expect(how).to_contain_text("$2,500")  # the target in play, from the engine's parameters
    expect(how.get_by_role("heading", name="What the bots do")).to_be_visible()
    expect(how.get_by_text(re.compile(r"gse1903-\d"))).to_have_count(0)  # no clause ids among the words
    for clause in ("gse1903-11a", "gse1903-15", "gse1903-33", "gse1903-28"):
        link = how.locator(f"a[href='#{clause}']").first
        expect(link).to_have_count(1)
        assert clause not in link.inner_text()
    part = how.locator(".topeka-howto__part").filter(has=page.locator("a[href='#gse1903-33']")).first
    part.get_by_text("Rules behind this", exact=True).click()
    link = part.locator("a[href='#gse1903-33']")
    expect(link).to_be_visible()
    expect(link).to_have_text(re.compile(r"^“\S"))  # the clause's own first words, quoted
    link.click()
    expect(page).to_have_url(re.compile("#gse1903-33$"))
    expect(page.locator("#gse1903-33")).to_be_in_viewport()
    page.reload()
    d = open_gavitt(page, site_url, "1903")
    expect(d.get_by_role("heading", name="The goal")).to_be_hidden()  # closed on arrival again
    # the 2003 page words its own rules: an unlike pair is refused there, not fined
    d = open_gavitt(page, site_url, "2003", FAST_TABLE.format(seed=3))
    d.get_by_text("How to play", exact=True).click()
    expect(d.get_by_text(re.compile("must be of the same railroad"))).to_be_visible()
    expect(d.locator(".topeka-howto a[href='#gse2003-play-2b']").first).to_have_count(1)


def table_clock_ms(d) -> int:
    """The table's clock as the page shows it ("12.3 s since the signal"), in ms."""
    return round(float(d.locator(".gv-clock").inner_text().split(" s ")[0]) * 1000)


def rate(page, d, ms=6000) -> float:
    """The table's time per page time over ``ms`` of the page's (frozen, moved) clock."""
    advance(page, 120)  # a tick draws the clock: both readings are taken at a tick's end
    before = table_clock_ms(d)
    advance(page, ms)
    return (table_clock_ms(d) - before) / ms


def test_learning_pace_slows_the_table_until_the_reader_acts(page, site_url):
    d = open_gavitt(page, site_url, "2003", "#players=3&speed=slow&forget=0&seed=1")
    unfold(d, "Teaching view, bot speed and learning pace")  # below the table, one tap away
    pace = d.get_by_label("Learning pace")
    speed = d.get_by_label("Bot speed")
    expect(speed).to_be_visible()  # in the fold of the table's settings, not inside the collapsed options
    pace.check()
    freeze(page)  # the page's clock moves only as the test says: the rate is game time per page time
    d.get_by_role("button", name="Start: dealer's signal").click()
    assert rate(page, d, READ_MS - 1000) == 0  # the round's reading time: the table stands still
    advance(page, 1000)
    slow = rate(page, d)
    assert 0.3 <= slow <= 0.4, slow  # then the table's clock runs at about a third of real time (0.35)
    cards(d).first.click()
    d.get_by_role("button", name=re.compile("^Offer selected")).click()
    expect(d.get_by_role("region", name="Table log entries")).to_contain_text("You: “One to trade!”")
    fast = rate(page, d)
    assert 0.95 <= fast <= 1.05, fast  # after the reader's first action, real time again
    page.reload()
    expect(open_gavitt(page, site_url, "2003").get_by_label("Learning pace")).to_be_checked()  # remembered


def test_a_first_visit_gives_the_reader_time_to_read_the_hand_before_any_bot_trades(browser, guarded_page, site_url):
    """A newcomer must have time to read the hand: on a first visit (no pace chosen yet) the learning
    pace is on, and the page says what it does: each round first stands still for the table's reading
    time (READ_MS, a setting of the table, not of the engine), with fast bots too; the reader's first
    action ends it at once, and the bots then play slower for the whole first game."""
    context = browser.new_context()
    context.add_init_script("globalThis.TOPEKA_FIRST_VISIT = true;")  # conftest's guard then keeps the first visit
    try:
        page = guarded_page(context.new_page())
        d = open_gavitt(page, site_url, "2003", "#players=4&speed=fast&forget=0&seed=2")
        unfold(d, "Teaching view, bot speed and learning pace")
        pace = d.get_by_label("Learning pace")
        expect(pace).to_be_checked()
        expect(d.locator(".gv-pacing")).to_contain_text(f"Each round first stands still for {READ_MS // 1000} seconds")
        freeze(page)
        d.get_by_role("button", name="Start: dealer's signal").click()
        log = d.get_by_role("region", name="Table log entries")
        advance(page, READ_MS - 500)
        assert table_clock_ms(d) == 0
        expect(log).not_to_contain_text("to trade!")  # no bot has offered while the reader reads
        cards(d).first.click()
        d.get_by_role("button", name=re.compile("^Offer selected")).click()
        expect(log).to_contain_text("You: “One to trade!”")
        slow = rate(page, d)
        assert 0.3 <= slow <= 0.4, slow  # the reader has acted, and a first visit's first game stays slow
    finally:
        context.close()


def test_the_table_says_plainly_when_the_round_cannot_end_without_the_reader(page, site_url):
    """Three railroads and a hand with cards of all three: nobody else can hold all eight of one
    until the reader trades, and the table says so instead of waiting silently."""
    d = open_gavitt(page, site_url, "2003", "#players=3&speed=fast&forget=0&seed=1")
    freeze(page)  # the table says so after six seconds of its own time without the reader
    d.get_by_role("button", name="Start: dealer's signal").click()
    waiting = d.get_by_text(re.compile("^The round cannot end without you")).first
    advance_until(page, waiting.is_visible, limit_ms=60_000)
    advance(page, 300)  # the live region reads a burst as one announcement 250 ms after its first
    expect(d.locator(".gv-live")).to_contain_text("The round cannot end without you")


def test_reconstructed_cards_are_marked_and_linked_to_their_note(page, site_url):
    d = open_gavitt(page, site_url, "1903", "#players=6&speed=slow&forget=0&seed=2")
    freeze(page)  # the hand is read as dealt, on a table that stands still
    d.get_by_role("button", name="Start: dealer's signal").click()
    note = d.get_by_text(re.compile(r"^\* Reconstructed: "))
    expect(note).to_contain_text("Rock Island $225")
    expect(note).to_contain_text("Railroad F (unknown) $175")
    expect(note.locator("a[href='#gse1903-2']")).to_have_count(1)  # its evidence, behind the clause's words
    names = [cards(d).nth(i).get_attribute("aria-label") for i in range(8)]
    assert not any("?" in n for n in names), names
    for n in names:
        if n.startswith(("Rock Island", "Railroad F")):
            assert "reconstructed" in n, n


def test_on_a_phone_the_hand_comes_first_and_the_score_sheet_says_it_scrolls(browser, guarded_page, site_url):
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    try:
        page = guarded_page(context.new_page())
        d = open_gavitt(page, site_url, "1903", "#players=6&speed=fast&forget=0&seed=4")
        freeze(page)  # the table stands still while its layout is read
        d.get_by_role("button", name="Start: dealer's signal").tap()
        expect(d).to_have_attribute("data-phase", "running")
        settle(page)  # the dealt hand is drawn
        # both boxes in one task: read one after the other, a table still being drawn could move between
        hand, seats = boxes_now(page, d.get_by_role("group", name=YOUR_CARDS), d.get_by_role("list", name="Brokers at the table"))
        assert hand["y"] < seats["y"], (hand, seats)
        title = d.get_by_role("heading", name=re.compile("^Score sheet"))
        box = title.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, box  # not clipped
        expect(d.get_by_role("table", name=re.compile("^Score sheet"))).to_be_attached()
        expect(d.get_by_text("The table scrolls sideways: every broker has a column.")).to_be_visible()
    finally:
        context.close()


def hold_an_offer_by_keyboard(d, page) -> int:
    """Wait, in the table's time, for a bot's open offer; focus its Take button and press Enter to
    hold it, as a reader does; returns its card count. The table's clock is frozen
    (virtual_time.freeze), so no bot can take the offer between the focus and the key."""
    take = d.get_by_role("button", name=re.compile(r"^Take Broker \d’s (one card|two cards), then choose")).first
    advance_until(page, lambda: take.count() and take.is_visible())
    take.focus()
    count = 1 if "one card" in take.inner_text() else 2
    page.keyboard.press("Enter")
    expect(d.get_by_text("Held for you", exact=True)).to_be_visible()
    return count


def test_take_first_by_keyboard_holds_the_offer_while_the_reader_chooses(page, site_url):
    d = open_gavitt(page, site_url, "2003", "#players=4&speed=steady&forget=0&seed=21")
    freeze(page)
    d.get_by_role("button", name="Start: dealer's signal").press("Enter")
    log = d.get_by_role("region", name="Table log entries")
    hold_an_offer_by_keyboard(d, page)
    held = d.get_by_role("region", name="Your hand").get_by_text(re.compile(r"’s offer is held for you \(\d+ s\)"))
    expect(held).to_be_visible()
    # how many cards to give, from what the page says of the offer it holds
    count = 1 if "select one card" in held.inner_text() else 2
    clock = d.locator(".gv-clock").inner_text()
    advance(page, 3000)  # three seconds of the page's time, well inside the hold's ten
    expect(d.get_by_text("Held for you", exact=True)).to_be_visible()
    assert d.locator(".gv-clock").inner_text() == clock, "the table waits while the reader chooses"
    # focus went to the reader's cards: choose what to give by keyboard (two alike for two cards)
    names = d.get_by_role("group", name=YOUR_CARDS).evaluate(
        "g => [...g.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == names[0]
    if count == 1:
        page.keyboard.press("Space")
    else:
        rr = [n.split(" $")[0] for n in names]
        pair = next(i for i in range(len(rr) - 1) if rr[i] == rr[i + 1])
        cards(d).nth(pair).focus()
        page.keyboard.press("Space")
        cards(d).nth(pair + 1).focus()
        page.keyboard.press("Space")
    expect(log).to_contain_text(re.compile(r"You take Broker \d’s offer: (one card|two cards) each way"))
    expect(d.get_by_text("Held for you", exact=True)).to_have_count(0)
    # Escape lets a held offer go, and the table runs on
    hold_an_offer_by_keyboard(d, page)
    expect(d.get_by_role("button", name="Let it go")).to_be_visible()
    page.keyboard.press("Escape")
    expect(d.get_by_text("You let the offer go.", exact=True)).to_be_visible()
    expect(d.get_by_role("button", name="Let it go")).to_have_count(0)


@pytest.mark.parametrize("edition", ["1903", "2003"])
def test_gse_11a_the_set_you_collect_is_marked_and_its_cards_say_why(page, site_url, edition):
    """A newcomer sees why a card matters: the cards that count for you are marked, the reason in the
    card's accessible name: in Gavitt's, the railroad you hold most of (gse1903-11a, gse2003-play-3),
    with how many of its 8."""
    d = open_gavitt(page, site_url, edition, FAST_TABLE.format(seed=31))
    freeze(page)
    d.get_by_role("button", name="Start: dealer's signal").click()
    expect(cards(d).first).to_be_enabled()
    names = [cards(d).nth(i).get_attribute("aria-label") for i in range(cards(d).count())]
    marked = [n for n in names if "; counts for you: " in n]
    assert marked, names
    why = {n.split("; counts for you: ")[1] for n in marked}
    assert len(why) == 1, why  # one set, one reason
    reason = why.pop()
    held = re.fullmatch(r"your (?:full )?set(?:: (\d) of its 8 cards in your hand|: call TOPEKA)", reason)
    assert held, marked
    assert int(held[1] or 8) == len(marked)
    kinds = {n.split(" $")[0] for n in names}
    assert len({n.split(" $")[0] for n in marked}) == 1 and len(marked) >= max(
        sum(n.startswith(k + " $") for n in names) for k in kinds)  # the railroad you hold most of
    expect(d.locator(".gv-card--counts")).to_have_count(len(marked))
    expect(d.get_by_text("\u2605 counts for you: which cards, and why")).to_be_visible()  # the key, unfolding to why


# ------------------------------------------------------------------ an offer and the hands, in words
ANNOUNCED = """d => { window.__announced = [];
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) window.__announced.push(n.textContent); })
    .observe(d.querySelector('.gv-live'), { childList: true, subtree: true, characterData: true }); }"""
NUMBER = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "one": 1}


def test_gse1903_9_your_offer_is_announced_and_a_teaching_view_words_each_hand_in_the_engines_words(page, site_url):
    """An offer goes face down, its count called out: the reader alone is told, in the engine's
    sentence, which cards he put out ('You offer Mo. Pac.'); the teaching view names each broker's
    cards by railroad, once each, counted in words. No count notation ('1 × Mo. Pac.') is left."""
    d = open_gavitt(page, site_url, "1903", FAST_TABLE.format(seed=12))
    unfold(d, "Teaching view, bot speed and learning pace")
    d.get_by_label("Teaching view: show every hand").check()
    d.evaluate(ANNOUNCED)
    freeze(page)  # no round ends before the reader's offer (fast bots in real time could, on a slow machine)
    d.get_by_role("button", name="Start: dealer's signal").click()
    first = cards(d).first
    expect(first).to_be_enabled()
    printed = re.match(r"^(.+?) \$", first.get_attribute("aria-label"))[1]  # the card's printed name
    first.click()
    d.get_by_role("button", name=re.compile("^Offer selected")).click()
    # announced 250 ms (of the page's time) after it is made: let the table's time pass until it is
    advance_until(page, lambda: page.evaluate("() => window.__announced.some((t) => t.includes('You offer '))"), limit_ms=5000)
    said = " ".join(page.evaluate("window.__announced"))
    assert f"You offer {printed}" in said and ".." not in said, (printed, said)  # one full stop after 'Mo. Pac.'
    assert "\u00d7" not in said, said
    seats = d.get_by_role("group", name=re.compile("^Broker \\d\u2019s cards: "))
    expect(seats).to_have_count(2)  # FAST_TABLE: three brokers, the two others shown
    for group in seats.all():
        label = group.get_attribute("aria-label")
        words = label.split(": ", 1)[1]
        assert "\u00d7" not in words and words, label
        shown = group.locator(".gv-card").count()
        counted = sum(NUMBER[w] for w in re.findall(r"\b(one|two|three|four|five|six|seven|eight|nine)\b", words)) or 1
        assert counted == shown, (label, shown)
