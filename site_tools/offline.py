"""The site kept for offline use: what a reader's device stores when they ask for it.

The build ends by stamping one version on the whole site (:func:`stamp`): the SHA-256 of every file a
reader may need, taken before the stamp itself is written. ``offline.json`` at the site's root lists
those files and their total size; every page carries the version in ``<meta name="topeka-version">``,
and the runtime's ``manifest.json`` carries it as ``site``, so a page and the engine its worker loads
can be checked to come from the same build (docs/js/runtime.js refuses a pair that does not).

The service worker (docs/sw.js, registered by docs/js/offline.js only when the reader opts in) is
registered as ``sw.js?v=<version>``: it stores exactly the files of that version in a cache named for
it, and serves a page and everything it loads from that one cache, so a newer page never meets an
older engine or the reverse. A new build is a new version: a new worker stores it whole beside the
old one, and takes over only when the reader says so (the usual PWA update: "reload to update").

The version is recomputed from the files, so :func:`stamp` can run again on a site it has stamped.
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

OFFLINE_FILE = "offline.json"
RUNTIME_MANIFEST = "assets/runtime/manifest.json"
META = re.compile(r'<meta name="topeka-version" content="[0-9a-f]*">')
_HEAD_END = re.compile(r"</head>", re.I)
# Not stored: the precompressed copies (the server picks one per request; the browser stores the
# decoded body), the host's header file, the list itself (always asked of the network, to learn
# of a newer build) and the service worker (the browser keeps it).
SKIPPED_SUFFIXES = (".br", ".gz")
SKIPPED_NAMES = {"_headers", OFFLINE_FILE, "sw.js"}


def kept_files(site_dir: Path) -> list[Path]:
    """The files a reader's device keeps, in a stable order."""
    out = []
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file() or path.name in SKIPPED_NAMES or path.suffix in SKIPPED_SUFFIXES:
            continue
        out.append(path)
    return out


def _unstamped(path: Path, rel: str) -> bytes:
    """A file's bytes without the stamp (so the version does not depend on an earlier one)."""
    data = path.read_bytes()
    if path.suffix == ".html":
        return META.sub("", data.decode("utf-8")).encode("utf-8")
    if rel == RUNTIME_MANIFEST:
        manifest = json.loads(data)
        manifest.pop("site", None)
        return json.dumps(manifest, indent=2).encode("utf-8")
    return data


def url_of(rel: str) -> str:
    """A file's address relative to the site's root, as a reader asks for it (a page by its folder)."""
    if rel == "index.html":
        return "./"
    return rel[: -len("index.html")] if rel.endswith("/index.html") else rel


def stamp(site_dir: Path) -> dict:
    """Stamp the site's version on its pages and runtime manifest, and write ``offline.json``.

    It runs once the pages are final (their security policy applied, build.finish) and before they are
    compressed: the version is a digest of what a reader is served, and a page's own stamp is left
    out of it (``_unstamped``), so stamping twice gives the same version."""
    files = kept_files(site_dir)
    digest = hashlib.sha256()
    total = 0
    for path in files:
        rel = path.relative_to(site_dir).as_posix()
        data = _unstamped(path, rel)
        total += len(data)
        digest.update(rel.encode("utf-8") + b"\0" + hashlib.sha256(data).digest())
    version = digest.hexdigest()[:16]
    for path in files:
        rel = path.relative_to(site_dir).as_posix()
        if path.suffix == ".html":
            html = META.sub("", path.read_text(encoding="utf-8"))
            html, n = _HEAD_END.subn(f'<meta name="topeka-version" content="{version}"></head>', html, count=1)
            if n:
                path.write_text(html, encoding="utf-8")
        elif rel == RUNTIME_MANIFEST:
            manifest = json.loads(path.read_text(encoding="utf-8"))
            manifest["site"] = version
            path.write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    listing = {"version": version, "bytes": total,
               "files": [url_of(p.relative_to(site_dir).as_posix()) for p in files]}
    (site_dir / OFFLINE_FILE).write_text(json.dumps(listing), encoding="utf-8")
    return listing
