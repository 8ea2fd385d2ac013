"""Permanent clause addresses: the registry of every clause ID a text has ever published.

Each text keeps ``games/<game>/texts/<text>.ids.json`` beside its editorial layer:

* ``page``: the page the text is published on; every clause's address is that page's URL with the
  clause ID as its fragment (``…/games/gavitt-1903/#gse1903-8``), so the page may not move;
* ``clauses``: every clause ID ever published, with ``words``, the SHA-256 (first 16 hex digits) of
  the clause's words as published, and the clause's first words, for a reader of the file;
* ``retired``: an ID no longer in the text, with ``to`` (the IDs that now hold its words, possibly
  none), ``since`` (the archive's version that retired it) and ``why``.

An entry is never removed. :func:`check` says what is wrong: an ID that disappeared without being
retired, an ID whose words changed (it would mean something else: retire it and give the words a new
ID), a clause not yet registered, a retirement pointing nowhere. The text page keeps an anchor for
each retired ID saying where it went (:func:`retired_html`). ``python -m site_tools.texts.registry``
registers new clause IDs; it never changes or removes an entry.
"""
from __future__ import annotations

import hashlib
import html
import json
from pathlib import Path

from .model import Block, Text

EXCERPT_WORDS = 8


def registry_path(text: Text) -> Path:
    return text.editorial_path.with_name(f"{text.id}.ids.json")


def fingerprint(block: Block) -> str:
    """What a clause ID means: its words, in order (whitespace and layout aside)."""
    return hashlib.sha256(" ".join(block.words()).encode("utf-8")).hexdigest()[:16]


def excerpt(block: Block) -> str:
    words = block.words()
    return " ".join(words[:EXCERPT_WORDS]) + (" …" if len(words) > EXCERPT_WORDS else "")


def load(text: Text) -> dict:
    path = registry_path(text)
    if not path.exists():
        return {"text": text.id, "page": text.page, "clauses": {}, "retired": {}}
    data = json.loads(path.read_text(encoding="utf-8"))
    data.setdefault("clauses", {})
    data.setdefault("retired", {})
    return data


def check(text: Text, data: dict | None = None) -> list[str]:
    """Every way in which the text breaks a published address (empty when none)."""
    data = load(text) if data is None else data
    name = registry_path(text).name
    problems = []
    if data.get("page") != text.page:
        problems.append(f"{name}: the text moved from {data.get('page')!r} to {text.page!r}; every clause "
                        "address is that page's URL, so the page must stay where it was published")
    live = text.clauses
    for cid, entry in data["clauses"].items():
        retired = data["retired"].get(cid)
        if cid in live:
            if retired is not None:
                problems.append(f"{name}: {cid} is retired but the text still defines it")
            if entry.get("words") != fingerprint(live[cid]):
                problems.append(f"{name}: the words of {cid} changed (it was published as "
                                f"{entry.get('excerpt')!r}); an ID keeps its meaning: retire it and give "
                                "the new words a new ID")
        elif retired is None:
            problems.append(f"{name}: {cid} was published and is no longer in the text; retire it "
                            "(`retired`: to, since, why) so that its address says where it went")
    for cid, r in data["retired"].items():
        if cid not in data["clauses"]:
            problems.append(f"{name}: retired {cid} was never registered")
        for to in r.get("to", []):
            if to not in live:
                problems.append(f"{name}: retired {cid} points to {to}, which the text does not define")
        if not r.get("since") or not r.get("why"):
            problems.append(f"{name}: retired {cid} needs `since` (a version) and `why`")
    for cid in live:
        if cid not in data["clauses"]:
            problems.append(f"{name}: {cid} is not registered (python -m site_tools.texts.registry)")
    return problems


def register(text: Text) -> dict:
    """The registry with the text's new clause IDs added (existing entries untouched)."""
    data = load(text)
    for cid, block in text.clauses.items():
        data["clauses"].setdefault(cid, {"words": fingerprint(block), "excerpt": excerpt(block)})
    return data


def dump(data: dict) -> str:
    head = {"about": ("Every clause ID this text has ever published, for permanent addresses "
                      "(site_tools/texts/registry.py). Never remove or change an entry: retire it."),
            "text": data["text"], "page": data["page"]}
    out = json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ",\n"
    for key in ("clauses", "retired"):
        rows = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in data[key].items()]
        out += f' "{key}": {{' + ("\n" + ",\n".join(rows) + "\n " if rows else "") + "}"
        out += ",\n" if key == "clauses" else "\n}\n"
    return out


def retired_html(text: Text, href) -> str:
    """One anchor per retired ID, at the end of the text page, saying where it went (``href(cid)``
    gives the link to a live clause). Editorial, outside the transcription."""
    retired = load(text)["retired"]
    if not retired:
        return ""
    items = []
    for cid, r in retired.items():
        to = r.get("to") or []
        where = ("its words are now " + ", ".join(f'<a href="{href(c)}">{c}</a>' for c in to)
                 if to else "no clause holds its words now")
        items.append(f'<li id="{cid}" class="topeka-retired"><code>{cid}</code> was retired in version '
                     f'{html.escape(str(r["since"]))}: {where}. {html.escape(r["why"])}</li>')
    return ('<div class="editorial topeka-retired-ids"><p>Retired clause IDs (their old links land here):</p>'
            '<ul>' + "".join(items) + '</ul></div>')


def main() -> None:
    from .model import load_all

    for text in load_all():
        path = registry_path(text)
        new = dump(register(text))
        if not path.exists() or path.read_text(encoding="utf-8") != new:
            path.write_text(new, encoding="utf-8")
            print(f"registered {path.relative_to(path.parents[3])}")
        for problem in check(text):
            print(problem)


if __name__ == "__main__":
    main()
