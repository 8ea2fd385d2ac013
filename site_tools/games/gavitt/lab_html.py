"""The lab's results as HTML tables, which read without JavaScript: an experiment's place for its chart
and its table (docs/js/lab/charts.js makes the same markup), the measures' big runs, the sentence
that says a configuration."""
from __future__ import annotations

import html
import json

from site_tools.paths import ROOT


def esc(s) -> str:
    return html.escape(str(s), quote=True)


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
