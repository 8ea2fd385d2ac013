"""The playable Bourse demo: a whole hand played through the UI by accessible roles, by keyboard,
to the score explained line by line with its clauses; a reload that keeps the game; a shared link;
a refused move naming its clause; reconstructed faces marked; the table in play audited by axe."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from games import new_game

from limits import BOOT_TIMEOUT_MS
from notation import notation
from test_accessibility import audit
from test_railway_demo import SHOWN  # what a region shows a reader, less its clause links
from demo_pages import demo, open_demo, wait_ready
from virtual_time import advance_until, freeze, settle

pytestmark = pytest.mark.browser




def face_names(cards) -> list[str]:
    """Each card button's name without why it counts for you (the view's marks): what
    the card shows, and for a Rise & Fall card where its face comes from."""
    return [cards.nth(i).get_attribute("aria-label").split("; counts for you: ")[0] for i in range(cards.count())]

def seed_where_you_hold(kind: str, players: int = 3) -> int:
    """A seed whose deal gives seat 0 a Rise & Fall card and no Selling card (kind='close') or
    both (kind='sell')."""
    for seed in range(1, 500):
        hand = new_game("bourse", {"players": players}, seed).holding_keys(0)
        rf = any(k.startswith("RF") for k in hand)
        if rf and (("SELL" in hand) == (kind == "sell")):
            return seed
    raise AssertionError("no such seed")


def open_bourse(page, site_url, hash_):
    """The Bourse demo (the options in ``hash_``), ready to play, on the test's clock
    (virtual_time.freeze)."""
    return open_demo(page, f"{site_url}games/bourse/{hash_}", "ready|paused|between", clock=True)


def test_bourse_G_2_a_whole_hand_by_keyboard_to_the_score_and_a_reload_keeps_it(page, site_url):
    seed = seed_where_you_hold("close")
    d = open_bourse(page, site_url, f"#players=3&speed=slow&seed={seed}")
    freeze(page)  # the bots move only as the test lets the table's time pass: none calls before the reader
    d.get_by_role("button", name="Start: take up the hands").click()
    expect(d).to_have_attribute("data-phase", "running")
    cards = d.get_by_role("group", name="Your cards: press to select").get_by_role("button")
    expect(cards.first).to_be_enabled()
    # every Rise & Fall card drawn says where its face comes from, and its evidence is beside it
    names = face_names(cards)
    marks = (", Reconstruction", ", Partly from the text", ", From the text")
    # a Rise & Fall card counts for you, and its name says why (bourse-D-2..5)
    whole = [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]
    assert all("; counts for you: your Rise & Fall card" in n for n in whole if n.startswith(("Rise", "Fall"))), whole
    assert any(n.startswith(("Rise", "Fall")) for n in names)
    assert all(n.endswith(marks) for n in names if n.startswith(("Rise", "Fall")))
    evidence = d.locator(".bo-evidence")
    evidence.locator("summary").click()
    expect(evidence).to_contain_text("Evidence:")
    # select one capital card by keyboard and call its number
    capital = next(i for i, n in enumerate(names) if not n.startswith(("Rise", "Fall", "Selling")))
    cards.nth(capital).focus()
    page.keyboard.press("Space")
    expect(cards.nth(capital)).to_have_attribute("aria-pressed", "true")
    call = d.get_by_role("button", name="Call 1: exchange the 1 selected card")
    call.focus()
    page.keyboard.press("Enter")
    expect(d.get_by_role("region", name="Table log entries")).to_contain_text("You call “One!”")
    # close the market by keyboard
    close = d.get_by_role("button", name="Close the market")
    close.focus()
    page.keyboard.press("Enter")
    result = d.get_by_role("region", name="Hand result")
    advance_until(page, result.is_visible)
    # the exchange may have brought you the Selling card: then the same button calls Sell (bourse-G-3)
    expect(result.get_by_role("heading", level=3)).to_contain_text(re.compile("Hand 1 is scored, starting with you, who called “(Close|Sell)”"))
    expect(result.get_by_role("region").first).to_have_attribute("aria-label", re.compile(r"^You: "))
    # the reader's own result first, right under the heading: the hand's amount and the total
    yours = result.locator("h3 + .bo-result__yours")
    expect(yours).to_have_text(re.compile(r"^Your hand 1: ([+−]\d+|0), and your total is −?\d+\. You: "))
    # every line cites its clause, one tap further, by a link named by the clause's words (not its id)
    lines = result.locator(".bo-line")
    assert lines.count() >= 1
    for line in lines.all():
        links = line.locator(".bo-line__clause a")
        assert links.count() >= 1, line.inner_text()
        assert all(a.get_attribute("href").startswith("#bourse-") and "bourse-" not in a.inner_text() for a in links.all())
    # every hand is named by the engine's card names ("2 × London"), never by its keys ("LON LON")
    shown = result.evaluate(SHOWN)
    assert "Hand: " in shown and not notation(shown, "bourse"), (notation(shown, "bourse"), shown[:1500])
    live = d.locator(".bo-live")  # announcements are batched on a page timer (table/log.js): let it run
    advance_until(page, lambda: "Hand 1 is scored" in live.inner_text())
    assert live.inner_text().index("Your hand 1:") < live.inner_text().index("Hand 1 is scored"), "the reader's own result is said first"
    sheet = d.get_by_role("region", name="Score sheet table")
    expect(sheet).to_contain_text(re.compile(r"You \((Close|Sell)\)"))
    total = sheet.locator("tfoot td").nth(1).inner_text()
    # a reload brings the same game back, scored hand and totals included
    page.reload()
    d = demo(page)
    wait_ready(d)
    expect(d.locator(".bo-notices")).to_contain_text("Your game was restored")
    expect(d.get_by_role("region", name="Score sheet table").locator("tfoot td").nth(1)).to_have_text(total)
    expect(d.get_by_role("button", name="Next hand: take up the hands")).to_be_visible()


def test_bourse_G_3_the_selling_holder_sells_and_the_link_shares_the_game(page, site_url):
    seed = seed_where_you_hold("sell", players=4)
    d = open_bourse(page, site_url, f"#players=4&speed=slow&seed={seed}")
    link = d.get_by_role("link", name="Link to this game")
    assert re.fullmatch(rf"#players=4&speed=slow&rise_fall_set=archive&target=200&.*&seed={seed}", link.get_attribute("href"))
    freeze(page)
    d.get_by_role("button", name="Start: take up the hands").click()
    d.get_by_role("button", name="Sell (close the market)").click()
    result = d.get_by_role("region", name="Hand result")
    advance_until(page, result.is_visible)
    expect(result.get_by_role("heading", level=3)).to_contain_text("called “Sell”")
    expect(result.locator("a[href='#bourse-H-1']").first).to_be_attached()  # the Selling card's line cites its clause


def test_bourse_special_1d_a_mixed_call_is_refused_with_its_clause(page, site_url):
    seed = seed_where_you_hold("close")
    d = open_bourse(page, site_url, f"#players=3&speed=slow&seed={seed}")
    freeze(page)  # no bot closes the hand while the reader chooses
    d.get_by_role("button", name="Start: take up the hands").click()
    cards = d.get_by_role("group", name="Your cards: press to select").get_by_role("button")
    expect(cards.first).to_be_enabled()
    names = face_names(cards)
    caps = [i for i, n in enumerate(names) if not n.startswith(("Rise", "Fall", "Selling"))]
    first = caps[0]
    other = next(i for i in caps if names[i] != names[first])
    cards.nth(first).click()
    cards.nth(other).click()
    d.get_by_role("button", name="Call 2: exchange the 2 selected cards").click()
    expect(d.locator(".bo-message")).to_contain_text("same city")
    expect(d.locator(".bo-message a[href='#bourse-special-1d']")).to_have_count(1)  # the clause, behind its words


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_bourse_table_in_play_passes_axe(page, site_url, scheme):
    # dark: the hand's buttons, Close and the balance check's button once measured 2.48:1
    page.emulate_media(color_scheme=scheme)
    seed = seed_where_you_hold("close")
    d = open_bourse(page, site_url, f"#players=5&speed=fast&seed={seed}")
    expect(page.locator("body")).to_have_attribute("data-md-color-scheme", "slate" if scheme == "dark" else "default")
    freeze(page)
    d.get_by_role("button", name="Start: take up the hands").click()
    advance_until(page, lambda: d.locator(".bo-log__list li").count() >= 5)  # the bots have played a while
    d.get_by_role("button", name="Close the market").click()
    result = d.get_by_role("region", name="Hand result")
    advance_until(page, result.is_visible)
    page.mouse.move(0, 0)  # audit the table as shown, not a link the pointer happens to hover after the layout moved
    violations = audit(page)
    assert not violations, "\n".join(violations)


def test_bourse_A_2_the_balance_check_shows_the_reconstructions_side_by_side(page, site_url):
    d = open_bourse(page, site_url, "#players=3&speed=fast&seed=4")
    section = d.get_by_role("region", name="Balance of the reconstructions")
    section.get_by_role("button", name="Run the check (100 bot games per set)").click()
    expect(section.get_by_role("status")).to_contain_text(
        "The archive's reconstruction: no card and no seat is absurdly strong", timeout=600_000)  # 600 games in the worker
    sets = section.locator("table.bo-balance__sets")
    expect(sets.locator("tbody tr")).to_have_count(6)
    expect(sets).to_contain_text("Card 7 as")
    expect(sets).to_contain_text("Rise-only cards")
    expect(section.get_by_role("img").first).to_have_attribute("aria-label", re.compile("^Bar chart"))
    first = section.locator("details.bo-balance__set").first
    expect(first.locator("caption").first).to_contain_text("The archive's reconstruction")
    expect(first.locator("table").first.locator("tbody tr")).to_have_count(3)


def test_bourse_F_2_match_a_bot_call_through_the_ui(page, site_url):
    seed = seed_where_you_hold("close", players=4)
    d = open_bourse(page, site_url, f"#players=4&speed=steady&seed={seed}")
    freeze(page)  # between the bot's call and the reader's match, no other bot can meet it
    d.get_by_role("button", name="Start: take up the hands").click()
    log = d.get_by_role("region", name="Table log entries")
    match = d.get_by_role("button", name=re.compile("^Match with selected cards: Player \\d’s call of 1$")).first
    next_hand = d.get_by_role("button", name="Next hand: take up the hands")
    cards = d.get_by_role("group", name="Your cards: press to select").get_by_role("button")

    def a_call_to_match():  # a bot may close the hand before calling 1: then the next hand
        if next_hand.is_visible():
            next_hand.click()
        return match.count() > 0

    # The reader's move is dated at the page's time, which can be up to a tick past the table's
    # last tick; a bot whose reaction falls in between acts first (the engine runs every bot due
    # before a move) and may meet the call. Then the call is gone, the reader's match changes
    # nothing, and the reader matches the next call: at most five, in the table's time.
    for _ in range(5):
        advance_until(page, a_call_to_match, limit_ms=20 * 60_000)
        for i in range(cards.count()):  # nothing left selected from a match that came too late
            if cards.nth(i).get_attribute("aria-pressed") == "true":
                cards.nth(i).click()
        names = face_names(cards)
        card = cards.nth(next(i for i, n in enumerate(names) if not n.startswith(("Rise", "Fall", "Selling"))))
        card.click()
        expect(card).to_have_attribute("aria-pressed", "true")
        received = log.get_by_text(re.compile("You receive ")).count()
        match.click()
        settle(page)
        if log.get_by_text(re.compile("You receive ")).count() > received:
            break
    else:
        raise AssertionError("five calls were met by a bot before the reader's match")
    expect(log).to_contain_text("You receive ")


# What the reader sees, read from the page in the same task that reloads it (no bot move can come
# between): the hand, the players (totals, card counts, who calls), the open calls, the log.
SNAPSHOT_AND_RELOAD = """() => {
    const d = document.querySelector('.md-content .topeka-demo');
    const texts = (sel) => [...d.querySelectorAll(sel)].map((e) => e.textContent.trim());
    const snap = {
        hand: [...d.querySelectorAll('[role=group][aria-label="Your cards: press to select"] button')]
            .map((b) => b.getAttribute('aria-label')),
        seats: texts('[aria-label="Players at the table"] > li'),
        calls: texts('[aria-label="Calls on the table"] li'),
        log: texts('[aria-label="Table log entries"] li'),
        phase: d.dataset.phase,
    };
    location.reload();
    return snap;
}"""


def shown(d):
    """The same, read by accessible roles."""
    return {
        "hand": [b.get_attribute("aria-label") for b in
                 d.get_by_role("group", name="Your cards: press to select").get_by_role("button").all()],
        "seats": [li.text_content().strip() for li in d.get_by_role("list", name="Players at the table").get_by_role("listitem").all()],
        "calls": [li.text_content().strip() for li in d.get_by_role("region", name="Calls on the table").get_by_role("listitem").all()],
        "log": [li.text_content().strip() for li in d.get_by_role("region", name="Table log entries").get_by_role("listitem").all()],
    }


def reload_now_and_compare(page, d):
    # wait for the new document's load: until then the old page still says Ready
    with page.expect_event("load", timeout=BOOT_TIMEOUT_MS):
        before = page.evaluate(SNAPSHOT_AND_RELOAD)
    phase = before.pop("phase")
    d = demo(page)
    wait_ready(d)
    # a hand in play comes back paused; a scored one (a bot may have closed) as it was
    expect(d).to_have_attribute("data-phase", "paused" if phase == "running" else phase, timeout=30_000)
    log = d.get_by_role("region", name="Table log entries").get_by_role("listitem")
    expect(log.first).to_have_text("Game restored after a reload.")
    added = ["Game restored after a reload."] + (["Paused when the page was left."] if phase == "running" else [])
    after = shown(d)
    assert after["log"][:len(added)] == added
    assert {**after, "log": after["log"][len(added):]} == before
    return d, phase


def test_bourse_reload_right_after_start_and_after_a_call_restores_what_was_shown(page, site_url):
    """The rule for every demo: saving must never lose what the reader saw, even when the
    page is reloaded in the same moment as an action."""
    seed = seed_where_you_hold("close")
    d = open_bourse(page, site_url, f"#players=3&speed=slow&seed={seed}")
    # The table's time stands still throughout (and through the reloads: the page's clock stays
    # installed, and frozen, across them; the page boots without its timers): no bot closes the
    # hand between the start and the reload, nor between the reader reading the hand and calling.
    # With the bots in real time a bot could, on a slow machine, and the call then found no hand.
    freeze(page)
    d.get_by_role("button", name="Start: take up the hands").click()
    expect(d).to_have_attribute("data-phase", "running")
    d, phase = reload_now_and_compare(page, d)
    assert phase == "running"
    d.get_by_role("button", name="Resume").click()
    expect(d).to_have_attribute("data-phase", "running")
    cards = d.get_by_role("group", name="Your cards: press to select").get_by_role("button")
    expect(cards.first).to_be_enabled()
    names = face_names(cards)
    cards.nth(next(i for i, n in enumerate(names) if not n.startswith(("Rise", "Fall", "Selling")))).click()
    d.get_by_role("button", name="Call 1: exchange the 1 selected card").click()
    expect(d.get_by_role("region", name="Table log entries")).to_contain_text("You call “One!”")
    d, _ = reload_now_and_compare(page, d)
    expect(d.get_by_role("region", name="Table log entries")).to_contain_text("You call “One!”")


def test_bourse_hash_options_come_from_the_engine_schema_bad_ones_are_named_and_defaulted(page, site_url):
    """The hash is read with the engine's schemas: a bad or unknown field is named with the rule it
    breaks and replaced by its default; the readings the text leaves open (bourse-special-5-game-a,
    bourse-H-2) reach the engine as parameters, and "How to play" words them with their clauses."""
    d = open_bourse(page, site_url, "#players=8&speed=warp&target=300&target_rule=exceed&selling_penalty=-1"
                                  "&penalty_without_rise_fall=0&colour=red&seed=9")
    notice = d.locator(".bo-notice").first
    expect(notice).to_contain_text("players=8: a whole number, 3 to 7")
    expect(notice).to_contain_text("speed=warp: one of fast, steady, slow, mixed")
    expect(notice).to_contain_text("selling_penalty=-1: a whole number, at least 0")
    expect(notice).to_contain_text('"colour" is not an option')
    expect(d.get_by_role("list", name="Players at the table").get_by_role("listitem")).to_have_count(4)
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('topeka.bourse') || '{}').record || {}).params")
    params = json.loads(page.evaluate("localStorage.getItem('topeka.bourse')"))["record"]["params"]
    assert (params["players"], params["target"], params["target_rule"], params["selling_penalty"],
            params["penalty_without_rise_fall"]) == (4, 300, "exceed", 10, False)
    how = d.locator(".topeka-howto")
    expect(how).to_contain_text("over 300")
    expect(how).to_contain_text("unless his hand counts nothing")
    expect(how.locator("a[href='#bourse-H-2']")).to_have_count(1)
    # the Options form holds the options in play, the readings among them
    d.locator(".bo-options summary").click()
    expect(d.get_by_label("The end: the target", exact=True)).to_have_value("exceed")
    expect(d.get_by_label("Game to", exact=True)).to_have_value("300")


def test_bourse_A_2_a_named_reconstruction_is_played_from_the_options(page, site_url):
    """The named alternative Rise & Fall sets are playable: chosen in the Options, the next game is
    dealt with that set's faces (Rise-only cards: every card but the text's card 10 only rises)."""
    d = open_bourse(page, site_url, "#players=7&speed=slow&seed=3")
    d.locator(".bo-options summary").click()
    faces = d.get_by_label("The Rise & Fall faces", exact=True)
    expect(faces).to_have_value("archive")
    faces.select_option(label="Rise-only cards")
    d.get_by_label("Deal number", exact=True).fill("3")  # you are dealt card 10 (the text's) and card 9
    d.get_by_role("button", name="New game with these options").click()
    expect(d.get_by_role("link", name="Link to this game")).to_have_attribute(
        "href", re.compile(r"[#&]rise_fall_set=rise-only&"))
    page.wait_for_function("() => ((JSON.parse(localStorage.getItem('topeka.bourse') || '{}').record || {}).params"
                           " || {}).rise_fall_set === 'rise-only'")
    freeze(page)
    d.get_by_role("button", name="Start: take up the hands").click()
    cards = d.get_by_role("group", name="Your cards: press to select").get_by_role("button")
    expect(cards.first).to_be_enabled()
    names = face_names(cards)
    rf = sorted(n for n in names if n.startswith(("Rise", "Fall")))
    assert len(rf) == 2 and rf[0].startswith("Rise 10") and "Fall 10" in rf[0], rf  # the text's own card
    assert rf[1].startswith("Rise 9") and "Fall" not in rf[1], rf


# Every word on a card's face, as laid out: how many line boxes it takes (a word broken across
# lines takes two or more) and whether the face clips it (wider than the part of the card it is in).
CARD_WORDS = """(root) => {
  const out = [];
  for (const el of root.querySelectorAll('.bo-card [class^="bo-card__"], .bo-card [class*=" bo-card__"]')) {
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE) continue;
      const box = el.getBoundingClientRect();
      for (const m of node.data.matchAll(/\\S+/g)) {
        const r = document.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        const rects = [...r.getClientRects()].filter((x) => x.width > 0);
        const w = r.getBoundingClientRect();
        out.push({ word: m[0], lines: rects.length,
                   clipped: w.left < box.left - 0.5 || w.right > box.right + 0.5 });
      }
    }
  }
  return out;
}"""


@pytest.mark.parametrize("size", [(1280, 800), (360, 740)], ids=["desktop", "phone"])
def test_bourse_cards_reconstructed_faces_are_marked_and_no_word_on_a_card_is_broken(page, site_url, size):
    """A Rise & Fall card is marked with where its face comes from ('Reconstruction' for
    the faces the text does not print), and no word on any card in the hand is split across lines
    ('RECONSTRUCTI / ON') or cut off by the card's edge, on a desktop and on a phone."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    seed = seed_where_you_hold("close", players=3)
    d = open_bourse(page, site_url, f"#players=3&speed=slow&seed={seed}")
    freeze(page)
    d.get_by_role("button", name="Start: take up the hands").click()
    hand = d.get_by_role("group", name="Your cards: press to select")
    expect(hand.get_by_role("button").first).to_be_enabled()
    marks = hand.locator(".bo-card__recon")
    assert marks.count() >= 1
    assert set(marks.all_text_contents()) <= {"From the text", "Partly from the text", "Reconstruction"}, \
        marks.all_text_contents()
    words = hand.evaluate(CARD_WORDS)
    assert len(words) >= hand.get_by_role("button").count(), words  # every card's words were measured
    bad = [w for w in words if w["lines"] != 1 or w["clipped"]]
    assert not bad, bad
