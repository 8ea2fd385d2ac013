// Make the engine's memory snapshot in Node (no browser): Pyodide booted, the engine wheel
// unpacked, every module of `games` imported, then the whole WebAssembly memory written out.
//
//   node make_snapshot.mjs PYODIDE_DIR WHEEL OUT
//
// PYODIDE_DIR is the Pyodide copy the site serves (its BUILD_ID is checked again when a browser
// restores the snapshot), WHEEL the engine wheel the manifest names, OUT the raw snapshot file.
// Prints one JSON line: {"ms": {...steps}, "bytes", "python", "modules"}. Used by
// site_tools/snapshot.py. Pyodide's experimental API: loadPyodide({_makeSnapshot: true}) and
// pyodide.makeMemorySnapshot(); the browser restores it with loadPyodide({_loadSnapshot}).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, out] = process.argv.slice(2);
if (!pyodideDir || !wheel || !out) {
  console.error("usage: node make_snapshot.mjs PYODIDE_DIR WHEEL OUT");
  process.exit(2);
}

const ms = {};
let t = performance.now();
const step = (name) => {
  const now = performance.now();
  ms[name] = Math.round(now - t);
  t = now;
};

try {
  const indexURL = path.resolve(pyodideDir) + path.sep;
  const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
  const log = [];
  const py = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: (l) => log.push(l), stderr: (l) => log.push(l) });
  step("boot");
  // Node wants Uint8Arrays, not Buffers, across the JavaScript/Python boundary.
  py.FS.writeFile("/tmp/engine.whl", new Uint8Array(fs.readFileSync(wheel)));
  const info = py.runPython(`
import importlib, json, os, pkgutil, sys, sysconfig, zipfile
with zipfile.ZipFile("/tmp/engine.whl") as wheel:
    wheel.extractall(sysconfig.get_paths()["purelib"])
os.remove("/tmp/engine.whl")
import games, games.api
# The restored interpreter has the modules in memory but not the files (the file system is not part
# of the memory snapshot), so every module that games.api may import later is imported now.
# games.__main__ is the command line: never imported by the browser.
for module in pkgutil.walk_packages(games.__path__, "games."):
    if module.name != "games.__main__":
        importlib.import_module(module.name)
# Node's program path would otherwise be frozen into os.environ; a browser boot has none.
os.environ.pop("_", None)
json.dumps({"python": sys.version.split()[0], "modules": sorted(m for m in sys.modules if m.split(".")[0] == "games")})
`);
  step("engine");
  const snapshot = py.makeMemorySnapshot();
  step("snapshot");
  fs.writeFileSync(out, snapshot);
  step("write");
  console.log(JSON.stringify({ ms, bytes: snapshot.length, ...JSON.parse(info) }));
} catch (err) {
  console.error(String((err && err.stack) || err).slice(0, 4000));
  process.exit(1);
}
