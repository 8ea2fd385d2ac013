"""One test per modelled clause of the 1903 rules (seed 000)."""
from __future__ import annotations

import pytest

from games import BadParams, IllegalAction, Table, new_game
from games.core.rng import Rng
from gavitt_helpers import act, holdings, parse, rig, trade

E = {"edition": "1903"}
# with four players the 1903 deck (default reconstruction) holds F (unknown, 175), NYC, RI, SF
NOT = {"telegram": False, "fines": False}


def test_gse1903_1_three_to_six_players():
    for n in (3, 4, 5, 6):
        assert new_game("gavitt", {**E, "players": n}).n == n
    for n in (2, 7):
        with pytest.raises(BadParams):
            new_game("gavitt", {**E, "players": n})


def test_gse1903_2_eight_cards_of_each_railroad_per_player():
    assert len(new_game("gavitt", {**E, "players": 6}).card_rr) == 48
    assert len(new_game("gavitt", {**E, "players": 4}).card_rr) == 32
    g = new_game("gavitt", {**E, "players": 3})
    assert len(g.card_rr) == 24 and sorted(g.rr_keys) == ["NYC", "RI", "SF"]  # the clause's example


def test_gse1903_2_sixth_railroad_is_unknown_and_values_are_parameters():
    g = new_game("gavitt", {**E, "players": 6})
    labels = dict(zip(g.rr_keys, g.rr_labels))
    assert labels["F"] == "Railroad F (unknown)"
    values = dict(zip(g.rr_keys, g.rr_values))
    assert values == {"CBQ": 125, "MP": 150, "F": 175, "NYC": 200, "RI": 225, "SF": 250}
    g = new_game("gavitt", {**E, "players": 6, "values": {"RI": 100, "F": 300}})
    assert dict(zip(g.rr_keys, g.rr_values))["F"] == 300
    with pytest.raises(BadParams):
        new_game("gavitt", {**E, "values": {"PC": 175}})  # Penn Central is not a 1903 railroad


def test_gse1903_3_deck_is_shuffled_at_the_start():
    assert new_game("gavitt", E, seed=1).hands != new_game("gavitt", E, seed=2).hands


def test_gse1903_4a_deal_one_at_a_time_until_eight_each():
    g = new_game("gavitt", {**E, "players": 6, "first_dealer": 4}, seed=9)
    deck = list(range(48))
    Rng(9).fork("deck").shuffle(deck)
    for k, c in enumerate(deck):
        assert c in g.hands[(4 + 1 + k) % 6]
    assert [len(h) for h in g.hands] == [8] * 6


def test_gse1903_4b_shuffle_but_once():
    g = rig(["8MP", "8NYC", "8RI", "8SF"], **E, **NOT)
    state = g.rng.state()
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.round == 2 and g.rng.state() == state
    g = rig(["8MP", "8NYC", "8RI", "8SF"], **E, **NOT, gather="sets")
    act(g, 0, 10, "call", word="TOPEKA")
    assert all(sorted(c) == [2, 2, 2, 2] for c in g.counts)  # the unshuffled pile deals evenly


def test_gse1903_5_nobody_trades_before_the_signal():
    g = rig(["8MP", "8NYC", "8RI", "8SF"], **E, **NOT)
    act(g, 0, 10, "call", word="TOPEKA")
    with pytest.raises(IllegalAction) as exc:
        act(g, 1, g.signal_t - 1, "offer", cards=[g._keys(g.hands[1])[0]])
    assert exc.value.clause == "gse1903-5"


def test_gse1903_7_trade_with_anyone_without_saying_the_class():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, **NOT)
    act(g, 3, 10, "offer", cards=["SF"])
    assert set(g.view(0)["offers"][0]) == {"offer", "seat", "count", "t"}
    act(g, 0, 11, "take", offer=1, cards=["MP"])  # any seat may answer
    act(g, 3, 12, "offer", cards=["MP"])
    with pytest.raises(IllegalAction):           # but nobody trades with himself
        act(g, 3, 12, "take", offer=2, cards=["RI"])


def test_gse1903_8_one_or_two_cards_not_more():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, **NOT)
    with pytest.raises(IllegalAction) as exc:
        act(g, 0, 10, "offer", cards=["MP", "MP", "MP"])
    assert exc.value.clause == "gse1903-8"
    act(g, 0, 10, "offer", cards=["MP", "MP"])
    with pytest.raises(IllegalAction) as exc:
        act(g, 0, 11, "offer", cards=["NYC"])
    assert exc.value.clause == "gse1903-8"


def test_gse1903_9_two_cards_for_two_cards():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, **NOT)
    act(g, 0, 10, "offer", cards=["MP", "MP"])
    with pytest.raises(IllegalAction) as exc:
        act(g, 2, 11, "take", offer=1, cards=["RI"])
    assert exc.value.clause == "gse1903-9"
    act(g, 2, 11, "take", offer=1, cards=["RI", "RI"])
    assert holdings(g, 0) == parse("2MP 4NYC 2RI") and holdings(g, 2) == parse("2MP 2RI 4SF")


def test_gse1903_10_neither_knows_what_he_gets_until_the_trade():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, **NOT)
    act(g, 0, 10, "offer", cards=["NYC"])
    assert g.view(0)["my_offer"]["cards"] == ["NYC"]
    assert all("NYC" not in str(g.view(s)["offers"]) for s in (1, 2, 3))
    ev = act(g, 2, 12, "take", offer=1, cards=["RI"])
    got = {e["to"]: e["cards"] for e in ev if e["type"] == "received"}
    assert got == {0: ["RI"], 2: ["NYC"]}


def test_gse1903_11a_first_full_set_called_wins_the_set():
    g = rig(["7MP 1NYC", "1MP 7NYC", "8RI", "8SF"], **E, **NOT)
    trade(g, 0, 1, 10, "NYC", "MP")
    ev = act(g, 1, 20, "call", word="TOPEKA")
    assert [e for e in ev if e["type"] == "round_end"][0]["caller"] == 1


def test_gse1903_11b_misspelt_word_is_no_call_others_continue():
    g = rig(["8MP", "7NYC 1RI", "1NYC 7RI", "8SF"], **E, **NOT)
    ev = act(g, 0, 10, "call", word="TOPEKO")
    assert ev[-1] == {"type": "call", "t": 10, "seat": 0, "word": "TOPEKO", "valid": False,
                      "reason": "not the word TOPEKA: no call, play goes on", "clause": "gse1903-11b"}
    assert g.round == 1 and g.scores == [0, 0, 0, 0]
    trade(g, 1, 2, 20, "RI", "NYC")
    act(g, 2, 25, "call", word=" Topeka ")  # plainly, case and spaces aside
    assert g.sheet[0]["caller"] == 2 and g.sheet[0]["stock"][0] == 150


def test_gse1903_11b_forgetful_bot_lets_others_play_on():
    g = rig(["8MP", "4NYC 4RI", "4NYC 4RI", "8SF"], **E, **NOT)
    table = Table(g, human_seats=(3,), bots={"forget": 0.0})
    forgetful = table.bots[0]  # only seat 0 cannot recall the word (for ten minutes)
    forgetful.forget, forgetful.fmin, forgetful.fmax = 1.0, 600_000, 600_000
    table.advance(500_000)
    # seat 0 held a full set from the start but could not recall the word: the others played on
    row = g.sheet[0]
    assert row["caller"] in (1, 2) and row["t"] < 500_000 and row["trades"] > 0
    assert row["stock"][0] == 150  # his complete set earns the value only


def test_gse1903_12_topeka_signifies_a_full_set():
    g = rig(["8MP", "8NYC", "8RI", "8SF"], **E, **NOT)
    assert g.view(0)["full_set"] == "MP"
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["railroad"] == "MP"


def test_gse1903_13_first_to_complete_scores_double():
    g = rig(["8SF", "8NYC", "8RI", "8MP"], **E, **NOT)
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["stock"][0] == 500


def test_gse1903_14_others_with_five_or_more_score_the_value():
    g = rig(["8SF", "5NYC 3RI", "3NYC 5RI", "8MP"], **E, **NOT)
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["stock"] == [500, 200, 225, 150]
    g = rig(["8SF", "4NYC 4RI", "4NYC 4RI", "8MP"], **E, **NOT)
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["stock"] == [500, 0, 0, 150]


def test_gse1903_15_first_to_2500_wins_ties_shared():
    g = rig(["8SF", "8NYC", "8RI", "8MP"], {"scores": [2000, 0, 0, 0]}, **E, **NOT)
    ev = act(g, 0, 10, "call", word="TOPEKA")
    assert ev[-1]["type"] == "game_over" and ev[-1]["winners"] == [0] and ev[-1]["clause"] == "gse1903-15"
    g = rig(["8SF", "8NYC", "8RI", "8MP"], {"scores": [2000, 2300, 0, 0]}, **E, **NOT)
    ev = act(g, 0, 10, "call", word="TOPEKA")
    assert g.scores[:2] == [2500, 2500] and ev[-1]["winners"] == [0, 1]


def test_gse1903_17a_winnings_set_down_in_column_form():
    g = rig(["8SF", "8NYC", "8RI", "8MP"], **E, **NOT)
    act(g, 0, 10, "call", word="TOPEKA")
    row = g.sheet[0]
    assert row["net"] == [500, 200, 225, 150] and row["totals"] == g.scores
    assert g.view(2)["sheet"] == g.sheet


def test_gse1903_18_telegram_may_be_removed():
    assert new_game("gavitt", E).telegram == 0
    assert new_game("gavitt", {**E, "telegram": False}).telegram is None


def test_gse1903_21_dealer_adds_the_telegram_to_his_hand():
    g = new_game("gavitt", {**E, "first_dealer": 2})
    assert g.telegram == 2 and g.view(2)["telegram"] is True and g.view(0)["telegram"] is False
    assert len(g.holding(2)) == 8  # gse1903-24: not a card


def test_gse1903_23_telegram_never_traded_alone():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, fines=False)
    with pytest.raises(IllegalAction):
        act(g, 0, 10, "offer", cards=[])
    assert not any(a["type"] == "offer" and not a["cards"] for a in g.legal_actions(0))


def test_gse1903_24_telegram_is_extra_hands_stay_eight():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, fines=False)
    ev = trade(g, 0, 2, 10, "MP", "RI")
    assert [len(g.holding(s)) for s in range(4)] == [8, 8, 8, 8]
    assert [e["telegram"] for e in ev if e["type"] == "received"] == [False, True] and g.telegram == 2


def test_gse1903_25_telegram_goes_with_the_holders_next_trade_either_side():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, fines=False)
    trade(g, 1, 0, 10, "MP", "NYC")  # the holder (seat 0) answers an offer: it goes to seat 1
    assert g.telegram == 1
    trade(g, 2, 3, 20, "RI", "SF")  # a trade without the holder leaves it where it is
    assert g.telegram == 1


def test_gse1903_26_holding_the_telegram_is_heavily_fined():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, telegram_hold_ms=5000, heavy_fine=100)
    ev = trade(g, 2, 3, 2000, "RI", "SF")     # everyone else trades; seat 0 keeps the Telegram
    trade(g, 1, 2, 3000, "MP", "RI")
    act(g, 3, 4000, "offer", cards=["RI"])
    ev = act(g, 1, 5001, "take", offer=g.seat_offer[3], cards=["NYC"])
    fines = [e for e in ev if e["type"] == "fine" and e["clause"] == "gse1903-26"]
    assert fines == [{"type": "fine", "t": 5000, "seat": 0, "amount": 100, "clause": "gse1903-26",
                      "reason": "held the Telegram without sending it out"}]
    act(g, 2, 9000, "offer", cards=["SF"])     # once per holding
    assert g.scores[0] == -100 - 25  # plus clause 31 (no offer at once)


def test_gse1903_27_28_caller_with_telegram_loses_100():
    g = rig(["8SF", "8NYC", "8RI", "8MP"], **E, fines=False)
    act(g, 0, 10, "call", word="TOPEKA")
    assert g.sheet[0]["telegram"] == [-100, 0, 0, 0] and g.scores[0] == 400


def test_gse1903_30_other_holder_gains_100():
    g = rig(["4SF 4MP", "8NYC", "8RI", "4SF 4MP"], **E, fines=False)  # seat 1 completes first (seat order)
    act(g, 1, 10, "call", word="TOPEKA")
    assert g.sheet[0]["telegram"] == [100, 0, 0, 0] and g.scores[0] == 100


def test_gse1903_29_first_complete_with_telegram_and_no_call_is_fined():
    g = rig(["8SF", "7NYC 1RI", "1NYC 7RI", "8MP"], **E, heavy_fine=100)
    trade(g, 1, 2, 1000, "RI", "NYC")          # seat 0 (Telegram) completed at the deal, never calls
    act(g, 3, 1000, "offer", cards=["MP"])
    act(g, 3, 1000, "cancel")
    act(g, 0, 1000, "offer", cards=["SF"])
    act(g, 0, 1000, "cancel")
    ev = act(g, 1, 1500, "call", word="TOPEKA")
    assert [e["clause"] for e in ev if e["type"] == "fine"] == ["gse1903-29"]
    # by the words of 28 and 29 he loses $100 from his set and is fined as well
    assert g.sheet[0]["fines"][0] == -100 and g.sheet[0]["telegram"][0] == -100


def test_gse1903_31_no_offer_at_once_costs_25():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, telegram=False, start_window_ms=4000)
    act(g, 0, 1000, "offer", cards=["MP"])
    act(g, 1, 3000, "offer", cards=["NYC"])
    ev = act(g, 2, 4001, "take", offer=1, cards=["RI"])
    fined = sorted(e["seat"] for e in ev if e["type"] == "fine")
    assert fined == [2, 3] and all(e["t"] == 4000 for e in ev if e["type"] == "fine")
    assert g.scores == [0, 0, -25, -25]


def test_gse1903_33_unlike_pair_is_fined_when_traded():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, telegram=False)
    ev = act(g, 0, 10, "offer", cards=["MP", "NYC"])      # allowed in 1903
    assert not any(e["type"] == "fine" for e in ev)
    act(g, 0, 20, "cancel")                               # not traded: no fine
    act(g, 0, 30, "offer", cards=["MP", "NYC"])
    ev = act(g, 2, 40, "take", offer=2, cards=["RI", "RI"])
    assert [(e["seat"], e["clause"], e["amount"]) for e in ev if e["type"] == "fine"] == [(0, "gse1903-33", 25)]
    ev = trade(g, 1, 3, 50, "MP MP", "RI SF")               # the answer can be unlike too: its giver pays
    assert [(e["seat"], e["clause"]) for e in ev if e["type"] == "fine"] == [(3, "gse1903-33")]


def test_gse1903_34_premature_topeka_is_fined():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, telegram=False)
    ev = act(g, 0, 10, "call", word="TOPEKA")
    assert ev[-1] == {"type": "fine", "t": 10, "seat": 0, "amount": 25, "clause": "gse1903-34",
                      "reason": "called TOPEKA before completing a set"}
    assert g.round == 1 and g.scores[0] == -25


def _hand(streak, trades_at, caller_t, idle_hands):
    """One hand after ``streak`` failed hands per seat: seats 0 and 1 trade at the given offsets
    after the signal, seat 2 calls.  Returns the game and the 35 fines."""
    g = rig(["4MP 4NYC", "4MP 4NYC", "8RI", "8SF"], {"idle_streak": streak, "round": max(streak) + 1}, **IDLE,
            idle_hands=idle_hands)
    for k, dt in enumerate(trades_at):
        a, b = ("MP", "NYC") if k % 2 == 0 else ("NYC", "MP")
        trade(g, 0, 1, g.signal_t + dt, a, b)
    ev = act(g, 2, g.signal_t + caller_t, "call", word="TOPEKA")
    return g, [(e["seat"], e["clause"]) for e in ev if e["type"] == "fine"]


IDLE = dict(edition="1903", telegram=False, idle_ms=5000, start_window_ms=10 ** 9)


def test_gse1903_35_five_consecutive_idle_hands_are_fined():
    g, fines = _hand([3, 3, 3, 3], [3000, 6000, 9000], 10000, 5)
    assert fines == [] and g.idle_streak == [0, 0, 4, 4]  # seats 2 and 3 idle (>5 s) a fourth hand: not yet
    g, fines = _hand([4, 4, 4, 4], [3000, 6000, 9000], 10000, 5)
    assert sorted(fines) == [(2, "gse1903-35"), (3, "gse1903-35")]
    assert g.idle_streak == [0, 0, 0, 0] and g.scores[3] == 250 - 25


def test_gse1903_35_an_active_hand_resets_the_count():
    g, fines = _hand([0, 0, 0, 0], [], 6000, 2)     # everybody idle 6 s: one failed hand each
    assert fines == [] and g.idle_streak == [1, 1, 1, 1]
    g, fines = _hand([1, 1, 1, 1], [3000, 6000], 7000, 2)  # seats 0, 1 active; seats 2, 3 idle again
    assert sorted(fines) == [(2, "gse1903-35"), (3, "gse1903-35")]
    assert g.idle_streak == [0, 0, 0, 0]
    g, fines = _hand([0, 0, 0, 0], [6000], 6500, 2)  # a gap of 6 s fails the hand for 0 and 1 too
    assert fines == [] and g.idle_streak == [1, 1, 1, 1]


def test_gse1903_37a_fines_are_an_option():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, fines=False)
    act(g, 0, 60_000, "offer", cards=["MP", "NYC"])
    act(g, 1, 60_001, "call", word="TOPEKA")
    act(g, 2, 60_002, "take", offer=1, cards=["RI", "SF"])
    assert g.scores == [0, 0, 0, 0]


def test_gse1903_37b_faster_traders_win_more_often():
    import games

    wins = [0.0] * 4
    for seed in range(30):
        s = games.simulate("gavitt", {**E, "target": 1000}, seed, {"speed": "fast,slow,slow,slow"})
        for w in s["winners"]:
            wins[w] += 1 / len(s["winners"])
    assert wins[0] > max(wins[1:])


def test_gse1903_39_no_turns():
    g = rig(["4MP 4NYC", "4MP 4NYC", "4RI 4SF", "4RI 4SF"], **E, **NOT)
    act(g, 3, 10, "offer", cards=["SF"])
    act(g, 3, 10, "cancel")
    act(g, 3, 10, "offer", cards=["RI"])
    act(g, 2, 10, "take", offer=2, cards=["SF"])
    assert g.trades == 1


def test_gse1903_6_bots_collect_the_railroad_they_hold_most():
    g = rig(["6SF 1NYC 1RI", "2SF 5NYC 1MP", "2NYC 5RI 1MP", "2RI 6MP"], **E, **NOT)
    table = Table(g, human_seats=(1, 2, 3), bots={"careless": 0.0})
    ev = table.advance(3000)
    offers = [a for a in g.actions if a["seat"] == 0 and a["type"] in ("offer", "take") and "cards" in a]
    assert offers and all("SF" not in a["cards"] for a in offers)
    assert ev


def test_gse1903_2_default_deck_uses_the_railroads_the_text_names():
    def keys(n):
        return sorted(new_game("gavitt", {**E, "players": n}).rr_keys)

    assert keys(3) == sorted(["SF", "NYC", "RI"])  # as rule 2 lists them
    assert keys(4) == sorted(["SF", "NYC", "RI", "MP"])  # then Mo. Pac. and C. B. & Q. (gse1903-14)
    assert keys(5) == sorted(["SF", "NYC", "RI", "MP", "CBQ"])
    assert "F" in keys(6)  # the unknown sixth only when six players need it
    rrs = {r["key"]: r for r in new_game("gavitt", {**E, "players": 6}).public_view()["railroads"]}
    assert rrs["F"]["reconstructed"] and rrs["RI"]["reconstructed"] and not rrs["SF"]["reconstructed"]
    assert "F" in new_game("gavitt", {**E, "players": 4, "railroads": ["F", "SF", "NYC", "RI"]}).rr_keys


def test_gse1903_28_completer_with_the_telegram_loses_100_even_if_another_calls_first():
    # seat 1 completes NYC by a trade with seat 0, receiving the Telegram with it: 28 applies to him
    g = rig(["7SF 1NYC", "1SF 7NYC", "4RI 4MP", "4RI 4MP"], {"telegram": 0}, **E, fines=False)
    ev = trade(g, 0, 1, 10, "NYC", "SF")
    assert [e["telegram"] for e in ev if e["type"] == "received"] == [False, True]
    ev = act(g, 0, 20, "call", word="TOPEKA")  # seat 0 completed SF in the same trade and calls
    end = next(e for e in ev if e["type"] == "round_end")
    assert end["row"]["telegram"] == [0, -100, 0, 0]
    assert [(x["seat"], x["clause"]) for x in end["lines"] if x["clause"] == "gse1903-28"] == [(1, "gse1903-28")]


def test_gse1903_30_the_holder_when_the_set_is_completed_gains_though_it_moves_before_the_call():
    g = rig(["7SF 1NYC", "1SF 7NYC", "4RI 4MP", "4RI 4MP"], {"telegram": 2}, **E, fines=False)
    trade(g, 0, 1, 10, "NYC", "SF")  # seats 0 and 1 complete; seat 2 holds the Telegram at that moment
    trade(g, 2, 3, 20, "RI", "MP")  # the Telegram goes to seat 3 before the call
    assert g.telegram == 3
    act(g, 1, 30, "call", word="TOPEKA")
    assert g.sheet[0]["telegram"] == [0, 0, 100, 0]


def test_gse1903_28_30_the_other_reading_is_a_parameter_the_holder_at_the_call():
    g = rig(["7SF 1NYC", "1SF 7NYC", "4RI 4MP", "4RI 4MP"], {"telegram": 2}, **E, fines=False,
            telegram_moment="call")
    trade(g, 0, 1, 10, "NYC", "SF")
    trade(g, 2, 3, 20, "RI", "MP")
    act(g, 1, 30, "call", word="TOPEKA")
    assert g.sheet[0]["telegram"] == [0, 0, 0, 100]
