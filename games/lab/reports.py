"""What ``python -m games simulate`` prints for bot-only games: a game's *report*.

A report is ``report(results, info) -> (json_obj, text)``: ``results`` are the games' ``summary``
dicts in seed order, ``info`` is ``{"title", "params" (resolved), "bots", "seeds": [first, last],
"players", "all" (include every summary in the JSON), "elapsed" (wall seconds), "quiet"}``.  A game
names its own in its lab (``GameLab.report``); :func:`default_report` serves the others: :func:`round_report`
for games played in scored rounds, whose summaries carry ``rounds``, ``winners``, ``trades`` and
``round_ms`` (and ``fines`` if any), else :func:`wins_report`, which needs only ``winners``.
"""
from __future__ import annotations


def round_report(results: list, info: dict) -> tuple[dict, str]:
    """Rounds per game, trades per round, virtual round time, fines, shared wins, win share by seat
    (a shared win counts as a share to each winner) and speed."""
    resolved, elapsed = info["params"], info["elapsed"]
    n, games = info.get("players", resolved.get("players")), len(results)
    rounds = sum(r["rounds"] for r in results)
    wins = _win_shares(results, n)
    agg = {
        "games": games, "params": resolved, "bots": info["bots"], "seeds": info["seeds"],
        "rounds_per_game": rounds / max(1, games),
        "trades_per_round": sum(r["trades"] for r in results) / max(1, rounds),
        "mean_round_seconds": sum(sum(r["round_ms"]) for r in results) / max(1, rounds) / 1000,
        "win_share_by_seat": [w / max(1, games) for w in wins],
        "fines_per_game": sum(sum(r.get("fines", ())) for r in results) / max(1, games),
        "shared_wins": sum(1 for r in results if len(r["winners"]) > 1),
        "wall_seconds": elapsed, "games_per_second": games / max(elapsed, 1e-9),
        "rounds_per_second": rounds / max(elapsed, 1e-9),
    }
    first, last = info["seeds"]
    edition = f"{resolved['edition']}, " if "edition" in resolved else ""
    text = (f"{games} games of {info['title']} ({edition}{n} players), seeds {first}..{last}, bots {info['bots']}\n"
            f"  rounds per game     {agg['rounds_per_game']:.2f}\n"
            f"  trades per round    {agg['trades_per_round']:.1f}\n"
            f"  virtual round time  {agg['mean_round_seconds']:.1f} s\n"
            + (f"  fines per game      ${agg['fines_per_game']:.1f}\n" if any("fines" in r for r in results) else "")
            + f"  shared wins         {agg['shared_wins']}\n"
            "  win share by seat   " + " ".join(f"P{s}:{w:.3f}" for s, w in enumerate(agg["win_share_by_seat"])) + "\n"
            f"  speed               {agg['games_per_second']:.1f} games/s, {agg['rounds_per_second']:.0f} rounds/s\n")
    return {"aggregate": agg, "games": results if info["all"] else None}, text


def _win_shares(results: list, n: int) -> list[float]:
    """Wins by seat, a shared win counting as a share to each winner."""
    wins = [0.0] * n
    for r in results:
        for w in r["winners"]:
            wins[w] += 1 / len(r["winners"])
    return wins


def wins_report(results: list, info: dict) -> tuple[dict, str]:
    """Win share by seat, shared wins and speed: what every game's summary (``winners``) gives."""
    n, games, elapsed = info["players"], len(results), info["elapsed"]
    wins = _win_shares(results, n)
    agg = {"games": games, "params": info["params"], "bots": info["bots"], "seeds": info["seeds"],
           "win_share_by_seat": [w / max(1, games) for w in wins],
           "shared_wins": sum(1 for r in results if len(r["winners"]) > 1),
           "wall_seconds": elapsed, "games_per_second": games / max(elapsed, 1e-9)}
    first, last = info["seeds"]
    text = (f"{games} games of {info['title']} ({n} players), seeds {first}..{last}, bots {info['bots']}\n"
            f"  shared wins         {agg['shared_wins']}\n"
            "  win share by seat   " + " ".join(f"P{s}:{w:.3f}" for s, w in enumerate(agg["win_share_by_seat"])) + "\n"
            f"  speed               {agg['games_per_second']:.1f} games/s\n")
    return {"aggregate": agg, "games": results if info["all"] else None}, text


def default_report(results: list, info: dict) -> tuple[dict, str]:
    """:func:`round_report` when every summary is of scored rounds, else :func:`wins_report`."""
    rounds = results and all({"rounds", "trades", "round_ms"} <= set(r) for r in results)
    return (round_report if rounds else wins_report)(results, info)


__all__ = ["default_report", "round_report", "wins_report"]
