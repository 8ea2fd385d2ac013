"""A readable text rendering of a game's events (used for the golden playthroughs).

``transcript(game)`` replays ``game.to_record()`` from scratch, collecting every event, public
and private, and renders one line per event: ``[   1234] P2 offers 2 (#7)``; each game words
its own events (``Game.transcript_line``).  The rendering is
a pure function of the record, so the same record gives the same text on every Python.
"""
from __future__ import annotations

from .rng import Deals


#: the words of the events the core adds to every game's (a record that ends before a deal it does not hold)
CORE_SENTENCES = {
    "record_ends": "The record ends here, with the last scoring: the next deal is not in it.",
}


def fields_line(e: dict) -> str:
    """An event listed field by field: the words for an event a game does not word."""
    return f"{e['type']} {sorted((a, b) for a, b in e.items() if a not in ('type', 't'))}"


def word(table: dict, e: dict, *context, otherwise=fields_line) -> str:
    """Event ``e`` in the words ``table[e["type"]]`` gives: a format string over the event's
    fields (``"P{seat} to play"``) or a function ``(e, *context) -> str``; a type the table does
    not word is worded by ``otherwise(e)``.  Each game's wording module is such tables."""
    w = table.get(e["type"]) or CORE_SENTENCES.get(e["type"])
    if w is None:
        return otherwise(e)
    return w.format_map(e) if isinstance(w, str) else w(e, *context)


def game_over_line(e: dict) -> str:
    """The transcript line of a ``game_over`` event with ``winners``, ``clause`` and ``scores``."""
    return f"game over: winner(s) {', '.join('P%d' % s for s in e['winners'])} [{e['clause']}] scores {e['scores']}"


def render_events(game, events: list[dict]) -> list[str]:
    """Lines for ``events``, each worded by ``game.transcript_line``."""
    out = []
    for e in events:
        text = game.transcript_line(e)
        first, *rest = text.split("\n")
        out.append(f"[{e['t']:>7}] {first}")
        out.extend(" " * 10 + r for r in rest)
    return out


def transcript(game) -> str:
    """Text of every event of ``game`` (replayed from its record), with a header."""
    rec = game.to_record()
    seed = rec["seed"] if "seed" in rec else Deals(rec["deals"])
    g = type(game)(rec["params"], seed, *(() if rec.get("position") is None else (rec["position"],)))
    dealt = f"seed {rec['seed']}" if "seed" in rec else f"{len(rec['deals'])} deals"
    lines = [f"# {rec['game']} {dealt} version {rec['version']}",
             "# params " + ", ".join(f"{k}={rec['params'][k]!r}" for k in sorted(rec["params"]))]
    lines += render_events(g, g.opening_events)
    for a in rec["actions"]:
        lines += render_events(g, g.apply(a))
    return "\n".join(lines) + "\n"


def bot_transcript(game_id: str, params: dict | None = None, seed: int = 0, bots: dict | None = None,
                   max_rounds: int | None = None) -> str:
    """Play a bot-only game (optionally stopping after ``max_rounds`` rounds) and render it."""
    from .registry import GAMES
    from .scheduler import Table

    gt = GAMES[game_id]
    game = gt.game(params, seed)
    Table(game, (), bots, seed, make_bot=gt.make_bot).run(max_rounds=max_rounds)
    return transcript(game)
