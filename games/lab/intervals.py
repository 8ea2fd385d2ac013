"""Intervals for the labs: is a share, or a difference between two rules, more than noise?

Standard library only and deterministic (the bootstrap draws from the engine's own PCG32,
:mod:`games.core.rng`, never from the global ``random``), so the browser's Pyodide and CPython
give the same numbers.  Only ``+ - * /`` and ``math.sqrt`` (correctly rounded in IEEE 754) are
used, so no result depends on a platform's libm.

* :func:`wilson` - the Wilson score interval of a share ``k / n`` (Wilson 1927).  Unlike the
  normal ("Wald") interval ``p +- 1.96 sqrt(p(1-p)/n)`` it stays inside [0, 1] and does not
  shrink to a point at 0/n or n/n; ``k`` may be fractional (a shared win counts as its share).
* :func:`paired_normal` - the paired difference of means on the same seeds: the mean of the
  per-seed differences ``b_i - a_i`` +- 1.96 of their standard error (a normal interval of the
  per-seed differences).  Pairing removes the luck of the deal that both rules share.
* :func:`paired_bootstrap` - the same difference with a percentile bootstrap interval: the seeds
  are resampled with replacement ``resamples`` times (the same resampled seeds for every series
  given, since every arm of a lab plays the same seeds), and the interval is the 2.5th and
  97.5th percentiles of the resampled mean differences.  Seeded: the same ``seed`` gives the
  same interval.
* :func:`paired` - the lab's choice between them: the bootstrap below :data:`NORMAL_FROM`
  seeds (few games, where a normal interval may mislead), the normal interval from there on
  (the bootstrap's cost grows as seeds x resamples).  Every result names its ``method``.
* :func:`verdict` - the words: ``"beyond noise"`` when the 95 % interval excludes zero,
  ``"within noise"`` when it does not.

Use::

    from games.lab import intervals

    lo, hi = intervals.wilson(50, 100)                   # (0.4038, 0.5962) to 4 decimals
    d = intervals.paired(a_values, b_values, seed=1)     # {"n", "a", "b", "diff", "lo", "hi", "method", "verdict"}
    intervals.verdict(d["lo"], d["hi"])                  # "beyond noise" / "within noise"
    intervals.per_game(acc["per_game"], "rounds", i, 7)  # a per-seed value in a lab's integer counters
"""
from __future__ import annotations

import math

from games.core.rng import Rng

#: the normal quantile of a two-sided 95 % interval
Z95 = 1.96
#: resamples of the labs' bootstrap
RESAMPLES = 1000
#: from this many paired seeds on, :func:`paired` gives the normal interval of the per-seed differences
NORMAL_FROM = 500

BEYOND = "beyond noise"
WITHIN = "within noise"

METHODS = {
    "normal": "normal interval of the per-seed differences (mean ± 1.96 standard errors)",
    "bootstrap": f"percentile bootstrap over the seeds ({RESAMPLES:,} resamples, seeded)",
}


def wilson(k: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval ``(lo, hi)`` of the share ``k / n``; ``(0.0, 1.0)`` when ``n`` is 0."""
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= k <= n:
        raise ValueError("a share needs 0 <= k <= n")
    p = k / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _diffs(a, b) -> list:
    if len(a) != len(b):
        raise ValueError("paired series need the same seeds (the same length)")
    return [y - x for x, y in zip(a, b)]


def paired_normal(a, b, z: float = Z95) -> dict:
    """The paired difference ``mean(b - a)`` with the normal interval of the per-seed differences."""
    d = _diffs(a, b)
    n = len(d)
    if not n:
        return _result(0, 0.0, 0.0, 0.0, 0.0, 0.0, "normal")
    s = sum(d)
    mean = s / n
    if n > 1:
        var = (sum(x * x for x in d) - s * s / n) / (n - 1)
        half = z * math.sqrt(var / n) if var > 0 else 0.0
    else:
        half = 0.0
    return _result(n, sum(a) / n, sum(b) / n, mean, mean - half, mean + half, "normal")


def resampled_sums(series: list, resamples: int = RESAMPLES, seed: int = 0):
    """For each of ``resamples`` bootstrap resamples of the seeds (drawn with replacement from the
    engine's PCG32 seeded with ``seed``), the sum of each series over the resampled seeds."""
    n = len(series[0]) if series else 0
    if any(len(s) != n for s in series):
        raise ValueError("bootstrapped series need the same seeds (the same length)")
    below = Rng(seed).fork("bootstrap").randbelow
    for _r in range(resamples):
        picks = [below(n) for _i in range(n)] if n else []
        yield [sum([s[i] for i in picks]) for s in series]


def _percentiles(values: list) -> tuple[float, float]:
    """The 2.5th and 97.5th percentiles of the bootstrap values (sorted in place)."""
    values.sort()
    lo_i = int(0.025 * len(values))
    hi_i = max(lo_i, int(0.975 * len(values)) - 1)
    return values[lo_i], values[hi_i]


def bootstrap_means(series: list, resamples: int = RESAMPLES, seed: int = 0) -> list[tuple[float, float]]:
    """Percentile bootstrap intervals ``[(lo, hi)]`` of the mean of each series, all resampled on the
    same seeds (each series is one value per seed, in the same seed order)."""
    if not series:
        return []
    n = len(series[0])
    if n == 0:
        return [(0.0, 0.0) for _s in series]
    sums: list[list] = [[] for _s in series]
    for got in resampled_sums(series, resamples, seed):
        for out, x in zip(sums, got):
            out.append(x)
    return [(lo / n, hi / n) for lo, hi in map(_percentiles, sums)]


def bootstrap_stat(series: list, stat, resamples: int = RESAMPLES, seed: int = 0) -> tuple | None:
    """The percentile bootstrap interval ``(lo, hi)`` of ``stat(means)``, a statistic of the series'
    means (a ratio, say), the seeds resampled for all series alike; resamples where ``stat`` is
    ``None`` (undefined) are left out, and ``None`` comes back when most are."""
    n = len(series[0]) if series else 0
    if not n:
        return None
    got = [v for v in (stat([x / n for x in sums]) for sums in resampled_sums(series, resamples, seed))
           if v is not None]
    if 2 * len(got) < resamples:
        return None
    return _percentiles(got)


def paired_bootstrap(a, b, resamples: int = RESAMPLES, seed: int = 0) -> dict:
    """The paired difference ``mean(b - a)`` with a seeded percentile bootstrap interval."""
    d = _diffs(a, b)
    n = len(d)
    if not n:
        return _result(0, 0.0, 0.0, 0.0, 0.0, 0.0, "bootstrap")
    (lo, hi), = bootstrap_means([d], resamples, seed)
    return _result(n, sum(a) / n, sum(b) / n, sum(d) / n, lo, hi, "bootstrap")


def paired_many(pairs: list, seed: int = 0, normal_from: int = NORMAL_FROM) -> list[dict]:
    """:func:`paired` for several ``(a, b)`` pairs on the same seeds at once: one bootstrap draws the
    resampled seeds once for them all (the pairs must be of one length when bootstrapped)."""
    small = [i for i, (a, _b) in enumerate(pairs) if len(a) < normal_from]
    out: list = [paired_normal(a, b) for a, b in pairs]
    groups: dict[int, list[int]] = {}
    for i in small:
        groups.setdefault(len(pairs[i][0]), []).append(i)
    for n, idx in sorted(groups.items()):
        diffs = [_diffs(*pairs[i]) for i in idx]
        for i, (lo, hi) in zip(idx, bootstrap_means(diffs, RESAMPLES, seed)):
            r = out[i]
            out[i] = _result(r["n"], r["a"], r["b"], r["diff"], lo, hi, "bootstrap") if n else r
    return out


def paired(a, b, seed: int = 0, normal_from: int = NORMAL_FROM) -> dict:
    """The paired difference of ``b`` against ``a`` (one value per seed each, the same seeds in the
    same order), with a 95 % interval: the bootstrap below ``normal_from`` seeds, else normal."""
    return paired_many([(a, b)], seed, normal_from)[0]


def verdict(lo: float, hi: float) -> str:
    """``"beyond noise"`` when the interval ``[lo, hi]`` excludes zero, else ``"within noise"``."""
    return BEYOND if lo > 0 or hi < 0 else WITHIN


def _result(n, a, b, diff, lo, hi, method) -> dict:
    return {"n": n, "a": a, "b": b, "diff": diff, "lo": lo, "hi": hi, "method": method,
            "verdict": verdict(lo, hi)}


def heading(r: dict, what: str, tail: str = "") -> str:
    """The first line of a measure's text (games.lab.measures.skill, speed): the game, its edition, what is
    measured, the games and seeds, and the fair share."""
    ed = f" {r['params']['edition']}" if "edition" in r["params"] else ""
    return (f"{r['title']}{ed}: {what}, seat {r['seat'] + 1} of {r['players']} against the default bots{tail}, "
            f"{r['games']} games (seeds {r['seeds'][0]}..{r['seeds'][1]}); fair share {r['fair_share']:.3f}")


# ------------------------------------------------------------------------------ per-seed counters
def per_game(store: dict, measure: str, game: int, value: int) -> None:
    """Keep ``value`` of ``measure`` for game (seed) ``game`` in a lab's counters: ``store[measure]``
    maps the game's index (a string, so it stays JSON) to an integer.  Chunks hold disjoint games, so
    :func:`games.lab.stats.add` joins them in any order to the same store."""
    store.setdefault(measure, {})[str(game)] = value


def series(store_a: dict, store_b: dict, measure: str, measure_b: str | None = None) -> tuple[list, list]:
    """The per-seed values of ``measure`` in two arms (``measure_b`` in the second, if given), on the
    games both have played, in seed order."""
    a = store_a.get(measure, {})
    b = store_b.get(measure_b or measure, {})
    keys = sorted((k for k in a if k in b), key=int)
    return [a[k] for k in keys], [b[k] for k in keys]


def scaled(result: dict, by) -> dict:
    """A paired result in other units: its means and interval divided by ``by`` (integer counters
    in sixtieths of a win, or milliseconds, become shares or minutes)."""
    out = dict(result)
    for k in ("a", "b", "diff", "lo", "hi"):
        out[k] = result[k] / by
    return out


__all__ = ["BEYOND", "METHODS", "NORMAL_FROM", "RESAMPLES", "WITHIN", "Z95", "bootstrap_means", "bootstrap_stat", "heading", "paired",
           "paired_bootstrap", "paired_many", "paired_normal", "per_game", "resampled_sums", "scaled", "series", "verdict", "wilson"]
