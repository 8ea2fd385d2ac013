"""The generated pages: one per text, the 1903/2003 alignment, Rules coverage, engine code with
line anchors, glossary, bibliography and the home page."""
from __future__ import annotations

import html
import json
import re
from collections import Counter
from pathlib import Path

import jinja2

from . import publish
from .context import Context
from .model import ROOT, BuildError, Text
from .render import esc, link_clause_ids, render_transcription, source_html, status_badge

TEMPLATES = Path(__file__).parent / "templates"
STATUS_ORDER = ("implemented", "interpreted", "not modelled", "pending")

_env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), autoescape=False,
                          keep_trailing_newline=True, undefined=jinja2.StrictUndefined)


def _render(name: str, **kw) -> str:
    return _env.get_template(name).render(**kw)


def md_text(s: str) -> str:
    """Plain text safe inside Markdown prose."""
    return re.sub(r"([\\`*_\[\]<>#|])", r"\\\1", s)


# ---- words about each text: the editors', in each text's editorial layer (intro, demo) ----------

LINK = re.compile(r"\]\((bib|page):([^)#\s]+)(?:#([^)\s]+))?\)")


def resolve_links(ctx: Context, page: str, markdown: str) -> str:
    """Markdown from an editorial layer with its site links made relative to ``page``:
    ``[patent](bib:patent)`` -> the bibliography entry, ``[side by side](page:games/x.md#frag)`` ->
    that generated page."""
    def to(m: re.Match) -> str:
        kind, target, frag = m.groups()
        if kind == "bib":
            return f"]({ctx.href(page, 'bibliography.md', target)})"
        return f"]({ctx.href(page, target, frag)})"

    return LINK.sub(to, markdown)


# One control for the whole text: the reading view (the text as printed, numbered notes that open
# on a click) or the annotated view (the apparatus as well). The build checks the reading view, so
# that is what a reader without JavaScript, or on a first visit, gets; the annotated view works
# without JavaScript too (CSS keys on the checked radio). docs/js/reading.js remembers the choice.
VIEW_TOGGLE = (
    '<fieldset class="topeka-view">'
    '<legend>Show the text</legend>'
    '<label><input type="radio" name="topeka-view" id="topeka-view-reading" value="reading" checked> Reading view</label>'
    '<label><input type="radio" name="topeka-view" id="topeka-view-annotated" value="annotated"> Annotated view</label>'
    '<p class="topeka-view-hint"><span class="topeka-view-hint--reading">The text as printed; the numbered '
    'notes open with a click.</span><span class="topeka-view-hint--annotated">Each clause with its ID, how the '
    'engine treats it, the code behind it and the other edition\'s clause.</span></p>'
    '</fieldset>')


def _status_summary(ctx: Context, text: Text) -> str:
    counts = Counter(ctx.status_name(c.id) for c in text.leaves())
    return ", ".join(f"{counts[s]} {s}" for s in STATUS_ORDER if counts[s])


def text_page(ctx: Context, text: Text) -> str:
    m = text.manifest
    about = (
        f"The raw text is `games/{text.game}/texts/{m['file']}`, a byte-for-byte copy of the archive's "
        f"source file `{m['original_name']}` (SHA-256 `{m['sha256'][:16]}…`); the editorial layer beside "
        f"it, `{text.editorial_path.name}`, gives the layout, the clause IDs and the annotations. "
        f"The text has **{len(text.leaves())} clauses** ({len(text.groups())} paragraphs hold several "
        f"rules and are split into sub-clauses); engine status: {_status_summary(ctx, text)} "
        f"([Rules coverage]({ctx.href(text.page, 'reference/coverage.md', 'text-' + text.id)})). "
        f"Printing and scanning errors are kept and annotated; see "
        f"[About the transcriptions]({ctx.href(text.page, 'about/transcriptions.md')}).")
    title = text.title
    return _render("text.md.j2", title_plain=title.replace('"', "'"), title_md=md_text(title),
                   intro=resolve_links(ctx, text.page, text.intro), demo=text.demo,
                   tables=[engine_table(ctx, text, t) for t in text.tables],
                   demo_options=demo_options(text.demo) if text.demo else "",
                   demo_howto=demo_howto(text.demo) if text.demo else "", about=about,
                   demo_newcomer=demo_newcomer(text.demo) if text.demo else "",
                   demo_latency=demo_latency(text.demo) if text.demo else "",
                   view_toggle=VIEW_TOGGLE, head=publish.front_matter(ctx, text),
                   downloads=publish.links_html(ctx, text), cite=publish.cite_block(ctx, text),
                   transcription=render_transcription(ctx, text), after_text=publish.after_text(ctx, text))


# ---- coverage ---------------------------------------------------------------------------------

def coverage_page(ctx: Context) -> str:
    page = "reference/coverage.md"
    lines = ["---", "title: Rules coverage", "---", "",
             "# Rules coverage", "",
             "Every clause of every text, with how the engine treats it: *implemented* (with the code that "
             "does it), *interpreted* (the text is ambiguous or incomplete; the engine's reading is stated), "
             "*not modelled* (with the reason) or *pending* (no engine code yet). Statuses come from each "
             "game's `games/<game>/clauses.py`; a clause it does not list is pending. The build fails if "
             "code or tests cite a clause ID that no text defines, or when an implemented or interpreted clause "
             "has no worked example: a stated situation, a move, and the outcome the engine must give "
             "(`games/<game>/examples.json`, run as tests in CPython and in Pyodide).", ""]
    total = Counter()
    summary = ["| Text | Clauses | " + " | ".join(s.capitalize() for s in STATUS_ORDER) + " |",
               "|---|---:|" + "---:|" * len(STATUS_ORDER)]
    for t in ctx.texts:
        c = Counter(ctx.status_name(x.id) for x in t.leaves())
        total.update(c)
        summary.append(f"| [{md_text(t.short)}](#text-{t.id}) | {len(t.leaves())} | "
                       + " | ".join(str(c[s]) for s in STATUS_ORDER) + " |")
    summary.append(f"| **All** | **{sum(total.values())}** | " + " | ".join(f"**{total[s]}**" for s in STATUS_ORDER) + " |")
    shown = sum(1 for t in ctx.texts for x in t.leaves() if x.id in ctx.examples)
    summary += ["", f"{shown} clauses are shown by at least one worked example."]
    lines += summary + [""]
    for t in ctx.texts:
        lines += [f"## {md_text(t.title)} {{ #text-{t.id} }}", "",
                  f"[Read the text]({ctx.href(page, t.page)}) · {_status_summary(ctx, t)}.", ""]
        rows = []
        for cid, b in t.clauses.items():
            st = ctx.status_of(cid)
            code = ", ".join(f'<a href="{ctx.code_href(page, r)}"><code>{esc(r)}</code></a>' for r in (st.code if st else ()))
            # the note in words, each parameter's key beside its words for a developer
            note = ctx.note_with_keys(cid, esc, lambda words, key: f"{esc(words)} <code>{esc(key)}</code>") \
                if st and st.note else ""
            if b.is_group and st is None:
                note = "Paragraph of several rules: see its sub-clauses."
            excerpt = " ".join(b.plain().split()[:14])
            if len(b.plain().split()) > 14:
                excerpt += " …"
            shown = ctx.examples.get(cid, [])
            # Each example's name links to the clause on its rule page, where the example is told
            # and played ("Try it"); no title tooltip: a long text in a title reaches neither the
            # keyboard nor a touch screen, and the theme mounts a tooltip for each at start-up.
            examples = "<br>".join(f'<a class="topeka-coverage-example" href="{ctx.clause_href(page, cid)}">'
                                   f'{esc(ex["title"])}</a>' for ex in shown)
            cited = ctx.cited_by.get(cid, [])
            cited_html = f'<br><small>cited in {len(cited)} place{"s" if len(cited) != 1 else ""}</small>' if cited else ""
            rows.append(
                f'<tr id="cov-{cid}" data-clause="{cid}" data-status="{esc(ctx.status_name(cid))}">'
                f'<td><a class="topeka-coverage-link" href="{ctx.clause_href(page, cid)}"><code>{cid}</code></a></td>'
                f'<td>{source_html(excerpt)}</td><td>{status_badge(ctx, page, cid)}</td><td>{code}{cited_html}</td>'
                f'<td>{link_clause_ids(ctx, page, note)}</td>'
                f'<td data-examples="{len(shown)}">{examples}</td></tr>')
        lines += [f'<table class="topeka-coverage" data-text="{t.id}" style="--rows: {len(rows)}"><thead><tr><th>Clause</th><th>Text</th>'
                  "<th>Status</th><th>Code</th><th>Engine note</th><th>Worked examples</th></tr></thead><tbody>",
                  *rows, "</tbody></table>", ""]
    return "\n".join(lines)


# ---- engine code ------------------------------------------------------------------------------

def code_pages(ctx: Context) -> dict[str, str]:
    pages: dict[str, str] = {}
    by_file: dict[str, list[str]] = {}
    for cid, st in ctx.status.items():
        for r in st.code:
            by_file.setdefault(ctx.code[r].path, []).append(cid)
    index = ["---", "title: Engine source", "---", "", "# Engine source", "",
             "The engine's Python files, with numbered lines, as the Rules coverage page links to them.", ""]
    for path in ctx.code_files:
        target = ctx.code_page(path)
        source = (ROOT / path).read_text(encoding="utf-8").rstrip("\n")
        longest = max((len(m) for m in re.findall(r"`+", source)), default=0)
        fence = "`" * max(3, longest + 1)
        cited = sorted(set(by_file.get(path, [])))
        cited_md = ", ".join(f"[{c}]({ctx.href(target, ctx.by_clause[c][0].page, c)})" for c in cited)
        pages[target] = _render("code.md.j2", path=path, coverage_link=ctx.href(target, "reference/coverage.md"),
                                cited=cited_md, fence=fence, source=source)
        index.append(f"- [`{path}`]({ctx.href('reference/code/index.md', target)})")
    pages["reference/code/index.md"] = "\n".join(index) + "\n"
    return pages


# ---- glossary, bibliography, home -------------------------------------------------------------

def glossary_page(ctx: Context) -> str:
    page = "glossary.md"
    out = ["---", "title: Glossary", "---", "", "# Glossary", "",
           "Words of the rule texts that may be unfamiliar, in the editors' words. In the texts, a "
           "dotted word links here and shows its definition as a tooltip.", ""]
    for g in sorted(ctx.glossary.values(), key=lambda g: g["term"].lower()):
        out.append(f"## {md_text(g['term'])} {{ #{g['key']} }}")
        out.append("")
        out.append(md_text(" ".join(g["definition"].split())))
        if g.get("see"):
            out.append("")
            out.append("In the texts: " + ", ".join(
                f"[{c}]({_md_link(ctx, page, c)})" for c in g["see"]) + ".")
        out.append("")
    return "\n".join(out)


def _md_link(ctx: Context, page: str, cid: str) -> str:
    """A Markdown link target to a clause (a .md path, so MkDocs checks it)."""
    import posixpath
    text, _ = ctx.by_clause[cid]
    rel = posixpath.relpath(text.page, posixpath.dirname(page) or ".")
    return f"{rel}#{cid}"


def bibliography_page(ctx: Context) -> str:
    page = "bibliography.md"
    cites: dict[str, list[str]] = {}
    for t in ctx.texts:
        for b in t.blocks:
            for blk in [b, *b.parts]:
                for n in blk.notes:
                    for s in n.sources:
                        if blk.id and blk.id in ctx.by_clause:
                            cites.setdefault(s, []).append(blk.id)
    out = ["---", "title: Bibliography", "---", "", "# Bibliography", "",
           "The sources of the archive. The site states a historical fact only if it comes from the texts "
           "themselves or from these sources as recorded in the project's history notes, at the confidence "
           "recorded there: H (a primary source, or several sources agree) plainly; M (one reasonable "
           "secondary source) with its source named; L (weak or conflicting) only as \"accounts differ\". "
           "Where no source was found, the site says the fact is unknown.", ""]
    for group, title in (("primary", "Primary sources"), ("secondary", "Secondary sources and notes")):
        out += [f"## {title}", ""]
        for b in ctx.bibliography.values():
            if b["group"] != group:
                continue
            detail = esc(" ".join(str(b.get("detail", "")).split()))
            extra = ""
            if b.get("page"):
                extra += f' <a href="{ctx.href(page, b["page"])}">Read the transcription</a>.'
            if cites.get(b["key"]):
                extra += " Cited at " + ", ".join(
                    f'<a href="{ctx.clause_href(page, c)}">{c}</a>' for c in dict.fromkeys(cites[b["key"]])) + "."
            out.append(f'<div class="topeka-bib" id="{b["key"]}"><p><strong>{esc(b["title"])}</strong>. {detail}{extra}</p></div>')
            out.append("")
    out += ["## Unknown", "",
            "Facts the archive looked for and did not find, so the pages say they are unknown: the railway "
            "game's title, publisher and date; the date of BENCO's Bourse and the firm's history; the faces of "
            "Bourse's Rise & Fall cards; the sixth railroad of the 1903 Gavitt deck; the link, if any, between "
            "the American \"Bourse\" of about 1903-04 and BENCO's; any lawsuits between Gavitt and Parker "
            "Brothers.", ""]
    return "\n".join(out)


def engine_table(ctx: Context, text: Text, spec: dict) -> dict:
    """A table the engine gives the page (an editorial layer's ``tables``): the game's facade method
    ``spec["method"]`` returns ``{"columns", "rows", "note"?}``; the page shows its words, the
    clause IDs in them linked to their clauses."""
    import games

    method = (games.GAMES[text.game].api or {}).get(spec["method"])
    if method is None:
        raise BuildError(f"{text.editorial_path.name}: tables: {text.game} has no facade method {spec['method']!r}")
    got = method({})
    cell = lambda s: link_clause_ids(ctx, text.page, esc(str(s)))  # noqa: E731
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in got["columns"])
    rows = "\n".join("<tr>" + "".join((f'<th scope="row">{cell(v)}</th>' if i == 0 else f"<td>{cell(v)}</td>")
                                      for i, v in enumerate(row)) + "</tr>" for row in got["rows"])
    caption = f"<caption>{esc(got['label'])}</caption>" if got.get("label") else ""
    body = (f"<table>{caption}<thead><tr>{head}</tr></thead><tbody>\n{rows}\n</tbody></table>")
    intro = resolve_links(ctx, text.page, spec["intro"]) if spec["intro"] else ""
    note = link_clause_ids(ctx, text.page, esc(got["note"])) if got.get("note") else ""
    return {"heading": spec["heading"], "intro": intro, "note": note, "table": body}


def demo_options(demo: dict) -> str:
    """The ``data-options`` of a game's demo, HTML-escaped JSON: the game's parameter schemas
    (``GameType.describe()``), the parameters the engine resolves for the page's edition
    (``defaults``) and the bots' (``bot_defaults``), so the page reads its URL hash before Python is
    up and the engine stays the one source of every option (``docs/js/table/options.js``)."""
    import games
    from games.core.params import resolve

    gt = games.GAMES[demo["game"]]
    params = {"edition": demo["edition"]} if gt.editions and demo.get("edition") else {}
    spec = {**gt.describe(), "defaults": games.new_game(gt.id, params, 0).params,
            "bot_defaults": resolve(gt.bot_params, {})}
    return html.escape(json.dumps(spec, sort_keys=True, separators=(",", ":")), quote=True)


def demo_newcomer(demo: dict) -> str:
    """What the page says under its demo of a newcomer's chances at the default table: the
    engine's words for the measurement of the page's edition (``newcomer_words``, from
    ``games/<game>/lab/newcomer.json``), with how the newcomer plays and the command that measures it
    again behind a disclosure; empty for a game with no measurement. Static, so it reads before
    (and without) Python."""
    import games
    from games.lab.measures.newcomer import newcomer_words

    gt = games.GAMES[demo["game"]]
    return _measured(demo, gt, _kept(gt, "newcomer.json"), lambda m: newcomer_words(m, gt), "topeka-newcomer",
                     "How the newcomer plays")


def demo_latency(demo: dict) -> str:
    """What a real-time game's page says under its demo of fairness at a shared table:
    the window of simultaneity and the host's advantage measured with a bot 50-150 ms away, in the
    engine's words (``latency_words``, from ``games/<game>/lab/latency.json``), how it was measured and
    the command behind a disclosure; empty for a game with no measurement. Static, like the
    newcomer's figure."""
    import games
    from games.lab.measures.latency import latency_words

    gt = games.GAMES[demo["game"]]
    return _measured(demo, gt, _kept(gt, "latency.json"), lambda m: latency_words(m, gt), "topeka-latency",
                     "How it was measured")


def _kept(gt, name: str) -> tuple:
    """The measurements the game's laboratory keeps in ``name`` (none without a laboratory)."""
    lab = gt.laboratory()
    return lab.kept(name) if lab else ()


def _measured(demo: dict, gt, results, words, cls: str, how: str) -> str:
    """A measurement of the page's edition (the first kept for it) as a block under the demo: its
    ``summary``, then ``how`` and the ``command`` that measures it again behind a disclosure."""
    edition = demo.get("edition") if gt.editions else None
    for m in results:
        if edition is None or m["params"].get("edition") == edition:
            w = words(m)
            return (f'<div class="{cls}" data-game="{esc(gt.id)}">\n<p>{esc(w["summary"])}</p>\n'
                    f'<details class="{cls}__how"><summary>{esc(how)}</summary>\n'
                    f'<p>{esc(w["how"])}</p>\n<p>Measure it again: <code>{esc(w["command"])}</code></p>\n'
                    f'</details>\n</div>')
    return ""


def demo_howto(demo: dict) -> str:
    """The ``data-howto`` of a game's demo, HTML-escaped JSON: the engine's "How to play"
    (``<game>.how_to_play``) for the page's parameters, so the table shows it before Python is up
    and does not grow when the engine's answer arrives (``docs/js/table/howto.js``); empty for a
    game without one."""
    import games

    gt = games.GAMES[demo["game"]]
    method = (gt.api or {}).get(f"{gt.id}.how_to_play")
    if method is None:
        return ""
    params = {"edition": demo["edition"]} if gt.editions and demo.get("edition") else {}
    return html.escape(json.dumps(method({"params": params}), sort_keys=True, separators=(",", ":")), quote=True)


def text_demo(ctx: Context, text: Text) -> dict | None:
    """The demo a text's page hosts (``{"game", "edition", "after"}``, the ``demo`` of its editorial
    layer), or None."""
    return text.demo


def play_cards(ctx: Context, page: str = "index.md") -> str:
    """A card per page with a demo, near the top of the home page: "Play <game>", one tap away.
    The whole card is the link's target (CSS stretches it); the link's name is the title. The
    words are each text's own (``home:`` in its editorial layer)."""
    items = []
    for t in ctx.texts:
        card = t.home
        if not text_demo(ctx, t):
            continue
        blurb = f'<p>{esc(card["blurb"])}</p>' if card["blurb"] else ""
        items.append(f'<li class="topeka-play__card"><a class="topeka-play__link" href="{ctx.href(page, t.page, "play")}">'
                     f'Play {esc(card["play"])}</a>{blurb}</li>')
    if not items:
        return ""
    return '<ul class="topeka-play" aria-label="Play a game">\n' + "\n".join(items) + "\n</ul>"


def home_page(ctx: Context) -> str:
    page = "index.md"
    h = lambda to, frag=None: ctx.href(page, to, frag)  # noqa: E731
    links = dict(coverage=h("reference/coverage.md"), glossary=h("glossary.md"), bibliography=h("bibliography.md"),
                 about=h("about/transcriptions.md"), bib_patent=h("bibliography.md", "patent"),
                 bib_cummins=h("bibliography.md", "cummins"), bib_nmah=h("bibliography.md", "nmah"),
                 bib_strong=h("bibliography.md", "museumofplay"), bib_glazer=h("bibliography.md", "glazer"),
                 bib_sources=h("bibliography.md", "gulla"))
    cards = []
    for t in ctx.texts:  # every text has a card: its own words (``home:``), or its title alone
        card = t.home
        actions = [f"[Read]({h(t.page)})"]
        actions.append(f"[Play]({h(t.page, 'play')})" if text_demo(ctx, t) else "no demo yet")
        actions += [f"[{md_text(x['text'])}]({h(x['page'])})" for x in card["links"]]
        cards.append(dict(title=card["title"], facts=card["facts"].replace("{n}", str(len(t.leaves()))),
                          actions=" · ".join(actions)))
    return _render("index.md.j2", links=links, cards=cards, play=play_cards(ctx, page))


def all_pages(ctx: Context) -> dict[str, str]:
    pages = {"index.md": home_page(ctx),
             "reference/coverage.md": coverage_page(ctx), "glossary.md": glossary_page(ctx),
             "bibliography.md": bibliography_page(ctx)}
    for t in ctx.texts:
        pages[t.page] = text_page(ctx, t)
    pages.update(code_pages(ctx))
    return pages
