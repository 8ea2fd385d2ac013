"""Relative skill (games.lab.measures.skill): the measure of Borm and van der Genugten, from a beginner, the
game's strongest bot and that bot seeing every hidden card."""
from __future__ import annotations

import pytest

from games import GAMES
from games.lab.measures import skill
from games.core.scheduler import Table


def test_relative_skill_is_the_learning_effect_over_learning_and_random_effects():
    # beginner never wins, optimal wins half the seeds, fictive all: LE = 0.5, RE = 0.5, RS = 0.5
    rows = [[0, 60, 60], [0, 0, 60]] * 10
    r = skill.summarise("railway", None, None, 1, rows)
    assert (r["learning_effect"], r["random_effect"], r["relative_skill"]) == (0.5, 0.5, 0.5)
    lo, hi = r["relative_skill_interval"]
    assert lo <= 0.5 <= hi and r["interval_method"].startswith("percentile bootstrap")
    assert "Borm and van der Genugten" in r["method"] and "Borm and van der Genugten" in skill.format_text([r])


def test_relative_skill_is_undefined_when_nothing_beats_the_beginner():
    r = skill.summarise("railway", None, None, 1, [[60, 60, 60]] * 5)
    assert r["relative_skill"] is None and "undefined" in skill.format_text([r])


def test_a_shared_win_counts_as_its_share():
    r = skill.summarise("railway", None, None, 1, [[30, 60, 60], [0, 60, 60]])
    assert r["results"]["beginner"]["share"] == 0.25


@pytest.mark.parametrize("game", ["gavitt", "railway"])
def test_every_player_of_the_measure_plays_the_same_seeded_game_again_identically(game):
    rows = skill.outcomes(game, None, None, range(3, 5))
    assert rows == skill.outcomes(game, None, None, range(3, 5))
    assert all(len(r) == 3 and all(x in (0, 15, 20, 30, 60) for x in r) for r in rows)


def test_railway_play_4a_the_omniscient_bot_never_demands_in_vain():
    from games.railway.bots import Omniscient
    from games.railway.cards import KEY

    gt = GAMES["railway"]
    demands = []

    class Watched(Omniscient):
        __slots__ = ()

        def _demand(self, game):
            act = Omniscient._demand(self, game)
            if act is not None:
                demands.append(any(KEY[c] == act["card"] for c in game.hands[act["from"]]))
            return act

    for seed in range(1, 9):
        game = gt.game(None, seed)

        def make(g, s, b, rng):
            if s == 0:
                return gt.bots.make(Watched, g, s, gt.bots.strongest, rng)
            return gt.make_bot(g, s, b, rng)

        Table(game, (), None, seed, make_bot=make).run()
    assert demands and all(demands)


def test_gse1903_6_the_omniscient_broker_answers_the_offer_that_brings_its_railroad_first():
    from games.gavitt.bots import OmniscientBot, resolve_bot_params

    game = GAMES["gavitt"].game({"edition": "2003"}, 1)
    bot = OmniscientBot(game, 0, resolve_bot_params(None, game.players), None)
    rr = game.card_rr
    tgt = 2
    offers = {7: (1, [c for c in range(len(rr)) if rr[c] != tgt][:1], 0),
              8: (2, [c for c in range(len(rr)) if rr[c] == tgt][:1], 10)}
    game.offers = offers
    assert [oid for oid, _o in bot._offers(game, tgt)] == [8, 7]
