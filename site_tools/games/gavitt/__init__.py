"""Gavitt's Stock Exchange's own part of the build (see :mod:`site_tools.games`).

One engine plays two texts, so the site compares them: the editors' alignment of their clauses
(:mod:`.alignment`, ``alignment.yaml``) gives each clause its edition note and its counterparts,
and is printed whole on the side-by-side page; the comparison with the simulation lab is :mod:`.compare`
(the reader's half in :mod:`.reader`, the lab's results in :mod:`.lab_defaults` and :mod:`.lab_html`), the
engine-code page :mod:`.code_page`; the seeded-deal page
is ``deal.md``, copied as it is; :mod:`.tei` links the corresponding clauses in the texts' TEI files. ``games.gavitt.PAGES`` lists these pages for the navigation.
"""
from __future__ import annotations

from pathlib import Path

from . import alignment

GAME = "gavitt"
DEAL_PAGE = "play/deal.md"


def load(ctx) -> None:
    rows = alignment.rows()
    alignment.check(ctx, rows)
    ctx.extra[GAME] = rows


def clause_notes(ctx, page: str, cid: str) -> list:
    return alignment.clause_notes(ctx, ctx.extra[GAME], page, cid)


def clause_meta(ctx, page: str, cid: str) -> str:
    return alignment.clause_meta(ctx, ctx.extra[GAME], page, cid)


def tei_back(ctx, text, ptr) -> str:
    from . import tei

    return tei.back(ctx, ctx.extra[GAME], text, ptr)


def pages(ctx, docs_dir: Path) -> dict[str, str]:
    from . import compare

    from .reader import demo_options

    # the seeded deal's demo reads the engine's words from its data-options, like every demo
    deal = Path(__file__).with_name("deal.md").read_text(encoding="utf-8").replace(
        'data-demo="deal" data-game="gavitt" data-edition="2003"',
        f'data-demo="deal" data-game="gavitt" data-edition="2003" data-options="{demo_options()}"')
    out = {alignment.PAGE: alignment.alignment_page(ctx, ctx.extra[GAME]), DEAL_PAGE: deal}
    out.update(compare.pages(ctx, docs_dir))
    return out
