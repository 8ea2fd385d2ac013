"""Extract the transcription from a rendered page: the text of every element marked
``data-source`` (outermost only), in document order, without anything marked ``editorial``,
Material's header links or annotation buttons."""
from __future__ import annotations

from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
STRIP_CLASSES = {"editorial", "headerlink", "md-annotation"}
# Block boundaries separate words, as a browser's innerText does.
BLOCK = {"p", "div", "td", "th", "tr", "li", "table", "thead", "tbody", "h1", "h2", "h3", "h4", "h5", "h6", "ol", "ul"}


class _Extractor(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool, bool]] = []   # tag, is_source_root, is_stripped
        self.source_depth = 0
        self.strip_depth = 0
        self.chunks: list[str] = []
        self.ids: list[str] = []
        self.hrefs: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.append(a["id"])
        if a.get("name") and tag == "a":
            self.ids.append(a["name"])
        if tag == "a" and a.get("href"):
            self.hrefs.append(a["href"])
        if tag in VOID:
            if self.source_depth and not self.strip_depth:
                self.chunks.append(" ")
            return
        classes = set((a.get("class") or "").split())
        is_source = "data-source" in a and self.source_depth == 0
        is_strip = bool(classes & STRIP_CLASSES)
        if tag in BLOCK and self.source_depth and not self.strip_depth:
            self.chunks.append(" ")
        self.stack.append((tag, is_source, is_strip))
        if is_source:
            self.source_depth += 1
            self.chunks.append(" ")
        if is_strip:
            self.strip_depth += 1

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        while self.stack:
            t, is_source, is_strip = self.stack.pop()
            if t in BLOCK:
                self.chunks.append(" ")
            if is_source:
                self.source_depth -= 1
                self.chunks.append(" ")
            if is_strip:
                self.strip_depth -= 1
            if t == tag:
                break

    def handle_data(self, data):
        if self.source_depth and not self.strip_depth:
            self.chunks.append(data)


def parse(html: str) -> _Extractor:
    p = _Extractor()
    p.feed(html)
    p.close()
    return p


def source_words(html: str) -> list[str]:
    return "".join(parse(html).chunks).split()
