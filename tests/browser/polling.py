"""Polling a condition the page offers no event for (a worker's state, a cache's contents), shared
by the browser tests."""
from __future__ import annotations


def wait_for(page, check, seconds=30):
    """``check()`` once it is truthy, polled every 250 ms for up to ``seconds``; else its last value."""
    for _ in range(seconds * 4):
        value = check()
        if value:
            return value
        page.wait_for_timeout(250)
    return check()
