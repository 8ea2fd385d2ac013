"""TEI P5 XML of each transcription (``tei/<text>.xml``), written from the same sources as its page.

* The words are the page's: the same blocks in the same order; the build checks that the body's
  words, notes and corrections aside, are the raw text's (:func:`body_words`), and so do the tests.
* Each clause is a ``<p>`` (a ``<table>`` for a table) whose ``xml:id`` is its clause ID; a paragraph
  of several rules holds one ``<seg xml:id>`` per sub-clause. Headings are ``<head>``, opening a
  ``<div>``; web-page furniture is ``<ab type="furniture">``; lines of a ``lines`` clause are
  separated by ``<lb/>``.
* The page's numbered notes are ``<note>`` at the same place, with the same number (``n``) and ID;
  their links are ``<ref>``: ``#<clause>`` in the same text, ``<text>.xml#<clause>`` in another, the
  site's address for anything else. Glossary words are ``<term ref="#gloss-…">``, defined in the back.
* A printing error the editors correct in a note (``sic``/``corr`` in the editorial layer) is
  ``<choice><sic>…</sic><corr>…</corr></choice>``; the page keeps the printed form only.
* The header names the source file as archived, its size and its SHA-256, and the archive's version.
* A game's own build may add to a text's back (``tei_back`` of ``site_tools/games/<game>/``): Gavitt's
  lists each correspondence of its two editions as a ``linkGrp``.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from urllib.parse import urljoin
from xml.sax.saxutils import escape, quoteattr

from .context import Context
from .model import Block, BuildError, Text, words
from .render import annotate, link_clause_ids, note_item

NS = "http://www.tei-c.org/ns/1.0"


class _NoteHTML(HTMLParser):
    """A note as the page shows it (HTML), as TEI phrase content: links become ``<ref>`` (pointers
    from ``point``), bold ``<hi rend="bold">``, code ``<hi rend="code">``; the close button goes."""

    def __init__(self, point):
        super().__init__(convert_charrefs=True)
        self.point, self.out, self.stack, self.skip = point, [], [], 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "button":
            self.skip += 1
            self.stack.append("")
            return
        close = {"a": "</ref>", "strong": "</hi>", "code": "</hi>"}.get(tag, "")
        if tag == "a":
            self.out.append(f"<ref target={quoteattr(self.point(a.get('href', '')))}>")
        elif tag == "strong":
            self.out.append('<hi rend="bold">')
        elif tag == "code":
            self.out.append('<hi rend="code">')
        self.stack.append(close)

    def handle_endtag(self, tag):
        if not self.stack:
            return
        close = self.stack.pop()
        if tag == "button":
            self.skip -= 1
        elif not self.skip:
            self.out.append(close)

    def handle_data(self, data):
        if not self.skip:
            self.out.append(escape(data))


class TeiWriter:
    def __init__(self, ctx: Context, text: Text, site_url: str, archive: dict):
        self.ctx, self.text, self.archive = ctx, text, archive
        self.page_url = site_url + ctx._url(text.page)
        self.pages = {site_url + ctx._url(t.page): t.id for t in ctx.texts}
        self.terms: dict[str, dict] = {}

    # ---- pointers ---------------------------------------------------------------------------
    def point(self, href: str) -> str:
        """A link of the page as a TEI pointer: to a clause of this text or of another text's TEI
        file, else the absolute address on the site."""
        url = urljoin(self.page_url, href)
        page, _, frag = url.partition("#")
        tid = self.pages.get(page)
        if tid is not None and frag in self.ctx.by_clause:
            return f"#{frag}" if tid == self.text.id else f"{tid}.xml#{frag}"
        return url

    def clause_ptr(self, cid: str) -> str:
        tid = self.ctx.by_clause[cid][0].id
        return f"#{cid}" if tid == self.text.id else f"{tid}.xml#{cid}"

    def html(self, fragment: str) -> str:
        p = _NoteHTML(self.point)
        p.feed(fragment)
        p.close()
        return "".join(p.out).strip()

    # ---- the body ---------------------------------------------------------------------------
    def segment(self, s: str, page_events: list, sics: list[tuple[int, int, object]], notes: dict) -> str:
        """One source string with its glossary terms, corrections and notes, as TEI."""
        spans = []        # (start, end, open, close)
        opened = {}
        for pos, _, (what, payload) in sorted(page_events, key=lambda e: (e[0], e[1])):
            if what == "open":
                opened[id(payload)] = pos
            elif what == "close":
                g = self.ctx.glossary[payload.term]
                self.terms[g["key"]] = g
                spans.append((opened.pop(id(payload)), pos, f'<term ref="#gloss-{g["key"]}">', "</term>"))
        for a, b, n in sics:
            spans.append((a, b, "<choice><sic>", f"</sic><corr>{escape(n.corr)}</corr></choice>"))
        markers = [(pos, payload) for pos, _, (what, payload) in page_events if what == "marker"]
        events = []       # (pos, rank, order, markup): closes, then notes, then opens
        for a, b, o, c in spans:
            events += [(a, 2, -b, o, ("open", a, b)), (b, 0, -a, c, ("close", a, b))]
        events += [(pos, 1, number, notes[number], ("note",)) for pos, number in markers]
        out, last, stack = [], 0, []
        for pos, _rank, _order, markup, what in sorted(events, key=lambda e: e[:3]):
            out.append(escape(s[last:pos]).replace("\n", "\n<lb/>"))
            last = pos
            if what[0] == "open":
                stack.append(what[1:])
            elif what[0] == "close":
                if not stack or stack.pop() != what[1:]:
                    raise BuildError(f"{self.text.id}: a glossary phrase and a corrected error overlap in {s[:40]!r}")
            out.append(markup)
        out.append(escape(s[last:]).replace("\n", "\n<lb/>"))
        return "".join(out)

    def clause(self, b: Block) -> str:
        ann, segs, events = annotate(self.ctx, self.text, b)
        notes = {}
        sics: list[list] = [[] for _ in segs]
        for number, ((seg, _pos, _), n) in enumerate(ann.items, 1):
            nid = ann.note_id(number)
            body = self.html(note_item(self.ctx, self.text.page, n, nid, number))
            notes[number] = f'<note xml:id="{nid}" n="{number}" type="{n.kind}" place="foot">{body}</note>'
            if n.sic:
                si, a, _ = ann.spans[id(n)]
                start = a + n.at.index(n.sic)
                sics[si].append((start, start + len(n.sic), n))
        parts = [self.segment(s, e, sc, notes) for s, e, sc in zip(segs, events, sics)]
        if b.parts:
            inner = " ".join(f'<seg xml:id="{p.id}">{t}</seg>' for p, t in zip(b.parts, parts))
            return f'<p xml:id="{b.id}">{inner}</p>'
        if b.table is not None:
            k = len(b.table["header"])
            rows = ["<row role=\"label\">" + "\n".join(f"<cell>{c}</cell>" for c in parts[:k]) + "</row>"] if k else []
            i = k
            for row in b.table["rows"]:
                rows.append("<row>" + "\n".join(f"<cell>{c}</cell>" for c in parts[i:i + len(row)]) + "</row>")
                i += len(row)
            return f'<table xml:id="{b.id}">\n' + "\n".join(rows) + "\n</table>"
        rend = "" if b.layout == "paragraph" else f' rend="{b.layout}"'
        return f'<p xml:id="{b.id}"{rend}>{parts[0]}</p>'

    def heading(self, b: Block) -> str:
        page = self.text.page
        notes = "".join(f'<note type="{n.kind}">{self.html(link_clause_ids(self.ctx, page, escape(n.note)))}</note>'
                        for n in b.notes)
        return f'<head xml:id="{b.id}">{escape(b.text)}{notes}</head>'

    def body(self) -> str:
        divs: list[list[str]] = [[]]
        for b in self.text.blocks:
            if b.kind == "heading":
                if divs[-1]:
                    divs.append([])
                divs[-1].append(self.heading(b))
            elif b.kind == "furniture":
                label = f" n={quoteattr(b.label)}" if b.label else ""
                divs[-1].append(f'<ab type="furniture" xml:id="{b.id}"{label}>{escape(b.text)}</ab>')
            elif b.kind == "text":
                divs[-1].append(f'<p xml:id="{b.id}">{escape(b.text)}</p>')
            else:
                divs[-1].append(self.clause(b))
        return "\n".join("<div>\n" + "\n".join(d) + "\n</div>" for d in divs if d)

    # ---- header and back ----------------------------------------------------------------------
    def header(self) -> str:
        t, a, m = self.text, self.archive, self.text.manifest
        editors = "".join(f"<name>{escape(e)}</name>" for e in a["editors"])
        pub = (f"<publisher>{escape(t.source['publisher'])}</publisher>" if t.source.get("publisher") else "") + \
              (f"<pubPlace>{escape(t.source['place'])}</pubPlace>" if t.source.get("place") else "")
        return f"""<teiHeader>
<fileDesc>
<titleStmt><title>{escape(t.title)}</title><respStmt><resp>transcribed, laid out and annotated by</resp>{editors}</respStmt></titleStmt>
<editionStmt><edition n="{escape(a['version'])}">{escape(a['title'])}, version {escape(a['version'])}</edition></editionStmt>
<publicationStmt><publisher>{escape(a['title'])}</publisher><idno type="URL">{escape(self.page_url)}</idno>
<availability><p>The rule text is reproduced word for word from its source; the annotations are the editors'.</p></availability></publicationStmt>
<sourceDesc><bibl><note>{escape(t.source['original'])}</note>{pub}<idno type="filename">{escape(m['original_name'])}</idno><idno type="SHA-256">{m['sha256']}</idno><extent>{m['bytes']} bytes, {escape(m.get('encoding', 'utf-8'))}</extent></bibl></sourceDesc>
</fileDesc>
<encodingDesc><editorialDecl>
<correction><p>Printing and scanning errors stay as printed (sic); where a note corrects one, the correction is given beside it (corr). The page shows the printed form only.</p></correction>
<normalization><p>None: the words are the source file's, in its order. Only the layout is restored (headings, numbered steps, tables, line breaks).</p></normalization>
<segmentation><p>Each clause carries its clause ID as xml:id; notes are numbered within their clause, as on the page.</p></segmentation>
</editorialDecl></encodingDesc>
<profileDesc><langUsage><language ident="en">English</language></langUsage></profileDesc>
</teiHeader>"""

    def back(self) -> str:
        out = []
        if self.terms:
            items = "".join(f'<label xml:id="gloss-{k}">{escape(g["term"])}</label>'
                            f'<item>{escape(" ".join(g["definition"].split()))}</item>'
                            for k, g in sorted(self.terms.items()))
            out.append(f'<div type="glossary"><head>Glossary (the editors\' definitions)</head><list type="gloss">{items}</list></div>')
        plugin = self.ctx.plugins.get(self.text.game)
        if hasattr(plugin, "tei_back"):
            out.append(plugin.tei_back(self.ctx, self.text, self.clause_ptr))
        out = [o for o in out if o]
        return "<back>\n" + "\n".join(out) + "\n</back>" if out else ""

    def document(self) -> str:
        body = self.body()          # first: it collects the glossary terms the back defines
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="{NS}" xml:lang="en">\n{self.header()}\n'
                f"<text>\n<body>\n{body}\n</body>\n{self.back()}\n</text>\n</TEI>\n")


def body_words(root: ET.Element) -> list[str]:
    """The transcription's words in a TEI document: the body's text without notes and corrections."""
    skip = {f"{{{NS}}}note", f"{{{NS}}}corr"}
    chunks: list[str] = []

    def walk(el):
        if el.tag in skip:
            return
        chunks.append(el.text or "")
        for child in el:
            walk(child)
            chunks.append(child.tail or "")

    body = root.find(f"{{{NS}}}text/{{{NS}}}body")
    walk(body)
    return words("".join(chunks))


def tei_document(ctx: Context, text: Text, site_url: str, archive: dict) -> str:
    """The TEI file of one text; BuildError if it is not well formed or its words depart from the source."""
    doc = TeiWriter(ctx, text, site_url, archive).document()
    try:
        root = ET.fromstring(doc.encode("utf-8"))
    except ET.ParseError as exc:
        raise BuildError(f"tei/{text.id}.xml is not well formed: {exc}") from None
    got, want = body_words(root), words(text.raw)
    if got != want:
        i = next((k for k, (p, q) in enumerate(zip(got, want)) if p != q), min(len(got), len(want)))
        raise BuildError(f"tei/{text.id}.xml departs from {text.raw_path.name} at word {i}: "
                         f"{got[max(0, i - 5):i + 5]} against {want[max(0, i - 5):i + 5]}")
    ids = re.findall(r'xml:id="([^"]+)"', doc)
    missing = set(text.clauses) - set(ids)
    if missing:
        raise BuildError(f"tei/{text.id}.xml lacks clause IDs {sorted(missing)}")
    return doc
