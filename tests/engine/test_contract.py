"""The contract every registered game keeps, one test for all of them (parametrized over
``games.GAMES``, as OpenSpiel's API test runs over its registered games), so that a new game is
held to it without a copy of its own:

* its rule texts and its clause statuses agree: every clause of its texts has a status, none is
  pending, none names a clause of another text, and every status names code that exists;
* every ``@cite`` names a clause with a status, and every implemented or interpreted clause is cited
  on the code that applies it (a paragraph of several rules, when each of its rules is);
* it declares itself completely as data (a JSON-able description, parameter defaults that resolve);
* a game from its defaults plays through the facade's contract: bots move in virtual time, every
  seat's view and every event are JSON, every event has the game's own words for a reader, the
  record survives JSON and replays to the same state, the summary is JSON, and a refused action
  changes nothing.
"""
from __future__ import annotations

import ast
import importlib
import inspect
import json
import os
import pkgutil

import pytest

from games import api
from games import GAMES, IllegalAction, Table, new_game, replay
from games.core.clauses import IMPLEMENTED, INTERPRETED, PENDING
from games.core.game import Game
from api_helpers import ok
from site_tools.paths import ROOT

IDS = sorted(GAMES)


def resolve(ref: str) -> bool:
    """Whether ``"games/<file>.py:Qual.Name"`` names a class, function or assignment in that file
    (read with ``ast``, so nothing is imported or run)."""
    path, qual = ref.split(":")
    file = os.path.join(ROOT, path)
    if not os.path.isfile(file):
        return False
    with open(file, encoding="utf-8") as fh:
        node = ast.parse(fh.read())
    for part in qual.split("."):
        found = None
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and child.name == part:
                found = child
            elif isinstance(child, (ast.Assign, ast.AnnAssign)):
                targets = child.targets if isinstance(child, ast.Assign) else [child.target]
                if any(isinstance(t, ast.Name) and t.id == part for t in targets):
                    found = child
        if found is None:
            return False
        node = found
    return True


def test_resolve_finds_code_and_misses_what_is_not_there():
    assert resolve("games/core/clauses.py:ClauseStatus") and resolve("games/core/game.py:Game.apply")
    assert not resolve("games/core/game.py:Game.no_such_method") and not resolve("games/nowhere.py:x")


def _status(gid: str) -> dict:
    return importlib.import_module(f"games.{gid}.clauses").STATUS


def _cited(gid: str) -> set[str]:
    """Every clause ID cited with ``@cite`` in the game's package (functions, classes, methods)."""
    package = f"games.{gid}"
    pkg = importlib.import_module(package)
    mods = [pkg] + [importlib.import_module(m.name) for m in pkgutil.walk_packages(pkg.__path__, package + ".")]
    cited: set[str] = set()
    for mod in mods:
        for _name, obj in inspect.getmembers(mod):
            if getattr(obj, "__module__", None) != mod.__name__:
                continue
            cited |= set(getattr(obj, "__clauses__", ()))
            if inspect.isclass(obj):
                for _m, fn in inspect.getmembers(obj):
                    cited |= set(getattr(fn, "__clauses__", ()))
    return cited


def _clauses(texts, gid: str) -> dict:
    out = {}
    for tid in GAMES[gid].texts:
        out.update(texts[tid].clauses)
    return out


@pytest.mark.parametrize("gid", IDS)
def test_every_clause_of_a_games_texts_has_a_status_and_none_is_pending(gid, texts):
    clauses = _clauses(texts, gid)
    status = _status(gid)
    assert clauses, f"{gid} names no text (GameType.texts)"
    assert sorted(set(clauses) - set(status)) == [], "clauses without a status"
    assert sorted(set(status) - set(clauses)) == [], "statuses of clauses its texts do not define"
    assert [c for c, st in status.items() if st.status == PENDING] == []


@pytest.mark.parametrize("gid", IDS)
def test_every_code_reference_of_a_games_statuses_resolves(gid):
    assert [(c, r) for c, st in _status(gid).items() for r in st.code if not resolve(r)] == []
    assert not resolve(f"games/{gid}/rules.py:NoSuchClass.no_such_method")


@pytest.mark.parametrize("gid", IDS)
def test_a_games_cite_and_status_agree_in_both_directions(gid, texts):
    status = _status(gid)
    cited = _cited(gid)
    assert sorted(cited - set(status)) == [], "@cite of a clause without a status"
    clauses = _clauses(texts, gid)

    def is_cited(cid):
        parts = clauses[cid].parts
        return cid in cited or bool(parts) and all(is_cited(p.id) for p in parts)

    done = [c for c, st in status.items() if st.status in (IMPLEMENTED, INTERPRETED)]
    assert done
    assert [c for c in done if not is_cited(c)] == [], "implemented or interpreted, but no code cites it"


@pytest.mark.parametrize("gid", IDS)
def test_a_game_declares_itself_as_data(gid):
    gt = GAMES[gid]
    described = gt.describe()
    assert json.loads(json.dumps(described)) == described
    assert described["id"] == gid == gt.game.game_id and gt.title
    lo, hi = gt.players
    game = new_game(gid)
    assert lo <= game.players <= hi
    assert set(gt.params) <= set(game.params) | {k for k, s in gt.params.items() if s.get("nullable")}
    for key, spec in list(gt.params.items()) + list(gt.bot_params.items()):
        assert spec["type"] and "default" in spec and spec.get("description"), (gid, key)
    assert api.m_games_list({}) and any(g["id"] == gid for g in api.m_games_list({}))


def _play(gid: str, seed: int, steps: int) -> tuple:
    game = new_game(gid, None, seed)
    table = Table(game, (), None, seed)
    seen = list(game.opening_events)
    for _ in range(steps):
        events = table.step()
        if events is None:
            break
        seen += events
    return game, table, seen


@pytest.mark.parametrize("gid", IDS)
def test_a_game_from_its_defaults_plays_through_the_contract(gid):
    game, table, seen = _play(gid, 3, 400)
    assert len(game.actions) > 0, "the bots made no move"
    for event in seen:
        assert isinstance(event.get("type"), str) and isinstance(event.get("t"), int)
        assert json.loads(json.dumps(event)) == event
        for reader in (None, *range(game.players)):
            text = game.describe(event, reader)
            assert isinstance(text, str) and text.strip(), (gid, event["type"])
    for seat in range(game.players):
        view = game.view(seat)
        assert json.loads(json.dumps(view)) == view
        assert json.loads(json.dumps(game.legal_actions(seat))) == game.legal_actions(seat)
    assert json.loads(json.dumps(game.public_view())) == game.public_view()
    record = json.loads(json.dumps(game.to_record()))
    again = replay(record)
    assert again.omniscient_view() == game.omniscient_view() and again.now == game.now
    summary = GAMES[gid].summary(game)
    assert json.loads(json.dumps(summary)) == summary


@pytest.mark.parametrize("gid", IDS)
def test_an_events_to_names_only_the_seat_it_is_private_to_in_any_game(gid):
    """games/core/game.py: an event with ``"to": seat`` is private to that seat, and a seat's
    events are filtered by it; so ``to`` must be a seat and nothing else. (The railway's train
    moves once said ``"to": 5``, the length reached: the move then reached only seat 5, none of
    the players, and a Green Signal moved a train without a word in the log.)"""
    for seed in (3, 4, 5):
        game, _, seen = _play(gid, seed, 600)
        for event in seen:
            if "to" in event:
                assert type(event["to"]) is int and 0 <= event["to"] < game.players, (gid, event)


@pytest.mark.parametrize("gid", IDS)
def test_a_refused_action_changes_nothing_in_any_game(gid):
    game, _table, _seen = _play(gid, 5, 40)
    before = (game.omniscient_view(), len(game.actions), game.now)
    for bad in ({"type": "no such move", "seat": 0, "t": game.now}, {"type": "x", "seat": 99, "t": game.now},
                {"seat": 0, "t": game.now}, {"type": "x", "seat": 0, "t": -1}):
        with pytest.raises(IllegalAction) as info:
            game.apply(bad)
        assert str(info.value.message).strip()
    assert (game.omniscient_view(), len(game.actions), game.now) == before


@pytest.mark.parametrize("gid", IDS)
def test_every_legal_action_of_a_seat_is_accepted_in_any_game(gid):
    game, _table, _seen = _play(gid, 7, 30)
    for seat in range(game.players):
        if not game.may_act(seat):
            continue
        for action in game.legal_actions(seat)[:25]:
            probe = replay(game.to_record())
            probe.apply(dict(action, t=max(probe.now, action.get("t", 0))))


@pytest.mark.parametrize("gid", IDS)
def test_every_games_scoring_lines_have_one_shape(gid):
    """A round's (or a game's) scoring lines are ``{seat, amount, clause, what}`` in every game, so
    a page and "Try it" read them alike (and may show further clauses a line applies, ``also``)."""
    game = new_game(gid, None, 11)
    table = Table(game, (), None, 11)
    scored = []
    for _ in range(20_000):
        events = table.step()
        if events is None:
            break
        scored += [e for e in events if e.get("lines")]
        if scored:
            break
    assert scored, f"{gid}: no scoring in 20,000 bot moves"
    for line in scored[0]["lines"]:
        assert isinstance(line["seat"], int) and 0 <= line["seat"] < game.players
        assert isinstance(line["amount"], int) and not isinstance(line["amount"], bool)
        assert isinstance(line["clause"], str) and line["clause"] in _status(gid)
        assert isinstance(line["what"], str) and line["what"].strip()
        assert all(c in _status(gid) for c in line.get("also", ()))


@pytest.mark.parametrize("gid", IDS)
def test_every_answer_carries_the_seats_legal_actions_in_its_view(gid):
    """The facade's answers give each human seat's view with its legal actions (``"legal"``), so a
    page asks no second question after an answer."""
    new = ok("table.new", {"game": gid, "seed": 4, "human_seats": [0]})
    table = api._TABLES[new["table"]]
    assert new["view"]["legal"] == new["views"]["0"]["legal"] == table.game.legal_actions(0)
    later = ok("table.advance", {"table": new["table"], "t": 20_000})
    assert later["view"]["legal"] == table.game.legal_actions(0)
    assert ok("table.view", {"table": new["table"], "seat": 0})["legal"] == table.game.legal_actions(0)
    ok("table.close", {"table": new["table"]})


@pytest.mark.parametrize("gid", IDS)
def test_a_game_words_its_events_through_its_wording_not_its_own_methods(gid):
    """Core's transcript_line, describe and yours read the game's ``wording``; a game that overrode
    them would keep a second way of wording events, which the next game would copy."""
    game = new_game(gid)
    overridden = [name for name in ("transcript_line", "describe", "yours")
                  if getattr(type(game), name) is not getattr(Game, name)]
    assert not overridden, f"{gid} overrides core's {overridden}"
    assert game.wording is not None and callable(getattr(game.wording, "describe", None))
