"""Can a newcomer win at the default table?  Measured, not guessed.

Each game's bot strategies name a *newcomer* (``GameType.bots.newcomer``, a strategy of
:mod:`games.core.strategies`): simple, slow, without memory, playing as someone who has just read
"How to play".  :func:`measure` seats it where the reader sits at the page's table
(seat 0) against the table's default opponents (the game's bots at their default options, or
those given), plays ``games`` seeded games to their end, and counts its wins: a shared win counts
as its share.  The target is at least 0.6 of a fair share (``1 / players``).

The figures each page shows are measured by the command below and kept beside the game as
``games/<game>/lab/newcomer.json`` (read when the game's lab is imported; ``GameType.describe()``
carries them, so the build ships them with the demo's options)::

    python -m games simulate --game railway --newcomer --games 1000 --seed 1 --json

Every measurement keeps its outcome per seed (``outcomes``: one character a game, ``1`` a win,
``2``..``7`` a win shared by that many, ``0`` anything else), so a test replays a sample of seeds
and proves the stored figure is the engine's.
"""
from __future__ import annotations

import sys

from games.core.registry import GAMES
from games.core.scheduler import Table
from games.core.wording import plural
from games.lab.measure import Measure, UnitOfWork
from games.lab.page_words import bots_words

#: the target: the newcomer wins at least this share of a fair share (1 / players)
TARGET = 0.6
SEAT = 0


def outcome(game_id: str, params: dict | None, bots: dict | None, seed: int, seat: int = SEAT) -> str:
    """One game, the newcomer at ``seat``: '1' it won, 'k' (2..9) it shared the win with k - 1
    others, '0' it did not win (or nobody did)."""
    gt = GAMES[game_id]
    game = gt.game(params, seed)
    strategies = gt.bots

    def make(g, s, b, rng):
        return strategies.make(strategies.newcomer, g, s, b, rng) if s == seat else strategies.make_bot(g, s, b, rng)

    Table(game, (), bots, seed, make_bot=make).run()
    winners = gt.summary(game)["winners"]
    return str(len(winners)) if seat in winners else "0"


def outcomes(game_id: str, params: dict | None, bots: dict | None, seeds, seat: int = SEAT) -> str:
    return "".join(outcome(game_id, params, bots, s, seat) for s in seeds)


def summarise(game_id: str, params: dict | None, bots: dict | None, first: int, results: str,
              seat: int = SEAT) -> dict:
    """The measurement as data: what was played, against whom, and the newcomer's share."""
    gt = GAMES[game_id]
    probe = gt.game(params, 0)
    players = probe.players
    wins = sum(1 / int(c) for c in results if c != "0")
    games = len(results)
    rate = wins / games if games else 0.0
    fair = 1 / players
    from games.core.params import resolve
    opponents = resolve(gt.bot_params, bots)
    given = {k: v for k, v in (params or {}).items()}
    command = " ".join(["python -m games simulate", f"--game {game_id}", "--newcomer", f"--games {games}",
                        f"--seed {first}"] + [f"--{k.replace('_', '-')} {v}" for k, v in sorted(given.items())]
                       + [f"--{k.replace('_', '-')} {v}" for k, v in sorted((bots or {}).items())])
    return {
        "game": game_id, "params": probe.params, "players": players, "seat": seat,
        "newcomer": _about(gt.bots.newcomer),
        "opponents": opponents, "games": games, "seeds": [first, first + games - 1],
        "wins": round(wins, 3), "win_rate": round(rate, 4), "fair_share": round(fair, 4),
        "share_of_fair": round(rate / fair, 3), "target": TARGET, "meets_target": rate / fair >= TARGET,
        "command": command, "outcomes": results,
    }


def _about(newcomer) -> str:
    """What the newcomer plays like: its module's docstring, after its first line."""
    doc = (sys.modules[newcomer.__module__].__doc__ or "") if newcomer else ""
    return " ".join(doc.strip().split("\n\n")[1].split()) if "\n\n" in doc.strip() else doc.strip()


def measure(game_id: str, params: dict | None = None, bots: dict | None = None, games: int = 1000,
            seed: int = 1, seat: int = SEAT) -> dict:
    """:func:`summarise` of ``games`` games from seeds ``seed`` .. ``seed + games - 1``."""
    return summarise(game_id, params, bots, seed, outcomes(game_id, params, bots, range(seed, seed + games), seat),
                     seat)


def default_tables(game_type, params: dict) -> list[dict]:
    """The table given, or, with no option given, the default table of each edition of a game with
    editions (the tables its page shows)."""
    return [params] if params or not game_type.editions else [{"edition": ed} for ed in game_type.editions]


def said(game_type, params: dict, m: dict) -> str:
    """The measurement of one table in a line, as the command prints it."""
    return (f"{game_type.title}{' ' + params['edition'] if 'edition' in params else ''}: a newcomer at seat "
            f"{m['seat'] + 1} of {m['players']} won {m['wins']:g} of {m['games']} games (seeds {m['seeds'][0]}.."
            f"{m['seeds'][1]}) against bots ({', '.join(f'{k}={v}' for k, v in m['opponents'].items())}): "
            f"{m['win_rate']:.3f}, {m['share_of_fair']:.2f} of a fair share "
            f"(target {m['target']}: {'met' if m['meets_target'] else 'NOT met'})")


# ------------------------------------------------------------------------------ the page's words
def newcomer_words(m: dict, gt) -> dict:
    """What a page says of a newcomer measurement (:mod:`games.lab.measures.newcomer`): ``summary`` (what
    was measured, against whom, over how many games, and the share it won), ``how`` (how the
    newcomer plays) and ``command`` (the command that measures it again)."""
    players, games = m["players"], m["games"]
    pct = f"{100 * m['win_rate']:.1f}"
    bots = bots_words(m.get("opponents", {}))
    verdict = "above" if m["share_of_fair"] >= m["target"] else "below"
    summary = (f"Can a newcomer win here? Measured, not guessed: a bot that plays like a newcomer (simple, slow, "
               f"with no memory) took your seat in {games:,} games, each a different deal, at this page's default "
               f"table of {plural(players, 'player')}, against the default bots{' ' + bots if bots else ''}. "
               f"It won {pct} % of them (a shared win counts as its share): {m['share_of_fair']:g} of a fair "
               f"share (one game in {players}), {verdict} the target of {m['target']:g}.")
    return {"summary": summary, "how": m.get("newcomer", ""), "command": m.get("command", "")}


def shown(m: dict, game_type) -> dict:
    """A kept measurement as the page gets it: in words, without the per-seed outcomes."""
    return {**{k: v for k, v in m.items() if k != "outcomes"}, "words": newcomer_words(m, game_type)}


def _unavailable(game_type) -> str | None:
    return None if game_type.bots.newcomer is not None else f"{game_type.id} has no newcomer bot"


MEASURE = Measure(
    name="newcomer", flag="--newcomer", order=20, unavailable=_unavailable,
    help="how often the game's newcomer bot (seat 1) wins against the default opponents (or the bot options given)",
    tables=default_tables, chunk=UnitOfWork(outcomes), summarise=summarise, join="".join, line=said,
    keeps="newcomer.json", shown=shown)

__all__ = ["MEASURE", "SEAT", "TARGET", "measure", "newcomer_words", "outcome", "outcomes",
           "summarise"]
