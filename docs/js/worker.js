// The one module Web Worker that runs Python (Pyodide) for every demo of the site.
//
// Protocol (main thread -> worker):   { id: <positive integer>, method: <string>, args: <object> }
// Protocol (worker -> main thread):
//   { type: "stage", stage: <string> }                  boot progress, human readable
//   { type: "ready", python: <version>, pyodide: <version> }
//   { type: "failed", message: <string> }                boot failed (no traceback)
//   { type: "result", id, ok: true, result: <JSON value> }
//   { type: "result", id, ok: false, error: { message, kind, clause } }
//   { type: "protocol-error", message }                   a message of the wrong shape (no id to answer)
// `method` is a method of the engine's JSON facade, games.api.call(method, args_json): the worker
// adds nothing to the engine but transport. Requests that arrive during boot wait for it.

const RUNTIME_BASE = new URL("../assets/runtime/", import.meta.url);
let api = null;
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

async function boot() {
  mark("workerStart");
  post({ type: "stage", stage: "Reading the runtime manifest" });
  const response = await fetch(new URL("manifest.json", RUNTIME_BASE));
  if (!response.ok) throw new Error(`runtime manifest not found (HTTP ${response.status})`);
  const manifest = await response.json();
  mark("manifest");
  const indexURL = new URL(manifest.pyodide.indexURL, RUNTIME_BASE).href;
  post({ type: "stage", stage: `Downloading Python (Pyodide ${manifest.pyodide.version})` });
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  mark("pyodideImported");
  const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: () => {} });
  mark("pyodideLoaded");
  post({ type: "stage", stage: "Loading the game engine" });
  const problems = [];
  const loaded = await pyodide.loadPackage(new URL(manifest.wheel.url, RUNTIME_BASE).href, {
    messageCallback: () => {},
    errorCallback: (message) => problems.push(message),
  });
  // loadPackage does not throw when a package fails: check what it reports.
  if (problems.length || !Array.isArray(loaded) || loaded.length === 0) {
    throw new Error(`the game engine did not load: ${problems.join("; ") || "no package loaded"}`);
  }
  mark("wheelLoaded");
  api = pyodide.pyimport("games.api");
  mark("apiImported");
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  post({ type: "ready", python, pyodide: manifest.pyodide.version, timings });
}

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
  let answer;
  try {
    answer = JSON.parse(api.call(data.method, JSON.stringify(data.args)));
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
