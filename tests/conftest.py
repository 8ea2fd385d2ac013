"""Shared fixtures: the built site served on 127.0.0.1, and Playwright pages that fail a test on any
console error, uncaught exception, failed request, HTTP error, or request to another origin.

The site is built once per test run with the site_url of the port it is then served on, because
Material's instant navigation only works when the site is served at its site_url, and with the
address of the run's own rendezvous for Play together (the PeerJS server on a free port, started
before the build and stopped after the run). A run alone builds them in its session; a run with
workers (pytest-xdist: ``make test`` runs two side by side) builds and serves them once, in the
controller, and gives each worker their addresses: the build runs in a process of its own while the
workers start on the tests that need no site (the engine's, the lab's, the fifth game's copy, which
builds a site of its own), and a test that needs the site waits for it (pytest_xdist_make_scheduler
below puts those tests last)."""
from __future__ import annotations

import contextlib
import json
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, settings
from playwright.sync_api import expect

from limits import BUILD_LIMIT_S, NAVIGATION_TIMEOUT_MS, PAGE_BOOT_LIMIT_MS
from site_tools.browser import CHROMIUM_FLAGS, ServedSite, chromium_executable, origin
from site_tools.paths import BUILD, ROOT
from site_tools.texts.model import load_all

# What must eventually be so gets 30 s, however busy the machine (Playwright's default is 5 s): no test
# asserts that something happens quickly (the machine may be shared and busy). A test waits longer where
# the work is long (a boot, a lab run); what must not happen is checked against events or the page's own
# clock, never against a short wait (tests/browser/virtual_time.py, polling.py).
expect.set_options(timeout=30_000)

# Hypothesis, for every test that uses it: no deadline per example and no health check on how long
# generating examples takes (both are wall-clock limits a busy machine trips); a test's own
# @settings may add to these, and those that set suppress_health_check list too_slow as well.
settings.register_profile("topeka", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("topeka")

# Origins of the sites served by this session; any other origin is refused and recorded.
SERVED_ORIGINS: set[str] = set()


def _site_dir(name: str) -> Path:
    """A fresh folder per test session, so two runs never clean each other's site. It lies inside
    the project because Zensical refuses a site_dir outside the project root."""
    (BUILD / "test-sites").mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(prefix=name + "-", dir=BUILD / "test-sites"))


# ------------------------------------------------------------------ one site for a run with workers
SHARED = "topeka_site"  # the key of the controller's site and rendezvous in each worker's workerinput
#: test folders (and files) that need no built site: a run of only these builds none
SITE_FREE = ("tests/engine", "tests/lab", "tests/platform/test_code_shape.py")
#: modules whose tests run on one worker, in the order collected: their session fixture is too
#: costly to make twice (the fifth game's copy builds a whole site). They need no built site either.
ONE_WORKER = ("tests/platform/test_fifth_game.py",)
#: the modules whose tests take longest (a minute or two: whole games, every page, a hundred rounds),
#: longest first: handed out as soon as the site is built, so that the run does not end with one
#: worker in a long test while the other has nothing left to do
LONG = ("tests/browser/test_soak.py", "tests/browser/test_every_page.py", "tests/browser/test_together.py",
        "tests/browser/test_offline.py", "tests/browser/test_together_trust.py", "tests/browser/test_snapshot.py",
        "tests/browser/test_lab.py", "tests/browser/test_tryit_words.py")
# The build, in a process of its own (the controller's own warnings policy, pyproject.toml, is
# applied to the project's modules there too: a warning from the build fails it).
BUILD_SCRIPT = """import sys, warnings
from pathlib import Path
warnings.filterwarnings("error", module=r"(games|site_tools)(\\.|$)")
from site_tools.build import build
build(sys.argv[1], Path(sys.argv[2]), "mkdocs", quiet=True, peer_url=sys.argv[3])
"""


def _distributing(config) -> bool:
    """Whether this process is the controller of a run with workers."""
    return not hasattr(config, "workerinput") and (config.getoption("numprocesses", None) or 0) > 0


def _needs_site(config) -> bool:
    if config.getoption("collectonly"):
        return False
    args = [str(a).split("::")[0].rstrip("/") for a in config.args] or ["tests"]
    return not all(any(a == f or a.startswith(f + "/") for f in SITE_FREE) for a in args)


def _in(nodeid: str, places) -> bool:
    path = nodeid.split("::")[0]
    return any(path == p or path.startswith(p + "/") for p in places)


def pytest_configure(config):
    """The controller of a run with workers serves the site, and runs the rendezvous, once for them
    all (each worker building its own would write the generated pages twice at once), and starts
    its build, which the workers' tests that need it wait for (``_mkdocs_site``)."""
    if hasattr(config, "workerinput"):
        shared = config.workerinput.get(SHARED)
        if shared:
            config._topeka_shared = json.loads(shared)
            SERVED_ORIGINS.update(config._topeka_shared["origins"])
        return
    if not (_distributing(config) and _needs_site(config)):
        return
    from site_tools.rendezvous import Rendezvous

    stack = contextlib.ExitStack()
    config._topeka_stack = stack
    server = stack.enter_context(Rendezvous("127.0.0.1", 0))
    site = ServedSite(_site_dir("mkdocs"))
    done = site.dir.with_name(site.dir.name + ".built")  # the build's exit status, once it has ended
    log = site.dir.with_name(site.dir.name + ".log")
    with open(log, "wb") as out:
        build = subprocess.Popen([sys.executable, "-c", BUILD_SCRIPT, site.url, str(site.dir), server.url],
                                 cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)

    def record():
        done.write_text(str(build.wait()))

    watcher = threading.Thread(target=record, daemon=True)
    watcher.start()

    def stop():
        if build.poll() is None:  # the run ended before the build did (interrupted)
            build.terminate()
        build.wait()
        watcher.join()
        site.stop()
        shutil.rmtree(site.dir, ignore_errors=True)
        done.unlink(missing_ok=True)
        log.unlink(missing_ok=True)

    site.start()  # nothing asks for a page before the build is done
    stack.callback(stop)
    SERVED_ORIGINS.add(origin(site.url))
    config._topeka_shared = {"site_url": site.url, "site_dir": str(site.dir), "peer_url": server.url,
                             "origins": [origin(site.url), origin(server.url)], "built": str(done),
                             "log": str(log)}


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """(pytest-xdist, in the controller) each worker is given the site and the rendezvous."""
    shared = getattr(node.config, "_topeka_shared", None)
    if shared:
        node.workerinput[SHARED] = json.dumps(shared)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """(pytest-xdist, in the controller, for ``-n N`` with the default ``--dist load``) Each test is
    a unit of work a free worker takes, except a module of ONE_WORKER, which is one unit (xdist's own
    ``--dist loadgroup`` no longer keeps a group on one worker under pytest 9: it marks the group in
    the test's node id, which pytest 9 no longer lets a plugin change). The units that need no built
    site come first (they run while the controller builds it), the longest of them, ONE_WORKER's,
    first of all; then the LONG modules', longest first; the rest in the order collected."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class Scheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return nodeid.split("::")[0] if _in(nodeid, ONE_WORKER) else nodeid

        def _assign_work_unit(self, node) -> None:
            if not self.__dict__.get("_ordered"):  # the queue is whole by the first assignment
                self._ordered = True
                def rank(unit):
                    if _in(unit[0], ONE_WORKER):
                        return (0, 0)
                    if _in(unit[0], SITE_FREE):
                        return (1, 0)
                    return next(((2, i) for i, place in enumerate(LONG) if _in(unit[0], (place,))), (3, 0))

                units = sorted(self.workqueue.items(), key=rank)
                self.workqueue.clear()
                self.workqueue.update(units)
            super()._assign_work_unit(node)

    return Scheduling(config, log)


def pytest_unconfigure(config):
    stack = getattr(config, "_topeka_stack", None)
    if stack:
        stack.close()


def _wait_for_build(shared) -> None:
    """(in a worker) Until the controller's build of the site has ended; fail if it failed."""
    done = Path(shared["built"])
    end = time.monotonic() + BUILD_LIMIT_S
    while not done.exists():
        if time.monotonic() > end:
            pytest.fail(f"the site's build did not end within {BUILD_LIMIT_S} s")
        time.sleep(0.5)
    status = done.read_text().strip()
    if status != "0":
        tail = Path(shared["log"]).read_text(encoding="utf-8", errors="replace")[-4000:]
        pytest.fail(f"the site's build failed (exit status {status}):\n{tail}")


def _shared(request):
    """The controller's site and rendezvous, in a worker of a run with workers (else None)."""
    return getattr(request.config, "_topeka_shared", None)


@pytest.fixture(scope="session")
def served_origins() -> set[str]:
    """The origins the pages' guard lets a page request (the sites this session serves): a test that
    serves a site of its own (tests/platform/test_fifth_game.py) adds its origin here."""
    return SERVED_ORIGINS


@pytest.fixture(scope="session")
def rendezvous(request):
    """The rendezvous of Play together (site_tools.rendezvous: the PeerJS server in Node) on a free
    port of 127.0.0.1, for the whole run; its origin counts as the site's own."""
    from site_tools.rendezvous import Rendezvous

    if _shared(request):
        yield SimpleNamespace(url=_shared(request)["peer_url"])
        return
    with Rendezvous("127.0.0.1", 0) as server:
        SERVED_ORIGINS.add(origin(server.url))
        yield server


@contextlib.contextmanager
def _served_site(name: str, renderer: str, generate: bool, peer_url: str | None):
    """Render the site into a fresh folder for the port it is served on, serve it, and clean up."""
    from site_tools.build import build, render

    site = ServedSite(_site_dir(name))
    if generate:
        build(site.url, site.dir, renderer, quiet=True, peer_url=peer_url)
    else:
        render(site.url, site.dir, renderer, peer_url=peer_url)
    try:
        with serving(site):
            yield site
    finally:
        shutil.rmtree(site.dir, ignore_errors=True)


@pytest.fixture
def serve():
    """``with serve(ServedSite(folder)) as site``: a site folder of the test's own, served (the
    tests import no conftest by name: under xdist another folder's conftest may answer)."""
    return serving


@contextlib.contextmanager
def serving(site: ServedSite):
    """Serve ``site`` while the block runs, its origin counted as the site's own (the guards allow it)."""
    site.start()
    SERVED_ORIGINS.add(origin(site.url))
    try:
        yield site
    finally:
        site.stop()


@pytest.fixture(scope="session")
def _mkdocs_site(request, rendezvous):
    """Generate pages and assets, render with MkDocs for the port we serve on, and serve it.
    Each run renders into its own folder, so two test runs never clean each other's site."""
    shared = _shared(request)
    if shared:
        _wait_for_build(shared)
        yield SimpleNamespace(url=shared["site_url"], dir=Path(shared["site_dir"]))
        return
    with _served_site("mkdocs", "mkdocs", generate=True, peer_url=rendezvous.url) as site:
        yield site


@pytest.fixture(scope="session")
def built_site(_mkdocs_site) -> Path:
    """The directory of the built HTML site (MkDocs + Material)."""
    return _mkdocs_site.dir


@pytest.fixture(scope="session")
def site_url(_mkdocs_site) -> str:
    """Base URL (with trailing slash) of the built site served on 127.0.0.1."""
    return _mkdocs_site.url


@pytest.fixture(scope="session")
def sitemap_urls(built_site, site_url) -> list[str]:
    """Every page of the built site, from its sitemap.xml (absolute URLs on the served site)."""
    from xml.etree import ElementTree

    tree = ElementTree.parse(built_site / "sitemap.xml")
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
    urls = [loc.text for loc in tree.getroot().findall("s:url/s:loc", ns)]
    assert urls and all(u.startswith(site_url) for u in urls)
    return urls


@pytest.fixture(scope="session")
def zensical_site_url(_mkdocs_site, rendezvous) -> str:
    """The same docs/ (generated for the MkDocs site) and the unchanged mkdocs.yml, rendered by
    Zensical and served on its own port."""
    with _served_site("zensical", "zensical", generate=False, peer_url=rendezvous.url) as site:
        yield site.url


@pytest.fixture(scope="session")
def base_url() -> None:
    """Playwright's contexts get no base URL: every test opens absolute URLs of the site it serves.
    This replaces pytest-playwright's fallback ``base_url``, a session-scoped fixture defined as a
    method of a plugin instance, which pytest deprecates (a PytestRemovedIn10Warning on every run)."""
    return None


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    args = dict(browser_type_launch_args)
    exe = chromium_executable()
    if exe:
        args["executable_path"] = exe
    args["args"] = CHROMIUM_FLAGS
    return args


@pytest.fixture
def browser_errors() -> list[str]:
    """Everything that went wrong in the page; the test fails at teardown if it is not empty.
    A test that provokes an error on purpose checks it and removes it from this list."""
    errors: list[str] = []
    yield errors
    assert not errors, "the page reported problems:\n" + "\n".join(errors)


def _guard_context(context, errors: list[str]) -> None:
    # The page's own boot time limit, raised for the tests (a test that wants a short one sets it
    # in its own init script, which this one then leaves alone): see tests/browser/limits.py.
    context.add_init_script(f"globalThis.TOPEKA_BOOT_TIMEOUT_MS ??= {PAGE_BOOT_LIMIT_MS};")
    # A first visit gets the learning pace (docs/js/table/pace.js: a reading time, then slow bots).
    # The tests play as a reader who has chosen the real pace, unless a test sets
    # TOPEKA_FIRST_VISIT in its own init script (tests/browser/test_gavitt_table.py).
    context.add_init_script("""try { if (!globalThis.TOPEKA_FIRST_VISIT && location.protocol.startsWith("http")
      && localStorage.getItem("topeka.table.learning") === null) localStorage.setItem("topeka.table.learning", "0"); } catch {}""")

    def route(route):
        url = route.request.url
        if url.startswith(("data:", "blob:")) or origin(url) in SERVED_ORIGINS:
            route.continue_()
        else:
            errors.append(f"request to another origin: {url}")
            route.abort()

    context.route("**/*", route)


def _guard_page(page, errors: list[str]) -> None:
    # Playwright's 30 s for a load event failed two snapshot fallback tests in a fresh-clone run on a
    # loaded machine (page.goto of /play/deal/ while the test served a rewrapped snapshot of tens of
    # MB through its route): a page that loads late is not a defect, one that never loads is.
    page.set_default_navigation_timeout(NAVIGATION_TIMEOUT_MS)
    page.on("console", lambda m: errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"uncaught exception: {e}"))

    def failed(request):
        failure = request.failure or ""
        # ERR_ABORTED is the page itself cancelling a request (leaving the page, or Material's
        # instant navigation dropping a superseded fetch), not the server or network failing.
        if "ERR_ABORTED" in failure:
            return
        errors.append(f"request failed: {request.url} ({failure})")

    page.on("requestfailed", failed)
    page.on("response", lambda r: errors.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None)


@pytest.fixture
def guarded_page(browser_errors):
    """Attach the guards to a page made by the test itself (e.g. in a JavaScript-disabled context)."""

    def guard(page):
        _guard_context(page.context, browser_errors)
        _guard_page(page, browser_errors)
        return page

    return guard


@pytest.fixture
def page(context, guarded_page):
    page = guarded_page(context.new_page())
    yield page
    page.close()


@pytest.fixture(scope="session")
def texts():
    """The four transcriptions (site_tools.texts.model), by text id."""
    return {t.id: t for t in load_all()}
