// The table session at a shared table (Play together, docs/js/together/): answers that come from
// elsewhere than the session's own calls. At the host, a batch of the other people's actions, and
// the table loaded again with other people at it; at a player's page, the host's table as the
// host sent it for this seat. T is the session's core (table/session.js).
import { absorb } from "./answers.js";
import { stopClock } from "./clock.js";
import { save } from "./saving.js";

/** An answer that came from elsewhere than this session's own calls (at a shared table's host: a
 * batch of the other people's actions), taken as a tick's answer is. */
export function take(T, answer) {
  const { S, opts } = T;
  if (!S.alive || !S.table) return;
  const before = S.phase;
  absorb(T, answer);
  if (before === "running" && S.phase !== "running") stopClock(S);
  save(T, false);
  opts.render();
}

/** A player's page at a shared table: the host's table as the host's page sent it for this seat
 * ({answer: {view, events, now, over}, phase, clock, running, rate}). The host judges every
 * action's time; this clock only shows the host's. */
export function follow(T, push) {
  const { S, opts } = T;
  if (!S.alive) return;
  if (S.table !== "remote") {
    S.gen += 1;
    S.table = "remote";
    S.record = null;
  }
  absorb(T, push.answer);
  S.phase = push.phase;
  S.rate = push.rate;
  S.base = push.clock;
  S.anchor = push.running ? performance.now() : null;
  opts.render();
}

/** The table in play replaced by `method` (table.load: the same game with other people at it),
 * keeping the phase and the clock. */
export async function swap(T, method, args) {
  const { S, opts } = T;
  const answer = await T.call(method, args);
  if (!S.alive) return null;
  const old = S.table;
  S.gen += 1;
  S.table = answer.table;
  S.record = null;
  absorb(T, answer);
  if (old && old !== answer.table) T.call("table.close", { table: old }).catch(() => {});
  save(T, true);
  opts.render();
  return answer;
}
