// The people's messages to the host, checked before anything is read (protocol.js: bounded
// length, known shapes, a token bucket per connection). A refused message changes nothing and is
// answered with the engine's words for why (at most one answer a second); the host is told once,
// by name, whose page sent it. A person says hello (with the token that gives them back their
// seat), sits, acts (into the fairness window's batch) and leaves. hub is the hub's state (hub.js).
import { send } from "../link.js";
import { checkFromPlayer } from "../protocol.js";
import { joinBatch } from "./batch.js";
import { roundTrip } from "./heartbeat.js";
import { broadcastLobby } from "./lobby.js";
import { later } from "./outbox.js";
import { persons, seatName, seatOf } from "./people.js";
import { backFromBot, free, reseat } from "./seating.js";

const QUEUED = 2; // actions a person may have waiting behind the open batch

export function receive(hub, c, data) {
  if (hub.live.closed) return;
  c.heard = performance.now();
  const seat = seatOf(hub, c);
  if (seat && seat.conn === c.conn) seat.heard = c.heard;
  // (checked first: a message's length is bounded before it is parsed, so a flood costs little)
  const checked = checkFromPlayer(data);
  if (!c.limiter.take()) {
    // an action is answered even so: its page waits for the answer before the reader's next move
    if (checked.ok && checked.msg.k === "act") refuseAct(hub, c, checked.msg, "together_flood");
    else refuse(hub, c, "together_flood");
    return;
  }
  if (!checked.ok) {
    refuse(hub, c, checked.key);
    return;
  }
  const m = checked.msg;
  if (m.k === "ping") send(c.conn, { k: "pong", n: m.n });
  else if (m.k === "pong") roundTrip(c, m.n);
  else if (m.k === "hello") hello(hub, c, m);
  else if (m.k === "sit") sit(hub, c, m.seat);
  else if (m.k === "act") act(hub, c, m);
  else if (m.k === "leave") leave(hub, c);
}

/** A connection closed: the heartbeat finds its seat's person away at once. */
export function closed(hub, c) {
  hub.conns.delete(c);
  const seat = seatOf(hub, c);
  if (seat && seat.conn === c.conn) seat.heard = 0;
}

function refuse(hub, c, key) {
  const { h, say } = hub;
  hub.live.refused += 1;
  if (!c.reported) { // the host is told once per page, by the name it gave (if any) and its seat
    c.reported = true;
    const seat = c.seat === null ? null : seatName(hub, c.seat);
    h.tell(c.name ? say(seat ? "together_refused_seat" : "together_refused_name", { name: c.name, seat })
      : say("together_refused_someone"), "warn");
  }
  const now = performance.now();
  if (now - c.told < 1000) return; // a flood of bad messages gets one answer a second
  c.told = now;
  send(c.conn, { k: "refused", key });
}

/** A refused action is answered (its page waits for the answer) and changes nothing. */
/** A move the shared table cannot take now (not the rules' refusal: the table is paused, waits for
 * the host's signal, has no seat for the page): the player reads the table's own sentence. */
function refuseAct(hub, c, m, key) {
  refuse(hub, c, key);
  send(c.conn, { k: "answer", n: m.n, ok: false, error: { message: hub.say(key), kind: "table", clause: null }, answer: null });
}

function hello(hub, c, m) {
  Object.assign(c, { name: m.name, token: m.token });
  const seat = persons(hub).find((s) => s.token === m.token);
  if (seat) {
    const old = seat.conn;
    Object.assign(seat, { conn: c.conn, name: m.name, heard: performance.now(), away: null, fresh: true });
    c.seat = seat.seat;
    for (const other of hub.conns) if (other !== c && other.conn === old) other.seat = null;
    if (old && old !== c.conn) old.close();
    hub.h.tell(hub.say("together_back", { name: seat.name, seat: seatName(hub, seat.seat) }));
    if (seat.botted) backFromBot(hub, seat);
    later(hub);
  }
  broadcastLobby(hub);
}

function sit(hub, c, n) {
  const seat = hub.seats[n];
  if (!c.token) return refuse(hub, c, "together_bad_message");
  if (c.seat !== null) return refuse(hub, c, "together_seated");
  if (!seat || seat.kind !== "bot") return refuse(hub, c, "together_seat_taken");
  Object.assign(seat, { kind: "person", name: c.name, token: c.token, conn: c.conn, heard: performance.now(), away: null,
    fresh: true, history: [], botted: false });
  c.seat = n;
  hub.h.tell(hub.say("together_sat", { name: c.name, seat: seatName(hub, n) }));
  if (hub.live.started) reseat(hub);
  broadcastLobby(hub);
  later(hub);
}

function act(hub, c, m) {
  const { live, session } = hub;
  const seat = seatOf(hub, c);
  const no = (key) => refuseAct(hub, c, m, key);
  if (!seat || seat.conn !== c.conn) return no("together_no_seat");
  if (!live.started || seat.botted || !live.tableHumans.includes(seat.seat)) return no("together_not_started");
  if (session.state.phase !== "running") return no(session.state.phase === "paused" ? "together_paused" : "together_wait_signal");
  if (live.waiting.filter((w) => w.seat === seat.seat).length >= QUEUED) return no("together_wait_answer");
  joinBatch(hub, seat.seat, m.action, m.n).then((r) => {
    if (r.failed && seat.conn) send(seat.conn, { k: "answer", n: m.n, ok: false, error: { message: r.failed.message, kind: r.failed.kind || "runtime", clause: null }, answer: null });
  });
}

function leave(hub, c) {
  const seat = seatOf(hub, c);
  c.seat = null;
  if (!seat || seat.conn !== c.conn) return;
  free(hub, seat);
}
