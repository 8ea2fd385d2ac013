"""The comparison page ``games/gavitt-compare.md``: 1903 against 2003 clause by clause, and the
simulation lab with its default results computed at build time.

:func:`pages` (called through :mod:`site_tools.games.gavitt`) gives

* ``docs/games/gavitt-compare.md``: for readers first (:mod:`site_tools.games.gavitt.reader`), what
  changed in plain words, the lab's headline results as charts and the alignment clause by clause
  (``alignment.yaml`` beside this file, read by :mod:`site_tools.games.gavitt.alignment`); then the
  lab, whose default results are HTML tables that read without JavaScript;
* ``docs/games/gavitt-code.md``: for programmers, the engine code behind each clause on each side,
  which of it differs between the editions, and where the engine branches on the edition. It was a
  closed disclosure on the comparison page; its 276 links and 950 elements made that page's start
  the longest main-thread task of the site on a phone, so it has a page of its own;
and writes the assets they need:

* ``docs/assets/data/lab-default.json``: the same results as data, for the charts and for the
  browser to check that it computes the same numbers;
* ``docs/assets/vendor/chart.js/<version>/``: Chart.js's self-contained UMD build, copied from
  ``node_modules`` (no CDN).

The default results are cached in ``build/lab-cache/`` under a hash of the engine's source, the
lab's version and the configuration, so only a change to the engine re-runs the simulation.
"""
from __future__ import annotations

import hashlib
import html
import json
import shutil
from pathlib import Path

from site_tools.paths import BUILD, NODE_MODULES, ROOT

PAGE = "games/gavitt-compare.md"
#: the programmers' page: the engine code behind each correspondence, and where it reads the edition
CODE_PAGE = "games/gavitt-code.md"
#: the lab's source, linked from the page's lab section
LAB_CODE = "games/gavitt/lab/experiments.py"
#: the configuration of the default results (the browser's "Run" with untouched controls)
DEFAULT_CONFIG = {"players": 4, "speed": "steady", "telegram": "edition", "fines": "edition",
                  "careless": 0.25, "games": 100, "seed": 1}
CHART_FILES = ("chart.umd.min.js", "chart.umd.min.js.map")


def esc(s) -> str:
    return html.escape(str(s), quote=True)


# ------------------------------------------------------------------------------ default results
def engine_hash() -> str:
    """A hash of the engine source the lab runs (the core, the laboratory, the Gavitt game and the
    package entry)."""
    h = hashlib.sha256()
    files = [ROOT / "games" / "__init__.py", *(ROOT / "games" / "core").rglob("*.py"),
             *(ROOT / "games" / "lab").rglob("*.py"), *(ROOT / "games" / "gavitt").rglob("*.py")]
    for p in sorted(files):
        if "__pycache__" in p.parts:
            continue
        h.update(p.relative_to(ROOT).as_posix().encode())
        h.update(b"\0")
        h.update(p.read_bytes())
    return h.hexdigest()


def default_results(config: dict = DEFAULT_CONFIG, cache_dir: Path | None = None) -> dict:
    """The lab's results for ``config``, from the cache when the engine has not changed."""
    from games.gavitt.lab import experiments as lab

    c = lab.normalise(config)
    key = hashlib.sha256(json.dumps({"engine": engine_hash(), "lab": lab.VERSION, "config": c},
                                    sort_keys=True).encode()).hexdigest()[:24]
    cache_dir = cache_dir or BUILD / "lab-cache"
    cached = cache_dir / f"{key}.json"
    if cached.exists():
        try:
            return json.loads(cached.read_text(encoding="utf-8"))
        except ValueError:
            pass
    result = lab.summarise(c, [lab.run_all(c)])
    result = json.loads(json.dumps(result))  # exactly what the browser will read
    cache_dir.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(".tmp")
    tmp.write_text(json.dumps(result), encoding="utf-8")
    tmp.replace(cached)
    return result


def chart_version() -> str:
    return json.loads((NODE_MODULES / "chart.js" / "package.json").read_text())["version"]


def copy_chart_library(docs_dir: Path) -> str:
    version = chart_version()
    src = NODE_MODULES / "chart.js"
    dest = docs_dir / "assets" / "vendor" / "chart.js" / version
    dest.mkdir(parents=True, exist_ok=True)
    for name in CHART_FILES:
        _copy_if_changed(src / "dist" / name, dest / name)
    _copy_if_changed(src / "LICENSE.md", dest / "LICENSE.txt")  # .txt: not rendered as a page
    return version


def _copy_if_changed(src: Path, dest: Path) -> None:
    if not dest.exists() or dest.read_bytes() != src.read_bytes():
        shutil.copyfile(src, dest)


# ------------------------------------------------------------------------------ results as HTML
def table_html(t: dict) -> str:
    head = "".join(f'<th scope="col">{esc(c)}</th>' for c in t["columns"])
    rows = "".join("<tr>" + "".join((f'<th scope="row">{esc(v)}</th>' if i == 0 else f"<td>{esc(v)}</td>")
                                    for i, v in enumerate(r)) + "</tr>" for r in t["rows"])
    return (f'<table id="lab-table-{esc(t["id"])}">'
            f'<caption>{esc(t["caption"])}</caption><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>')


def experiment_html(t: dict) -> str:
    """One experiment: a place for its chart (filled by the page's script) and its table, the
    chart's text alternative. The same markup is produced by docs/js/lab/charts.js."""
    return (f'<div class="topeka-lab-exp" data-exp="{esc(t["id"])}">'
            f'<div class="topeka-lab-chart" data-chart="{esc(t["id"])}"></div>'
            f'{tablewrap_open(t["caption"], "group")}{table_html(t)}</div></div>')


def tablewrap_open(caption: str, role: str = "region") -> str:
    """A table's scroll container: focusable, so a keyboard can scroll a wide table on a phone,
    and named by the caption (docs/js/lab/charts.js names it the same way). A lab result's table is
    a group, not a region (``role``): the same table stands in the big run and in the page's own
    run, and a landmark's name must be unique on its page (axe's landmark-unique)."""
    return f'<div class="topeka-lab-tablewrap" tabindex="0" role="{role}" aria-label="{esc(caption)}">'


def config_sentence(c: dict) -> str:
    """The lab's settings in the lab's words (the page's lab.js says the same)."""
    from games.gavitt.lab import config_sentence as sentence

    return sentence(c)


# ------------------------------------------------------------------------------ the comparison
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


# ------------------------------------------------------------------------------ the page
def big_run() -> dict | None:
    """The lab's big run as shipped (``games/gavitt/lab/big_runs/lab.json``, :mod:`site_tools.big_runs`), or None."""
    path = ROOT / "games" / "gavitt" / "lab" / "big_runs" / "lab.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def measures_html() -> str:
    """The measures' big runs as HTML, what a reader without JavaScript gets (the page's script
    replaces it with the same and a run in the browser, docs/js/lab/instruments.js)."""
    from games.lab import instruments

    words = instruments.words()
    out = []
    for what in instruments.available("gavitt"):
        path = ROOT / "games" / "gavitt" / "lab" / "big_runs" / f"{what}.json"
        if not path.exists():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        intro = words["intro"][what]
        out.append(f'<h3>{esc(intro["heading"])}</h3><p>{esc(intro["text"])}</p>'
                   + (f'<p class="topeka-measure__cite">{esc(words["citation"])}</p>' if what == "skill" else "")
                   + f'<h4>{esc(instruments.BIG_RUN.format(games=data["games"]))}</h4><p><code>{esc(data["command"])}</code></p>')
        for t in instruments.page("gavitt", what, data["result"]):
            t = dict(t, id=f"static-gavitt-{what}-{t['id']}")
            out.append(f'<div class="topeka-measure__result"><h5>{esc(t["title"])}</h5>'
                       + "".join(f"<p>{esc(x)}</p>" for x in t["sentences"])
                       + f'{tablewrap_open(t["caption"], "group")}{table_html(t)}</div></div>')
    return "".join(out)


def page_markdown(ctx, result: dict, version: str) -> str:
    from collections import Counter

    from . import reader

    alignment = ctx.extra["gavitt"]
    counts = Counter(r["change"] for r in alignment)
    h = lambda p, f=None: ctx.href(PAGE, p, f)  # noqa: E731
    tables = {t["id"]: t for t in result["tables"]}
    c = result["config"]
    lab_code = h(ctx.code_page(LAB_CODE)) if LAB_CODE in ctx.code_files else None
    sections = {
        "length": "Game length: to $2500 against to $1000",
        "scores": "Round scores",
        "leader": "The leader after the first round",
        "seats": "Seat advantage",
        "telegram": "The Telegram Card",
        "fines": "What the fines cost a careless bot",
        "shuffle": "The unshuffled deal",
        "differences": "Is the difference real?",
    }
    out = [
        "---", "title: Comparing 1903 and 2003", "---", "",
        "# Comparing 1903 and 2003", "",
        f"What changed between the [original rules of 1903]({h('games/gavitt-1903.md')}) and the "
        f"[Heirloom rules of 2003]({h('games/gavitt-2003.md')}), and what the changes do to the game, measured "
        "by bots playing both editions on the same deals.",
        "",
        "## What changed { #changed }", "",
        reader.what_changed(ctx, result),
        "",
        "## What the changes do { #headline }", "",
        f"The [simulation lab](#lab) below had bots play {result['config']['games']} games of each edition from the "
        "same seeds when this site was built; three of its results:",
        "",
        reader.headline_charts(result),
        "",
        "## Clause by clause { #clauses }", "",
        f"{len(alignment)} correspondences, generated from the clause IDs and the editors' alignment: "
        + ", ".join(f"{counts[k]} {k}" for k in ("same", "changed", "added", "dropped")) + ". "
        f"The [side-by-side page]({h('games/gavitt-alignment.md')}) prints both texts in full.",
        "",
        reader.reader_table(ctx),
        "",
        f"For programmers: [the engine code behind each correspondence]({h(CODE_PAGE)}), and "
        f"[where the engine reads the edition]({h(CODE_PAGE, 'branches')}).",
        "",
        "## Same deal, both editions { #same-deal }", "",
        reader.same_deal_section(ctx),
        "",
        "## Simulation lab { #lab }", "",
        "Bots play both editions from the same seeds: game *i* of every experiment deals from seed "
        f"*seed + i* and the bots draw from the same seed, so the editions meet the same deals. The numbers below "
        f"were computed when this site was built ({esc(config_sentence(c))}); running the lab with the same "
        "settings in your browser gives identical numbers. The same experiments run on the command line with "
        f"`python -m games simulate --game gavitt --lab --speed {c['speed']} --games {c['games']} --seed {c['seed']}`."
        + (f" Source: [`{LAB_CODE}`]({lab_code})." if lab_code else ""),
        "",
        f'<div class="topeka-demo" data-demo="lab" data-game="gavitt" data-chart-version="{esc(version)}" '
        f'data-default-config="{esc(json.dumps(c, sort_keys=True))}" data-options="{reader.demo_options()}"></div>',
        "",
        f'<p class="topeka-lab-config" data-lab-config>Showing: {esc(config_sentence(c))}.</p>',
        "",
    ]
    big = big_run()
    if big:
        out += [f"Beside each experiment, the same over {big['games']:,} games per arm, computed on the command line "
                f"with `{big['command']}` (that command prints exactly these numbers; the site ships them as data).", ""]
    big_tables = {t["id"]: t for t in big["result"]["tables"]} if big else {}
    for tid, heading in sections.items():
        t = tables[tid]
        out += [f"### {heading} {{ #lab-{tid} }}", "", experiment_html(t), ""]
        if tid in big_tables:
            bt = dict(big_tables[tid], id=f"big-{tid}")
            out += [f'<details class="topeka-bigrun"><summary>The same over {big["games"]:,} games per arm</summary>'
                    f'{tablewrap_open(bt["caption"], "group")}{table_html(bt)}</div></details>', ""]
    out += [
        "## Skill, speed and readings { #measures }", "",
        "How much skill matters in each edition, what a fast hand is worth, and which of the archive's readings "
        "change the game: each measured over many games on the command line, and again in your browser.",
        "",
        f'<div class="topeka-demo" data-demo="measures" data-game="gavitt">{measures_html()}</div>',
        "",
    ]
    out += [
        "## How the lab plays { #method }", "",
        "- **Bots.** Every seat is a bot of the chosen speed (see `games/gavitt/bots.py`): it collects the railroad "
        "it holds most of, trades away the rest, answers open offers and calls TOPEKA after one reaction time, "
        "except that now and then it cannot recollect the word for a while. In the edition comparison the 1903 "
        "bots are a little careless by default (an unlike pair now and then, which the fines punish).",
        "- **Time.** Play runs in virtual time: *simulated minutes* are the game clock, with the dealer's "
        "three-second pause between rounds, not the time the computer took.",
        "- **Arms.** Each experiment is a set of engine configurations (arms) played on the same seeds; identical "
        "arms are played once. A run stopped with Cancel shows the games finished so far, the same number in "
        "every arm.",
        "- **Intervals.** ± is a 95 % normal interval of a mean; a share's interval (in brackets) is the 95 % "
        "Wilson score interval, which stays between 0 and 100 % however few the games. Where two rules meet "
        "the same seeds, the last table gives the paired difference with its own 95 % interval (a percentile "
        "bootstrap over the seeds for a few hundred games, a normal interval of the per-seed differences for "
        "more) and says whether it is beyond noise.",
        "",
    ]
    return "\n".join(out)


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


def pages(ctx, docs_dir: Path) -> dict[str, str]:
    """The comparison and the code page; writes the lab's default results and Chart.js."""
    from site_tools.pages import write_if_changed

    docs_dir = Path(docs_dir)
    result = default_results()
    version = copy_chart_library(docs_dir)
    write_if_changed(docs_dir / "assets" / "data" / "lab-default.json",
                     json.dumps({"config": result["config"], "result": result}, sort_keys=True))
    return {PAGE: page_markdown(ctx, result, version), CODE_PAGE: code_page_markdown(ctx)}


__all__ = ["pages", "DEFAULT_CONFIG", "default_results", "edition_differences", "page_markdown",
           "code_page_markdown"]
