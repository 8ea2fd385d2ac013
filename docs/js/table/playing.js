// Playing: the bots driven by ticks (table.advance up to the clock's time) and a person's action
// in one round trip (table.act lets the bots due first act, then applies it; a refused action
// still answers with the bot moves that stand). T is the session's core (table/session.js).
import { absorb, enqueue } from "./answers.js";
import { clockWaits, stopClock, vnow } from "./clock.js";
import { engineError } from "./engine_error.js";
import { save } from "./saving.js";

const SAVE_EVERY_MS = 2500;

export async function tick(T) {
  const { S, opts } = T;
  if (!S.alive || T.remote()) return;
  if (S.phase !== "running" || S.busy || !S.table || clockWaits(T) || S.rate === 0) return; // rate 0: the table waits
  S.busy = true;
  const gen = S.gen;
  try {
    await enqueue(S, () => advance(T, gen));
  } catch (err) {
    if (gen === S.gen && S.alive) {
      stopClock(S);
      S.phase = "paused";
      opts.onError(opts.say("paused_failed", { reason: engineError(opts.say, err) }), err);
      opts.render();
    }
  } finally {
    S.busy = false;
  }
}

/** One tick's question: the bots due by now, and the answer taken in. */
async function advance(T, gen) {
  const { S, opts } = T;
  if (gen !== S.gen || S.phase !== "running") return;
  const answer = await T.call("table.advance", { table: S.table, t: vnow(S), ...T.extra() });
  if (gen !== S.gen || !S.alive) return;
  const before = S.phase;
  absorb(T, answer);
  if (opts.refresh) await opts.refresh(gen);
  if (gen !== S.gen || !S.alive) return;
  if (before === "running" && S.phase !== "running") stopClock(S);
  if (answer.record_actions.length || S.phase !== before || performance.now() - S.lastSave > SAVE_EVERY_MS) save(T, false);
  opts.render();
}

/** A human action now, in one round trip (the bots due first act first). `after(answer)` runs
 * when it was accepted. A refused action still brings the bot moves that stand. */
export function act(T, action, after) {
  const { S, opts } = T;
  const gen = S.gen;
  return enqueue(S, async () => {
    if (gen !== S.gen || !S.table) return;
    const before = S.phase;
    try {
      const method = (opts.actMethod && opts.actMethod()) || "table.act";
      const answer = await T.call(method, { table: S.table, action: { ...action, seat: T.humanSeat, t: vnow(S) }, ...T.extra() });
      if (gen !== S.gen) return;
      if (opts.accepted) opts.accepted(); // before the answer's events, which may bring their own message
      absorb(T, answer);
      if (after) after(answer);
    } catch (err) {
      if (gen !== S.gen) return;
      if (err && err.view) absorb(T, err); // the bots' moves before the refusal stand
      // An action that came too late (the bots ended the round first) needs no message: the
      // result shows what happened, as when a round ends between actions.
      if (!(before === "running" && S.phase !== "running")) opts.onError(engineError(opts.say, err), err);
    }
    if (before === "running" && S.phase !== "running") stopClock(S);
    if (opts.refresh) await opts.refresh(gen);
    save(T, true);
    opts.render();
  });
}
