"""HTML for the transcriptions.

Conventions the tests rely on:
* every element holding source words has a ``data-source`` attribute (clause, heading, text,
  furniture); everything inside it that is not source text has the class ``editorial``;
* a clause is ``<div class="topeka-clause" id="<clause id>" data-clause=… data-status=…>``,
  a sub-clause a ``<span class="topeka-subclause" id=… data-clause=… data-status=…>``;
* the apparatus (clause ID, status badge, code links, the other edition's clauses, sub-clause
  tags) has the class ``topeka-apparatus``: the reading view hides it, the annotated view shows it;
* notes are native popovers written by the build, so they cost no script at all: a marker
  ``<button class="topeka-marker" popovertarget="n-<clause>-<n>">`` in the text, and the
  ``ol.topeka-notes`` right after the clause, whose items are the popovers. A browser without the
  popover attribute shows the list as it is. Nothing here carries a ``title``: the theme would mount
  a tooltip script for each one.
"""
from __future__ import annotations

import html
import re

from .context import Context
from .model import CITATION, Block, BuildError, Note, Text

NOTE_LABEL = {
    "transcription": "Transcription note",
    "history": "History",
    "interpretation": "Interpretation",
    "edition": "Edition difference",
}
CONFIDENCE_TEXT = {
    "H": "",
    "M": " (one secondary source)",
    "L": " (accounts differ)",
}
_PAREN_DIGITS = re.compile(r"\((\d+)\)")


def esc(s: str) -> str:
    return html.escape(s, quote=True)


def protect(s_html: str) -> str:
    """Keep a source "(1)" from being taken for an annotation marker by Material's script,
    which looks for "(digits)" within one text node: split the digits into their own element."""
    return _PAREN_DIGITS.sub(r'(<span class="topeka-nb">\1</span>)', s_html)


def source_html(s: str) -> str:
    """Source text as HTML: escaped, and its "(1)"s kept from the theme (:func:`protect`)."""
    return protect(esc(s))


def link_clause_ids(ctx: Context, page: str, s_html: str) -> str:
    """Turn clause IDs mentioned in the editors' prose into links."""
    def repl(m):
        cid = m.group(1)
        if cid in ctx.by_clause:
            return f'<a href="{ctx.clause_href(page, cid)}">{cid}</a>'
        return m.group(0)
    return CITATION.sub(repl, s_html)


def status_badge(ctx: Context, page: str, cid: str) -> str:
    name = ctx.status_name(cid)
    slug = name.replace(" ", "-")
    return (f'<a class="topeka-status topeka-status--{slug}" href="{ctx.href(page, "reference/coverage.md", "cov-" + cid)}"'
            f'>{esc(name)}</a>')


def note_item(ctx: Context, page: str, n: Note, note_id: str, number: int, fn: int | None = None) -> str:
    label = n.label or NOTE_LABEL[n.kind]
    body = link_clause_ids(ctx, page, esc(n.note))
    if n.kind == "history" and n.confidence == "L":
        body = "Accounts differ. " + body
    tail = ""
    if n.sources:
        links = ", ".join(
            f'<a href="{ctx.href(page, "bibliography.md", s)}">{esc(ctx.bibliography[s]["title"])}</a>'
            for s in n.sources)
        conf = f"; confidence {n.confidence}{CONFIDENCE_TEXT.get(n.confidence, '')}" if n.confidence else ""
        tail += f' <span class="topeka-sources">Source: {links}{conf}.</span>'
    if n.see:
        tail += " See " + ", ".join(f'<a href="{ctx.clause_href(page, c)}">{c}</a>' for c in n.see) + "."
    tail += n.extra_html
    close = (f'<button type="button" class="topeka-note-close" popovertarget="{note_id}" popovertargetaction="hide"'
             f' aria-label="Close note {number}">×</button>')
    fn_attr = f' data-fn="{fn}"' if fn is not None else ""   # its number on the whole page, for print
    return (f'<li class="topeka-note topeka-note--{n.kind}" id="{note_id}" popover{fn_attr}>{close}'
            f'<p><strong>{esc(label)}.</strong> {body}{tail}</p></li>')


class Annotator:
    """Places glossary links and annotation markers in the source strings of one clause block,
    numbering the markers in reading order."""

    def __init__(self, ctx: Context, page: str, where: str, key: str):
        self.ctx, self.page, self.where, self.key = ctx, page, where, key
        self.items: list[tuple[tuple[int, int, int], Note]] = []   # (segment, position, order), note
        self.spans: dict[int, tuple[int, int, int]] = {}   # id(note) -> (segment, start, end) of its `at`
        self.fn_base = 0          # notes before this clause on the page: printed footnotes number on

    def place(self, segments: list[str], seg_notes: list[list[Note]], shared: list[Note] = ()) -> list[list]:
        """Return, for each segment, a list of events (pos, kind, payload)."""
        events: list[list] = [[] for _ in segments]
        order = 0

        def locate(n: Note, candidates):
            for i in candidates:
                s, start, k = segments[i], -1, 0
                while k < n.occurrence:
                    start = s.find(n.at, start + 1)
                    if start < 0:
                        break
                    k += 1
                if start >= 0:
                    self.spans[id(n)] = (i, start, start + len(n.at))
                    return i, start, start + len(n.at)
            raise BuildError(f"{self.where}: note phrase {n.at!r} not found in the clause text")

        all_notes = [(i, n) for i, ns in enumerate(seg_notes) for n in ns] + [(None, n) for n in shared]
        wraps: list[tuple[int, int, int]] = []
        for i, n in all_notes:
            candidates = [i] if i is not None else range(len(segments))
            if n.kind == "glossary":
                seg, a, b = locate(n, candidates)
                for (s2, a2, b2) in wraps:
                    if s2 == seg and a < b2 and a2 < b:
                        raise BuildError(f"{self.where}: glossary phrases {n.at!r} overlap")
                wraps.append((seg, a, b))
                events[seg].append((a, 1, ("open", n)))
                events[seg].append((b, 0, ("close", n)))
        for i, n in all_notes:
            if n.kind == "glossary":
                continue
            candidates = [i] if i is not None else range(len(segments))
            if n.at:
                seg, _, pos = locate(n, candidates)
            else:
                seg = candidates[-1] if i is not None else len(segments) - 1
                pos = len(segments[seg])
            for (s2, a2, b2) in wraps:       # never inside a glossary link
                if s2 == seg and a2 < pos < b2:
                    pos = b2
            order += 1
            self.items.append(((seg, pos, order), n))
        self.items.sort(key=lambda x: x[0])
        for number, ((seg, pos, _), n) in enumerate(self.items, 1):
            events[seg].append((pos, 2, ("marker", number)))
        return events

    def render(self, s: str, events: list) -> str:
        out, last = [], 0
        for pos, _, (what, payload) in sorted(events, key=lambda e: (e[0], e[1])):
            out.append(source_html(s[last:pos]))
            last = pos
            if what == "open":
                g = self.ctx.glossary[payload.term]
                out.append(f'<a class="topeka-term" href="{self.ctx.href(self.page, "glossary.md", g["key"])}"'
                           f' data-definition="{esc(g["term"])}: {esc(" ".join(g["definition"].split()))}">')
            elif what == "close":
                out.append("</a>")
            else:
                out.append(f'<button type="button" class="editorial topeka-marker" popovertarget="{self.note_id(payload)}"'
                           f' aria-label="Note {payload}" data-fn="{self.fn_base + payload}">{payload}</button>')
        out.append(source_html(s[last:]))
        return "".join(out).replace("\n", "<br>\n")

    def note_id(self, number: int) -> str:
        return f"n-{self.key}-{number}"

    def notes_html(self) -> str:
        if not self.items:
            return ""
        lis = "\n".join(note_item(self.ctx, self.page, n, self.note_id(i), i, self.fn_base + i)
                         for i, (_, n) in enumerate(self.items, 1))
        return f'<ol class="editorial topeka-notes" aria-label="Notes to {self.key}">\n{lis}\n</ol>'


def engine_notes(ctx: Context, page: str, cid: str) -> list[Note]:
    """The engine's own account of a clause, as annotations (interpretation / not modelled)."""
    st = ctx.status_of(cid)
    if st is None or not getattr(st, "note", ""):
        return []
    code = ""
    if st.code:
        code = " Code: " + ", ".join(
            f'<a href="{ctx.code_href(page, r)}"><code>{esc(r)}</code></a>' for r in st.code) + "."
    label = {"interpreted": "Interpretation (engine)", "not modelled": "Not modelled",
             "implemented": "Engine note"}.get(st.status, "Engine note")
    note = st.note.strip()
    if note and note[-1] not in ".!?":
        note += "."
    return [Note(kind="interpretation", note=note, label=label, extra_html=code)]


def game_notes(ctx: Context, text: Text, page: str, cid: str) -> list[Note]:
    """The notes the text's game adds to a clause in its own build (``clause_notes`` of
    ``site_tools/games/<game>/``: Gavitt's edition differences), if it adds any."""
    plugin = ctx.plugins.get(text.game)
    return plugin.clause_notes(ctx, page, cid) if hasattr(plugin, "clause_notes") else []


def game_meta(ctx: Context, text: Text, page: str, cid: str) -> str:
    """What the text's game adds to a clause's apparatus line in its own build (``clause_meta``:
    Gavitt's counterparts in the other edition), if anything."""
    plugin = ctx.plugins.get(text.game)
    return plugin.clause_meta(ctx, page, cid) if hasattr(plugin, "clause_meta") else ""


def code_links(ctx: Context, page: str, cid: str) -> str:
    st = ctx.status_of(cid)
    if st is None or not st.code:
        return ""
    return " · code: " + ", ".join(
        f'<a href="{ctx.code_href(page, r)}"><code>{esc(r.split(":", 1)[1])}</code></a>' for r in st.code)


def worked_examples(ctx: Context, b: Block) -> str:
    """The worked examples that show this clause (or one of its parts), each as a short prose
    description in a <details> "Example"; ``data-example``/``data-game``/``data-seat`` let the page's script add
    a "Try it" control beside it (without JavaScript there is no control, only the prose)."""
    seen, out = set(), []
    for cid in [b.id] + [p.id for p in b.parts]:
        for ex in ctx.examples.get(cid, []):
            if ex["id"] in seen:
                continue
            seen.add(ex["id"])
            out.append(f'<details class="editorial topeka-apparatus topeka-example" data-example="{esc(ex["id"])}"'
                       f' data-game="{esc(ex["game"])}" data-seat="{ex["seat"]}" data-title="{esc(ex["title"])}"><summary>Example: {esc(ex["title"])}</summary>'
                       f'<p>{esc(ex["prose"])}</p></details>')
    return "\n".join(out)


def clause_extent(b: Block) -> int:
    """The length of a clause's running text in characters: the page keeps room in proportion for a
    text not yet drawn (``--ch``; content-visibility in docs/css/topeka.css), so that the page's
    height and its anchors hold before it is drawn."""
    return len(" ".join(p.text for p in b.parts) if b.parts else b.text)


def annotate(ctx: Context, text: Text, b: Block) -> tuple[Annotator, list[str], list[list]]:
    """A clause's source strings (its sub-clauses, its table cells, or its one text) and its
    annotator with every note placed: the page and the TEI edition number and place them alike."""
    page = text.page
    ann = Annotator(ctx, page, f"{text.editorial_path.name} {b.id}", b.id)
    if b.parts:
        segs = [p.text for p in b.parts]
        seg_notes = [p.notes + engine_notes(ctx, page, p.id) + game_notes(ctx, text, page, p.id) for p in b.parts]
        shared = b.notes + engine_notes(ctx, page, b.id) + game_notes(ctx, text, page, b.id)
        return ann, segs, ann.place(segs, seg_notes, shared)
    own = b.notes + engine_notes(ctx, page, b.id) + game_notes(ctx, text, page, b.id)
    if b.table is not None:
        segs = b.segments()
        return ann, segs, ann.place(segs, [[] for _ in segs], own)
    return ann, [b.text], ann.place([b.text], [own])


def render_clause(ctx: Context, text: Text, b: Block, notes_before: list[int] | None = None) -> str:
    """A clause as HTML; ``notes_before`` (one number, kept across the page's clauses) counts the
    notes above it, so that the printed page numbers its footnotes from 1 to the last."""
    page = text.page
    ann, segs, events = annotate(ctx, text, b)
    if notes_before is not None:
        ann.fn_base = notes_before[0]
        notes_before[0] += len(ann.items)
    cls = f"topeka-clause topeka-layout-{b.layout}"
    attrs = f'id="{b.id}" data-clause="{b.id}" data-status="{esc(ctx.status_name(b.id))}"'
    meta = (f'<a class="topeka-clause-id" href="#{b.id}">{b.id}</a> {status_badge(ctx, page, b.id)}'
            f'{cite_button(b.id)}')
    if b.parts:
        spans = []
        for p, s, ev in zip(b.parts, segs, events):
            tag = p.id[len(text.id) + 1:]
            spans.append(
                f'<span class="topeka-subclause" id="{p.id}" data-clause="{p.id}" data-status="{esc(ctx.status_name(p.id))}">'
                f'<a class="editorial topeka-apparatus topeka-subclause-tag" href="#{p.id}">{esc(tag)}</a> '
                f'{ann.render(s, ev)}</span>')
        body = f'<p class="topeka-clause-text" data-source="clause">{" ".join(spans)}</p>'
        meta += "".join(f' · {p.id[len(text.id) + 1:]}: {status_badge(ctx, page, p.id)}{cite_button(p.id)}'
                        f'{code_links(ctx, page, p.id)}{game_meta(ctx, text, page, p.id)}' for p in b.parts)
    elif b.table is not None:
        rendered = [ann.render(c, e) for c, e in zip(segs, events)]
        header = b.table["header"]
        rows_html = []
        k = len(header)
        if header:
            rows_html.append("<thead><tr>" + "".join(f"<th>{h}</th>" for h in rendered[:k]) + "</tr></thead>")
        body_rows, i = [], k
        for row in b.table["rows"]:
            body_rows.append("<tr>" + "".join(f"<td>{c}</td>" for c in rendered[i:i + len(row)]) + "</tr>")
            i += len(row)
        rows_html.append("<tbody>" + "".join(body_rows) + "</tbody>")
        body = f'<table class="topeka-clause-table" data-source="clause">{"".join(rows_html)}</table>'
        meta += code_links(ctx, page, b.id) + game_meta(ctx, text, page, b.id)
    else:
        body = f'<p class="topeka-clause-text" data-source="clause">{ann.render(b.text, events[0])}</p>'
        meta += code_links(ctx, page, b.id) + game_meta(ctx, text, page, b.id)
    meta_html = f'<p class="editorial topeka-apparatus topeka-clause-meta">{meta}</p>'
    examples = worked_examples(ctx, b)
    if b.table is None:
        attrs += f' style="--ch:{clause_extent(b)}"'
    out = f'<div class="{cls}" {attrs}>\n{meta_html}\n{body}\n{examples + chr(10) if examples else ""}</div>'
    notes = ann.notes_html()
    return out + ("\n" + notes if notes else "")


def cite_button(cid: str) -> str:
    """The clause's "Cite" control, in the apparatus: it opens the page's one citation popover, which
    docs/js/cite.js fills for this clause when it is pressed (one delegated listener for the page;
    nothing runs per clause at start-up). Shown only when scripts run (docs/css/cite.css)."""
    return (f' <button type="button" class="topeka-cite-clause" data-cite="{cid}" popovertarget="topeka-cite"'
            f' popovertargetaction="show" aria-label="Cite {cid}">Cite</button>')


def md_heading_text(s: str) -> str:
    # Only what HTML needs: an apostrophe escaped as &#x27; would reach the table of contents as text.
    s = html.escape(s, quote=False)
    return re.sub(r"([\\`*_\[\]{}#|!])", r"\\\1", s)


def render_heading(ctx: Context, text: Text, b: Block, level: int = 3) -> str:
    attrs = f'#{b.id} data-source="heading"'
    if b.toc:
        # A heading printed letter-spaced ("P O I N T S …") keeps its letters on the page; the table
        # of contents and screen readers get the editors' readable title instead.
        label = esc(b.toc).replace("&#x27;", "'")
        attrs += f' data-toc-label="{label}" aria-label="{label}"'
    out = f'{"#" * level} {md_heading_text(b.text)} {{ {attrs} }}'
    for n in b.notes:
        out += (f'\n\n<details class="note editorial topeka-heading-note"><summary>{esc(NOTE_LABEL[n.kind])}</summary>'
                f'<p>{link_clause_ids(ctx, text.page, esc(n.note))}</p></details>')
    return out


def render_furniture_group(ctx: Context, text: Text, blocks: list[Block]) -> str:
    items = []
    for b in blocks:
        items.append(f'<p class="topeka-furniture-item" id="{b.id}"><span class="editorial topeka-furniture-label">{esc(b.label or "Web page")}:</span> '
                     f'<span data-source="furniture">{source_html(b.text)}</span></p>')
    return ('<div class="admonition quote topeka-furniture" data-furniture="true">\n'
            '<p class="admonition-title editorial">Web-page furniture, not part of the rules (kept word for word)</p>\n'
            + "\n".join(items) + "\n</div>")


def render_source_text(ctx: Context, text: Text, b: Block) -> str:
    return f'<p class="topeka-source-text" id="{b.id}" data-source="text">{source_html(b.text)}</p>'


def render_transcription(ctx: Context, text: Text) -> str:
    parts: list[str] = []
    notes_before = [0]
    i = 0
    blocks = text.blocks
    while i < len(blocks):
        b = blocks[i]
        if b.kind == "furniture":
            j = i
            while j < len(blocks) and blocks[j].kind == "furniture":
                j += 1
            parts.append(render_furniture_group(ctx, text, blocks[i:j]))
            i = j
            continue
        if b.kind == "heading":
            parts.append(render_heading(ctx, text, b))
        elif b.kind == "text":
            parts.append(render_source_text(ctx, text, b))
        else:
            parts.append(render_clause(ctx, text, b, notes_before))
        i += 1
    return "\n\n".join(parts)
