// Make the engine's memory snapshot in Node (no browser): Pyodide booted, the engine's files put in
// place, every module of `games` imported, what the snapshot need not hold taken out
// (trim_snapshot.py), the heap's free memory cleared, then the whole WebAssembly memory written out.
//
//   node make_snapshot.mjs PYODIDE_DIR ENGINE_DIR OUT
//
// PYODIDE_DIR is the Pyodide copy the site serves (its BUILD_ID is checked again when a browser
// restores the snapshot), ENGINE_DIR the engine wheel the manifest names, unpacked (by
// site_tools/snapshot.py: unpacking it here would import zipfile and leave the wheel's bytes in the
// heap), OUT the raw snapshot file. Prints one JSON line: {"ms": {...steps}, "bytes", "python",
// "modules", "trimmed", "cleared"}. TOPEKA_SNAPSHOT_KEEP=modules,annotations,docstrings,linetables,buffers
// (any of them) leaves those in, to measure what each lever saves. Pyodide's experimental API: loadPyodide({_makeSnapshot: true}) and
// pyodide.makeMemorySnapshot(); the browser restores it with loadPyodide({_loadSnapshot}).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [pyodideDir, engineDir, out] = process.argv.slice(2);
if (!pyodideDir || !engineDir || !out) {
  console.error("usage: node make_snapshot.mjs PYODIDE_DIR ENGINE_DIR OUT");
  process.exit(2);
}

const TRIM = path.join(path.dirname(fileURLToPath(import.meta.url)), "trim_snapshot.py");
const ms = {};
let t = performance.now();
const step = (name) => {
  const now = performance.now();
  ms[name] = Math.round(now - t);
  t = now;
};

/** Copy the unpacked wheel into Pyodide's site-packages; returns the modules of `games` it holds
 *  (games.__main__, the command line, is never imported by the browser). */
function installEngine(py, purelib) {
  const modules = [];
  const walk = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        py.FS.mkdirTree(`${purelib}/${name}`);
        walk(path.join(dir, entry.name), name);
        continue;
      }
      // Node wants Uint8Arrays, not Buffers, across the JavaScript/Python boundary.
      py.FS.writeFile(`${purelib}/${name}`, new Uint8Array(fs.readFileSync(path.join(dir, entry.name))));
      if (name.startsWith("games/") && name.endsWith(".py") && name !== "games/__main__.py") {
        modules.push(name.slice(0, -3).replace(/\//g, ".").replace(/\.__init__$/, ""));
      }
    }
  };
  walk(engineDir, "");
  return modules.sort();
}

/** Clear the free memory of the C heap (dlmalloc's free chunks and its top): what Python freed while
 *  it started and imported the engine (source text, compiler arenas) stays in those chunks otherwise,
 *  megabytes of the snapshot that compress badly. Walks dlmalloc's chunks from the heap's base to
 *  its break and zeroes each free chunk past its list links (32 bytes); its size field and the next
 *  chunk's record of it are left as they are. The walk must account for exactly the in-use and free
 *  bytes mallinfo reports, else nothing is cleared (an allocator this does not know). */
function clearFreeHeap(M) {
  const info = M._malloc(64);
  M._mallinfo(info);
  const u32 = new Uint32Array(M.HEAP8.buffer);
  const inUse = u32[(info >>> 2) + 7], free = u32[(info >>> 2) + 8];
  const top = M._sbrk(0) >>> 0;
  let p = M.___heap_base >>> 0;
  if ((p + 8) & 7) p += 8 - ((p + 8) & 7);
  const chunks = [];
  let used = 0, unused = 0;
  while (p + 8 <= top) {
    const head = u32[(p + 4) >>> 2];
    const size = head & ~7;
    if (size < 16 || p + size > top + 8) break;
    if (head & 2) used += size;
    else {
      unused += size;
      chunks.push([p, size]);
    }
    p += size;
  }
  const close = (a, b) => Math.abs(a - b) <= 256; // dlmalloc counts its top's footer on one side
  if (p < top || !close(used, inUse) || !close(unused, free)) {
    M._free(info);
    return { bytes: 0, reason: `heap walk found ${used} in use and ${unused} free, mallinfo ${inUse} and ${free}` };
  }
  let cleared = 0;
  for (const [at, size] of chunks) {
    if (size > 32) {
      M.HEAP8.fill(0, at + 32, at + size);
      cleared += size - 32;
    }
  }
  M.HEAP8.fill(0, top, M.HEAP8.length); // past the break nothing is allocated
  M._free(info);
  return { bytes: cleared };
}

/** Apply what trim_snapshot.py asks of the memory, checking the layout it assumes (32-bit CPython
 *  3.14: an object's type at +4 and its size at +8; a tuple's cached hash at +12 and its first item
 *  at +16; a bytes object's contents at +16, NUL-terminated; a buffered stream's buffer at +48, its
 *  five positions (64-bit) from +56 and its buffer's size at +104, the buffer a block of the C heap
 *  of that size): whatever does not match is left as it is. */
function applyTrim(M, { slots, shrink, buffers, types }) {
  const u32 = new Uint32Array(M.HEAP8.buffer);
  const u8 = M.HEAPU8;
  let items = 0, tables = 0, refused = 0;
  for (const [tuple, old, value] of slots) {
    if (u32[(tuple + 4) >>> 2] !== types.tuple || u32[(tuple + 16) >>> 2] !== old) {
      refused++;
      continue;
    }
    M._Py_IncRef(value);
    u32[(tuple + 16) >>> 2] = value;
    u32[(tuple + 12) >>> 2] = 0xffffffff; // its hash, if it was cached, is computed again
    M._Py_DecRef(old);
    items++;
  }
  for (const [bytes, length, hex] of shrink) {
    if (u32[(bytes + 4) >>> 2] !== types.bytes || u32[(bytes + 8) >>> 2] !== length || u8[bytes + 16 + length] !== 0) {
      refused++;
      continue;
    }
    const n = hex.length / 2;
    for (let i = 0; i < n; i++) u8[bytes + 16 + i] = parseInt(hex.substr(2 * i, 2), 16);
    u8.fill(0, bytes + 16 + n, bytes + 16 + length + 1);
    u32[(bytes + 8) >>> 2] = n;
    u32[(bytes + 12) >>> 2] = 0xffffffff; // no cached hash
    tables++;
  }
  let streams = 0;
  for (const stream of buffers) {
    const buffer = u32[(stream + 48) >>> 2], size = u32[(stream + 104) >>> 2];
    const chunk = u32[(buffer - 4) >>> 2] & ~7; // dlmalloc's size of the block: the request + 4, rounded up to 8
    const positions = [56, 64, 72, 80, 88].map((at) => [u32[(stream + at) >>> 2], u32[(stream + at + 4) >>> 2]]);
    const sane = positions.every(([low, high]) => (high === 0 && low <= size) || (high === 0xffffffff && low === 0xffffffff));
    if (!types.buffered.includes(u32[(stream + 4) >>> 2]) || !sane || size < 1024 || chunk < size + 4 || chunk > size + 16) {
      refused++;
      continue;
    }
    const used = Math.max(0, ...positions.map(([low, high]) => (high ? 0 : low)));
    M.HEAPU8.fill(0, buffer + used, buffer + size);
    streams++;
  }
  return { items, tables, streams, refused };
}

/** Run trim_snapshot.py in a namespace of its own with ``settings`` (SKIP, ONLY: see it), apply
 *  what it returns, then drop the namespace (which holds the objects it names until they are applied). */
function trimSnapshot(py, settings) {
  const ns = py.runPython("{}");
  try {
    for (const [name, value] of Object.entries(settings)) ns.set(name, py.toPy(value));
    const out = JSON.parse(py.runPython(fs.readFileSync(TRIM, "utf8"), { globals: ns }));
    return { ...out.report, applied: applyTrim(py._module, out), kept: settings.SKIP };
  } finally {
    ns.clear();
    ns.destroy();
    py.runPython("import gc; gc.collect()");
  }
}

const ENGINE_IMPORT = `
import gc, importlib, json, os, sys
import games, games.api
# The restored interpreter has the modules in memory but not the files (the file system is not part
# of the memory snapshot), so every module that games.api may import later is imported now.
for name in ENGINE_MODULES:
    importlib.import_module(name)
del name
# Node's program path would otherwise be frozen into os.environ; a browser boot has none.
os.environ.pop("_", None)
gc.collect()
json.dumps({"python": sys.version.split()[0], "modules": sorted(m for m in sys.modules if m.split(".")[0] == "games")})
`;

/** Pyodide booted for a snapshot, the engine installed and imported; returns it and what it reports. */
async function bootEngine(loadPyodide, indexURL) {
  const log = [];
  const py = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: (l) => log.push(l), stderr: (l) => log.push(l) });
  // site (imported at boot) names the directory; sysconfig would leave itself and its 1,100 build
  // variables in the snapshot (tens of kB of its Brotli), for nothing the engine uses.
  const purelib = py.runPython("import site; site.getsitepackages()[0]");
  py.globals.set("ENGINE_MODULES", py.toPy(installEngine(py, purelib)));
  const info = py.runPython(ENGINE_IMPORT);
  py.globals.delete("ENGINE_MODULES");
  return { py, info: JSON.parse(info) };
}

try {
  const indexURL = path.resolve(pyodideDir) + path.sep;
  const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
  const keep = (process.env.TOPEKA_SNAPSHOT_KEEP || "").split(",").filter(Boolean);
  // Which unused modules would really leave memory is known only once they are gone, which cannot be
  // undone: a first interpreter, thrown away, finds out; the one frozen drops just those.
  let modules = [];
  if (!keep.includes("modules")) {
    const probe = await bootEngine(loadPyodide, indexURL);
    modules = trimSnapshot(probe.py, { SKIP: ["annotations", "docstrings", "linetables"] }).modules.dropped;
    step("probe");
  }
  const { py, info } = await bootEngine(loadPyodide, indexURL);
  step("engine");
  const trimmed = trimSnapshot(py, { SKIP: keep, ONLY: modules });
  step("trim");
  const cleared = clearFreeHeap(py._module);
  step("clear");
  const snapshot = py.makeMemorySnapshot();
  step("snapshot");
  fs.writeFileSync(out, snapshot);
  step("write");
  console.log(JSON.stringify({ ms, bytes: snapshot.length, trimmed, cleared, ...info }));
} catch (err) {
  console.error(String((err && err.stack) || err).slice(0, 4000));
  process.exit(1);
}
