"""The reader's half of the comparison page: what changed from 1903 to 2003 in plain
words, the lab's headline results as charts, and the clause table without the engine code (which
is on the programmers' page, site_tools.games.gavitt.code_page.code_page_markdown).

The charts are written by the build from the lab's default results (the same numbers as the lab's
tables further down the page): each bar is a row of real text (label and value) beside a small
SVG bar, so they read without JavaScript, with a screen reader and at 360 px, and cost no script.
"""
from __future__ import annotations

import html
import json
import re

from games.gavitt.decks import DEFAULT_VALUES_1903, RAILROADS_1903

from site_tools.texts.model import BuildError

#: the game a demo of these pages plays: it reads the engine's words (and schemas) from its data-options,
#: written as for the table's demo (site_tools.texts.pages.demo_options), so the page composes no English
DEMO = {"game": "gavitt", "edition": "2003"}


def demo_options(demo: dict = DEMO) -> str:
    """The ``data-options`` of a demo of Gavitt's own pages (the lab, the same deal, the seeded deal)."""
    from site_tools.texts.pages import demo_options as options

    return options(demo)

PAGE = "games/gavitt-compare.md"
CHANGE_WORDS = {"same": "Same", "changed": "Changed", "added": "New in 2003", "dropped": "Gone in 2003"}


def esc(s) -> str:
    return html.escape(str(s), quote=True)


# ------------------------------------------------------------------------------ the numbers
def _table(result: dict, tid: str) -> dict:
    for t in result["tables"]:
        if t["id"] == tid:
            return t
    raise BuildError(f"the lab's results have no {tid!r} table: the comparison page's headline needs it")


def _cell(t: dict, row: int, column: str) -> str:
    try:
        return t["rows"][row][t["columns"].index(column)]
    except (ValueError, IndexError) as exc:
        raise BuildError(f"the lab's {t['id']!r} table has no {column!r} in row {row}: {exc}") from None


def _number(text: str) -> float:
    m = re.match(r"\s*[−-]?\$?\s*([0-9][0-9,]*(?:\.[0-9]+)?)", text.replace("−", "-"))
    if not m:
        raise BuildError(f"expected a number in the lab's results, got {text!r}")
    value = float(m.group(1).replace(",", ""))
    return -value if text.strip().startswith(("-", "−")) else value


def headline_numbers(result: dict) -> dict:
    """The few numbers the page states in words and charts, from the lab's tables."""
    length = _table(result, "length")
    telegram = _table(result, "telegram")
    fines = _table(result, "fines")
    editions = [r[0].split()[0] for r in length["rows"]]
    tg = {(r[0], r[1]): r for r in telegram["rows"]}
    score_col = telegram["columns"].index("Round score (mean)")
    all_fines = next((r for r in fines["rows"] if r[0] == "all fines"), None)
    if all_fines is None or "extra" not in fines:
        raise BuildError("the lab's fines table lacks its 'all fines' row or its extra numbers")
    return {
        "games": int(_number(_cell(length, 0, "Games"))),
        "rounds": {ed: _number(_cell(length, i, "Rounds (mean)")) for i, ed in enumerate(editions)},
        "minutes": {ed: _number(_cell(length, i, "Minutes (mean)")) for i, ed in enumerate(editions)},
        "telegram": {(ed, on): _number(tg[(ed, on)][score_col]) for ed in editions for on in ("on", "off")},
        "fines_paid": {"careless": _number(all_fines[1]), "careful": _number(all_fines[2])},
        "careless_wins": {"on": 100 * fines["extra"]["careless_wins_fines_on"],
                          "off": 100 * fines["extra"]["careless_wins_fines_off"]},
    }


# ------------------------------------------------------------------------------ charts
def bars(caption_html: str, rows: list[tuple[str, float, str, str]], chart_id: str, more_href: str) -> str:
    """A horizontal bar chart as a figure: per bar a label, an SVG bar scaled to the largest value
    and the value in words. ``rows`` are (label, value, value as text, series class)."""
    top = max((v for _, v, _, _ in rows), default=0) or 1
    items = []
    for label, value, shown, series in rows:
        width = max(0.5, round(100 * value / top, 2))
        items.append(
            f'<li><span class="topeka-bars__label">{esc(label)}</span>'
            f'<svg class="topeka-bars__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" '
            f'focusable="false"><rect class="topeka-bars__{esc(series)}" width="{width}" height="10"/></svg>'
            f'<span class="topeka-bars__value">{esc(shown)}</span></li>')
    return (f'<figure class="topeka-chart" id="{esc(chart_id)}"><figcaption>{caption_html} '
            f'<a href="{more_href}">The full table</a>.</figcaption>'
            f'<ul class="topeka-bars">{"".join(items)}</ul></figure>')


def headline_charts(result: dict) -> str:
    n = headline_numbers(result)
    r, m, tg = n["rounds"], n["minutes"], n["telegram"]
    length = bars("<strong>Game length.</strong> Rounds until a player reaches the target, mean of "
                  f"{n['games']} games per edition.",
                  [("1903, to $2500", r["1903"], f"{r['1903']:g} rounds, {m['1903']:g} min", "1903"),
                   ("2003, to $1000", r["2003"], f"{r['2003']:g} rounds, {m['2003']:g} min", "2003")],
                  "headline-length", "#lab-length")
    telegram = bars("<strong>The Telegram Card.</strong> A player's mean score in one round, with the card "
                    "and without it, on the same deals.",
                    [(f"{ed}, Telegram {on}", tg[(ed, on)], f"${tg[(ed, on)]:.1f}", ed + ("" if on == "on" else "-off"))
                     for ed in ("1903", "2003") for on in ("on", "off")],
                    "headline-telegram", "#lab-telegram")
    fp, w = n["fines_paid"], n["careless_wins"]
    fines = bars("<strong>The 1903 fines.</strong> One bot is careless (it sometimes offers an unlike pair): "
                 "what the fines cost it per game, and how often it still wins.",
                 [("Careless bot pays", fp["careless"], f"${fp['careless']:.2f} a game", "1903"),
                  ("Each careful bot pays", fp["careful"], f"${fp['careful']:.2f} a game", "1903-off"),
                  ("Careless bot wins, with fines", w["on"], f"{w['on']:.1f} % of games", "1903"),
                  ("Careless bot wins, no fines", w["off"], f"{w['off']:.1f} % of games", "1903-off")],
                 "headline-fines", "#lab-fines")
    return f'<div class="topeka-headline">{length}{telegram}{fines}</div>'


# ------------------------------------------------------------------------------ words
def _links(ctx, ids: list[str]) -> str:
    return ", ".join(f'<a href="{ctx.clause_href(PAGE, c)}">{esc(c)}</a>' for c in ids)


def what_changed(ctx, result: dict) -> str:
    """The differences that matter to a player, in plain words, each with its clauses. The words
    are the editors' (from the texts and site_tools/games/gavitt/alignment.yaml); the numbers are the
    lab's."""
    n = headline_numbers(result)
    r, m = n["rounds"], n["minutes"]
    L = lambda *ids: _links(ctx, list(ids))  # noqa: E731
    items = [
        ("A shorter game.",
         f"The 2003 game ends at $1000 instead of $2500, \"to reduce playing time\" ({L('gse1903-15', 'gse2003-win', 'gse2003-footnote-1')}). "
         f"With the lab's bots that is about {r['2003']:g} rounds instead of {r['1903']:g} "
         f"({m['2003']:g} simulated minutes instead of {m['1903']:g})."),
        ("No fines.",
         f"The 1903 \"points that may be counted off\" are gone ({L('gse1903-31', 'gse1903-35')}). What they punished, "
         f"an unlike pair or naming the company you want, is simply not allowed in 2003 ({L('gse2003-play-2a', 'gse2003-play-2b')})."),
        ("The Telegram Card, left to a variation.",
         f"1903 gives its rules in full ({L('gse1903-18', 'gse1903-30')}); 2003 makes the card optional and points to a "
         f"\"Telegram Card Variation\" on page 4, which is not in the archive ({L('gse2003-setup-3c')})."),
        ("A tie breaker.", f"New in 2003 ({L('gse2003-tie-1', 'gse2003-tie-2')})."),
        ("Said outright in 2003.",
         f"What is in the box, a value for every railroad ({L('gse2003-box-table')}; its Penn Central did not exist "
         f"before 1968), how the first dealer is chosen and that the deal passes clockwise ({L('gse2003-setup-3d', 'gse2003-setup-3e')})."),
        ("The same at heart.",
         f"Trading without turns, face down, one or two cards of one railroad at a time; the first to hold all eight "
         f"calls TOPEKA and scores double the stock's value ({L('gse1903-7', 'gse1903-8', 'gse1903-11a', 'gse1903-13')})."),
    ]
    lis = "".join(f"<li><strong>{esc(title)}</strong> {body}</li>" for title, body in items)
    return f'<ul class="topeka-changes">{lis}</ul>'


def same_deal_section(ctx) -> str:
    """The comparison made playable: the prose, and the demo (docs/js/games/gavitt/samedeal.js) that asks
    the engine (``gavitt.same_deal``) to play one deal under both rules. ``data-clause-pages``
    gives the page of each text, so the demo links every score line to its clause."""
    from games.gavitt.same_deal import COMMON, PLAYERS

    pages = {t: ctx.href(PAGE, ctx.by_clause[f"{t}-{c}"][0].page) for t, c in (("gse1903", "13"), ("gse2003", "score-2"))}
    label = {key: name for key, name, *_ in RAILROADS_1903}
    names = ", ".join(label[key] for key in COMMON)
    return (f'<p>One deal, on railroads both texts name ({esc(names)}: {PLAYERS[0]} to {PLAYERS[1]} players), played by the bots '
            f'under the 1903 rules and under the 2003 rules: the same hands, the same bots, the same seed. Round 1 '
            f'is scored under both, and every score that differs is shown with the clauses behind it on each side '
            f'(Rock Island\'s 1903 value is not in the text; the engine uses the reconstruction, ${DEFAULT_VALUES_1903["RI"]}). The game '
            f'runs in your browser; it needs JavaScript.</p>'
            f'<div class="topeka-demo" data-demo="samedeal" data-game="gavitt" data-clause-pages="{esc(json.dumps(pages, sort_keys=True))}" '
            f'data-options="{demo_options()}">'
            f'</div>')


def reader_table(ctx) -> str:
    """Every correspondence, for readers: each side's clause (its ID and first words) and what
    changed. Rows keep the ids of the full table (cmp-N) so links to them still land."""
    from site_tools.texts.render import link_clause_ids

    def side(ids: list[str], year: str) -> str:
        if not ids:
            return f'<td role="cell" data-label="{year}"><span class="topeka-lab-none">none</span></td>'
        out = []
        for cid in ids:
            _, block = ctx.by_clause[cid]
            words = block.plain()
            short = words if len(words) <= 80 else words[:77].rsplit(" ", 1)[0] + " …"
            out.append(f'<a class="topeka-cmp-id" href="{ctx.clause_href(PAGE, cid)}">{esc(cid)}</a> '
                       f'<span class="topeka-lab-excerpt">{esc(short)}</span>')
        return f'<td role="cell" data-label="{year}">' + "<br>".join(out) + "</td>"

    rows = []
    for i, row in enumerate(ctx.extra["gavitt"], 1):
        change = row["change"]
        rows.append(
            f'<tr role="row" id="cmp-{i}" data-change="{esc(change)}">'
            f'{side(row.get("gse1903") or [], "1903")}{side(row.get("gse2003") or [], "2003")}'
            f'<td role="cell" data-label="What changed"><span class="topeka-lab-change topeka-lab-change--{esc(change)}">'
            f'{esc(CHANGE_WORDS[change])}</span> {link_clause_ids(ctx, PAGE, esc(row["note"]))}</td></tr>')
    # Explicit roles: on a phone the CSS lays the rows out as blocks, which makes some browsers
    # forget that this is a table.
    # --rows: the space the page keeps for the table until it is laid out (docs/js/games/gavitt/lab.css).
    return (f'<div class="topeka-cmp-wrap" style="--rows: {len(rows)}"><table role="table" class="topeka-cmp" id="lab-align-reader"><caption>Every '
            'correspondence between the two texts, in the order of the 1903 text, with what is new in 2003 at '
            'the end.</caption><thead role="rowgroup"><tr role="row"><th role="columnheader" scope="col">1903</th>'
            '<th role="columnheader" scope="col">2003</th><th role="columnheader" scope="col">What changed</th>'
            '</tr></thead><tbody role="rowgroup">' + "".join(rows) + "</tbody></table></div>")
