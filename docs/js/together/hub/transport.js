// The hub as the host's table session's transport (its `call`): the engine as the host's session
// calls it, with every person's seat. table.new and table.load seat every person (and start a new
// game for them), table.advance runs the bots no further than the open batch's time, and the
// host's own action waits the host's lag and then joins the batch as everyone's does; each answer
// is split by seat. A shared table shows no teaching view. hub is the hub's state (hub.js).
import { exclusive, joinBatch } from "./batch.js";
import { lag } from "./heartbeat.js";
import { saveRoom } from "./lobby.js";
import { split } from "./outbox.js";
import { HOST, humans, persons } from "./people.js";
import { resize } from "./seating.js";

/** The engine, as the host's session calls it: its table seats every person. */
export async function call(hub, method, args) {
  const { live, worker } = hub;
  if (live.closed || typeof method !== "string" || !method.startsWith("table.")) return worker(method, args);
  if (method === "table.new" || method === "table.load") return openTable(hub, method, args);
  if (method === "table.advance") {
    const t = live.batch ? Math.min(args.t, live.batch.t) : args.t;
    return split(hub, await worker(method, { ...args, t, seats: live.tableHumans }));
  }
  if (method === "table.act") return hostActs(hub, args);
  if (method === "table.view" && args.seat === "all") throw Object.assign(new Error(hub.say("together_no_teaching")), { kind: "bad-request" });
  return worker(method, args);
}

/** A table for everyone now seated; a new game for the people unless it is the same game reseated. */
async function openTable(hub, method, args) {
  const { live, h } = hub;
  const n = args.params && args.params.players;
  if (method === "table.new" && Number.isInteger(n) && n > 0 && n !== hub.seats.length) resize(hub, n);
  const people = humans(hub);
  const answer = await exclusive(hub, () => hub.worker(method, { ...args, human_seats: people, seats: people }));
  live.tableHumans = people;
  if (!live.reseating) {
    live.gameNo += 1;
    live.started = true;
    live.recordSent = false;
    live.rounds = 0;
    live.record = null;
    for (const s of persons(hub)) Object.assign(s, { fresh: true, history: [] });
    saveRoom(hub);
    h.onChange();
  }
  return split(hub, answer);
}

/** The host's own action: after the host's lag, into the batch as everyone's. */
async function hostActs(hub, args) {
  const { seat: _s, t: _t, ...action } = args.action || {};
  const wait = lag(hub);
  if (wait > 0) await new Promise((done) => setTimeout(done, wait)); // the host's lag
  const r = await joinBatch(hub, HOST, action);
  if (r.failed) throw r.failed;
  if (r.result.ok) return r.answer;
  throw Object.assign(new Error(r.result.error.message), r.result.error, r.answer);
}
