"""Precompressed copies of the built site's text and WebAssembly files.

Next to each file worth compressing the build writes ``<name>.gz`` (gzip, level 9, no timestamp
or name in the header, so the same input gives the same bytes); ``site_tools serve`` sends it,
with ``Content-Encoding: gzip``, to a browser that accepts gzip. Brotli would save more, but it is
not in Python's standard library, and the build adds no dependency for it. Archives (``.zip``,
``.whl``) and images are compressed already and are left alone, as is any file gzip would not
shrink by a tenth.
"""
from __future__ import annotations

import gzip
from pathlib import Path

COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".map", ".wasm", ".py"}
MIN_SIZE = 1024
MIN_SAVING = 0.10


def gzip_bytes(data: bytes) -> bytes:
    return gzip.compress(data, compresslevel=9, mtime=0)


def precompress(site_dir: Path) -> dict[str, int]:
    """Write ``.gz`` beside every compressible file of ``site_dir``; return the totals (bytes of
    the files compressed, bytes of their ``.gz``, how many)."""
    before = after = count = 0
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE:
            continue
        data = path.read_bytes()
        target = path.with_name(path.name + ".gz")
        if len(data) < MIN_SIZE:
            continue
        packed = gzip_bytes(data)
        if len(packed) > len(data) * (1 - MIN_SAVING):
            target.unlink(missing_ok=True)
            continue
        target.write_bytes(packed)
        before, after, count = before + len(data), after + len(packed), count + 1
    return {"files": count, "bytes": before, "gzip_bytes": after}
