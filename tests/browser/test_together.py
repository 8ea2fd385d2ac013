"""Play together: a table of people across browsers, which the host's page holds. Three
browser contexts (a host and two players, one of them on a 360 px phone) play by roles, through
the session's own rendezvous (the PeerJS server conftest.py starts and stops): a whole round of
Gavitt's 1903 rules, a whole hand of Bourse, a whole railway game. No message a player's page
receives shows another seat's hand, a token or the seed; a player who drops comes back to the same
seat and view; a host who reloads brings the table back and the players reconnect; a hundred bad
messages from a player change nothing; the game's record replays in the ordinary demo."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from games import replay as engine_replay
from gavitt_play import table_state
from notation import notation
from test_railway_demo import SHOWN
from together_play import (PHONE, assert_only_own_seat, close_contexts, deal, debug, demo, gavitt_step, join, new_page,
                           open_host, own_moves, press_now, seat_line, tap, until)

pytestmark = pytest.mark.browser


@pytest.fixture(autouse=True)
def _people_leave():
    """Each person's device (browser context) is closed after the test: no table plays on beside the next."""
    yield
    close_contexts()


GAVITT_1903 = "games/gavitt-1903/"


def amounts(d) -> list[str]:
    return re.findall(r"\$[\d,]+", d.locator(".gv-seats").inner_text())


def test_gse1903_a_whole_round_by_three_people_in_three_browsers(browser, guarded_page, site_url):
    """A host and two players (one on a phone) at a five-broker table with two fast bots play one
    whole round of the 1903 rules; each person's moves are their own seat's, the round ends on every
    page with the same scores, and no player ever receives another's hand."""
    host, hd, link = open_host(browser, guarded_page, site_url, GAVITT_1903, "#players=5&speed=fast")
    ann, ad = join(browser, guarded_page, link, "Ann", "Broker 2")
    bob, bd = join(browser, guarded_page, link, "Bob", "Broker 4", viewport=PHONE)
    seat_line(hd, "Broker 2: Ann")
    seat_line(hd, "Broker 4: Bob")
    seat_line(ad, "Broker 4: Bob")
    deal(hd)
    for d in (ad, bd):
        expect(d.locator(".gv-phase")).to_have_text("Waiting for the host's signal.")
        expect(d.locator(".gv-hand .gv-card--back")).to_have_count(8)  # face down until the signal
        expect(d.get_by_role("button", name="Start: dealer's signal")).to_be_hidden()  # the host's control
    hd.get_by_role("button", name="Start: dealer's signal").click()
    pages = (hd, ad, bd)
    for d in pages:
        expect(d).to_have_attribute("data-phase", "running")

    def round_over():
        for d in pages:
            gavitt_step(d)
        return all(d.get_attribute("data-phase") in ("between", "over") for d in pages)

    until(round_over, "the round of three people and two fast bots ended", pages=pages)
    for d in pages:
        expect(d.locator(".gv-result")).to_be_visible()
    assert amounts(ad) == amounts(hd) == amounts(bd), (amounts(hd), amounts(ad), amounts(bd))
    # each person made moves of their own seat, in their own words
    for d in pages:
        assert own_moves(d), d.locator(".gv-log__list").inner_text()[:800]
    # the host's log names the others by their seats; a player's page says "You" for its own
    assert any(x.startswith("Broker 2: “") or x.startswith("Broker 2 take") for x in hd.locator(".gv-log__list > li").all_inner_texts())
    # privacy: everything the players' pages received is their own seat's
    assert assert_only_own_seat(tap(ann), 1) > 10
    assert assert_only_own_seat(tap(bob), 3) > 10
    for d, game in ((ad, "gavitt"), (bd, "gavitt")):
        shown = d.evaluate(SHOWN)
        assert not notation(shown, game), notation(shown, game)


# A person's call of one capital at the Bourse table, in one look and click (the table moves on in
# real time: a bot may close the market between a look and a later click): while the hand runs and
# you have no call open, select one card that is neither a Rise & Fall card nor the Selling card,
# and call it.
BOURSE_CALL_ONE = """root => {
  if (root.dataset.phase !== "running" || !root.querySelector(".bo-mycall").hidden) return false;
  const usable = (b) => b.offsetParent !== null && !b.disabled;
  const cards = [...root.querySelectorAll('[role=group][aria-label="Your cards: press to select"] button')];
  cards.filter((b) => b.getAttribute("aria-pressed") === "true").forEach((b) => b.click());
  const capital = cards.find((b) => usable(b) && !/^(Rise|Fall|Selling|Card )/.test(b.getAttribute("aria-label") || ""));
  if (!capital) return false;
  capital.click();
  const call = [...root.querySelectorAll("button")].find((b) => usable(b) && b.getAttribute("aria-label") === "Call 1: exchange the 1 selected card");
  if (call) call.click();
  return !!call;
}"""

# Whether the log (newest first) says "You call “One!”" since the last deal.
CALLED_THIS_HAND = """log => {
  for (const li of log.querySelectorAll("li")) {
    if (/-log--deal\\b/.test(li.className)) return false;
    if (li.textContent.includes("You call “One!”")) return true;
  }
  return false;
}"""

# The number of the newest scored hand, if this person called in it: its lines of the log, from its
# "Hand N is scored" back to its deal. (Read once the hands are scored: by then the next hand's
# deal may be in the log too, above the score, so "since the last deal" would find no call.)
CALLED_IN_SCORED_HAND = """log => {
  let hand = null;
  for (const li of log.querySelectorAll("li")) {
    const m = /^Hand (\\d+) is scored/.exec(li.textContent);
    if (hand === null) { if (m) hand = Number(m[1]); continue; }
    if (/-log--deal\\b/.test(li.className)) return null;
    if (li.textContent.includes("You call “One!”")) return hand;
  }
  return null;
}"""


def test_bourse_a_whole_hand_by_three_people_in_three_browsers(browser, guarded_page, site_url):
    """A host and two players at a four-player Bourse table (one fast bot): each calls, and the
    hand is closed and scored on every page alike. The deal is the table's own (a fresh seed) and
    the bot may close a hand before everyone has called: then the host deals the next hand, until
    a hand in which all three called is scored (in any weather)."""
    host, hd, link = open_host(browser, guarded_page, site_url, "games/bourse/", "#players=4&speed=fast")
    ann, ad = join(browser, guarded_page, link, "Ann", "Player 2", viewport=PHONE)
    bob, bd = join(browser, guarded_page, link, "Bob", "Player 3")
    deal(hd)
    for d in (ad, bd):
        expect(d.locator(".bo-phase")).to_have_text("Waiting for the host's signal.")
    hd.get_by_role("button", name="Start: take up the hands").click()
    pages = (hd, ad, bd)
    next_hand = hd.get_by_role("button", name="Next hand: take up the hands")
    logs = [d.get_by_role("region", name="Table log entries") for d in pages]

    def called() -> set[int]:
        return {i for i in range(3) if logs[i].evaluate(CALLED_THIS_HAND)}

    def step(i, d):
        if len(called()) == 3:
            press_now(d.get_by_role("button", name=re.compile("^(Close the market|Sell \\(close the market\\))$")))
        elif i not in called():
            d.evaluate(BOURSE_CALL_ONE)

    def scored():
        for i, d in enumerate(pages):
            step(i, d)
        if not all(d.get_by_role("region", name="Hand result").is_visible() for d in pages):
            return False
        hands = [logs[i].evaluate(CALLED_IN_SCORED_HAND) for i in range(3)]
        if hands[0] is not None and hands == [hands[0]] * 3:
            return hands[0]
        if press_now(next_hand):  # the hand was closed before all three called: the next hand
            expect(hd).to_have_attribute("data-phase", "running")
        return False

    hand = until(scored, "a hand of three people and a fast bot, in which each called, was scored", pages=pages)
    totals = [d.locator(".bo-seat__score").all_inner_texts() for d in pages]
    assert totals[0] == totals[1] == totals[2], totals
    for d in pages:
        expect(d.get_by_role("region", name="Hand result").get_by_role("heading", level=3)).to_contain_text(f"Hand {hand} is scored")
    assert assert_only_own_seat(tap(ann), 1) > 5
    assert assert_only_own_seat(tap(bob), 2) > 5


# One move of a person at the railway table who plays for their train, as the table shows it: call
# "Pass!" for a card, or let it go; lay the train down; take the top of the pack; discard a Green
# the table stars (it moves their train), else a card it does not star that is not a Red (a Red
# shunts the others back: discarding every Red drawn makes a game without end), else any card. In
# one look and click (the table moves on in real time).
RAILWAY_MOVE = """root => {
  const name = (b) => (b.getAttribute("aria-label") || b.textContent).trim();
  const shown = [...root.querySelectorAll("button")].filter((b) => b.offsetParent !== null && !b.disabled);
  for (const re of [/^Pass! Take/, /^Let it go$/, /^Lay down your train$/, /^Take the top of the pack$/]) {
    const b = shown.find((x) => re.test(name(x)));
    if (b) { b.click(); return true; }
  }
  const starred = new Set([...root.querySelectorAll(".rw-hand .rw-card--counts .rw-card__name")].map((e) => "Discard " + e.textContent));
  const discards = shown.filter((x) => name(x).startsWith("Discard "));
  const b = discards.find((x) => starred.has(name(x)) && /Green/.test(name(x)))
    || discards.find((x) => !starred.has(name(x)) && !/Red/.test(name(x))) || discards.find((x) => !starred.has(name(x)))
    || discards[0];
  if (b) b.click();
  return !!b;
}"""


def railway_move(d) -> bool:
    return d.evaluate(RAILWAY_MOVE)


def test_railway_a_whole_game_by_three_people_and_a_bot_then_its_record_replays(browser, guarded_page, site_url):
    """Three people and the strongest bot play a whole railway game (the shorter one: an engine and
    any three, out of the station in three moves); every page shows the end; each player gets the game's record once it is over, and
    "Replay this game" plays it again in the ordinary demo, from that player's seat, to the same end."""
    host, hd, link = open_host(browser, guarded_page, site_url, "games/railway/", "#players=4&strength=3&short=1&moves_to_win=3&speed=fast")
    ann, ad = join(browser, guarded_page, link, "Ann", "Player 2")
    bob, bd = join(browser, guarded_page, link, "Bob", "Player 3", viewport=PHONE)
    deal(hd)
    pages = (hd, ad, bd)
    for d in pages:
        expect(d).to_have_attribute("data-phase", re.compile("turn|waiting|claim"))

    def over():
        for d in pages:
            railway_move(d)
        return all(d.get_attribute("data-phase") == "over" for d in pages)

    until(over, "the railway game of three people ended", pages=pages)
    scores = [d.locator(".rw-scoring").inner_text() for d in pages]
    assert all(scores), scores
    # each player received the record once the game was over, and only then the seed
    for page, seat in ((ann, 1), (bob, 2)):
        got = tap(page)
        assert assert_only_own_seat(got, seat) > 10
        records = [m["record"] for m in got if m.get("k") == "record"]
        assert len(records) == 1 and engine_replay(records[0]).is_over
    # Replay this game: the same game again, move by move, in the ordinary demo, from Ann's seat
    ad.get_by_role("button", name="Replay this game").click()
    expect(ad.locator(".tk-status")).to_have_text("Replaying the game from your seat, move by move.")
    expect(ad.locator(".rw-log__list > li").first).to_be_visible()  # the moves come one by one, in the log
    ad.get_by_role("button", name="Show the end now").click()
    expect(ad.locator(".tk-status")).to_have_text("The replay is over: this is how the game ended.", timeout=600_000)
    expect(ad).to_have_attribute("data-phase", "over")
    assert ad.locator(".rw-scoring").inner_text() == scores[1]


def paused_table_of_two(browser, guarded_page, site_url):
    """A host and Ann at a four-broker 1903 table with two slow bots, dealt, signalled, then paused
    by the host (nothing moves while the test looks): -> (host page, host demo, link, Ann's page, her demo)."""
    host, hd, link = open_host(browser, guarded_page, site_url, GAVITT_1903, "#players=4&speed=slow")
    ann, ad = join(browser, guarded_page, link, "Ann", "Broker 2")
    deal(hd)
    hd.get_by_role("button", name="Start: dealer's signal").click()
    expect(ad).to_have_attribute("data-phase", "running")
    expect(ad.locator(".gv-hand .gv-card--back")).to_have_count(0)
    hd.get_by_role("button", name="Pause").click()
    expect(ad.locator(".gv-phase")).to_have_text("The host has paused the game.")
    return host, hd, link, ann, ad


def test_a_player_who_drops_comes_back_to_the_same_seat_and_view_and_so_does_a_host_who_reloads(browser, guarded_page, site_url):
    host, hd, link, ann, ad = paused_table_of_two(browser, guarded_page, site_url)
    hand = table_state(ad)["hand"]
    assert len(hand) == 8
    # Ann's page closes: her seat waits for her
    ann.close()
    seat_line(hd, "Broker 2: Ann, connection lost")
    expect(hd.locator(".gv-log__list")).to_contain_text("Ann (Broker 2) lost the connection; the seat waits 60 seconds for them.")
    # she opens the link again in the same browser: her token brings her back to her seat, no question asked
    ann = join_again(browser, guarded_page, link, ad)
    ad = demo(ann)
    expect(ad.locator(".tk-panel")).to_contain_text("You play Broker 2")
    expect(ad).to_have_attribute("data-phase", "paused")
    assert table_state(ad)["hand"] == hand
    seat_line(hd, "Broker 2: Ann")
    expect(hd.locator(".gv-log__list")).to_contain_text("Ann is back at the seat of Broker 2.")
    # the host reloads: the same room opens again, the game comes back paused, Ann reconnects
    host.reload()
    hd = demo(host)
    expect(hd.get_by_role("button", name="Resume")).to_be_visible(timeout=300_000)
    expect(hd.locator(".tk-panel")).to_contain_text("You are the host")
    seat_line(hd, "Broker 2: Ann")
    expect(ad.locator(".tk-status")).to_have_text("The host is back: the table goes on.")
    hd.get_by_role("button", name="Resume").click()
    expect(ad).to_have_attribute("data-phase", "running")
    assert table_state(ad)["hand"] == hand
    # and the game goes on: Ann's move reaches the host's table
    assert gavitt_step(ad)
    expect(hd.locator(".gv-log__list")).to_contain_text(re.compile("Broker 2(: “| takes)"))


LOST = "The host did not answer your move (the connection dropped). If the table does not show it, make it again."


def test_a_move_whose_answer_is_lost_is_given_up_and_the_next_move_is_answered(browser, guarded_page, site_url):
    """The host's answer to Ann's move is lost (as with a connection that drops): her page does not
    wait for it for ever. It tells her in plain words, and her next move is answered."""
    host, hd, link, ann, ad = paused_table_of_two(browser, guarded_page, site_url)
    # a move while the host has paused is refused in a player's words: she cannot press Resume herself
    offers = table_state(ad)["offers"]
    ad.locator(".gv-hand__cards button").first.click()
    ad.get_by_role("button", name=re.compile("^Offer selected")).click()
    expect(ad.locator(".gv-message")).to_have_text("The host has paused the game.")
    assert table_state(ad)["offers"] == offers and debug(ad)["waiting"] == 0
    ad.get_by_role("button", name="Clear selection").click()
    hd.get_by_role("button", name="Resume").click()
    expect(ad).to_have_attribute("data-phase", "running")
    ann.evaluate("globalThis.TOPEKA_TOGETHER_LOSE_ANSWERS = 1")
    # the page's words are recorded as they appear: a bot may end the round in the 30 s the page waits
    # for the lost answer, and the round's result then takes the message's place, as it should
    ad.evaluate("""(root, said) => { window.__lostSaid = false;
        const look = () => { if (root.textContent.includes(said)) window.__lostSaid = true; };
        new MutationObserver(look).observe(root, { childList: true, subtree: true, characterData: true }); }""", LOST)
    until(lambda: gavitt_step(ad), "Ann made a move", 120, pages=(hd, ad))
    # the move is given up either way; once the round is over the move belonged to it, and the page
    # rightly says nothing of it (the round's result is what she reads)
    outcome = until(lambda: ad.evaluate("""root => window.__lostSaid ? "said" : root.dataset.phase !== "running"
        && root.topekaTogether.debug().waiting === 0 ? "round over" : "" """), "Ann's lost move was given up", 120,
        pages=(hd, ad))
    assert debug(ad)["waiting"] == 0
    if outcome == "round over":
        return

    def answers():
        return sum(1 for m in tap(ann) if m.get("k") == "answer")

    lost = answers()

    def answered():
        gavitt_step(ad)
        return answers() > lost

    until(answered, "Ann's next move was answered", 120, pages=(hd, ad))


def join_again(browser, guarded_page, link, old_demo):
    """The link opened again in the browser (context) that held the seat."""
    context = old_demo.page.context
    page = guarded_page(context.new_page())
    page.goto(link)
    return page


def bad_messages(rng: random.Random, n: int = 100) -> list[str]:
    """Messages no page of the site sends: broken JSON, other shapes, unknown kinds, moves for another
    seat or at another time, huge strings and deep nests, names too long, seats that are not free."""
    made = [
        lambda: "{not json",
        lambda: json.dumps([1, 2, 3]),
        lambda: json.dumps({"k": "act"}),
        lambda: json.dumps({"k": "act", "n": 1, "action": {"type": "offer", "seat": rng.randrange(4), "cards": ["SF", "SF"]}}),
        lambda: json.dumps({"k": "act", "n": 2, "action": {"type": "offer", "t": 0, "cards": ["SF"]}}),
        lambda: json.dumps({"k": "act", "n": 3, "action": {"type": "x" * 500}}),
        lambda: json.dumps({"k": "act", "n": 4, "action": {"type": "offer", "cards": ["SF"] * 100}}),
        lambda: json.dumps({"k": "act", "n": 5, "action": {"type": "offer", "cards": [[[[["SF"]]]]]}}),
        lambda: json.dumps({"k": "hello", "name": "N" * 200, "token": "a" * 24}),
        lambda: json.dumps({"k": "hello", "name": "Mallory", "token": "short"}),
        lambda: json.dumps({"k": "sit", "seat": 0}),
        lambda: json.dumps({"k": "sit", "seat": -1}),
        lambda: json.dumps({"k": "ping", "n": "x"}),
        lambda: json.dumps({"k": "state", "answer": {}}),
        lambda: json.dumps({"k": "act", "n": 6, "action": {"type": "offer", "cards": ["SF", "SF"]}, "seat": 0}),
        lambda: "x" * 100_000,
        lambda: json.dumps({"k": "leave", "seat": 2}),
        lambda: json.dumps({"k": "act", "n": 7, "action": {"type": "call", "word": "T" * 41}}),
    ]
    return [rng.choice(made)() for _ in range(n)]


def test_a_hundred_bad_messages_from_a_player_change_nothing(browser, guarded_page, site_url):
    host, hd, link, ann, ad = paused_table_of_two(browser, guarded_page, site_url)
    before = {"host": table_state(hd), "ann": table_state(ad), "seats": debug(hd)["hub"]["people"]}
    refused = debug(hd)["hub"]["refused"]
    messages = bad_messages(random.Random(23))
    ann.evaluate("msgs => { const raw = document.querySelector('.md-content .topeka-demo').topekaTogether.debug().raw; for (const m of msgs) raw(m); }", messages)
    until(lambda: debug(hd)["hub"]["refused"] - refused >= len(messages), "the host refused the hundred bad messages", 120)
    # (more when the page's own heartbeat fell in the flood: it is refused with the rest, and
    # changes nothing either)
    # nothing changed: the hands, the offers, the seats; the table is still Ann's and the host's;
    # the host is told once, in plain words, whose page it was
    told = "Ann (Broker 2) sent messages the table cannot take: they were ignored, and nothing changed."
    expect(hd.locator(".gv-notices")).to_contain_text(told)
    assert table_state(hd) == {**before["host"], "log": [told, *before["host"]["log"]]}
    assert table_state(ad) == before["ann"]
    assert debug(hd)["hub"]["people"] == before["seats"]
    expect(ad.locator(".gv-notices")).to_contain_text("ignored")
    # and the game goes on: once the host takes her messages again, Ann's move is played
    until(lambda: min(debug(hd)["hub"]["tokens"]) >= 5, "the flood's limit let Ann's page speak again", 120)
    hd.get_by_role("button", name="Resume").click()
    expect(ad).to_have_attribute("data-phase", "running")
    assert gavitt_step(ad)
    expect(hd.locator(".gv-log__list")).to_contain_text(re.compile("Broker 2(: “| takes)"))


def test_a_host_who_leaves_ends_the_table_for_everyone_who_keeps_the_record(browser, guarded_page, site_url):
    """The host stops playing together in the middle of a game: every player is told in words, can
    download the game's record (the game is over for everyone, so its seed may be seen now), and the
    record is a game the engine replays; the host's page goes back to a game of its own. The join is
    made by keyboard, and the host's and the player's panels pass axe."""
    from test_accessibility import audit

    host, hd, link = open_host(browser, guarded_page, site_url, "games/bourse/", "#players=3&speed=slow")
    ann = new_page(browser, guarded_page, tap=True)
    ann.goto(link)
    ad = demo(ann)
    name = ad.get_by_role("textbox", name="Your name")
    name.focus()
    ann.keyboard.type("Ann")
    ann.keyboard.press("Enter")  # the join form is sent by Enter
    take = ad.get_by_role("button", name="Take the seat of Player 2")
    take.focus()
    ann.keyboard.press("Enter")
    expect(ad.locator(".tk-panel")).to_contain_text("You play Player 2")
    seat_line(hd, "Player 2: Ann")
    assert audit(host) == [] and audit(ann) == []
    deal(hd)
    hd.get_by_role("button", name="Start: take up the hands").click()
    expect(ad).to_have_attribute("data-phase", "running")
    hd.get_by_role("button", name="Stop playing together").click()
    expect(ad.locator(".tk-status")).to_have_text("The host has ended the table.")
    with ann.expect_download() as got:
        ad.get_by_role("button", name="Download the game record").click()
    record = json.loads(Path(got.value.path()).read_text())
    game = engine_replay(record)
    assert record["game"] == "bourse" and game.players == 3 and not game.is_over
    # the host's page is a table of its own again, with no other person at it
    expect(hd.locator(".tk-panel")).to_contain_text("You stopped playing together; the others were told.")
    expect(hd.get_by_role("button", name="Play with others")).to_be_visible()
    expect(hd).to_have_attribute("data-phase", re.compile("ready|paused|between"))


def test_the_hosts_own_moves_wait_the_round_trip_of_the_farthest_player(browser, guarded_page, site_url):
    """The host's lag (games.core.fairness.HOST_LAG_CAP_MS): a player whose page is 150 ms from the
    host (each of its messages leaves 150 ms late) puts the host's own moves 150 ms or more behind,
    at most the engine's cap, and the host's panel says so in the engine's words."""
    from games.core.fairness import HOST_LAG_CAP_MS

    host, hd, link = open_host(browser, guarded_page, site_url, GAVITT_1903, "#players=4&speed=slow")
    far = new_page(browser, guarded_page, tap=True)
    far.context.add_init_script("globalThis.TOPEKA_TOGETHER_DELAY_MS = 150;")
    far.goto(link)
    fd = demo(far)
    fd.get_by_role("textbox", name="Your name").fill("Far")
    fd.get_by_role("button", name="Join the table").click()
    fd.get_by_role("button", name="Take the seat of Broker 3").click()
    expect(fd.locator(".tk-panel")).to_contain_text("You play Broker 3")
    until(lambda: debug(hd)["hub"]["lag"] >= 150, "the host measured the far player's round trips", 120)
    lag = debug(hd)["hub"]["lag"]
    assert 150 <= lag <= HOST_LAG_CAP_MS
    expect(hd.locator(".tk-lag")).to_have_text(re.compile(
        rf"^Your own moves wait [\d.]+ seconds before they reach the table, as long as the farthest player's take "
        rf"\(at most {HOST_LAG_CAP_MS / 1000:g} seconds\)"))
    # the far player leaves: nobody is far any more, and the host's moves wait no longer
    fd.get_by_role("button", name="Leave the table").click()
    until(lambda: debug(hd)["hub"]["lag"] == 0, "the host's lag fell when the far player left", 120)
