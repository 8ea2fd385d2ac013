// Playing: the bots driven by ticks (table.advance up to the clock's time) and a person's action
// in one round trip (table.act lets the bots due first act, then applies it; a refused action
// still answers with the bot moves that stand). `session` is the session's core (table/session.js).
import { absorb, enqueue } from "./answers.js";
import { clockWaits, stopClock, vnow } from "./clock.js";
import { engineError } from "./engine_error.js";
import { save } from "./saving.js";

const SAVE_EVERY_MS = 2500;

export async function tick(session) {
  const { state, opts } = session;
  if (!state.alive || session.remote()) return;
  if (state.phase !== "running" || state.busy || !state.table || clockWaits(session) || state.rate === 0) return; // rate 0: the table waits
  state.busy = true;
  const gen = state.gen;
  try {
    await enqueue(state, () => advance(session, gen));
  } catch (err) {
    if (gen === state.gen && state.alive) {
      stopClock(state);
      state.phase = "paused";
      opts.onError(opts.say("paused_failed", { reason: engineError(opts.say, err) }), err);
      opts.render();
    }
  } finally {
    state.busy = false;
  }
}

/** One tick's question: the bots due by now, and the answer taken in. */
async function advance(session, gen) {
  const { state, opts } = session;
  if (gen !== state.gen || state.phase !== "running") return;
  const answer = await session.call("table.advance", { table: state.table, t: vnow(state), ...session.extra() });
  if (gen !== state.gen || !state.alive) return;
  const before = state.phase;
  absorb(session, answer);
  if (opts.refresh) await opts.refresh(gen);
  if (gen !== state.gen || !state.alive) return;
  if (before === "running" && state.phase !== "running") stopClock(state);
  if (answer.record_actions.length || state.phase !== before || performance.now() - state.lastSave > SAVE_EVERY_MS) save(session, false);
  opts.render();
}

/** A human action now, in one round trip (the bots due first act first). `after(answer)` runs
 * when it was accepted. A refused action still brings the bot moves that stand. */
export function act(session, action, after) {
  const { state, opts } = session;
  const gen = state.gen;
  return enqueue(state, async () => {
    if (gen !== state.gen || !state.table) return;
    const before = state.phase;
    try {
      const method = (opts.actMethod && opts.actMethod()) || "table.act";
      const answer = await session.call(method, { table: state.table, action: { ...action, seat: session.humanSeat, t: vnow(state) }, ...session.extra() });
      if (gen !== state.gen) return;
      if (opts.accepted) opts.accepted(); // before the answer's events, which may bring their own message
      absorb(session, answer);
      if (after) after(answer);
    } catch (err) {
      if (gen !== state.gen) return;
      if (err && err.view) absorb(session, err); // the bots' moves before the refusal stand
      // An action that came too late (the bots ended the round first) needs no message: the
      // result shows what happened, as when a round ends between actions.
      if (!(before === "running" && state.phase !== "running")) opts.onError(engineError(opts.say, err), err);
    }
    if (before === "running" && state.phase !== "running") stopClock(state);
    if (opts.refresh) await opts.refresh(gen);
    save(session, true);
    opts.render();
  });
}
