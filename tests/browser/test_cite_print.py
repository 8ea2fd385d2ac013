"""For readers who cite and print: "Cite this" on a text page and on each clause of the
annotated view, loaded only when a reader asks; and a text page printed as the text, its notes as
footnotes numbered over the page, without controls or demo."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from test_texts import stub_demos

pytestmark = pytest.mark.browser


def test_a_clause_cites_itself_from_the_annotated_view_and_copies(browser, site_url, guarded_page):
    context = browser.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site_url.rstrip("/"))
    page = guarded_page(context.new_page())
    stub_demos(page)
    scripts = []
    page.on("request", lambda r: scripts.append(r.url) if r.url.endswith(".js") else None)
    page.goto(site_url + "games/bourse/")
    page.wait_for_load_state("networkidle")
    assert not any(u.endswith("/js/cite.js") for u in scripts), "cite.js loads only when a reader asks"
    cite = page.get_by_role("button", name="Cite bourse-F-1")
    expect(cite).to_be_hidden()                  # the reading view has no apparatus
    page.locator(".md-content").get_by_role("radio", name="Annotated view").check()
    cite.scroll_into_view_if_needed()
    cite.click()
    pop = page.locator("#topeka-cite")
    expect(page.locator("#topeka-cite:popover-open")).to_be_visible()
    chicago = pop.locator('pre[data-format="chicago"]')
    expect(chicago).to_contain_text("clause bourse-F-1")
    expect(chicago).to_contain_text(site_url + "games/bourse/#bourse-F-1. Accessed [date].")
    csl = json.loads(pop.locator('pre[data-format="csl"]').inner_text())
    assert csl[0]["id"] == "topeka-bourse-F-1" and csl[0]["URL"].endswith("#bourse-F-1")
    assert "@@CLAUSE@@" not in pop.locator(".topeka-cite-pop__body").inner_html()
    expect(page.locator("#topeka-cite button").nth(1)).to_be_focused()     # keyboard lands in it
    pop.get_by_role("button", name="Copy the BibTeX citation of bourse-F-1").click()
    expect(pop.get_by_role("button", name=re.compile("BibTeX citation of bourse-F-1"))).to_have_text("Copied")
    assert page.evaluate("navigator.clipboard.readText()").startswith("@misc{topeka-bourse-F-1,")
    # Another clause refills the same popover.
    page.keyboard.press("Escape")
    expect(page.locator("#topeka-cite:popover-open")).to_have_count(0)
    other = page.get_by_role("button", name="Cite bourse-A", exact=True)
    other.scroll_into_view_if_needed()
    other.click()
    expect(chicago).to_contain_text("clause bourse-A.")
    context.close()


def test_the_text_citation_reads_without_javascript(browser, site_url, guarded_page):
    context = browser.new_context(java_script_enabled=False)
    page = guarded_page(context.new_page())
    page.goto(site_url + "games/gavitt-1903/")
    details = page.locator("details#cite-this")
    details.locator("summary").click()
    expect(details.locator('pre[data-format="chicago"]')).to_contain_text("version 0.1.0")
    expect(details.locator('pre[data-format="bibtex"]')).to_contain_text("@misc{topeka-gse1903,")
    expect(details.get_by_role("button", name=re.compile("^Copy"))).to_have_count(0)   # need a script
    expect(details.get_by_role("link", name="BibTeX")).to_have_attribute("href", "../../cite/gse1903.bib")
    context.close()


def test_a_text_page_prints_as_the_text_with_numbered_footnotes(page, site_url):
    stub_demos(page)
    page.goto(site_url + "games/gavitt-1903/")
    page.emulate_media(media="print")
    for selector in (".topeka-demo", ".md-header", ".md-sidebar--primary", ".topeka-view", "details#cite-this",
                     ".topeka-clause-meta", ".md-footer", "h2#play"):
        expect(page.locator(selector).first).to_be_hidden()
    expect(page.locator("h1")).to_be_visible()
    expect(page.locator("#gse1903-8 .topeka-clause-text")).to_contain_text(re.compile(r"not more then\d* two"))
    seen = page.evaluate("""() => {
      const visible = (el) => getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0;
      const markers = [...document.querySelectorAll('.md-content button.topeka-marker')];
      const notes = [...document.querySelectorAll('.md-content li.topeka-note')];
      const controls = [...document.querySelectorAll('.md-content button:not(.topeka-marker), .md-content input')];
      return {
        markers: markers.map(m => m.dataset.fn), notes: notes.map(n => n.dataset.fn),
        notesShown: notes.filter(visible).length, controlsShown: controls.filter(visible).length,
        markerText: getComputedStyle(markers[0], '::after').content,
      };
    }""")
    n = len(seen["notes"])
    assert n > 50 and seen["markers"] == seen["notes"] == [str(i) for i in range(1, n + 1)]
    assert seen["notesShown"] == n and seen["controlsShown"] == 0
    assert "data-fn" in seen["markerText"] or seen["markerText"] == '"1"'
    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF") and len(pdf) > 20_000
