"""What a text page offers a reader who cites, downloads or prints: "Cite this" (the text's citations,
and one popover with a template for any clause), the metadata of its head, the links to its TEI
edition and to its source file as archived, and the files behind them (``tei/``, ``sources/``,
``cite/`` in docs/, copied to the site as they are)."""
from __future__ import annotations

import html
import json
from pathlib import Path


from . import cite
from .context import Context
from .model import Text
from .registry import retired_html
from .tei import tei_document

TEI_DIR, SOURCE_DIR, CITE_DIR = "tei", "sources", "cite"


def _rel(ctx: Context, text: Text, path: str) -> str:
    """A relative link from the text's page to a file of the site (``tei/gse1903.xml``)."""
    depth = ctx._url(text.page).count("/") if ctx.directory_urls else text.page.count("/")
    return "../" * depth + path


def page_url(ctx: Context, text: Text) -> str:
    return cite.site_url() + ctx._url(text.page)


def work(ctx: Context, text: Text) -> cite.Work:
    return cite.text_work(text, page_url(ctx, text))


def _formats_html(forms: dict[str, str], what: str) -> str:
    from games.core.site_words import SITE_WORDS  # the Copy button's word, which cite.js says again once copied

    out = []
    for key, label in cite.FORMATS:
        out.append(f'<div class="topeka-cite__format"><p class="topeka-cite__label">{label}'
                   f' <button type="button" class="topeka-cite__copy" data-copy aria-label="Copy the {label} citation of {what}">'
                   f'{SITE_WORDS["cite_copy"]}</button></p><pre class="topeka-cite__text" data-format="{key}">{html.escape(forms[key])}</pre></div>')
    return "".join(out)


def cite_block(ctx: Context, text: Text) -> str:
    """The text's "Cite this": a closed disclosure, so it costs nothing until opened and works
    without scripts (the Copy buttons need them and are hidden without). Neither it nor the clause
    popover goes into the search index (the theme's data-search-exclude)."""
    a = cite.archive()
    w = work(ctx, text)
    files = {"bibtex": f"{text.id}.bib", "ris": f"{text.id}.ris", "csl": f"{text.id}.json"}
    downloads = " · ".join(f'<a href="{_rel(ctx, text, CITE_DIR + "/" + files[key])}" download>{label}</a>'
                           for key, label in cite.FORMATS if key in files)
    return ('<details class="editorial topeka-cite" id="cite-this" data-search-exclude><summary>Cite this text</summary>'
            f'<p>Version {html.escape(a["version"])} of the archive. Each clause has a permanent address: '
            f'this page\'s address with the clause ID after "#" (for example <code>{html.escape(w.url)}#'
            f'{next(iter(text.clauses))}</code>); in the annotated view each clause has its own "Cite". '
            'Add the date you consulted the page: no access date is filled in for you.</p>'
            + _formats_html(cite.formats(w, a), "this text")
            + f'<p>Download: {downloads}.</p></details>')


def clause_popover(ctx: Context, text: Text) -> str:
    """The page's one citation popover for its clauses, and the template docs/js/cite.js fills with
    the clause pressed (``@@CLAUSE@@`` in place of its ID): inert until a "Cite" is pressed."""
    a = cite.archive()
    forms = cite.formats(cite.clause_work(work(ctx, text)), a)
    return ('<div class="editorial topeka-cite-pop" id="topeka-cite" popover aria-label="Cite this clause" data-search-exclude>'
            '<button type="button" class="topeka-note-close" popovertarget="topeka-cite" popovertargetaction="hide"'
            ' aria-label="Close the citation">×</button><div class="topeka-cite-pop__body"></div>'
            f'<template id="topeka-cite-template"><p class="topeka-cite-pop__title">Cite {cite.CLAUSE}</p>'
            f'{_formats_html(forms, cite.CLAUSE)}</template></div>')


def links_html(ctx: Context, text: Text) -> str:
    """The downloads under "About this transcription": the TEI edition and the source file."""
    m = text.manifest
    tei = _rel(ctx, text, f"{TEI_DIR}/{text.id}.xml")
    src = _rel(ctx, text, f"{SOURCE_DIR}/{m['original_name']}")
    return (f'<p class="editorial topeka-downloads">This transcription in <a href="{tei}" type="application/tei+xml">'
            f'TEI P5 XML</a> (the same words, clause IDs, notes and corrections, validated against TEI\'s tei_all '
            f'schema) · the plain text: <a href="{src}" download="{m["original_name"]}" type="text/plain">the '
            f'source file as archived</a> (<code>{m["original_name"]}</code>, {m["bytes"]:,} bytes, SHA-256 '
            f'<code class="topeka-sha">{m["sha256"]}</code>).</p>')


def front_matter(ctx: Context, text: Text) -> str:
    """The page's head metadata, as front matter for overrides/main.html to write into <head>."""
    meta = cite.head_meta(text, work(ctx, text), cite.archive(),
                          cite.site_url() + f"{TEI_DIR}/{text.id}.xml")
    return "topeka_head: " + json.dumps(meta, ensure_ascii=False)


def after_text(ctx: Context, text: Text) -> str:
    """What follows the transcription: the anchors of retired clause IDs and the citation popover."""
    retired = retired_html(text, lambda cid: ctx.clause_href(text.page, cid))
    return "\n\n".join(p for p in (retired, clause_popover(ctx, text)) if p)


def _write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)


def write_assets(docs_dir: Path, ctx: Context, write) -> None:
    """tei/<text>.xml, sources/<file as archived> and cite/<text>.{bib,ris,json,txt}, each only when changed."""
    a = cite.archive()
    for text in ctx.texts:
        write(docs_dir / TEI_DIR / f"{text.id}.xml", tei_document(ctx, text, cite.site_url(), a))
        _write_bytes(docs_dir / SOURCE_DIR / text.manifest["original_name"], text.raw_path.read_bytes())
        cite.write_files(docs_dir / CITE_DIR, text, work(ctx, text), a, write)
