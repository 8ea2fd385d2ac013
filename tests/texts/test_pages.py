"""The rendered site: fidelity of every transcription, anchors, links, coverage and alignment."""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from htmlwords import parse, source_words
from site_tools.texts.model import TEXTS, load_all, words

PAGES = {t: p for _, t, p in TEXTS}


def html_of(site: Path, page: str) -> str:
    return (site / page[:-3] / "index.html").read_text(encoding="utf-8") if not page.endswith("index.md") \
        else (site / "index.html").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def texts():
    return {t.id: t for t in load_all()}


@pytest.mark.parametrize("text_id", list(PAGES))
def test_rendered_transcription_equals_raw_words(built_site, texts, text_id):
    got = source_words(html_of(built_site, PAGES[text_id]))
    want = words(texts[text_id].raw)
    if got != want:
        i = next((k for k, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        pytest.fail(f"{text_id}: rendered words depart at {i}: page {got[max(0, i-5):i+5]} vs source {want[max(0, i-5):i+5]}")


@pytest.mark.parametrize("text_id", list(PAGES))
def test_every_clause_has_an_anchor_and_a_status(built_site, texts, text_id):
    html = html_of(built_site, PAGES[text_id])
    p = parse(html)
    ids = Counter(p.ids)
    for cid in texts[text_id].clauses:
        assert ids[cid] == 1, f"{cid} anchored {ids[cid]} times"
        assert f'data-clause="{cid}" data-status="' in html
    assert 'data-status="pending"' in html or 'data-status="implemented"' in html


def _resolve(site: Path, page_url_path: str, href: str):
    """(file, fragment) that an href on a page points to, inside the built site; None if external."""
    parts = urlsplit(href)
    if parts.scheme or parts.netloc:
        return None
    if parts.path:
        path = urlsplit(urljoin("http://x/" + page_url_path, parts.path)).path.lstrip("/")
    else:
        path = page_url_path
    f = site / path
    if f.is_dir() or path.endswith("/") or path == "":
        f = f / "index.html"
    return f, parts.fragment


@pytest.mark.parametrize("page", list(PAGES.values()) + ["games/gavitt-alignment.md", "reference/coverage.md",
                                                         "glossary.md", "bibliography.md", "index.md"])
def test_every_link_and_anchor_resolves(built_site, page):
    url_path = "" if page == "index.md" else page[:-3] + "/"
    p = parse(html_of(built_site, page))
    cache: dict[Path, set[str]] = {}
    bad = []
    for href in p.hrefs:
        r = _resolve(built_site, url_path, href)
        if r is None:
            continue
        f, frag = r
        if not f.exists():
            bad.append(f"{href}: no page {f}")
            continue
        if frag:
            if f not in cache:
                cache[f] = set(parse(f.read_text(encoding="utf-8")).ids)
            if frag not in cache[f]:
                bad.append(f"{href}: no anchor #{frag}")
    assert not bad, "\n".join(bad[:20])


def test_annotation_markers_match_their_lists(built_site):
    import re
    for page in PAGES.values():
        html = html_of(built_site, page)
        for m in re.finditer(r'<div class="topeka-clause annotate[^"]*" id="([^"]+)"(.*?)</div>\s*(<ol class="editorial topeka-notes">(.*?)</ol>)?', html, re.S):
            markers = re.findall(r'<span class="editorial topeka-marker">\((\d+)\)</span>', m.group(2))
            items = re.findall(r"<li ", m.group(4) or "")
            assert markers == [str(i) for i in range(1, len(items) + 1)], m.group(1)


def test_coverage_lists_every_clause_with_a_status(built_site, texts):
    html = html_of(built_site, "reference/coverage.md")
    for t in texts.values():
        for cid in t.clauses:
            assert f'<tr id="cov-{cid}" data-clause="{cid}" data-status="' in html, cid
    assert "pending" in html or "implemented" in html


def test_alignment_page_has_both_editions(built_site, texts):
    html = html_of(built_site, "games/gavitt-alignment.md")
    for tid in ("gse1903", "gse2003"):
        for leaf in texts[tid].leaves():
            assert f"#{leaf.id}\"" in html, leaf.id


def test_gavitt_pages_carry_the_demo_placeholder_after_the_intro(built_site):
    for edition in ("1903", "2003"):
        html = html_of(built_site, f"games/gavitt-{edition}.md")
        demo = f'<div class="topeka-demo" data-demo="gavitt" data-edition="{edition}"></div>'
        assert demo in html
        assert html.index('id="play"') < html.index(demo) < html.index('id="the-text"')
    for page in ("games/railway.md", "games/bourse.md"):
        assert "topeka-demo" not in html_of(built_site, page)


def test_history_unknowns_are_said(built_site):
    railway = html_of(built_site, "games/railway.md")
    assert "title, publisher and date are unknown" in railway
    bourse = html_of(built_site, "games/bourse.md")
    assert "Its date is unknown" in bourse and "are not in the text and are unknown" in bourse
    gse = html_of(built_site, "games/gavitt-1903.md")
    assert "The sixth railroad of the 1903 deck is unknown" in gse
    assert "anachronism" in html_of(built_site, "games/gavitt-2003.md")
