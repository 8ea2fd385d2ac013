// The module Web Worker that runs Python (Pyodide): one per document serves every demo of the site
// (docs/js/runtime.js); the lab starts further ones for its games (runtime.spawnWorker).
//
// Protocol (main thread -> worker):   { id: <positive integer>, method: <string>, args: <object> }
// Protocol (worker -> main thread):
//   { type: "stage", stage: <string>, fallback?: <why> } boot progress, human readable; `fallback`
//                                                        when the engine's snapshot could not be used
//   { type: "ready", python, pyodide, boot: "snapshot" | "plain", fallback: <why> | null, timings }
//   { type: "failed", message: <string> }                boot failed (no traceback)
//   { type: "result", id, ok: true, result: <JSON value> }
//   { type: "result", id, ok: false, error: { message, kind, clause } }
//   { type: "protocol-error", message }                   a message of the wrong shape (no id to answer)
//   { type: "notice", message }                           said at info level (a kept snapshot was unusable)
// `method` is a method of the engine's JSON facade, games.api.call(method, args_json): the worker
// adds nothing to the engine but transport. Requests that arrive during boot wait for it.
//
// Boot: restore the engine's memory snapshot (made at build time with games.api imported), or,
// when it is missing, corrupt, made for another Pyodide or wheel, or fails to load, boot Python
// and load the engine wheel as before. Either way the reader gets the same engine.
//
// Two diagnostics are the worker's own: "worker.memory" -> { wasmHeapBytes, pythonObjects } (Pyodide's
// WebAssembly memory, the objects Python's collector tracks after a collection), for the soak test;
// "worker.stdlib" -> where the standard library stands (see "The standard library after Ready").

const RUNTIME_BASE = new URL("../assets/runtime/", import.meta.url);
let api = null;
let pyodideRef = null;
let bootError = null;
let booted = null;

function post(message) {
  self.postMessage(message);
}

// A Python exception's message, reduced to its last line: a reader never sees a traceback.
function shortError(err) {
  const text = String((err && err.message) || err || "unknown error").trim();
  const lines = text.split("\n").filter((l) => l.trim());
  return lines.length ? lines[lines.length - 1].slice(0, 500) : "unknown error";
}

// Absolute times (ms since the epoch, comparable with the page's clock) of each boot step, for `make bench`.
const timings = {};
const mark = (name) => (timings[name] = performance.timeOrigin + performance.now());
const stage = (text, extra = {}) => post({ type: "stage", stage: text, ...extra });
const quiet = () => {};

// The engine's memory snapshot (site_tools/snapshot.py): gzip(header + Pyodide memory snapshot).
// Its header (manifest.snapshot.headerBytes long) is the magic line, then {"key", "bytes"}.
const SNAPSHOT_MAGIC = "TOPEKA-SNAPSHOT 1\n";

// A return visit skips the decompression (a few hundred ms of this thread, the largest part of its
// boot): after a boot from the network, the decompressed snapshot is kept in the Cache API under
// its content-addressed URL (one entry, older ones removed). A cached copy is checked as a
// downloaded one is; a copy that fails the check is removed and the snapshot downloaded again.
const SNAPSHOT_CACHE = "topeka-engine-snapshot";

/** Split a decompressed snapshot into its header and Pyodide's memory, checking that it is whole
 *  (the magic line, a readable header, the size the header states). Throws a reason a reader can read. */
function unpackSnapshot(data, size) {
  const head = new TextDecoder().decode(data.subarray(0, size));
  if (data.length < size || !head.startsWith(SNAPSHOT_MAGIC)) throw new Error("it is corrupt (no snapshot header)");
  let meta;
  try {
    meta = JSON.parse(head.slice(SNAPSHOT_MAGIC.length));
  } catch {
    throw new Error("it is corrupt (unreadable header)");
  }
  if (meta.bytes !== data.length - size) throw new Error(`it is incomplete (${data.length - size} of ${meta.bytes} bytes)`);
  return { key: meta.key, memory: data.subarray(size), data }; // size is a multiple of 16: the view stays aligned
}

async function snapshotCache() {
  return typeof caches === "object" && caches ? caches.open(SNAPSHOT_CACHE) : null;
}

/** The decompressed snapshot kept by an earlier visit, checked, or null (none kept, no Cache API,
 *  or a copy that failed the check: that one is removed, and said at info level by the page). */
async function cachedSnapshot(entry, url) {
  let cache, response;
  try {
    cache = await snapshotCache();
    response = cache && (await cache.match(url));
    if (!response) return null;
    const s = unpackSnapshot(new Uint8Array(await response.arrayBuffer()), entry.headerBytes);
    s.cached = true;
    return s;
  } catch (err) {
    if (cache) await cache.delete(url).catch(quiet);
    post({ type: "notice", message: `the kept copy of the engine's snapshot was unusable (${shortError(err)}); downloading it again` });
    return null;
  }
}

/** Keep the decompressed snapshot for the next visit, replacing any other version's; never fails the boot. */
async function keepSnapshot(url, data) {
  try {
    const cache = await snapshotCache();
    if (!cache || (await cache.match(url))) return;
    for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old);
    await cache.put(url, new Response(data, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch {
    /* a quota or a private mode: the next visit downloads it again */
  }
}

/** Forget the kept copy (after Pyodide refused to restore it: the next visit downloads it again). */
async function dropSnapshot(url) {
  try {
    const cache = await snapshotCache();
    if (cache) await cache.delete(url);
  } catch {
    /* nothing kept */
  }
}

/** The snapshot, kept or downloaded and decompressed, checked. Resolves to { key, memory, data,
 *  cached }; throws a reason a reader can read. */
async function fetchSnapshot(entry) {
  if (!entry || !entry.url) throw new Error("the manifest names none");
  const url = new URL(entry.url, RUNTIME_BASE).href;
  const kept = await cachedSnapshot(entry, url);
  if (kept) {
    mark("snapshotCached");
    return kept;
  }
  if (typeof DecompressionStream !== "function") throw new Error("this browser cannot decompress it");
  const response = await fetch(url);
  if (!response.ok) throw new Error(`it was not found (HTTP ${response.status})`);
  let data;
  try {
    data = new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
  } catch (err) {
    throw new Error(`it is corrupt or incomplete (${shortError(err)})`);
  }
  mark("snapshotFetched");
  const s = unpackSnapshot(data, entry.headerBytes);
  s.cached = false;
  return s;
}

/** Restore Python with the engine already imported, from `snapshot` (the promise of fetchSnapshot,
 *  under way while loadPyodide downloads the runtime). Needs neither the wheel nor the package lock file. */
async function snapshotBoot(manifest, indexURL, pyodideModule, snapshot) {
  if (!manifest.snapshot) throw new Error("the manifest names none");
  // What the snapshot must have been made from: this Pyodide and the manifest's wheel.
  const key = `pyodide-${pyodideModule.version}+wheel-${manifest.wheel.sha256}`;
  const memory = snapshot.then((s) => {
    if (s.key !== key) throw new Error("it was made for another Pyodide or engine version");
    return s.memory;
  });
  memory.catch(quiet); // handled by loadPyodide's await below: not an unhandled rejection meanwhile
  stage(`Downloading Python (Pyodide ${manifest.pyodide.version}) and the engine's snapshot`);
  const standIn = manifest.snapshot.stdlibStandIn;
  const pyodide = await pyodideModule.loadPyodide({
    indexURL, stdout: quiet, stderr: quiet, _loadSnapshot: memory,
    lockFileContents: JSON.stringify({ info: manifest.snapshot.lockInfo, packages: {} }),
    // An empty zip as the standard library: the real one is written after Ready (below).
    ...(standIn ? { stdLibURL: new URL(standIn.url, RUNTIME_BASE).href } : {}),
  });
  mark("pyodideLoaded");
  if (standIn) guardStdlib(pyodide, new URL("python_stdlib.zip", indexURL).href);
  // The snapshot froze the global random's state with everything else: reseed it from the browser,
  // as a plain boot would have (the engine never uses it; see README, "The engine snapshot").
  pyodide.runPython("import random; random.seed()");
  return pyodide;
}

// The standard library after Ready. A snapshot boot installs an empty zip where Python's standard
// library (python_stdlib.zip, 2.5 MB) belongs: the snapshot holds every module the engine imported,
// and Python keeps the real library's table of contents from the snapshot (zipimport's cache), so
// nothing reads the file until a module the snapshot lacks is imported. Right after Ready the worker
// downloads the real library and writes it in the stand-in's place; the cached table of contents is
// that very file's (the snapshot is made from the Pyodide copy the site serves, and keyed by its version).
// Until then an audit hook stands before every opening of the file (every read of it, by an
// import or anything else, opens it): if Python needs it first, the worker downloads it there and
// then, synchronously, and the open goes on with the real library. So no answer ever comes from a
// missing library. If it cannot be downloaded, that is said at info level, the engine goes on
// answering (it needs no more of the library), and an import that needs it fails with the reason.
// state: "installed" (a plain boot: loadPyodide installed the real one), "stand-in", "written", "failed".
const stdlib = { state: "installed", reason: null, url: null, path: null, pyodide: null, release: null, neededEarly: false };

const STDLIB_GUARD = `
def _topeka_stdlib_guard(need):
    import sys
    archive = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
    if archive not in sys.path:
        raise RuntimeError(f"the standard library is not at {archive}")
    pending = [True]
    def hook(event, args):
        if pending[0] and event == "open" and args[0] == archive and need():
            pending[0] = False
    sys.addaudithook(hook)
    return [archive, lambda: pending.__setitem__(0, False)]
_topeka_stdlib_guard
`;

/** Run Python ``source``, whose last expression is a function; call it with ``args`` and return
 *  its result converted with ``toJsOptions``; both proxies are released. */
function callPython(pyodide, source, args, toJsOptions) {
  const fn = pyodide.runPython(source);
  try {
    const result = fn(...args);
    try {
      return result.toJs(toJsOptions);
    } finally {
      result.destroy();
    }
  } finally {
    fn.destroy();
  }
}

function guardStdlib(pyodide, url) {
  Object.assign(stdlib, { state: "stand-in", url, pyodide });
  [stdlib.path, stdlib.release] = callPython(pyodide, STDLIB_GUARD, [stdlibNow], { depth: 1 });
}

function stdlibFailed(reason) {
  if (stdlib.state === "written") return;
  stdlib.state = "failed";
  stdlib.reason = reason;
  post({ type: "notice", message: `Python's standard library could not be downloaded (${reason}); the engine goes on, an import that needs the library will fail` });
}

/** Put the real library where the stand-in is; true once it is there. */
function writeStdlib(bytes) {
  if (stdlib.state === "written") return true;
  try {
    stdlib.pyodide.FS.writeFile(stdlib.path, bytes);
  } catch (err) {
    stdlibFailed(`writing it failed: ${shortError(err)}`);
    return false;
  }
  stdlib.state = "written";
  stdlib.reason = null;
  mark("stdlibWritten");
  return true;
}

/** Right after Ready: download the real library and write it (unless Python needed it first). */
async function fetchStdlib() {
  if (stdlib.state !== "stand-in") return;
  mark("stdlibRequested");
  let bytes;
  try {
    const response = await fetch(stdlib.url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    stdlibFailed(shortError(err));
    return;
  }
  if (writeStdlib(bytes)) stdlib.release();
}

/** Called by Python's audit hook, synchronously, when the library is opened before it was written:
 *  download it now (a synchronous request, allowed in a worker), or throw why it is not there. */
function stdlibNow() {
  if (stdlib.state === "written") return true;
  if (stdlib.state === "failed") throw new Error(`Python's standard library is not available (${stdlib.reason}): reload the page`);
  stdlib.neededEarly = true;
  const xhr = new XMLHttpRequest();
  let reason = null;
  try {
    xhr.open("GET", stdlib.url, false);
    xhr.responseType = "arraybuffer";
    xhr.timeout = 30000;
    xhr.send();
    if (xhr.status !== 200) reason = `HTTP ${xhr.status}`;
  } catch (err) {
    reason = shortError(err);
  }
  if (reason === null && writeStdlib(new Uint8Array(xhr.response))) return true;
  if (reason !== null) stdlibFailed(reason);
  throw new Error(`Python's standard library is not available (${stdlib.reason}): reload the page`);
}

/** Today's boot, and the fallback: loadPyodide, then the engine wheel. */
async function plainBoot(manifest, indexURL, pyodideModule) {
  const pyodide = await pyodideModule.loadPyodide({ indexURL, stdout: quiet, stderr: quiet });
  mark("pyodideLoaded");
  stage("Loading the game engine");
  const problems = [];
  const loaded = await pyodide.loadPackage(new URL(manifest.wheel.url, RUNTIME_BASE).href, {
    messageCallback: quiet,
    errorCallback: (message) => problems.push(message),
  });
  // loadPackage does not throw when a package fails: check what it reports.
  if (problems.length || !Array.isArray(loaded) || loaded.length === 0) {
    throw new Error(`the game engine did not load: ${problems.join("; ") || "no package loaded"}`);
  }
  mark("wheelLoaded");
  return pyodide;
}

async function boot() {
  mark("workerStart");
  stage("Reading the runtime manifest");
  const response = await fetch(new URL("manifest.json", RUNTIME_BASE));
  if (!response.ok) throw new Error(`runtime manifest not found (HTTP ${response.status})`);
  const manifest = await response.json();
  mark("manifest");
  const indexURL = new URL(manifest.pyodide.indexURL, RUNTIME_BASE).href;
  // Pyodide's small loader first: decompressing the snapshot keeps this thread busy, and an import
  // queued behind it would hold back loadPyodide, which starts the big downloads.
  const pyodideModule = await import(new URL("pyodide.mjs", indexURL).href);
  mark("pyodideImported");
  const snapshot = fetchSnapshot(manifest.snapshot);
  snapshot.catch(quiet); // awaited in snapshotBoot
  let pyodide = null;
  let fallback = null;
  try {
    pyodide = await snapshotBoot(manifest, indexURL, pyodideModule, snapshot);
  } catch (err) {
    // A kept copy that Pyodide refused is not kept: the next visit downloads the snapshot again.
    Object.assign(stdlib, { state: "installed", pyodide: null }); // the plain boot installs the real library
    const kept = await snapshot.catch(() => null);
    if (kept && kept.cached) await dropSnapshot(new URL(manifest.snapshot.url, RUNTIME_BASE).href);
    // The snapshot API is experimental: whatever went wrong, boot the way that always works.
    fallback = `the engine's snapshot was not used: ${shortError(err)}`;
    mark("snapshotFailed");
    stage(`Downloading Python (Pyodide ${manifest.pyodide.version}); ${fallback}`, { fallback });
    pyodide = await plainBoot(manifest, indexURL, pyodideModule);
  }
  api = pyodide.pyimport("games.api");
  pyodideRef = pyodide;
  mark("apiImported");
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  post({ type: "ready", python, pyodide: manifest.pyodide.version, boot: fallback ? "plain" : "snapshot", fallback, timings });
  if (!fallback) {
    setTimeout(async () => {
      fetchStdlib(); // under way while the warm-up runs; written when it arrives
      warmUp(pyodide);
      const s = await snapshot;
      if (!s.cached) await keepSnapshot(new URL(manifest.snapshot.url, RUNTIME_BASE).href, s.data);
    }, 0);
  }
}

// A restored snapshot has run almost no Python in this browser, so the browser still runs
// Python's interpreter in WebAssembly's baseline tier: the engine's calls are 2-3 times slower
// until the optimised code, compiled in the background once a function has run enough, is
// there (a plain boot gets there while it boots). One bot round of every game, right after
// Ready, sets that compilation going while the reader reads; a request arriving meanwhile waits
// for it (a few hundred ms at most). It changes no state a reader sees and may never fail the boot.
function warmUp(pyodide) {
  try {
    pyodide.runPython("import games\nfor _id in games.GAMES: games.simulate(_id, None, 0, None, 1)\ndel _id");
  } catch {
    /* a warm-up only */
  }
}

function memory() {
  // Objects the collector tracks (containers, proxies), after a collection: what a leak grows.
  const objects = pyodideRef.runPython("import gc; gc.collect(); len(gc.get_objects())");
  const module = pyodideRef._module; // not public API: report null rather than fail if it moves
  return { wasmHeapBytes: module && module.HEAPU8 ? module.HEAPU8.length : null, pythonObjects: objects };
}

// A module the snapshot does not hold (the tests check that it does not), imported from the real
// library: tiny, pure Python, no side effects. Its answer shows the library works after Ready.
const STDLIB_PROBE = `
def _topeka_stdlib_probe():
    import sys
    was = "colorsys" in sys.modules
    try:
        import colorsys
        return {"module": "colorsys", "wasImported": was, "value": list(colorsys.rgb_to_hsv(0.2, 0.4, 0.4)), "error": None}
    except Exception as exc:
        return {"module": "colorsys", "wasImported": was, "value": None, "error": f"{type(exc).__name__}: {exc}"}
_topeka_stdlib_probe
`;

/** Where the library stands; with { probe: true }, after importing the probe module (which, before
 *  the library is written, makes the worker download it there and then). */
function stdlibReport(args) {
  const probe = args.probe === true ? callPython(pyodideRef, STDLIB_PROBE, [], { dict_converter: Object.fromEntries }) : null;
  const { state, reason, neededEarly } = stdlib;
  return { state, reason, neededEarly, probe, requestedAt: timings.stdlibRequested || null, writtenAt: timings.stdlibWritten || null };
}

// The worker's own diagnostics, answered here rather than by the engine's facade.
const WORKER_METHODS = new Map([["worker.memory", memory], ["worker.stdlib", stdlibReport]]);

function validRequest(data) {
  return (
    data !== null && typeof data === "object" &&
    Number.isInteger(data.id) && data.id > 0 &&
    typeof data.method === "string" && data.method.length > 0 && data.method.length < 100 &&
    data.args !== null && typeof data.args === "object" && !Array.isArray(data.args)
  );
}

self.onmessage = async (event) => {
  const data = event.data;
  if (!validRequest(data)) {
    const id = data && Number.isInteger(data.id) ? data.id : null;
    const message = "malformed request: expected { id: positive integer, method: string, args: object }";
    if (id !== null) post({ type: "result", id, ok: false, error: { message, kind: "bad-request", clause: null } });
    else post({ type: "protocol-error", message });
    return;
  }
  try {
    await booted;
  } catch {
    post({ type: "result", id: data.id, ok: false, error: { message: `Python is not available: ${bootError}`, kind: "runtime", clause: null } });
    return;
  }
  let argsJson;
  try {
    argsJson = JSON.stringify(data.args); // a BigInt or a cycle cannot be written as JSON
  } catch (err) {
    post({ type: "result", id: data.id, ok: false, error: { message: `arguments are not JSON: ${shortError(err)}`, kind: "bad-request", clause: null } });
    return;
  }
  let answer;
  try {
    const own = WORKER_METHODS.get(data.method);
    if (own) {
      post({ type: "result", id: data.id, ok: true, result: own(data.args) });
      return;
    }
    answer = JSON.parse(api.call(data.method, argsJson));
  } catch (err) {
    post({ type: "result", id: data.id, ok: false, error: { message: `internal engine error: ${shortError(err)}`, kind: "internal", clause: null } });
    return;
  }
  if (answer && answer.ok === true) post({ type: "result", id: data.id, ok: true, result: answer.result });
  else post({ type: "result", id: data.id, ok: false, error: (answer && answer.error) || { message: "no answer", kind: "internal", clause: null } });
};

booted = boot().catch((err) => {
  bootError = shortError(err);
  post({ type: "failed", message: bootError });
  throw err;
});
booted.catch(() => {});
