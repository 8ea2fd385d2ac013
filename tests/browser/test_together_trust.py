"""A shared table a group can trust (Play together): the host's page tells nobody the deal and
cannot change it while a round is played; every page of the table clears what the host's clears;
a host who disappears leaves each player a countdown at the table, a closed table whose moves say so,
and the record of the rounds played (without the seed, which would tell the deals to come); a
browser joins a table under the name its person gives; the host is told whose page misbehaves.

Each test plays by roles, in browser contexts of their own (a host and two players, one on a
360x740 touch screen), through the session's rendezvous; every page's address and table, and every
message a player receives, are checked for the seed and for other seats' hands."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from demo_pages import open_demo, unfold
from games import replay as engine_replay
from gavitt_play import table_state
from together_play import (PHONE, assert_no_seed, assert_only_own_seat, close_contexts, deal, debug, demo, gavitt_step,
                           join, new_page, open_host, seat_line, shown_and_linked, tap, until)
from virtual_time import freeze

pytestmark = pytest.mark.browser

GAVITT_1903 = "games/gavitt-1903/"
HOST_STORE = "topeka.gavitt.1903.together"  # the host's saved shared game (docs/js/together/together.js storeKey)
COUNTDOWN = re.compile(r"(waits|trying again for) (\d+) more seconds")


@pytest.fixture(autouse=True)
def _people_leave():
    yield
    close_contexts()


def seconds_left(d) -> int:
    m = COUNTDOWN.search(d.locator(".tk-table-notice").inner_text())
    assert m, d.locator(".tk-table-notice").inner_text()
    return int(m.group(2))


def round_over(pages):
    def done():
        for d in pages:
            gavitt_step(d)
        return all(d.get_attribute("data-phase") in ("between", "over") for d in pages)
    return done


def test_gse1903_a_shared_table_hides_the_deal_from_the_host_clears_each_round_and_outlives_the_host(browser, guarded_page, site_url):
    host, hd, link = open_host(browser, guarded_page, site_url, GAVITT_1903, "#players=4&speed=fast", clock=True)
    # what the host can and cannot see, in one sentence in the panel
    expect(hd.locator(".tk-panel")).to_contain_text("As host you see only your own hand, as every player does")
    ann, ad = join(browser, guarded_page, link, "Ann", "Broker 2", clock=True)
    bob, bd = join(browser, guarded_page, link, "Bob", "Broker 3", viewport=PHONE, clock=True)
    deal(hd)
    hd.get_by_role("button", name="Start: dealer's signal").click()
    pages = (hd, ad, bd)
    for d in pages:
        expect(d).to_have_attribute("data-phase", "running")

    # 1. While the round is played (every page's clock frozen while the test looks), nothing on the
    # host's page tells the deal or changes it: no link to the deal, no replay or new deal, no
    # teaching view; the panel's new game waits for the round's end and says so; the Options refuse.
    for page in (host, ann, bob):
        freeze(page)
    snapshots = [shown_and_linked(hd)]
    for role, name in (("button", "Replay this deal"), ("button", "New deal"), ("link", re.compile("Link to this deal"))):
        expect(hd.get_by_role(role, name=name)).to_have_count(0)
    unfold(hd, "Teaching view, bot speed and learning pace")
    expect(hd.get_by_text("Teaching view: show every hand")).to_be_hidden()
    again = hd.get_by_role("button", name="New game for everyone")
    expect(again).to_be_disabled()
    expect(again).to_have_accessible_description("A new game is dealt between rounds, not while one is being played.")
    ann_hand = table_state(ad)["hand"]
    hd.locator(".gv-options > summary").click()
    expect(hd.get_by_role("spinbutton", name="Deal number")).to_have_value("")
    hd.get_by_role("button", name="New game with these options").click()
    expect(hd.locator(".gv-message")).to_contain_text("A new game is dealt between rounds, not while one is being played.")
    hd.locator(".gv-options > summary").click()
    assert ann_hand and table_state(ad)["hand"] == ann_hand  # the deal stands
    snapshots.append(shown_and_linked(hd))
    for page in (host, ann, bob):
        page.clock.resume()

    until(round_over(pages), "round 1 of three people and a fast bot ended", pages=pages)
    for d in pages:
        expect(d.locator(".gv-result")).to_be_visible()
    # 2. Each player is sent the record of the round played, without the seed
    until(lambda: [m for m in tap(ann) if m.get("k") == "record"], "Ann received the record of round 1", 120)
    so_far = [m["record"] for m in tap(ann) if m.get("k") == "record"][-1]
    assert "seed" not in so_far and so_far["rounds"] == 1 and so_far["deals"]
    snapshots.append(shown_and_linked(hd))

    # 4. At the host's signal of round 2 every player's page puts round 1's result away, as the host's does
    hd.get_by_role("button", name="Deal next hand: dealer's signal").click()
    for d in pages:
        expect(d).to_have_attribute("data-phase", "running")
        expect(d.locator(".gv-result")).to_be_hidden()
    expect(bd.locator(".gv-hand__cards button").first).to_be_in_viewport()
    snapshots.append(shown_and_linked(hd))
    saved = host.evaluate(f"JSON.parse(localStorage.getItem('{HOST_STORE}'))")
    seed = saved["record"]["seed"]

    # The host closes the tab in round 2.
    host.close()
    for d in (ad, bd):
        expect(d.locator(".tk-table-notice")).to_contain_text(COUNTDOWN)  # beside the hand, counting down
    # 6. A move made while the host is away is answered at once, beside the move, and not sent
    ad.locator(".gv-hand__cards button").first.click()
    ad.get_by_role("button", name=re.compile("^Offer selected")).click()
    expect(ad.locator(".gv-message")).to_have_text("The host's page is away: your move was not sent. Make it again once "
                                                   "the host is back.")
    assert debug(ad)["waiting"] == 0
    # 2. The wait is stated and counts down; then the table is closed
    left = seconds_left(ad)
    assert 0 < left <= 60
    ann.clock.run_for(10_000)
    expect(ad.locator(".tk-table-notice")).to_contain_text(COUNTDOWN)
    assert seconds_left(ad) <= left - 9
    for page in (ann, bob):
        page.clock.run_for(70_000)
    for d in (ad, bd):
        notice = d.locator(".tk-table-notice")
        expect(notice).to_contain_text("The host did not come back: the table is closed. You can download the game's record")
        # 5. where the player is looking: beside the hand's moves, which no longer work
        expect(d.locator(".gv-hand__cards button").first).to_be_disabled()
        expect(d.get_by_role("button", name=re.compile("^Offer selected"))).to_be_disabled()
        expect(d.get_by_role("textbox", name="Call out the word")).to_be_disabled()
    box = bd.locator(".tk-table-notice").bounding_box()
    moves = bd.locator(".gv-hand__actions").bounding_box()
    assert box["y"] + box["height"] <= moves["y"] + 1 and moves["y"] + moves["height"] - box["y"] <= PHONE["height"], (box, moves)
    bd.locator(".tk-table-notice").scroll_into_view_if_needed()
    expect(bd.get_by_role("button", name="Download the record of the rounds played")).to_be_in_viewport()

    # The record of the rounds played: no seed; it replays round 1 exactly as it was played
    with ann.expect_download() as got:
        ad.get_by_role("button", name="Download the record of the rounds played").click()
    record = json.loads(Path(got.value.path()).read_text())
    assert "seed" not in record and record["rounds"] == 1
    kept, whole = engine_replay(record), engine_replay(saved["record"])
    assert kept.rounds_scored == 1 and kept.sheet[0] == whole.sheet[0]
    assert kept.actions == whole.actions[:len(kept.actions)]

    # Nothing any page showed or linked to during the game, nor any message a player received
    # before the end, told the seed; no player received another seat's hand.
    assert assert_only_own_seat(tap(ann), 1) > 5 and assert_only_own_seat(tap(bob), 2) > 5
    snapshots += [shown_and_linked(d) for d in (ad, bd)]
    snapshots += [json.dumps(m) for page in (ann, bob) for m in tap(page)]
    assert_no_seed(snapshots, seed)

    # "Replay the rounds played": the ordinary demo plays them again, from Ann's seat
    ad.get_by_role("button", name="Replay the rounds played").click()
    expect(ad.locator(".tk-status")).to_have_text("Replaying the game from your seat, move by move.")
    ad.get_by_role("button", name="Show the end now").click()
    expect(ad.locator(".tk-status")).to_have_text("The replay is over: these are the rounds played before the table closed.",
                                                  timeout=600_000)


def test_a_browser_that_holds_no_seat_at_a_table_is_asked_for_a_name_even_after_another_table(browser, guarded_page, site_url):
    """One browser (a shared phone) joins a table as Bee, then opens another table's link: it is asked
    for a name, with none filled in, and joins under the name typed; back at the first table, where it
    holds a seat, it goes back to that seat without a question."""
    host1, h1, link1 = open_host(browser, guarded_page, site_url, "games/bourse/", "#players=3&speed=slow")
    phone, p1 = join(browser, guarded_page, link1, "Bee", "Player 2", viewport=PHONE)
    seat_line(h1, "Player 2: Bee")
    host2, h2, link2 = open_host(browser, guarded_page, site_url, "games/bourse/", "#players=3&speed=slow")
    page = guarded_page(phone.context.new_page())
    page.goto(link2)
    p2 = demo(page)
    expect(p2).to_have_attribute("data-invited", "")  # the page has done what it does on its own
    name = p2.get_by_role("textbox", name="Your name")
    expect(name).to_be_visible()
    expect(name).to_have_value("")
    expect(p2.locator(".tk-status")).to_have_text("You are invited to a table. Give your name to join it.")
    name.tap()
    page.keyboard.type("Cy")
    p2.get_by_role("button", name="Join the table").tap()
    p2.get_by_role("button", name="Take the seat of Player 3").tap()
    expect(p2.locator(".tk-panel")).to_contain_text("You play Player 3")
    seat_line(h2, "Player 3: Cy")
    expect(h2.locator(".tk-seats")).not_to_contain_text("Bee")
    # the first table's link again, in the same browser: its seat is this browser's
    page.goto(link1)
    expect(demo(page).locator(".tk-panel")).to_contain_text("You play Player 2")
    seat_line(h1, "Player 2: Bee")


# Whether the theme's "Back to top" button is shown over the element (Material shows it by removing its
# hidden attribute as the reader scrolls up; hidden, it is only transparent).
COVERED = """(el) => { const b = document.querySelector(".md-top"); if (!b || b.hidden || getComputedStyle(b).display === "none") return false;
  const r = b.getBoundingClientRect(), x = el.getBoundingClientRect();
  return r.bottom > x.top && r.top < x.bottom && r.right > x.left && r.left < x.right; }"""


BACK_UP_TO = """async (el) => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const header = () => document.querySelector(".md-header").getBoundingClientRect().bottom;
  el.scrollIntoView();
  window.scrollBy(0, 1200);
  await frame();
  for (let i = 0; i < 400 && el.getBoundingClientRect().top < header(); i++) { window.scrollBy(0, -40); await frame(); }
  await frame();
  return el.getBoundingClientRect().top - header(); }"""


def test_on_a_phone_the_play_together_panels_heading_is_never_covered(browser, guarded_page, site_url):
    """The theme's "Back to top" appears at the top of the screen as a reader scrolls up; on a phone it
    covered the Play together panel's heading when the reader came back up to it."""
    page = new_page(browser, guarded_page, PHONE)
    d = open_demo(page, f"{site_url}{GAVITT_1903}#players=4")
    unfold(d, "Play together")  # folded below the table: the reader opens it
    heading = d.locator(".tk-panel .tk-h")
    # on past the panel, then back up to it in small steps, as a reader's thumb does, until its
    # heading is just under the theme's header (each step drawn before the next: nothing is timed)
    below = page.evaluate(BACK_UP_TO, heading.element_handle())
    assert 0 <= below < 60, below
    assert page.evaluate("() => !document.querySelector('.md-top').hidden || document.body.classList.contains('topeka-at-demo')")
    assert not page.evaluate(COVERED, heading.element_handle())
