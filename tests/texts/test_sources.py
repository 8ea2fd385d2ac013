"""The raw texts, the editorial layer and the clause IDs, without building the site."""
from __future__ import annotations

import hashlib
import json
import re

import pytest

from site_tools.texts import BuildError
from site_tools.texts import context as context_mod
from site_tools.texts.model import CITATION, ROOT, TEXTS, check_fidelity, load_text, words

SEEDS = ROOT.parent / "shared" / "seeds"


def test_manifests_match_raw_bytes():
    for game in ("gavitt", "railway", "bourse"):
        manifest = json.loads((ROOT / "games" / game / "texts" / "manifest.json").read_text())
        for entry in manifest["texts"]:
            data = (ROOT / "games" / game / "texts" / entry["file"]).read_bytes()
            assert hashlib.sha256(data).hexdigest() == entry["sha256"]
            assert entry["original_name"].endswith(".txt") and entry["bytes"] == len(data)


@pytest.mark.skipif(not SEEDS.exists(), reason="the shared seeds are not present (the build never needs them)")
def test_raw_texts_are_the_seeds_byte_for_byte():
    for game in ("gavitt", "railway", "bourse"):
        manifest = json.loads((ROOT / "games" / game / "texts" / "manifest.json").read_text())
        for entry in manifest["texts"]:
            assert (ROOT / "games" / game / "texts" / entry["file"]).read_bytes() == (SEEDS / entry["original_name"]).read_bytes()


@pytest.mark.parametrize("text_id", [t for _, t, _ in TEXTS])
def test_editorial_words_equal_raw_words(texts, text_id):
    t = texts[text_id]
    assert [w for b in t.blocks for w in b.words()] == words(t.raw)


def test_fidelity_check_catches_a_changed_word(texts):
    t = load_text("gavitt", "gse1903", "games/gavitt-1903.md")
    block = next(b for b in t.blocks if b.id == "gse1903-8")
    block.text = block.text.replace("more then", "more than")
    with pytest.raises(BuildError, match="departs"):
        check_fidelity(t)


# The clause IDs agreed with the engine engineers (the brief), which must all exist.
AGREED_1903 = ([f"gse1903-{n}" for n in range(1, 41)]
               + ["gse1903-4a", "gse1903-4b", "gse1903-11a", "gse1903-11b", "gse1903-17a", "gse1903-37a",
                  "gse1903-37b", "gse1903-notice", "gse1903-publishers", "gse1903-special"])
AGREED_2003 = (["gse2003-box-%d" % n for n in range(1, 7)] + ["gse2003-box-table", "gse2003-object-1", "gse2003-object-2",
               "gse2003-setup-1", "gse2003-setup-2"] + ["gse2003-setup-3" + c for c in "abcdef"]
               + ["gse2003-setup-note", "gse2003-play-1", "gse2003-play-2", "gse2003-play-2a", "gse2003-play-2b",
                  "gse2003-play-2c", "gse2003-play-3a", "gse2003-play-3b", "gse2003-play-3c", "gse2003-play-4",
                  "gse2003-play-5", "gse2003-score-1", "gse2003-score-2", "gse2003-score-2-example", "gse2003-score-3",
                  "gse2003-score-3-example", "gse2003-score-note", "gse2003-win", "gse2003-tie-1", "gse2003-tie-2",
                  "gse2003-footnote-1", "gse2003-footnote-2"])


def test_agreed_clause_ids_exist(texts):
    assert set(AGREED_1903) <= set(texts["gse1903"].clauses)
    assert set(AGREED_2003) <= set(texts["gse2003"].clauses)
    for cid in ("railway-play-3", "railway-game", "railway-alt", "railway-ack", "bourse-F", "bourse-queries",
                "bourse-special-5", "bourse-remember-7"):
        assert cid in texts[cid.split("-")[0]].clauses


def test_every_clause_id_is_citable_and_of_its_text(texts):
    for t in texts.values():
        assert t.clauses, t.id
        for cid in t.clauses:
            assert CITATION.fullmatch(cid), cid
            assert cid.startswith(t.id + "-")


def test_headings_are_not_clauses(texts):
    for t in texts.values():
        for b in t.blocks:
            if b.kind == "heading":
                assert b.id not in t.clauses and not CITATION.search(b.id)


def test_the_2003_furniture_is_kept_and_labelled(texts):
    furniture = [b for b in texts["gse2003"].blocks if b.kind == "furniture"]
    joined = " ".join(b.text for b in furniture)
    for phrase in ("Download a pdf version of these rules", "(legal) paper", "Updated 11/4/03",
                   "Note: The rules on this page reflect"):
        assert phrase in joined
    assert all(b.label for b in furniture)


def test_the_telegram_heading_is_restored_after_rule_17(texts):
    blocks = texts["gse1903"].blocks
    i = next(k for k, b in enumerate(blocks) if b.id == "gse1903-17")
    assert blocks[i + 1].kind == "heading" and blocks[i + 1].text == "The Telegram Card."


def test_known_errors_are_annotated(texts):
    notes = {(t.id, n.at) for t in texts.values() for b in t.blocks for blk in [b, *b.parts] for n in blk.notes
             if n.kind == "transcription"}
    for expected in [("bourse", "The same of"), ("bourse", 'The " Fail,"'), ("bourse", "the bands"),
                     ("railway", "Ist/Diner"), ("bourse", "leave out I"), ("gse1903", "more then"),
                     ("gse1903", "The principal"), ("gse2003", "steps 14"), ("gse2003", "Bur lington"),
                     ("railway", "thus :"), ("gse2003", "on page 4.")]:
        assert expected in notes, expected


def test_the_build_context_is_consistent():
    ctx = context_mod.build_context()
    assert len(ctx.by_clause) == sum(len(t.clauses) for t in ctx.texts)


def test_an_unknown_citation_fails_the_build(tmp_path, monkeypatch):
    bogus = "gse1903" + "-" + "99"          # built here so this file cites nothing itself
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "x.py").write_text(f'cite("{bogus}")\n')
    monkeypatch.setattr(context_mod, "ROOT", tmp_path)
    with pytest.raises(BuildError, match=re.escape(bogus)):
        context_mod.scan_citations({"gse1903-1"})


def test_a_status_for_a_missing_clause_or_code_fails(monkeypatch):
    from games.core.clauses import implemented

    real = context_mod._load_status
    bogus = "gse1903" + "-" + "41"
    monkeypatch.setattr(context_mod, "_load_status",
                        lambda game: {bogus: implemented("games/gavitt/rules.py:Nope")} if game == "gavitt" else real(game))
    with pytest.raises(BuildError, match="no gavitt text defines"):
        context_mod.build_context()
    monkeypatch.setattr(context_mod, "_load_status",
                        lambda game: {"gse1903-8": implemented("games/gavitt/rules.py:NoSuchThing")} if game == "gavitt" else {})
    with pytest.raises(BuildError, match="NoSuchThing"):
        context_mod.build_context()


def test_a_clause_note_naming_an_unknown_parameter_fails_the_build(monkeypatch):
    """A note names a parameter by a marker the build words (games.core.paramwords); a misspelt
    parameter or a value it cannot take stops the build, naming the clause."""
    from games.core.clauses import interpreted

    code = "games/gavitt/calling.py:GavittCalling._end_round"
    for note, says in (("by {telegram_momentt=call}", "'telegram_momentt' does not exist"),
                       ("by {telegram_moment=calls}", "'telegram_moment' cannot be 'calls'")):
        monkeypatch.setattr(context_mod, "_load_status", lambda game, note=note: (
            {"gse1903-28": interpreted(code, note=note)} if game == "gavitt" else {}))
        with pytest.raises(BuildError, match=re.escape("STATUS['gse1903-28']") + ".*" + re.escape(says)):
            context_mod.build_context()


def test_the_build_shows_clause_notes_in_words_and_keeps_the_markers_for_the_coverage_page():
    ctx = context_mod.build_context()
    assert ctx.status_of("gse1903-28").note.count("\u201cWhen the Telegram counts\u201d") == 2
    assert not any("{" in st.note or "telegram_moment" in st.note for st in ctx.status.values())
    game, marked = ctx.marked_notes["gse1903-28"]
    assert game == "gavitt" and "{telegram_moment=call}" in marked
    shown = ctx.note_with_keys("gse1903-28", str, lambda words, key: f"{words} <code>{key}</code>")
    assert "at the call <code>telegram_moment=call</code>" in shown


def test_code_references_resolve_to_lines():
    ref = context_mod.resolve_code("games/core/clauses.py:ClauseStatus")
    line = (ROOT / "games/core/clauses.py").read_text().splitlines()[ref.line - 1]
    assert line.startswith("class ClauseStatus")
