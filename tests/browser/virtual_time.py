"""The page's clock in the test's hands (Playwright's clock), shared by the browser tests of the tables.

A table's time is the page's clock (docs/js/table/clock.js reads performance.now()), and its bots
act on the page's timer ticks. Left to the wall clock, what a test sees depends on how fast the
machine runs it: a bot may take the offer the test was about to take, a claim window may close
while an audit runs, a round may need more wall time than a deadline allows. Frozen, the table
stands still until the test moves its clock on, by a stated amount of game time, and waits for the
engine's answers to that move; a table then plays the same on a slow machine as on a fast one."""
from __future__ import annotations

import datetime
import time

from playwright.sync_api import Error as PlaywrightError

TICK_MS = 120  # docs/js/table/page_life.js: the bots' tick
ANSWER_LIMIT_S = 120  # how long the engine may take to answer, on the busiest machine


def install(page) -> None:
    """Give the page Playwright's clock before it loads (it runs as the wall clock does until
    :func:`freeze`): timers set before the clock is installed stay on the wall clock, so a table's
    ticks must be set after it. Once per page; the clock stays across reloads."""
    if not getattr(page, "_topeka_clock", False):
        page.clock.install()
        page._topeka_clock = True


def freeze(page) -> None:
    """Stop the page's clock (timers, Date, performance.now): nothing the table does by time
    happens until :func:`advance`. The page must have been loaded after :func:`install`."""
    if not getattr(page, "_topeka_clock", False):
        raise AssertionError("install the clock (virtual_time.install) before the page loads")
    # 20 ms ahead (the clock runs until it pauses; a datetime holds whole microseconds only), and
    # a datetime, not a number: Playwright's Python API reads a number as seconds (its protocol,
    # and page.evaluate's Date.now(), as milliseconds), which jumped the clock a thousandfold ahead
    # On a loaded machine more than 20 ms may pass between reading the clock and pausing it, and
    # Playwright refuses to pause in the past: then read it again, further ahead each time.
    for ahead_ms in (20, 200, 2000):
        now_ms = page.evaluate("Date.now()")
        try:
            page.clock.pause_at(datetime.datetime.fromtimestamp((now_ms + ahead_ms) / 1000, tz=datetime.timezone.utc))
            break
        except PlaywrightError as exc:
            if "to the past" not in str(exc) or ahead_ms == 2000:
                raise
    page._topeka_frozen = True  # test_accessibility.audit runs axe without the page's timers
    settle(page)


def thaw(page) -> None:
    """Let the page's clock run as the wall clock does again (after :func:`freeze`). The clock stays
    installed across a reload, frozen or not: a page that must then do by its own timers what a
    test does not move time for (the theme's instant navigation) needs it running."""
    page.clock.resume()
    page._topeka_frozen = False


def settle(page) -> None:
    """Wait until the page's worker has answered every call sent to it (the page has then drawn the
    answers); fail if it has not after ANSWER_LIMIT_S, which only a hung worker takes."""
    end = time.monotonic() + ANSWER_LIMIT_S
    while page.evaluate("globalThis.__topeka ? __topeka.runtime.pendingCalls : 0"):
        if time.monotonic() > end:
            raise AssertionError(f"the engine did not answer within {ANSWER_LIMIT_S} s")
        time.sleep(0.02)


def advance(page, ms: int) -> None:
    """Let ``ms`` of the page's time pass, one bots' tick at a time, each tick's answers awaited
    before the next (so the bots act exactly when their time comes, however slow the machine)."""
    while ms > 0:
        step = min(ms, TICK_MS)
        page.clock.run_for(step)
        settle(page)
        ms -= step


def advance_until(page, done, limit_ms: int = 5 * 60_000, step_ms: int = 240):
    """Let the page's time pass ``step_ms`` at a time until ``done()`` is truthy (returned), for at
    most ``limit_ms`` of the page's time (a bound in the table's time, the same on every machine)."""
    waited = 0
    while True:
        value = done()
        if value:
            return value
        if waited >= limit_ms:
            raise AssertionError(f"not so after {limit_ms // 1000} s of the page's time")
        advance(page, step_ms)
        waited += step_ms
