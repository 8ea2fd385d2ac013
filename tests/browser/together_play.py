"""Play together in the browser tests: a host's page and the players' pages, each in a browser
context of its own (as on separate devices), meeting through the session's rendezvous (the PeerJS
server conftest.py starts). Each person's page is guarded as every test page is (no console error,
no request to another origin), and a player's page keeps every message it receives
(TOPEKA_TOGETHER_TAP) for the privacy checks."""
from __future__ import annotations

import json
import re
import time
from collections import Counter

from playwright.sync_api import expect

from demo_pages import demo, open_demo, unfold
from gavitt_play import spare_cards, table_state
from virtual_time import install

# How long a whole round, hand or game of people and fast bots may take, in seconds of the wall
# clock: a hang guard, not a speed target: a game that never ends fails, a slow one does not.
GAME_HANG_GUARD_S = 900
PHONE = {"width": 360, "height": 740}
TAP = "globalThis.TOPEKA_TOGETHER_TAP = [];"


# The browser contexts a test opened (each person's device): closed after each test
# (close_contexts), so no table of an earlier test plays on beside the next one.
CONTEXTS: list = []


def close_contexts():
    while CONTEXTS:
        try:
            CONTEXTS.pop().close()
        except Exception:  # a context the test closed itself, or a browser that is gone
            pass


def new_page(browser, guarded_page, viewport=None, tap=False):
    """A person's page in a browser context of its own (their device); PHONE is a touch screen."""
    touch = {"has_touch": True, "is_mobile": True} if viewport == PHONE else {}
    context = browser.new_context(viewport=viewport, **touch) if viewport else browser.new_context()
    CONTEXTS.append(context)
    page = guarded_page(context.new_page())
    if tap:
        context.add_init_script(TAP)
    return page


def open_host(browser, guarded_page, site_url, path, hash_="", clock=False):
    """The host's page on a demo, hosting: -> (page, demo, the table's link). `clock`: the page's
    clock is the test's (virtual_time.install), running as the wall clock's until it is frozen."""
    page = new_page(browser, guarded_page)
    d = open_demo(page, f"{site_url}{path}{hash_}", clock=clock)
    unfold(d, "Play together")  # folded below the table, one tap away
    d.get_by_role("button", name="Play with others").click()
    link = d.get_by_role("textbox", name="The table's link")
    expect(link).to_have_value(re.compile(r"#join=topeka-[a-z0-9]+$"))
    expect(d.get_by_role("img", name="A QR code of the table's link")).to_be_visible()
    # the shared table has the link's size, however soon after Ready the host pressed the button
    players = re.search(r"players=(\d+)", hash_)
    if players:
        expect(d.locator(".tk-seats > li")).to_have_count(int(players.group(1)))
    return page, d, link.input_value()


def join(browser, guarded_page, link, name, seat_name, viewport=None, clock=False):
    """A player's page from the table's link, seated at `seat_name` ("Broker 2"): -> (page, demo).
    `clock`: as open_host's."""
    page = new_page(browser, guarded_page, viewport, tap=True)
    if clock:
        install(page)
    page.goto(link)
    d = demo(page)
    d.get_by_role("textbox", name="Your name").fill(name)
    d.get_by_role("button", name="Join the table").click()
    d.get_by_role("button", name=f"Take the seat of {seat_name}").click()
    expect(d.locator(".tk-panel")).to_contain_text(f"You play {seat_name}")
    return page, d


def seat_line(d, text):
    expect(d.locator(".tk-seats")).to_contain_text(text)


def deal(host_d):
    host_d.get_by_role("button", name="Deal for everyone").click()


def tap(page) -> list[dict]:
    return [json.loads(m) for m in page.evaluate("globalThis.TOPEKA_TOGETHER_TAP || []")]


def debug(d):
    return d.evaluate("root => root.topekaTogether.debug()")


FORBIDDEN_KEYS = {"seed", "token", "hands", "raw_hands", "deck"}  # (Bourse's public "pack" is what the pack holds, no secret)
SCORING_EVENTS = {"round_end", "score"}


def assert_only_own_seat(messages: list[dict], seat: int) -> int:
    """No message a player's page received shows another seat's hand, any seat's token or the
    game's seed, before the game's record (sent once the game is over): every view is its own
    seat's, every private event (``to``) its own. Returns how many views were checked."""
    views = 0

    def walk(x, where):
        nonlocal views
        if isinstance(x, dict):
            # a round's (a hand's) end is public: the hands are shown for the scoring, as the rules
            # say (Gavitt's round_end, Bourse's score: public events the engine gives every seat)
            shown = x.get("type") in SCORING_EVENTS and x.get("to") is None
            bad = FORBIDDEN_KEYS & set(x) - ({"hands"} if shown else set())
            assert not bad, f"{sorted(bad)} in a message to seat {seat}: {where}"
            if x.get("to") is not None:
                assert x["to"] == seat, f"an event private to seat {x['to']} reached seat {seat}: {x}"
            if isinstance(x.get("view"), dict):
                assert x["view"].get("seat") == seat, f"the view of seat {x['view'].get('seat')} reached seat {seat}"
                views += 1
            for k, v in x.items():
                walk(v, f"{where}.{k}")
        elif isinstance(x, list):
            for i, v in enumerate(x):
                walk(v, f"{where}[{i}]")

    for m in messages:
        if m.get("k") == "record" and "deals" in m["record"]:
            # the record of the rounds played so far, sent while the game goes on: never the seed
            assert "seed" not in m["record"], "the seed in a record sent while the game goes on"
            continue
        if m.get("k") in ("record", "end"):
            continue  # the game's record, once it is over for everyone (its seed with it)
        walk(m, m.get("k"))
    return views


# Everything a table shows or links to: the page's address, and in the demo its text, every link,
# every name and description a screen reader hears, every title and every form value, for the
# checks that nothing there tells the seed (the engine's schemas in data-options are the same on
# every page, and name the texts' own clause numbers).
SHOWN_AND_LINKED = """root => [location.href, root.innerText,
  ...[root, ...root.querySelectorAll("*")].flatMap((e) => ["href", "src", "title", "aria-label", "aria-description", "alt", "value"]
    .map((a) => e.getAttribute(a)).filter((v) => v !== null)),
  ...[...root.querySelectorAll("input, textarea")].map((e) => e.value)].join("\\n")"""


def shown_and_linked(d) -> str:
    """What the demo `d` shows and links to now (SHOWN_AND_LINKED)."""
    return d.evaluate(SHOWN_AND_LINKED)


def assert_no_seed(snapshots: list[str], seed: int) -> None:
    """No snapshot of a table (shown_and_linked) names the game's seed: as a number of its own (a
    fresh deal's seed has six digits: docs/js/table/options.js randomSeed), in a link's seed=, or as
    the page's words for it."""
    assert 100_000 <= seed <= 999_999, seed
    number = re.compile(rf"(?<![\d.,$]){seed}(?![\d,])")
    for i, text in enumerate(snapshots):
        named = re.search(r"seed=\d|\((?:seed|number) \d|deal number:? \d", text, re.I)
        assert not named, f"snapshot {i} names a seed: …{text[max(0, named.start() - 120):named.end() + 40]}…"
        found = number.search(text)
        assert not found, f"snapshot {i} shows the seed {seed}: …{text[max(0, found.start() - 80):found.end() + 40]}…"


# What a page at a shared table shows, for a failure's message: its phase, the panel's status, the
# newest lines of its log, its buttons, and (the host's page) the hub's state.
LOOK = """root => ({ phase: root.dataset.phase, status: (root.querySelector(".tk-status") || {}).textContent,
  log: [...root.querySelectorAll("[class$='log__list'] > li")].slice(0, 4).map((li) => li.textContent),
  buttons: [...root.querySelectorAll("button")].filter((b) => b.offsetParent !== null).map((b) => (b.disabled ? "(off) " : "") + (b.getAttribute("aria-label") || b.textContent.trim())).slice(0, 12),
  panel: (root.querySelector(".tk-panel") || {}).innerText,
  folds: [...root.querySelectorAll(".tk-panel details")].map((e) => e.open),
  together: root.topekaTogether ? root.topekaTogether.debug() : null })"""


def look(pages) -> str:
    """Each page's state, for the message of a test that failed at a shared table."""
    out = []
    for i, d in enumerate(pages):
        try:
            out.append(f"page {i}: {json.dumps(d.evaluate(LOOK))}")
        except Exception as err:  # a page that is gone says so
            out.append(f"page {i}: {err}")
    return "\n".join(out)


def until(condition, what: str, guard_s: float = GAME_HANG_GUARD_S, pause_s: float = 0.2, pages=()):
    """Wait until condition() is true, and return what it returned; fail (a hang) after guard_s
    of the wall clock, with what each of `pages` shows then."""
    end = time.monotonic() + guard_s
    while not (value := condition()):
        if time.monotonic() > end:
            raise AssertionError(f"{what}: not within {guard_s} s\n{look(pages)}")
        time.sleep(pause_s)
    return value


def visible(locator) -> bool:
    """Whether the control is there and usable now (read at once: a real-time table moves on)."""
    return locator.evaluate_all("els => els.some((e) => e.offsetParent !== null && !e.disabled)")


def press_now(locator) -> bool:
    """Press the control if it is there and usable now, in the same task as the look (a bot may
    take the offer between a look and a later click)."""
    return locator.evaluate_all("els => { const b = els.find((e) => e.offsetParent !== null && !e.disabled); if (b) b.click(); return !!b; }")


def gavitt_step(d, edition="1903") -> bool:
    """One move of a broker who collects the railroad he holds most of (without the teaching view,
    which a shared table does not offer): call when the set is full, take an offer with spare cards,
    or offer spare cards. Returns whether a move was made."""
    s = table_state(d)
    if s["phase"] != "running" or not s["hand"] or s["result"]:
        return False
    if s["selected"]:
        return press_now(d.get_by_role("button", name="Clear selection"))
    if s["full"]:
        word = d.get_by_label("Call out the word")
        word.fill("TOPEKA")
        word.press("Enter")
        return True
    counts = Counter(s["hand"])
    target = max(counts, key=lambda k: (counts[k], k))
    buttons = d.locator(".gv-hand__cards button")
    for o in s["offers"]:
        take = d.locator(f'.gv-offer[data-offer="{o["id"]}"] [data-role=take]')
        give = spare_cards(s["hand"], target, o["count"], edition)
        if give and visible(take):
            used = set()
            for k in give:
                i = next(i for i, c in enumerate(s["hand"]) if c == k and i not in used)
                used.add(i)
                press_now(buttons.nth(i))
            press_now(take)
            return True
    if not s["myOffer"]:
        give = spare_cards(s["hand"], target, 2, edition) or spare_cards(s["hand"], target, 1, edition)
        if give:
            used = set()
            for k in give:
                i = next(i for i, c in enumerate(s["hand"]) if c == k and i not in used)
                used.add(i)
                press_now(buttons.nth(i))
            press_now(d.get_by_role("button", name=re.compile("^Offer selected")))
            return True
    return False


def own_moves(d) -> list[str]:
    """The log's lines of the reader's own accepted moves (an offer, a take, a call)."""
    lines = d.locator(".gv-log__list > li").all_inner_texts()
    return [x for x in lines if re.match(r"^You(: “| take| call| give)", x)]
