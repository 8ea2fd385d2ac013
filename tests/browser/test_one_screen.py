"""One screen in play: once the reader has started a game (Start, or New game at the
railway's table), three things are on the screen together, without the reader scrolling, on a
1280x800 desktop and on a 360x740 phone: your hand, what is shared (Gavitt's offers, Bourse's
calls, the railway's track with its stack and exposed card) and the moves you can make now. Read
from the boxes of those elements against the viewport (less the theme's fixed header), right after
the start and again while the bots play, in the table's own time (virtual_time).

Every table is dealt from a stated seed: the railway's "New game" deals a new random one, so its
tables are started by the options' "New game with these options" with the seed filled in (which
brings the table up the same way); a random deal made this test pass or fail by the deal (a
4-player hand whose "Still needed" ran to five lines overflowed a phone in CI)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from demo_pages import open_demo
from test_railway_demo import play_one_move
from virtual_time import advance, advance_until, freeze, settle

pytestmark = pytest.mark.browser

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}
LOOKS = 4          # how often the screen is read while the bots play
LOOK_EVERY_MS = 3000  # of the table's time between two reads
IN_PLAY = ("running", "turn", "waiting", "claim")  # the tables' data-phase while a game is in play

# game: (page, hash, how the reader starts, {part: [locators by role, each must be on screen]})
TABLES = {
    "gavitt-1903": ("games/gavitt-1903/", "#speed=fast&seed=5", "Start: dealer's signal", {
        "hand": lambda d: [d.get_by_role("group", name="Your cards: press to select")],
        "shared": lambda d: [d.get_by_role("region", name="Offers on the table")],
        "moves": lambda d: [d.get_by_role("button", name=re.compile("^Offer selected")),
                            d.get_by_role("textbox", name="Call out the word"), d.get_by_role("button", name="Call", exact=True)]}),
    "gavitt-2003": ("games/gavitt-2003/", "#speed=fast&seed=6", "Start: dealer's signal", {
        "hand": lambda d: [d.get_by_role("group", name="Your cards: press to select")],
        "shared": lambda d: [d.get_by_role("region", name="Offers on the table")],
        "moves": lambda d: [d.get_by_role("button", name=re.compile("^Offer selected")),
                            d.get_by_role("textbox", name="Call out the word"), d.get_by_role("button", name="Call", exact=True)]}),
    "bourse": ("games/bourse/", "#speed=fast&seed=7", "Start: take up the hands", {
        "hand": lambda d: [d.get_by_role("group", name="Your cards: press to select")],
        "shared": lambda d: [d.get_by_role("region", name="Calls on the table")],
        "moves": lambda d: [d.get_by_role("button", name=re.compile("^Call")).first,
                            d.get_by_role("button", name="Clear selection")]}),
    "railway": ("games/railway/", "#seed=8", "New game", {
        "hand": lambda d: [d.get_by_role("region", name="Your station and hand")],
        "shared": lambda d: [d.get_by_role("region", name="Trains leaving the station"),
                             d.get_by_role("region", name="Stack and exposed card")],
        "moves": lambda d: [d.get_by_role("region", name="Your moves")]}),
}
# the railway at its most crowded: four trains on the track; 470017 is the deal that overflowed a
# phone in CI, 800876 the tallest start of 27 deals measured (a hand of two rows, "Still needed" of
# five lines), 123647 the tallest discard (three rows, five lines, and the demand for a Pass)
for seed in (8, 470017, 800876, 123647):
    TABLES[f"railway-4-seed-{seed}"] = ("games/railway/", f"#players=4&seed={seed}", "New game", TABLES["railway"][3])


def start_game(d, hash_, start):
    """The reader's start: the table's own button; at the railway, New game of the options with the
    hash's seed (its "New game" button would deal a random one)."""
    if start != "New game":
        d.get_by_role("button", name=start, exact=True).click()
        return
    seed = re.search(r"seed=(\d+)", hash_).group(1)
    d.locator("summary").filter(has_text=re.compile(r"^Options$")).click()
    box = d.get_by_role("form", name="Game options")
    box.get_by_role("spinbutton", name="Deal number", exact=True).fill(seed)
    box.get_by_role("button", name="New game with these options").click()


def open_frozen(context, guarded_page, url):
    """A new page of ``context`` at ``url``, its demo Ready and its clock frozen: (page, demo)."""
    page = guarded_page(context.new_page())
    d = open_demo(page, url, "ready|paused|between|turn|waiting|claim", clock=True)
    freeze(page)
    return page, d


def off_screen(page, parts, d, size) -> list[str]:
    """Each part's element whose box is not wholly inside the viewport under the header."""
    top = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    out = []
    for part, locate in parts.items():
        for loc in locate(d):
            expect(loc).to_be_visible()
            b = loc.bounding_box()
            inside = (b["y"] >= top - 0.5 and b["y"] + b["height"] <= size["height"] + 0.5
                      and b["x"] >= -0.5 and b["x"] + b["width"] <= size["width"] + 0.5)
            if not inside:
                out.append(f"{part}: {loc} at y {b['y']:.0f} to {b['y'] + b['height']:.0f}, x {b['x']:.0f} to "
                           f"{b['x'] + b['width']:.0f} (screen: {top:.0f} to {size['height']}, 0 to {size['width']})")
    return out


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("table", list(TABLES))
def test_in_play_your_hand_what_is_shared_and_your_moves_are_on_one_screen(browser, guarded_page, site_url, table, size):
    path, hash_, start, parts = TABLES[table]
    context = browser.new_context(viewport=SIZES[size], is_mobile=size == "phone", has_touch=size == "phone")
    try:
        page, d = open_frozen(context, guarded_page, f"{site_url}{path}{hash_}")
        assert page.evaluate("scrollY") == 0  # the reader arrives at the top of the page
        start_game(d, hash_, start)
        expect(d).to_have_attribute("data-phase", re.compile("running|turn|waiting|claim"))
        settle(page)
        looked = 0
        while looked < LOOKS and d.get_attribute("data-phase") in IN_PLAY:  # once the round or game
            missing = off_screen(page, parts, d, SIZES[size])                # ends, its result is the news
            assert not missing, f"{table}, {size}, look {looked}: " + "; ".join(missing)
            looked += 1
            advance(page, LOOK_EVERY_MS)
        assert looked >= 1
        if start == "New game":
            # the railway's discard step, the hand at nine cards: the cards are the discard's
            # buttons (railway-play-3a, 3b: a card drawn, then one put down), on the same screen
            advance_until(page, lambda: d.get_attribute("data-phase") == "turn", step_ms=LOOK_EVERY_MS)
            d.get_by_role("button", name="Take the top of the pack").click()
            settle(page)
            mine = d.get_by_role("region", name="Your station and hand")
            expect(mine.get_by_role("button", name=re.compile("^Discard "))).to_have_count(9)
            missing = off_screen(page, parts, d, SIZES[size])
            assert not missing, f"{table}, {size}, the discard: " + "; ".join(missing)
    finally:
        context.close()


# the reader's discard in a longer game: a card that counts for nothing, not a Pass nor a Signal
# when another will do (the first card of the hand would throw away what the train needs)
PLAIN_DISCARD = """bs => bs.map((b, i) => [i, (b.querySelector('.rw-card--counts') ? 1 : 0)
  + (/Pass|Signal/.test(b.getAttribute('aria-label')) ? 1 : 0)]).sort((x, y) => x[1] - y[1])[0][0]"""


def test_railway_late_in_a_four_player_game_laid_trains_and_a_pass_window_of_yours_stay_on_a_phone_screen(browser, guarded_page, site_url):
    """railway-play-4c, railway-play-5: later in a four-player game the other trains are laid and a
    "Pass" window may be yours to call; on a phone the laid trains' cards fold behind one button of
    the track (their tokens stay on the track) and every state of the table, a window you may call
    in included, keeps your hand, the track, the stack and your moves on one screen. The fold opens
    and closes by its button, which says what it does; a desktop shows every train's cards."""
    seed = 470017  # calls and laid trains come early in this deal, by the plain play
    parts = TABLES[f"railway-4-seed-{seed}"][3]
    phone = SIZES["phone"]
    context = browser.new_context(viewport=phone, is_mobile=True, has_touch=True)
    try:
        page, d = open_frozen(context, guarded_page, f"{site_url}games/railway/#players=4&seed={seed}")
        start_game(d, f"#seed={seed}", "New game")
        settle(page)
        track = d.get_by_role("region", name="Trains leaving the station")
        seen = set()  # the states looked at: "laid" (a train on the track), "call" (a window of yours)
        for _ in range(400):
            phase = d.get_attribute("data-phase")
            if phase not in IN_PLAY:
                break
            missing = off_screen(page, parts, d, phone)
            assert not missing, f"seed {seed}, {sorted(seen)}: " + "; ".join(missing)
            if track.locator(".rw-cell--train").count():
                seen.add("laid")
            if d.locator("button[data-action=call]").count():
                seen.add("call")
            if seen == {"laid", "call"}:
                break
            if not play_one_move(d, discard=PLAIN_DISCARD):
                advance(page, 1500)
            settle(page)
        assert seen == {"laid", "call"}, f"the plain play of seed {seed} met only {sorted(seen)}"
        # the fold: a laid train's cards hidden behind the track's one button, which opens and closes it
        laid = track.locator(".rw-track__row").filter(has=page.locator(".rw-cell--train")).first
        cards = laid.locator(".rw-track__train")
        expect(cards).to_be_hidden()
        show = track.get_by_role("button", name="Show the trains\u2019 cards")
        expect(show).to_have_attribute("aria-expanded", "false")
        show.focus()
        page.keyboard.press("Enter")
        hide = track.get_by_role("button", name="Hide the trains\u2019 cards")
        expect(hide).to_have_attribute("aria-expanded", "true")
        expect(hide).to_be_focused()
        expect(cards).to_be_visible()
        expect(cards).to_contain_text(re.compile(r"Engine"))
        advance(page, 3000)  # time passes, the bots play when it is theirs: the button and its state stay
        expect(hide).to_be_focused()
        expect(cards).to_be_visible()  # (a locator: found again in the rows drawn since)
        page.keyboard.press("Enter")
        expect(show).to_have_attribute("aria-expanded", "false")
        expect(cards).to_be_hidden()
        # a desktop has the room: every laid train's cards shown, and no fold
        page.set_viewport_size(SIZES["desktop"])
        expect(track.get_by_role("button", name=re.compile("the trains\u2019 cards"))).to_be_hidden()
        expect(cards).to_be_visible()
    finally:
        context.close()
