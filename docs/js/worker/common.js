// What the worker's modules share (docs/js/worker.js is the entry): where the runtime is, how a
// message is posted, a Python error reduced to a line a reader can read, and the boot's timings.

export const RUNTIME_BASE = new URL("../../assets/runtime/", import.meta.url);

export function post(message) {
  self.postMessage(message);
}

// A Python exception's message, reduced to its last line: a reader never sees a traceback.
export function shortError(err) {
  const text = String((err && err.message) || err || "unknown error").trim();
  const lines = text.split("\n").filter((l) => l.trim());
  return lines.length ? lines[lines.length - 1].slice(0, 500) : "unknown error";
}

// Absolute times (ms since the epoch, comparable with the page's clock) of each boot step, for `make bench`.
export const timings = {};
export const mark = (name) => (timings[name] = performance.timeOrigin + performance.now());
// A line a reader may read ({key, fields}: games/core/site_words.py SITE_WORDS): the worker has no
// page to read words from, so it names the line and the page (runtime.js) says it.
export const line = (key, fields = {}) => ({ key, fields });
/** An Error whose reason is a line (its message is only the key, for a console). */
export const lineError = (key, fields = {}) => Object.assign(new Error(key), { line: line(key, fields) });
/** Why `err` happened, as a line, or a Python error's own last line. */
export const reasonOf = (err) => (err && err.line) || shortError(err);
export const stage = (key, fields = {}, extra = {}) => post({ type: "stage", stage: line(key, fields), ...extra });
export const quiet = () => {};
