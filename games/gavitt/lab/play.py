"""The simulation lab's games (:mod:`games.gavitt.lab.experiments`): one bot-only game of an arm, and the
integer counters it adds to that arm's accumulator (the lab's tables are made from them in
:mod:`games.gavitt.lab.result_tables`)."""
from __future__ import annotations

from games.lab import stats
from games.lab.intervals import per_game
from games.core.scheduler import Table

from ..bots import GavittBot, resolve_bot_params
from ..rules import GavittGame

SCORE_BIN = 50
#: a game that has not ended after this many bot steps is a bug, not a long game
MAX_STEPS = 3_000_000


def _bot_factory(config: dict, players: int, careless_seat, careless):
    bots = {"speed": config["speed"]}
    base = resolve_bot_params(bots, players)
    if careless_seat is None:
        per_seat = [base] * players
    else:
        per_seat = [dict(base, careless=careless if s == careless_seat else 0.0) for s in range(players)]

    def make(game, seat, _bots, rng):
        return GavittBot(game, seat, per_seat[seat], rng)

    return make


def new_acc(players: int) -> dict:
    """An arm's empty accumulator: integer sums, sums of squares and histograms (games.lab.stats)."""
    return {
        "games": 0, "unfinished": 0,
        "rounds_sum": 0, "rounds_sq": 0, "rounds_hist": {},
        "ms_sum": 0, "ms_sq": 0, "minutes_hist": {},
        "round_n": 0, "round_sum": 0, "round_sq": 0, "round_hist": {},
        "trades": 0, "play_ms": 0,
        "leader_games": 0, "leader_wins60": 0,
        "wins60": [0] * players, "shared": 0, "final_sum": [0] * players,
        "spread_sum": 0,
        "tg_rounds": 0, "tg_caller": 0, "tg_swing": 0,
        "fines": {},
        "deal1_n": 0, "deal1_max": 0, "deal1_four": 0,
        "deal_n": 0, "deal_max": 0, "deal_four": 0, "deal_max_hist": {},
        "later_rounds": 0, "later_trades": 0, "later_ms": 0,
        # per game (seed) index, for the paired differences between arms (games.lab.intervals):
        # rounds, ms, dealer60 (the first dealer's win, in sixtieths), spread (final), care60 and gap
        # (the careless seat's win and its final score times players-1 less the others' sum)
        "per_game": {},
    }


def _deal_stats(acc: dict, game: GavittGame, first: bool) -> None:
    for c in game.counts:
        m = max(c)
        if first:
            acc["deal1_n"] += 1
            acc["deal1_max"] += m
            acc["deal1_four"] += m >= 4
        else:
            acc["deal_n"] += 1
            acc["deal_max"] += m
            acc["deal_four"] += m >= 4
            stats.inc(acc["deal_max_hist"], m)


def play(arm: dict, config: dict, seed: int, acc: dict) -> None:
    """Play one game of ``arm`` with ``seed`` and add what it shows to ``acc``."""
    n = config["players"]
    game = GavittGame(arm["params"], seed)
    table = Table(game, (), None, seed, make_bot=_bot_factory(config, n, arm["careless_seat"], arm["careless"]))
    _deal_stats(acc, game, True)
    _play_out(game, table, arm, seed, n, acc)
    sheet = game.sheet
    rounds = len(sheet)
    acc["games"] += 1
    acc["rounds_sum"] += rounds
    acc["rounds_sq"] += rounds * rounds
    stats.inc(acc["rounds_hist"], rounds)
    ms = game.now
    acc["ms_sum"] += ms
    acc["ms_sq"] += ms * ms
    stats.inc(acc["minutes_hist"], ms // 60000)
    _round_stats(acc, game)
    winners = game.winners
    share = 60 // len(winners)
    for w in winners:
        acc["wins60"][w] += share
    if len(winners) > 1:
        acc["shared"] += 1
    for s in range(n):
        acc["final_sum"][s] += game.scores[s]
    acc["spread_sum"] += max(game.scores) - min(game.scores)
    g = seed - config["seed"]
    pg = acc["per_game"]
    per_game(pg, "rounds", g, rounds)
    per_game(pg, "ms", g, ms)
    per_game(pg, "dealer60", g, share if 0 in winners else 0)
    per_game(pg, "spread", g, max(game.scores) - min(game.scores))
    if arm["careless_seat"] is not None:
        cs = arm["careless_seat"]
        per_game(pg, "care60", g, share if cs in winners else 0)
        per_game(pg, "gap", g, game.scores[cs] * (n - 1) - (sum(game.scores) - game.scores[cs]))
    first = sheet[0]["totals"]
    top = max(first)
    leaders = [s for s in range(n) if first[s] == top]
    if len(leaders) == 1:
        acc["leader_games"] += 1
        if leaders[0] in winners:
            acc["leader_wins60"] += share


def _play_out(game: GavittGame, table: Table, arm: dict, seed: int, n: int, acc: dict) -> None:
    """The bots play the game to its end; each fine and each new deal counted as it comes."""
    fines_on = game.fines_on
    fines = acc["fines"]
    step = table.step
    rnd = game.round
    steps = 0
    while not game.over:
        evs = step()
        if evs is None:
            raise RuntimeError(f"no bot wants to act (seed {seed}, arm {arm['id']})")
        if fines_on:
            for e in evs:
                if e["type"] == "fine":
                    row = fines.setdefault(e["clause"], [0] * (2 * n))
                    row[e["seat"]] += e["amount"]
                    row[n + e["seat"]] += 1
        if game.round != rnd:
            rnd = game.round
            _deal_stats(acc, game, False)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"game did not end (seed {seed}, arm {arm['id']})")


def _round_stats(acc: dict, game: GavittGame) -> None:
    """Each round's scores, length, trades and the Telegram's part in it."""
    gap = game.params["round_gap_ms"]
    prev = None
    for i, row in enumerate(game.sheet):
        for v in row["net"]:
            acc["round_n"] += 1
            acc["round_sum"] += v
            acc["round_sq"] += v * v
            stats.inc(acc["round_hist"], (v // SCORE_BIN) * SCORE_BIN)
        start = 0 if prev is None else prev + gap
        length = row["t"] - start
        acc["trades"] += row["trades"]
        acc["play_ms"] += length
        if i > 0:
            acc["later_rounds"] += 1
            acc["later_trades"] += row["trades"]
            acc["later_ms"] += length
        tg = row["telegram"]
        if any(tg):
            acc["tg_rounds"] += 1
            acc["tg_caller"] += tg[row["caller"]] < 0
            acc["tg_swing"] += sum(abs(x) for x in tg)
        prev = row["t"]
