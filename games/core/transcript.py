"""A readable text rendering of a game's events (used for the golden playthroughs).

``transcript(game)`` replays ``game.to_record()`` from scratch, collecting every event, public
and private, and renders one line per event: ``[   1234] P2 offers 2 (#7)``; each game words
its own events (``Game.transcript_line``).  The rendering is
a pure function of the record, so the same record gives the same text on every Python.
"""
from __future__ import annotations


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
    g = type(game)(rec["params"], rec["seed"], *(() if rec.get("position") is None else (rec["position"],)))
    lines = [f"# {rec['game']} seed {rec['seed']} version {rec['version']}",
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
