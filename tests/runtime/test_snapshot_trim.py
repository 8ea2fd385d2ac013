"""What the engine snapshot leaves out (site_tools/node/trim_snapshot.py), checked on a snapshot made
for real in Node and restored in Node as the browser's worker restores it
(site_tools/node/restore_snapshot.mjs): on the empty stand-in standard library, the worker's boot and
the engine never import a module the snapshot left to the library, nor open the library; once the
library is written, those modules import from it and work. The browser tests play the golden games
on the same kind of snapshot (tests/browser/test_snapshot.py)."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from site_tools import snapshot
from site_tools.paths import ROOT

RESTORE = ROOT / "site_tools" / "node" / "restore_snapshot.mjs"


@pytest.fixture(scope="module")
def restored(tmp_path_factory):
    """(what make_snapshot.mjs reported, what restore_snapshot.mjs reported)."""
    from site_tools.runtime import build_wheel, copy_pyodide

    node = shutil.which("node")
    assert node, "node (20) is needed to make and restore the engine snapshot"
    pyodide, wheel = copy_pyodide(), build_wheel()
    tmp = tmp_path_factory.mktemp("snapshot")
    made = snapshot.make_raw(pyodide, wheel, tmp / "engine.raw")
    stand_in = tmp / snapshot.STAND_IN_NAME
    stand_in.write_bytes(snapshot.stdlib_stand_in())
    done = subprocess.run([node, str(RESTORE), str(pyodide), str(tmp / "engine.raw"), str(stand_in)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return made, json.loads(done.stdout.strip().splitlines()[-1])


def test_the_snapshot_leaves_out_modules_docstrings_line_numbers_and_stale_buffers(restored):
    trimmed = restored[0]["trimmed"]
    modules = trimmed["modules"]
    # The boot's own: gone, and nothing of them held in memory by what stays.
    assert {"subprocess", "ssl", "socket", "selectors", "importlib.resources"} <= set(modules["dropped"])
    assert modules["held"] == [] and modules["lost"] == []
    assert not any(name == "games" or name.startswith("games.") for name in modules["dropped"])
    applied = trimmed["applied"]
    assert applied["items"] > 1000 and applied["tables"] > 1000  # docstrings, line tables
    assert applied["streams"] == trimmed["buffers"] >= 3  # stdin, stdout, stderr
    assert applied["refused"] < applied["items"] / 20  # the layout make_snapshot.mjs assumes is the one it found


def test_the_restored_engine_boots_and_answers_without_the_standard_library(restored):
    dropped, report = restored[0]["trimmed"]["modules"]["dropped"], restored[1]
    assert report["lazyAtRestore"] == sorted(dropped)
    assert report["lazyAfterReady"] == report["lazyAtRestore"]  # none of them was needed
    assert report["opened"] == []  # nor the library
    assert report["answers"] == [True, True, True]
    assert report["newcomerDocs"] and all(report["newcomerDocs"])  # the docstrings the engine reads stay


def test_modules_left_to_the_standard_library_import_from_it_once_written(restored):
    assert restored[1]["later"] == ["(a: int, b=2) -> int", "A docstring compiled after the restore is kept.", "aGk=",
                                    "ZeroDivisionError: division by zero", True, True, True, "module"]
    assert restored[1]["async"] == "awaited"
