"""The programmers' page ``games/gavitt-code.md``: the engine code behind each side of each
correspondence of the comparison, which of it reads the edition, and the rules the engine applies
differently per edition (with the parameters whose default depends on it). It was a closed
disclosure on the comparison page; its 276 links and 950 elements made that page's start the longest
main-thread task of the site on a phone, so it has a page of its own."""
from __future__ import annotations

import json

from .lab_html import esc, tablewrap_open

PAGE = "games/gavitt-compare.md"
#: the programmers' page: the engine code behind each correspondence, and where it reads the edition
CODE_PAGE = "games/gavitt-code.md"


def edition_differences() -> list[dict]:
    """The rules the editions treat differently, from the engine's edition records
    (:func:`games.gavitt.editions.differences`); the parameter defaults have their own table."""
    from games.gavitt.editions import differences

    return [d for d in differences() if not d["rule"].startswith("default of ")]


def edition_code() -> set[str]:
    """Code references that apply an edition-dependent rule (marked ±ed. in the alignment)."""
    from games.gavitt.editions import differences

    return {ref for d in differences() for ref in d["code"]}


def _leaf_ids(ctx, cid: str) -> list[str]:
    _, block = ctx.by_clause[cid]
    return [cid] + [p.id for p in block.parts]


def _refs(ctx, ids: list[str]) -> list[str]:
    out: list[str] = []
    for cid in ids:
        for leaf in _leaf_ids(ctx, cid):
            st = ctx.status_of(leaf)
            for r in getattr(st, "code", ()) or ():
                if r not in out:
                    out.append(r)
    return out


def _code_link(ctx, page: str, ref: str, branching: set[str]) -> str:
    path, _, qual = ref.partition(":")
    mark = (' <span class="topeka-lab-branch" title="this code reads the edition: it runs differently for 1903 and '
            '2003">±ed.</span>') if ref in branching else ""
    return f'<a href="{ctx.code_href(page, ref)}"><code>{esc(qual)}</code></a>{mark}'


def _clause_links(ctx, page: str, ids: list[str]) -> str:
    if not ids:
        return '<span class="topeka-lab-none">none</span>'
    return "<br>".join(f'<a href="{ctx.clause_href(page, cid)}"><code>{esc(cid)}</code></a>' for cid in ids)


def alignment_table(ctx) -> str:
    """The engine code behind each correspondence (the reader's table, :mod:`.reader`, gives
    the words); for programmers, so identifiers never wrap: the table scrolls instead."""
    branching = edition_code()
    rows = []
    for i, row in enumerate(ctx.extra["gavitt"], 1):
        a, b = row.get("gse1903") or [], row.get("gse2003") or []
        ra, rb = _refs(ctx, a), _refs(ctx, b)
        both = [r for r in ra if r in rb]
        only_a = [r for r in ra if r not in rb]
        only_b = [r for r in rb if r not in ra]
        parts = []
        if only_a:
            parts.append("1903 only: " + ", ".join(_code_link(ctx, CODE_PAGE, r, branching) for r in only_a))
        if only_b:
            parts.append("2003 only: " + ", ".join(_code_link(ctx, CODE_PAGE, r, branching) for r in only_b))
        if both:
            parts.append("both: " + ", ".join(_code_link(ctx, CODE_PAGE, r, branching) for r in both))
        code = "<br>".join(parts) or '<span class="topeka-lab-none">no engine code (not modelled)</span>'
        change = row["change"]
        rows.append(
            f'<tr id="code-{i}" data-change="{esc(change)}">'
            f'<td>{_clause_links(ctx, CODE_PAGE, a)}</td><td>{_clause_links(ctx, CODE_PAGE, b)}</td>'
            f'<td><a class="topeka-lab-change topeka-lab-change--{esc(change)}" '
            f'href="{ctx.href(CODE_PAGE, PAGE, f"cmp-{i}")}">{esc(change)}</a></td>'
            f"<td>{code}</td></tr>")
    caption = "The engine code behind each correspondence, in the order of the comparison's clause table"
    return (tablewrap_open(caption) + f'<table id="lab-align"><caption>{caption}.</caption>'
            '<thead><tr><th scope="col">1903</th><th scope="col">2003</th><th scope="col">Change</th>'
            '<th scope="col">Engine code</th></tr></thead><tbody>'
            + "".join(rows) + "</tbody></table></div>")


def between_names(ref: str) -> str:
    """A long code reference that may break between names (after / : .) but never inside one."""
    import re

    return re.sub(r"([/:.])", r"\1<wbr>", esc(ref))


def branches_list(ctx) -> str:
    """What each edition does where they differ, with the clause and the code that applies it."""
    from site_tools.texts.context import resolve_code

    rows = []
    for d in edition_differences():
        cells = [f'<th scope="row">{esc(d["rule"])}</th>']
        for ed in ("1903", "2003"):
            cid = d["clause"][ed]
            clause = f' (<a href="{ctx.clause_href(CODE_PAGE, cid)}"><code>{esc(cid)}</code></a>)' if cid else ""
            cells.append(f"<td>{esc(d['what'][ed])}{clause}</td>")
        links = []
        for r in d["code"]:
            ref = resolve_code(r)
            href = ctx.href(CODE_PAGE, ctx.code_page(ref.path), f"__codelineno-0-{ref.line}")
            links.append(f'<a href="{href}"><code>{between_names(r)}</code></a>')
        cells.append(f"<td>{'<br>'.join(links) or 'shared code, the clause differs'}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return (tablewrap_open("Where the engine reads the edition")
            + '<table class="topeka-lab-branches" id="lab-branches"><caption>Every rule the engine applies '
            'differently for 1903 and 2003, from the edition records (<code>games/gavitt/editions.py</code>)'
            '.</caption><thead><tr><th scope="col">Rule</th><th scope="col">1903</th><th scope="col">2003</th>'
            '<th scope="col">Engine code</th></tr></thead><tbody>' + "".join(rows) + "</tbody></table></div>")


def defaults_table(ctx) -> str:
    """The parameters whose default depends on the edition: each named and valued in the engine's
    words (games/gavitt/wording.py PARAM_WORDS), with its key and values as the code has them, and
    the description the code gives it (params.py)."""
    from games.core.paramwords import value_words
    from games.gavitt.params import EDITION_DEFAULTS, PARAMS
    from games.gavitt.wording import PARAM_WORDS

    def value(key, ed):
        v = EDITION_DEFAULTS[ed][key]
        return f"<td>{esc(value_words(PARAM_WORDS, PARAMS, key, v))} <code>{esc(json.dumps(v))}</code></td>"

    rows = []
    for key in EDITION_DEFAULTS["1903"]:
        desc = PARAMS[key]["description"]
        rows.append(f'<tr><th scope="row">{esc(PARAM_WORDS[key]["name"])} <code>{esc(key)}</code></th>'
                    f'{value(key, "1903")}{value(key, "2003")}<td>{link_ids(ctx, desc)}</td></tr>')
    return (tablewrap_open("The engine's parameters whose default depends on the edition")
            + '<table id="lab-defaults"><caption>The engine\'s parameters whose default depends on the '
            'edition (<code>EDITION_DEFAULTS</code>), in the engine\'s words, with the code\'s key, values and '
            'description (<code>games/gavitt/params.py</code>).</caption><thead><tr><th scope="col">Parameter</th>'
            '<th scope="col">1903</th><th scope="col">2003</th><th scope="col">The code\'s description</th></tr></thead><tbody>'
            + "".join(rows) + "</tbody></table></div>")


def link_ids(ctx, text: str) -> str:
    from site_tools.texts.render import link_clause_ids

    return link_clause_ids(ctx, CODE_PAGE, esc(text))


def code_page_markdown(ctx) -> str:
    """The programmers' page: which functions of the engine implement each side of each
    correspondence of the comparison, and the rules the engine applies differently per edition."""
    h = lambda p, f=None: ctx.href(CODE_PAGE, p, f)  # noqa: E731
    return "\n".join([
        "---", "title: 1903 and 2003 in the engine's code", "---", "",
        "# 1903 and 2003 in the engine's code", "",
        f"For programmers: the engine code behind each correspondence of the [comparison]({h(PAGE, 'clauses')}) "
        f"between the [rules of 1903]({h('games/gavitt-1903.md')}) and the "
        f"[Heirloom rules of 2003]({h('games/gavitt-2003.md')}). One engine plays both editions; each link leads "
        "to the numbered source line.",
        "",
        "## Clause by clause { #code }", "",
        "Which functions of the engine implement each side of each correspondence. Code marked "
        "<span class=\"topeka-lab-branch\">±ed.</span> reads the edition, so it runs differently for 1903 and 2003.",
        "",
        alignment_table(ctx),
        "",
        "## Where the engine reads the edition { #branches }", "",
        "Each edition is a record in the engine (its defaults, its pair rule, its call rule and the clause behind "
        "each); these are the rules they treat differently, and the code that reads them. Everything else is "
        "shared.",
        "",
        branches_list(ctx),
        "",
        defaults_table(ctx),
        "",
    ])
