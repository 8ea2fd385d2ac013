"""The engine's memory snapshot in the browser: a demo page restores it instead of booting
Python; when it is missing, corrupt, made for another version, or fails to load, the worker boots
the plain way, says so in the status line and at info level, and still reaches Ready; and a
snapshot-booted worker gives the reader exactly what a plainly booted one gives."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from demo_pages import wait_ready
from polling import wait_for

from site_tools.snapshot import HEADER_BYTES, header, read_header, snapshot_key

pytestmark = pytest.mark.browser

DEAL_PAGE = "play/deal/"
SNAPSHOT_URL = re.compile(r".*/assets/runtime/snapshots/[0-9a-f]{16}/engine\.snap$")
MANIFEST_URL = re.compile(r".*/assets/runtime/manifest\.json$")

# Every line the demo's status element shows, in order (installed before the page's own scripts).
STATUS_LOG = """
window.__statusLog = [];
new MutationObserver(() => {
  const line = document.querySelector('.md-content .topeka-demo [role=status]');
  const text = line && line.textContent;
  if (text && __statusLog[__statusLog.length - 1] !== text) __statusLog.push(text);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def manifest(built_site) -> dict:
    return json.loads((built_site / "assets/runtime/manifest.json").read_text())


def snapshot_file(built_site) -> bytes:
    """The snapshot file as the reader's browser has it once it decoded the Content-Encoding."""
    return (built_site / "assets/runtime" / manifest(built_site)["snapshot"]["url"]).read_bytes()


def record_requests(context) -> list[str]:
    """URLs the pages and their workers request (the guard route of conftest still applies)."""
    seen: list[str] = []

    def record(route):
        seen.append(route.request.url)
        route.fallback()

    context.route("**/*", record)
    return seen


def test_built_snapshot_is_keyed_by_the_served_pyodide_and_wheel(built_site):
    m = manifest(built_site)
    wheel = built_site / "assets/runtime" / m["wheel"]["url"]
    import hashlib

    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == m["wheel"]["sha256"]
    data = snapshot_file(built_site)
    head = read_header(data)
    assert head["key"] == m["snapshot"]["key"] == snapshot_key(m["pyodide"]["version"], m["wheel"]["sha256"])
    assert head["bytes"] == len(data) - HEADER_BYTES == m["snapshot"]["bytes"]
    # The content-addressed path names the compressed file's own hash.
    assert m["snapshot"]["url"].split("/")[1] == hashlib.sha256(snapshot_file(built_site)).hexdigest()[:16]
    # Only the current snapshot is in the site.
    assert len(list((built_site / "assets/runtime/snapshots").glob("*/engine.snap"))) == 1


def test_built_snapshot_stores_the_modules_data_xored_with_the_served_module(built_site):
    from site_tools.snapshot import wasm_data_segments, xor_segments

    m = manifest(built_site)
    data = snapshot_file(built_site)
    wasm = (built_site / "assets/runtime" / m["pyodide"]["indexURL"] / "pyodide.asm.wasm").read_bytes()
    memory = bytearray(data[HEADER_BYTES:])
    base = int.from_bytes(memory[4:8], "little")
    segments = wasm_data_segments(wasm)
    stored = sum(memory[base + offset:base + offset + len(d)].count(0) for offset, d in segments)
    assert m["snapshot"]["xor"] is True
    # The header names the served module's segments; XORed back, the region is the memory Pyodide froze,
    # which still holds most of the module's data as it was: so the stored region is mostly zeros.
    assert xor_segments(memory, segments) == read_header(data)["xor"]
    restored = sum(memory[base + offset:base + offset + len(d)].count(0) for offset, d in segments)
    assert stored > 0.9 * read_header(data)["xor"]["bytes"] > restored


def test_the_manifest_names_an_empty_zip_as_the_snapshot_boots_standard_library(built_site):
    import hashlib
    import io
    import zipfile

    entry = manifest(built_site)["snapshot"]["stdlibStandIn"]
    data = (built_site / "assets/runtime" / entry["url"]).read_bytes()
    assert zipfile.is_zipfile(io.BytesIO(data))
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        assert zf.namelist() == []
    assert len(data) == entry["bytes"] == 22  # the end-of-directory record alone
    # Content-addressed, as the snapshot is (served immutable, site_tools/serve.py).
    assert entry["url"] == f"snapshots/{hashlib.sha256(data).hexdigest()[:16]}/stdlib-stand-in.zip"
    assert entry["sha256"] == hashlib.sha256(data).hexdigest()


def test_demo_boots_from_the_snapshot_without_the_wheel_or_the_lock_file(page, site_url):
    seen = record_requests(page.context)
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.boot") == "snapshot"
    assert page.evaluate("__topeka.runtime.fallback") is None
    assert [u for u in seen if SNAPSHOT_URL.match(u)], "the snapshot was not requested"
    unneeded = [u for u in seen if u.endswith((".whl", "pyodide-lock.json"))]
    assert [u for u in seen if u.endswith("/stdlib-stand-in.zip")], "the stand-in was not requested"
    assert not unneeded, f"a snapshot boot downloaded what it does not need: {unneeded}"
    # The demo works on the restored engine.
    demo = page.locator(".md-content .topeka-demo")
    demo.get_by_role("button", name="Deal", exact=True).click()
    expect(demo.locator(".topeka-deal__hands li").first).to_contain_text("Broker 1: ")


def _truncated(data: bytes) -> bytes:
    return data[: len(data) // 2]


def _rewrapped(raw: bytes, key=None, damage_pyodide_magic=False, xor=None) -> bytes:
    head = read_header(raw)
    body = bytearray(raw[HEADER_BYTES:])
    if damage_pyodide_magic:
        body[0:4] = b"\0\0\0\0"  # Pyodide's own magic number: its restore throws
    return header(key or head["key"], head["bytes"], xor or head["xor"]) + bytes(body)


def _other_module(raw: bytes) -> bytes:
    """The snapshot as if XORed with another build's data segments (their hash differs)."""
    xor = dict(read_header(raw)["xor"], sha256="0" * 64)
    return _rewrapped(raw, xor=xor)


FALLBACKS = {
    "404": (lambda data, m: None, "it was not found (HTTP 404)"),
    "truncated": (lambda data, m: _truncated(data), "it is incomplete"),
    "another module": (lambda data, m: _other_module(data), "it was made for another build of Pyodide's module"),
    "wrong key": (lambda data, m: _rewrapped(data, key=snapshot_key("0.0.0", m["wheel"]["sha256"])),
                  "it was made for another Pyodide or engine version"),
    "restore throws": (lambda data, m: _rewrapped(data, damage_pyodide_magic=True), "invalid magic number"),
}


@pytest.mark.parametrize("case", list(FALLBACKS))
def test_a_snapshot_that_cannot_be_used_falls_back_to_the_plain_boot(case, page, site_url, built_site, browser_errors):
    make, reason = FALLBACKS[case]
    body = make(snapshot_file(built_site), manifest(built_site))
    if body is None:
        page.context.route(SNAPSHOT_URL, lambda route: route.fulfill(status=404, body="not here"))
    else:
        page.context.route(SNAPSHOT_URL, lambda route: route.fulfill(status=200, body=body,
                                                                     headers={"Content-Type": "application/octet-stream"}))
    infos = []
    page.on("console", lambda m: infos.append(m.text) if m.type == "info" else None)
    page.add_init_script(STATUS_LOG)
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.boot") == "plain"
    assert reason in page.evaluate("__topeka.runtime.fallback")
    # Said at info level, and shown in the boot steps of the status line, before Ready.
    assert [t for t in infos if "snapshot was not used" in t and reason in t], infos
    steps = page.evaluate("__statusLog")
    assert any("snapshot was not used" in s and reason in s for s in steps), steps
    assert steps[-1] == "Ready"
    # The engine works: a deal is dealt.
    demo = page.locator(".md-content .topeka-demo")
    demo.get_by_role("button", name="Deal", exact=True).click()
    expect(demo.locator(".topeka-deal__hands li").first).to_contain_text("Broker 1: ")
    if case == "404":  # the one HTTP error provoked on purpose; anything else still fails the test
        browser_errors[:] = [e for e in browser_errors if not (e.startswith("HTTP 404") and "engine.snap" in e)]
    assert not [e for e in browser_errors if e.startswith("console.error")]


def _golden_records() -> dict:
    """The golden playthroughs as records, played by CPython (tests/engine/golden_cases.py)."""
    from games import Table, new_game
    from tests.engine.golden_cases import CASES

    out = {}
    for name, kw in CASES.items():
        game = new_game(kw["game_id"], kw["params"], kw["seed"])
        Table(game, (), kw["bots"], kw["seed"]).run(max_rounds=kw["max_rounds"])
        out[name] = game.to_record()
    return out


DEALS = [{"edition": e, "players": p, "seed": s} for e in ("1903", "2003") for p in (3, 6) for s in (0, 4242, 2 ** 40)]
FULL_GAME = {"game": "gavitt", "params": {"edition": "2003", "players": 3, "gather": "sets"}, "seed": 11,
             "bots": {"speed": "fast"}, "golden": "gse2003_3p_full_game_seed11"}

# Run in the page, on its own worker: the seeded deals, every golden record replayed into its
# transcript, and one golden game played by the worker's own bots from its seed.
READER_VIEW = """async ({ runtimeURL, deals, records, full }) => {
  const rt = await import(runtimeURL);
  await rt.ensureReady();
  const out = { deals: [], transcripts: {} };
  for (const d of deals) out.deals.push(await rt.call("gavitt.deal", d));
  for (const [name, record] of Object.entries(records)) out.transcripts[name] = await rt.call("transcript", { record });
  const t = await rt.call("table.new", { game: full.game, params: full.params, seed: full.seed, human_seats: [], bots: full.bots });
  let now = 0, over = false;
  while (!over) { now += 600000; over = (await rt.call("table.advance", { table: t.table, t: now })).over; }  // the facade's longest step
  const record = (await rt.call("table.record", { table: t.table })).record;
  out.played = await rt.call("transcript", { record });
  return out;
}"""


def _drop_snapshot_from_manifest(route):
    response = route.fetch()
    body = json.loads(response.text())
    del body["snapshot"]
    route.fulfill(response=response, json=body)


def test_snapshot_and_plain_boots_give_the_reader_identical_games(browser, guarded_page, site_url):
    from games import api
    from tests.engine.golden_cases import path

    records = _golden_records()
    seen = {}
    for mode in ("snapshot", "plain"):
        context = browser.new_context()
        try:
            page = guarded_page(context.new_page())
            if mode == "plain":  # a manifest that names no snapshot (routed after the guard, so first)
                context.route(MANIFEST_URL, _drop_snapshot_from_manifest)
            else:  # the whole reading on the stand-in: the standard library's download after Ready is held
                held = _hold_stdlib(context)
            page.goto(site_url + DEAL_PAGE)
            wait_ready(page)
            assert page.evaluate("__topeka.runtime.boot") == mode
            seen[mode] = page.evaluate(READER_VIEW, {"runtimeURL": site_url + "js/runtime.js", "deals": DEALS,
                                                     "records": records, "full": FULL_GAME})
            if mode == "snapshot":  # nothing of it (nor the warm-up) needed the library
                assert held and _stdlib(page, site_url) | {"requestedAt": None} == {
                    "state": "stand-in", "reason": None, "neededEarly": False, "probe": None,
                    "requestedAt": None, "writtenAt": None}
        finally:
            context.close()
    assert seen["snapshot"] == seen["plain"]
    # ...and both are what CPython and the checked-in golden files say.
    expected_deals = [json.loads(api.call("gavitt.deal", json.dumps(d)))["result"] for d in DEALS]
    assert seen["snapshot"]["deals"] == expected_deals
    for name, text in seen["snapshot"]["transcripts"].items():
        with open(path(name), encoding="utf-8") as fh:
            assert text == fh.read(), name
    with open(path(FULL_GAME["golden"]), encoding="utf-8") as fh:
        assert seen["snapshot"]["played"] == fh.read()


# A return visit: the decompressed snapshot the first visit kept in the Cache API (docs/js/worker/snapshot.js).
KEPT = """(url) => caches.open("topeka-engine-snapshot").then((c) => c.match(url))
  .then((r) => r ? r.arrayBuffer().then((b) => b.byteLength) : 0)"""
KEEP_ROUTE = "**/__kept-snapshot"
KEEP = """(url) => Promise.all([caches.open("topeka-engine-snapshot"), fetch("/__kept-snapshot")])
  .then(([c, r]) => c.put(url, r))"""


def _keep(page, url, body: bytes) -> None:
    """Put ``body`` in the Cache API as the kept copy of the snapshot at ``url`` (through a routed
    request: bytes this large do not pass through evaluate's arguments)."""
    page.route(KEEP_ROUTE, lambda route: route.fulfill(status=200, body=body,
                                                        headers={"Content-Type": "application/octet-stream"}))
    page.evaluate(KEEP, url)
    page.unroute(KEEP_ROUTE)


def _snapshot_url(site_url, built_site) -> str:
    return site_url + "assets/runtime/" + manifest(built_site)["snapshot"]["url"]


def _raw_size(built_site) -> int:
    return HEADER_BYTES + manifest(built_site)["snapshot"]["bytes"]


def _wait_kept(page, url, seconds=30) -> int:
    """The size of the copy kept under ``url`` once the worker has written it (after Ready), or 0."""
    return wait_for(page, lambda: page.evaluate(KEPT, url), seconds)


def test_a_return_visit_restores_the_kept_snapshot_without_downloading_it(page, site_url, built_site):
    url = _snapshot_url(site_url, built_site)
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.timings").get("snapshotFetched"), "the first visit downloads it"
    # Kept after Ready, whole (header and memory, decompressed).
    assert _wait_kept(page, url) == _raw_size(built_site)
    seen = record_requests(page.context)
    again = page.context.new_page()
    again.goto(site_url + DEAL_PAGE)
    wait_ready(again)
    assert again.evaluate("__topeka.runtime.boot") == "snapshot"
    timings = again.evaluate("__topeka.runtime.timings")
    assert timings.get("snapshotCached") and not timings.get("snapshotFetched"), timings
    assert not [u for u in seen if SNAPSHOT_URL.match(u)], "the return visit downloaded the snapshot again"
    demo = again.locator(".md-content .topeka-demo")
    demo.get_by_role("button", name="Deal", exact=True).click()
    expect(demo.locator(".topeka-deal__hands li").first).to_contain_text("Broker 1: ")


def test_a_kept_snapshot_that_is_cut_short_is_dropped_and_downloaded_again(page, site_url, built_site, browser_errors):
    url = _snapshot_url(site_url, built_site)
    page.goto(site_url)  # the origin, before any worker boots
    _keep(page, url, snapshot_file(built_site)[:HEADER_BYTES + 4096])
    infos = []
    page.on("console", lambda m: infos.append(m.text) if m.type == "info" else None)
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.boot") == "snapshot"
    assert page.evaluate("__topeka.runtime.timings").get("snapshotFetched")
    assert [t for t in infos if "kept copy of the engine's snapshot was unusable" in t and "incomplete" in t], infos
    # ...and the whole one is kept in its place.
    assert _wait_kept(page, url) == _raw_size(built_site)
    assert not [e for e in browser_errors if e.startswith("console.error")]


def test_a_kept_snapshot_that_pyodide_refuses_falls_back_and_is_not_kept(page, site_url, built_site, browser_errors):
    url = _snapshot_url(site_url, built_site)
    raw = _rewrapped(snapshot_file(built_site), damage_pyodide_magic=True)
    page.goto(site_url)
    _keep(page, url, raw)
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.boot") == "plain"
    assert "invalid magic number" in page.evaluate("__topeka.runtime.fallback")
    assert page.evaluate(KEPT, url) == 0, "a copy Pyodide refused is kept no longer"
    assert not [e for e in browser_errors if e.startswith("console.error")]


# The standard library after Ready (docs/js/worker/stdlib.js): a snapshot boot installs an empty stand-in
# and writes the real python_stdlib.zip in its place once Ready.
STDLIB_URL = re.compile(r".*/assets/runtime/pyodide/[^/]+/python_stdlib\.zip$")
STDLIB = """(args) => import(args.runtimeURL).then((rt) => rt.call("worker.stdlib", { probe: args.probe }))"""


def _colorsys_probe() -> list[float]:
    import colorsys

    return list(colorsys.rgb_to_hsv(0.2, 0.4, 0.4))  # what the worker's probe computes


def _stdlib(page, site_url, probe=False) -> dict:
    return page.evaluate(STDLIB, {"runtimeURL": site_url + "js/runtime.js", "probe": probe})


def _hold_stdlib(context, how_many=1) -> list:
    """Hold the first ``how_many`` requests for the real library (their routes, answered later by the
    test); let any further one through."""
    held = []

    def hold(route):
        if len(held) < how_many:
            held.append(route)
        else:
            route.fallback()

    context.route(STDLIB_URL, hold)
    return held


def test_the_snapshot_boot_is_ready_before_the_standard_library_and_writes_it_after(page, site_url):
    held = _hold_stdlib(page.context)
    seen = record_requests(page.context)  # routed first: sees every request, the held one too
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)  # while the library's one request, if made, is held unanswered
    assert page.evaluate("__topeka.runtime.boot") == "snapshot"
    assert wait_for(page, lambda: held), "the library was not requested after Ready"
    before = _stdlib(page, site_url)
    assert before["state"] == "stand-in" and before["writtenAt"] is None
    # Requested by the worker after Ready (its own clock), and only then: loadPyodide took the stand-in.
    assert before["requestedAt"] >= page.evaluate("__topeka.runtime.timings")["apiImported"]
    assert len([u for u in seen if STDLIB_URL.match(u)]) == 1
    # The engine answers meanwhile.
    demo = page.locator(".md-content .topeka-demo")
    demo.get_by_role("button", name="Deal", exact=True).click()
    expect(demo.locator(".topeka-deal__hands li").first).to_contain_text("Broker 1: ")
    held[0].fallback()
    assert wait_for(page, lambda: _stdlib(page, site_url)["state"] == "written")
    # A module the snapshot does not hold imports from the library written after Ready, and works.
    after = _stdlib(page, site_url, probe=True)
    assert after["probe"] == {"module": "colorsys", "wasImported": False, "value": _colorsys_probe(), "error": None}
    assert after["neededEarly"] is False


def test_python_needing_the_standard_library_before_it_arrives_downloads_it_there_and_then(page, site_url):
    held = _hold_stdlib(page.context)  # the download after Ready never arrives; a second request may pass
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)
    assert wait_for(page, lambda: held)
    report = _stdlib(page, site_url, probe=True)
    assert report["probe"] == {"module": "colorsys", "wasImported": False, "value": _colorsys_probe(), "error": None}
    assert report["neededEarly"] is True and report["state"] == "written"
    # the late download, once the worker has it, changes nothing
    with page.expect_event("requestfinished", predicate=lambda r: bool(STDLIB_URL.match(r.url))):
        held[0].fallback()
    again = _stdlib(page, site_url, probe=True)
    assert again["state"] == "written" and again["probe"]["error"] is None


def test_a_standard_library_that_cannot_be_downloaded_leaves_the_engine_answering(page, site_url, browser_errors):
    page.context.route(STDLIB_URL, lambda route: route.fulfill(status=404, body="not here"))
    infos = []
    page.on("console", lambda m: infos.append(m.text) if m.type == "info" else None)
    page.goto(site_url + DEAL_PAGE)
    wait_ready(page)
    assert page.evaluate("__topeka.runtime.boot") == "snapshot"
    assert wait_for(page, lambda: _stdlib(page, site_url)["state"] == "failed")
    assert wait_for(page, lambda: [t for t in infos if "standard library could not be downloaded (HTTP 404)" in t]), infos
    demo = page.locator(".md-content .topeka-demo")
    demo.get_by_role("button", name="Deal", exact=True).click()
    expect(demo.locator(".topeka-deal__hands li").first).to_contain_text("Broker 1: ")
    # An import that needs the library fails at once, saying why.
    report = _stdlib(page, site_url, probe=True)
    assert report["probe"]["value"] is None
    assert "standard library is not available (HTTP 404)" in report["probe"]["error"], report
    browser_errors[:] = [e for e in browser_errors if not (e.startswith("HTTP 404") and "python_stdlib.zip" in e)]
    assert not [e for e in browser_errors if e.startswith("console.error")]
