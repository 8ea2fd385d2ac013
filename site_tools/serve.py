"""A small static server for the built site, with the MIME types Pyodide needs.

A .wasm served with the wrong type makes loadPyodide hang silently, and an .mjs that is not
JavaScript is refused by the browser, so the types are set here rather than left to the platform.

It also serves what the build wrote for a host to send: the headers of ``_headers`` (the Content
Security Policy, see site_tools.csp) on every response, and a file's precompressed copy (see
site_tools.compress), ``.br`` to a browser that accepts Brotli, else ``.gz`` to one that accepts
gzip, with ``Content-Encoding`` and the original file's type."""
from __future__ import annotations

import functools
import os
import re
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

from site_tools.csp import read_headers

MIME_TYPES = {
    ".gz": "application/gzip",
    ".snap": "application/octet-stream",
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html",
    ".xml": "application/xml",
    ".txt": "text/plain",
}


# Paths whose bytes never change under the same URL: a new content gets a new URL. The runtime's
# Pyodide (one folder per version), engine wheels and snapshots (one folder per content hash, see
# site_tools/runtime.py), vendored libraries (one folder per version), and the theme's
# fingerprinted bundles (name.<hash>.min.js/.css).
CONTENT_ADDRESSED = re.compile(
    r"/assets/runtime/(?:pyodide/[^/]+|wheels/[0-9a-f]{16}|snapshots/[0-9a-f]{16})/[^/]+$"
    r"|/assets/vendor/[^/]+/[^/]+/"
    r"|/assets/(?:javascripts|stylesheets)/(?:[^/]+/)*[^/]+\.[0-9a-f]{8,}\.min\.(?:js|css)$"
)


def cache_control(url_path: str) -> str:
    """The Cache-Control header for a request path: a content-addressed asset may be kept a year
    without asking again (a return visit reads Python and the engine from the HTTP cache); anything
    else (pages, manifest.json, js/*.js) is revalidated on every use, so a new build shows at once."""
    path = url_path.split("?", 1)[0].split("#", 1)[0]
    if CONTENT_ADDRESSED.search(path):
        return "public, max-age=31536000, immutable"
    return "no-cache"


#: the precompressed copies the build writes, best first: (suffix, Content-Encoding, names a browser accepts it by)
ENCODINGS = ((".br", "br", ("br",)), (".gz", "gzip", ("gzip", "x-gzip")))


def accepted_encodings(accept_encoding: str) -> set[str]:
    """The content codings an Accept-Encoding header admits (by name, with a q above 0; ``*``
    admits every one it does not name with q=0)."""
    weights = {}
    for part in accept_encoding.split(","):
        name, *params = [p.strip() for p in part.split(";")]
        q = next((p[2:] for p in params if p.replace(" ", "").startswith("q=")), "1")
        try:
            weights[name.lower()] = float(q.split("=")[-1])
        except ValueError:
            weights[name.lower()] = 0.0
    star = weights.get("*", 0) > 0
    return {n for _, _, names in ENCODINGS for n in names if weights.get(n, 1 if star else 0) > 0}


def requested_file(fs_path: str, url_path: str) -> str | None:
    """The file a GET of ``url_path`` sends (a directory's index.html), or None (a redirect,
    a listing or a 404)."""
    if os.path.isdir(fs_path):
        if not urlsplit(url_path).path.endswith("/"):
            return None
        fs_path = os.path.join(fs_path, "index.html")
    return fs_path if os.path.isfile(fs_path) else None


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    sent_file: str | None = None  # the file this response is about
    encoded_file: str | None = None  # its precompressed copy, when that is what is sent
    encoding: str | None = None  # and that copy's Content-Encoding

    def handle_one_request(self):
        self.sent_file = self.encoded_file = self.encoding = None  # one connection carries several requests
        super().handle_one_request()

    def send_head(self):
        self.choose_encoding()
        return super().send_head()

    def choose_encoding(self) -> None:
        self.sent_file = requested_file(super().translate_path(self.path), self.path)
        if not self.sent_file:
            return
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        for suffix, coding, names in ENCODINGS:
            if accepted & set(names) and os.path.isfile(self.sent_file + suffix):
                self.encoded_file, self.encoding = self.sent_file + suffix, coding
                return

    def translate_path(self, path):
        return self.encoded_file or super().translate_path(path)

    def guess_type(self, path):
        # The precompressed copy has its original's type: a .wasm stays application/wasm.
        return super().guess_type(self.sent_file if self.encoded_file and path == self.encoded_file else path)

    def send_site_headers(self) -> None:
        for name, value in read_headers(Path(self.directory)).items():
            self.send_header(name, value)
        if self.sent_file and any(os.path.isfile(self.sent_file + suffix) for suffix, _, _ in ENCODINGS):
            self.send_header("Vary", "Accept-Encoding")
        if self.encoding:
            self.send_header("Content-Encoding", self.encoding)

    def end_headers(self):
        self.send_header("Cache-Control", cache_control(self.path))
        self.send_site_headers()
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 - signature fixed by the base class
        if self.server.verbose:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    """Serves ``site_dir`` with :class:`SiteHandler`, one thread per request. A reader who leaves
    a page while it downloads (a demo page's runtime is megabytes) closes the connection: that is
    no error, so it is not printed as a traceback."""

    daemon_threads = True

    def __init__(self, site_dir: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False):
        super().__init__((host, port), functools.partial(SiteHandler, directory=str(site_dir)))
        self.verbose = verbose

    def handle_error(self, request, client_address):
        import sys

        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError, ConnectionAbortedError)):
            return
        super().handle_error(request, client_address)


def make_server(site_dir: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False) -> SiteServer:
    if not (site_dir / "index.html").exists():
        raise SystemExit(f"no built site in {site_dir}: run `make serve` or `python -m site_tools build` first")
    return SiteServer(site_dir, host, port, verbose)


def serve_forever(site_dir: Path, host: str, port: int, peer_port: int = 0) -> None:
    """Serve the site, and beside it (``peer_port`` > 0) the rendezvous of Play together
    (:mod:`site_tools.rendezvous`); both stop together."""
    from site_tools.rendezvous import Rendezvous

    server = make_server(site_dir, host, port, verbose=True)
    rendezvous = Rendezvous(host, peer_port).start() if peer_port else None
    if rendezvous:
        print(f"Rendezvous for Play together (PeerJS server) at {rendezvous.url}", flush=True)
    print(f"Serving {site_dir} at http://{host}:{server.server_address[1]}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        if rendezvous:
            rendezvous.stop()
