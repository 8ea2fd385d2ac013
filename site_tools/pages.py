"""Page generation: every generator writes plain Markdown (and data assets) into docs/ before
MkDocs or Zensical renders it. Each generator is a function generate(docs_dir) in its own module."""
from __future__ import annotations

import importlib
from pathlib import Path

# Order matters only where one generator reads what another wrote; none does so far.
GENERATORS = (
    "site_tools.texts",   # transcriptions, coverage, glossary, bibliography, home, each game's own pages
    "site_tools.styles",  # docs/css/site.css, the one stylesheet every page links
    "site_tools.big_runs",  # the big runs' data (games/<game>/big_runs/*.json) for the pages
    "site_tools.together",  # Play together's client libraries (PeerJS, the QR code encoder)
    "site_tools.nav",     # build/nav.yml, the navigation mkdocs.yml inherits
)


def write_if_changed(path: Path, text: str) -> None:
    """Write a generated file only when its text changes, so that `mkdocs serve` does not rebuild
    for nothing (and a file's time stamp says when its content last changed)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def generate_all(docs_dir: Path) -> None:
    for name in GENERATORS:
        importlib.import_module(name).generate(docs_dir)
