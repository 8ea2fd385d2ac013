"""The site served compressed: the build writes Brotli and gzip copies (site_tools.compress) and
`site_tools serve` sends the Brotli one to a browser that accepts br, else the gzip one to a browser
that accepts gzip, with the original's type (a .wasm served as anything but application/wasm makes
loadPyodide hang), Content-Encoding and Vary."""
from __future__ import annotations

import gzip

import brotli
import json
import re
import urllib.request

import pytest
from demo_pages import open_demo

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


@pytest.mark.parametrize("accept, coding", [("gzip, deflate, br", "br"), ("br", "br"), ("gzip;q=0, br", "br"),
                                           ("gzip, deflate", "gzip"), ("br;q=0, gzip", "gzip"), ("*", "br")])
def test_precompressed_files_are_sent_in_the_best_coding_the_browser_accepts(built_site, site_url, accept, coding):
    suffix, decode = {"br": (".br", brotli.decompress), "gzip": (".gz", gzip.decompress)}[coding]
    for url, path, mime in samples(built_site, site_url):
        original = (built_site / path).read_bytes()
        assert (built_site / (path + suffix)).exists(), f"the build wrote no {path}{suffix}"
        status, headers, body = fetch(site_url + url, accept)
        assert status == 200
        assert headers.get_content_type() == mime, url
        assert headers["Content-Encoding"] == coding, url
        assert headers["Vary"] == "Accept-Encoding", url
        assert int(headers["Content-Length"]) == len(body) < len(original)
        assert decode(body) == original, url


@pytest.mark.parametrize("accept", [None, "identity", "gzip;q=0, br;q=0", "deflate", "*;q=0"])
def test_a_browser_that_accepts_neither_gets_the_file_itself(built_site, site_url, accept):
    for url, path, mime in samples(built_site, site_url):
        status, headers, body = fetch(site_url + url, accept)
        assert headers.get_content_type() == mime and "Content-Encoding" not in headers, url
        assert headers["Vary"] == "Accept-Encoding", url  # a cache must not hand it a compressed copy
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


def test_compressible_files_have_their_compressed_copies_and_archives_do_not(built_site):
    for path in (p for p in built_site.rglob("*") if p.is_file()):
        if path.suffix in (".html", ".css", ".js", ".mjs", ".wasm", ".snap") and path.stat().st_size >= 1024:
            assert path.with_name(path.name + ".gz").exists(), path
            assert path.with_name(path.name + ".br").exists(), path
        if path.suffix in (".zip", ".whl", ".png"):
            assert not path.with_name(path.name + ".gz").exists(), path
            assert not path.with_name(path.name + ".br").exists(), path


def test_python_boots_from_the_compressed_runtime(page, site_url):
    encodings = {}
    page.context.on("response", lambda r: encodings.__setitem__(r.url.rsplit("/", 1)[-1], (
        r.headers.get("content-encoding"), r.headers.get("content-type"))))
    open_demo(page, site_url + "play/deal/")
    # Chromium accepts br: the Brotli copies, decoded by the browser (a .wasm still typed application/wasm).
    assert encodings["pyodide.asm.wasm"] == ("br", "application/wasm")
    assert encodings["pyodide.asm.mjs"][0] == "br"
    assert encodings["engine.snap"] == ("br", "application/octet-stream")
    assert re.match("text/html", encodings[""][1]) and encodings[""][0] == "br"
