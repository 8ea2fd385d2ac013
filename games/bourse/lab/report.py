"""What ``python -m games simulate --game bourse`` prints (its lab's ``report``, see
:mod:`games.lab.reports`): Bourse is played in hands to a target, has no fines, and its
length is the measure of a "quick game" (bourse-special-5-game-a)."""
from __future__ import annotations

from games.lab import stats


def simulation_report(results: list, info: dict) -> tuple[dict, str]:
    """Hands per game (mean, median, 90th percentile, longest), the closer's net, closes under +10,
    Selling losses of hands counting nothing, exchanges per hand, shared wins, win share by seat."""
    params, games = info["params"], len(results)
    n = params["players"]
    first, last = info["seeds"]
    lengths: dict = {}
    for r in results:
        stats.inc(lengths, r["rounds"])
    hands = sum(r["rounds"] for r in results)
    closer_nets = [row[c] for r in results for c, row in zip(r["closers"], r["nets"])]
    wins = [0.0] * n
    for r in results:
        for w in r["winners"]:
            wins[w] += 1 / len(r["winners"])
    agg = {
        "games": games, "params": params, "bots": info["bots"], "seeds": [first, last],
        "hands_per_game": hands / max(1, games), "median_hands": stats.quantile(lengths, 0.5),
        "p90_hands": stats.quantile(lengths, 0.9), "max_hands": max((int(k) for k in lengths), default=0),
        "closer_mean_net": sum(closer_nets) / max(1, len(closer_nets)),
        "small_close_share": sum(x < 10 for x in closer_nets) / max(1, len(closer_nets)),
        "selling_lost_without_rf": sum(r["selling_lost_without_rf"] for r in results),
        "exchanges_per_hand": sum(r["trades"] for r in results) / max(1, hands),
        "shared_wins": sum(1 for r in results if len(r["winners"]) > 1),
        "win_share_by_seat": [w / max(1, games) for w in wins],
        "wall_seconds": info["elapsed"], "games_per_second": games / max(info["elapsed"], 1e-9),
    }
    text = (f"{games} games of {info['title']} ({n} players, to {params['target']}), seeds {first}..{last}, "
            f"bots {info['bots']}\n"
            f"  hands per game      {agg['hands_per_game']:.2f} (median {agg['median_hands']}, 90 % within "
            f"{agg['p90_hands']}, longest {agg['max_hands']})\n"
            f"  closer's net        {agg['closer_mean_net']:+.1f} a hand; {stats.pct(agg['small_close_share'])} of "
            "the closes under +10\n"
            f"  Selling card's loss on a hand counting nothing  {agg['selling_lost_without_rf']} times in {hands} "
            "hands\n"
            f"  exchanges per hand  {agg['exchanges_per_hand']:.1f}\n"
            f"  shared wins         {agg['shared_wins']}\n"
            "  win share by seat   " + " ".join(f"P{s}:{w:.3f}" for s, w in enumerate(agg["win_share_by_seat"])) + "\n")
    if not info["quiet"]:
        text += f"  speed               {agg['games_per_second']:.1f} games/s\n"
    return {"aggregate": agg, "games": results if info["all"] else None}, text


__all__ = ["simulation_report"]
