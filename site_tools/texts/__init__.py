"""Transcriptions of the archive's rule texts, and the pages generated from them.

``generate(docs_dir)`` is called by the site build (``site_tools.pages``) before MkDocs runs. It
reads the raw texts (``games/<game>/texts/*.txt``, byte-for-byte copies of the seeds, checked
against their manifest), their editorial layer (``*.editorial.yaml`` beside each text), the shared
editorial data (``site_tools/editorial/``) and the engine's clause statuses
(``games/<game>/clauses.py``), and writes git-ignored Markdown pages:

``index.md``, a page per text (``games/<text id>.md`` unless its editorial layer names another),
``reference/coverage.md``, ``reference/code/*.md``, ``glossary.md``, ``bibliography.md``, and each
game's extra pages, written by the game's own build package (:mod:`site_tools.games`); and beside
them each text's TEI edition (``tei/<text>.xml``), its source file as archived (``sources/``) and its
citations (``cite/<text>.bib``, ``.ris``, ``.json``, ``.txt``).

It raises :class:`BuildError` if a transcription departs from its raw text, if code or tests cite
a clause ID that no text defines, or if a ``STATUS`` entry names a missing clause or missing code.
"""
from __future__ import annotations

import shutil
from pathlib import Path

from .model import BuildError

__all__ = ["generate", "BuildError"]


def generate(docs_dir: Path) -> None:
    from site_tools.games import game_pages
    from site_tools.pages import write_if_changed

    from .context import build_context
    from .pages import all_pages
    from .publish import write_assets

    docs_dir = Path(docs_dir)
    ctx = build_context()
    pages = all_pages(ctx)
    pages.update(game_pages(ctx, docs_dir))
    code_dir = docs_dir / "reference" / "code"
    if code_dir.exists():          # generated only: drop pages of files that no longer exist
        shutil.rmtree(code_dir)
    for rel, content in pages.items():
        write_if_changed(docs_dir / rel, content)
    write_assets(docs_dir, ctx, write_if_changed)
