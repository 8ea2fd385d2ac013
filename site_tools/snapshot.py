"""The engine's memory snapshot: Pyodide with ``games.api`` imported, frozen at build time so that a
demo page restores it instead of booting Python, which is most of a demo page's wait.

Made in Node (``site_tools/node/make_snapshot.mjs``, no browser) from the Pyodide copy the site
serves and the wheel the manifest names, without what a restored engine never uses
(``site_tools/node/trim_snapshot.py``: modules only the boot or the build needed, docstrings,
annotations, line numbers past each function's first), with the free memory of the C heap cleared. Placed as
``engine.snap`` under a content-addressed path, with the precompressed copies every site file gets
(site_tools.compress: Brotli and gzip), which the browser decodes itself (``Content-Encoding``).

The file is a fixed-size header (:data:`HEADER_BYTES`, a multiple of 16 so the snapshot that
follows stays aligned for Pyodide's 32-bit reads) holding the magic line and ``{"key", "bytes",
"xor"}``, then the snapshot. The key names the Pyodide version and the wheel's SHA-256; the worker
compares it with the Pyodide it imported and the wheel of the manifest, and boots the plain way
when they differ, so a stale snapshot is never used. The build makes a new snapshot whenever the
key changes and reuses the one cached in ``build/snapshots/`` when it does not.

The WebAssembly memory begins with the data the module's data segments put there (3.2 MB of
Python's own tables, most of them never written to): the reader has those bytes already, in
``pyodide.asm.wasm``. So the snapshot holds that region XORed with the segments (``xor``: their
SHA-256 and length), nearly all zeros; the worker reads the segments from the .wasm it downloads
anyway and XORs them back (docs/js/worker/snapshot.js). 1.5 MB of gzip, 1.2 MB of Brotli less.

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
import tempfile
import time
import zipfile
from pathlib import Path

from site_tools.paths import BUILD, ROOT

MAGIC = b"TOPEKA-SNAPSHOT 2\n"
HEADER_BYTES = 512
CACHE = BUILD / "snapshots"
SCRIPT = ROOT / "site_tools" / "node" / "make_snapshot.mjs"
TRIM = ROOT / "site_tools" / "node" / "trim_snapshot.py"
NAME = "engine.snap"


def _leb128(data: bytes, i: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[i]
        i += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, i


def wasm_data_segments(wasm: bytes) -> list[tuple[int, bytes]]:
    """The active data segments of a WebAssembly module's memory 0, as (offset, bytes), in the order
    of its data section. Raises ValueError for a module this does not read (another segment form
    than an i32.const offset): the snapshot is then stored without the XOR."""
    if wasm[:4] != b"\0asm":
        raise ValueError("not a WebAssembly module")
    i, segments = 8, []
    while i < len(wasm):
        section, i = wasm[i], i + 1
        size, i = _leb128(wasm, i)
        end = i + size
        if section == 11:
            count, i = _leb128(wasm, i)
            for _ in range(count):
                flags, i = _leb128(wasm, i)
                if flags != 0 or wasm[i] != 0x41:
                    raise ValueError(f"a data segment of form {flags} (not an active one at an i32.const offset)")
                offset, i = _leb128(wasm, i + 1)  # non-negative here: memory offsets below 2 GB
                if wasm[i] != 0x0B:
                    raise ValueError("a data segment offset that is not a lone constant")
                length, i = _leb128(wasm, i + 1)
                segments.append((offset, wasm[i:i + length]))
                i += length
        i = end
    return segments


def xor_segments(snapshot: bytearray, segments: list[tuple[int, bytes]]) -> dict:
    """XOR each segment into the memory of a Pyodide snapshot (after its own header, whose length is
    its second 32-bit word), in place; the same call undoes it. Returns the ``xor`` header field."""
    base = int.from_bytes(snapshot[4:8], "little")
    digest = hashlib.sha256()
    for offset, data in segments:
        at = base + offset
        mixed = int.from_bytes(snapshot[at:at + len(data)], "little") ^ int.from_bytes(data, "little")
        snapshot[at:at + len(data)] = mixed.to_bytes(len(data), "little")
        digest.update(data)
    return {"sha256": digest.hexdigest(), "bytes": sum(len(d) for _, d in segments)}


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


def header(key: str, size: int, xor: dict | None = None) -> bytes:
    body = MAGIC + json.dumps({"key": key, "bytes": size, "xor": xor}, separators=(",", ":")).encode()
    if len(body) + 1 > HEADER_BYTES:
        raise ValueError(f"snapshot header too long for {HEADER_BYTES} bytes: {body!r}")
    return body + b" " * (HEADER_BYTES - len(body) - 1) + b"\n"


def read_header(data: bytes) -> dict:
    """The header of a snapshot file (for tests and the curious)."""
    if not data.startswith(MAGIC):
        raise ValueError("not a Topeka snapshot")
    return json.loads(data[len(MAGIC):HEADER_BYTES])


def make_raw(pyodide_dir: Path, wheel: Path, out: Path) -> dict:
    """Unpack the wheel and run the Node script on it; returns what it reports (step times, size,
    modules, the heap memory it cleared)."""
    node = shutil.which("node")
    if not node:
        raise SystemExit("node is needed to make the engine snapshot (Node 20 or newer)")
    with tempfile.TemporaryDirectory(prefix="topeka-engine-") as engine:
        with zipfile.ZipFile(wheel) as zf:
            zf.extractall(engine)
        done = subprocess.run([node, str(SCRIPT), str(pyodide_dir), engine, str(out)],
                              cwd=ROOT, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-2000:] + done.stderr[-4000:])
        raise SystemExit("making the engine snapshot failed")
    return json.loads(done.stdout.strip().splitlines()[-1])


def static_xor(pyodide_dir: Path, snapshot: bytearray) -> dict | None:
    """XOR the served module's data segments into ``snapshot`` (see the module's docstring); None,
    and the snapshot as it was, when the module is missing or not of a form this reads."""
    wasm = pyodide_dir / "pyodide.asm.wasm"
    if not wasm.exists():
        return None
    try:
        segments = wasm_data_segments(wasm.read_bytes())
    except (ValueError, IndexError) as exc:
        print(f"engine snapshot stored without the XOR of the module's data ({exc})", file=sys.stderr)
        return None
    return xor_segments(snapshot, segments)


def cached_snapshot(pyodide_dir: Path, pyodide_version: str, wheel: Path, wheel_sha256: str) -> tuple[Path, dict]:
    """The snapshot file for this key (header and snapshot, gzip level 1 in the cache), made now or
    taken from ``build/snapshots/``. Returns its path and how it was obtained (``made`` with step
    times, or ``cached``)."""
    key = snapshot_key(pyodide_version, wheel_sha256)
    CACHE.mkdir(parents=True, exist_ok=True)
    # The cached file is made again when the scripts that make it change, though the key does not.
    recipe = hashlib.sha256(b"".join(p.read_bytes() for p in (SCRIPT, TRIM))).hexdigest()[:8]
    target = CACHE / (hashlib.sha256(key.encode()).hexdigest()[:24] + f".{recipe}.snap2.gz")
    if target.exists():
        return target, {"cached": True, "key": key}
    t0 = time.perf_counter()
    raw = CACHE / (target.name + ".raw.tmp")
    made = make_raw(pyodide_dir, wheel, raw)
    t1 = time.perf_counter()
    data = bytearray(raw.read_bytes())
    raw.unlink()
    xor = static_xor(pyodide_dir, data)
    tmp = target.with_suffix(".tmp")
    tmp.write_bytes(gzip.compress(header(key, len(data), xor) + bytes(data), compresslevel=1, mtime=0))
    tmp.replace(target)  # whole or absent: an interrupted build leaves no half snapshot behind
    # Older snapshots of this cache are for wheels that no longer exist; keep the newest few.
    for old in sorted(CACHE.glob("*.snap*.gz"), key=lambda p: p.stat().st_mtime)[:-4]:
        old.unlink(missing_ok=True)
    made.update(cached=False, key=key, xor=xor is not None, node_s=round(t1 - t0, 2), store_s=round(time.perf_counter() - t1, 2))
    return target, made


def place_snapshot(runtime: Path, pyodide_dir: Path, pyodide_version: str, wheel: Path, wheel_sha256: str) -> dict:
    """Put the snapshot under ``runtime/snapshots/<hash>/engine.snap`` and return its manifest entry
    (the build compresses it with the rest of the site)."""
    shutil.rmtree(runtime / "snapshots", ignore_errors=True)  # never serve a stale one
    source, how = cached_snapshot(pyodide_dir, pyodide_version, wheel, wheel_sha256)
    data = gzip.decompress(source.read_bytes())
    digest = hashlib.sha256(data).hexdigest()
    dest = runtime / "snapshots" / digest[:16] / NAME
    dest.parent.mkdir(parents=True)
    dest.write_bytes(data)
    head = read_header(data)
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    if not how["cached"]:
        cleared = how.get("cleared") or {}
        trimmed = how.get("trimmed") or {}
        applied = trimmed.get("applied") or {}
        print(f"engine snapshot made in {how['node_s']} s (Node: {how['ms']}) + {how['store_s']} s: "
              f"{head['bytes'] / 1e6:.1f} MB, {cleared.get('bytes', 0) / 1e6:.1f} MB of free heap cleared"
              + (f" (not: {cleared['reason']})" if cleared.get("reason") else "")
              + (", the module's data XORed" if head["xor"] else "")
              + f"; trimmed: {len((trimmed.get('modules') or {}).get('dropped', []))} modules left to the library, "
                f"{applied.get('items', 0)} docstrings, {applied.get('tables', 0)} line tables", file=sys.stderr)
    return {
        "url": dest.relative_to(runtime).as_posix(),
        "key": head["key"],
        "sha256": digest,
        "bytes": head["bytes"],
        "headerBytes": HEADER_BYTES,
        # whether the worker must XOR the module's data segments back (see the module's docstring)
        "xor": head["xor"] is not None,
        # A snapshot boot loads no package, so it needs only this part of pyodide-lock.json (which
        # Pyodide checks against its ABI) instead of downloading the whole file.
        "lockInfo": lock["info"],
        # Installed as the standard library by a snapshot boot; the real one is written after Ready.
        "stdlibStandIn": place_stand_in(runtime),
    }
