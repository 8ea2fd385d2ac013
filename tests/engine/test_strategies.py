"""Bot strategies are classes, each with its name and words (games.core.strategies), and every list
that names them comes from the classes: the railway's strength option (values, labels, description),
the lab's strongest, newcomer and omniscient players.  A strength is a strategy's place, which links
(``#strength=3``) and saved games name, so the places of the strategies there are stay as they are."""
from __future__ import annotations

import pytest

from games import GAMES, Table, new_game
from games.core.strategies import Strategies, Strategy, choice_param
from games.railway.bots import (BOT_PARAMS, STRENGTHS, OddsPlayer, RandomLegal, TrainCollector, Watchful,
                                resolve_bot_params)


def test_every_strategy_of_every_game_says_what_it_is_in_a_readers_words():
    for gid, gt in GAMES.items():
        assert gt.bot_params is gt.bots.params and gt.make_bot == gt.bots.make_bot, gid
        assert gt.bots.newcomer is not None, gid
        for cls in gt.bots.all():
            assert issubclass(cls, Strategy), (gid, cls)
            assert cls.name and cls.about and "\n" not in cls.about, (gid, cls)


def test_railway_strengths_keep_the_places_links_and_saved_games_name():
    assert STRENGTHS == (RandomLegal, TrainCollector, Watchful, OddsPlayer)
    game = new_game("railway", {"players": 4}, 1)
    table = Table(game, (), {"strength": "3,0,1,2"}, 1)
    assert [type(table.bots[s]) for s in range(4)] == [OddsPlayer, RandomLegal, TrainCollector, Watchful]
    assert all(type(b) is Watchful for b in Table(new_game("railway", None, 1), (), None, 1).bots.values())


def test_railway_strength_option_and_the_labs_strongest_come_from_the_strategies():
    strength = GAMES["railway"].bot_params["strength"]
    assert strength["values"] == ["0", "1", "2", "3"] and strength["default"] == "2"
    assert strength["labels"] == {str(i): f"{i}: {cls.name}" + (" (the strongest)" if cls is OddsPlayer else "")
                                  for i, cls in enumerate(STRENGTHS)}
    assert all(cls.about in strength["description"] for cls in STRENGTHS)
    assert GAMES["railway"].bots.strongest == {"strength": "3"}
    from games.railway.lab import experiments

    assert experiments.CONFIG["strength"]["default"] == "3" and (experiments.STRONGEST, experiments.RANDOM) == ("3", "0")


def test_a_new_strongest_railway_strategy_is_one_class_appended_to_the_strengths():
    class LooksAhead(OddsPlayer):
        __slots__ = ()
        name = "looks ahead"
        about = "plays the odds, and more"

    by_strength = (*STRENGTHS, LooksAhead)
    params = {**BOT_PARAMS, "strength": choice_param(by_strength, Watchful, "How well the bots play")}
    bots = Strategies(params, by_strength, resolve=resolve_bot_params, choice="strength")
    assert params["strength"]["values"][-1] == "4" and params["strength"]["default"] == "2"
    assert params["strength"]["labels"]["4"] == "4: looks ahead (the strongest)"
    assert params["strength"]["labels"]["3"] == "3: plays the odds"
    assert bots.strongest == {"strength": "4"}
    game = new_game("railway", {"players": 2}, 3)
    assert type(bots.make_bot(game, 0, {"strength": "4,0"}, None)) is LooksAhead
    assert type(bots.make_bot(game, 1, {"strength": "4,0"}, None)) is RandomLegal


def test_strategies_refuse_a_choice_that_is_not_their_ranks_and_a_strategy_without_words():
    with pytest.raises(ValueError, match="ranks"):
        Strategies({**BOT_PARAMS, "strength": {**BOT_PARAMS["strength"], "values": ["0", "1"]}}, STRENGTHS,
                   choice="strength")

    class Nameless(RandomLegal):
        __slots__ = ()
        name = ""

    with pytest.raises(ValueError, match="Nameless has no name"):
        Strategies(BOT_PARAMS, (Nameless,))
    with pytest.raises(ValueError, match="no option to choose"):
        Strategies(BOT_PARAMS, STRENGTHS)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_strategy_plays_a_whole_game_from_the_readers_seat_the_same_from_the_same_seed(gid):
    gt = GAMES[gid]
    for cls in gt.bots.all():
        actions = []
        for _ in range(2):
            game = gt.game(None, 4)

            def make(g, s, b, rng, cls=cls):
                return gt.bots.make(cls, g, s, b, rng) if s == 0 else gt.make_bot(g, s, b, rng)

            Table(game, (), None, 4, make_bot=make).run()
            assert game.over, (gid, cls)
            actions.append(game.actions)
        assert actions[0] == actions[1], (gid, cls)
