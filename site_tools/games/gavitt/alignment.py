"""The editors' alignment of the 1903 and 2003 texts (``alignment.yaml`` beside this file): which
clause of one corresponds to which of the other, and what changed.

It is read and checked once (:func:`load`: every clause of both texts appears at least once),
gives each clause of both texts its edition note and its counterparts in the apparatus
(:func:`clause_notes`, :func:`clause_meta`), and is printed whole on the side-by-side page
(:func:`alignment_page`); the comparison and the code page read the same rows.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import yaml

from site_tools.texts.model import BuildError, Note
from site_tools.texts.render import esc, link_clause_ids, source_html

FILE = Path(__file__).with_name("alignment.yaml")
PAGE = "games/gavitt-alignment.md"
SIDES = ("gse1903", "gse2003")
CHANGES = ("same", "changed", "added", "dropped")


def rows() -> list[dict]:
    """The alignment's rows, as the editors wrote them."""
    return yaml.safe_load(FILE.read_text(encoding="utf-8"))


def check(ctx, alignment: list[dict]) -> None:
    """Every row names clauses of the side it stands on and a known change; every clause of both
    texts appears in a row; a BuildError lists what is wrong."""
    problems: list[str] = []
    covered: dict[str, set[str]] = {side: set() for side in SIDES}
    for i, row in enumerate(alignment, 1):
        if row.get("change") not in CHANGES:
            problems.append(f"alignment.yaml row {i}: change must be one of {CHANGES}")
        for side in SIDES:
            for cid in row.get(side) or []:
                if cid not in ctx.by_clause or not cid.startswith(side + "-"):
                    problems.append(f"alignment.yaml row {i}: {cid!r} is not a {side} clause")
                else:
                    covered[side].add(cid)
                    _, blk = ctx.by_clause[cid]
                    covered[side].update(p.id for p in blk.parts)
    for t in ctx.texts:
        if t.id in covered:
            for leaf in t.leaves():
                if leaf.id not in covered[t.id]:
                    problems.append(f"alignment.yaml: clause {leaf.id} appears in no row")
    if problems:
        raise BuildError("editorial data is inconsistent:\n  " + "\n  ".join(problems))


def _other(side: str) -> str:
    return SIDES[1] if side == SIDES[0] else SIDES[0]


def clause_notes(ctx, alignment: list[dict], page: str, cid: str) -> list[Note]:
    """The edition difference of each row the clause is in (rows where nothing changed give none)."""
    out = []
    for i, row in enumerate(alignment, 1):
        for side in SIDES:
            other = _other(side)
            if cid in (row.get(side) or []) and row["change"] != "same":
                others = row.get(other) or []
                link = ctx.href(page, PAGE, f"align-{i}")
                year = other[3:]
                corr = (f" In {year}: " + ", ".join(f'<a href="{ctx.clause_href(page, c)}">{c}</a>' for c in others) + "."
                        if others else f" No {year} counterpart.")
                out.append(Note(kind="edition", note=row["note"], label=f"Edition difference ({row['change']})",
                                extra_html=corr + f' <a href="{link}">Side by side</a>.'))
    return out


def clause_meta(ctx, alignment: list[dict], page: str, cid: str) -> str:
    """A short 'in 2003: …' line for the clause's apparatus."""
    side = next((s for s in SIDES if cid.startswith(s + "-")), None)
    if side is None:
        return ""
    found: list[str] = []
    for row in alignment:
        if cid in (row.get(side) or []):
            found += [c for c in row.get(_other(side)) or [] if c not in found]
    year = _other(side)[3:]
    if not found:
        return f" · {year}: none"
    return f" · {year}: " + ", ".join(f'<a href="{ctx.clause_href(page, c)}">{c.split("-", 1)[1]}</a>' for c in found)


def _clause_cell(ctx, page: str, ids: list[str]) -> str:
    if not ids:
        return '<p class="editorial"><em>(no counterpart)</em></p>'
    out = []
    for cid in ids:
        _, b = ctx.by_clause[cid]
        out.append(f'<p><a href="{ctx.clause_href(page, cid)}"><code>{cid}</code></a> {source_html(b.plain())}</p>')
    return "".join(out)


def alignment_page(ctx, alignment: list[dict]) -> str:
    page = PAGE
    counts = Counter(r["change"] for r in alignment)
    cells = []
    for i, r in enumerate(alignment, 1):
        cells.append(
            f'<tr id="align-{i}" data-change="{r["change"]}">'
            f'<td>{_clause_cell(ctx, page, r.get("gse1903") or [])}</td>'
            f'<td><strong>{r["change"]}</strong><br>{link_clause_ids(ctx, page, esc(r["note"]))}</td>'
            f'<td>{_clause_cell(ctx, page, r.get("gse2003") or [])}</td></tr>')
    table = (f'<table class="topeka-align" style="--rows: {len(cells)}"><thead><tr><th>1903 rules</th><th>What changed</th><th>2003 rules</th></tr></thead>'
             "<tbody>\n" + "\n".join(cells) + "\n</tbody></table>")
    return (
        "---\ntitle: Gavitt's Stock Exchange, 1903 and 2003 side by side\n---\n\n"
        "# 1903 and 2003 side by side\n\n"
        f"Which clause of the [1903 rules]({ctx.href(page, 'games/gavitt-1903.md')}) corresponds to which clause "
        f"of the [2003 rules]({ctx.href(page, 'games/gavitt-2003.md')}), and what changed. Generated from the "
        "clause IDs and the editors' alignment (`site_tools/games/gavitt/alignment.yaml`); every clause of both "
        "texts appears at least once. The explanations are ours; the clause texts are the sources' words.\n\n"
        f"{len(alignment)} correspondences: " + ", ".join(f"{counts[c]} {c}" for c in CHANGES) + ".\n\n"
        "The biggest differences: the 2003 game is played to $1000 instead of $2500, adds a tie breaker, "
        "drops the fines, and leaves the Telegram Card to a variation that is not in the archive. Its stock "
        "table names the Penn Central, which did not exist before 1968.\n\n"
        + table + "\n")


__all__ = ["CHANGES", "PAGE", "alignment_page", "check", "clause_meta", "clause_notes", "rows"]
