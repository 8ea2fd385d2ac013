"""Fairness in real time at a shared table: the host's advantage, measured with a bot
50-150 ms away (games.lab.measures.latency), under the page's rule (the window of simultaneity of
games.core.fairness and the host's lag), the window alone, and no window.  The figures each real-time game keeps in ``games/<game>/lab/latency.json`` (the pages show
them) must be the engine's: these tests replay a sample of their seeds."""
from __future__ import annotations

import json

import pytest

from games import GAMES, new_game
from games.__main__ import main
from games.core import fairness
from games.core.params import resolve
from games.lab import latency_table
from games.lab.measures import latency
from games.lab.measures.latency import latency_words
from site_tools.paths import ROOT

REAL_TIME = sorted(g for g, gt in GAMES.items() if gt.dynamics == "real-time")
MEASURED = [(gid, m) for gid in REAL_TIME for m in GAMES[gid].laboratory().kept("latency.json")]
IDS = [f"{g}-{m['params'].get('edition', m['players'])}" for g, m in MEASURED]
REGENERATE = "nice -n 10 python -m games simulate --game {} --latency --games 4000 --seed 1 --write"


def test_the_same_seeds_give_the_same_figures():
    one = latency.outcomes("bourse", None, None, range(5, 8))
    two = latency.outcomes("bourse", None, None, range(5, 8))
    assert one == two
    assert latency.summarise("bourse", None, None, 5, one) == latency.summarise("bourse", None, None, 5, two)


def test_two_processes_give_exactly_the_numbers_of_one(capsys):
    args = ["simulate", "--game", "gavitt", "--edition", "2003", "--latency", "--games", "8", "--seed", "3", "--json",
            "--quiet"]
    assert main(args + ["--jobs", "1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert main(args + ["--jobs", "2"]) == 0
    assert json.loads(capsys.readouterr().out) == one
    assert one[0]["games"] == 8 and one[0]["deals"] == 4 and one[0]["seeds"] == [3, 6]
    assert set(one[0]["rules"]) == set(one[0]["contested"]) == {"lag", "window", "none"}


def test_the_hosts_lag_is_deterministic_from_the_seed_and_makes_the_host_late():
    """The page's rule plays the same game from the same seed, and not the window's game: the
    host's own actions now reach the engine a round trip late (on a stream of their own, so the
    distant player's delays are drawn as with the window alone)."""
    a, b = latency.PEOPLE
    for seed in (1, 2):
        one = latency_table.play("bourse", None, None, seed, a, b, host_lag=True)
        two = latency_table.play("bourse", None, None, seed, a, b, host_lag=True)
        assert one["game"].actions == two["game"].actions and one["winners"] == two["winners"]
        assert {k: one[k] for k in ("batches", "remote_first", "refused")} == {
            k: two[k] for k in ("batches", "remote_first", "refused")}
    late = [latency_table.play("bourse", None, None, seed, a, b, host_lag=True)["game"].actions for seed in (1, 2, 3)]
    prompt = [latency_table.play("bourse", None, None, seed, a, b)["game"].actions for seed in (1, 2, 3)]
    assert late != prompt
    assert latency.outcome("gavitt", {"edition": "2003"}, None, 4) == latency.outcome("gavitt", {"edition": "2003"}, None, 4)


def test_with_zero_delay_the_hosts_lag_is_zero_and_the_page_rule_plays_as_the_window_alone():
    for gid in REAL_TIME:
        for seed in (1, 2, 3):
            lag = latency_table.play(gid, None, None, seed, 0, 1, delay=(0, 0), host_lag=True)
            win = latency_table.play(gid, None, None, seed, 0, 1, delay=(0, 0))
            assert lag["game"].actions == win["game"].actions and lag["winners"] == win["winners"], (gid, seed)
            assert lag["refused"] == win["refused"]


def test_the_hosts_lag_is_a_round_trip_drawn_as_the_distant_ones_and_at_most_the_engines_cap():
    from games.core.rng import Rng

    draw = Rng(9).fork("x").randint
    trips = [latency_table.round_trip(draw, latency_table.DELAY, fairness.HOST_LAG_CAP_MS) for _ in range(2000)]
    lo, hi = latency_table.DELAY
    assert min(trips) >= 2 * lo and max(trips) <= 2 * hi and abs(sum(trips) / len(trips) - (lo + hi)) < 5
    far = (fairness.HOST_LAG_CAP_MS, fairness.HOST_LAG_CAP_MS)  # a person farther than the cap: the cap
    assert latency_table.round_trip(draw, far, fairness.HOST_LAG_CAP_MS) == fairness.HOST_LAG_CAP_MS
    assert latency_table.round_trip(draw, far) == 2 * fairness.HOST_LAG_CAP_MS


@pytest.mark.parametrize("gid", REAL_TIME)
@pytest.mark.parametrize("rule", sorted(latency.RULES))
def test_with_no_delay_the_host_and_the_distant_seat_are_interchangeable(gid, rule):
    """A known answer: with no delay either way, nothing but the labels tells the host's person from
    the distant one, so swapping them plays the very same game, and the host's advantage is zero on
    every seed, under every rule."""
    a, b = latency.PEOPLE
    window, lag = latency.RULES[rule]
    for seed in (1, 2):
        one = latency_table.play(gid, None, None, seed, a, b, window, delay=(0, 0), host_lag=lag)
        two = latency_table.play(gid, None, None, seed, b, a, window, delay=(0, 0), host_lag=lag)
        assert one["game"].actions == two["game"].actions and one["winners"] == two["winners"]
        assert one["batches"] == two["batches"]


def test_with_no_delay_and_no_window_the_people_play_as_the_ordinary_bots_would():
    """A zero delay and a zero window make the people's seats ordinary bots: the person's bot is the
    bot that seat would have (the same seeded stream), and each action counts when it is decided.
    Only the order of two seats wanting to act in the same millisecond may differ from the ordinary
    table's, so most seeds play the very same game."""
    from games.core.scheduler import Table

    same = 0
    for seed in range(1, 11):
        game = new_game("bourse", None, seed)
        Table(game, (), None, seed).run()
        shared = latency_table.play("bourse", None, None, seed, 0, 1, 0, delay=(0, 0))
        same += shared["game"].actions == game.actions
    assert same >= 8


def test_an_action_within_the_window_joins_the_batch_and_one_after_it_opens_the_next():
    batch = latency_table.Batcher(150)
    batch.arrive(1000, {"seat": 0})
    batch.arrive(1100, {"seat": 1})
    batch.arrive(1120, {"seat": 0})  # its seat is in the batch already: the next batch
    assert batch.closes_at() == 1150
    t, actions, waiting = batch.close()
    assert (t, [a["seat"] for a in actions], waiting) == (1000, [0, 1], [{"seat": 0}])
    batch.arrive(2000, {"seat": 0})
    batch.arrive(2150, {"seat": 1})  # 150 ms after the opening: outside the window
    t, actions, waiting = batch.close()
    assert (t, len(actions), len(waiting)) == (2000, 1, 1)
    none = latency_table.Batcher(0)
    none.arrive(3000, {"seat": 1})
    assert none.closes_at() == 3000 and none.close()[1] == [{"seat": 1}]


def test_the_window_makes_arrival_order_irrelevant_the_distant_action_is_first_as_often_as_the_draw_says():
    """The host's action reaches the host at t, the distant one's 100 ms later: both are in one batch,
    and which goes first is the seeded draw's, whatever order they came in; over 2,000 batches the
    distant action goes first about half the time (a fair coin gives 1,000 +- 3.3 standard
    deviations, 926 to 1,074, in all but one case in a thousand)."""
    host, remote = latency.PEOPLE
    first = 0
    for i in range(2000):
        t = 5000 + 977 * i
        batch = latency_table.Batcher(fairness.WINDOW_MS)
        batch.arrive(t, {"seat": host, "type": "take"})
        batch.arrive(t + 100, {"seat": remote, "type": "take"})
        at, actions, _waiting = batch.close()
        assert at == t and len(actions) == 2
        seats = [a["seat"] for a in actions]
        order = fairness.order(7, at, seats)
        reverse = fairness.order(7, at, seats[::-1])
        assert seats[order[0]] == seats[::-1][reverse[0]], "the arrival order changed who goes first"
        first += seats[order[0]] == remote
    assert 926 <= first <= 1074


@pytest.mark.parametrize("gid,m", MEASURED, ids=IDS)
def test_in_the_measured_games_the_distant_action_was_first_in_about_half_the_shared_batches(gid, m):
    for rule in ("lag", "window"):
        c = m["contested"][rule]
        n, k = c["batches"], c["remote_first"]
        assert n >= 1000 and abs(k - n / 2) <= 3.3 * (n / 4) ** 0.5, rule
    assert m["contested"]["none"]["batches"] == 0


def test_every_real_time_game_keeps_its_figures_at_each_default_table_and_turn_based_ones_none():
    for gid, gt in GAMES.items():
        if gt.dynamics != "real-time":
            assert not gt.laboratory().kept("latency.json")
            with pytest.raises(ValueError, match="turn-based"):
                latency.check(gid)
            continue
        tables = [{"edition": ed} for ed in gt.editions] if gt.editions else [{}]
        assert [m["params"] for m in gt.laboratory().kept("latency.json")] == [new_game(gid, p, 0).params for p in tables], (
            f"{gid}: latency.json is not of the default table(s); regenerate: {REGENERATE.format(gid)}")


@pytest.mark.parametrize("gid,m", MEASURED, ids=IDS)
def test_the_kept_figures_follow_from_their_outcomes_and_the_current_settings(gid, m):
    gt = GAMES[gid]
    assert m["opponents"] == resolve(gt.bot_params, {}), f"the default bots changed; regenerate: {REGENERATE.format(gid)}"
    assert m["window_ms"] == fairness.WINDOW_MS and m["delay_ms"] == list(latency_table.DELAY), REGENERATE.format(gid)
    assert m["lag_cap_ms"] == fairness.HOST_LAG_CAP_MS, f"the host's lag changed; regenerate: {REGENERATE.format(gid)}"
    assert set(m["rules"]) == set(latency.RULES), f"the rules changed; regenerate: {REGENERATE.format(gid)}"
    assert m["games"] == 2 * m["deals"] >= 4000 and m["seeds"] == [1, m["deals"]]
    for rule, r in m["rules"].items():
        assert len(r["outcomes"]) == 4 * m["deals"]
        assert latency._rule(r["outcomes"], 1) == r, rule
    assert m["command"] == f"python -m games simulate --game {gid} --latency --games {m['games']} --seed 1" + (
        f" --edition {m['params']['edition']}" if gt.editions else "")


@pytest.mark.parametrize("gid,m", MEASURED, ids=IDS)
def test_the_kept_figures_are_the_engines_own_for_a_sample_of_their_seeds(gid, m):
    params = {"edition": m["params"]["edition"]} if "edition" in m["params"] else {}
    deals = m["deals"]
    for seed in sorted({1, 2, deals // 2, deals}):
        got = latency.outcome(gid, params, None, seed)
        for rule in latency.RULES:
            assert got[rule] == m["rules"][rule]["outcomes"][4 * (seed - 1):4 * seed], (
                f"{gid} seed {seed}: the engine now plays this game otherwise; regenerate: {REGENERATE.format(gid)}")


@pytest.mark.parametrize("gid,m", MEASURED, ids=IDS)
def test_the_words_say_the_window_the_hosts_lag_then_the_figures_with_both_then_the_comparisons(gid, m):
    w = latency_words(m, GAMES[gid])
    said = w["summary"]
    assert said.startswith("At a shared table, actions that reach the host within 150 ms of each other count "
                           "as simultaneous")
    assert f"over {m['games']:,} seeded games" in said and "50 to 150 ms away" in said
    at = [said.index("as long as the round trip of the farthest person"), said.index("Measured, not guessed")]
    for rule in ("lag", "window", "none"):
        r = m["rules"][rule]
        a = r["advantage"]
        host = said.index(f"{100 * r['host']['share']:.1f} %", at[-1])
        assert said.index(f"{100 * r['remote']['share']:.1f} %", host) > host, rule
        at.append(said.index(f"{a['verdict']}", host))
    assert at == sorted(at), "the window, the lag, then the page's rule, the window alone and no window, in order"
    assert "with the window alone" in said and "with no window (first come, first served)" in said
    for forbidden in ("'lag'", "[", "]", "remote", "host_lag", "seat 0", "seat 1"):
        assert forbidden not in said + w["how"], forbidden
    assert w["command"] == m["command"] and "swapped" in w["how"]
    shown = GAMES[gid].describe()["latency"]
    assert all("outcomes" not in r for s in shown for r in s["rules"].values())


def test_the_words_name_the_cap_of_the_hosts_lag_from_the_engine(monkeypatch):
    gid, m = MEASURED[0]
    assert f"at most {fairness.HOST_LAG_CAP_MS} ms" in latency_words(m, GAMES[gid])["summary"]
    monkeypatch.setattr(fairness, "HOST_LAG_CAP_MS", 275)
    assert "at most 275 ms" in latency_words(m, GAMES[gid])["summary"]


def test_the_command_line_refuses_a_turn_based_game_an_odd_count_and_writing_another_table(capsys):
    assert main(["simulate", "--game", "railway", "--latency", "--games", "2"]) == 2
    assert "turn-based" in capsys.readouterr().err
    assert main(["simulate", "--game", "bourse", "--latency", "--games", "3"]) == 2
    assert "even" in capsys.readouterr().err
    assert main(["simulate", "--game", "bourse", "--latency", "--games", "2", "--players", "3", "--write"]) == 2
    assert "default table" in capsys.readouterr().err


def test_the_engine_wheel_carries_the_figures_so_the_browsers_engine_describes_them_too():
    """The wheel Pyodide loads holds each game's package data by the patterns of pyproject.toml; the
    figures are read when the game is imported (and so are in the engine's snapshot)."""
    import tomllib
    from fnmatch import fnmatch

    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]["games"]
    for gid, _m in MEASURED:
        assert any(fnmatch(f"{gid}/lab/latency.json", p) for p in patterns), gid


@pytest.mark.parametrize("gid,m", MEASURED, ids=IDS)
def test_the_pages_command_computes_the_kept_outcomes_of_every_rule_for_a_sample_of_seeds(gid, m, capsys):
    """The command the page names (``m["command"]``, its table and options as given), run for two
    seeds at a time at the start, the middle and the end of the kept seeds (four games a rule),
    gives the kept outcomes of those seeds under every rule."""
    words = m["command"].split()
    assert words[:4] == ["python", "-m", "games", "simulate"]
    args = words[3:]
    for flag in ("--games", "--seed"):
        i = args.index(flag)
        del args[i:i + 2]
    deals = m["deals"]
    for first in sorted({1, deals // 2, deals - 1}):
        assert main(args + ["--games", "4", "--seed", str(first), "--json", "--quiet"]) == 0
        (got,) = json.loads(capsys.readouterr().out)
        assert got["params"] == m["params"] and got["opponents"] == m["opponents"]
        for rule in latency.RULES:
            kept = m["rules"][rule]["outcomes"][4 * (first - 1):4 * (first + 1)]
            assert got["rules"][rule]["outcomes"] == kept, f"{rule}, seeds {first}-{first + 1}; regenerate: " \
                                                          f"{REGENERATE.format(gid)}"
