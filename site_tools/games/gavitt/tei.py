"""What Gavitt adds to the TEI edition of each of its texts (``tei_back``, see site_tools.games): the
editors' alignment of the 1903 and 2003 clauses, one ``linkGrp`` per correspondence, typed by its
change, with the editors' explanation as ``desc``: a ``link`` joining the clauses of both editions,
or, where a clause has no counterpart, a ``ptr`` to it."""
from __future__ import annotations

from xml.sax.saxutils import escape

EDITIONS = ("gse1903", "gse2003")


def back(ctx, alignment: list[dict], text, ptr) -> str:
    """``ptr(clause id)`` points at a clause from the text's own file (``#id`` or ``<text>.xml#id``)."""
    if text.id not in EDITIONS:
        return ""
    groups = []
    for i, row in enumerate(alignment, 1):
        ptrs = [ptr(c) for side in EDITIONS for c in row.get(side) or []]
        inner = (f'<link target="{" ".join(ptrs)}"/>' if all(row.get(s) for s in EDITIONS)
                 else "".join(f'<ptr target="{p}"/>' for p in ptrs))
        groups.append(f'<linkGrp type="{row["change"]}" n="{i}"><desc>{escape(" ".join(row["note"].split()))}'
                      f'</desc>{inner}</linkGrp>')
    return ('<div type="correspondences"><head>The 1903 and 2003 editions: corresponding clauses</head>\n'
            + "\n".join(groups) + "\n</div>")
