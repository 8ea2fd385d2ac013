"""Same deal, both editions, on the comparison page: a reader picks the players and the
seed, plays the deal under both rules by keyboard, and reads both editions' round-1 totals and each
difference with its clause, by accessible roles only; two columns on a desktop, stacked at 360 px;
the page with a played deal passes axe."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from games.gavitt.same_deal import same_deal

from test_accessibility import audit
from limits import BOOT_TIMEOUT_MS
from polling import settled_boxes

pytestmark = pytest.mark.browser

PAGE = "games/gavitt-compare/#same-deal"
PHONE = dict(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)


def money(x: int) -> str:
    return ("\u2212$" if x < 0 else "$") + str(abs(x))


def play(page, site_url, players: int, seed: int):
    page.goto(site_url + PAGE)
    form = page.get_by_role("form", name="Same deal, both editions")
    form.get_by_label("Players").select_option(str(players))
    form.get_by_label("Deal number").fill(str(seed))
    button = form.get_by_role("button", name="Play this deal under both rules")
    button.focus()
    page.keyboard.press("Enter")
    demo = page.locator(".topeka-demo[data-demo=samedeal]")
    expect(demo.get_by_role("status").filter(has_text="Round 1 played under both rules")).to_be_visible(
        timeout=BOOT_TIMEOUT_MS)
    return demo


def test_same_deal_played_to_its_score_under_both_rules_with_each_difference_and_its_clause(page, site_url):
    want = same_deal(3, 5)
    demo = play(page, site_url, 3, 5)
    status = demo.get_by_role("status").filter(has_text="Round 1 played under both rules")
    for ed in ("1903", "2003"):
        totals = want["editions"][ed]["totals"]
        expect(status).to_contain_text(f"{ed}: " + ", ".join(f"Broker {s + 1} {money(t)}" for s, t in enumerate(totals)))
        column = demo.get_by_role("region", name=f"{ed} rules")
        table = column.get_by_role("table", name=f"Round 1 scored under the {ed} rules")
        for s, t in enumerate(totals):
            row = table.get_by_role("row", name=re.compile(f"^Broker {s + 1}\\b"))
            expect(row.get_by_role("cell").last).to_have_text(money(t))
        caller = want["editions"][ed]["lines"]
        expect(table.get_by_role("link", name=caller[0]["clause"]).first).to_have_attribute(
            "href", re.compile(f"gavitt-{ed}/#{caller[0]['clause']}$"))
    # The same hands were dealt under both rules: the deal is shown once.
    deal = demo.get_by_role("region", name=re.compile("^The deal"))
    expect(deal.get_by_role("listitem")).to_have_count(3)
    # Every difference names both amounts and links each line to its clause.
    diffs = demo.get_by_role("region", name="What the rules changed")
    assert want["differences"], "seed 5 with 3 players scores differently under the two rules"
    d = want["differences"][0]
    item = diffs.get_by_role("listitem").filter(
        has_text=f"Broker {d['seat'] + 1}: {money(d['amount']['1903'])} under 1903, {money(d['amount']['2003'])} under 2003")
    expect(item.first).to_be_visible()
    for ed in ("1903", "2003"):
        clause = d["lines"][ed][0]["clause"]
        expect(item.first.get_by_role("link", name=clause).first).to_have_attribute(
            "href", re.compile(f"gavitt-{ed}/#{clause}$"))


def test_same_deal_columns_sit_side_by_side_on_a_desktop_and_stack_at_360px_and_pass_axe(browser, guarded_page, site_url):
    for viewport, beside in ((dict(viewport={"width": 1280, "height": 900}), True), (PHONE, False)):
        context = browser.new_context(**viewport)
        try:
            page = guarded_page(context.new_page())
            demo = play(page, site_url, 4, 2)
            # both boxes read in the same frame, once they stay put (the columns are filled as the
            # engine answers: read one at a time, a change of layout between two reads compares two moments)
            a, b = settled_boxes(page, demo.get_by_role("region", name="1903 rules"),
                                 demo.get_by_role("region", name="2003 rules"))
            if beside:
                assert b["x"] > a["x"] + a["width"] - 1 and abs(a["y"] - b["y"]) < 2, (a, b)
            else:
                assert b["y"] >= a["y"] + a["height"] - 1, (a, b)
                assert page.evaluate("document.documentElement.scrollWidth") <= 360
            # the page with a played deal (both columns, the log, the differences) passes axe
            assert audit(page) == []
        finally:
            context.close()
