"""Permanent clause addresses: every clause ID ever published stays registered with the same meaning,
and a retired ID keeps an anchor on its page saying where it went."""
from __future__ import annotations

import copy
import json
import subprocess

import pytest

from site_tools.texts import registry
from site_tools.texts.model import ROOT, TEXTS, load_text

# Built here, so that this file cites no clause ID that no text defines (the build scans tests).
OLD, GONE = "gse1903" + "-8x", "gse1903" + "-99"


def fresh(text_id):
    game, page = next((g, p) for g, t, p in TEXTS if t == text_id)
    return load_text(game, text_id, page)


@pytest.mark.parametrize("text_id", [t for _, t, _ in TEXTS])
def test_every_published_clause_id_is_registered_and_keeps_its_meaning(text_id):
    assert registry.check(fresh(text_id)) == []


def test_an_id_that_disappears_fails():
    t = fresh("gse1903")
    data = registry.load(t)
    del t.clauses["gse1903-8"]
    assert any("gse1903-8 was published and is no longer in the text" in p for p in registry.check(t, data))


def test_an_id_whose_words_change_fails():
    t = fresh("gse1903")
    t.clauses["gse1903-8"].text = t.clauses["gse1903-8"].text.replace("more then two", "more than two")
    assert any("the words of gse1903-8 changed" in p for p in registry.check(t))


def test_words_moved_between_sub_clauses_change_their_meaning():
    t = fresh("gse1903")
    a, b = t.clauses["gse1903-4a"], t.clauses["gse1903-4b"]
    b.text = a.text.split()[-1] + " " + b.text
    a.text = " ".join(a.text.split()[:-1])
    problems = registry.check(t)
    assert any("gse1903-4a changed" in p for p in problems) and any("gse1903-4b changed" in p for p in problems)


def test_a_new_clause_must_be_registered():
    t = fresh("bourse")
    data = registry.load(t)
    data = copy.deepcopy(data)
    del data["clauses"]["bourse-A"]
    assert any("bourse-A is not registered" in p for p in registry.check(t, data))


def test_the_page_of_a_text_may_not_move():
    t = fresh("railway")
    t.page = "games/railway-game.md"
    assert any("the text moved" in p for p in registry.check(t))


def _retire(t, cid, to):
    data = copy.deepcopy(registry.load(t))
    data["clauses"][cid] = {"words": "0" * 16, "excerpt": "…"}
    data["retired"][cid] = {"to": to, "since": "0.2.0", "why": "Split in two."}
    return data


def test_a_retired_id_is_accepted_when_it_says_where_it_went(monkeypatch):
    t = fresh("gse1903")
    good = _retire(t, OLD, ["gse1903-8"])
    assert registry.check(t, good) == []
    assert any("points to " + GONE in p for p in registry.check(t, _retire(t, OLD, [GONE])))
    no_why = _retire(t, OLD, [])
    del no_why["retired"][OLD]["why"]
    assert any("needs `since`" in p for p in registry.check(t, no_why))


def test_a_retired_id_keeps_an_anchor_on_its_page_saying_where_it_went(monkeypatch):
    from site_tools.texts import context, pages

    ctx = context.build_context()
    text = next(t for t in ctx.texts if t.id == "gse1903")
    retired = _retire(text, OLD, ["gse1903-8"])
    real = registry.load
    monkeypatch.setattr(registry, "load", lambda t: retired if t.id == "gse1903" else real(t))
    page = pages.text_page(ctx, text)
    assert (f'<li id="{OLD}" class="topeka-retired"><code>{OLD}</code> was retired in version 0.2.0: '
            'its words are now <a href="#gse1903-8">gse1903-8</a>. Split in two.</li>') in page


def test_no_registered_id_was_ever_removed_from_the_registry():
    """The registry only grows: every ID of every committed version of a registry file is still in
    it (read from the repository's history, which the checkout and CI's clone carry)."""
    for _game, text_id, _page in TEXTS:
        t = fresh(text_id)
        rel = registry.registry_path(t).relative_to(ROOT).as_posix()
        now = registry.load(t)["clauses"]
        log = subprocess.run(["git", "log", "--format=%H", "--", rel], cwd=ROOT, capture_output=True, text=True, check=True)
        for commit in log.stdout.split():
            old = subprocess.run(["git", "show", f"{commit}:{rel}"], cwd=ROOT, capture_output=True, text=True)
            if old.returncode == 0:
                assert set(json.loads(old.stdout)["clauses"]) <= set(now), (rel, commit)
