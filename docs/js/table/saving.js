// Saving the table in the browser, synchronously: the page keeps a mirror of the engine's record
// (table/answers.js), so a page being hidden or left can save without waiting for an answer. The
// save holds the record, the table's time (with which the bots resume exactly), the phase, the
// clock and the game's own fields. `session` is the session's core (table/session.js).
import { vnow } from "./clock.js";

export function save(session, force) {
  const { state, opts } = session;
  if (session.remote()) return;
  if (!state.table || !state.record || state.record.stale || state.leaving || (!state.alive && !force)) return;
  if (opts.saves && !opts.saves()) return;
  state.lastSave = performance.now();
  const snapshot = {
    v: opts.storeVersion,
    ...opts.snapshot(),
    phase: state.phase,
    clock: vnow(state),
    record: { ...state.record.head, actions: state.record.actions },
    table: { now: state.tableNow }, // with the record, lets the bots resume exactly
  };
  try {
    localStorage.setItem(session.storageKey(), JSON.stringify(snapshot));
  } catch (err) {
    if (!state.saveFailed && state.alive) opts.onSaveFailed(err.message);
    state.saveFailed = true;
  }
}

/** The saved game as stored, checked for its generic fields; null when there is none. Throws
 * (with the reason, in the engine's words) when it is damaged. */
export function readSaved(session) {
  let text;
  try {
    text = localStorage.getItem(session.storageKey());
  } catch {
    return null;
  }
  if (text === null) return null;
  const data = JSON.parse(text);
  const { say } = session.opts;
  if (!data || typeof data !== "object" || data.v !== session.opts.storeVersion) throw new Error(say("saved_unknown_format"));
  if (!data.record || typeof data.record !== "object") throw new Error(say("saved_no_record"));
  if (!Number.isFinite(data.clock) || data.clock < 0) throw new Error(say("saved_bad_clock"));
  if (data.table !== undefined && !(data.table && Number.isInteger(data.table.now) && data.table.now >= 0)) throw new Error(say("saved_bad_time"));
  return data;
}

export function forgetSaved(session) {
  try {
    localStorage.removeItem(session.storageKey());
  } catch {
    /* storage unavailable: nothing to forget */
  }
}
