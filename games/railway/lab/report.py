"""What ``python -m games simulate --game railway`` prints (its lab's ``report``, see
:mod:`games.lab.reports`): a turn-based game has turns, not scored rounds, and a game may end
without a winner."""
from __future__ import annotations


def simulation_report(results: list, info: dict) -> tuple[dict, str]:
    """Win share by seat, games without a winner, turns per game."""
    params, games = info["params"], len(results)
    n = params["players"]
    first, last = info["seeds"]
    wins = [sum(1 for r in results if r["winner"] == s) / max(1, games) for s in range(n)]
    result = {"params": params, "bots": info["bots"], "seeds": [first, last], "win_share_by_seat": wins,
              "no_winner": sum(1 for r in results if r["winner"] is None) / max(1, games),
              "turns_per_game": sum(r["turns"] for r in results) / max(1, games),
              "games": results if info["all"] else games}
    text = (f"{games} railway games, {n} players, seeds {first}..{last}, bots {info['bots']}\n"
            f"  win share by seat   {' '.join(f'P{s}:{w:.3f}' for s, w in enumerate(wins))}\n"
            f"  no winner           {result['no_winner']:.3f}\n"
            f"  turns per game      {result['turns_per_game']:.1f}\n")
    if not info["quiet"]:
        text += f"({games} games in {info['elapsed']:.1f} s, {games / max(info['elapsed'], 1e-9):.0f} games/s)\n"
    return result, text
