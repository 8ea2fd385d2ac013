"""The site's navigation, generated: ``build/nav.yml``, which ``mkdocs.yml`` inherits (``INHERIT``,
read by MkDocs and Zensical alike), so that a new game gets its place in the navigation without a
line in ``mkdocs.yml``.

Order: the home page; then each game, in the order of its first text (``order:`` in the texts'
editorial layers), with its texts' pages then the extra pages its ``GameType.pages`` lists; then the
site's own reference pages. A game with one page is one entry (titled by its text's ``nav:``, else
the game's title); a game with several is a section titled by the game, each text under its
``nav:`` (else its ``short`` title).
"""
from __future__ import annotations

from pathlib import Path

import yaml

from site_tools.paths import BUILD

OUTPUT = BUILD / "nav.yml"
HOME = {"Home": "index.md"}
#: the site's own pages, after the games
REFERENCE = {"Reference": [{"Rules coverage": "reference/coverage.md"}, {"Glossary": "glossary.md"},
                           {"Bibliography": "bibliography.md"}, {"About the transcriptions": "about/transcriptions.md"},
                           {"Performance notes": "notes/performance.md"}]}


def navigation(texts) -> list:
    """The ``nav`` of ``mkdocs.yml``, from the texts (in the site's order) and the registry."""
    import games

    order: list[str] = []
    for t in texts:
        if t.game not in order:
            order.append(t.game)
    order += sorted(g for g in games.GAMES if g not in order)
    nav: list = [HOME]
    for gid in order:
        gt = games.GAMES.get(gid)
        title = gt.title if gt else gid
        own = [t for t in texts if t.game == gid]
        extra = gt.pages if gt else {}
        entries = [(t.nav or t.short, t.page) for t in own] + [(name, page) for page, name in extra.items()]
        if len(entries) == 1:
            page = entries[0][1]
            nav.append({(own[0].nav or title) if own else entries[0][0]: page})
        elif entries:
            nav.append({title: [{name: page} for name, page in entries]})
    nav.append(REFERENCE)
    return nav


def generate(docs_dir: Path) -> None:
    from site_tools.pages import write_if_changed
    from site_tools.texts.model import load_all

    text = ("# Written by site_tools/nav.py (the build); mkdocs.yml inherits it. Edit the texts' editorial\n"
            "# layers (order:, nav:) or a game's GameType.pages, not this file.\n"
            + yaml.safe_dump({"nav": navigation(load_all())}, allow_unicode=True, sort_keys=False, width=120))
    write_if_changed(OUTPUT, text)
