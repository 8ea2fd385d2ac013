"""The site kept for offline use (docs/js/offline.js, docs/sw.js, site_tools/offline.py): nothing is
stored until the reader asks; once kept, a demo boots and plays with the network off, a reload too;
a newer build is stored beside the kept one and taken only when the reader says so; and a page never
runs an engine of another build (the runtime refuses such a pair)."""
from __future__ import annotations

import json
import re
import shutil

import pytest
from playwright.sync_api import expect

from demo_pages import demo, status, wait_ready
from gavitt_play import start
from site_tools.browser import ServedSite
from site_tools.compress import precompress
from site_tools.offline import stamp

KEEP = "Keep this site for offline use"
KEPT = "This site is kept on this device: it opens and plays with the network off."
UPDATE = "A newer version of the site is stored on this device. Reload to use it."
STORE_MS = 300_000  # 60 MB from a local server, on a machine that may be busy
DEMO_1903 = "games/gavitt-1903/#play"


def kept_caches(page) -> list[str]:
    return page.evaluate("async () => (await caches.keys()).filter(n => n.startsWith('topeka-site-'))")


def registered(page) -> bool:
    return page.evaluate("async () => !!(await navigator.serviceWorker.getRegistration())")


def versions(page) -> tuple[str, str]:
    """The page's build and the build its engine came from."""
    return tuple(page.evaluate("""() => [document.querySelector('meta[name="topeka-version"]').content,
        globalThis.__topeka.runtime.site]"""))


def keep_site(page, url: str) -> None:
    page.goto(url)
    page.get_by_role("button", name=KEEP).click()
    expect(page.locator("[data-offline-status]")).to_have_text(KEPT, timeout=STORE_MS)


@pytest.fixture
def served_copy(built_site, tmp_path, serve):
    """A copy of the built site on a server of its own, which the test may change as a new build would."""
    copy = tmp_path / "site"
    shutil.copytree(built_site, copy)
    with serve(ServedSite(copy)) as site:
        yield site


def test_the_site_is_kept_only_when_the_reader_asks_and_then_a_demo_plays_with_the_network_off(browser, guarded_page, site_url,
                                                                                             browser_errors):
    context = browser.new_context()
    page = guarded_page(context.new_page())
    page.goto(site_url)
    expect(page.get_by_role("button", name=KEEP)).to_be_visible()
    # a visit stores nothing: no service worker, no kept files
    assert not registered(page) and kept_caches(page) == []
    keep_site(page, site_url)
    assert len(kept_caches(page)) == 1
    expect(page.get_by_role("button", name="Stop keeping it")).to_be_visible()
    # the network goes: a demo page never opened before comes from the device, boots and plays
    context.set_offline(True)
    page.goto(site_url + DEMO_1903)
    wait_ready(page, "ready|paused|between")
    start(demo(page))
    page.reload()
    wait_ready(page)
    pv, ev = versions(page)
    assert pv == ev and re.fullmatch("[0-9a-f]{16}", pv)
    # the reader stops keeping it: the files go, and with no network the site no longer opens
    context.set_offline(False)
    page.goto(site_url)
    page.get_by_role("button", name="Stop keeping it").click()
    expect(page.locator("[data-offline-status]")).to_have_text("The site is no longer kept on this device.")
    assert kept_caches(page) == [] and not registered(page)
    page.close()  # it was drawn from the files just removed
    context.set_offline(True)
    page = guarded_page(context.new_page())
    with pytest.raises(Exception, match="ERR_INTERNET_DISCONNECTED"):
        page.goto(site_url + DEMO_1903)
    browser_errors[:] = [e for e in browser_errors if "ERR_INTERNET_DISCONNECTED" not in e]  # provoked above
    context.close()


def test_a_newer_build_is_stored_beside_the_kept_one_and_a_page_never_runs_another_builds_engine(browser, guarded_page, served_copy):
    url = served_copy.url
    context = browser.new_context()
    home = guarded_page(context.new_page())
    keep_site(home, url)
    table = guarded_page(context.new_page())
    table.goto(url + DEMO_1903)
    wait_ready(table)
    first, engine = versions(table)
    assert first == engine
    # a new build is published: one of its pages changed, so the whole site has a new version
    index = served_copy.dir / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace("<h1", "<h1 data-build='second'", 1), encoding="utf-8")
    second = stamp(served_copy.dir)["version"]
    precompress(served_copy.dir)
    assert second != first
    # the open table reloads from the kept build: its page and its engine are still the first's
    table.reload()
    wait_ready(table)
    assert versions(table) == (first, first)
    # the home page finds the newer build, stores it beside the kept one and offers it
    home.reload()
    expect(home.locator("[data-offline-status]")).to_have_text(UPDATE, timeout=STORE_MS)
    assert versions(table) == (first, first)
    with table.expect_event("load", timeout=STORE_MS):
        home.get_by_role("button", name="Reload with the newer version").click()
    # every open page reloads into it, the table's too
    wait_ready(table)
    assert versions(table) == (second, second)
    expect(home.locator("h1[data-build=second]")).to_be_attached(timeout=STORE_MS)
    assert len(kept_caches(home)) == 1
    context.set_offline(True)
    table.reload()
    wait_ready(table)
    assert versions(table) == (second, second)
    context.close()


def test_an_engine_of_another_build_is_refused_with_a_message(browser, guarded_page, served_copy):
    manifest = served_copy.dir / "assets/runtime/manifest.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    data["site"] = "0" * 16
    manifest.write_text(json.dumps(data), encoding="utf-8")
    for packed in (manifest.with_name("manifest.json.br"), manifest.with_name("manifest.json.gz")):
        packed.unlink(missing_ok=True)
    context = browser.new_context()
    page = guarded_page(context.new_page())
    page.goto(served_copy.url + DEMO_1903)
    expect(status(page)).to_contain_text("two versions of the site", timeout=120_000)
    expect(status(page)).to_contain_text("reload the page")
    context.close()
