"""The record of a shared table's game while it goes on (games.shared_table.record_so_far): what the host
sends every player at the end of each round, so that a host who disappears does not take the game
with them. It must replay the rounds played exactly, and must not tell the deals to come: it holds
the shuffles of those rounds (core.rng.Deals) and never the seed, from which every later shuffle
could be computed."""
from __future__ import annotations

import json

import pytest

import games
from games import BadRecord
from games.core import Table
from games.core.rng import Deals, Rng
from games.shared_table import record_so_far
from api_helpers import call

TABLES = [
    ("gavitt", {"edition": "1903", "players": 4}),
    ("gavitt", {"edition": "2003", "players": 5}),
    ("gavitt", {"edition": "2003", "players": 3, "reshuffle_each_round": True}),
    ("bourse", {"players": 4}),
    ("bourse", {"players": 7}),
]


def played(game_id, params, seed, rounds):
    """A bot-only game stopped after `rounds` rounds (hands), and then some of the next."""
    game = games.new_game(game_id, params, seed)
    table = Table(game, (), None, seed, make_bot=games.GAMES[game_id].make_bot)
    table.run(max_rounds=rounds)
    table.advance(table.now + 3000)
    return game


@pytest.mark.parametrize("game_id,params", TABLES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_record_so_far_replays_the_rounds_played_and_holds_no_seed(game_id, params, seed):
    game = played(game_id, params, seed, 2)
    if game.is_over:
        assert record_so_far(game) is None  # the whole record may be seen then
        return
    record = record_so_far(game)
    n = record["rounds"]
    assert "seed" not in record and n == game.rounds_scored >= 2
    kept = games.replay(record)
    real = games.replay({**game.to_record(), "actions": game.actions[:len(record["actions"])]})
    assert kept.rounds_scored == n and kept.sheet == real.sheet == game.sheet[:n] and kept.scores == real.scores
    assert kept.actions == game.actions[:len(kept.actions)]
    # it ends with the action that scored the last round: nothing of the next is in it
    assert games.replay({**record, "actions": record["actions"][:-1]}).rounds_scored == n - 1


@pytest.mark.parametrize("seed", [4, 5, 6, 7])
def test_bourse_the_record_so_far_ends_before_the_next_hand_is_dealt(seed):
    """Bourse shuffles before every hand (bourse-E-1): the record of two hands holds two shuffles,
    and its replay ends where the third would be dealt, with words for a reader, not with a
    made-up deal."""
    game = played("bourse", {"players": 5}, seed, 2)
    record = record_so_far(game)
    assert len(record["deals"]) == 2
    kept = games.replay(record)
    assert kept.is_over and kept.record_ended and kept.hand_no == 2
    ends = games.new_game("bourse", record["params"], Deals(record["deals"]))
    events = [e for a in record["actions"] for e in ends.apply(a)]
    assert events[-1]["type"] == "record_ends"
    assert ends.describe(events[-1], 0) == "The record ends here, with the last scoring: the next deal is not in it."
    # the next hand's cards are not derivable from it: another seed with the same first two shuffles
    # would deal anything next; the record does not say which
    assert "seed" not in json.dumps(record)


@pytest.mark.parametrize("seed", [8, 9])
def test_gavitt_the_record_so_far_goes_on_to_the_next_deal_only_as_the_rules_make_it(seed):
    """Gavitt's deck is shuffled once (gse1903-3, gse1903-4b): later rounds are dealt from the cards
    as gathered, which every player saw scored. The record of round 1 holds that one shuffle, and its
    replay deals round 2 as the table did, by the rules alone."""
    game = played("gavitt", {"edition": "1903", "players": 4}, seed, 1)
    record = record_so_far(game)
    assert len(record["deals"]) == 1
    kept = games.replay(record)
    real = games.replay({**game.to_record(), "actions": game.actions[:len(record["actions"])]})
    assert kept.omniscient_view()["hands"] == real.omniscient_view()["hands"]


def test_a_shuffle_records_the_order_the_seeded_shuffle_gives():
    deals = Deals.recording(77)
    a, b = list(range(40)), list(range(40))
    deals.shuffle(a)
    Rng(77).fork("deck").shuffle(b)
    assert a == b and deals.perms == [b]
    again = list(range(40))
    Deals(deals.perms).shuffle(again)
    assert again == b


def test_a_record_with_deals_is_checked_before_it_is_played():
    game = played("bourse", {"players": 4}, 11, 1)
    record = record_so_far(game)
    for bad, why in [({**record, "seed": 3}, "not both"), ({**record, "deals": [[0, 0, 1]]}, "not an order"),
                     ({**record, "deals": "x"}, "lists of card positions"), ({**record, "deals": [[True]]}, "lists of card positions")]:
        with pytest.raises(BadRecord, match=why):
            games.replay(bad)
    no_seed = {k: v for k, v in record.items() if k != "deals"}
    with pytest.raises(BadRecord, match="lacks seed"):
        games.replay(no_seed)


def test_the_facade_gives_the_record_so_far_and_plays_it_again_move_by_move():
    new = call("table.new", game="bourse", params={"players": 3}, seed=9, human_seats=[])["result"]
    tid = new["table"]
    assert call("table.record_so_far", table=tid)["result"]["record"] is None  # nothing scored yet
    step = call("table.advance", table=tid, t=40_000)["result"]
    assert step["rounds"] >= 1 and not step["over"]
    record = call("table.record_so_far", table=tid)["result"]["record"]
    assert record["rounds"] == step["rounds"] and "seed" not in record
    # "Replay this game" deals from the record's shuffles, every seat a person's, and makes its moves
    again = call("table.new", game="bourse", params=record["params"], deals=record["deals"], human_seats=[0, 1, 2])
    assert again["ok"], again
    last = None
    for action in record["actions"]:
        last = call("table.act", table=again["result"]["table"], action=action)
        assert last["ok"], last
    assert last["result"]["over"] and last["result"]["rounds"] == record["rounds"]
    assert last["result"]["events"][-1]["text"] == "The record ends here, with the last scoring: the next deal is not in it."
    loaded = call("table.load", record={k: v for k, v in record.items() if k != "rounds"}, human_seats=[0], now=10 ** 6)
    assert loaded["ok"] and loaded["result"]["exact"] is False
    refused = call("table.new", game="bourse", params=record["params"], deals=record["deals"], seed=1)
    assert not refused["ok"] and "not both" in refused["error"]["message"]
