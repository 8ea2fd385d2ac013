"""Worked examples on the Rules coverage page, and the build refusing a modelled clause without one."""
from __future__ import annotations

import re

import pytest

from site_tools.texts import context as ctxmod
from site_tools.texts.context import build_context
from site_tools.texts.model import BuildError
from site_tools.texts.pages import coverage_page


@pytest.fixture(scope="module")
def ctx():
    return build_context()


def test_coverage_page_gives_the_worked_examples_of_rules_28_and_30(ctx):
    html = coverage_page(ctx)
    for cid in ("gse1903-28", "gse1903-30"):
        row = re.search(rf'<tr id="cov-{cid}".*?</tr>', html).group(0)
        assert re.search(r'data-examples="[1-9]', row), cid
        assert "Telegram" in row
    assert "<th>Worked examples</th>" in html


def test_the_build_fails_when_an_implemented_clause_has_no_worked_example(ctx, monkeypatch, tmp_path):
    games_dir = tmp_path / "games" / "gavitt"
    games_dir.mkdir(parents=True)
    (games_dir / "examples.json").write_text("[]", encoding="utf-8")
    monkeypatch.setattr(ctxmod, "ROOT", tmp_path)
    with pytest.raises(BuildError, match="gse1903-28 is interpreted but has no worked example"):
        ctxmod.load_examples(ctx)


def test_each_worked_example_on_the_coverage_page_links_to_where_it_is_told_and_played(ctx):
    # the example's name leads to its clause on the rule page (its "Try it"), reachable by keyboard
    # and touch; the page carries no title tooltips (one mounted per title by the theme at start-up)
    html = coverage_page(ctx)
    row = re.search(r'<tr id="cov-gse1903-28".*?</tr>', html).group(0)
    links = re.findall(r'<a class="topeka-coverage-example" href="([^"]+)">', row)
    assert links and all(h.endswith("#gse1903-28") and "gavitt-1903" in h for h in links), links
    assert ' title="' not in html
