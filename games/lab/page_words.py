"""Words the lab's measures share on the pages: the same phrase for the same thing in every measure,
and the table of a lab's paired differences (:func:`differences_table`).

Every number a page shows is a formatted string; a difference of shares is in percentage points, with
a true minus sign.
"""
from __future__ import annotations

from games.lab import intervals
from games.lab.stats import pct


def bots_words(opponents: dict) -> str:
    """The default bots of a measurement in words: 'of strength 2, at the steady speed'."""
    parts = []
    if "strength" in opponents:
        parts.append(f"of strength {opponents['strength']}")
    if "speed" in opponents:
        parts.append(f"at the {opponents['speed']} speed")
    return ", ".join(parts)


def edition(r: dict) -> str:
    """', 1903 rules' for a result of one edition, else nothing."""
    ed = r["params"].get("edition") if isinstance(r.get("params"), dict) else None
    return f", {ed} rules" if ed else ""


def signed(x: float) -> str:
    """A difference of shares in percentage points, signed, with a true minus sign: '+1.5', '−0.3'."""
    return f"{100 * x:+.1f}".replace("-", "−")


def points(x: float) -> str:
    """'+1.5 points'."""
    return signed(x) + " points"


def interval(lo: float, hi: float) -> str:
    """A 95 % interval of a share: '4.6–69.9 %'."""
    return f"{100 * lo:.1f}–{100 * hi:.1f} %"


def number(x: float, share: bool) -> str:
    """A share as a percentage, anything else with two decimals."""
    return pct(x) if share else f"{x:.2f}"


def difference(m: dict, share: bool) -> str:
    """A paired difference with its 95 % interval (a share's in percentage points)."""
    if share:
        return f"{points(m['diff'])} ({signed(m['lo'])} to {signed(m['hi'])})"
    return (f"{m['diff']:+.2f} ({m['lo']:+.2f} to {m['hi']:+.2f})").replace("-", "−")


METHOD_WORDS = {"bootstrap": "percentile bootstrap over the seeds", "normal": "normal interval of the per-seed differences"}


def differences_table(found: list, tid: str, title: str) -> dict:
    """A lab's paired differences (each ``{"comparison", "words", "share"?, "n", "a", "b", "diff", "lo", "hi",
    "method", "verdict"}``, a share's in shares) as a page table: a row each, a sentence naming those beyond
    noise, and a chart of each difference as a percentage of the first rule's mean, with its interval."""
    rows, beyond = [], []
    for d in found:
        share = d.get("share", False)
        num = (lambda x: pct(x)) if share else (lambda x: f"{x:.2f}")
        diff = difference(d, share)
        rows.append([d["comparison"], d["words"], f"{d['n']:,}", num(d["a"]), num(d["b"]), diff,
                     METHOD_WORDS.get(d["method"], d["method"]), d["verdict"]])
        if d["verdict"] == intervals.BEYOND:
            beyond.append(f"{d['comparison']}, {d['words'][0].lower() + d['words'][1:]}: {diff}")
    scale = [100 / abs(d["a"]) if d["a"] else 0 for d in found]
    return {"id": tid, "title": title,
            "caption": "Each comparison plays the same seeds under both rules, so each seed gives a difference (after "
                       "less before) and the luck of the deal both share cancels. In brackets, the 95 % interval of the "
                       "mean difference (a share's in percentage points); beyond noise when it leaves out zero.",
            "columns": ["Comparison", "Measure", "Seeds", "Before", "After", "Difference (95 % interval)", "Method",
                        "Reading"],
            "rows": rows,
            "sentences": [f"Beyond noise: {'; '.join(beyond)}." if beyond else "No difference here is beyond noise."],
            "chart": {"type": "bar", "indexAxis": "y", "x": "Difference (% of the first rule's mean, with its 95 % interval)",
                      "y": "Comparison", "labels": [[d["comparison"], d["words"]] for d in found],
                      "series": [{"label": "mean difference",
                                  **{k: [round(d[m] * f, 2) for d, f in zip(found, scale)]
                                     for k, m in (("data", "diff"), ("lo", "lo"), ("hi", "hi"))}}]}}


__all__ = ["METHOD_WORDS", "bots_words", "difference", "differences_table", "edition", "interval", "number", "points",
           "signed"]
