// Python's standard library after a snapshot boot (docs/js/worker.js), and the report on it.

import { line, mark, post, shortError, timings } from "./common.js";

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

/** The boot fell back to the plain way after a snapshot boot that failed (perhaps once the guard
 *  stood): loadPyodide installs the real library, so there is nothing to write or to guard. */
export function stdlibInstalled() {
  Object.assign(stdlib, { state: "installed", pyodide: null });
}

export function guardStdlib(pyodide, url) {
  Object.assign(stdlib, { state: "stand-in", url, pyodide });
  [stdlib.path, stdlib.release] = callPython(pyodide, STDLIB_GUARD, [stdlibNow], { depth: 1 });
}

function stdlibFailed(reason) {
  if (stdlib.state === "written") return;
  stdlib.state = "failed";
  stdlib.reason = reason;
  post({ type: "notice", message: line("stdlib_not_downloaded", { reason }) });
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
export async function fetchStdlib() {
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
export function stdlibReport(pyodide, args) {
  const probe = args.probe === true ? callPython(pyodide, STDLIB_PROBE, [], { dict_converter: Object.fromEntries }) : null;
  const { state, reason, neededEarly } = stdlib;
  return { state, reason, neededEarly, probe, requestedAt: timings.stdlibRequested || null, writtenAt: timings.stdlibWritten || null };
}
