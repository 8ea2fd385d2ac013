"""The engine's memory snapshot: Pyodide with ``games.api`` imported, frozen at build time so that a
demo page restores it instead of booting Python (issue 12).

Made in Node (``site_tools/node/make_snapshot.mjs``, no browser) from the Pyodide copy the site
serves and the wheel the manifest names. Stored gzip-compressed (the worker decompresses it with
``DecompressionStream``, so no server configuration is needed) under a content-addressed path.

The file is ``gzip(header + snapshot)``: a fixed-size header (:data:`HEADER_BYTES`, a multiple of
16 so the snapshot that follows stays aligned for Pyodide's 32-bit reads) holding the magic line
and ``{"key", "bytes"}``. The key names the Pyodide version and the wheel's SHA-256; the worker
compares it with the Pyodide it imported and the wheel of the manifest, and boots the plain way
when they differ, so a stale snapshot is never used. The build makes a new snapshot whenever the
key changes and reuses the one cached in ``build/snapshots/`` when it does not.

A snapshot boot needs Python's standard library (``python_stdlib.zip``, 2.5 MB) only for a module
the snapshot did not import, so the worker gives ``loadPyodide`` :func:`stdlib_stand_in` (an empty
zip, placed beside the snapshot) and writes the real library in its place after Ready
(``docs/js/worker/stdlib.js``, "The standard library after Ready").
"""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

from site_tools.paths import BUILD, ROOT

MAGIC = b"TOPEKA-SNAPSHOT 1\n"
HEADER_BYTES = 256
CACHE = BUILD / "snapshots"
SCRIPT = ROOT / "site_tools" / "node" / "make_snapshot.mjs"


STAND_IN_NAME = "stdlib-stand-in.zip"


def stdlib_stand_in() -> bytes:
    """A valid zip with nothing in it: what a snapshot boot installs as the standard library."""
    out = io.BytesIO()
    zipfile.ZipFile(out, "w").close()
    return out.getvalue()


def place_stand_in(runtime: Path) -> dict:
    """Write the stand-in under ``runtime/snapshots/<hash>/`` (served immutable, as the snapshot is);
    returns its manifest entry."""
    data = stdlib_stand_in()
    digest = hashlib.sha256(data).hexdigest()
    dest = runtime / "snapshots" / digest[:16] / STAND_IN_NAME
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(data)
    return {"url": dest.relative_to(runtime).as_posix(), "sha256": digest, "bytes": len(data)}


def snapshot_key(pyodide_version: str, wheel_sha256: str) -> str:
    """What a snapshot depends on; the worker builds the same string and compares."""
    return f"pyodide-{pyodide_version}+wheel-{wheel_sha256}"


def header(key: str, size: int) -> bytes:
    body = MAGIC + json.dumps({"key": key, "bytes": size}, separators=(",", ":")).encode()
    if len(body) + 1 > HEADER_BYTES:
        raise ValueError(f"snapshot header too long for {HEADER_BYTES} bytes: {body!r}")
    return body + b" " * (HEADER_BYTES - len(body) - 1) + b"\n"


def read_header(data: bytes) -> dict:
    """The header of a decompressed snapshot file (for tests and the curious)."""
    if not data.startswith(MAGIC):
        raise ValueError("not a Topeka snapshot")
    return json.loads(data[len(MAGIC):HEADER_BYTES])


def make_raw(pyodide_dir: Path, wheel: Path, out: Path) -> dict:
    """Run the Node script; returns what it reports (step times, size, modules)."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("node is needed to make the engine snapshot (Node 20 or newer)")
    done = subprocess.run([node, str(SCRIPT), str(pyodide_dir), str(wheel), str(out)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-2000:] + done.stderr[-4000:])
        raise SystemExit("making the engine snapshot failed")
    return json.loads(done.stdout.strip().splitlines()[-1])


def cached_snapshot(pyodide_dir: Path, pyodide_version: str, wheel: Path, wheel_sha256: str) -> tuple[Path, dict]:
    """The compressed snapshot for this key, made now or taken from ``build/snapshots/``.
    Returns its path and how it was obtained (``made`` with step times, or ``cached``)."""
    key = snapshot_key(pyodide_version, wheel_sha256)
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / (hashlib.sha256(key.encode()).hexdigest()[:24] + ".snap.gz")
    if target.exists():
        return target, {"cached": True, "key": key}
    t0 = time.perf_counter()
    raw = CACHE / (target.name + ".raw.tmp")
    made = make_raw(pyodide_dir, wheel, raw)
    t1 = time.perf_counter()
    data = raw.read_bytes()
    raw.unlink()
    tmp = target.with_suffix(".tmp")
    tmp.write_bytes(gzip.compress(header(key, len(data)) + data, compresslevel=6, mtime=0))
    tmp.replace(target)  # whole or absent: an interrupted build leaves no half snapshot behind
    # Older snapshots of this cache are for wheels that no longer exist; keep the newest few.
    for old in sorted(CACHE.glob("*.snap.gz"), key=lambda p: p.stat().st_mtime)[:-4]:
        old.unlink(missing_ok=True)
    made.update(cached=False, key=key, node_s=round(t1 - t0, 2), gzip_s=round(time.perf_counter() - t1, 2))
    return target, made


def place_snapshot(runtime: Path, pyodide_dir: Path, pyodide_version: str, wheel: Path, wheel_sha256: str) -> dict:
    """Put the snapshot under ``runtime/snapshots/<hash>/`` and return its manifest entry."""
    shutil.rmtree(runtime / "snapshots", ignore_errors=True)  # never serve a stale one
    source, how = cached_snapshot(pyodide_dir, pyodide_version, wheel, wheel_sha256)
    data = source.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    dest = runtime / "snapshots" / digest[:16] / "engine.snap.gz"
    dest.parent.mkdir(parents=True)
    shutil.copyfile(source, dest)
    with gzip.open(source) as fh:
        head = read_header(fh.read(HEADER_BYTES))
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    if not how["cached"]:
        print(f"engine snapshot made in {how['node_s']} s (Node: {how['ms']}) + gzip {how['gzip_s']} s: "
              f"{head['bytes'] / 1e6:.1f} MB, {len(data) / 1e6:.1f} MB compressed", file=sys.stderr)
    return {
        "url": dest.relative_to(runtime).as_posix(),
        "key": head["key"],
        "sha256": digest,
        "bytes": head["bytes"],
        "gzipBytes": len(data),
        "headerBytes": HEADER_BYTES,
        # A snapshot boot loads no package, so it needs only this part of pyodide-lock.json (which
        # Pyodide checks against its ABI) instead of downloading the whole file.
        "lockInfo": lock["info"],
        # Installed as the standard library by a snapshot boot; the real one is written after Ready.
        "stdlibStandIn": place_stand_in(runtime),
    }
