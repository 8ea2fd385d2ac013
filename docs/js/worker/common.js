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
export const stage = (text, extra = {}) => post({ type: "stage", stage: text, ...extra });
export const quiet = () => {};
