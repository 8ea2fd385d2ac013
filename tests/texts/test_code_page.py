"""The Gavitt code page (games/gavitt-code/) shows the engine's code to readers who compare the
editions. Its table of the parameters whose default depends on the edition names each parameter and
each default in the engine's words (games/gavitt/wording.py PARAM_WORDS), beside the key and value
the code has: a reader who does not read Python still learns what changes between 1903 and 2003."""
from __future__ import annotations

import html
import re

from games.core.paramwords import value_words
from games.gavitt.params import EDITION_DEFAULTS, PARAMS
from games.gavitt.wording import PARAM_WORDS


def _defaults_rows(built_site) -> dict[str, list[str]]:
    page = (built_site / "games" / "gavitt-code" / "index.html").read_text(encoding="utf-8")
    table = re.search(r'<table id="lab-defaults".*?</table>', page, re.S).group(0)
    rows = {}
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.S):
        cells = [html.unescape(re.sub(r"<[^>]+>", "", c)).strip()
                 for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S)]
        key = re.search(r"<code>([a-z_]+)</code>", row)
        if key and cells[0] != "Parameter":
            rows[key.group(1)] = cells
    return rows


def test_gse_edition_defaults_are_named_and_valued_in_the_engines_words(built_site):
    rows = _defaults_rows(built_site)
    assert set(rows) == set(EDITION_DEFAULTS["1903"])
    for key, cells in rows.items():
        assert cells[0].startswith(PARAM_WORDS[key]["name"]), (key, cells[0])
        for ed, cell in zip(("1903", "2003"), cells[1:3]):
            assert cell.startswith(value_words(PARAM_WORDS, PARAMS, key, EDITION_DEFAULTS[ed][key])), (key, ed, cell)
