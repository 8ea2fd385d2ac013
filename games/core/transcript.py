"""A readable text rendering of a game's events (used for the golden playthroughs).

``transcript(game)`` replays ``game.to_record()`` from scratch, collecting every event, public
and private, and renders one line per event: ``[   1234] P2 offers 2 (#7)``.  The rendering is
a pure function of the record, so the same record gives the same text on every Python.
"""
from __future__ import annotations


def _fmt(e: dict) -> str:
    k = e["type"]
    if k == "deal":
        tg = "" if e.get("telegram") is None else f"; Telegram to P{e['telegram']}"
        return f"round {e['round']}: P{e['dealer']} deals, signal at {e['signal_t']}{tg}"
    if k == "hand":
        return f"P{e['to']} is dealt {' '.join(e['cards'])}"
    if k == "offer":
        return f"P{e['seat']} offers {e['count']} (#{e['offer']})"
    if k == "cancel":
        return f"P{e['seat']} takes back #{e['offer']}"
    if k == "trade":
        return f"P{e['taker']} takes #{e['offer']} from P{e['giver']} ({e['count']})"
    if k == "received":
        tg = " + Telegram" if e.get("telegram") else ""
        return f"  P{e['to']} receives {' '.join(e['cards'])}{tg}"
    if k == "fine":
        return f"P{e['seat']} fined ${e['amount']} [{e['clause']}]: {e['reason']}"
    if k == "call":
        return f"P{e['seat']} calls {e['word']!r}: no call ({e['reason']})"
    if k == "round_end":
        row = e["row"]
        hands = " | ".join(" ".join(h) for h in e["hands"])
        lines = [f"P{e['caller']} calls TOPEKA with {e['railroad']}: round {e['round']} ends",
                 f"  hands: {hands}",
                 f"  stock {row['stock']} telegram {row['telegram']} fines {row['fines']} totals {row['totals']}"]
        return "\n".join(lines)
    if k == "game_over":
        return f"game over: winner(s) {', '.join('P%d' % s for s in e['winners'])} [{e['clause']}] scores {e['scores']}"
    return f"{k} {sorted((a, b) for a, b in e.items() if a not in ('type', 't'))}"


def render_events(events: list[dict]) -> list[str]:
    out = []
    for e in events:
        text = _fmt(e)
        first, *rest = text.split("\n")
        out.append(f"[{e['t']:>7}] {first}")
        out.extend(" " * 10 + r for r in rest)
    return out


def transcript(game) -> str:
    """Text of every event of ``game`` (replayed from its record), with a header."""
    from games import new_game

    rec = game.to_record()
    g = new_game(rec["game"], rec["params"], rec["seed"])
    lines = [f"# {rec['game']} seed {rec['seed']} version {rec['version']}",
             "# params " + ", ".join(f"{k}={rec['params'][k]!r}" for k in sorted(rec["params"]))]
    lines += render_events(g.opening_events)
    for a in rec["actions"]:
        lines += render_events(g.apply(a))
    return "\n".join(lines) + "\n"


def bot_transcript(game_id: str, params: dict | None = None, seed: int = 0, bots: dict | None = None,
                   max_rounds: int | None = None) -> str:
    """Play a bot-only game (optionally stopping after ``max_rounds`` rounds) and render it."""
    from games import GAMES, new_game
    from .scheduler import Table

    game = new_game(game_id, params, seed)
    Table(game, (), bots, seed, make_bot=GAMES[game_id].make_bot).run(max_rounds=max_rounds)
    return transcript(game)
