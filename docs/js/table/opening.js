// Opening a table: a new one (table.new) or a saved one (table.load, with the saved table's time,
// so the bots come back as they were), the one before it closed; and a saved game's phase and
// clock given back, paused if it was running. `session` is the session's core (table/session.js).
import { mirror } from "./answers.js";
import { setMe } from "./seat.js";

export function closeTable(session) {
  const old = session.state.table;
  session.state.table = null;
  if (old) session.call("table.close", { table: old }).catch(() => {});
}

/** A new table (table.new args) or a saved one (table.load args): resolves with the answer, or
 * null when another table was asked for meanwhile. */
export async function open(session, method, args) {
  const { state, opts } = session;
  const gen = ++state.gen;
  closeTable(session);
  state.phase = "boot";
  state.anchor = null;
  state.base = 0;
  state.record = null;
  opts.render();
  const answer = await session.call(method, args);
  if (gen !== state.gen || !state.alive) {
    session.call("table.close", { table: answer.table }).catch(() => {});
    return null;
  }
  state.table = answer.table;
  mirror(session, answer);
  state.view = answer.view;
  setMe(answer.view && answer.view.seat);
  return answer;
}

/** After open("table.load"): the phase and clock the saved game had, paused if it was running. */
export function resumeSaved(state, data, answer) {
  const v = state.view;
  state.base = Math.max(answer.now, Math.floor(data.clock));
  state.anchor = null;
  if (v.over) state.phase = "over";
  else if (data.phase === "between" || (data.phase === "ready" && v.round > 1)) state.phase = "between";
  else if (data.phase === "ready") state.phase = "ready";
  else state.phase = "paused";
  if (state.phase === "between" && state.base > v.signal_t) state.phase = "paused";
}
