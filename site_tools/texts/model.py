"""The transcriptions as data: raw texts (byte-for-byte seeds) plus their editorial layer.

Each text is ``games/<game>/texts/<id>.txt`` with ``<id>.editorial.yaml`` beside it, listed in that
folder's ``manifest.json``.  The editorial layer is an ordered list of blocks; the words of the
blocks, in order, must be exactly the words of the raw text (:func:`check_fidelity`).
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from site_tools.paths import ROOT

EDITORIAL = ROOT / "site_tools" / "editorial"


def discover_texts() -> tuple[tuple[str, str, str], ...]:
    """``(game package, text id, generated page)`` of every text, from the texts' own data: each
    ``games/<game>/texts/manifest.json`` lists its texts, and each text's editorial layer may name
    its page (``page:``, default ``games/<text id>.md``) and its place in the site's order
    (``order:``, texts without one come last, by id).  A new game's texts need no change here."""
    found = []
    for manifest in sorted((ROOT / "games").glob("*/texts/manifest.json")):
        game = manifest.parent.parent.name
        for entry in json.loads(manifest.read_text(encoding="utf-8"))["texts"]:
            head = _editorial_head(manifest.parent / entry["editorial"])
            order = head.get("order")
            found.append(((0, order, entry["id"]) if isinstance(order, int) else (1, 0, entry["id"]),
                          (game, entry["id"], head.get("page") or f"games/{entry['id']}.md")))
    return tuple(t for _key, t in sorted(found))


def _editorial_head(path: Path) -> dict:
    """The top-level scalar fields of an editorial layer (``page``, ``order``, ...), read without
    parsing its blocks."""
    head = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("blocks:"):
            break
        m = re.match(r"^(page|order):\s*(.+?)\s*$", line)
        if m:
            value = m.group(2).strip("'\"")
            head[m.group(1)] = int(value) if value.isdigit() else value
    return head


def clause_families(texts=None) -> dict[str, list[str]]:
    """text id -> the first parts of its clause IDs (``gse2003`` -> ``box``, ``object``, ...;
    numbered rules give ``#``), read from the editorial layers."""
    out: dict[str, set[str]] = {}
    for game, text_id, _page in texts or discover_texts():
        folder = ROOT / "games" / game / "texts"
        entry = next(t for t in json.loads((folder / "manifest.json").read_text(encoding="utf-8"))["texts"]
                     if t["id"] == text_id)
        ids = re.findall(r"^\s*-?\s*id:\s*['\"]?(" + re.escape(text_id) + r"-[A-Za-z0-9-]+)",
                         (folder / entry["editorial"]).read_text(encoding="utf-8"), re.M)
        fams = out.setdefault(text_id, set())
        for cid in ids:
            first = cid[len(text_id) + 1:].split("-")[0]
            fams.add("#" if re.fullmatch(r"[0-9]+[a-z]?", first) else first)
    return {k: sorted(v) for k, v in out.items()}


def citation_pattern(families: dict[str, list[str]]) -> re.Pattern:
    """The regex of a clause-ID citation in code, tests and data: a text id, one of its clause
    families (any number where the text numbers its rules), then any further parts."""
    alts = []
    for text_id, fams in sorted(families.items()):
        parts = [re.escape(f) for f in fams if f != "#"] + (["[0-9]+[a-z]?"] if "#" in fams else [])
        alts.append(re.escape(text_id) + "-(?:" + "|".join(parts) + ")")
    return re.compile(r"(?<![\w-])((?:" + "|".join(alts) + r")(?:-[A-Za-z0-9]+)*)(?![\w-])")


# (game package, text id, generated page, docs-relative), from the manifests and editorial layers
TEXTS = discover_texts()

NOTE_KINDS = ("transcription", "glossary", "history", "interpretation", "edition")
LAYOUTS = ("paragraph", "numbered", "bullet", "lines", "table")
BLOCK_KINDS = ("clause", "heading", "text", "furniture")
CONFIDENCE = ("H", "M", "L")

# What counts as a citation of a clause ID in code, tests and data: the clause families of the texts.
CITATION = citation_pattern(clause_families(TEXTS))


class BuildError(Exception):
    """The transcriptions, the editorial layer or a clause citation is inconsistent."""


def words(s: str) -> list[str]:
    return s.split()


def norm(s: str) -> str:
    """Collapse whitespace inside each line; keep line breaks (for the ``lines`` layout)."""
    return "\n".join(" ".join(line.split()) for line in s.strip().split("\n") if line.strip())


@dataclass
class Note:
    kind: str
    at: str | None = None
    note: str = ""
    term: str | None = None
    confidence: str | None = None
    sources: list[str] = field(default_factory=list)
    see: list[str] = field(default_factory=list)
    occurrence: int = 1
    label: str | None = None      # heading of an engine note, e.g. "Interpretation (engine)"
    extra_html: str = ""          # generated links appended to the note (already HTML)
    sic: str | None = None        # a printing error the note explains: the printed form, part of `at`
    corr: str | None = None       # ... and the editors' correction (TEI <sic>/<corr>; never on the page's text)


@dataclass
class Block:
    kind: str
    id: str | None
    text_id: str
    layout: str = "paragraph"
    text: str | None = None
    table: dict | None = None
    parts: list["Block"] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    label: str | None = None
    toc: str | None = None        # a heading's readable title for the table of contents (editorial)
    parent: "Block | None" = None

    @property
    def is_clause(self) -> bool:
        return self.kind == "clause"

    @property
    def is_group(self) -> bool:
        return bool(self.parts)

    def segments(self) -> list[str]:
        """The source strings of this block, in reading order."""
        if self.parts:
            return [s for p in self.parts for s in p.segments()]
        if self.table is not None:
            cells = list(self.table.get("header") or [])
            for row in self.table["rows"]:
                cells.extend(row)
            return cells
        return [self.text or ""]

    def words(self) -> list[str]:
        return [w for s in self.segments() for w in words(s)]

    def plain(self) -> str:
        return " ".join(" ".join(s.split()) for s in self.segments())


@dataclass
class Text:
    id: str
    game: str
    page: str
    title: str
    short: str
    raw: str
    raw_path: Path
    editorial_path: Path
    manifest: dict
    blocks: list[Block]
    intro: str = ""
    demo: dict | None = None      # the demo its page hosts: {"game", "edition", "after"}
    nav: str = ""                 # its title in the site's navigation (default: the game's title or `short`)
    home: dict = field(default_factory=dict)  # its home-page card: {title, play, facts, blurb, links}
    source: dict = field(default_factory=dict)   # the original, for citations: {"original", "publisher", "place"}
    tables: list = field(default_factory=list)  # engine tables the page shows: [{"heading", "method", "intro"?}]
    clauses: dict[str, Block] = field(default_factory=dict)   # every clause ID (groups and parts)

    def leaves(self) -> list[Block]:
        return [b for b in self.clauses.values() if not b.is_group]

    def groups(self) -> list[Block]:
        return [b for b in self.clauses.values() if b.is_group]


def _note(d: dict, where: str) -> Note:
    if not isinstance(d, dict) or d.get("kind") not in NOTE_KINDS:
        raise BuildError(f"{where}: a note needs kind one of {NOTE_KINDS}: {d!r}")
    n = Note(kind=d["kind"], at=norm(d["at"]) if d.get("at") else None, note=" ".join(str(d.get("note", "")).split()),
             term=d.get("term"), confidence=d.get("confidence"), sources=list(d.get("sources") or []),
             see=list(d.get("see") or []), occurrence=int(d.get("occurrence", 1)),
             sic=d.get("sic"), corr=d.get("corr"))
    if (n.sic is None) != (n.corr is None) or (n.sic is not None and (n.kind != "transcription" or not n.at
                                                                       or n.sic not in n.at)):
        raise BuildError(f"{where}: `sic` and `corr` go together, on a transcription note whose `at` contains `sic`")
    if n.kind == "glossary" and not (n.term and n.at):
        raise BuildError(f"{where}: a glossary note needs `at` and `term`")
    if n.kind != "glossary" and not n.note:
        raise BuildError(f"{where}: a {n.kind} note needs `note`")
    if n.kind == "history":
        if n.confidence not in CONFIDENCE or not n.sources:
            raise BuildError(f"{where}: a history note needs confidence (H/M/L) and sources")
    return n


def _block(d: dict, text_id: str, parent: Block | None = None) -> Block:
    where = f"{text_id}.editorial.yaml block {d.get('id') or d.get('text', '')[:30]!r}"
    kind = d.get("kind", "clause")
    if kind not in BLOCK_KINDS:
        raise BuildError(f"{where}: unknown kind {kind!r}")
    layout = d.get("layout", "paragraph")
    if layout not in LAYOUTS:
        raise BuildError(f"{where}: unknown layout {layout!r}")
    b = Block(kind=kind, id=d.get("id"), text_id=text_id, layout=layout, label=d.get("label"), parent=parent,
              toc=d.get("toc"))
    if b.toc is not None and (kind != "heading" or not isinstance(b.toc, str) or '"' in b.toc):
        raise BuildError(f"{where}: `toc` is a heading's readable title, a string without double quotes")
    if "parts" in d:
        b.parts = [_block(p, text_id, b) for p in d["parts"]]
    elif "table" in d:
        t = d["table"]
        b.table = {"header": [norm(c) for c in t.get("header") or []],
                   "rows": [[norm(str(c)) for c in row] for row in t["rows"]]}
    elif "text" in d:
        b.text = norm(str(d["text"]))
    else:
        raise BuildError(f"{where}: a block needs text, parts or table")
    b.notes = [_note(n, where) for n in d.get("notes") or []]
    if kind in ("clause", "furniture") and not b.id:
        raise BuildError(f"{where}: a {kind} block needs an id")
    return b


def _slug(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


HOME_FIELDS = {"title", "play", "facts", "blurb", "links"}


def _home(home, where: Path, title: str) -> dict:
    """A text's card on the home page, from its editorial layer's ``home:`` (every field optional):
    ``title`` (default: the text's title), ``play`` (the name in its "Play ..." card, default the
    card's title), ``facts`` (``{n}`` is its number of clauses), ``blurb`` (what the play card says)
    and ``links``, further actions as ``[{text, page}]`` (a generated page, docs-relative)."""
    home = {} if home is None else home
    if not isinstance(home, dict) or set(home) - HOME_FIELDS:
        raise BuildError(f"{where}: `home` has the fields {sorted(HOME_FIELDS)}")
    links = home.get("links") or []
    if not isinstance(links, list) or not all(isinstance(x, dict) and set(x) == {"text", "page"} for x in links):
        raise BuildError(f"{where}: `home.links` is a list of {{text, page}}")
    card = {"title": str(home.get("title") or title), "facts": " ".join(str(home.get("facts", "{n} clauses")).split()),
            "blurb": " ".join(str(home.get("blurb", "")).split()), "links": links}
    card["play"] = str(home.get("play") or card["title"])
    return card


def _tables(value, where) -> list[dict]:
    """An editorial layer's ``tables``: each ``{"heading", "method" (a facade method of the game that
    returns {"columns", "rows", "caption"?}), "intro"?}``, shown after the demo."""
    out = []
    for i, t in enumerate(value or []):
        if not isinstance(t, dict) or set(t) - {"heading", "method", "intro"} or not t.get("heading") \
                or not t.get("method"):
            raise BuildError(f"{where}: tables[{i}] must be {{heading, method, intro?}}")
        out.append({"heading": str(t["heading"]), "method": str(t["method"]),
                    "intro": " ".join(str(t.get("intro", "")).split())})
    return out


def load_text(game: str, text_id: str, page: str) -> Text:
    folder = ROOT / "games" / game / "texts"
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    entry = next((t for t in manifest["texts"] if t["id"] == text_id), None)
    if entry is None:
        raise BuildError(f"{folder}/manifest.json does not list {text_id}")
    raw_path = folder / entry["file"]
    data = raw_path.read_bytes()
    if hashlib.sha256(data).hexdigest() != entry["sha256"]:
        raise BuildError(f"{raw_path} does not match the SHA-256 in its manifest: the raw text must stay byte for byte")
    ed_path = folder / entry["editorial"]
    ed = yaml.safe_load(ed_path.read_text(encoding="utf-8"))
    if ed.get("text") != text_id:
        raise BuildError(f"{ed_path}: `text` must be {text_id}")
    blocks = [_block(d, text_id) for d in ed["blocks"]]
    t = Text(id=text_id, game=game, page=page, title=ed["title"], short=ed.get("short", text_id),
             raw=data.decode(entry.get("encoding", "utf-8")), raw_path=raw_path, editorial_path=ed_path,
             manifest=entry, blocks=blocks, intro=" ".join(str(ed.get("intro", "")).split()),
             demo=ed.get("demo"), nav=str(ed.get("nav") or ""), home=_home(ed.get("home"), ed_path, ed["title"]),
             source=dict(ed.get("source") or {}), tables=_tables(ed.get("tables"), ed_path))
    if not isinstance(t.source.get("original"), str):
        raise BuildError(f"{ed_path}: `source.original` must say what the original is (for citations)")
    seen_headings: set[str] = set()
    for b in blocks:
        if b.kind == "heading" and not b.id:
            base = f"h-{text_id}-{_slug(b.text or '')}"
            b.id = base
            n = 2
            while b.id in seen_headings:
                b.id, n = f"{base}-{n}", n + 1
            seen_headings.add(b.id)
        for c in [b, *b.parts]:
            if c.kind == "clause":
                if not c.id.startswith(text_id + "-") or not CITATION.fullmatch(c.id):
                    raise BuildError(f"{ed_path}: clause id {c.id!r} is not of the form {text_id}-…")
                if c.id in t.clauses:
                    raise BuildError(f"{ed_path}: clause id {c.id!r} is defined twice")
                t.clauses[c.id] = c
    check_fidelity(t)
    return t


def check_fidelity(t: Text) -> None:
    """The words of the editorial blocks, in order, are exactly the words of the raw text."""
    got = [w for b in t.blocks for w in b.words()]
    want = words(t.raw)
    if got == want:
        return
    i = next((k for k, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
    raise BuildError(
        f"{t.editorial_path.name}: the transcription departs from {t.raw_path.name} at word {i}: "
        f"editorial has {' '.join(got[max(0, i - 5):i + 5])!r}, source has {' '.join(want[max(0, i - 5):i + 5])!r}"
        f" ({len(got)} words against {len(want)})")


def load_all() -> list[Text]:
    return [load_text(g, t, p) for g, t, p in TEXTS]


def load_yaml(name: str):
    return yaml.safe_load((EDITORIAL / name).read_text(encoding="utf-8"))
