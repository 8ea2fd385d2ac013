"""The build takes its texts, their pages, their order, their demos and the clause-ID families from
the texts' manifests and editorial layers: a new game's texts need no change in site_tools."""
from __future__ import annotations

import json

from site_tools.texts import model


def _fake_game(root):
    folder = root / "games" / "whist" / "texts"
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({"texts": [
        {"id": "whist", "file": "whist.txt", "editorial": "whist.editorial.yaml"}]}), encoding="utf-8")
    (folder / "whist.editorial.yaml").write_text(
        "text: whist\ntitle: Whist\nintro: >-\n  A fake game.\ndemo:\n  game: whist\n  edition: ''\n"
        "blocks:\n- id: whist-deal-1\n  text: Deal.\n- id: whist-play-2a\n  text: Play.\n", encoding="utf-8")


def test_a_new_games_text_is_found_from_its_manifest_with_its_page_and_clause_families(tmp_path, monkeypatch):
    _fake_game(tmp_path)
    monkeypatch.setattr(model, "ROOT", tmp_path)
    texts = model.discover_texts()
    assert texts == (("whist", "whist", "games/whist.md"),)
    citation = model.citation_pattern(model.clause_families(texts))
    assert citation.search("see whist-play-2a here").group(1) == "whist-play-2a"
    assert citation.search("the whist-demo module") is None  # not a clause family of the text


def test_the_real_texts_keep_their_pages_order_and_citation_families():
    # the four texts of the archive's seeds, among any others a new game adds
    assert [(g, t, p) for g, t, p in model.TEXTS if g in ("gavitt", "railway", "bourse")] == [
        ("gavitt", "gse1903", "games/gavitt-1903.md"), ("gavitt", "gse2003", "games/gavitt-2003.md"),
        ("railway", "railway", "games/railway.md"), ("bourse", "bourse", "games/bourse.md")]
    for cid in ("gse1903-28", "gse1903-11b", "gse2003-play-2b", "railway-play-3", "bourse-B-note"):
        assert model.CITATION.fullmatch(cid), cid
    assert model.CITATION.search("ex1903-deal gse2003-foo") is None


def test_intro_and_demo_come_from_the_editorial_layer():
    texts = {t.id: t for t in model.load_all()}
    assert texts["gse1903"].demo == {"game": "gavitt", "edition": "1903",
                                     "after": "The demo plays these 1903 rules with the archive's engine; "
                                              "the text below reads without it."}
    assert "[patent](bib:patent)" in texts["gse1903"].intro
    assert texts["bourse"].demo is None or texts["bourse"].demo["game"] == "bourse"
