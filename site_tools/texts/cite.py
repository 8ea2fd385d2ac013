"""How to cite a text or one of its clauses: Chicago (plain text), BibTeX, RIS and CSL-JSON, from one
record per work, and the metadata a reference manager reads in a page's head.

The archive's title, version and editors come from ``CITATION.cff``; the original's description from
the ``source`` of each text's editorial layer, which says "unknown" wherever the history notes do.
No citation carries an access date: the reader adds the day they consulted the page ("Accessed
[date]" in the plain text; reference managers add their own). A clause's citation is the text's with
the clause named and its permanent address (the page's URL with the clause ID as fragment): the page
holds it once as a template with :data:`CLAUSE` in place of the ID, which docs/js/cite.js fills.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from .model import ROOT, Text

CLAUSE = "@@CLAUSE@@"
ACCESS = "Accessed [date]."
FORMATS = (("chicago", "Chicago (notes and bibliography), plain text"), ("bibtex", "BibTeX"),
           ("ris", "RIS"), ("csl", "CSL-JSON"))


def archive() -> dict:
    """The archive as CITATION.cff describes it: title, version, editors."""
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    return {"title": cff["title"], "version": str(cff["version"]),
            "editors": [a.get("name") or " ".join(filter(None, (a.get("given-names"), a.get("family-names"))))
                        for a in cff["authors"]]}


def site_url() -> str:
    """The site's address as MkDocs will be told it (TOPEKA_SITE_URL, else mkdocs.yml's default)."""
    url = os.environ.get("TOPEKA_SITE_URL")
    if not url:
        m = re.search(r'TOPEKA_SITE_URL,\s*"([^"]+)"', (ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
        url = m.group(1) if m else "http://127.0.0.1:8000/"
    return url if url.endswith("/") else url + "/"


@dataclass(frozen=True)
class Work:
    key: str            # citation key: topeka-<text> or topeka-<clause>
    title: str
    url: str
    original: str       # what the original is, "unknown" where the history notes say so
    publisher: str | None = None      # the original's publisher and place, when known
    place: str | None = None


def text_work(text: Text, page_url: str) -> Work:
    s = text.source
    return Work(f"topeka-{text.id}", text.title, page_url, s["original"], s.get("publisher"), s.get("place"))


def clause_work(work: Work, cid: str = CLAUSE) -> Work:
    return Work(f"topeka-{cid}", f"{work.title}, clause {cid}", f"{work.url}#{cid}", work.original,
                work.publisher, work.place)


def _editors(a: dict, start: bool = False) -> str:
    names = [n[0].lower() + n[1:] if n.startswith("The ") and not start else n for n in a["editors"]]
    return " and ".join(names)


def chicago(w: Work, a: dict) -> str:
    """A bibliography entry in Chicago style, for a page of a website without a date."""
    title = w.title if w.title[-1:] in ".?!" else w.title + "."
    return (f"“{title}” Transcribed and annotated by {_editors(a)}. {a['title']}, version {a['version']}. "
            f"Transcription of: {w.original} {w.url}. {ACCESS}")


def _bib(s: str) -> str:
    return re.sub(r"([&%$#_{}])", r"\\\1", s).replace("~", r"\textasciitilde{}").replace("^", r"\^{}")


def bibtex(w: Work, a: dict) -> str:
    fields = [("title", "{" + _bib(w.title) + "}"), ("editor", "{" + _bib(" and ".join(a["editors"])) + "}"),
              ("howpublished", _bib(f"{a['title']}, version {a['version']}")), ("version", _bib(a["version"])),
              ("url", w.url), ("note", _bib(f"Transcription of: {w.original}"))]
    return f"@misc{{{w.key},\n" + ",\n".join(f"  {k} = {{{v}}}" for k, v in fields) + "\n}\n"


def ris(w: Work, a: dict) -> str:
    lines = [("TY", "ELEC"), ("TI", w.title), *[("ED", e) for e in a["editors"]], ("T2", a["title"]),
             ("ET", f"version {a['version']}"), ("UR", w.url), ("LA", "en"),
             ("N1", f"Transcription of: {w.original}")]
    return "".join(f"{tag}  - {value}\n" for tag, value in lines) + "ER  - \n"


def csl(w: Work, a: dict) -> dict:
    item = {"id": w.key, "type": "webpage", "title": w.title, "container-title": a["title"],
            "editor": [{"literal": e} for e in a["editors"]], "version": a["version"], "URL": w.url,
            "language": "en", "note": f"Transcription of: {w.original}"}
    if w.publisher:
        item["original-publisher"] = w.publisher
    if w.place:
        item["original-publisher-place"] = w.place
    return item


def formats(w: Work, a: dict) -> dict[str, str]:
    return {"chicago": chicago(w, a), "bibtex": bibtex(w, a), "ris": ris(w, a),
            "csl": json.dumps([csl(w, a)], ensure_ascii=False, indent=2) + "\n"}


def head_meta(text: Text, w: Work, a: dict, tei_url: str) -> list[dict]:
    """What a reference manager reads in the page's head: Highwire Press ``citation_*`` tags (Zotero,
    Google Scholar) and Dublin Core (the TEI edition as DC.relation)."""
    m = text.manifest
    source = (f"{w.original} Source file {m['original_name']} ({m['bytes']} bytes), SHA-256 {m['sha256']}.")
    pairs = [("citation_title", w.title), ("citation_publisher", a["title"]),
             ("citation_fulltext_html_url", w.url), ("citation_language", "en"),
             ("DC.title", w.title), *[("DC.contributor", e) for e in a["editors"]],
             ("DC.publisher", a["title"]), ("DC.type", "Text"), ("DC.format", "text/html"),
             ("DC.identifier", w.url), ("DC.source", source), ("DC.relation", tei_url),
             ("DC.language", "en"), ("DC.description", f"Version {a['version']} of the archive.")]
    # No <link rel="alternate"> for the TEI file: the theme reads alternates as other languages of
    # the site and fetches a sitemap.xml beside each. DC.relation names it.
    return ([{"rel": "schema.DC", "href": "http://purl.org/dc/elements/1.1/"}]
            + [{"name": k, "content": v} for k, v in pairs])


def write_files(out: Path, text: Text, w: Work, a: dict, write) -> dict[str, str]:
    """The text's citation in every format as files (``cite/<text>.<ext>``); their names by format."""
    names = {"bibtex": f"{text.id}.bib", "ris": f"{text.id}.ris", "csl": f"{text.id}.json",
             "chicago": f"{text.id}.txt"}
    for fmt, body in formats(w, a).items():
        write(out / names[fmt], body)
    return names
