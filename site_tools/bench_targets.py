"""The goals of ``make bench``, in one place: the summary, and each part's own lines, hold a measure to
the target named here, never to a looser one of its own. Every target is a ratio of two measures from
the same run (times, or bytes), because machines differ by more than 2x in speed."""
from __future__ import annotations

# (key, what, target)
TARGETS = [
    ("demo_bytes_over_bare", "demo page's bytes before Ready / bare loadPyodide's (compressed)", 1.0),
    ("demo_over_bare", "demo page Ready / bare loadPyodide", 0.35),
    ("second_over_bare", "second demo page Ready after instant navigation / bare", 0.08),
    ("return_over_bare", "return visit (new tab, warm HTTP cache) Ready / bare", 0.2),
    ("notes_over_stripped", "1903 page on a phone, 4x CPU: worst long task, notes / stripped", 1.5),
    ("pyodide_over_cpython", "Pyodide (Chromium) / CPython engine time, six-player rounds", 1.2),
    ("lab_browser_over_cpython", "1,000 four-player games: browser lab / one CPython process", 0.8),
    ("jobs2_over_jobs1", "--jobs 2 / --jobs 1, CPython lab", 0.6),
    ("dask_over_one", "--scheduler (Dask LocalCluster, a worker per core) / one process, lab", 0.6),
]


def target(key: str) -> float:
    """The target of the measure `key`."""
    for k, _what, value in TARGETS:
        if k == key:
            return value
    raise KeyError(key)
