"""The engine snapshot at build time (site_tools.snapshot): keyed by the Pyodide version and the
wheel's hash, made again when either changes, reused from build/ when neither does, and never
left stale in the site. Node is replaced by a stand-in here; the real snapshot is checked against
the built site in tests/browser/test_snapshot.py."""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import time
import zipfile

import pytest

from site_tools import snapshot


@pytest.fixture
def fake_node(tmp_path, monkeypatch):
    """make_raw replaced by a stand-in that writes recognisable bytes and counts its calls."""
    calls = []

    def make_raw(pyodide_dir, wheel, out):
        calls.append(wheel)
        out.write_bytes(b"pyodide memory of " + wheel.read_bytes() * 64)
        return {"ms": {"boot": 1}, "bytes": out.stat().st_size}

    monkeypatch.setattr(snapshot, "make_raw", make_raw)
    monkeypatch.setattr(snapshot, "CACHE", tmp_path / "cache")
    pyodide = tmp_path / "pyodide"
    pyodide.mkdir()
    (pyodide / "pyodide-lock.json").write_text(json.dumps({"info": {"abi_version": "x"}, "packages": {"a": {}}}))
    return calls, pyodide


def wheel(tmp_path, content: bytes):
    path = tmp_path / f"engine-{len(content)}.whl"
    path.write_bytes(content)
    return path


def test_same_pyodide_and_wheel_reuse_the_cached_snapshot(tmp_path, fake_node):
    calls, pyodide = fake_node
    w = wheel(tmp_path, b"wheel one")
    first, how1 = snapshot.cached_snapshot(pyodide, "314.0.7", w, "aa" * 32)
    second, how2 = snapshot.cached_snapshot(pyodide, "314.0.7", w, "aa" * 32)
    assert first == second and len(calls) == 1
    assert how1["cached"] is False and how2["cached"] is True


def test_a_new_wheel_or_a_new_pyodide_makes_a_new_snapshot(tmp_path, fake_node):
    calls, pyodide = fake_node
    w = wheel(tmp_path, b"wheel one")
    a, _ = snapshot.cached_snapshot(pyodide, "314.0.7", w, "aa" * 32)
    b, _ = snapshot.cached_snapshot(pyodide, "314.0.7", w, "bb" * 32)
    c, _ = snapshot.cached_snapshot(pyodide, "315.0.0", w, "aa" * 32)
    assert len({a, b, c}) == 3 and len(calls) == 3
    keys = {snapshot.read_header(gzip.decompress(p.read_bytes()))["key"] for p in (a, b, c)}
    assert keys == {snapshot.snapshot_key("314.0.7", "aa" * 32), snapshot.snapshot_key("314.0.7", "bb" * 32),
                    snapshot.snapshot_key("315.0.0", "aa" * 32)}


def test_the_file_is_a_fixed_aligned_header_then_the_snapshot(tmp_path, fake_node):
    _, pyodide = fake_node
    w = wheel(tmp_path, b"wheel one")
    path, _ = snapshot.cached_snapshot(pyodide, "314.0.7", w, "aa" * 32)
    data = gzip.decompress(path.read_bytes())
    assert snapshot.HEADER_BYTES % 16 == 0  # the snapshot after it stays aligned for 32-bit reads
    head = snapshot.read_header(data)
    assert data[snapshot.HEADER_BYTES:] == b"pyodide memory of " + b"wheel one" * 64
    assert head["bytes"] == len(data) - snapshot.HEADER_BYTES


def test_the_site_holds_only_the_snapshot_of_the_current_wheel(tmp_path, fake_node):
    _, pyodide = fake_node
    runtime = tmp_path / "runtime"
    old = snapshot.place_snapshot(runtime, pyodide, "314.0.7", wheel(tmp_path, b"old"), "aa" * 32)
    new = snapshot.place_snapshot(runtime, pyodide, "314.0.7", wheel(tmp_path, b"newer"), "bb" * 32)
    assert old["url"] != new["url"]
    assert [p.relative_to(runtime).as_posix() for p in runtime.rglob("engine.snap*")] == [new["url"]]
    assert new["url"].endswith("/engine.snap")  # the build's compression gives it its .br and .gz
    assert new["key"] == snapshot.snapshot_key("314.0.7", "bb" * 32)
    assert new["lockInfo"] == {"abi_version": "x"}  # what a snapshot boot needs of the lock file


def test_the_snapshot_boots_stand_in_standard_library_is_an_empty_zip_beside_it(tmp_path, fake_node):
    _, pyodide = fake_node
    runtime = tmp_path / "runtime"
    snapshot.place_snapshot(runtime, pyodide, "314.0.7", wheel(tmp_path, b"old"), "aa" * 32)
    entry = snapshot.place_snapshot(runtime, pyodide, "314.0.7", wheel(tmp_path, b"newer"), "bb" * 32)["stdlibStandIn"]
    assert [p.relative_to(runtime).as_posix() for p in runtime.rglob("*.zip")] == [entry["url"]]
    data = (runtime / entry["url"]).read_bytes()
    with zipfile.ZipFile(io.BytesIO(data)) as zf:  # a zip Python can open, with nothing in it
        assert zf.namelist() == [] and zf.testzip() is None
    assert entry["bytes"] == len(data) and entry["url"].split("/")[1] == entry["sha256"][:16]


def test_the_engine_wheel_is_reproducible_so_its_snapshot_can_be_reused():
    from site_tools.runtime import build_wheel, sha256

    first = sha256(build_wheel())
    time.sleep(2.1)  # past the zip format's 2-second resolution: a build-time stamp would show
    assert sha256(build_wheel()) == first


def _wasm_module(segments) -> bytes:
    """A WebAssembly module with just a data section of active segments at i32.const offsets."""
    def leb(n):
        out = bytearray()
        while True:
            byte, n = n & 0x7F, n >> 7
            out.append(byte | (0x80 if n else 0))
            if not n:
                return bytes(out)

    body = leb(len(segments)) + b"".join(b"\0\x41" + leb(off) + b"\x0b" + leb(len(d)) + d for off, d in segments)
    return b"\0asm\1\0\0\0" + b"\x0b" + leb(len(body)) + body


def test_the_modules_data_segments_are_read_in_order():
    segments = [(1024, b"python's tables"), (200000, bytes(range(200)))]
    assert snapshot.wasm_data_segments(_wasm_module(segments)) == segments


def test_a_data_segment_of_another_form_is_refused():
    passive = _wasm_module([(16, b"x")]).replace(b"\0\x41\x10", b"\x01\x41\x10")
    with pytest.raises(ValueError):
        snapshot.wasm_data_segments(passive)
    with pytest.raises(ValueError):
        snapshot.wasm_data_segments(b"not a module")


def test_the_xor_stores_the_modules_own_data_as_zeros_and_undoes_itself():
    segments = [(8, b"static data"), (64, b"more static data")]
    head = (0).to_bytes(4, "little") + (32).to_bytes(4, "little") + bytes(24)  # Pyodide's header: 32 bytes
    memory = bytearray(128)
    for offset, d in segments:
        memory[offset:offset + len(d)] = d
    memory[70] ^= 0xFF  # a byte Python wrote after the module put its data there
    original = bytearray(head + memory)
    mixed = bytearray(original)
    field = snapshot.xor_segments(mixed, segments)
    assert field == {"sha256": hashlib.sha256(b"static datamore static data").hexdigest(), "bytes": 27}
    assert mixed[32 + 8:32 + 19] == bytes(11) and mixed[32 + 70] == 0xFF
    snapshot.xor_segments(mixed, segments)
    assert mixed == original
