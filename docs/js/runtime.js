// The page's single Python runtime: one module worker per document, created on first use and kept
// across Material's instant navigation (this module is evaluated once per document), so a second
// demo page does not boot Python again. Boot has a time limit after which it fails visibly.

import { word, wordOf } from "./pagewords.js";

const DEFAULT_BOOT_TIMEOUT_MS = 60000;

const state = {
  worker: null,
  status: "idle", // idle | loading | ready | failed
  stage: "",
  error: null,
  boots: 0, // how many times Python was started in this document
  python: null,
  readyAt: null, // performance.now() when Python became ready (for `make bench`)
  site: null, // the version of the site the engine came from (site_tools/offline.py)
  timings: null, // the worker's boot steps, absolute ms (for `make bench`)
  boot: null, // "snapshot" (restored the engine's memory snapshot) or "plain" (booted Python, loaded the wheel)
  fallback: null, // why the snapshot was not used, if it was not
  startedAt: null,
  pending: new Map(),
  answered: 0, // calls the page's worker has answered in this document
  nextId: 1,
  waiters: [],
  listeners: new Set(),
  timer: null,
};

function notify() {
  for (const listener of [...state.listeners]) {
    try {
      listener(snapshot());
    } catch (err) {
      console.warn("Topeka: a status listener failed", err);
    }
  }
}

function snapshot() {
  return { status: state.status, stage: state.stage, error: state.error, boots: state.boots, python: state.python };
}

function settleWaiters() {
  const waiters = state.waiters.splice(0);
  for (const w of waiters) (state.status === "ready" ? w.resolve : w.reject)(state.error);
}

function fail(message) {
  clearTimeout(state.timer);
  if (state.worker) state.worker.terminate();
  state.worker = null;
  state.status = "failed";
  state.error = message;
  for (const [, p] of state.pending) p.reject(Object.assign(new Error(message), { kind: "runtime" }));
  state.pending.clear();
  settleWaiters();
  notify();
}

/** Answer the call a worker's result message is for: resolve with its result, or reject with
 *  an Error carrying {kind, clause}. */
function settle(pending, msg) {
  const p = pending.get(msg.id);
  if (!p) return;
  pending.delete(msg.id);
  if (msg.ok) p.resolve(msg.result);
  else {
    // the worker's own failures name their line ({key, fields}); the engine's come worded
    const e = msg.error && msg.error.line ? { ...msg.error, message: wordOf(msg.error.line) } : msg.error || {};
    // the error's other fields come along (a refused table.act carries the bot moves that stand)
    p.reject(Object.assign(new Error(e.message || "error"), e, { kind: e.kind || "error", clause: e.clause || null }));
  }
}

function onMessage(event) {
  const msg = event.data || {};
  if (msg.type === "stage") {
    state.stage = wordOf(msg.stage); // the worker names its step ({key, fields}): the page words it
    // Not an error: the plain boot that follows works; said once, for whoever looks at the console.
    if (msg.fallback) console.info(`Topeka: ${wordOf(msg.fallback)}; booting Python without it.`);
    notify();
  } else if (msg.type === "ready") {
    // A page and an engine of two builds of the site (site_tools/offline.py stamps both) must not
    // play together: the page's words and the engine's moves would not match.
    const page = document.querySelector('meta[name="topeka-version"]');
    if (page && msg.site && page.content !== msg.site) {
      fail(word("two_builds"));
      return;
    }
    clearTimeout(state.timer);
    state.site = msg.site || null;
    state.status = "ready";
    state.stage = word("stage_ready");
    state.python = msg.python;
    state.readyAt = performance.now();
    state.timings = msg.timings || null;
    state.boot = msg.boot || null;
    state.fallback = msg.fallback ? wordOf(msg.fallback) : null;
    settleWaiters();
    notify();
  } else if (msg.type === "failed") {
    fail(wordOf(msg.message));
  } else if (msg.type === "result") {
    state.answered += 1;
    settle(state.pending, msg);
  } else if (msg.type === "notice") {
    if (msg.message) console.info(`Topeka: ${wordOf(msg.message)}`);
  } else if (msg.type === "protocol-error") {
    console.warn("Topeka worker:", msg.message);
  }
}

// The worker that docs/js/boot-hint.js (loaded by overrides/main.html) created from the <head>, if
// any: taken once. The hint waits for the page's first paint; a demo that wants Python before then
// has the hint start it now, so there is still one worker.
function takeEarlyWorker() {
  const early = globalThis.__topekaEarlyWorker;
  delete globalThis.__topekaEarlyWorker;
  if (early && !early.worker && typeof early.start === "function") early.start();
  return early && early.worker ? early : null;
}

function start() {
  const early = takeEarlyWorker();
  state.status = "loading";
  state.stage = word("stage_starting");
  state.error = null;
  state.boot = state.fallback = null;
  state.boots += 1;
  // When the boot hint started the worker (a time from this document, so not before its origin: a
  // test's fake clock can give the hint another), else now.
  const now = performance.timeOrigin + performance.now();
  state.startedAt = early && early.startedAt >= performance.timeOrigin && early.startedAt <= now ? early.startedAt : now;
  notify();
  const timeout = Number(globalThis.TOPEKA_BOOT_TIMEOUT_MS) || DEFAULT_BOOT_TIMEOUT_MS;
  const elapsed = now - state.startedAt;
  state.timer = setTimeout(
    () => fail(word("boot_timeout", { seconds: Math.round(timeout / 1000), stage: state.stage })),
    Math.max(0, timeout - elapsed),
  );
  try {
    state.worker = early ? early.worker : new Worker(new URL("./worker.js", import.meta.url), { type: "module", name: "topeka-python" });
  } catch (err) {
    fail(word("no_module_worker", { reason: err.message }));
    return;
  }
  const onError = (message) => fail(word("worker_stopped", { reason: message || word("script_error") }));
  state.worker.onmessage = onMessage;
  state.worker.onerror = (event) => {
    event.preventDefault();
    onError(event.message);
  };
  if (early) {
    for (const event of early.messages) onMessage(event);
    if (early.error && state.status === "loading") onError(early.error);
  }
}

/** Resolve when Python is ready; start it (again, after a failure) if needed. */
export function ensureReady() {
  if (state.status === "ready") return Promise.resolve();
  if (state.status === "idle" || state.status === "failed") start();
  if (state.status === "failed") return Promise.reject(state.error);
  return new Promise((resolve, reject) => state.waiters.push({ resolve, reject }));
}

/** Call a method of the engine's JSON facade (games.api). Rejects with {message, kind, clause}. */
export function call(method, args = {}) {
  return ensureReady().then(
    () =>
      new Promise((resolve, reject) => {
        const id = state.nextId++;
        state.pending.set(id, { resolve, reject });
        state.worker.postMessage({ id, method, args });
      }),
  );
}

/**
 * A further Python worker, for work that runs in parallel (the lab's games). It boots as the page's
 * own does (from the engine's snapshot, or the plain way) but has no status line and is not kept
 * across full page loads. Returns { ready, call(method, args), terminate() }; `ready` rejects,
 * and so do calls, if it fails to boot within the boot time limit or stops.
 */
export function spawnWorker(name = "topeka-python-extra") {
  const pending = new Map();
  let nextId = 1;
  let failure = null;
  let worker;
  let markReady, markFailed;
  const ready = new Promise((resolve, reject) => { markReady = resolve; markFailed = reject; });
  ready.catch(() => {}); // whoever uses the worker sees the failure in its calls
  const fail = (message) => {
    if (failure) return;
    failure = Object.assign(new Error(message), { kind: "runtime" });
    clearTimeout(timer);
    if (worker) worker.terminate();
    markFailed(failure);
    for (const [, p] of pending) p.reject(failure);
    pending.clear();
  };
  const timeout = Number(globalThis.TOPEKA_BOOT_TIMEOUT_MS) || DEFAULT_BOOT_TIMEOUT_MS;
  const timer = setTimeout(() => fail(word("boot_timeout_plain", { seconds: Math.round(timeout / 1000) })), timeout);
  try {
    worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module", name });
  } catch (err) {
    fail(word("no_module_worker", { reason: err.message }));
    return { ready, call: () => Promise.reject(failure), terminate() {} };
  }
  worker.onmessage = (event) => {
    const msg = event.data || {};
    if (msg.type === "ready") {
      clearTimeout(timer);
      markReady(msg);
    } else if (msg.type === "failed") fail(wordOf(msg.message));
    else if (msg.type === "result") settle(pending, msg);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    fail(word("worker_stopped", { reason: event.message || word("script_error") }));
  };
  return {
    ready,
    call: (method, args = {}) => ready.then(() => new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    })),
    terminate: () => fail(word("worker_ended")),
  };
}

/** Listen to status changes; returns an unsubscribe function. Calls the listener at once. */
export function subscribe(listener) {
  state.listeners.add(listener);
  listener(snapshot());
  return () => state.listeners.delete(listener);
}

export function status() {
  return snapshot();
}

// For tests and the curious: read-only view of the runtime.
globalThis.__topeka = Object.assign(globalThis.__topeka || {}, {
  runtime: {
    get boots() { return state.boots; },
    get pendingCalls() { return state.pending.size; }, // calls sent to the page's worker, not yet answered
    get answeredCalls() { return state.answered; }, // calls the page's worker has answered
    get status() { return state.status; },
    get python() { return state.python; },
    get site() { return state.site; }, // the build the engine came from (site_tools/offline.py)
    get readyAt() { return state.readyAt; },
    get boot() { return state.boot; },
    get fallback() { return state.fallback; },
    get timings() { return state.timings && { ...state.timings, start: state.startedAt, origin: performance.timeOrigin }; },
  },
});
