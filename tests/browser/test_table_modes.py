"""A table's mode is a setting of createTable (docs/js/table/table.js; together/together.js MODES): the
same board opens alone, as a player, or as the replay of a game's record, by what the page asks, and a
page that asks for a mode the table does not have, or gives it too little, is told so in the engine's
words and nothing is drawn."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from demo_pages import demo
from games import Table, new_game
from limits import BOOT_TIMEOUT_MS
from test_texts import DEMO_STUB
from together_play import close_contexts, join

pytestmark = pytest.mark.browser

RAILWAY = "games/railway/"

# The page's railway demo stubbed (it mounts nothing by itself); the board and the table are the
# page's own modules, mounted on the demo's element with the mode the test gives.
MOUNT = """async ([base, modeSetting]) => {
  const { createTable } = await import(base + "js/table/table.js");
  const { railwayBoard } = await import(base + "js/games/railway/board.js");
  const root = document.querySelector(".md-content .topeka-demo[data-demo=railway]");
  try { createTable(root, railwayBoard(root), modeSetting); return null; } catch (err) { return err.message; }
}"""

REPLAY_TIMEOUT_MS = 300_000  # the record's moves, each a call to the engine: a busy machine may take long


def open_unmounted(page, site_url):
    page.route(re.compile(r".*/js/games/railway/demo\.js(\?.*)?$"),
               lambda route: route.fulfill(status=200, content_type="text/javascript", body=DEMO_STUB))
    page.goto(site_url + RAILWAY)
    return demo(page, "railway")


def railway_game_by_bots(seed: int = 7):
    """A whole railway game of four bots (the strongest), to the end, in CPython."""
    game = new_game("railway", {"players": 4, "moves_to_win": 3}, seed)
    Table(game, (), {"strength": "3"}, seed).run()
    assert game.is_over
    return game


def test_a_table_opened_in_replay_mode_plays_the_record_from_the_seat_it_names_to_the_engines_end(page, site_url):
    game = railway_game_by_bots()
    d = open_unmounted(page, site_url)
    assert page.evaluate(MOUNT, [site_url, {"mode": "replay", "record": game.to_record(), "seat": 1}]) is None
    # the replay's panel is open above the table: its progress, and the end at once on request
    expect(d.locator(".tk-status")).to_have_text("Replaying the game from your seat, move by move.")
    expect(d.locator(".topeka-together-fold")).to_have_attribute("open", "")
    d.get_by_role("button", name="Show the end now").click()
    expect(d.locator(".tk-status")).to_have_text("The replay is over: this is how the game ended.", timeout=REPLAY_TIMEOUT_MS)
    expect(d).to_have_attribute("data-phase", "over")
    # the end is the engine's, as the seat named sees it: the same scores, in the same words
    end = game.view(1)
    scoring = d.locator(".rw-scoring").inner_text()
    lines = [item["text"] for item in end["score_items"]]
    assert lines and all(line in scoring for line in lines), (lines, scoring)
    assert ("Scoring: You won" in scoring) == (end["winner"] == 1), (end["winner"], scoring)
    # a replay is watched: it saves nothing over the reader's own game
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('topeka.railway'))") == []


def test_a_table_opened_in_host_mode_hosts_at_once_and_a_player_takes_a_seat_by_its_link(browser, guarded_page, page, site_url):
    d = open_unmounted(page, site_url)
    assert page.evaluate(MOUNT, [site_url, {"mode": "host"}]) is None
    # the table's link is open above the table (no fold to open): the host came to share it
    link = d.get_by_role("textbox", name="The table's link")
    expect(link).to_have_value(re.compile(r"#join=topeka-[a-z0-9]+$"), timeout=BOOT_TIMEOUT_MS)
    expect(d.locator(".topeka-together-fold")).to_have_attribute("open", "")
    expect(d.locator(".tk-seats")).to_contain_text("Player 1: you, the host")
    try:
        join(browser, guarded_page, link.input_value(), "Ann", "Player 2")
        expect(d.locator(".tk-seats")).to_contain_text("Player 2: Ann")
    finally:
        close_contexts()


@pytest.mark.parametrize("modeSetting,said", [
    ({"mode": "spectator"}, "This page asks the table for a mode it does not have, so the table cannot open."),
    ({"mode": "guest"}, "This page asks the table to join a shared table but names none, so the table cannot open."),
    ({"mode": "replay", "seat": 0}, "This page asks the table to replay a game but gives no record of one, so the table cannot open."),
    ({"mode": "replay", "record": {}, "seat": -1},
     "This page asks the table to replay a game but names no seat to see it from, so the table cannot open."),
])
def test_a_page_that_asks_for_a_wrong_mode_is_told_why_and_nothing_is_drawn(page, site_url, modeSetting, said):
    d = open_unmounted(page, site_url)
    before = d.inner_html()
    assert page.evaluate(MOUNT, [site_url, modeSetting]) == said
    assert d.inner_html() == before


def test_a_replay_of_a_damaged_record_stops_and_says_why(page, site_url):
    d = open_unmounted(page, site_url)
    assert page.evaluate(MOUNT, [site_url, {"mode": "replay", "record": {"game": "railway", "params": {}}, "seat": 0}]) is None
    expect(d.locator(".tk-status")).to_have_text("The replay stopped (the record does not say how many played).")
