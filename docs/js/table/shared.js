// The table session at a shared table (Play together, docs/js/together/): answers that come from
// elsewhere than the session's own calls. At the host, a batch of the other people's actions, and
// the table loaded again with other people at it; at a player's page, the host's table as the
// host sent it for this seat. `session` is the session's core (table/session.js).
import { absorb } from "./answers.js";
import { stopClock } from "./clock.js";
import { save } from "./saving.js";

/** An answer that came from elsewhere than this session's own calls (at a shared table's host: a
 * batch of the other people's actions), taken as a tick's answer is. */
export function take(session, answer) {
  const { state, opts } = session;
  if (!state.alive || !state.table) return;
  const before = state.phase;
  absorb(session, answer);
  if (before === "running" && state.phase !== "running") stopClock(state);
  save(session, false);
  opts.render();
}

/** A player's page at a shared table: the host's table as the host's page sent it for this seat
 * ({answer: {view, events, now, over}, phase, clock, running, rate}). The host judges every
 * action's time; this clock only shows the host's. */
export function follow(session, push) {
  const { state, opts } = session;
  if (!state.alive) return;
  if (state.table !== "remote") {
    state.gen += 1;
    state.table = "remote";
    state.record = null;
  }
  absorb(session, push.answer);
  state.phase = push.phase;
  state.rate = push.rate;
  state.base = push.clock;
  state.anchor = push.running ? performance.now() : null;
  opts.render();
}

/** The table in play replaced by `method` (table.load: the same game with other people at it),
 * keeping the phase and the clock. */
export async function swap(session, method, args) {
  const { state, opts } = session;
  const answer = await session.call(method, args);
  if (!state.alive) return null;
  const old = state.table;
  state.gen += 1;
  state.table = answer.table;
  state.record = null;
  absorb(session, answer);
  if (old && old !== answer.table) session.call("table.close", { table: old }).catch(() => {});
  save(session, true);
  opts.render();
  return answer;
}
