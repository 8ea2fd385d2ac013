"""A small static server for the built site, with the MIME types Pyodide needs.

A .wasm served with the wrong type makes loadPyodide hang silently, and an .mjs that is not
JavaScript is refused by the browser, so the types are set here rather than left to the platform."""
from __future__ import annotations

import functools
import re
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

MIME_TYPES = {
    ".gz": "application/gzip",
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


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self):
        self.send_header("Cache-Control", cache_control(self.path))
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


def serve_forever(site_dir: Path, host: str, port: int) -> None:
    server = make_server(site_dir, host, port, verbose=True)
    print(f"Serving {site_dir} at http://{host}:{server.server_address[1]}/  (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
