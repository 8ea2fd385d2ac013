// The table session every game's demo shares: one engine table in the Python worker, a virtual
// clock, the bots driven by ticks, the human's actions, saving and exact restoring.
//
// - Clock: virtual ms since the game began, running only while the phase is "running". In
//   "real-time" mode it follows the wall clock; in "turn" mode it also stops while the human is
//   to move (the game says when: opts.humanToMove(view)), so thinking costs no game time.
// - Engine calls go one at a time through a queue; each new table bumps a generation counter,
//   and an answer for an older generation is dropped (a stale answer never reaches the page).
// - One engine round trip per human action: table.act lets the bots due first act, then applies
//   it; a refused action still answers with the bot moves that stand (games.api).
// - The page keeps a mirror of the engine's record from the answers (record_head, record_actions,
//   record_length), so saving is synchronous: after each answer and when the page is hidden or
//   left, in localStorage, with the table's time, the phase and the clock. A reload restores it
//   exactly (table.load with the saved time: the bots come back as they were), paused.
// - Transport: the engine is called through opts.call (the page's own worker, runtime.call, when
//   absent). At a shared table (Play together, docs/js/together/) the host's session calls through
//   the hub, which also answers the other people's browsers, and a player's session calls through
//   the data channel to the host: the same session, the same renderers, another transport.
// - Phases: boot | ready | running | paused | between | over. The game's own absorb() moves the
//   phase on ("between" at a round's end, "over" at the game's).
import { call as workerCall } from "../runtime.js";
import { setMe } from "./seat.js";

const TICK_MS = 120;
const SAVE_EVERY_MS = 2500;

export function engineError(err) {
  if (!err) return "unknown error";
  if (err.kind === "illegal") return `Not allowed: ${err.message}${/[.!?]$/.test(err.message) ? "" : "."}`;
  if (err.kind === "connection") return err.message; // a shared table's connection (together/guest.js): its own sentence
  if (err.kind === "runtime") return `Python is not available: ${err.message}`;
  return `The engine refused: ${err.message}`;
}

/**
 * opts: {
 *   storageKey, storeVersion, mode: "real-time" | "turn", humanSeat (0),
 *   absorb(answer)          the game takes an answer's events and view (and may change the phase)
 *   refresh(gen)            optional, async: anything else to do after an answer
 *   extra()                 optional: what every table.advance and table.act also asks ({teach: true}:
 *                           the omniscient view comes with the answer, as "omni")
 *   render()                draw the page
 *   snapshot()              the game's own fields to save beside the record
 *   humanToMove(view)       turn mode: whether the clock waits for the human
 *   accepted()              a human action was accepted (before its answer is absorbed)
 *   onError(text, err)      show a refusal or a failure to the reader
 *   onSaveFailed(message)   saving in the browser failed (told once)
 *   actMethod()             optional: the facade method for a human action ("table.act" when absent;
 *                           "example.play" while a worked example is on the table)
 *   saves()                 optional: false while the table is not the reader's game (nothing is saved)
 *   call(method, args)      optional: the transport to the engine (runtime.call when absent)
 *   humans()                optional: every seat people play (turn mode: the clock waits for any of them)
 *   remote()                optional: true while the table is another browser's (a player at a
 *                           shared table): no tick asks the engine, nothing is saved, and the
 *                           host's answers come through follow()
 * }
 * storageKey may be a function (the key of the table in play: a shared table is kept apart from
 * the reader's own game).
 */
export function createSession(opts) {
  const humanSeat = opts.humanSeat ?? 0;
  const call = (method, args) => (opts.call || workerCall)(method, args);
  const storageKey = () => (typeof opts.storageKey === "function" ? opts.storageKey() : opts.storageKey);
  const remote = () => !!(opts.remote && opts.remote());
  // what the game asks of every answer beyond the seat's view (the teaching view: every hand, with the
  // answer it belongs to, so a reader's action still costs one round trip)
  const extra = () => (opts.extra ? opts.extra() : {});
  const S = {
    gen: 0,
    table: null,
    view: null,
    phase: "boot",
    base: 0, // virtual ms when the clock last stopped
    anchor: null, // performance.now() when it last started, or null while stopped
    rate: 1, // virtual ms per real ms: below 1 the table slows down (a learning pace)
    record: null, // { head, actions, stale? }: the engine's record, mirrored from the answers
    tableNow: 0,
    leaving: false,
    lastSave: 0,
    saveFailed: false,
    queue: Promise.resolve(),
    busy: false,
    alive: true,
  };

  // ------------------------------------------------------------------ clock
  const vnow = () => Math.floor(S.anchor === null ? S.base : S.base + (performance.now() - S.anchor) * S.rate);
  /** Slow the table down (rate < 1) or bring it back to real time (1), from now on. */
  function setRate(rate) {
    if (rate === S.rate) return;
    if (S.anchor !== null) {
      S.base = vnow();
      S.anchor = performance.now();
    }
    S.rate = rate;
  }
  function runClock(from) {
    S.base = Math.max(from, vnow());
    S.anchor = performance.now();
  }
  function stopClock() {
    S.base = vnow();
    S.anchor = null;
  }
  function clockWaits() {
    return opts.mode === "turn" && S.view && opts.humanToMove && opts.humanToMove(S.view);
  }

  // ------------------------------------------------------------------ the queue
  function enqueue(fn) {
    const run = S.queue.then(fn, fn);
    S.queue = run.catch(() => {});
    return run;
  }

  // ------------------------------------------------------------------ answers and the record mirror
  function mirror(answer) {
    if (answer.record_head) S.record = { head: answer.record_head, actions: [] };
    if (!S.record || !Array.isArray(answer.record_actions)) return;
    S.record.actions.push(...answer.record_actions);
    if (Number.isInteger(answer.now)) S.tableNow = answer.now;
    if (S.record.actions.length !== answer.record_length) refetchRecord(S.gen);
  }

  /** An answer was missed (the mirror's length differs from the engine's): ask for the record. */
  function refetchRecord(gen) {
    S.record.stale = true;
    enqueue(async () => {
      if (gen !== S.gen || !S.table) return;
      const rec = await call("table.record", { table: S.table });
      if (gen !== S.gen) return;
      const { actions, ...head } = rec.record;
      S.record = { head, actions };
      S.tableNow = rec.table.now;
      save(true);
    }).catch(() => {});
  }

  function absorb(answer) {
    mirror(answer);
    if (answer.view) setMe(answer.view.seat);
    opts.absorb(answer);
    S.view = answer.view || S.view;
    if (opts.mode === "turn" && S.phase === "running") {
      if (clockWaits()) { if (S.anchor !== null) stopClock(); } else if (S.anchor === null) runClock(vnow());
    }
  }

  // ------------------------------------------------------------------ saving
  function save(force) {
    if (remote()) return;
    if (!S.table || !S.record || S.record.stale || S.leaving || (!S.alive && !force)) return;
    if (opts.saves && !opts.saves()) return;
    S.lastSave = performance.now();
    const snapshot = {
      v: opts.storeVersion,
      ...opts.snapshot(),
      phase: S.phase,
      clock: vnow(),
      record: { ...S.record.head, actions: S.record.actions },
      table: { now: S.tableNow }, // with the record, lets the bots resume exactly
    };
    try {
      localStorage.setItem(storageKey(), JSON.stringify(snapshot));
    } catch (err) {
      if (!S.saveFailed && S.alive) opts.onSaveFailed(err.message);
      S.saveFailed = true;
    }
  }

  /** The saved game as stored, checked for its generic fields; null when there is none. Throws
   * (with the reason) when it is damaged. */
  function readSaved() {
    let text;
    try {
      text = localStorage.getItem(storageKey());
    } catch {
      return null;
    }
    if (text === null) return null;
    const data = JSON.parse(text);
    if (!data || typeof data !== "object" || data.v !== opts.storeVersion) throw new Error("unknown format");
    if (!data.record || typeof data.record !== "object") throw new Error("no game record");
    if (!Number.isFinite(data.clock) || data.clock < 0) throw new Error("bad clock");
    if (data.table !== undefined && !(data.table && Number.isInteger(data.table.now) && data.table.now >= 0)) throw new Error("bad table time");
    return data;
  }

  function forgetSaved() {
    try {
      localStorage.removeItem(storageKey());
    } catch {
      /* storage unavailable: nothing to forget */
    }
  }

  // ------------------------------------------------------------------ tables
  function closeTable() {
    const old = S.table;
    S.table = null;
    if (old) call("table.close", { table: old }).catch(() => {});
  }

  /** A new table (table.new args) or a saved one (table.load args): resolves with the answer, or
   * null when another table was asked for meanwhile. */
  async function open(method, args) {
    const gen = ++S.gen;
    closeTable();
    S.phase = "boot";
    S.anchor = null;
    S.base = 0;
    S.record = null;
    opts.render();
    const answer = await call(method, args);
    if (gen !== S.gen || !S.alive) {
      call("table.close", { table: answer.table }).catch(() => {});
      return null;
    }
    S.table = answer.table;
    mirror(answer);
    S.view = answer.view;
    setMe(answer.view && answer.view.seat);
    return answer;
  }

  /** After open("table.load"): the phase and clock the saved game had, paused if it was running. */
  function resumeSaved(data, answer) {
    const v = S.view;
    S.base = Math.max(answer.now, Math.floor(data.clock));
    S.anchor = null;
    if (v.over) S.phase = "over";
    else if (data.phase === "between" || (data.phase === "ready" && v.round > 1)) S.phase = "between";
    else if (data.phase === "ready") S.phase = "ready";
    else S.phase = "paused";
    if (S.phase === "between" && S.base > v.signal_t) S.phase = "paused";
  }

  // ------------------------------------------------------------------ driving the bots
  async function tick() {
    if (!S.alive || remote()) return;
    if (S.phase !== "running" || S.busy || !S.table || clockWaits() || S.rate === 0) return; // rate 0: the table waits
    S.busy = true;
    const gen = S.gen;
    try {
      await enqueue(async () => {
        if (gen !== S.gen || S.phase !== "running") return;
        const answer = await call("table.advance", { table: S.table, t: vnow(), ...extra() });
        if (gen !== S.gen || !S.alive) return;
        const before = S.phase;
        absorb(answer);
        if (opts.refresh) await opts.refresh(gen);
        if (gen !== S.gen || !S.alive) return;
        if (before === "running" && S.phase !== "running") stopClock();
        if (answer.record_actions.length || S.phase !== before || performance.now() - S.lastSave > SAVE_EVERY_MS) save(false);
        opts.render();
      });
    } catch (err) {
      if (gen === S.gen && S.alive) {
        stopClock();
        S.phase = "paused";
        opts.onError(`The game was paused: ${engineError(err)}`, err);
        opts.render();
      }
    } finally {
      S.busy = false;
    }
  }

  /** A human action now, in one round trip (the bots due first act first). `after(answer)` runs
   * when it was accepted. A refused action still brings the bot moves that stand. */
  function act(action, after) {
    const gen = S.gen;
    return enqueue(async () => {
      if (gen !== S.gen || !S.table) return;
      const before = S.phase;
      try {
        const method = (opts.actMethod && opts.actMethod()) || "table.act";
        const answer = await call(method, { table: S.table, action: { ...action, seat: humanSeat, t: vnow() }, ...extra() });
        if (gen !== S.gen) return;
        if (opts.accepted) opts.accepted(); // before the answer's events, which may bring their own message
        absorb(answer);
        if (after) after(answer);
      } catch (err) {
        if (gen !== S.gen) return;
        if (err && err.view) absorb(err); // the bots' moves before the refusal stand
        // An action that came too late (the bots ended the round first) needs no message: the
        // result shows what happened, as when a round ends between actions.
        if (!(before === "running" && S.phase !== "running")) opts.onError(engineError(err), err);
      }
      if (before === "running" && S.phase !== "running") stopClock();
      if (opts.refresh) await opts.refresh(gen);
      save(true);
      opts.render();
    });
  }

  // ------------------------------------------------------------------ a shared table
  /** An answer that came from elsewhere than this session's own calls (at a shared table's host: a
   * batch of the other people's actions), taken as a tick's answer is. */
  function take(answer) {
    if (!S.alive || !S.table) return;
    const before = S.phase;
    absorb(answer);
    if (before === "running" && S.phase !== "running") stopClock();
    save(false);
    opts.render();
  }

  /** A player's page at a shared table: the host's table as the host's page sent it for this seat
   * ({answer: {view, events, now, over}, phase, clock, running, rate}). The host judges every
   * action's time; this clock only shows the host's. */
  function follow(push) {
    if (!S.alive) return;
    if (S.table !== "remote") {
      S.gen += 1;
      S.table = "remote";
      S.record = null;
    }
    absorb(push.answer);
    S.phase = push.phase;
    S.rate = push.rate;
    S.base = push.clock;
    S.anchor = push.running ? performance.now() : null;
    opts.render();
  }

  /** The table in play replaced by `method` (table.load: the same game with other people at it),
   * keeping the phase and the clock. */
  async function swap(method, args) {
    const answer = await call(method, args);
    if (!S.alive) return null;
    const old = S.table;
    S.gen += 1;
    S.table = answer.table;
    S.record = null;
    absorb(answer);
    if (old && old !== answer.table) call("table.close", { table: old }).catch(() => {});
    save(true);
    opts.render();
    return answer;
  }

  // ------------------------------------------------------------------ phases
  function signal(t) {
    runClock(t);
    S.phase = "running";
  }

  function pause() {
    if (S.phase !== "running") return false;
    stopClock();
    S.phase = "paused";
    save(true);
    return true;
  }

  function resume() {
    if (S.phase !== "paused") return false;
    S.phase = "running";
    if (!clockWaits()) runClock(vnow());
    return true;
  }

  // ------------------------------------------------------------------ the page's life
  const timer = setInterval(() => { if (opts.onTick) opts.onTick(); tick(); }, TICK_MS);
  const onHidden = () => { if (document.hidden && opts.onHidden) opts.onHidden(); };
  const onPageHide = (event) => {
    if (opts.onLeave) opts.onLeave();
    save(true);
    // Unloading: answers still arriving were never shown, so this save stays the last. A page
    // kept in the back-forward cache (persisted) comes back through pageshow and saves again.
    if (!event.persisted) S.leaving = true;
  };
  const onPageShow = () => { S.leaving = false; };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);

  function destroy() {
    if (!S.alive) return;
    if (S.phase === "running") {
      stopClock();
      S.phase = "paused";
    }
    save(true);
    S.alive = false;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    const table = S.table;
    S.gen += 1;
    if (table) enqueue(() => call("table.close", { table }).catch(() => {}));
  }

  return {
    S, vnow, setRate, runClock, stopClock, enqueue, open, resumeSaved, act, signal, pause, resume, save, readSaved,
    forgetSaved, destroy, call, tick, take, follow, swap,
    humans: () => (opts.humans ? opts.humans() : [humanSeat]),
    get alive() { return S.alive; },
  };
}
