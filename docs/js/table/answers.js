// The engine's answers, taken in one at a time: engine calls go through one queue, each new table
// bumps a generation counter (an answer for an older generation is dropped, so a stale answer
// never reaches the page), and every answer updates the page's mirror of the engine's record
// (record_head, record_actions, record_length), the seat's view, and in turn mode the clock.
// `session` is the session's core (table/session.js).
import { clockWaits, runClock, stopClock, vnow } from "./clock.js";
import { save } from "./saving.js";
import { setMe } from "./seat.js";

/** `fn` after every engine call queued before it, whether they succeeded or not. */
export function enqueue(state, fn) {
  const run = state.queue.then(fn, fn);
  state.queue = run.catch(() => {});
  return run;
}

export function mirror(session, answer) {
  const { state } = session;
  if (answer.record_head) state.record = { head: answer.record_head, actions: [] };
  if (!state.record || !Array.isArray(answer.record_actions)) return;
  state.record.actions.push(...answer.record_actions);
  if (Number.isInteger(answer.now)) state.tableNow = answer.now;
  if (state.record.actions.length !== answer.record_length) refetchRecord(session, state.gen);
}

/** An answer was missed (the mirror's length differs from the engine's): ask for the record. */
function refetchRecord(session, gen) {
  const { state } = session;
  state.record.stale = true;
  enqueue(state, async () => {
    if (gen !== state.gen || !state.table) return;
    const rec = await session.call("table.record", { table: state.table });
    if (gen !== state.gen) return;
    const { actions, ...head } = rec.record;
    state.record = { head, actions };
    state.tableNow = rec.table.now;
    save(session, true);
  }).catch(() => {});
}

export function absorb(session, answer) {
  const { state, opts } = session;
  mirror(session, answer);
  if (answer.view) setMe(answer.view.seat);
  opts.absorb(answer);
  state.view = answer.view || state.view;
  if (opts.mode === "turn" && state.phase === "running") {
    if (clockWaits(session)) { if (state.anchor !== null) stopClock(state); } else if (state.anchor === null) runClock(state, vnow(state));
  }
}
