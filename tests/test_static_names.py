"""A static check of the project's own Python (pyflakes): no undefined name, no unused import, no
name redefined by mistake. ``make bench`` is not part of ``make test``, so a name that only its
code uses (``READY_AT`` in site_tools/bench_lab.py, once) would otherwise first fail there."""
from __future__ import annotations

import io

import pytest
from pyflakes.api import checkRecursive
from pyflakes.reporter import Reporter
from site_tools.paths import ROOT


@pytest.mark.parametrize("tree", ["games", "site_tools", "tests"])
def test_pyflakes_finds_nothing_in_the_projects_python(tree):
    out, err = io.StringIO(), io.StringIO()
    checkRecursive([str(ROOT / tree)], Reporter(out, err))
    found = (out.getvalue() + err.getvalue()).replace(str(ROOT) + "/", "")
    assert found == "", found


def test_pyflakes_reports_an_undefined_name(tmp_path):
    # the check above can fail: a module that uses a name it never defines or imports is reported
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    return READY_AT\n")
    out = io.StringIO()
    checkRecursive([str(bad)], Reporter(out, io.StringIO()))
    assert "undefined name 'READY_AT'" in out.getvalue()
