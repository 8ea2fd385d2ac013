"""Tables written the way the theme would wrap them, so that it has nothing to move.

When its bundle starts, the theme (Material, and Zensical alike) takes every ``table:not([class])``
out of the page and puts it back inside two wrapping ``<div>``s (a horizontally scrolling box).
On a page already drawn, that restyles and lays out every cell again: on the 1903/2003 comparison,
with 11 tables, the longest task of the load. The build writes the same wrappers around
table without a class instead, and marks it ``topeka-table`` so that the theme leaves it alone;
``docs/css/topeka.css`` gives ``table.topeka-table`` the theme's own plain-table rules. Tables
that already have a class (the theme ignores those too) are left as they are.
"""
from __future__ import annotations

import re
from pathlib import Path

TABLE_CLASS = "topeka-table"
WRAP = '<div class="md-typeset__scrollwrap"><div class="md-typeset__table">'
CLOSE = "</table></div></div>"
_TAG = re.compile(r"<table\b[^>]*>|</table\s*>", re.I)
_CLASS = re.compile(r"\sclass\s*=", re.I)


def prewrap(page_html: str) -> tuple[str, int]:
    """The page with each table without a class (what the theme wraps) wrapped and marked; returns
    it and how many were."""
    out, stack, last, count = [], [], 0, 0
    for m in _TAG.finditer(page_html):
        tag = m.group(0)
        out.append(page_html[last:m.start()])
        last = m.end()
        if tag.startswith("</"):
            bare = stack.pop() if stack else False
            out.append(CLOSE if bare else tag)
        else:
            bare = not _CLASS.search(tag)
            stack.append(bare)
            count += bare
            out.append(f'{WRAP}{tag[:-1].rstrip()} class="{TABLE_CLASS}">' if bare else tag)
    if stack:
        raise ValueError("a <table> is not closed")
    out.append(page_html[last:])
    return "".join(out), count


def prewrap_tables(site_dir: Path) -> int:
    """Wrap the class-less tables of every page of a rendered site; returns how many were wrapped."""
    total = 0
    for path in sorted(site_dir.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        new, n = prewrap(text)
        if n:
            path.write_text(new, encoding="utf-8")
            total += n
    return total
