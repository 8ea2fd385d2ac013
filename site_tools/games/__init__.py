"""Each game's own part of the build: ``site_tools/games/<game id>/``, a package, optional.

The shared build (the texts, the coverage page, the home page, the navigation) names no game. A
game whose site needs more than its texts' pages (Gavitt's comparison of its two editions, its lab,
its engine-code page) puts what writes them here, in a package named after the game's id, and
lists the pages in its ``GameType.pages`` (``{path: title in the navigation}``). The package may
define, all optional:

``load(ctx)``
    read and check the game's own editorial data once the texts are loaded (keep it in
    ``ctx.extra[game id]``); raise :class:`site_tools.texts.model.BuildError` when it is wrong.
``clause_notes(ctx, page, cid) -> list[Note]``
    annotations the game adds to a clause of its own texts (Gavitt: the edition differences).
``clause_meta(ctx, page, cid) -> str``
    HTML the game adds to a clause's apparatus line (Gavitt: the other edition's clauses).
``tei_back(ctx, text, ptr) -> str``
    TEI the game adds to the ``<back>`` of one of its texts' TEI files (Gavitt: the correspondences
    of its two editions as ``linkGrp``); ``ptr(clause id)`` points at a clause from that file.
``pages(ctx, docs_dir) -> {docs-relative path: Markdown}``
    the game's extra pages, exactly the paths ``GameType.pages`` lists (the build checks it); it may
    also write the assets they need into ``docs_dir``.

A game without a package here gets its texts' pages, its home card and its place in the navigation
and on the coverage page all the same.
"""
from __future__ import annotations

import importlib
import importlib.util


def plugins() -> dict:
    """game id -> its build package, for the registered games that have one (in registry order)."""
    import games

    out = {}
    for gid in games.GAMES:
        name = f"{__name__}.{gid}"
        if importlib.util.find_spec(name) is not None:
            out[gid] = importlib.import_module(name)
    return out


def game_pages(ctx, docs_dir) -> dict[str, str]:
    """Every game's extra pages (``pages`` of its build package), checked against the pages its
    ``GameType.pages`` lists: a page listed and not written, or written and not listed, is a
    BuildError (the navigation is made from the lists)."""
    import games
    from site_tools.texts.model import BuildError

    out: dict[str, str] = {}
    for gid, gt in games.GAMES.items():
        plugin = ctx.plugins.get(gid)
        written = plugin.pages(ctx, docs_dir) if hasattr(plugin, "pages") else {}
        if set(written) != set(gt.pages):
            raise BuildError(f"game {gid!r}: its build writes {sorted(written)} but its GameType.pages lists "
                             f"{sorted(gt.pages)}")
        out.update(written)
    return out


__all__ = ["game_pages", "plugins"]
