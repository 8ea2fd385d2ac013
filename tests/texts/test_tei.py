"""The TEI P5 editions (site/tei/<text>.xml): valid against the pinned tei_all, the page's words, its
clause IDs, notes and corrections, the source's checksum, and the two Gavitt editions linked."""
from __future__ import annotations

import hashlib
import re

import pytest
from lxml import etree

from htmlwords import parse
from site_tools.texts.model import ROOT, TEXTS, words

PAGES = {t: p for _, t, p in TEXTS}
SCHEMA = ROOT / "site_tools" / "schemas" / "tei_all.rng"
SCHEMA_SHA256 = "facc222ce0c2d3647f772bc9e8b584722bf2d71e65a4f73b26d41a7ed869d4a1"
NS = {"t": "http://www.tei-c.org/ns/1.0"}
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"


@pytest.fixture(scope="session")
def tei_all():
    """The pinned schema, compiled once (tei_all is large: compiling it takes most of a minute here)."""
    return etree.RelaxNG(etree.parse(str(SCHEMA)))


@pytest.fixture(scope="session")
def tei(built_site):
    return {t: etree.parse(str(built_site / "tei" / f"{t}.xml")) for t in PAGES}


def page_html(site, page):
    return (site / page[:-3] / "index.html").read_text(encoding="utf-8")


def test_the_pinned_schema_is_tei_all_of_a_tei_release():
    data = SCHEMA.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SCHEMA_SHA256
    head = data[:2000].decode("utf-8")
    assert "TEI Edition: Version\u00a04.3.0" in head and 'ns="http://www.tei-c.org/ns/1.0"' in head
    assert (SCHEMA.parent / "TEI-LICENSE.md").read_text(encoding="utf-8").startswith("# License Terms")


@pytest.mark.parametrize("text_id", list(PAGES))
def test_tei_file_validates_against_tei_all(tei_all, tei, text_id):
    ok = tei_all.validate(tei[text_id])
    assert ok, "\n".join(f"line {e.line}: {e.message}" for e in list(tei_all.error_log)[:10])


def test_the_validator_refuses_an_invalid_tei_file(tei_all, tei):
    """The check can fail: a <p> directly inside <text> is not TEI."""
    doc = etree.fromstring(etree.tostring(tei["gse1903"]))
    doc.find("t:text", NS).insert(0, etree.Element("{%s}p" % NS["t"]))
    assert not tei_all.validate(doc)


@pytest.mark.parametrize("text_id", list(PAGES))
def test_tei_words_equal_the_source_words(texts, tei, text_id):
    """The fidelity test holds the XML too: the body's words, without the editors' notes and
    corrections, are the raw text's words in order."""
    body = tei[text_id].find("t:text/t:body", NS)
    got = "".join(body.xpath(".//text()[not(ancestor::t:note) and not(ancestor::t:corr)]", namespaces=NS)).split()
    assert got == words(texts[text_id].raw)


@pytest.mark.parametrize("text_id", list(PAGES))
def test_clause_ids_are_xml_ids_of_the_clauses(texts, tei, text_id):
    root = tei[text_id].getroot()
    found = {el.get(XML_ID): etree.QName(el).localname for el in root.iter() if el.get(XML_ID)}
    for cid, block in texts[text_id].clauses.items():
        assert found.get(cid) == ("table" if block.table is not None else "seg" if block.parent else "p"), cid


@pytest.mark.parametrize("text_id", list(PAGES))
def test_the_page_notes_are_tei_notes_with_the_same_ids_and_numbers(built_site, tei, text_id):
    html = page_html(built_site, PAGES[text_id])
    on_page = re.findall(r'<li class="topeka-note[^"]*" id="(n-[^"]+)" popover', html)
    in_tei = [(n.get(XML_ID), n.get("n")) for n in tei[text_id].xpath(".//t:body//t:note[@xml:id]", namespaces=NS)]
    assert [i for i, _ in in_tei] == on_page
    assert all(i.endswith("-" + n) for i, n in in_tei)


@pytest.mark.parametrize("text_id", list(PAGES))
def test_printing_errors_the_page_annotates_are_sic_and_corr(texts, tei, text_id):
    root = tei[text_id].getroot()
    expected = [(blk.id, n.sic, n.corr) for b in texts[text_id].blocks for blk in [b, *b.parts] for n in blk.notes if n.sic]
    got = []
    for choice in root.iterfind(".//t:body//t:choice", NS):
        owner = next(a for a in choice.iterancestors() if a.get(XML_ID))
        got.append((owner.get(XML_ID), choice.findtext("t:sic", namespaces=NS), choice.findtext("t:corr", namespaces=NS)))
    assert sorted(got) == sorted(expected)
    if text_id == "bourse":
        assert ("bourse-A", "same", "game") in got and ("bourse-F-1", "bands", "hands") in got


@pytest.mark.parametrize("text_id", list(PAGES))
def test_the_header_gives_the_source_file_and_its_sha256(texts, tei, text_id):
    m = texts[text_id].manifest
    bibl = tei[text_id].find("t:teiHeader/t:fileDesc/t:sourceDesc/t:bibl", NS)
    assert bibl.findtext("t:idno[@type='SHA-256']", namespaces=NS) == m["sha256"]
    assert bibl.findtext("t:idno[@type='filename']", namespaces=NS) == m["original_name"]
    assert texts[text_id].source["original"] in bibl.findtext("t:note", namespaces=NS)
    version = tei[text_id].find("t:teiHeader/t:fileDesc/t:editionStmt/t:edition", NS).get("n")
    assert version == __import__("site_tools.texts.cite", fromlist=["archive"]).archive()["version"]


def _pointers(doc):
    for el in doc.iter():
        for attr in ("target", "ref"):
            for p in (el.get(attr) or "").split():
                if p.startswith("#") or re.match(r"^\w+\.xml#", p):
                    yield p


def test_every_pointer_resolves_in_its_file(tei):
    ids = {t: {el.get(XML_ID) for el in doc.iter() if el.get(XML_ID)} for t, doc in tei.items()}
    bad = []
    for t, doc in tei.items():
        for p in _pointers(doc):
            file, _, frag = p.partition("#")
            where = file[:-4] if file else t
            if frag not in ids.get(where, ()):
                bad.append(f"{t}: {p}")
    assert not bad, bad[:10]


def test_the_gavitt_correspondences_are_links_between_the_two_files(tei):
    from site_tools.games.gavitt import alignment

    rows = alignment.rows()
    for here, there in (("gse1903", "gse2003"), ("gse2003", "gse1903")):
        groups = tei[here].findall(".//t:back/t:div[@type='correspondences']/t:linkGrp", NS)
        assert len(groups) == len(rows)
        for group, row in zip(groups, rows):
            assert group.get("type") == row["change"]
            targets = " ".join(el.get("target") for el in group if el.get("target")).split()
            want = [f"#{c}" for c in row.get(here) or []] + [f"{there}.xml#{c}" for c in row.get(there) or []]
            assert sorted(targets) == sorted(want)
            if row.get(here) and row.get(there):
                assert group.find("t:link", NS) is not None
    assert tei["railway"].find(".//t:div[@type='correspondences']", NS) is None


@pytest.mark.parametrize("text_id", list(PAGES))
def test_the_text_page_links_its_tei_file_and_its_source_as_archived(built_site, texts, text_id):
    html = page_html(built_site, PAGES[text_id])
    p = parse(html)
    m = texts[text_id].manifest
    assert f"../../tei/{text_id}.xml" in p.hrefs
    assert f"../../sources/{m['original_name']}" in p.hrefs
    data = (built_site / "sources" / m["original_name"]).read_bytes()
    assert data == texts[text_id].raw_path.read_bytes() and hashlib.sha256(data).hexdigest() == m["sha256"]
    assert m["sha256"] in html
