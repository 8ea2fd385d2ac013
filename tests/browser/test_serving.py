"""The site served compressed: the build writes gzip copies (site_tools.compress) and `site_tools
serve` sends them to a browser that accepts gzip, with the original's type (a .wasm served as
anything but application/wasm makes loadPyodide hang), Content-Encoding and Vary."""
from __future__ import annotations

import gzip
import json
import re
import urllib.request

import pytest
from playwright.sync_api import expect
from limits import BOOT_TIMEOUT_MS

pytestmark = pytest.mark.browser



def fetch(url, accept=None, method="GET"):
    request = urllib.request.Request(url, method=method, headers={"Accept-Encoding": accept} if accept is not None else {})
    with urllib.request.urlopen(request) as response:
        return response.status, response.headers, response.read()


def samples(built_site, site_url):
    """(url, file on disk, type) of one file of each kind a page loads."""
    manifest = json.loads((built_site / "assets/runtime/manifest.json").read_text())
    pyodide = "assets/runtime/" + manifest["pyodide"]["indexURL"]
    css = next(p for p in (built_site / "assets/stylesheets").glob("main.*.min.css"))
    return [
        ("games/gavitt-1903/", "games/gavitt-1903/index.html", "text/html"),
        (css.relative_to(built_site).as_posix(),) * 2 + ("text/css",),
        ("js/topeka.js", "js/topeka.js", "text/javascript"),
        (pyodide + "pyodide.asm.wasm", pyodide + "pyodide.asm.wasm", "application/wasm"),
        (pyodide + "pyodide.asm.mjs", pyodide + "pyodide.asm.mjs", "text/javascript"),
        (pyodide + "pyodide-lock.json", pyodide + "pyodide-lock.json", "application/json"),
    ]


def test_precompressed_files_are_sent_to_a_browser_that_accepts_gzip(built_site, site_url):
    for url, path, mime in samples(built_site, site_url):
        original = (built_site / path).read_bytes()
        assert (built_site / (path + ".gz")).exists(), f"the build wrote no {path}.gz"
        status, headers, body = fetch(site_url + url, "gzip, deflate, br")
        assert status == 200
        assert headers.get_content_type() == mime, url
        assert headers["Content-Encoding"] == "gzip", url
        assert headers["Vary"] == "Accept-Encoding", url
        assert int(headers["Content-Length"]) == len(body) < len(original)
        assert gzip.decompress(body) == original, url


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0, br", "deflate"])
def test_a_browser_that_does_not_accept_gzip_gets_the_file_itself(built_site, site_url, accept):
    for url, path, mime in samples(built_site, site_url):
        status, headers, body = fetch(site_url + url, accept)
        assert headers.get_content_type() == mime and "Content-Encoding" not in headers, url
        assert headers["Vary"] == "Accept-Encoding", url  # a cache must not hand it the gzip copy
        assert body == (built_site / path).read_bytes(), url


def test_head_and_redirects_are_unchanged(built_site, site_url):
    status, headers, body = fetch(site_url + "glossary/", "gzip", method="HEAD")
    assert status == 200 and body == b"" and headers["Content-Encoding"] == "gzip"
    assert int(headers["Content-Length"]) == (built_site / "glossary/index.html.gz").stat().st_size
    # A folder without its slash is still redirected, not answered with a compressed body.
    opener = urllib.request.build_opener(type("NoRedirect", (urllib.request.HTTPRedirectHandler,), {
        "redirect_request": lambda *a, **k: None})())
    with pytest.raises(urllib.request.HTTPError) as moved:
        opener.open(urllib.request.Request(site_url + "glossary", headers={"Accept-Encoding": "gzip"}))
    assert moved.value.code == 301 and moved.value.headers["Location"].endswith("/glossary/")
    assert "Content-Encoding" not in moved.value.headers


def test_compressible_files_have_their_gzip_copy_and_archives_do_not(built_site):
    for path in (p for p in built_site.rglob("*") if p.is_file()):
        if path.suffix in (".html", ".css", ".js", ".mjs", ".wasm") and path.stat().st_size >= 1024:
            assert path.with_name(path.name + ".gz").exists(), path
        if path.suffix in (".zip", ".whl", ".png"):
            assert not path.with_name(path.name + ".gz").exists(), path


def test_python_boots_from_the_compressed_runtime(page, site_url):
    encodings = {}
    page.context.on("response", lambda r: encodings.__setitem__(r.url.rsplit("/", 1)[-1], (
        r.headers.get("content-encoding"), r.headers.get("content-type"))))
    page.goto(site_url + "play/deal/")
    expect(page.locator(".md-content .topeka-demo [role=status]").first).to_have_text("Ready", timeout=BOOT_TIMEOUT_MS)
    assert encodings["pyodide.asm.wasm"] == ("gzip", "application/wasm")
    assert encodings["pyodide.asm.mjs"][0] == "gzip"
    assert re.match("text/html", encodings[""][1]) and encodings[""][0] == "gzip"
