"""Bourse's all-seeing bot, the fictive player of the skill measure (games.lab.measures.skill): it answers the
call that leaves its hand counting most, it plays the same game from the same seed, and it wins more
often than the strongest bot, which cannot see what a caller gives."""
from __future__ import annotations

import games
from games.bourse.bots import BourseBot, OmniscientBourseBot
from games.bourse.pack import SELL
from games.bourse.scoring import base_score
from games.lab.measures import skill

BOTS = games.GAMES["bourse"].bots


def hand_count(keys, faces) -> int:
    base = base_score(keys, faces)
    return 2 * base if SELL in keys else base


def test_the_all_seeing_bot_answers_the_call_that_leaves_its_hand_counting_most():
    checked = 0
    for seed in range(1, 30):
        game = games.new_game("bourse", {"players": 4}, seed)
        for s in (1, 2, 3):  # every other seat calls one card, then two
            game.ex.offers[s] = (s, game.hands[s][: 1 + s % 2], 0)
        calls = [(cid, s, len(cs)) for cid, (s, cs, _t) in game.ex.offers.items()]
        bot = BOTS.make(OmniscientBourseBot, game, 0, None, None)
        bot._new_hand(game, 0)
        mine = [game.key[c] for c in game.hands[0]]
        groups, _havoc = bot._junk(game, 10_000, mine, game.hand_value(0))
        got = bot._answer(game, calls, groups)
        options = []
        for cid, _s, n in calls:
            for g in groups:
                if len(g) >= n and (n == 1 or g[0] != SELL):
                    keys = list(mine)
                    for k in g[:n]:
                        keys.remove(k)
                    options.append(hand_count(keys + [game.key[c] for c in game.ex.offers[cid][1]], game.faces))
        if not options:
            assert got is None
            continue
        cid, cards = got
        keys = list(mine)
        for k in cards:
            keys.remove(k)
        assert hand_count(keys + [game.key[c] for c in game.ex.offers[cid][1]], game.faces) == max(options)
        blind = BOTS.make(BourseBot, game, 0, None, None)._answer(game, calls, groups)
        checked += blind != got
    assert checked > 0  # it does choose otherwise than the blind bot


def test_the_all_seeing_bot_plays_the_same_game_from_the_same_seed():
    assert [skill.outcome("bourse", None, None, s, "fictive") for s in range(1, 21)] == \
           [skill.outcome("bourse", None, None, s, "fictive") for s in range(1, 21)]


def test_seeing_what_callers_give_wins_more_often_than_the_strongest_bot():
    assert skill.kinds("bourse") == ("beginner", "optimal", "fictive")
    assert BOTS.omniscient is OmniscientBourseBot
    seeds = range(1, 151)
    fictive = sum(skill.outcome("bourse", None, None, s, "fictive") for s in seeds)
    optimal = sum(skill.outcome("bourse", None, None, s, "optimal") for s in seeds)
    assert fictive > optimal
