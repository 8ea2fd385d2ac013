"""'Try it' on the text pages: each worked example beside its clause gets a 'Try it'
button that shows the example happening in the engine, and 'Show me' plays its move and announces
the outcome line by line with the clauses; the example shown survives instant navigation to the
other edition and back; the page with an example on show passes axe."""
from __future__ import annotations

import re

import pytest
from limits import BOOT_TIMEOUT_MS
from playwright.sync_api import expect
from test_accessibility import audit, settle

pytestmark = pytest.mark.browser

RULE_28 = "Try it: Rule 28: completing first with the Telegram costs $100"
RULE_30 = "Try it: Rule 30: who holds the Telegram when another broker secures a set gains $100"


def open_annotated(page, url):
    """The examples are part of the apparatus: the annotated view shows them."""
    page.goto(url)
    page.locator(".md-content").get_by_role("radio", name="Annotated view").check()


def outcome(page):
    return page.get_by_role("status", name="Worked example outcome")


def try_and_show(page, control):
    page.get_by_role("button", name=control).click()
    example = page.get_by_role("region", name="Worked example")
    show = example.get_by_role("button", name="Show me")
    expect(show).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    show.click()
    return example


def test_gse1903_28_try_it_shows_me_the_completer_with_the_telegram_losing_100(page, site_url):
    open_annotated(page, f"{site_url}games/gavitt-1903/")
    example = try_and_show(page, RULE_28)
    expect(example.get_by_role("heading", name=re.compile("Rule 28"))).to_be_visible()
    expect(outcome(page)).to_contain_text("Broker 2 completed his set first with the Telegram in his "
                                          "possession, so −$100.")
    expect(outcome(page).locator("a[href='#gse1903-28']").first).to_be_attached()  # its clause, behind its words
    expect(outcome(page)).to_contain_text("You call TOPEKA with all eight Santa Fe")


def test_gse1903_28_the_reading_view_gives_each_clause_with_an_example_one_quiet_marker(page, site_url):
    """A first visit reads the text in the reading view, which hides the examples and
    their buttons; each clause with an example has one marker there instead, named as its first
    example's button, and it opens that example at the demo in plain words."""
    page.goto(f"{site_url}games/gavitt-1903/")
    content = page.locator(".md-content")
    expect(content.get_by_role("radio", name="Reading view")).to_be_checked()
    markers = content.locator(".topeka-tryit-marker")
    expect(markers.first).to_be_visible()
    with_examples = page.evaluate("""() => new Set([...document.querySelectorAll('.md-content details.topeka-example')]
        .map((d) => d.closest('[data-clause]'))).size""")
    assert with_examples > 1 and markers.count() == with_examples
    expect(content.locator(".topeka-tryit-button").first).to_be_hidden()
    expect(content.get_by_role("button", name=RULE_28)).to_have_count(1)  # the marker; its button is hidden
    example = try_and_show(page, RULE_28)
    expect(example.get_by_role("heading", name=re.compile("Rule 28"))).to_be_visible()
    expect(outcome(page)).to_contain_text("You call TOPEKA with all eight Santa Fe")
    content.get_by_role("radio", name="Annotated view").check()
    expect(markers.first).to_be_hidden()
    expect(content.get_by_role("button", name=RULE_28)).to_be_visible()  # the annotated view's button


def test_gse1903_30_try_it_shows_me_the_holder_at_completion_gaining_100(page, site_url):
    open_annotated(page, f"{site_url}games/gavitt-1903/")
    try_and_show(page, RULE_30)
    expect(outcome(page)).to_contain_text(re.compile(r"Broker 3 held the Telegram .*, so \+\$100\."))
    expect(outcome(page).locator("a[href='#gse1903-30']").first).to_be_attached()


def test_gse1903_28_the_reader_makes_the_move_at_the_demo_table(page, site_url):
    """The example is loaded into the page's demo, in the reader's seat, the table standing still:
    the reader calls TOPEKA there, and the outcome is announced with rule 28's clause."""
    open_annotated(page, f"{site_url}games/gavitt-1903/")
    page.get_by_role("button", name=RULE_28).click()
    expect(page.get_by_role("region", name="Worked example").get_by_role("button", name="Show me")).to_be_enabled(
        timeout=BOOT_TIMEOUT_MS)
    d = page.locator(".md-content .topeka-demo")
    expect(d).to_have_attribute("data-phase", "example")
    expect(d.get_by_role("region", name="Table log entries")).to_contain_text("Worked example: Rule 28")
    d.get_by_label("Call out the word").fill("TOPEKA")
    d.get_by_role("button", name="Call", exact=True).click()
    expect(outcome(page)).to_contain_text("Broker 2 completed his set first with the Telegram in his "
                                          "possession, so −$100.")
    expect(outcome(page).locator("a[href='#gse1903-28']").first).to_be_attached()  # its clause, behind its words
    # Closing the example brings the reader's own table back.
    page.get_by_role("button", name="Close the example").click()
    expect(d).to_have_attribute("data-phase", re.compile("ready|paused|between"))


def test_bourse_D_5_try_it_shows_me_the_london_card_scored_minus_10(page, site_url):
    """Every game with worked examples gets Try it: Bourse's special rule 5 example."""
    open_annotated(page, f"{site_url}games/bourse/")
    page.get_by_role("button", name="Try it: Special rule 5's example: 60, less 10 for a London").first.click()
    example = page.get_by_role("region", name="Worked example")
    show = example.get_by_role("button", name="Show me")
    expect(show).to_be_enabled(timeout=BOOT_TIMEOUT_MS)
    show.click()
    expect(outcome(page)).to_contain_text("You: -10, 1 London card at -10 (Fall 10).")
    # the line's clause one tap further, under "Rules behind this", as a link named by its words
    line = outcome(page).get_by_role("listitem").filter(has_text="1 London card at -10")
    line.get_by_text("Rules behind this").click()
    link = line.locator("a[href='#bourse-D-5']")
    expect(link).to_be_visible()
    assert "bourse-D-5" not in link.inner_text()


def test_the_example_shown_survives_instant_navigation_to_2003_and_back(page, site_url):
    """A reader who tried rule 28, went to the 2003 rules and came back finds rule 28's example
    still shown with its outcome (the 2003 page shows none: it has its own examples)."""
    open_annotated(page, f"{site_url}games/gavitt-1903/")
    try_and_show(page, RULE_28)
    expect(outcome(page).locator("a[href='#gse1903-28']").first).to_be_attached()
    page.evaluate("window.__sameDocument = 'yes'")
    page.locator("a[href$='games/gavitt-2003/']").first.click()
    page.wait_for_url(re.compile(r".*/games/gavitt-2003/(#.*)?$"))
    expect(page.locator(".md-content .topeka-demo[data-edition='2003']")).to_have_count(1)
    expect(page.get_by_role("button", name=re.compile("^Try it: ")).first).to_be_visible()
    expect(page.get_by_role("region", name="Worked example")).to_have_count(0)
    page.go_back()
    page.wait_for_url(re.compile(r".*/games/gavitt-1903/(#.*)?$"))
    expect(outcome(page)).to_contain_text("Broker 2 completed his set first with the Telegram in his "
                                          "possession, so −$100.", timeout=BOOT_TIMEOUT_MS)
    expect(outcome(page).locator("a[href='#gse1903-28']").first).to_be_attached()
    assert page.evaluate("window.__sameDocument") == "yes", "instant navigation fell back to a full page load"


def test_a_text_page_with_an_example_on_show_passes_axe(page, site_url):
    open_annotated(page, f"{site_url}games/gavitt-1903/")
    settle(page)
    try_and_show(page, RULE_28)
    expect(outcome(page).locator("a[href='#gse1903-28']").first).to_be_attached()
    problems = audit(page)
    assert not problems, "\n".join(problems)


def test_without_javascript_the_example_is_prose_and_there_is_no_control(browser, site_url):
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        open_annotated(page, f"{site_url}games/gavitt-1903/")
        example = page.locator("#gse1903-28 details.topeka-example")
        expect(example).to_have_count(1)
        example.locator("summary").click()
        expect(example).to_contain_text("he loses $100 from the set he has just secured (rule 28)")
        expect(page.get_by_role("button", name=re.compile("^Try it"))).to_have_count(0)
    finally:
        context.close()
