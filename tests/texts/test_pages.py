"""The rendered site: fidelity of every transcription, anchors, links, coverage and alignment."""
from __future__ import annotations

import json
import re
from html import unescape
from collections import Counter
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from htmlwords import parse, source_words
from site_tools.texts.model import TEXTS, words

PAGES = {t: p for _, t, p in TEXTS}


def html_of(site: Path, page: str) -> str:
    return (site / page[:-3] / "index.html").read_text(encoding="utf-8") if not page.endswith("index.md") \
        else (site / "index.html").read_text(encoding="utf-8")


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


MARKER = re.compile(r'<button type="button" class="editorial topeka-marker" popovertarget="([^"]+)" aria-label="Note (\d+)" data-fn="\d+">(\d+)</button>')


def test_annotation_markers_match_their_notes(built_site):
    """Each clause's markers are numbered 1..n in reading order, each opens (popovertarget) the
    note of its number in the list right after the clause, and each note is a popover."""
    for page in PAGES.values():
        html = html_of(built_site, page)
        clauses = list(re.finditer(r'<div class="topeka-clause [^"]*" id="([^"]+)"(.*?)</div>\s*'
                                   r'(<ol class="editorial topeka-notes"[^>]*>(.*?)</ol>)?', html, re.S))
        assert clauses, page
        for m in clauses:
            markers = MARKER.findall(m.group(2))
            notes = re.findall(r'<li class="topeka-note[^"]*" id="([^"]+)" popover data-fn="\d+">', m.group(4) or "")
            assert [n for _, n, _ in markers] == [str(i) for i in range(1, len(notes) + 1)], m.group(1)
            assert all(n == shown for _, n, shown in markers), m.group(1)
            assert [t for t, _, _ in markers] == notes, m.group(1)


@pytest.mark.parametrize("text_id", list(PAGES))
def test_text_pages_leave_the_theme_nothing_to_mount_per_note(built_site, text_id):
    """Notes are native popovers, not the theme's annotations, and nothing in the text carries a
    title (the theme mounts a tooltip script on each; only the headings' permalinks keep theirs): a
    long text costs no script up front."""
    html = html_of(built_site, PAGES[text_id])
    article = html[html.index("<article"):html.index("</article>")]
    assert MARKER.search(article)
    assert not re.search(r'class="[^"]*\bannotate\b', article)
    titled = [t for t in re.findall(r"<[^>]*\stitle=[^>]*>", article) if 'class="headerlink"' not in t]
    assert not titled


def test_letter_spaced_heading_has_a_readable_table_of_contents_entry(built_site, texts):
    """gse1903 prints "P O I N T S T H AT …": the page keeps the letters (the fidelity test above
    holds it to the source), the table of contents and the heading's name read as words."""
    html = html_of(built_site, PAGES["gse1903"])
    heading = next(b for b in texts["gse1903"].blocks if b.kind == "heading" and b.text.startswith("P O I N T S"))
    assert heading.toc == "Points That May Be Counted Off."
    assert re.search(rf'<h3 aria-label="{re.escape(heading.toc)}" data-source="heading" id="{heading.id}">'
                     rf'{re.escape(heading.text)}', html)
    toc = re.findall(r'<a href="#([^"]+)" class="md-nav__link">\s*<span class="md-ellipsis">\s*(.*?)\s*</span>', html, re.S)
    assert (heading.id, heading.toc) in [(i, " ".join(t.split())) for i, t in toc]


@pytest.mark.parametrize("text_id", list(PAGES))
def test_table_of_contents_reads_as_words(built_site, text_id):
    """No entry of a text's table of contents is letter-spaced or shows an escaped character."""
    html = html_of(built_site, PAGES[text_id])
    entries = [" ".join(t.split()) for t in re.findall(r'class="md-nav__link">\s*<span class="md-ellipsis">(.*?)</span>', html, re.S)]
    assert entries
    for entry in entries:
        assert not re.search(r"(?:\b\w\b ){4}", entry), entry
        assert "&amp;" not in entry and "&#" not in entry, entry


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


def demo_div(html: str, game: str, edition: str) -> tuple[str, dict]:
    """The demo's placeholder in a built page and the options the build wrote into it."""
    m = re.search(rf'<div class="topeka-demo" data-demo="{game}" data-edition="{edition}" data-options="([^"]*)"'
                  r'(?: data-howto="[^"]*")?></div>', html)
    assert m, f"no {game} demo placeholder"
    return m.group(0), json.loads(unescape(m.group(1)))


def test_gavitt_pages_carry_the_demo_placeholder_after_the_intro(built_site):
    for edition in ("1903", "2003"):
        html = html_of(built_site, f"games/gavitt-{edition}.md")
        demo, _ = demo_div(html, "gavitt", edition)
        assert html.index('id="play"') < html.index(demo) < html.index('id="the-text"')
    demo_div(html_of(built_site, "games/railway.md"), "railway", "")
    demo_div(html_of(built_site, "games/bourse.md"), "bourse", "")


@pytest.mark.parametrize("page, game, edition", [("games/gavitt-1903.md", "gavitt", "1903"),
                                                 ("games/gavitt-2003.md", "gavitt", "2003"),
                                                 ("games/railway.md", "railway", ""), ("games/bourse.md", "bourse", "")])
def test_a_demo_reads_its_options_from_the_engine_schemas_and_resolved_defaults(built_site, page, game, edition):
    """The page reads its URL hash before Python is up, from what the build wrote: the game's
    schemas as the registry describes them, and the parameters the engine resolves for this
    page's edition (the 1903 page's target is 2500 and its Telegram on, gse1903-15, gse1903-18)."""
    import games
    from games.core.params import resolve

    _, spec = demo_div(html_of(built_site, page), game, edition)
    gt = games.GAMES[game]
    described = json.loads(json.dumps(gt.describe()))
    assert {k: spec[k] for k in described} == described
    params = {"edition": edition} if edition else {}
    assert spec["defaults"] == json.loads(json.dumps(games.new_game(game, params, 0).params))
    assert spec["bot_defaults"] == resolve(gt.bot_params, {})
    if edition:
        assert spec["defaults"]["edition"] == edition
        assert (spec["defaults"]["target"], spec["defaults"]["telegram"]) == \
            ((2500, True) if edition == "1903" else (1000, False))


@pytest.mark.parametrize("page, game, edition, pct", [("games/gavitt-1903.md", "gavitt", "1903", "66.7 %"),
                                                      ("games/gavitt-2003.md", "gavitt", "2003", "41.5 %"),
                                                      ("games/railway.md", "railway", "", "52.5 %"),
                                                      ("games/bourse.md", "bourse", "", "16.7 %")])
def test_each_demo_page_says_how_often_a_newcomer_wins_at_its_default_table(built_site, page, game, edition, pct):
    """What a newcomer may expect: the newcomer bot's win rate over 1,000 deals at the page's own
    default table, in the engine's words (``newcomer_words``), under the demo and before the text; the
    1903 and 2003 pages each show their own edition's figure, with the command that measures it again.
    The percentages are those the engine keeps in ``games/<game>/lab/newcomer.json`` (checked against
    fresh games by tests/engine/test_newcomer.py)."""
    import games
    from games.lab.measures.newcomer import newcomer_words

    html = html_of(built_site, page)
    m = re.search(r'<div class="topeka-newcomer" data-game="(\w+)">(.*?)</div>', html, re.S)
    assert m and m.group(1) == game, f"{page}: no newcomer figure"
    said = " ".join(unescape(re.sub(r"<[^>]+>", " ", m.group(2))).split())
    gt = games.GAMES[game]
    (kept,) = [k for k in gt.laboratory().kept("newcomer.json") if not edition or k["params"].get("edition") == edition]
    words = newcomer_words(kept, gt)
    for part in ("summary", "how", "command"):
        assert " ".join(words[part].split()) in said, part
    assert "It won " in said and pct in said and "1,000 games, each a different deal" in said
    demo, _ = demo_div(html, game, edition)
    assert html.index(demo) < m.start() < html.index('id="the-text"')


@pytest.mark.parametrize("page, game, edition", [("games/gavitt-1903.md", "gavitt", "1903"),
                                                 ("games/gavitt-2003.md", "gavitt", "2003"),
                                                 ("games/bourse.md", "bourse", ""), ("games/railway.md", "railway", "")])
def test_each_real_time_demo_page_says_the_window_the_hosts_lag_and_the_hosts_measured_advantage(built_site, page,
                                                                                                  game, edition):
    """Fairness in real time: under a real-time game's demo, static (it reads without
    Python), the window within which actions count as simultaneous, the host's lag (its cap the
    engine's) and the host's advantage measured with a bot 50-150 ms away, with both, with the
    window alone and with no window, in the engine's words
    (``latency_words``, from ``games/<game>/lab/latency.json``, checked against fresh games by
    tests/engine/test_latency.py), with how it was measured and the command; the 1903 and 2003
    pages each their own edition's figures. A turn-based game (the railway) has no race to judge
    and says nothing of it."""
    import games
    from games.core.fairness import HOST_LAG_CAP_MS
    from games.lab.measures.latency import latency_words

    html = html_of(built_site, page)
    m = re.search(r'<div class="topeka-latency" data-game="(\w+)">(.*?)</div>', html, re.S)
    gt = games.GAMES[game]
    if gt.dynamics != "real-time":
        assert m is None and 'class="topeka-latency"' not in html
        return
    assert m and m.group(1) == game, f"{page}: no figure of the host's advantage"
    said = " ".join(unescape(re.sub(r"<[^>]+>", " ", m.group(2))).split())
    (kept,) = [k for k in gt.laboratory().kept("latency.json") if not edition or k["params"].get("edition") == edition]
    words = latency_words(kept, gt)
    for part in ("summary", "how", "command"):
        assert " ".join(words[part].split()) in said, part
    assert "within 150 ms of each other count as simultaneous" in said and "50 to 150 ms away" in said
    assert f"as long as the round trip of the farthest person at the table, at most {HOST_LAG_CAP_MS} ms" in said
    lag = said.index(f"won {100 * kept['rules']['lag']['host']['share']:.1f} %")
    assert lag < said.index("with the window alone") < said.index("with no window")
    demo, _ = demo_div(html, game, edition)
    assert html.index(demo) < m.start() < html.index('id="the-text"')


def test_history_unknowns_are_said(built_site):
    railway = html_of(built_site, "games/railway.md")
    assert "title, publisher and date are unknown" in railway
    bourse = html_of(built_site, "games/bourse.md")
    assert "Its date is unknown" in bourse and "does not list the" in bourse and "the rest are unknown" in bourse
    gse = html_of(built_site, "games/gavitt-1903.md")
    assert "The sixth railroad of the 1903 deck is unknown" in gse
    assert "anachronism" in html_of(built_site, "games/gavitt-2003.md")


def _pages_with_a_demo(site: Path) -> list[str]:
    return [page for page in PAGES.values() if 'class="topeka-demo"' in html_of(site, page)]


def test_home_page_has_a_play_card_for_each_page_with_a_demo(built_site):
    """Generated from the pages that host a demo, so a game gets its card when its demo exists;
    the cards come before the home page's first section."""
    import html as htmllib

    home = html_of(built_site, "index.md")
    article = home[home.index("<article"):]
    cards = re.findall(r'<a class="topeka-play__link" href="([^"]+)">(Play [^<]+)</a>', article)
    demos = _pages_with_a_demo(built_site)
    assert demos
    assert sorted(href for href, _ in cards) == sorted(page[:-3] + "/#play" for page in demos)
    names = [htmllib.unescape(name) for _, name in cards]
    assert "Play Gavitt's Stock Exchange (1903)" in names
    assert article.index("topeka-play__link") < article.index("<h2")


def test_navigation_marks_the_pages_with_a_demo(built_site):
    home = html_of(built_site, "index.md")
    demos = _pages_with_a_demo(built_site)
    for page in PAGES.values():
        m = re.search(rf'<a href="{re.escape(page[:-3])}/" class="md-nav__link">(.*?)</a>', home, re.S)
        assert m, page
        assert ('class="md-status md-status--play"' in m.group(1)) == (page in demos), page


def test_coverage_shows_the_readings_issue_24_questioned(built_site):
    html = html_of(built_site, "reference/coverage.md")
    for cid in ("railway-scoring-1", "railway-play-5", "railway-play-7", "railway-play-8", "bourse-H-2"):
        row = re.search(rf'<tr id="cov-{cid}"[^>]*data-status="([^"]+)".*?</tr>', html, re.S)
        assert row and row.group(1) == "interpreted", cid
    row = re.search(r'<tr id="cov-railway-play-8".*?</tr>', html, re.S).group(0)
    assert "lay_down" in row and "in his turn or not" in row
    # a parameter in the engine's words, its key beside them for a developer (games.core.paramwords)
    assert "\u201cA completed train is laid down\u201d <code>lay_down</code>" in row
    row = re.search(r'<tr id="cov-bourse-H-2".*?</tr>', html, re.S).group(0)
    assert "penalty_without_rise_fall" in row and "even though it" in row
    assert "It does not strike <code>penalty_without_rise_fall=false</code> (default)" in row
    # each reading's reasons and the default they favour (railway-scoring-3), and the noted
    # alternatives as the parameters that offer them (play-4a, play-6, play-7)
    for cid, wanted in (("railway-scoring-3", ("hand_count", "For it:", "Against it:", "favour")),
                       ("railway-scoring-1", ("making up",)), ("railway-play-4a", ("demands_per_turn",)),
                       ("railway-play-6", ("signal_hold",)), ("railway-play-7", ("reshuffle", "when-needed"))):
        row = re.search(rf'<tr id="cov-{cid}".*?</tr>', html, re.S).group(0)
        assert all(w in row for w in wanted), cid


def test_bourse_A_2_the_page_tabulates_the_seven_rise_and_fall_faces(built_site):
    html = html_of(built_site, "games/bourse.md")
    table = re.search(r"<caption>The archive(?:&#x27;|')s reconstruction</caption>.*?</table>", html, re.S).group(0)
    rows = re.findall(r"<tr><th scope=\"row\">(.*?)</th>(.*?)</tr>", table, re.S)
    assert [r[0] for r in rows] == [f"Rise &amp; Fall {n}" for n in range(10, 3, -1)]
    ten, seven = rows[0][1], rows[3][1]
    assert "From the text" in ten and "Reconstruction" not in ten and "bourse-special-5-score" in ten
    assert "Partly from the text" in seven and "bourse-D-4" in seven
    assert all("Reconstruction" in r[1] for i, r in enumerate(rows) if i not in (0, 3))
