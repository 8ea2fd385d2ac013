// The table session every game's demo shares: one engine table in the Python worker, a virtual
// clock, the bots driven by ticks, the human's actions, saving and exact restoring.
//
// - Clock (clock.js): virtual ms since the game began, running only while the phase is "running". In
//   "real-time" mode it follows the wall clock; in "turn" mode it also stops while the human is
//   to move (the game says when: opts.humanToMove(view)), so thinking costs no game time.
// - Engine calls go one at a time through a queue; each new table bumps a generation counter,
//   and an answer for an older generation is dropped (a stale answer never reaches the page;
//   answers.js).
// - One engine round trip per human action: table.act lets the bots due first act, then applies
//   it; a refused action still answers with the bot moves that stand (games.api; playing.js).
// - The page keeps a mirror of the engine's record from the answers (record_head, record_actions,
//   record_length), so saving is synchronous: after each answer and when the page is hidden or
//   left, in localStorage, with the table's time, the phase and the clock (saving.js). A reload
//   restores it exactly (table.load with the saved time: the bots come back as they were), paused
//   (opening.js).
// - Transport: the engine is called through opts.call (the page's own worker, runtime.call, when
//   absent). At a shared table (Play together, docs/js/together/) the host's session calls through
//   the hub, which also answers the other people's browsers, and a player's session calls through
//   the data channel to the host: the same session, the same renderers, another transport (shared.js).
// - The page's life (page_life.js): the bots' tick, a hidden page, a page being left, the end.
// - Phases: boot | ready | running | paused | between | over. The game's own absorb() moves the
//   phase on ("between" at a round's end, "over" at the game's).
//
// The session's state is one plain object, `state` (the page's renderers read it as session.state); the
// modules beside this one each take `state`, or `session` (`state` with the options and the transport), explicitly.
import { call as workerCall } from "../runtime.js";
import { enqueue } from "./answers.js";
import { clockWaits, runClock, setRate, stopClock, vnow } from "./clock.js";
import { engineError } from "./engine_error.js";
import { open, resumeSaved } from "./opening.js";
import { livePage } from "./page_life.js";
import { act, tick } from "./playing.js";
import { forgetSaved, readSaved, save } from "./saving.js";
import { follow, swap, take } from "./shared.js";

export { engineError };

/**
 * opts: {
 *   storageKey, storeVersion, mode: "real-time" | "turn", humanSeat (0),
 *   say(key, fields)        the engine's words (table/words.js): a refusal, a failure, a damaged save
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
  const state = freshState();
  const session = {
    state, opts, humanSeat,
    call: (method, args) => (opts.call || workerCall)(method, args),
    storageKey: () => (typeof opts.storageKey === "function" ? opts.storageKey() : opts.storageKey),
    remote: () => !!(opts.remote && opts.remote()),
    // what the game asks of every answer beyond the seat's view (the teaching view: every hand, with the
    // answer it belongs to, so a reader's action still costs one round trip)
    extra: () => (opts.extra ? opts.extra() : {}),
  };
  const destroy = livePage(session); // the bots' tick and the page's listeners, until destroy()

  return {
    state,
    vnow: () => vnow(state),
    setRate: (rate) => setRate(state, rate),
    runClock: (from) => runClock(state, from),
    stopClock: () => stopClock(state),
    enqueue: (fn) => enqueue(state, fn),
    open: (method, args) => open(session, method, args),
    resumeSaved: (data, answer) => resumeSaved(state, data, answer),
    act: (action, after) => act(session, action, after),
    signal: (t) => signal(state, t),
    pause: () => pause(session),
    resume: () => resume(session),
    save: (force) => save(session, force),
    readSaved: () => readSaved(session),
    forgetSaved: () => forgetSaved(session),
    destroy,
    call: session.call,
    tick: () => tick(session),
    take: (answer) => take(session, answer),
    follow: (push) => follow(session, push),
    swap: (method, args) => swap(session, method, args),
    humans: () => (opts.humans ? opts.humans() : [humanSeat]),
    remote: session.remote,
    get alive() { return state.alive; },
  };
}

/** The session's state before its first table. */
function freshState() {
  return {
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
}

// ------------------------------------------------------------------ phases
/** The dealer's signal: the clock runs from `t`. */
function signal(state, t) {
  runClock(state, t);
  state.phase = "running";
}

/** A running table stops, and is saved; false when it was not running. */
function pause(session) {
  const { state } = session;
  if (state.phase !== "running") return false;
  stopClock(state);
  state.phase = "paused";
  save(session, true);
  return true;
}

/** A paused table runs again (its clock too, unless it waits for a person); false when it was not paused. */
function resume(session) {
  const { state } = session;
  if (state.phase !== "paused") return false;
  state.phase = "running";
  if (!clockWaits(session)) runClock(state, vnow(state));
  return true;
}
