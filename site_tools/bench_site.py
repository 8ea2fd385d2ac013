"""The site every browser measurement of ``make bench`` uses (boot, engine, lab): one module that
imports neither :mod:`site_tools.bench` nor :mod:`site_tools.bench_lab`, so they no longer import
each other."""
from __future__ import annotations

from site_tools.paths import BUILD


def bench_site():
    """One site for every browser measurement of ``make bench``: built for its own URL (instant
    navigation needs it), plus the empty page of the bare boot and the engine's bench page. Returns a started ServedSite whose
    server counts the bytes it sends."""
    from site_tools.bench_boot import BARE_PAGE_SCRIPT, BARE_WORKER, EMPTY_PAGE, count_bytes
    from site_tools.bench_engine import BROWSER_PAGE, BROWSER_PAGE_SCRIPT, BROWSER_WORKER
    from site_tools.browser import ServedSite
    from site_tools.build import build

    site = ServedSite(BUILD / "bench-site")
    build(site.url, site.dir, "mkdocs", quiet=True)
    bench_dir = site.dir / "bench"
    bench_dir.mkdir(exist_ok=True)
    (bench_dir / "index.html").write_text(EMPTY_PAGE)
    (bench_dir / "bare.js").write_text(BARE_PAGE_SCRIPT)  # the page's script: the policy refuses inline ones
    (bench_dir / "bare-worker.js").write_text(BARE_WORKER)
    (bench_dir / "engine.html").write_text(BROWSER_PAGE)  # the engine's speed in Chromium
    (bench_dir / "engine.js").write_text(BROWSER_PAGE_SCRIPT)
    (bench_dir / "engine-worker.js").write_text(BROWSER_WORKER)
    count_bytes(site)
    site.start()
    return site
