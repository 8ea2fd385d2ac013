"""The site's one stylesheet: ``docs/css/site.css``, written from the project's stylesheets.

Every page used to link the project's stylesheets one by one (topeka.css, then one per game), each a
render-blocking request before the first paint; a phone on a slow network pays a round trip for each
request beyond the few it makes at once (joined, the first paint comes sooner; the figures are in
docs/notes/performance.md). ``mkdocs.yml`` lists only ``css/site.css``; the build writes it before
MkDocs or Zensical renders. Order: ``docs/css/topeka.css`` (the site's own rules) first, then every
other stylesheet in ``docs/css/`` by name, then each game's, which live with the rest of its front end
in ``docs/js/games/<game>/*.css`` (by game, then name), so a new game adds its stylesheet in its own
folder and nothing else. Each part is copied whole, between comments that name it; rules are never
rewritten.
"""
from __future__ import annotations

from pathlib import Path

from site_tools.pages import write_if_changed

OUTPUT = "site.css"
FIRST = "topeka.css"


def parts(docs_dir: Path) -> list[Path]:
    """The stylesheets that make up site.css, in their order."""
    docs_dir = Path(docs_dir)
    css_dir = docs_dir / "css"
    first = css_dir / FIRST
    others = sorted(p for p in css_dir.glob("*.css") if p.name not in (OUTPUT, FIRST))
    games = sorted(docs_dir.glob("js/games/*/*.css"), key=lambda p: (p.parent.name, p.name))
    return ([first] if first.exists() else []) + others + games


def joined(docs_dir: Path) -> str:
    docs_dir = Path(docs_dir)
    chunks = ["/* Written by site_tools/styles.py from docs/css/*.css and docs/js/games/*/*.css: edit those, "
              "not this file. */\n"]
    for part in parts(docs_dir):
        text = part.read_text(encoding="utf-8")
        name = part.relative_to(docs_dir).as_posix()
        chunks.append(f"/* ---- {name} ---- */\n{text}{'' if text.endswith(chr(10)) else chr(10)}")
    return "".join(chunks)


def generate(docs_dir: Path) -> None:
    text = joined(docs_dir)
    write_if_changed(Path(docs_dir) / "css" / OUTPUT, text)
