"""Your result, said first: a scored round (hand) and the game's end carry ``yours``, what they meant
for the reader alone (their amount, its reasons, their total; at the end, their place), in the
game's words, so the page can say it before the rest of the table (``Game.yours``)."""
from __future__ import annotations

import re

from games import new_game
from games.core import Table
from games.core.wording import final_place
from games.shared_table import worded


def scored(game_id, params, seed, kind, reader=0):
    """A bots' game to the end, and its first event of ``kind`` (and the game's end) as the reader at
    ``reader`` is told them (the facade's wording of a shared table's events)."""
    game = new_game(game_id, params, seed)
    events = list(game.opening_events)
    table = Table(game, (), None, seed)
    t = 0
    while not game.is_over and t < 10 ** 8:
        t += 10_000
        events += table.advance(t)
    first = next(e for e in events if e["type"] == kind)
    end = next(e for e in events if e["type"] == "game_over")
    return game, worded(game, first, reader), worded(game, end, reader)


def test_gse1903_scored_round_says_the_readers_amount_reasons_and_total_first():
    _game, end, _over = scored("gavitt", {"edition": "1903", "players": 4}, 11, "round_end")
    mine = [x for x in end["lines"] if x["seat"] == 0]
    net, total = end["row"]["net"][0], end["row"]["totals"][0]
    money = "$0" if net == 0 else ("+" if net > 0 else "\u2212") + f"${abs(net)}"
    assert end["yours"].startswith(f"Your round {end['round']}: {money}, and your total is ")
    assert f"${abs(total):,}" in end["yours"]
    # each of the reader's own scoring lines, as the round's words give it, and no other seat's
    for item, line in zip(end["items"], end["lines"]):
        assert (item["text"] in end["yours"]) == (line["seat"] == 0)
    assert mine, "the reader holds stock, so he has a line"
    assert not re.search(r"\bP\d|seat|\[", end["yours"])  # no engine notation


def test_bourse_scored_hand_says_the_readers_amount_and_total_first():
    _game, score, _over = scored("bourse", {"players": 4}, 5, "score")
    net = next(x["net"] for x in score["results"] if x["seat"] == 0)
    sign = f"+{net}" if net > 0 else f"\u2212{-net}" if net < 0 else "0"
    total = str(score["totals"][0]).replace("-", "\u2212")
    assert score["yours"].startswith(f"Your hand {score['hand']}: {sign}, and your total is {total}.")


def test_other_events_and_a_spectator_get_no_result_of_their_own():
    game, end, over = scored("gavitt", {"edition": "2003", "players": 4}, 2, "round_end")
    assert game.yours(end, None) is None and game.yours(over, None) is None
    assert all(game.yours(e, 0) is None for e in game.opening_events)  # the deal, the hand
    assert over["yours"] == final_place(over["scores"], over["winners"], 0, lambda v: f"${v:,}")
    # a winner reads it in the event's own words ("Game over: You win with $1,025."), not twice
    winner = over["winners"][0]
    assert game.yours(over, winner) is None and "win" in game.describe(over, winner)


def test_the_game_end_says_the_readers_place():
    dollars = lambda v: f"${v}"  # noqa: E731
    assert final_place([100, 425, 210, 300], [1], 1, dollars) == "You win with $425."
    assert final_place([425, 425, 210, 300], [0, 1], 0, dollars) == "You share the win with $425."
    assert final_place([100, 425, 210, 300], [1], 2, dollars) == "You finish third of four, with $210; the winner has $425."


def test_railway_scoring_1_the_games_end_says_the_readers_score_or_place_first():
    for seed in (1, 7):
        game, _first, over = scored("railway", {"players": 3}, seed, "game_over")
        winner = game.winner
        for seat in range(3):
            said = game.yours(over, seat)
            own = [x for x in over["lines"] if x["seat"] == seat]
            if seat == winner:
                assert said.startswith(f"Your score is {over['scores'][seat]}.")
            else:
                assert said.startswith(final_place(over["scores"], [winner], seat, str))
            assert said.count("You: ") == len(own)  # each of the reader's own lines, and no other seat's
            assert game.view(seat)["yours"] == said  # the view at the end says the same
