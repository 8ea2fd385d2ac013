"""The comparison page ``games/gavitt-compare.md``: 1903 against 2003 clause by clause, and the
simulation lab with its default results computed at build time.

:func:`pages` (called through :mod:`site_tools.games.gavitt`) gives

* ``docs/games/gavitt-compare.md``: for readers first (:mod:`site_tools.games.gavitt.reader`), what
  changed in plain words, the lab's headline results as charts and the alignment clause by clause
  (``alignment.yaml`` beside this file, read by :mod:`site_tools.games.gavitt.alignment`); then the
  lab, whose default results are HTML tables that read without JavaScript;
* ``docs/games/gavitt-code.md``: for programmers, the engine code behind each clause on each side
  (:mod:`.code_page`);
and writes the assets they need:

* ``docs/assets/data/lab-default.json``: the same results as data (:mod:`.lab_defaults`, computed at
  build time and cached), for the charts and for the browser to check that it computes the same numbers;
* ``docs/assets/vendor/chart.js/<version>/``: Chart.js (:mod:`.chart_library`).

The lab's results are written as HTML tables by :mod:`.lab_html`.
"""
from __future__ import annotations

import json
from pathlib import Path

from site_tools.paths import ROOT

from .chart_library import copy_chart_library
from .code_page import CODE_PAGE, PAGE, code_page_markdown, edition_differences
from .lab_defaults import DEFAULT_CONFIG, default_results
from .lab_html import config_sentence, esc, experiment_html, measures_html, table_html, tablewrap_open

#: the lab's source, linked from the page's lab section
LAB_CODE = "games/gavitt/lab/experiments.py"


def big_run() -> dict | None:
    """The lab's big run as shipped (``games/gavitt/lab/big_runs/lab.json``, :mod:`site_tools.big_runs`), or None."""
    path = ROOT / "games" / "gavitt" / "lab" / "big_runs" / "lab.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


#: the lab's experiments in the order the page shows them, each with its heading
SECTIONS = {
    "length": "Game length: to $2500 against to $1000",
    "scores": "Round scores",
    "leader": "The leader after the first round",
    "seats": "Seat advantage",
    "telegram": "The Telegram Card",
    "fines": "What the fines cost a careless bot",
    "shuffle": "The unshuffled deal",
    "differences": "Is the difference real?",
}

#: how the lab plays, the page's last section
METHOD = [
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


def page_markdown(ctx, result: dict, version: str) -> str:
    """The comparison page: the reader's half (what changed, the headline charts, the clauses, the
    same deal), then the lab, its experiments beside their big runs, the measures and the method."""
    return "\n".join([*_reader_lines(ctx, result), *_lab_lines(ctx, result, version), *_experiment_lines(result),
                      *_measure_lines(), *METHOD])


def _reader_lines(ctx, result: dict) -> list[str]:
    from collections import Counter

    from . import reader

    alignment = ctx.extra["gavitt"]
    counts = Counter(r["change"] for r in alignment)
    h = lambda p, f=None: ctx.href(PAGE, p, f)  # noqa: E731
    return [
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
    ]


def _lab_lines(ctx, result: dict, version: str) -> list[str]:
    from . import reader

    h = lambda p, f=None: ctx.href(PAGE, p, f)  # noqa: E731
    c = result["config"]
    lab_code = h(ctx.code_page(LAB_CODE)) if LAB_CODE in ctx.code_files else None
    return [
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


def _experiment_lines(result: dict) -> list[str]:
    """Each experiment's chart and table, with the same over the big run's games where it has them."""
    tables = {t["id"]: t for t in result["tables"]}
    out = []
    big = big_run()
    if big:
        out += [f"Beside each experiment, the same over {big['games']:,} games per arm, computed on the command line "
                f"with `{big['command']}` (that command prints exactly these numbers; the site ships them as data).", ""]
    big_tables = {t["id"]: t for t in big["result"]["tables"]} if big else {}
    for tid, heading in SECTIONS.items():
        t = tables[tid]
        out += [f"### {heading} {{ #lab-{tid} }}", "", experiment_html(t), ""]
        if tid in big_tables:
            bt = dict(big_tables[tid], id=f"big-{tid}")
            out += [f'<details class="topeka-bigrun"><summary>The same over {big["games"]:,} games per arm</summary>'
                    f'{tablewrap_open(bt["caption"], "group")}{table_html(bt)}</div></details>', ""]
    return out


def _measure_lines() -> list[str]:
    return [
        "## Skill, speed and readings { #measures }", "",
        "How much skill matters in each edition, what a fast hand is worth, and which of the archive's readings "
        "change the game: each measured over many games on the command line, and again in your browser.",
        "",
        f'<div class="topeka-demo" data-demo="measures" data-game="gavitt">{measures_html()}</div>',
        "",
    ]


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
