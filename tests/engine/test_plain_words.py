"""A reader never sees engine notation (the brief): everything the facade gives a page
to show (the log's words for every event, refusals, "Try it", "How to play", score lines) is in
plain words.  These tests play each game through the facade (``games.api.call``), in a human
seat beside the bots, with stale moves a page could still send (refused), and every worked
example, and fail on any card key, seat id, bracketed list, engine identifier or clause id in
the text.  Clause ids travel beside the words (``clauses``), for the page to link."""
from __future__ import annotations

import random
import re

import pytest

from games import GAMES
from games.tryit import EXAMPLES
from notation import CLAUSE_IDS, KEYS, notation
from api_helpers import call, ok


def test_the_detector_finds_each_kind_of_notation_that_once_reached_a_reader():
    """The leaks readers were once shown, as they read then: each one is found."""
    assert notation("P0 deals 25 cards [8, 9, 8]", "bourse")
    assert notation("P0 is dealt NY NY NY NY MTL MTL RF10 SELL", "bourse")
    assert notation("You received SELL from Player 4.", "bourse")
    assert notation("Scores: [10, 21].", "railway")
    assert notation("you do not require the G2", "railway") and notation("the RED was picked up", "railway")
    assert notation("P2 laid down the GWR train", "railway")
    assert notation("refused (railway-play-4d)", "railway") and notation("see claim_window_ms", "railway")
    assert not notation("Player 2 lays down his G.W.R. train: Pool Engine and L.M.S. Brake Van.", "railway")
    assert not notation("You receive Railroad F (unknown).", "gavitt")


class Reading:
    """Everything a page was given to show, with where it came from."""

    def __init__(self, game):
        self.game = game
        self.problems: list[str] = []
        self.texts = 0
        self.moves = 0  # names of moves read

    def read(self, where, text):
        assert isinstance(text, str) and text.strip(), (where, text)
        self.texts += 1
        for p in notation(text, self.game):
            self.problems.append(f"{where}: {p} in {text[:200]!r}")

    def events(self, where, events):
        for e in events:
            self.read(f"{where} {e['type']} event", e["text"])
            assert all(c in CLAUSE_IDS for c in e["clauses"]), e
            if "head" in e:
                self.read(f"{where} {e['type']} heading", e["head"])
            if "yours" in e:
                self.read(f"{where} {e['type']} result for the reader", e["yours"])
            for item in e.get("items", []):
                self.read(f"{where} {e['type']} scoring item", item["text"])
                assert all(c in CLAUSE_IDS for c in item["clauses"]), item
            for line in e.get("lines", []):
                for field in ("what", "text"):
                    if field in line:
                        self.read(f"{where} {e['type']} scoring line", line[field])
                for row in line.get("rows", []):
                    self.read(f"{where} scoring row", row["text"])

    def view(self, where, view):
        """The reasons a view gives for marking the cards that count (its ``marks``)."""
        for key, mark in view.get("marks", {}).items():
            self.read(f"{where} mark of a card", mark["why"])
            assert key in view["hand"], (key, view["hand"])
        if "legal_words" in view:  # a turn-based table's moves, each button named by the engine
            assert len(view["legal_words"]) == len(view["legal"]), view
            for text in view["legal_words"]:
                self.read(f"{where} name of a move", text)
                self.moves += 1
        for item in view.get("score_items", []):  # the railway's finished game, for its score table
            self.read(f"{where} score line", item["text"])
            assert all(c in CLAUSE_IDS for c in item["clauses"]), item

    def refusal(self, where, answer):
        if not answer["ok"] and answer["error"]["kind"] == "illegal":
            self.read(f"{where} refusal", answer["error"]["message"])
            return True
        return False


TABLES = [("gavitt", {"edition": "1903"}), ("gavitt", {"edition": "2003"}), ("railway", {"players": 3}),
          ("railway", {"players": 2, "short_game": True}), ("bourse", {"players": 4}), ("bourse", {"players": 3})]


def play(reading, game, params, seed, seat, steps):
    """A human at ``seat`` plays at random among his legal moves (rarely closing a Bourse hand), and
    also sends moves that were legal a moment ago, or another seat's: a page can send those."""
    rng = random.Random(seed)
    table = ok("table.new", game=game, params=params, seed=seed, human_seats=[seat])
    reading.events("deal", table["events"])
    reading.view("deal", table["view"])
    tid, now, stale, refusals = table["table"], 0, [], 0
    for _ in range(steps):
        now += rng.choice((150, 400, 900))
        answer = ok("table.advance", table=tid, t=now)
        reading.events("bots", answer["events"])
        reading.view("bots", answer["view"])
        if answer["over"]:
            break
        legal = ok("table.legal", table=tid, seat=seat)
        others = [dict(a, seat=seat) for s in range(table["view"]["players"]) if s != seat
                  for a in ok("table.legal", table=tid, seat=s)[:3]]
        for old in rng.sample(stale + others, min(3, len(stale + others))):
            if old not in legal:
                refusals += reading.refusal("stale move", call("table.act", table=tid, action=dict(old, t=now)))
        stale = legal
        if not legal:
            continue
        closing = [a for a in legal if a["type"] in ("close", "sell", "call") and game == "bourse"
                   and a["type"] != "call"]
        choice = rng.choice(legal if not closing or rng.random() < 0.05 else
                            [a for a in legal if a not in closing] or legal)
        answer = call("table.act", table=tid, action=dict(choice, t=now))
        if answer["ok"]:
            reading.events("your move", answer["result"]["events"])
            if answer["result"]["over"]:
                break
        else:
            reading.refusal("your move", answer)
    ok("table.close", table=tid)
    return refusals


@pytest.mark.parametrize("game,params", TABLES, ids=[f"{g}-{'-'.join(map(str, p.values()))}" for g, p in TABLES])
def test_a_game_played_through_the_facade_shows_the_reader_plain_words_only(game, params):
    reading = Reading(game)
    refusals = sum(play(reading, game, params, seed, seat, 250) for seed, seat in ((1, 0), (2, 1)))
    assert reading.texts > 100 and refusals > 0, "the test read too little to mean anything"
    assert (reading.moves > 50) == GAMES[game].game.WORDS_ACTIONS, "the railway names its moves; the real-time games make them from a selection"
    assert not reading.problems, "\n".join(reading.problems[:40])


@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_every_worked_example_of_a_game_shows_the_reader_plain_words_only(game):
    reading = Reading(game)
    for ex in EXAMPLES[game].values():
        loaded = ok("example.load", game=game, id=ex["id"])
        meta = loaded["example"]
        reading.read(f"{ex['id']} title", meta["title"])
        for key, text in loaded["words"].items():
            reading.read(f"Try it panel {key}", text)
        reading.read(f"{ex['id']} prose", meta["prose"])
        for item in loaded["story"]:
            reading.read(f"{ex['id']} story", item["text"])
        reading.events(f"{ex['id']}", loaded["events"])
        played = ok("example.play", table=loaded["table"])
        for item in played["outcome"]:
            reading.read(f"{ex['id']} outcome", item["text"])
            assert all(c in CLAUSE_IDS for c in item["clauses"]), item
        if played["message"] is not None:
            reading.read(f"{ex['id']} refusal", played["message"])
        ok("table.close", table=loaded["table"])
    assert not reading.problems, "\n".join(reading.problems)


def _readings(game):
    """Each enum option at each of its values (the how-to words change with them)."""
    schema = GAMES[game].params
    yield {}
    for key, spec in schema.items():
        for value in spec.get("values", []):
            yield {key: value}
        if spec["type"] == "bool":
            yield {key: not spec["default"]}


@pytest.mark.parametrize("game", [g for g in sorted(GAMES) if f"{g}.how_to_play" in GAMES[g].api])
def test_how_to_play_is_in_plain_words_at_every_reading_of_the_text(game):
    """Every game that says how to play (``<game>.how_to_play``, optional: the page shows it when
    there is one), in plain words."""
    reading = Reading(game)
    for params in _readings(game):
        for section in ok(f"{game}.how_to_play", params=params)["sections"]:
            reading.read(f"how to play {params} {section['id']}", section["heading"])
            reading.read(f"how to play {params} {section['id']}", section["text"])
    assert not reading.problems, "\n".join(reading.problems)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_what_the_page_says_of_the_newcomer_it_measured_is_in_plain_words(game):
    reading = Reading(game)
    for m in GAMES[game].laboratory().kept("newcomer.json"):
        reading.read("newcomer", m["newcomer"])
    assert not reading.problems, "\n".join(reading.problems)


def test_bourse_views_name_every_card_of_the_pack_as_it_prints_it_so_a_scored_hand_reads_in_words():
    """A scored hand lists keys (the score event's ``hands``); the view's ``card_names`` names each
    of them, so a page never shows "LON LON NY"."""
    reading = Reading("bourse")
    view = ok("table.new", game="bourse", params={"players": 7}, seed=1)["view"]
    names = view["card_names"]
    for key, name in names.items():
        reading.read(f"card name of {key}", name)
    assert set(names) == set(KEYS["bourse"]) - {"RF"}
    assert not reading.problems, "\n".join(reading.problems)


def _filled(template: str) -> str:
    """A page template with every field filled as the page fills it (a number or a name)."""
    return re.sub(r"\{(\w+)\}", lambda m: {"who": "Player 2", "what": "two cards", "cards": "Railroad F $175",
                                            "railroad": "Santa Fe", "title": "Rule 30", "speed": "slow",
                                            "value": "+18", "why": "New game",
                                            "reason": "unknown format", "problems": "players: a whole number, 3 to 6"}.get(m.group(1), "3"), template)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_what_a_table_says_beyond_its_events_is_in_plain_words(game):
    """The page words its table's own lines (phases, hints, refusals before the engine, the reading
    time) from the engine's tables (GameType.describe()["words"]), never from its own sentences."""
    reading = Reading(game)
    words = GAMES[game].describe()["words"]
    for key, template in words.items():
        reading.read(f"page words {key}", _filled(template))
    for spec in list(GAMES[game].params.values()) + list(GAMES[game].bot_params.values()):
        for value, label in spec.get("labels", {}).items():
            reading.read(f"label of {value!r}", label)
    assert {"you", "seat", "new_game", "hold", "paused", "restored"} <= set(words)
    assert not reading.problems, "\n".join(reading.problems)


#: words of the workshop, not of the table: a player is never told of the engine, its parameters, the
#: seed, a command, a bot's algorithm or milliseconds (the lab's and the code page's readers are)
WORKSHOP = re.compile(r"(?-i:\b[Tt]he engine\b|\bengine[\u2019']s\b)|\bparameters?\b|\bseeds?\b|\bpython\b|\bsimulate\b|\d\s?ms\b|\{(ms|cap)\}"
                      r"|random-legal|\balgorithm", re.I)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_table_and_its_play_together_panel_speak_no_workshop_words(game):
    """Everything a table, its How to play and its Play together panel say (GameType.describe()'s
    words and how-to-play sections) names no engine, parameter, seed, command, bot algorithm or
    milliseconds. (The railway's Engine is a card of a train, the game's own word.)"""
    described = GAMES[game].describe()
    lab = GAMES[game].laboratory()
    lab_keys = set(lab.words) if lab else set()  # the lab's own page says what it measures, seeds included
    said = lambda text: re.sub(r"\{(?!ms\}|cap\})\w+\}", "", text)  # noqa: E731 (a field's name is not shown)
    found = [f"{key}: {text[:120]!r}" for key, text in described["words"].items()
             if key not in lab_keys and isinstance(text, str) and WORKSHOP.search(said(text))]
    readings = list(_readings(game)) if f"{game}.how_to_play" in GAMES[game].api else []
    for params in readings:
        for section in ok(f"{game}.how_to_play", params=params)["sections"]:
            if WORKSHOP.search(section["text"]):
                found.append(f"how to play {params} {section['id']}: {section['text'][:120]!r}")
    assert not found, "\n".join(found)


def test_the_workshop_words_are_found_where_they_once_reached_a_player():
    for said in ("Each line is the engine’s", "the engine fills it in (a parameter)", "Seed: The deal's number",
                 "actions that reach the host within 150 ms", "The railway's random-legal bot",
                 "python -m games simulate --game railway"):
        assert WORKSHOP.search(said), said
    assert not WORKSHOP.search("an engine and any three of the other four cards of your station's company")
    assert not WORKSHOP.search("for the L.N.E.R.: Engine, 1st Coach, 3rd Coach")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_newcomer_figures_a_page_shows_are_in_plain_words(game):
    reading = Reading(game)
    for m in GAMES[game].describe()["newcomer"]:
        reading.read("newcomer summary", m["words"]["summary"])
        assert f"{m['games']:,} games, each a different deal" in m["words"]["summary"]
        assert f"{m['share_of_fair']:g} of a fair share" in m["words"]["summary"]
        assert not WORKSHOP.search(m["words"]["summary"]), m["words"]["summary"]  # it sits under the table
    assert not reading.problems, "\n".join(reading.problems)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_what_the_page_says_of_the_hosts_advantage_is_in_plain_words(game):
    """Fair play at a shared table, as a reader is told of it: the window of simultaneity and the host's
    advantage measured with a distant bot (games.lab.measures.latency), as a real-time game's page shows
    them: no seat id, no identifier."""
    reading = Reading(game)
    for m in GAMES[game].describe()["latency"]:
        for part in ("summary", "how"):
            reading.read(f"latency {part}", m["words"][part])
        assert "seat 0" not in m["words"]["summary"].lower() and "_" not in m["words"]["summary"]
    assert not reading.problems, "\n".join(reading.problems)
