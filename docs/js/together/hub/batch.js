// Batches of simultaneous actions, the fairness window: the first action opens a batch at the
// table's time of its arrival, every action that reaches the host within the engine's window
// (games.core.fairness.WINDOW_MS, h.windowMs) joins it (one per seat; a second waits for the next
// batch), and table.batch applies them at that one time in the order the table's seed draws for
// them. The engine is asked one thing at a time (`exclusive`). hub is the hub's state (hub.js).
import { send } from "../link.js";
import { flushSeat, queue, split } from "./outbox.js";
import { HOST } from "./people.js";

/** `fn` after every exclusive engine call before it, whether they succeeded or not. */
export function exclusive(hub, fn) {
  const run = hub.live.chain.then(fn, fn);
  hub.live.chain = run.catch(() => {});
  return run;
}

/** `seat`'s action into the open batch (or a new one); `n`: a person's number for the answer.
 * Resolves with {result, answer} (the host's), {result} (a person's) or {failed}. */
export function joinBatch(hub, seat, action, n = null) {
  const { live } = hub;
  return new Promise((resolve) => {
    if (live.batch && live.batch.items.some((i) => i.seat === seat)) {
      live.waiting.push({ seat, action, n, resolve });
      return;
    }
    if (!live.batch) live.batch = { t: hub.session.vnow(), items: [], timer: setTimeout(() => closeBatch(hub), hub.h.windowMs) };
    live.batch.items.push({ seat, action, n, resolve });
  });
}

function closeBatch(hub) {
  const { live } = hub;
  const b = live.batch;
  live.batch = null;
  for (const w of live.waiting.splice(0)) joinBatch(hub, w.seat, w.action, w.n).then(w.resolve);
  exclusive(hub, () => applyBatch(hub, b));
}

async function applyBatch(hub, b) {
  const { session } = hub;
  let answer;
  try {
    answer = await hub.worker("table.batch", { table: session.state.table, t: Math.max(b.t, session.state.tableNow),
      actions: b.items.map((i) => ({ ...i.action, seat: i.seat })), seats: hub.live.tableHumans });
  } catch (err) {
    for (const i of b.items) i.resolve({ failed: err });
    return;
  }
  const acting = new Set(b.items.map((i) => i.seat));
  const mine = split(hub, answer, acting);
  b.items.forEach((item, k) => {
    const result = answer.results[k];
    if (item.seat === HOST) item.resolve({ result, answer: mine });
    else answerPerson(hub, item, result, answer);
  });
  if (!acting.has(HOST)) session.take(mine);
}

/** A person's action applied (or refused): their answer, with their view and events, sent at once. */
function answerPerson(hub, item, result, answer) {
  const seat = hub.seats[item.seat];
  const part = answer.by_seat[String(item.seat)] || { view: seat.view, events: [] };
  flushSeat(hub, seat);
  queue(seat, part);
  seat.outbox = [];
  seat.dirty = false;
  item.resolve({ result });
  if (seat.conn) send(seat.conn, { k: "answer", n: item.n, ok: result.ok, error: result.error || null,
    answer: { now: answer.now, over: answer.over, view: part.view, events: part.events } });
}
