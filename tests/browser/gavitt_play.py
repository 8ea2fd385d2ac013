"""Playing the Gavitt table through the page, shared by its browser tests: open a demo, give the
signal, read what a player sees, and play a round the way a player would, in the table's own time
(virtual_time: the page's clock moves only as the player lets it)."""
from __future__ import annotations

import re
from collections import Counter

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from demo_pages import open_demo
from virtual_time import advance, freeze

ROUND_LIMIT_MS = 10 * 60_000  # of the table's time: a round of fast bots ends within a minute or two
STEP_MS = 240                 # the table's time the player lets pass when it has nothing to do
FAST_TABLE = "#players=3&speed=fast&forget=0&seed={seed}"


def open_gavitt(page, site_url, edition, hash_=""):
    """The Gavitt demo of ``edition`` (its page, with the options in ``hash_``), ready to play, on the
    test's clock (virtual_time.freeze)."""
    return open_demo(page, f"{site_url}games/gavitt-{edition}/{hash_}", "ready|paused|between", clock=True)


def start(d):
    d.get_by_role("button", name="Start: dealer's signal").click()
    expect(d).to_have_attribute("data-phase", "running")


def table_state(d):
    """What a player with the teaching view sees: own cards, open offers (with their cards)."""
    return d.evaluate(
        """root => ({
            phase: root.dataset.phase,
            hand: (root.querySelector('.gv-hand__cards').dataset.cards || '').split(',').filter(Boolean),
            myOffer: !root.querySelector('.gv-hand__offer').hidden,
            full: /full set/.test(root.querySelector('.gv-hand h3').textContent),
            offers: [...root.querySelectorAll('.gv-offer')].map(li => ({
                id: li.dataset.offer, count: Number(li.dataset.count),
                cards: (li.dataset.cards || '').split(',').filter(Boolean)})),
            result: !root.querySelector('.gv-result').hidden,
            selected: root.querySelectorAll('.gv-hand__cards [aria-pressed=true]').length,
            received: root.querySelector('.gv-received').hidden ? '' : root.querySelector('.gv-received').textContent,
            log: [...root.querySelectorAll('.gv-log__list > li')].map((li) => li.textContent),
        })"""
    )


def select_cards(d, hand, keys, keyboard=False):
    """Press the card buttons holding `keys` (one press per card)."""
    used = set()
    buttons = d.locator(".gv-hand__cards button")
    for k in keys:
        i = next(i for i, c in enumerate(hand) if c == k and i not in used)
        used.add(i)
        if keyboard:
            buttons.nth(i).press("Space")
        else:
            buttons.nth(i).click()


def spare_cards(hand, target, count, edition):
    spare = [c for c in hand if c != target]
    if count == 1:
        # the railroad we hold fewest of goes first
        return [min(spare, key=lambda c: (hand.count(c), c))] if spare else None
    pairs = [c for c, n in Counter(spare).items() if n >= 2]
    if pairs:
        return [pairs[0], pairs[0]]
    if edition == "1903" and len(spare) >= 2:
        return spare[:2]  # an unlike pair: legal in 1903, fined under clause 33
    return None


def try_click(locator):
    """Click unless the control is gone or disabled (the table moved on: with the clock frozen, only
    the player's own previous move or an engine answer to it can have done that)."""
    if not (locator.count() and locator.first.is_enabled()):
        return
    try:
        locator.first.click()
    except PlaywrightTimeoutError:
        pass


RECEIVED = re.compile(r"^You receive .+ from Broker \d(, and the Telegram)?\.$")


def play_round(page, d, edition):
    """Collect the railroad we hold most of, with the teaching view to see what the bots offer;
    call TOPEKA by keyboard when the set is full. Returns when the round's result is shown. The
    table's clock is frozen (virtual_time.freeze) and moves STEP_MS at a time while the player
    waits, so the bots and the player meet in the same order on any machine. Returns how many
    times the hand was seen showing the cards just received."""
    freeze(page)
    waited = 0
    received = 0
    while waited < ROUND_LIMIT_MS:
        s = table_state(d)
        if s["result"] or s["phase"] in ("between", "over"):
            return received
        if s["received"]:
            # gse1903-10: what a trade brought, and from whom, in the engine's sentence, the log's line
            assert RECEIVED.match(s["received"]), s["received"]
            assert s["received"] in s["log"], (s["received"], s["log"][:6])
            received += 1
        if s["phase"] != "running" or not s["hand"]:
            advance(page, STEP_MS)
            waited += STEP_MS
            continue
        if s["selected"]:
            try_click(d.get_by_role("button", name="Clear selection"))
            continue
        if s["full"]:
            call = d.get_by_label("Call out the word")
            call.fill("TOPEKA")
            call.press("Enter")
            advance(page, STEP_MS)
            waited += STEP_MS
            continue
        counts = Counter(s["hand"])
        target = max(counts, key=lambda k: (counts[k], k))
        acted = False
        for o in s["offers"]:
            if o["cards"] and all(c == target for c in o["cards"]):
                give = spare_cards(s["hand"], target, o["count"], edition)
                if give:
                    select_cards(d, s["hand"], give)
                    # the offer may be gone already: another broker was quicker
                    try_click(d.locator(f'.gv-offer[data-offer="{o["id"]}"] [data-role=take]'))
                    acted = True
                    break
        if not acted and not s["myOffer"]:
            give = spare_cards(s["hand"], target, 2, edition) or spare_cards(s["hand"], target, 1, edition)
            if give:
                select_cards(d, s["hand"], give, keyboard=True)
                d.get_by_role("button", name=re.compile("^Offer selected")).press("Enter")
        advance(page, STEP_MS)
        waited += STEP_MS
    raise AssertionError(f"the round did not end in {ROUND_LIMIT_MS // 1000} s of the table's time")
