// The engine's answers, taken in one at a time: engine calls go through one queue, each new table
// bumps a generation counter (an answer for an older generation is dropped, so a stale answer
// never reaches the page), and every answer updates the page's mirror of the engine's record
// (record_head, record_actions, record_length), the seat's view, and in turn mode the clock.
// T is the session's core (table/session.js).
import { clockWaits, runClock, stopClock, vnow } from "./clock.js";
import { save } from "./saving.js";
import { setMe } from "./seat.js";

/** `fn` after every engine call queued before it, whether they succeeded or not. */
export function enqueue(S, fn) {
  const run = S.queue.then(fn, fn);
  S.queue = run.catch(() => {});
  return run;
}

export function mirror(T, answer) {
  const { S } = T;
  if (answer.record_head) S.record = { head: answer.record_head, actions: [] };
  if (!S.record || !Array.isArray(answer.record_actions)) return;
  S.record.actions.push(...answer.record_actions);
  if (Number.isInteger(answer.now)) S.tableNow = answer.now;
  if (S.record.actions.length !== answer.record_length) refetchRecord(T, S.gen);
}

/** An answer was missed (the mirror's length differs from the engine's): ask for the record. */
function refetchRecord(T, gen) {
  const { S } = T;
  S.record.stale = true;
  enqueue(S, async () => {
    if (gen !== S.gen || !S.table) return;
    const rec = await T.call("table.record", { table: S.table });
    if (gen !== S.gen) return;
    const { actions, ...head } = rec.record;
    S.record = { head, actions };
    S.tableNow = rec.table.now;
    save(T, true);
  }).catch(() => {});
}

export function absorb(T, answer) {
  const { S, opts } = T;
  mirror(T, answer);
  if (answer.view) setMe(answer.view.seat);
  opts.absorb(answer);
  S.view = answer.view || S.view;
  if (opts.mode === "turn" && S.phase === "running") {
    if (clockWaits(T)) { if (S.anchor !== null) stopClock(S); } else if (S.anchor === null) runClock(S, vnow(S));
  }
}
