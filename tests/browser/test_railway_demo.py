"""The playable railway demo: a whole game played through the UI by accessible roles, on a
desktop and on a 360 px phone; a reload keeps the game; the options are in the shareable URL;
the axe-core audit of the table in play."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from test_accessibility import audit
from demo_pages import demo, open_demo, wait_ready
from virtual_time import advance, advance_until, freeze, settle
from limits import BOOT_TIMEOUT_MS, LAB_RUN_TIMEOUT_MS
from notation import notation

pytestmark = pytest.mark.browser

FAST = "#players=2&strength=3&speed=fast&window=3000&short=0&seed={seed}"
GAME_LIMIT_MS = 30 * 60_000  # of the table's time: a whole game of fast bots takes a few minutes
STEP_MS = 240


def open_railway(page, site_url, hash_):
    """The railway demo (the options in ``hash_``), ready to play, on the test's clock
    (virtual_time.freeze)."""
    return open_demo(page, f"{site_url}games/railway/{hash_}", "turn|waiting|claim", clock=True)


def play_one_move(d, discard: str | None = None) -> bool:
    """Make one move if the table waits for us; return whether we did. (The table's clock is frozen
    while we look and click: a claim window cannot close in between.) ``discard``: a function of
    the discard buttons, in the page, that gives the index of the one to press (else the first)."""
    for name in (re.compile("^Pass! Take"), re.compile("^Let it go$"), re.compile("^Lay down your train$"),
                 re.compile("^Take the top of the pack$"), re.compile("^Discard ")):
        b = d.get_by_role("button", name=name)
        if b.count() and b.first.is_visible():
            (b.nth(b.evaluate_all(discard)) if discard and name.pattern == "^Discard " else b.first).click()
            return True
    return False


# What the table shows a reader, less the words of its links to clauses (a clause id may be shown
# only as a link): each link's own text is left out, in the same task, so the same id written in
# plain text elsewhere is still read.
SHOWN = """d => { const links = [...d.querySelectorAll("a[href^='#'], cite")];
  const kept = links.map((a) => [...a.childNodes]);
  for (const a of links) a.replaceChildren(" ");
  const text = d.innerText;
  links.forEach((a, i) => a.replaceChildren(...kept[i]));
  return text; }"""


def assert_plain_words(d):
    """Everything the table shows in play is plain words: no seat id (P2), card key, list or identifier."""
    text = d.evaluate(SHOWN)
    found = notation(text, "railway")
    assert not found, f"{found} in: {text[:2000]}"


def play_to_the_end(page, d, look_every=25):
    """Play every move the table offers us, letting the table's time pass STEP_MS at a time while
    the bots play, until the game is over (at most GAME_LIMIT_MS of the table's time); every
    `look_every` steps, and at the end, read what the table shows for engine notation."""
    freeze(page)
    d.evaluate(OBSERVE_ANNOUNCEMENTS)
    waited = 0
    steps = 0
    where = d.evaluate(POSITIONS)
    moved = []  # the log's line for every move of a train that the track showed
    marked = 0  # cards seen marked as counting for the reader
    while d.get_attribute("data-phase") != "over":
        if waited >= GAME_LIMIT_MS:
            raise AssertionError(f"the game did not end in {GAME_LIMIT_MS // 60_000} minutes of the table's time")
        play_one_move(d)
        advance(page, STEP_MS)
        waited += STEP_MS
        steps += 1
        now = d.evaluate(POSITIONS)
        moved += move_lines(d, where, now)
        where = now
        if steps % look_every == 0:
            assert_plain_words(d)
            marked += check_hand_cards(d)
    assert_plain_words(d)
    assert marked, "no card of the hand was ever marked as counting for the reader"
    advance(page, 1000)  # the last announcements are batched on the page's timer (table/log.js)
    announced = " ".join(d.evaluate("() => window.__announced"))
    assert moved, "no train moved in a whole game"
    missing = [line for line in moved if line not in announced]
    assert not missing, f"moves logged but not announced: {missing}"


# railway-play-11, and a reader who cannot see the track must follow it: every move of a train gets a
# log line and an announcement
POSITIONS = """d => [...d.querySelectorAll('.rw-track__row')].map((row) => {
  const m = /^(.*): train at (\\d+) of/.exec(row.querySelector('[role=img]').getAttribute('aria-label'));
  return m ? [m[1], Number(m[2])] : null; })"""
OBSERVE_ANNOUNCEMENTS = """d => { window.__announced = [];
  new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes) window.__announced.push(n.textContent); })
    .observe(d.querySelector('.rw-live'), { childList: true }); }"""
LOG_LINES = "d => [...d.querySelectorAll('.rw-log__list > li')].slice(0, 12).map((li) => li.textContent)"


def move_lines(d, before, after) -> list[str]:
    """For each train the track shows on a new length, the log's newest line that moves it there
    ("Your train moves 2 lengths, to 5 of 7.", "Player 2's train is shunted back one length, to 3.")."""
    found = []
    for was, now in zip(before, after):
        if not (was and now) or was[1] == now[1]:
            continue
        whose = "Your train" if now[0] == "You" else f"{now[0]}'s train"
        line = re.compile(rf"{re.escape(whose)} (moves|is shunted back) .*, to {now[1]}\b")
        lines = [t for t in d.evaluate(LOG_LINES) if line.search(t)]
        assert lines, f"the track shows {whose.lower()} at {now[1]} (was {was[1]}), and the log says nothing: {d.evaluate(LOG_LINES)}"
        found.append(line.search(lines[0]).group(0))
    return found


def check_track_is_numbered(d):
    """railway-play-11: a train moves along the track to the exit, so every row shows its lengths
    numbered 0 (the station) to the moves a train needs, the last marked as the exit, and a laid
    train is a token on its length, also said in the row's accessible name."""
    track = d.get_by_role("region", name="Trains leaving the station")
    moves = int(re.search(r"(\d+) moves to leave", track.get_by_role("heading").inner_text()).group(1))
    rows = track.locator(".rw-track__row")
    assert rows.count() >= 2
    for i in range(rows.count()):
        row = rows.nth(i)
        expect(row.locator(".rw-cell")).to_have_text([str(n) for n in range(moves + 1)])
        expect(row.locator(".rw-cell--exit")).to_have_text(str(moves))
        expect(row).to_contain_text("exit")
        label = row.get_by_role("img").get_attribute("aria-label")
        at = re.search(r"train at (\d+) of (\d+) \(the exit\)", label)
        if at:
            expect(row.locator(".rw-cell--train")).to_have_text(at.group(1))
        else:
            assert label.endswith("train not made up yet"), label
            expect(row.locator(".rw-cell--train")).to_have_count(0)


def check_scoring(d):
    """railway-scoring-1..4: the engine's score lines in its words, each with its clauses one tap
    further ("Rules behind this", links named by the clause's words, not its id)."""
    lines = d.get_by_role("region", name="Scoring").get_by_role("list", name="How each card was scored").locator(":scope > li")
    expect(lines.first).to_be_visible()
    texts = lines.all_inner_texts()
    assert all(re.match(r"(You|Player \d): [+\u2212]?\d+ for ", t) for t in texts), texts
    hrefs = [a.get_attribute("href") for a in lines.locator("a").all()]
    assert "#railway-scoring-1" in hrefs and "#railway-scoring-3" in hrefs, hrefs
    assert all(not re.search(r"railway-\w", a.inner_text()) for a in lines.locator("a").all())
    assert d.get_by_role("region", name="Table log entries").inner_text()
    # the reader's own result comes first, under the heading: their score, or their place beside the winner's
    expect(d.get_by_role("region", name="Scoring").locator("h3 + .rw-score__yours")).to_have_text(
        re.compile(r"^(Your score is \d+\.|You finish \w+ of \w+, with \d+; the winner has \d+\.)"))


# Each card of the hand as its accessible name says it (table.js cardEl)
CARD = re.compile(r"^(?P<name>.+), counts (?P<value>\d) at the scoring(?:; counts for you: (?P<why>.+))?$")


def check_hand_cards(d) -> int:
    """Your hand is drawn as cards: each with its full name and what it counts at the scoring, and
    a card that counts for you (your train's, later the Greens that move it) starred, the reason in
    its accessible name (for a reader who cannot see the star). Returns how many were marked."""
    mine = d.get_by_role("region", name="Your station and hand")
    n = int(re.search(r"your hand, (\d+) cards", mine.get_by_role("heading").inner_text()).group(1))
    cards = mine.get_by_role("list", name=re.compile("^Your hand")).get_by_role("img")
    expect(cards).to_have_count(n)
    marked = 0
    for card in cards.all():
        label = card.get_attribute("aria-label")
        m = CARD.match(label)
        assert m, label
        assert card.inner_text().startswith(m["name"]), (card.inner_text(), label)  # the name it shows begins its name
        starred = card.locator(".rw-card__star").count() == 1
        assert starred == bool(m["why"]), label
        marked += starred
    # railway-play-1b, railway-pool-1..5: what the train still needs counts each empty place once,
    # the five places less those the starred cards fill (the full game: FAST has short=0)
    in_train = sum(bool(re.match(r"in your train", CARD.match(c.get_attribute("aria-label"))["why"] or ""))
                   for c in cards.all())
    needs = mine.locator(".rw-needs").inner_text()
    if needs.startswith("Still needed"):
        empty = 5 - in_train
        assert needs.startswith(f"Still needed, {empty} place{'s' if empty > 1 else ''}: "), (needs, in_train)
    else:
        assert needs in ("Nothing more: your train is complete.", "Your train is on the table: Green Signals move it."), needs
    return marked


def test_railway_demo_a_whole_game_through_the_ui_on_a_desktop(page, site_url):
    d = open_railway(page, site_url, FAST.format(seed=7))
    expect(d.get_by_role("region", name="Trains leaving the station")).to_be_visible()
    expect(d.get_by_role("region", name="Your station and hand")).to_contain_text("Your station:")
    check_track_is_numbered(d)
    play_to_the_end(page, d)
    check_scoring(d)
    check_track_is_numbered(d)


def test_railway_demo_a_whole_game_on_a_360px_phone(browser, site_url, guarded_page):
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    try:
        page = guarded_page(context.new_page())
        d = open_railway(page, site_url, FAST.format(seed=11))
        play_to_the_end(page, d)
        check_scoring(d)
        assert page.evaluate("document.documentElement.scrollWidth") <= 362
        problems = audit(page)  # the finished table with its score sheet, on a phone
        assert not problems, "\n".join(problems)
    finally:
        context.close()


def test_railway_demo_keyboard_and_the_claim_window(page, site_url):
    d = open_railway(page, site_url, "#players=2&strength=3&speed=fast&window=8000&short=0&seed=3")
    # our first move, by keyboard: focus the button and press Enter
    button = d.get_by_role("button", name="Take the top of the pack")
    button.focus()
    page.keyboard.press("Enter")
    # railway-play-3b: the card to put down is chosen in the hand, whose cards are now its buttons;
    # the keyboard is on the first of them, and Enter puts it down
    mine = d.get_by_role("region", name="Your station and hand")
    discard = mine.get_by_role("button", name=re.compile("^Discard "))
    expect(discard).to_have_count(9)
    expect(discard.first).to_be_focused()
    expect(d.get_by_role("region", name="Your moves").get_by_role("heading")).to_have_text("Discard: press one of your cards")
    put_down = discard.first.get_attribute("aria-label").removeprefix("Discard ")
    freeze(page)  # no bot calls "Pass" for it while we look; the claim window stays open while the audit runs
    page.keyboard.press("Enter")
    settle(page)
    expect(mine).to_contain_text("your hand, 8 cards")
    expect(d.get_by_role("region", name="Stack and exposed card")).to_contain_text(f"Exposed: {put_down}.")
    expect(d.get_by_role("region", name="Your moves")).to_be_focused()  # the keyboard stays at the table

    def claim_open():
        if d.get_attribute("data-phase") == "claim" and d.get_by_role("button", name="Let it go").count():
            return True
        play_one_move(d)
        return False

    advance_until(page, claim_open, step_ms=STEP_MS)
    claim = d.get_by_role("region", name="Pass window")
    expect(claim).to_be_visible()
    expect(claim.locator("progress")).to_have_attribute("aria-label", re.compile("Time left to call"))
    problems = audit(page)  # the table in play, with the claim window open
    assert not problems, "\n".join(problems)
    d.get_by_role("button", name="Let it go").press("n")
    expect(d.get_by_role("button", name="Let it go")).to_have_count(0)


def test_railway_demo_reload_keeps_the_game_and_the_url_shares_the_options(page, site_url):
    d = open_railway(page, site_url, FAST.format(seed=5))
    d.get_by_role("button", name="Take the top of the pack").click()
    mine = d.get_by_role("region", name="Your station and hand")
    expect(mine).to_contain_text("your hand, 9 cards")
    hand = [c.get_attribute("aria-label") for c in mine.get_by_role("img").all()]
    # the take is saved (after its answer, before the page shows it: this only makes it explicit)
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('topeka.railway') || '{}').record || { actions: [] })"
                           ".actions.some((a) => a.seat === 0)")
    page.reload()
    d = open_railway(page, site_url, "")
    mine = d.get_by_role("region", name="Your station and hand")
    expect(mine).to_contain_text("your hand, 9 cards")
    assert [c.get_attribute("aria-label") for c in mine.get_by_role("img").all()] == hand
    assert d.get_by_label("Players", exact=True).input_value() == "2" and d.get_by_label("Deal number", exact=True).input_value() == "5"
    d.locator(".rw-options-box > summary").click()  # the options are folded away until asked for
    d.get_by_label("Players", exact=True).select_option("3")
    d.get_by_role("button", name="New game with these options").click()
    expect(page).to_have_url(re.compile("players=3"))
    expect(d.get_by_role("region", name="Trains leaving the station").get_by_role("listitem")).to_have_count(3)


def test_railway_lab_runs_in_the_page(page, site_url):
    page.emulate_media(color_scheme="dark")
    d = open_railway(page, site_url, FAST.format(seed=2))
    lab = d.get_by_role("region", name="Simulation lab")
    lab.get_by_label("Games per arm").fill("4")
    lab.get_by_role("button", name="Run the lab").click()
    table = lab.get_by_role("table").first  # then the paired differences' table
    expect(table).to_be_visible(timeout=LAB_RUN_TIMEOUT_MS)
    rows = table.locator("tbody tr")
    expect(rows).to_have_count(3)
    assert "%" in rows.nth(2).inner_text()
    # every share beside its 95 % interval, as the engine computed it, and the method named
    share = r"\d+\.\d % \(\d+\.\d–\d+\.\d\)"
    wins = rows.nth(0).locator("td").nth(1).inner_text()
    assert re.fullmatch(rf"Player 1 {share}, Player 2 {share}", wins), wins
    assert re.fullmatch(share, rows.nth(2).locator("td").last.inner_text())
    expect(lab.locator(".rw-lab__out").get_by_text("In brackets: each share's 95 % Wilson score interval, in per cent.")).to_be_visible()
    problems = audit(page)  # the table in play and the lab's results, in the dark scheme
    assert not problems, "\n".join(problems)


def test_railway_lab_results_fit_a_360px_phone(browser, site_url, guarded_page):
    """The lab's tables scroll inside their own box on a phone: the page itself never scrolls sideways
    (the demo's grid column once grew to the results' width, 850 px on a 360 px screen)."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    try:
        page = guarded_page(context.new_page())
        d = open_railway(page, site_url, FAST.format(seed=2))
        lab = d.get_by_role("region", name="Simulation lab")
        lab.get_by_label("Games per arm").fill("2")
        lab.get_by_role("button", name="Run the lab").click()
        results = lab.get_by_role("region", name="Lab results", exact=True)
        expect(results).to_be_visible(timeout=LAB_RUN_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.scrollWidth") <= 362
        assert results.evaluate("e => e.scrollWidth > e.clientWidth")  # the wide table scrolls in its box
    finally:
        context.close()


def shown(d):
    """What the table shows the reader, read by accessible roles: hand, stack and exposed card,
    track, and the log's entries."""
    return {
        "hand": d.get_by_role("region", name="Your station and hand").inner_text(),
        "centre": d.get_by_role("region", name="Stack and exposed card").inner_text(),
        "track": d.get_by_role("region", name="Trains leaving the station").inner_text(),
        "log": d.get_by_role("region", name="Table log entries").get_by_role("listitem").all_inner_texts(),
    }


# In the page, the moment the discard is shown: note what the table shows (by the regions'
# accessible names) and reload in the same task, before any later answer or save.
RELOAD_WHEN_SHOWN = """() => {
  const root = document.querySelector(".md-content .topeka-demo");
  const region = (name) => root.querySelector(`[aria-label="${name}"]`);
  const mine = region("Your station and hand");
  const observer = new MutationObserver(() => {
    if (!mine.innerText.includes("your hand, 8 cards")) return;
    // Once only: a second reload() from this document, issued while the first one is
    // committing, can go through as a second navigation after the new page is Ready.
    observer.disconnect();
    sessionStorage.setItem("shown", JSON.stringify({
      hand: mine.innerText,
      centre: region("Stack and exposed card").innerText,
      track: region("Trains leaving the station").innerText,
      log: [...region("Table log entries").querySelectorAll("li")].map((li) => li.innerText),
    }));
    location.reload();
  });
  observer.observe(mine, { childList: true, subtree: true, characterData: true });
  window.topekaBeforeReload = true;
}"""


def test_railway_demo_a_reload_right_after_a_discard_restores_what_was_shown(page, site_url):
    # Slow bots and a long "Pass" window; the reload comes in the very task that showed the
    # discard, so only a save made by then (synchronously) can bring the game back as shown.
    d = open_railway(page, site_url, "#players=2&strength=3&speed=slow&window=60000&short=0&seed=5")
    mine = d.get_by_role("region", name="Your station and hand")
    d.get_by_role("button", name="Take the top of the pack").click()
    expect(mine).to_contain_text("your hand, 9 cards")
    discard = d.get_by_role("button", name=re.compile("^Discard "))
    card = discard.first.get_attribute("aria-label").removeprefix("Discard ")  # a card of the hand is its button
    page.evaluate(RELOAD_WHEN_SHOWN)
    # The new document's load, not any navigation: a replaceState of the hash in the old
    # document is a navigation to Playwright too, and would let the checks below read the old page.
    with page.expect_event("load", timeout=BOOT_TIMEOUT_MS):
        discard.first.click()
    assert page.evaluate("window.topekaBeforeReload === undefined"), "the page was not reloaded"
    d = demo(page)
    wait_ready(d)
    expect(d.get_by_role("region", name="Your station and hand")).to_contain_text("your hand, 8 cards")
    before = json.loads(page.evaluate("sessionStorage.getItem('shown')"))
    after = shown(d)
    # The log says the game came back, above exactly what was shown before the reload. The table
    # plays on once restored: a bot's move may already be above that line, and then the stack and
    # the track are the bot's to change; the reader's hand is as it was either way.
    restored = after["log"].index("Game restored after a reload.")
    assert after["log"][restored + 1:] == before["log"]
    assert after["hand"] == before["hand"]
    # the discard was saved with the page that showed it: its line is in the log kept before the
    # reload, and, unless a bot has played since the restore (the exposed card is then the bot's
    # to change: a fresh-clone run under load saw a bot discard a Pass there), it lies exposed
    assert any(card in entry for entry in before["log"])
    if restored == 0:
        assert after == {**before, "log": after["log"]}
        assert f"Exposed: {card}" in after["centre"]


def test_railway_options_readings_of_the_text_keep_the_hash_until_opened_then_show_and_change_it(page, site_url):
    """The readings the text leaves open (railway-scoring-3, railway-play-9, ...) sit in a folded
    section of Options whose fields are built when it is first opened. Until then a new game keeps
    the readings in play; opened, the fields show them and a change goes to the engine."""
    d = open_railway(page, site_url, "#players=2&hand_count=against&substitute_to=exposed&seed=12")
    d.get_by_text("Options", exact=True).click()
    hand_count = d.get_by_label("Cards left in hands (scoring 3)")
    expect(hand_count).to_have_count(0)  # folded and not built yet
    submit = d.get_by_role("button", name="New game with these options")
    submit.click()
    link = d.get_by_role("link", name=re.compile("^Link to this game"))
    expect(link).to_have_attribute("href", re.compile(r"hand_count=against&.*substitute_to=exposed"))
    d.get_by_text("Readings of the text (what it leaves open)").click()
    expect(hand_count).to_have_value("against")
    expect(d.get_by_label("A substituted Pool unit goes to")).to_have_value("exposed")
    hand_count.select_option("winner")
    submit.click()
    expect(link).to_have_attribute("href", re.compile(r"hand_count=winner&.*substitute_to=exposed"))
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('topeka.railway') || '{}').record || {}).params"
                           "?.hand_count === 'winner'")


def test_railway_hash_options_come_from_the_engine_schema_bad_ones_are_named_and_defaulted(page, site_url):
    """The hash is read with the engine's schemas: a bad or unknown field is named with the rule it
    breaks and replaced by its default; the readings the text leaves open (railway-scoring-3,
    railway-play-9) go to the engine as parameters, and the link holds what is in play."""
    d = open_railway(page, site_url, "#players=7&strength=9&speed=warp&hand_count=against&substitute_to=exposed"
                                  "&colour=red&seed=12")
    notice = d.locator(".rw-notice").first
    expect(notice).to_contain_text("players=7: a whole number, 2 to 4")
    expect(notice).to_contain_text("strength=9: one of 0, 1, 2, 3")
    expect(notice).to_contain_text("speed=warp: one of fast, steady, slow")
    expect(notice).to_contain_text('"colour" is not an option')
    expect(d.get_by_role("region", name="Trains leaving the station").get_by_role("listitem")).to_have_count(2)
    page.wait_for_function("() => (JSON.parse(localStorage.getItem('topeka.railway') || '{}').record || {}).params")
    params = json.loads(page.evaluate("localStorage.getItem('topeka.railway')"))["record"]["params"]
    assert (params["players"], params["hand_count"], params["substitute_to"]) == (2, "against", "exposed")
    link = d.get_by_role("link", name=re.compile("^Link to this game"))
    expect(link).to_have_attribute("href", re.compile(r"^#players=2&strength=2&speed=steady&.*hand_count=against&.*"
                                                      r"substitute_to=exposed&.*seed=12$"))
    # "How to play" is the engine's, for the readings in play, with its clauses
    how = d.locator(".topeka-howto")
    expect(how).to_contain_text("count against him")
    expect(how).to_contain_text("goes face up onto the exposed cards")
    expect(how.locator("a[href='#railway-play-4c']")).to_have_count(1)
    # a heading anchor is not an options hash: no message
    page.goto(f"{site_url}games/railway/#the-text")
    d = demo(page)
    wait_ready(d)
    expect(d.get_by_role("region", name="Your station and hand")).to_contain_text("Your station:")
    expect(d.locator(".rw-notice--warn")).to_have_count(0)
