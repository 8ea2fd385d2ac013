"""Precompressed copies of the built site's text and WebAssembly files, and of the engine snapshot.

Next to each file worth compressing the build writes ``<name>.br`` (Brotli, quality 11, the
largest window a browser decodes) and ``<name>.gz`` (gzip, level 9, no timestamp or name in the
header, so the same input gives the same bytes); ``site_tools serve`` sends the Brotli copy to a
browser that accepts ``br`` (every current one), else the gzip copy to one that accepts gzip, with
``Content-Encoding`` and the original's type. Brotli comes from the ``brotli`` package (PyPI, pinned
in requirements.txt): it is not in Python's standard library. Brotli at its best takes a while
(about a minute for the 31.5 MB snapshot), so each ``.br`` is kept in ``build/compressed/`` under
the SHA-256 of its input and reused by the next build. Archives (``.zip``, ``.whl``) and images are
compressed already and are left alone, as is any file gzip would not shrink by a tenth.
"""
from __future__ import annotations

import gzip
import hashlib
import os
from contextlib import contextmanager
from pathlib import Path

from site_tools.paths import BUILD

COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".map", ".wasm", ".py", ".snap"}
MIN_SIZE = 1024
MIN_SAVING = 0.10
CACHE = BUILD / "compressed"
BROTLI_WINDOW = 24  # 16 MB, the most RFC 7932 allows and browsers decode (large windows are not decoded)


def gzip_bytes(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


def brotli_bytes(data: bytes) -> bytes:
    """Brotli at quality 11 (the same input gives the same bytes), from the build's cache if this
    input was compressed before."""
    import brotli

    cached = CACHE / (hashlib.sha256(data).hexdigest() + ".br")
    if cached.exists():
        return cached.read_bytes()
    CACHE.mkdir(parents=True, exist_ok=True)
    # Two builds at once (the tests build the site and, beside it, a copy with a fifth game, which
    # shares this cache) would each spend half a minute on the same Pyodide file: the second waits
    # for the first's copy instead.
    lock = cached.with_suffix(".lock")
    with _exclusive(lock):
        if cached.exists():
            return cached.read_bytes()
        packed = brotli.compress(data, quality=11, lgwin=BROTLI_WINDOW)
        tmp = cached.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(packed)
        tmp.replace(cached)  # whole or absent
        lock.unlink(missing_ok=True)  # a build that comes later finds the copy, and needs no lock
    return packed


@contextmanager
def _exclusive(lock: Path):
    """This process alone holds ``lock`` (an advisory lock, released when the process ends, so a
    build that was stopped leaves none held); where the system has no such lock, nothing is held
    and two builds merely compress the same file twice."""
    try:
        import fcntl
    except ImportError:  # not on POSIX
        yield
        return
    with open(lock, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def precompress(site_dir: Path) -> dict[str, int]:
    """Write ``.br`` and ``.gz`` beside every compressible file of ``site_dir``; return the totals
    (bytes of the files compressed, bytes of their ``.gz`` and ``.br``, how many)."""
    before = after_gz = after_br = count = 0
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE:
            continue
        data = path.read_bytes()
        gz, br = path.with_name(path.name + ".gz"), path.with_name(path.name + ".br")
        if len(data) < MIN_SIZE:
            continue
        packed = gzip_bytes(data)
        if len(packed) > len(data) * (1 - MIN_SAVING):
            gz.unlink(missing_ok=True)
            br.unlink(missing_ok=True)
            continue
        gz.write_bytes(packed)
        squeezed = brotli_bytes(data)
        br.write_bytes(squeezed)
        before, after_gz, after_br, count = before + len(data), after_gz + len(packed), after_br + len(squeezed), count + 1
    return {"files": count, "bytes": before, "gzip_bytes": after_gz, "brotli_bytes": after_br}
