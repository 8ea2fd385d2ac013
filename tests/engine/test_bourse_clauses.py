"""Every clause of the Bourse text has a status, every status names real code, every citation has
a status, and every implemented or interpreted clause has a test named after it."""
from __future__ import annotations

import glob
import inspect
import os
import re

import games.bourse.bots
import games.bourse.pack
import games.bourse.rules
import games.bourse.scoring
from games.core.clauses import IMPLEMENTED, INTERPRETED, PENDING
from games.bourse.clauses import STATUS
from test_clause_status import resolve  # the ast resolver the Gavitt statuses use

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HERE = os.path.join(ROOT, "tests", "engine")


def editorial_ids() -> set[str]:
    with open(os.path.join(ROOT, "games", "bourse", "texts", "bourse.editorial.yaml"), encoding="utf-8") as fh:
        return set(re.findall(r"\bid:\s*(bourse-[A-Za-z0-9-]+)", fh.read()))


def test_bourse_every_clause_has_a_status_none_pending_and_no_other():
    ids = editorial_ids()
    assert len(ids) > 50
    assert sorted(ids - set(STATUS)) == [] and sorted(set(STATUS) - ids) == []
    assert [c for c, st in STATUS.items() if st.status == PENDING] == []


def test_bourse_every_code_reference_resolves():
    assert [(c, r) for c, st in STATUS.items() for r in st.code if not resolve(r)] == []
    assert not resolve("games/bourse/rules.py:BourseGame.no_such_method")


def test_bourse_every_cited_clause_has_a_status():
    cited = set()
    for mod in (games.bourse.rules, games.bourse.bots, games.bourse.pack, games.bourse.scoring):
        for _name, obj in inspect.getmembers(mod):
            if getattr(obj, "__module__", None) != mod.__name__:
                continue  # imported (Gavitt's reaction model cites Gavitt's clauses)
            cited |= set(getattr(obj, "__clauses__", ()))
            if inspect.isclass(obj):
                for _m, fn in inspect.getmembers(obj):
                    cited |= set(getattr(fn, "__clauses__", ()))
    assert len(cited) > 40
    assert sorted(cited - set(STATUS)) == []


def test_bourse_every_implemented_or_interpreted_clause_has_a_test_named_after_it():
    names = []
    for path in glob.glob(os.path.join(HERE, "test_bourse_*.py")):
        with open(path, encoding="utf-8") as fh:
            names += re.findall(r"^def (test_bourse_\w+)", fh.read(), re.M)
    missing = []
    for cid, st in STATUS.items():
        if st.status not in (IMPLEMENTED, INTERPRETED):
            continue
        stem = "test_" + cid.replace("-", "_")
        if not any(n == stem or n.startswith(stem + "_") for n in names):
            missing.append(cid)
    assert missing == []
