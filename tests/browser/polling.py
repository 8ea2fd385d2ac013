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


def settled(page, read: str, arg=None, alike: int = 2, limit: int = 3000):
    """What ``read`` (a JavaScript function of ``arg``: a height, boxes) gives once it has given the
    same on ``alike`` consecutive frames: a measure of a layout the browser may still be changing (a
    block drawn as it comes near the screen, a control added late, a web font swapped in) is taken
    once it has stopped changing, however long the machine takes to get there. Fails if it still
    changes after ``limit`` frames. (Frames come from the page's clock: not on a frozen one.)"""
    out = page.evaluate("""([arg, alike, limit]) => new Promise((done) => {
        const read = (%s);
        let last = JSON.stringify(read(arg)), same = 1, seen = 1;
        const look = () => {
          const now = JSON.stringify(read(arg));
          same = now === last ? same + 1 : 1;
          last = now;
          seen += 1;
          if (same >= alike || seen >= limit) done({ value: JSON.parse(now), same });
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look); })""" % read, [arg, alike, limit])
    assert out["same"] >= alike, f"{read} still changed after {limit} frames (last: {out['value']!r})"
    return out["value"]


# The boxes of the elements given (element handles), as Playwright's bounding_box() gives them,
# all read in the same moment.
BOXES = """(els) => els.map((e) => { const r = e.getBoundingClientRect();
  return { x: r.x, y: r.y, width: r.width, height: r.height }; })"""


def settled_boxes(page, *locators) -> list[dict]:
    """The boxes of ``locators`` (one element each), read together once they have been the same on
    two consecutive frames (:func:`settled`)."""
    return settled(page, BOXES, [loc.element_handle() for loc in locators])


def boxes_now(page, *locators) -> list[dict]:
    """The boxes of ``locators`` read in one task, for a page whose clock is frozen (nothing moves
    it until the test lets time pass, and it has no frames to wait for)."""
    return page.evaluate(BOXES, [loc.element_handle() for loc in locators])


# Nothing left for the page to draw or say: its worker has answered every call sent to it (the demo
# draws its table from the answers), and the table's announcements, batched on a page timer
# (docs/js/table/log.js), are made. Read on consecutive frames, so that what an answer sets off in
# the frame after it (a drawing, an announcement) is counted too.
QUIET = """() => { const t = globalThis.__topeka;
  return !t || ((t.runtime ? t.runtime.pendingCalls : 0) === 0 && (t.pendingAnnouncements || 0) === 0); }"""


def quiet(page, timeout_ms: int = 60_000, alike: int = 3) -> None:
    """Wait until the page has been :data:`QUIET` on ``alike`` consecutive frames: the state a reader
    sees once the engine and the table have caught up, however long the machine takes to get there.
    (What the page does in a task of its own after an answer, docs/js/tasks.js, comes before the
    next frame: a call or an announcement it makes breaks the run of quiet frames.)"""
    page.evaluate("globalThis.__topekaQuietFrames = 0")
    page.wait_for_function(f"""(alike) => {{ const q = ({QUIET})();
        globalThis.__topekaQuietFrames = q ? (globalThis.__topekaQuietFrames || 0) + 1 : 0;
        return globalThis.__topekaQuietFrames >= alike; }}""", arg=alike, polling="raf", timeout=timeout_ms)
