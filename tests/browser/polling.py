"""Polling a condition the page offers no event for (a worker's state, a cache's contents), shared
by the browser tests."""
from __future__ import annotations


def wait_for(page, check, seconds=60):
    """``check()`` once it is truthy, polled every 250 ms for up to ``seconds``; else its last value."""
    for _ in range(seconds * 4):
        value = check()
        if value:
            return value
        page.wait_for_timeout(250)
    return check()


def frames(page, n: int = 2) -> None:
    """Wait until the page has drawn ``n`` more frames (what a change of layout, such as a block
    coming near the screen, needs before it shows), however long the machine takes to draw them."""
    page.evaluate("""(n) => new Promise((done) => {
        const next = (k) => k ? requestAnimationFrame(() => next(k - 1)) : done();
        next(n); })""", n)


def after_page_timers(page, ms: int) -> None:
    """Wait until the page's own timers set to fire within ``ms`` from now have run (a timer set now
    for ``ms`` fires after every earlier one due by then, however late a busy machine runs them),
    then two frames."""
    page.evaluate("""(ms) => new Promise((done) => setTimeout(
        () => requestAnimationFrame(() => requestAnimationFrame(done)), ms))""", ms)


def scroll_recorded(page) -> None:
    """Wait until Material's instant navigation has recorded the current scroll offset (it does so
    100 ms after scrolling stops, in history.state). A link followed before then has the old page's
    offset written over the new page's entry, which then keeps that offset instead of going to its
    #anchor: a reader never clicks that fast, a test does."""
    page.wait_for_function("() => history.state !== null && history.state.x === Math.max(0, scrollX)"
                           " && history.state.y === Math.max(0, scrollY)")
