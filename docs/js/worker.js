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
// "worker.stdlib" -> where the standard library stands (worker/stdlib.js, "The standard library after Ready").

// Modules: worker/common.js (what they share), worker/snapshot.js (the engine's snapshot),
// worker/stdlib.js (the standard library after Ready); this file boots and answers.

import { RUNTIME_BASE, line, lineError, mark, post, quiet, reasonOf, shortError, stage, timings } from "./worker/common.js";
import { dropSnapshot, fetchSnapshot, keepSnapshot, shareWasm } from "./worker/snapshot.js";
import { fetchStdlib, guardStdlib, stdlibInstalled, stdlibReport } from "./worker/stdlib.js";

let api = null;
let pyodideRef = null;
let bootError = null;
let booted = null;

/** Restore Python with the engine already imported, from `snapshot` (the promise of fetchSnapshot,
 *  under way while loadPyodide downloads the runtime). Needs neither the wheel nor the package lock file. */
async function snapshotBoot(manifest, indexURL, pyodideModule, snapshot) {
  if (!manifest.snapshot) throw lineError("snapshot_none");
  // What the snapshot must have been made from: this Pyodide and the manifest's wheel.
  const key = `pyodide-${pyodideModule.version}+wheel-${manifest.wheel.sha256}`;
  const memory = snapshot.then((s) => {
    if (s.key !== key) throw lineError("snapshot_other_version");
    return s.memory;
  });
  memory.catch(quiet); // handled by loadPyodide's await below: not an unhandled rejection meanwhile
  stage("stage_download", { version: manifest.pyodide.version });
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

/** Today's boot, and the fallback: loadPyodide, then the engine wheel. */
async function plainBoot(manifest, indexURL, pyodideModule) {
  const pyodide = await pyodideModule.loadPyodide({ indexURL, stdout: quiet, stderr: quiet });
  mark("pyodideLoaded");
  stage("stage_engine");
  const problems = [];
  const loaded = await pyodide.loadPackage(new URL(manifest.wheel.url, RUNTIME_BASE).href, {
    messageCallback: quiet,
    errorCallback: (message) => problems.push(message),
  });
  // loadPackage does not throw when a package fails: check what it reports.
  if (problems.length || !Array.isArray(loaded) || loaded.length === 0) {
    throw lineError("engine_not_loaded", { reason: problems.length ? problems.join("; ") : line("no_package") });
  }
  mark("wheelLoaded");
  return pyodide;
}

async function boot() {
  mark("workerStart");
  stage("stage_manifest");
  const response = await fetch(new URL("manifest.json", RUNTIME_BASE));
  if (!response.ok) throw lineError("manifest_missing", { status: response.status });
  const manifest = await response.json();
  mark("manifest");
  const indexURL = new URL(manifest.pyodide.indexURL, RUNTIME_BASE).href;
  // Pyodide's small loader first: decompressing the snapshot keeps this thread busy, and an import
  // queued behind it would hold back loadPyodide, which starts the big downloads.
  const pyodideModule = await import(new URL("pyodide.mjs", indexURL).href);
  mark("pyodideImported");
  // The module's download starts now, shared by loadPyodide and the snapshot's XOR (worker/snapshot.js).
  const wasm = manifest.snapshot && manifest.snapshot.xor ? shareWasm(indexURL) : null;
  const snapshot = fetchSnapshot(manifest.snapshot, wasm ? wasm.bytes : null, wasm ? wasm.release : quiet);
  snapshot.catch(quiet); // awaited in snapshotBoot
  let pyodide = null;
  let fallback = null;
  try {
    pyodide = await snapshotBoot(manifest, indexURL, pyodideModule, snapshot);
  } catch (err) {
    if (wasm) {
      wasm.unhook(); // the plain boot's loadPyodide fetches the module itself (from the HTTP cache)
      wasm.release();
    }
    // A kept copy that Pyodide refused is not kept: the next visit downloads the snapshot again.
    stdlibInstalled(); // the plain boot installs the real library
    const kept = await snapshot.catch(() => null);
    if (kept && kept.cached) await dropSnapshot(new URL(manifest.snapshot.url, RUNTIME_BASE).href);
    // The snapshot API is experimental: whatever went wrong, boot the way that always works.
    fallback = line("snapshot_not_used", { why: reasonOf(err) });
    mark("snapshotFailed");
    stage("stage_download_plain", { version: manifest.pyodide.version, why: fallback }, { fallback });
    pyodide = await plainBoot(manifest, indexURL, pyodideModule);
  }
  api = pyodide.pyimport("games.api");
  pyodideRef = pyodide;
  mark("apiImported");
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  post({ type: "ready", python, pyodide: manifest.pyodide.version, site: manifest.site || null, boot: fallback ? "plain" : "snapshot", fallback, timings });
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
// Python's interpreter in WebAssembly's baseline tier: the engine's calls are several times slower
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

// The worker's own diagnostics, answered here rather than by the engine's facade.
const WORKER_METHODS = new Map([["worker.memory", memory], ["worker.stdlib", (args) => stdlibReport(pyodideRef, args)]]);

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
    post({ type: "result", id: data.id, ok: false, error: { line: line("python_unavailable", { reason: bootError }), kind: "runtime", clause: null } });
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
    post({ type: "result", id: data.id, ok: false, error: { line: line("engine_internal", { reason: shortError(err) }), kind: "internal", clause: null } });
    return;
  }
  if (answer && answer.ok === true) post({ type: "result", id: data.id, ok: true, result: answer.result });
  else post({ type: "result", id: data.id, ok: false, error: (answer && answer.error) || { line: line("no_answer"), kind: "internal", clause: null } });
};

booted = boot().catch((err) => {
  bootError = reasonOf(err);
  post({ type: "failed", message: bootError });
  throw err;
});
booted.catch(() => {});
