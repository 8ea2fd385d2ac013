// Opening a table: a new one (table.new) or a saved one (table.load, with the saved table's time,
// so the bots come back as they were), the one before it closed; and a saved game's phase and
// clock given back, paused if it was running. T is the session's core (table/session.js).
import { mirror } from "./answers.js";
import { setMe } from "./seat.js";

export function closeTable(T) {
  const old = T.S.table;
  T.S.table = null;
  if (old) T.call("table.close", { table: old }).catch(() => {});
}

/** A new table (table.new args) or a saved one (table.load args): resolves with the answer, or
 * null when another table was asked for meanwhile. */
export async function open(T, method, args) {
  const { S, opts } = T;
  const gen = ++S.gen;
  closeTable(T);
  S.phase = "boot";
  S.anchor = null;
  S.base = 0;
  S.record = null;
  opts.render();
  const answer = await T.call(method, args);
  if (gen !== S.gen || !S.alive) {
    T.call("table.close", { table: answer.table }).catch(() => {});
    return null;
  }
  S.table = answer.table;
  mirror(T, answer);
  S.view = answer.view;
  setMe(answer.view && answer.view.seat);
  return answer;
}

/** After open("table.load"): the phase and clock the saved game had, paused if it was running. */
export function resumeSaved(S, data, answer) {
  const v = S.view;
  S.base = Math.max(answer.now, Math.floor(data.clock));
  S.anchor = null;
  if (v.over) S.phase = "over";
  else if (data.phase === "between" || (data.phase === "ready" && v.round > 1)) S.phase = "between";
  else if (data.phase === "ready") S.phase = "ready";
  else S.phase = "paused";
  if (S.phase === "between" && S.base > v.signal_t) S.phase = "paused";
}
