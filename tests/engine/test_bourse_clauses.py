"""Every implemented or interpreted clause of the Bourse text has a test named after it.  (That
every clause has a status, names real code and is cited is the contract every game keeps:
test_contract.py.)"""
from __future__ import annotations

import glob
import os
import re

from games.core.clauses import IMPLEMENTED, INTERPRETED
from games.bourse.clauses import STATUS
from site_tools.paths import ROOT

HERE = os.path.join(ROOT, "tests", "engine")


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
