// Restore an engine snapshot in Node as the browser's worker does, and report what its boot touched
// (tests/runtime/test_snapshot_trim.py): the standard library is the empty stand-in, as in a
// snapshot boot before Ready; the worker's own calls follow (docs/js/worker.js: reseeding random,
// importing games.api, the version, the warm-up round of every game) and a few facade calls. Then
// the real library is written where the stand-in was, as docs/js/worker/stdlib.js does after Ready,
// and modules the snapshot left to it are used.
//
//   node restore_snapshot.mjs PYODIDE_DIR RAW_SNAPSHOT STAND_IN_ZIP
//
// Prints one JSON line: {"lazyAtRestore": [...], "lazyAfterReady": [...], "opened": [...archives
// opened before the library was written], "answers": [...], "newcomerDocs": [...], "later": [...],
// "async": ...}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, raw, standIn] = process.argv.slice(2);
if (!pyodideDir || !raw || !standIn) {
  console.error("usage: node restore_snapshot.mjs PYODIDE_DIR RAW_SNAPSHOT STAND_IN_ZIP");
  process.exit(2);
}

const LAZY = `
import sys
def _lazy_now():
    return sorted(n for n, m in list(sys.modules.items()) if type(m).__name__ == "_LazyModule")
_lazy_now`;

const WATCH = `
import sys
_opened = []
def _watch(event, args):
    if event == "open" and str(args[0]).endswith(".zip"):
        _opened.append(str(args[0]))
sys.addaudithook(_watch)
`;

const LATER = `
import json, sys
import base64, inspect, locale, pkgutil, selectors, socket, subprocess, traceback
from importlib import resources
def f(a: int, b=2) -> int:
    "A docstring compiled after the restore is kept."
    return a
try:
    1 / 0
except ZeroDivisionError:
    last = traceback.format_exc().splitlines()[-1]
json.dumps([str(inspect.signature(f)), f.__doc__, base64.b64encode(b"hi").decode(), last,
            callable(resources.files), callable(subprocess.run), socket.AF_INET > 0, type(socket).__name__])
`;

try {
  const indexURL = path.resolve(pyodideDir) + path.sep;
  const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
  const lock = JSON.parse(fs.readFileSync(path.join(indexURL, "pyodide-lock.json"), "utf8"));
  const quiet = () => {};
  const py = await loadPyodide({
    indexURL, stdout: quiet, stderr: quiet, _loadSnapshot: new Uint8Array(fs.readFileSync(raw)),
    stdLibURL: path.resolve(standIn), lockFileContents: JSON.stringify({ info: lock.info, packages: {} }),
  });
  const lazyNow = () => py.runPython(LAZY)().toJs();
  const report = { lazyAtRestore: lazyNow() };
  py.runPython(WATCH);
  py.runPython("import random; random.seed()");
  const api = py.pyimport("games.api");
  py.runPython("import sys; sys.version.split()[0]");
  py.runPython("import games\nfor _id in games.GAMES: games.simulate(_id, None, 0, None, 1)\ndel _id");
  const calls = [
    ["games.list", {}],
    ["table.new", { game: "gavitt", params: { edition: "1903", players: 4 }, seed: 7, human_seats: [0] }],
    ["table.advance", { table: "t1", t: 5000 }],
  ];
  report.answers = calls.map(([method, args]) => JSON.parse(api.call(method, JSON.stringify(args))).ok);
  // The docstrings the engine reads (its newcomer bots' modules: the lab's newcomer measure) are kept.
  report.newcomerDocs = py.runPython(
    "import games, sys\n[bool(sys.modules[g.bots.newcomer.__module__].__doc__) " +
    "for g in games.GAMES.values() if g.bots.newcomer]").toJs();
  py.runPython("import gc; gc.collect(); len(gc.get_objects())");
  report.lazyAfterReady = lazyNow();
  report.opened = py.runPython("_opened").toJs();
  const archive = py.runPython("import sys; [p for p in sys.path if p.endswith('.zip')][0]");
  py.FS.writeFile(archive, new Uint8Array(fs.readFileSync(path.join(indexURL, "python_stdlib.zip"))));
  report.later = JSON.parse(py.runPython(LATER));
  report.async = await py.runPythonAsync("import asyncio\nawait asyncio.sleep(0)\n'awaited'");
  console.log(JSON.stringify(report));
} catch (err) {
  console.error(String((err && err.stack) || err).slice(0, 4000));
  process.exit(1);
}
