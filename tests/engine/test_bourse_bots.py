"""Bourse bots follow the text's advice (bourse-E-3, special rules 2 and 3, Remember 1-7, G-1)."""
from __future__ import annotations

from bourse_helpers import act, rig

from games import GAMES, Rng, Table, new_game, simulate

make_bot = GAMES["bourse"].make_bot


def bot(game, seat=0, **params):
    b = make_bot(game, seat, params or None, Rng(5).fork(f"seat/{seat}"))
    b._new_hand(game, 0)
    return b


def junk(game, seat=0, t=0, **params):
    b = bot(game, seat, **params)
    keys = game.holding_keys(seat)
    return b._junk(game, t, keys, game.hand_value(seat))


def test_bourse_E_3_bots_call_fall_capitals_away_first():
    g = rig(3, "RF10 3NY 2LON BER PAR")
    groups, havoc = junk(g)
    assert groups[0] == ["LON", "LON"] and ["BER"] in groups and not havoc
    assert ["NY"] not in groups and ["NY", "NY", "NY"] not in groups


def test_bourse_remember_7_bots_leave_capitals_not_on_their_cards_until_later():
    g = rig(3, "RF10 3NY 2LON PAR PAR")
    early, _ = junk(g, t=100)
    late, _ = junk(g, t=100_000)
    assert ["PAR", "PAR"] not in early and ["PAR", "PAR"] in late


def test_bourse_remember_4_bots_do_not_keep_two_rise_fall_cards_that_hurt():
    g = rig(3, "RF10 RF8 2NY 2MTL 2PAR")  # card 8 lowers New York and Montreal by 8
    assert ["RF8"] in junk(g)[0]
    g = rig(3, "RF10 RF9 4NY 2LON")      # card 9 lifts London back: both cards help
    assert all(not gr[0].startswith("RF") for gr in junk(g)[0])


def test_bourse_special_2_bots_pass_on_the_harmful_rise_fall_card():
    # RF10 lowers London and Berlin, RF9 raises them: with London and Berlin in hand RF10 hurts
    g = rig(3, "RF10 RF9 3LON 2BER NY")
    groups, _ = junk(g)
    assert ["RF10"] in groups and ["RF9"] not in groups and ["RF10", "RF9"] not in groups


def test_bourse_remember_5_bots_get_rid_of_the_selling_card_from_a_minus_hand():
    g = rig(3, "RF10 3LON 2BER SELL PAR")
    assert junk(g)[0][0] == ["SELL"]
    g = rig(3, "RF10 3NY 2MTL SELL PAR")
    assert ["SELL"] not in junk(g)[0]


def test_bourse_special_3_without_a_rise_fall_card_bots_exchange_singly_or_sit_tight_when_leading():
    g = rig(3, "3NY 2LON PAR BER MTL", scores=[0, 40, 10])
    groups, _ = junk(g)
    assert groups and all(len(gr) == 1 for gr in groups)
    g = rig(3, "3NY 2LON PAR BER MTL", scores=[90, 40, 10])
    assert junk(g)[0] == []
    assert junk(g, sit_tight=False)[0] != []


def test_bourse_remember_6_a_stale_minus_hand_passes_its_rise_fall_card_to_one_about_to_close():
    g = rig(3, "RF10 3LON 2BER PAR PAR", "RF9 BER PAR LON 2NY 3MTL")
    b = bot(g, 0)
    b.exch[1] = 2  # seat 1 has exchanged twice this hand ...
    act(g, "call", 1, 50, cards=["PAR"])  # ... and now calls a single card
    assert b.wake(g, 100)[0]["cards"] != ["RF10"]  # not yet: the hand has not been stale long
    action, _ = b.wake(g, 100 + b.p["stale_ms"])
    assert action == {"type": "call", "seat": 0, "cards": ["RF10"], "with": 1}
    assert bot(g, 0, havoc=False).wake(g, 100 + b.p["stale_ms"])[0]["cards"] != ["RF10"]


def test_bourse_G_1_bots_close_a_good_hand_and_the_selling_holder_sells():
    g = rig(3, "RF10 4NY 3MTL", "RF9 3BER SELL 3LON")
    assert bot(g, 0).wake(g, 10)[0] == {"type": "close", "seat": 0}  # 70
    assert bot(g, 1).wake(g, 10)[0] == {"type": "sell", "seat": 1}   # (27 + 27) x 2
    g = rig(3, "RF10 2NY 2MTL 2PAR BRU")
    assert bot(g, 0).wake(g, 10)[0]["type"] != "close"  # 40 is not enough at the start ...
    assert bot(g, 0).wake(g, 20_000)[0]["type"] == "close"  # ... but the bar falls


def test_bourse_G_1_bots_close_at_once_when_the_hand_wins_the_game():
    g = rig(3, "RF10 2NY 2MTL 2PAR BRU", scores=[170, 0, 0])
    assert bot(g, 0).wake(g, 10)[0] == {"type": "close", "seat": 0}


def test_bourse_remember_2_a_bot_calls_on_its_first_wake():
    g = new_game("bourse", {"players": 4}, 3)
    b = make_bot(g, 0, None, Rng(1))
    action, _ = b.wake(g, b.start(g))
    assert action["type"] in ("call", "close", "sell")


def test_bourse_remember_1_fast_bots_sort_and_call_sooner_than_slow_ones():
    g = new_game("bourse", {"players": 4}, 3)
    fast = [make_bot(g, 0, {"speed": "fast"}, Rng(i)).start(g) for i in range(20)]
    slow = [make_bot(g, 0, {"speed": "slow"}, Rng(i)).start(g) for i in range(20)]
    assert max(fast) < min(slow) and min(fast) >= 2 * 250


def test_bourse_F_1_bot_only_games_end_deterministically_at_every_table_size():
    for players in range(3, 8):
        a = simulate("bourse", {"players": players}, 11, {"speed": "mixed"})
        assert a["over"] and max(a["scores"]) >= 200 and a["trades"] > 0
        assert a == simulate("bourse", {"players": players}, 11, {"speed": "mixed"})


def test_bourse_F_2_bots_play_only_legal_actions_beside_a_silent_human():
    g = new_game("bourse", {"players": 4}, 2)
    table = Table(g, (0,), {"speed": "fast"}, 2)
    table.advance(120_000)
    assert g.actions and all(a["seat"] != 0 for a in g.actions)
    assert g.rounds_scored >= 1


def test_bourse_G_1_a_bot_too_far_behind_plays_its_hand_instead_of_closing_small():
    # a rival at 180 appears about to close; with 0 the bot cannot catch him with one hand: it plays on
    g = rig(3, "RF10 NY LON PAR PAR BRU BRU MTL", scores=[0, 180, 0])  # counts +10
    b = bot(g, 0)
    b.exch[1] = 2
    assert not b._should_close(g, 10, g.hand_value(0), True)
    assert bot(g, 0, aim="block")._should_close(g, 10, g.hand_value(0), True)  # the earlier bots blocked


def test_bourse_G_1_a_contender_closes_small_to_stop_a_rival_about_to_close():
    g = rig(3, "RF10 NY LON PAR PAR BRU BRU MTL", scores=[150, 180, 0])
    b = bot(g, 0)
    assert not b._should_close(g, 10, g.hand_value(0), True)  # the rival has not moved yet
    b.exch[1] = 2
    assert b._should_close(g, 10, g.hand_value(0), True)      # now he appears about to close


def test_bourse_special_5_game_a_seven_bots_play_a_quick_game():
    # "For a quick game the score is usually taken to 200": 40 seeded seven-player bot games
    hands = [simulate("bourse", {"players": 7}, seed)["rounds"] for seed in range(1, 41)]
    assert sum(hands) / len(hands) < 8 and max(hands) <= 12, hands
