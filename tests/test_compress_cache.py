"""The build's Brotli copies (site_tools.compress): two builds at once, as the tests run the site's
and the fifth game's side by side, compress a file once and both get the same bytes."""
from __future__ import annotations

import hashlib
import threading

import brotli

from site_tools import compress


def test_two_builds_at_once_compress_a_file_once_and_both_get_its_copy(tmp_path, monkeypatch):
    monkeypatch.setattr(compress, "CACHE", tmp_path / "compressed")
    calls = []
    started = threading.Event()
    real = brotli.compress

    def slow(data, **kw):
        calls.append(len(data))
        started.set()
        threading.Event().wait(0.3)  # the other build asks meanwhile
        return real(data, **kw)

    monkeypatch.setattr(brotli, "compress", slow)
    data = b"Gavitt's Stock Exchange " * 4000
    got = []
    first = threading.Thread(target=lambda: got.append(compress.brotli_bytes(data)))
    first.start()
    assert started.wait(10)
    got.append(compress.brotli_bytes(data))  # waits for the first's copy, and compresses nothing
    first.join(10)
    assert calls == [len(data)]
    assert len(got) == 2 and got[0] == got[1] and brotli.decompress(got[0]) == data
    # the copy alone is left: no lock, no half-written file
    assert [p.name for p in (tmp_path / "compressed").iterdir()] == [hashlib.sha256(data).hexdigest() + ".br"]
