"""A demo on a page, as every browser test opens it and waits for it: one place for where a demo is,
how to tell its engine has booted, and what "open a demo" means.

    d = open_demo(page, f"{site_url}games/railway/{hash_}", phases="turn|waiting|claim", clock=True)
    wait_ready(page)          # the page's (first) demo
    wait_ready(lab(page))     # or a given one
"""
from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from limits import BOOT_TIMEOUT_MS
from virtual_time import install

# Inside the page's content: the theme's search (Zensical's) adds a role="status" of its own.
DEMO = ".md-content .topeka-demo"
PHASE_TIMEOUT_MS = 30_000  # a booted demo reaches its first phase at once; the machine may be busy


def demo(page, kind: str | None = None):
    """The page's demo, or the one whose ``data-demo`` is ``kind`` ("lab", "bourse", ...)."""
    return page.locator(DEMO if kind is None else f"{DEMO}[data-demo={kind}]")


def lab(page):
    """The page's simulation lab (a demo too: it has a status line and boots the same engine)."""
    return demo(page, "lab")


def _demo(where):
    return demo(where) if isinstance(where, Page) else where


def status(where):
    """The status line (loading, Ready, Failed) of a demo, or of a page's first demo."""
    return _demo(where).locator("[role=status]").first


def status_box(where):
    """The status line's box: its ``data-status`` is the runtime's state (loading, ready, failed),
    whatever the line says (a table's says its state once the engine is up)."""
    return _demo(where).locator(".topeka-runtime-status").first


def unfold(where, name: str) -> None:
    """Open a demo's fold (a <details> below the table: How to play, Play together, Options, the
    pace) as a reader does, by its summary, unless it is open already."""
    summary = _demo(where).locator("summary").filter(has_text=re.compile(f"^{re.escape(name)}$"))
    if summary.locator("xpath=..").get_attribute("open") is None:
        summary.click()


def wait_ready(where, phases: str | re.Pattern | None = None, timeout: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until a demo, or a page's first demo, is ready (its engine has booted and answers)
    and, given ``phases`` (a pattern of ``data-phase`` values), until its table is in one of them."""
    d = _demo(where)
    expect(status_box(d)).to_have_attribute("data-status", "ready", timeout=timeout)
    if phases is not None:
        expect(d).to_have_attribute("data-phase", re.compile(phases) if isinstance(phases, str) else phases,
                                    timeout=PHASE_TIMEOUT_MS)


def wait_all_ready(page, where: str = "", timeout: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until every demo on the page is mounted and, where it has a status line, booted: its box's
    data-status is "ready". (The line itself says a table's state once its engine is up, not Ready, and
    a demo mounts a task after the page's load: asking the line for Ready found no line to ask on most
    runs, and the table's state on a slow one.) ``where`` names the page in a failure."""
    demos = page.locator(DEMO)
    for i in range(demos.count()):
        d = demos.nth(i)
        expect(d, f"{where}: a demo did not mount").to_have_attribute("data-mounted", "1", timeout=timeout)
        box = d.locator(".topeka-runtime-status")
        if box.count():
            expect(box.first, f"{where}: a demo did not boot").to_have_attribute("data-status", "ready", timeout=timeout)


def open_demo(page, url: str, phases: str | re.Pattern | None = None, *, clock: bool = False):
    """Go to ``url`` and wait until its demo is ready (:func:`wait_ready`); return the demo.
    ``clock``: first give the page Playwright's clock (virtual_time.install), so that the test may
    freeze the table's time."""
    if clock:
        install(page)
    page.goto(url)
    d = demo(page)
    wait_ready(d, phases)
    return d
