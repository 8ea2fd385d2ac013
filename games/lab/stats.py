"""Integer accumulators and the statistics read from them, for simulation labs.

A lab plays many seeded games in chunks (a browser reports progress between chunks) and must get
exactly the numbers a single run gets.  So each chunk returns *integer* counters only (sums, sums
of squares, histograms keyed by strings), which add up in any order and any chunking to the same
totals; statistics are computed once, from the totals.

Use::

    from games.lab import stats

    acc = {"n": 0, "sum": 0, "sq": 0, "hist": {}}
    acc["n"] += 1; acc["sum"] += x; acc["sq"] += x * x; stats.inc(acc["hist"], x)
    total = stats.add(acc_a, acc_b)                 # nested dicts / lists / ints, key-wise
    jobs = stats.join_ranges([(0, 20), (20, 40)])   # [0, 40]; ValueError on a gap or an overlap
    stats.mean(s, n), stats.sd(s, sq, n), stats.quantile(hist, q)
    stats.mean_half_width(s, sq, n), stats.share_half_width(k, n)    # of a normal 95 % interval
    stats.money(-456) == "−$456"; stats.pct(0.25) == "25.0 %"
"""
from __future__ import annotations

import math


def inc(hist: dict, key: int, by: int = 1) -> None:
    """Count ``by`` at ``key`` of a histogram (keys are strings, so it stays JSON)."""
    k = str(key)
    hist[k] = hist.get(k, 0) + by


def copy(v):
    if isinstance(v, dict):
        return {k: copy(x) for k, x in v.items()}
    if isinstance(v, list):
        return [copy(x) for x in v]
    return v


def add(a, b):
    """``a + b`` for counters: ints add, lists add element-wise, dicts key-wise (a missing key
    counts as zero).  Neither argument is changed."""
    if isinstance(a, dict):
        out = dict(a)
        for k, v in b.items():
            out[k] = add(out[k], v) if k in out else copy(v)
        return out
    if isinstance(a, list):
        return [add(x, y) for x, y in zip(a, b)]
    return a + b


def join_ranges(ranges) -> list[int]:
    """The job range ``[lo, hi]`` covered by chunks ``[(lo, hi)]``; ``ValueError`` when they overlap
    or leave a gap."""
    ranges = sorted(tuple(r) for r in ranges)
    if not ranges:
        return [0, 0]
    jobs = [ranges[0][0], ranges[0][1]]
    for lo, hi in ranges[1:]:
        if lo < jobs[1]:
            raise ValueError("partials overlap")
        if lo != jobs[1]:
            raise ValueError("partials leave a gap")
        jobs[1] = hi
    return jobs


def mean(s, n):
    return s / n if n else 0.0


def sd(s, sq, n):
    """Sample standard deviation from a sum and a sum of squares."""
    if n < 2:
        return 0.0
    var = (sq - s * s / n) / (n - 1)
    return math.sqrt(var) if var > 0 else 0.0


def mean_half_width(s, sq, n):
    """Half-width of a normal 95 % interval of the mean."""
    return 1.96 * sd(s, sq, n) / math.sqrt(n) if n > 1 else 0.0


def share_half_width(k, n):
    """Half-width of a normal 95 % interval of a proportion k / n."""
    if not n:
        return 0.0
    p = k / n
    return 1.96 * math.sqrt(p * (1 - p) / n)


def quantile(hist: dict, q: float):
    """The smallest key of an integer-keyed histogram at which the cumulative count reaches ``q``."""
    items = sorted((int(k), v) for k, v in hist.items())
    total = sum(v for _k, v in items)
    if not total:
        return 0
    need = q * total
    acc = 0
    for k, v in items:
        acc += v
        if acc >= need:
            return k
    return items[-1][0]


def without_seeds(acc: dict) -> dict:
    """A lab's arms' counters as its result shows them: without the per-seed values kept for the
    paired differences (``per_game``; over 10,000 games they would be most of the result)."""
    return {arm: {k: v for k, v in a.items() if k != "per_game"} for arm, a in acc.items()}


def fixed(x, d=2) -> str:
    return f"{x:.{d}f}"


def money(x, d=0) -> str:
    """Dollars with a true minus sign: -456 -> '−$456'."""
    text = f"{abs(x):.{d}f}"
    return ("−$" if x < 0 and float(text) != 0 else "$") + text


def pct(x, d=1) -> str:
    return f"{100 * x:.{d}f} %"


def rounded(x):
    return round(x, 4)


__all__ = ["add", "copy", "fixed", "inc", "join_ranges", "mean", "mean_half_width", "money", "pct", "quantile",
           "rounded", "sd", "share_half_width", "without_seeds"]
