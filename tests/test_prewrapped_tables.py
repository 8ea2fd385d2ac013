"""The build writes plain tables already wrapped the way the theme would wrap them
(site_tools/prewrapped_tables.py), so the theme moves no table once the page is drawn."""
import pytest

from site_tools.prewrapped_tables import CLOSE, WRAP, prewrap

OPEN = WRAP + '<table class="topeka-table">'


def test_a_plain_table_is_wrapped_and_marked_so_the_theme_leaves_it():
    html, n = prewrap("<p>x</p><table>\n<tr><td>a</td></tr>\n</table><p>y</p>")
    assert n == 1
    assert html == f"<p>x</p>{OPEN}\n<tr><td>a</td></tr>\n{CLOSE}<p>y</p>"
    assert 'class="topeka-table"' in OPEN and "md-typeset__scrollwrap" in OPEN


def test_a_table_with_other_attributes_keeps_them_and_is_marked():
    html, n = prewrap('<table id="lab-defaults"><tr><td>a</td></tr></table>')
    assert (html, n) == (f'{WRAP}<table id="lab-defaults" class="topeka-table"><tr><td>a</td></tr>{CLOSE}', 1)


def test_a_table_with_a_class_is_left_as_written():
    page = '<table role="table" class="topeka-cmp" id="x"><tr><td>a</td></tr></table>'
    assert prewrap(page) == (page, 0)


def test_each_closing_tag_closes_its_own_table_when_tables_nest():
    html, n = prewrap('<table class="outer"><tr><td><table><tr><td>in</td></tr></table></td></tr></table>')
    assert n == 1
    assert html == f'<table class="outer"><tr><td>{OPEN}<tr><td>in</td></tr>{CLOSE}</td></tr></table>'


def test_an_unclosed_table_is_refused_rather_than_half_wrapped():
    with pytest.raises(ValueError, match="not closed"):
        prewrap("<table><tr><td>a</td></tr>")
