"""The reading view and the annotated view of the text pages: one control above the
text, the reading view on a first visit, the reader's choice remembered across a reload and
Material's instant navigation. Driven by accessible roles."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_texts import stub_demos

pytestmark = pytest.mark.browser


def view(page, name: str):
    return page.locator(".md-content").get_by_role("radio", name=name)


def apparatus(page):
    """The first clause's apparatus line (clause ID, status, code, the other edition's clause)."""
    return page.locator(".md-content .topeka-clause-meta").first


def test_first_visit_gets_the_reading_view(page, site_url):
    stub_demos(page)
    page.goto(site_url + "games/gavitt-1903/")
    expect(view(page, "Reading view")).to_be_checked()
    expect(view(page, "Annotated view")).not_to_be_checked()
    expect(apparatus(page)).to_be_hidden()
    expect(page.locator(".md-content .topeka-status").first).to_be_hidden()
    # The notes are still one click away.
    page.locator(".md-content").get_by_role("button", name="Note 1").first.click()
    expect(page.locator(".md-content li.topeka-note:popover-open")).to_be_visible()


def test_annotated_view_is_remembered_across_reload_and_instant_navigation(page, site_url):
    stub_demos(page)
    page.goto(site_url + "games/gavitt-1903/")
    view(page, "Annotated view").check()
    expect(apparatus(page)).to_be_visible()
    expect(page.locator(".md-content .topeka-clause-meta").first).to_contain_text("gse1903-1")

    page.reload()
    expect(view(page, "Annotated view")).to_be_checked()
    expect(apparatus(page)).to_be_visible()

    # Instant navigation (the page is not reloaded: a marker set on the window survives).
    page.evaluate("window.__sameDocument = true")
    page.locator(".md-sidebar--primary").get_by_role("link", name=re.compile(r"^Heirloom rules of 2003")).click()
    expect(page).to_have_url(re.compile(r"games/gavitt-2003/$"))
    expect(page.locator("h1")).to_contain_text("2003")
    assert page.evaluate("window.__sameDocument === true"), "expected Material's instant navigation"
    expect(view(page, "Annotated view")).to_be_checked()
    expect(apparatus(page)).to_be_visible()
    expect(apparatus(page)).to_contain_text("gse2003")

    # Back to the reading view: remembered as well.
    view(page, "Reading view").check()
    expect(apparatus(page)).to_be_hidden()
    page.goto(site_url + "games/railway/")
    expect(view(page, "Reading view")).to_be_checked()
    expect(apparatus(page)).to_be_hidden()


def test_view_control_works_by_keyboard(page, site_url):
    stub_demos(page)
    page.goto(site_url + "games/bourse/")
    reading = view(page, "Reading view")
    reading.focus()
    page.keyboard.press("ArrowRight")
    expect(view(page, "Annotated view")).to_be_checked()
    expect(view(page, "Annotated view")).to_be_focused()
    expect(apparatus(page)).to_be_visible()
    page.keyboard.press("ArrowLeft")
    expect(reading).to_be_checked()
    expect(apparatus(page)).to_be_hidden()


def test_a_clause_reached_by_its_link_shows_its_id_in_the_reading_view(page, site_url):
    stub_demos(page)
    page.goto(site_url + "games/gavitt-1903/#gse1903-8")
    expect(view(page, "Reading view")).to_be_checked()
    expect(page.locator("#gse1903-8 > .topeka-clause-meta")).to_be_visible()
    expect(page.locator("#gse1903-9 > .topeka-clause-meta")).to_be_hidden()
