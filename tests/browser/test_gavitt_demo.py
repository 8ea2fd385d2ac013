"""The playable Gavitt's Stock Exchange demo: whole rounds played through the UI in both editions,
a reload that keeps the game, bad saved data and bad links, refused actions naming their clause,
and accessibility basics (names, pressed state, live announcements)."""
from __future__ import annotations

import json
import re
from collections import Counter

import pytest
from demo_pages import demo, unfold, wait_ready
from gavitt_play import FAST_TABLE, open_gavitt, play_round, select_cards, start, table_state
from playwright.sync_api import expect

from virtual_time import advance, freeze

pytestmark = pytest.mark.browser


def check_result(d, edition):
    result = d.locator(".gv-result")
    expect(result).to_be_visible()
    expect(result.locator("h3")).to_contain_text(re.compile(r"calls? TOPEKA with all eight .*: round \d+ is scored"))
    # the reader's own result comes first, right under the heading: the amount, the total, the reasons
    yours = result.locator("h3 + .gv-result__yours")
    expect(yours).to_have_text(re.compile(r"^Your round \d+: ([+−]\$[\d,]+|\$0), and your total is −?\$[\d,]+\. You "))
    total = re.search(r"your total is (−?\$[\d,]+)", yours.inner_text()).group(1)
    expect(result.locator(".gv-result__totals")).to_contain_text(f"you {total}")
    lines = result.locator(".gv-line")
    assert lines.count() >= 3, "one line per broker at least"
    hrefs = []
    for i in range(lines.count()):
        line = lines.nth(i)
        expect(line.locator(".gv-line__amount")).to_have_text(re.compile(r"^([+−]\$[\d,]+|\$0)$"))
        # each line's clauses are one tap further, links named by the clause's words, never its id
        links = line.locator(".gv-line__clause a")
        assert links.count() >= 1, line.inner_text()
        for a in links.all():
            assert re.fullmatch(r"#gse(1903|2003)-[\w-]+", a.get_attribute("href")), a.get_attribute("href")
            assert not re.search(r"gse(1903|2003)-", a.inner_text()), a.inner_text()
            hrefs.append(a.get_attribute("href"))
    text = result.inner_text()
    assert "You holds" not in text and ".." not in text, text  # the reader is "you", one full stop
    assert ("#gse1903-13" if edition == "1903" else "#gse2003-score-3") in hrefs, "the caller's line cites its clause"
    # the running score sheet has the round, and its clause one tap away
    sheet = d.locator(".gv-sheet__table")
    expect(sheet.locator("tbody tr").first.locator("th")).to_have_text("1")
    expect(d.get_by_role("table", name=re.compile("^Score sheet: kept after every"))).to_be_visible()
    expect(d.locator(f".gv-sheet__rules a[href='#{'gse1903-17' if edition == '1903' else 'gse2003-score-1'}']")).to_have_count(1)


def test_1903_round_played_through_the_ui(page, site_url):
    d = open_gavitt(page, site_url, "1903", FAST_TABLE.format(seed=11))
    expect(d.locator(".gv-seat")).to_have_count(3)
    # before the signal: the engine refuses an action and names clause 5
    d.get_by_label("Call out the word").fill("TOPEKA")
    d.get_by_role("button", name="Call", exact=True).click()
    expect(d.locator(".gv-message a[href='#gse1903-5']")).to_have_count(1)  # the clause, behind its words
    unfold(d, "Teaching view, bot speed and learning pace")
    d.get_by_label("Teaching view: show every hand").check()
    expect(d.locator(".gv-badge--practice")).to_be_visible()
    freeze(page)  # the round stands still while the reader misspells the word (and plays, play_round)
    start(d)
    # a misspelt call is no call (1903 clause 11b): play goes on, nothing else changes
    hand = table_state(d)["hand"]
    # the dealer holds the Telegram: before any move, the hand says what it may cost him, with its clause
    telegram = d.locator(".gv-telegram")
    expect(telegram).to_contain_text("You hold the Telegram: complete a set first with it and you lose $100, call or not.")
    expect(telegram.locator("a[href='#gse1903-28']")).to_have_count(1)
    expect(d.get_by_role("button", name="Call", exact=True)).to_have_accessible_description(re.compile("you lose \\$100"))
    word = d.get_by_label("Call out the word")
    word.fill("TOPIKA")
    word.press("Enter")
    expect(d.locator(".gv-message a[href='#gse1903-11b']")).to_have_count(1)
    expect(d).to_have_attribute("data-phase", "running")
    assert table_state(d)["hand"] == hand
    assert play_round(page, d, "1903"), "the hand never showed the cards just received"
    check_result(d, "1903")
    # trades and the call were announced in the polite live region, which reads a burst of events
    # as one announcement 250 ms after its first (docs/js/table/log.js): let that much of the
    # page's frozen time pass
    advance(page, 300)
    live = d.locator(".gv-live")
    expect(live).to_have_attribute("aria-live", "polite")
    expect(live).to_contain_text(re.compile(r"You receive |round 1 is scored"))
    expect(live).to_contain_text("round 1 is scored")
    expect(live).to_contain_text(re.compile(r"Your round 1: .*your total is"))  # the reader's own result is said
    assert "You receive " in d.locator(".gv-log").inner_text(), "the human traded during the round"


def test_2003_round_then_reload_keeps_the_game(page, site_url):
    d = open_gavitt(page, site_url, "2003", FAST_TABLE.format(seed=5))
    unfold(d, "Teaching view, bot speed and learning pace")
    d.get_by_label("Teaching view: show every hand").check()
    freeze(page)
    start(d)
    play_round(page, d, "2003")
    check_result(d, "2003")
    # the next hand: give the signal, trade a little, pause, reload
    d.get_by_role("button", name="Deal next hand: dealer's signal").click()
    expect(d).to_have_attribute("data-phase", "running")
    advance(page, 700)  # of the table's time (play_round froze its clock)
    d.get_by_role("button", name="Pause", exact=True).click()
    expect(d.get_by_role("button", name="Resume", exact=True)).to_be_visible()
    page.wait_for_function(
        "() => { const s = JSON.parse(localStorage.getItem('topeka.gavitt.2003') || '{}'); return s.phase === 'paused'; }")
    before = table_state(d)["hand"]
    sheet_before = d.locator(".gv-sheet__table").inner_text()
    scores_before = d.locator(".gv-seat__score").all_inner_texts()
    page.reload()
    wait_ready(d)
    expect(d.locator(".gv-notice")).to_contain_text("Your game was restored")
    # The bots came back exactly as they were (the engine replayed the human's moves at their
    # times), not rebuilt afresh from the record.
    expect(d.locator(".gv-log")).to_contain_text("Game restored after a reload.")
    expect(d.locator(".gv-log")).not_to_contain_text("the bots start afresh")
    expect(d).to_have_attribute("data-phase", "paused")
    assert table_state(d)["hand"] == before
    assert d.locator(".gv-sheet__table").inner_text() == sheet_before
    assert d.locator(".gv-seat__score").all_inner_texts() == scores_before
    expect(d.get_by_role("link", name=re.compile("^Link to this deal"))).to_have_attribute("href", re.compile(r"seed=5$"))
    # and the game continues
    d.get_by_role("button", name="Resume", exact=True).click()
    expect(d).to_have_attribute("data-phase", "running")
    expect(d.locator(".gv-clock")).to_contain_text(" s since the signal")


# The options part of a 2003 save (docs/js/table/saving.js), for saves written by the tests below.
SAVED_2003_OPTIONS = {"edition": "2003", "players": 3, "speed": "fast", "telegram": False, "fines": False,
                      "target": 1000, "forget": True, "careless": False, "seed": 1}


def seed_saves(page, saves: dict) -> None:
    """Put ``saves`` (localStorage key -> a value as stored: a string) in place before the page's
    first load only, so that what the page then writes is not overwritten on a later load."""
    writes = "".join(f" localStorage.setItem({json.dumps(k)}, {json.dumps(v)});" for k, v in saves.items())
    page.add_init_script(f"if (!sessionStorage.getItem('seeded')) {{ sessionStorage.setItem('seeded', '1');{writes} }}")


def test_corrupt_saved_game_is_discarded_with_a_message(page, site_url):
    bad = {"v": 1, "options": SAVED_2003_OPTIONS,
           "phase": "paused", "clock": 5000, "log": [], "fines": [],
           "record": {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seed": 1, "version": 1,
                      "actions": [{"type": "offer", "seat": 0, "t": 10, "cards": ["SF", "SF", "SF"]}]}}
    seed_saves(page, {"topeka.gavitt.2003": json.dumps(bad), "topeka.gavitt.1903": "{not json"})
    d = open_gavitt(page, site_url, "2003")
    expect(d.locator(".gv-notice")).to_contain_text("A saved game could not be restored")
    expect(d).to_have_attribute("data-phase", "ready")
    expect(d.locator(".gv-seat")).to_have_count(4)  # a new game with the default options
    page.wait_for_function("() => (localStorage.getItem('topeka.gavitt.2003') || '').includes('\"phase\":\"ready\"')")
    # the 1903 page's garbage is discarded the same way
    d = open_gavitt(page, site_url, "1903")
    expect(d.locator(".gv-notice")).to_contain_text("A saved game could not be restored")
    assert "Traceback" not in d.inner_text()


@pytest.mark.parametrize("table, reason", [
    ({"now": -5}, "bad table time"),
    ({"now": 3}, "'now' must be at least 10"),  # before the record's last action: the engine refuses
])
def test_saved_game_with_a_bad_table_time_is_discarded(page, site_url, table, reason):
    saved = {"v": 1, "options": SAVED_2003_OPTIONS,
             "phase": "paused", "clock": 5000, "log": [], "fines": [], "table": table,
             "record": {"game": "gavitt", "params": {"edition": "2003", "players": 3}, "seed": 1, "version": 1,
                        "actions": [{"type": "offer", "seat": 0, "t": 10, "cards": ["SF"]}]}}
    seed_saves(page, {"topeka.gavitt.2003": json.dumps(saved)})
    d = open_gavitt(page, site_url, "2003")
    expect(d.locator(".gv-notice")).to_contain_text("A saved game could not be restored")
    expect(d.locator(".gv-notice")).to_contain_text(reason)
    expect(d).to_have_attribute("data-phase", "ready")


@pytest.mark.parametrize("record, reason", [
    ({"game": "gavitt", "params": {"edition": "1903", "players": 3}, "seed": 1, "version": 1, "actions": []},
     "a saved game of the 1903 rules, not the 2003 rules"),
    ({"game": "bourse", "params": {"players": 3}, "seed": 1, "version": 1, "actions": []},
     'a saved game of "bourse", not of this page'),
    ({"game": "gavitt", "params": {"edition": "2003", "players": 5}, "seed": 1, "version": 1, "actions": []},
     "disagree on the number of brokers"),
])
def test_a_saved_game_of_another_edition_or_game_is_discarded_not_shown_as_this_one(page, site_url, record, reason):
    """A record that replays fine but is not this page's game (another edition, another game, another
    table size than its options) is discarded with the reason, and a new game of this page is dealt."""
    saved = {"v": 1, "options": SAVED_2003_OPTIONS,
             "phase": "paused", "clock": 0, "log": [], "fines": [], "record": record}
    seed_saves(page, {"topeka.gavitt.2003": json.dumps(saved)})
    d = open_gavitt(page, site_url, "2003")
    expect(d.locator(".gv-notice")).to_contain_text("A saved game could not be restored")
    expect(d.locator(".gv-notice")).to_contain_text(reason)
    expect(d).to_have_attribute("data-phase", "ready")
    expect(d.locator(".gv-seat")).to_have_count(4)  # a new 2003 game with the default options


def test_malformed_hash_gets_a_message_and_defaults(page, site_url):
    d = open_gavitt(page, site_url, "1903", "#players=9&speed=warp&seed=-4&colour=red")
    notice = d.locator(".gv-notice").first
    expect(notice).to_contain_text("players=9")
    expect(notice).to_contain_text("speed=warp")
    expect(notice).to_contain_text('"colour" is not an option')
    expect(d.locator(".gv-seat")).to_have_count(4)
    # the link to the deal holds the options really in play, with a fresh seed
    link = d.get_by_role("link", name=re.compile("^Link to this deal"))
    expect(link).to_have_attribute("href", re.compile(r"^#edition=1903&players=4&speed=slow&.*seed=\d+$"))
    # a heading anchor is not an options hash: no message
    page.goto(f"{site_url}games/gavitt-2003/#rules")
    wait_ready(demo(page))
    expect(demo(page)).to_have_attribute("data-phase", "ready")
    expect(demo(page).locator(".gv-notice")).to_have_count(0)


def test_illegal_actions_name_their_clause_and_change_nothing(page, site_url):
    d = open_gavitt(page, site_url, "2003", "#players=4&speed=slow&seed=21")
    freeze(page)  # no bot ends the round, or trades, between the reader's reading and the checks after
    start(d)
    s = table_state(d)
    kinds = sorted(set(s["hand"]))
    assert len(kinds) >= 2, s
    # an unlike pair is illegal in 2003 (play-2b)
    select_cards(d, s["hand"], kinds[:2])
    expect(d.locator('.gv-hand__cards button[aria-pressed="true"]')).to_have_count(2)
    d.get_by_role("button", name=re.compile("^Offer selected")).click()
    message = d.locator(".gv-message")
    expect(message.locator("a[href='#gse2003-play-2b']")).to_have_count(1)
    expect(message).to_contain_text("same railroad")
    after = table_state(d)
    assert after["hand"] == s["hand"] and not after["myOffer"]
    assert "You: “" not in d.locator(".gv-log").inner_text()
    # TOPEKA without a full set is refused (play-3a)
    d.get_by_label("Call out the word").fill("topeka")
    d.get_by_role("button", name="Call", exact=True).press("Enter")
    expect(message.locator("a[href='#gse2003-play-3a']")).to_have_count(1)
    expect(d).to_have_attribute("data-phase", "running")
    assert table_state(d)["hand"] == s["hand"]
    assert "Traceback" not in d.inner_text()


def test_controls_have_names_and_state(page, site_url):
    d = open_gavitt(page, site_url, "1903", "#players=6&speed=steady&seed=3")
    d.locator(".gv-options summary").click()
    unnamed = d.evaluate(
        """root => [...root.querySelectorAll('button, input, select, [role=group], [role=region]')]
            .filter(el => !el.hidden && el.offsetParent !== null)
            .filter(el => {
                const aria = el.getAttribute('aria-label') || '';
                const labelled = (el.getAttribute('aria-labelledby') || '').split(' ').filter(Boolean)
                    .map(id => document.getElementById(id)?.textContent || '').join('');
                const labels = el.labels ? [...el.labels].map(l => l.textContent).join('') : '';
                const text = ['BUTTON'].includes(el.tagName) ? el.textContent : '';
                return !(aria.trim() || labelled.trim() || labels.trim() || text.trim());
            })
            .map(el => el.outerHTML.slice(0, 120))"""
    )
    assert unnamed == [], unnamed
    for label in ("Players", "Bot speed", "Target ($)", "Deal number", "Telegram card", "Fines (1903 clauses 31–35)",
                  "Bots may forget the word", "Careless bots", "Teaching view: show every hand", "Call out the word"):
        expect(d.get_by_label(label, exact=True)).to_have_count(1)
    expect(d.get_by_role("button", name="Start: dealer's signal")).to_be_visible()
    freeze(page)  # the hand stays as dealt (and focused) while the keys are pressed
    start(d)
    card = d.locator(".gv-hand__cards button").first
    expect(card).to_have_attribute("aria-pressed", "false")
    card.focus()
    page.keyboard.press("Enter")
    expect(card).to_have_attribute("aria-pressed", "true")
    # Its name begins with what it shows, railroad then value (WCAG 2.5.3, label in name).
    expect(card).to_have_accessible_name(re.compile(r"^\S.* \$\d+"))
    shown = " ".join(card.inner_text().split())
    assert card.get_attribute("aria-label").startswith(shown), (shown, card.get_attribute("aria-label"))
    page.keyboard.press("Space")
    expect(card).to_have_attribute("aria-pressed", "false")
    expect(d.locator(".gv-seat")).to_have_count(6)


@pytest.mark.parametrize("edition", ["1903", "2003"])
def test_url_hash_options_and_seed_give_the_engines_deal(page, site_url, edition):
    """The URL holds the options and the seed: opening it deals exactly what the engine deals in
    CPython for the same edition, players and seed, and the address keeps them."""
    from games import api

    d = open_gavitt(page, site_url, edition, "#players=5&speed=slow&seed=777")
    freeze(page)  # the hand is read as dealt
    start(d)
    hand = table_state(d)["hand"]
    expected = json.loads(api.call("gavitt.deal", json.dumps({"edition": edition, "players": 5, "seed": 777})))
    assert expected["ok"], expected
    assert Counter(hand) == Counter(expected["result"]["hands"][0])
    expect(d.locator(".gv-seats > li")).to_have_count(5)
    assert re.search(r"[#&]seed=777(&|$)", page.url) and re.search(r"[#&]players=5(&|$)", page.url)


def test_gse2003_win_game_over_is_shown_and_agrees_with_the_engine(page, site_url):
    """Played to a low target, the first round ends the game: the page names the winner with the
    clause that decides it, and the saved record, replayed in CPython, reaches the same result."""
    import games

    d = open_gavitt(page, site_url, "2003", "#players=3&speed=fast&forget=0&target=100&seed=21")
    unfold(d, "Teaching view, bot speed and learning pace")
    d.get_by_label("Teaching view: show every hand").check()
    freeze(page)
    start(d)
    play_round(page, d, "2003")
    expect(d).to_have_attribute("data-phase", "over")
    # a move after the end is refused by the table's one phase check, by the hand, with the clause that ended it
    d.get_by_label("Call out the word").fill("TOPEKA")
    d.get_by_role("button", name="Call", exact=True).click()
    expect(d.locator(".gv-message")).to_contain_text("The game is over. Start a new game, or replay this deal.")
    expect(d.locator(".gv-message a[href='#gse2003-win']")).to_have_count(1)
    winner_line = d.locator(".gv-result__winner")
    expect(winner_line).to_contain_text(re.compile(r"Game over: .* with \$[\d,]+\."))
    clause = winner_line.locator("a").first.get_attribute("href")
    assert clause in ("#gse2003-win", "#gse2003-tie-1", "#gse2003-tie-2"), clause
    page.wait_for_function(
        "() => { const s = JSON.parse(localStorage.getItem('topeka.gavitt.2003') || '{}'); return s.phase === 'over' && s.record; }")
    saved = json.loads(page.evaluate("localStorage.getItem('topeka.gavitt.2003')"))
    game = games.replay(saved["record"])
    assert game.is_over
    final = game.view(0)
    names = ["you" if s == 0 else f"Broker {s + 1}" for s in final["winners"]]
    text = winner_line.inner_text()
    for name in names:
        assert name.lower() in text.lower(), (names, text)  # "You win", "Broker 2 and you win"
    assert max(final["scores"]) >= 100
