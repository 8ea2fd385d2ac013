// The people's messages to the host, checked before anything is read (protocol.js: bounded
// length, known shapes, a token bucket per connection). A refused message changes nothing and is
// answered with the engine's words for why (at most one answer a second); the host is told once,
// by name, whose page sent it. A person says hello (with the token that gives them back their
// seat), sits, acts (into the fairness window's batch) and leaves. K is the hub's state (hub.js).
import { send } from "../link.js";
import { checkFromPlayer } from "../protocol.js";
import { joinBatch } from "./batch.js";
import { roundTrip } from "./heartbeat.js";
import { broadcastLobby } from "./lobby.js";
import { later } from "./outbox.js";
import { persons, seatName, seatOf } from "./people.js";
import { backFromBot, free, reseat } from "./seating.js";

const QUEUED = 2; // actions a person may have waiting behind the open batch

export function receive(K, c, data) {
  if (K.H.closed) return;
  c.heard = performance.now();
  const seat = seatOf(K, c);
  if (seat && seat.conn === c.conn) seat.heard = c.heard;
  // (checked first: a message's length is bounded before it is parsed, so a flood costs little)
  const checked = checkFromPlayer(data);
  if (!c.limiter.take()) {
    // an action is answered even so: its page waits for the answer before the reader's next move
    if (checked.ok && checked.msg.k === "act") refuseAct(K, c, checked.msg, "together_flood");
    else refuse(K, c, "together_flood");
    return;
  }
  if (!checked.ok) {
    refuse(K, c, checked.key);
    return;
  }
  const m = checked.msg;
  if (m.k === "ping") send(c.conn, { k: "pong", n: m.n });
  else if (m.k === "pong") roundTrip(c, m.n);
  else if (m.k === "hello") hello(K, c, m);
  else if (m.k === "sit") sit(K, c, m.seat);
  else if (m.k === "act") act(K, c, m);
  else if (m.k === "leave") leave(K, c);
}

/** A connection closed: the heartbeat finds its seat's person away at once. */
export function closed(K, c) {
  K.conns.delete(c);
  const seat = seatOf(K, c);
  if (seat && seat.conn === c.conn) seat.heard = 0;
}

function refuse(K, c, key) {
  const { h, say } = K;
  K.H.refused += 1;
  if (!c.reported) { // the host is told once per page, by the name it gave (if any) and its seat
    c.reported = true;
    const seat = c.seat === null ? null : seatName(K, c.seat);
    h.tell(c.name ? say(seat ? "together_refused_seat" : "together_refused_name", { name: c.name, seat })
      : say("together_refused_someone"), "warn");
  }
  const now = performance.now();
  if (now - c.told < 1000) return; // a flood of bad messages gets one answer a second
  c.told = now;
  send(c.conn, { k: "refused", key });
}

/** A refused action is answered (its page waits for the answer) and changes nothing. */
function refuseAct(K, c, m, key) {
  refuse(K, c, key);
  send(c.conn, { k: "answer", n: m.n, ok: false, error: { message: K.say(key), kind: "illegal", clause: null }, answer: null });
}

function hello(K, c, m) {
  Object.assign(c, { name: m.name, token: m.token });
  const seat = persons(K).find((s) => s.token === m.token);
  if (seat) {
    const old = seat.conn;
    Object.assign(seat, { conn: c.conn, name: m.name, heard: performance.now(), away: null, fresh: true });
    c.seat = seat.seat;
    for (const other of K.conns) if (other !== c && other.conn === old) other.seat = null;
    if (old && old !== c.conn) old.close();
    K.h.tell(K.say("together_back", { name: seat.name, seat: seatName(K, seat.seat) }));
    if (seat.botted) backFromBot(K, seat);
    later(K);
  }
  broadcastLobby(K);
}

function sit(K, c, n) {
  const seat = K.seats[n];
  if (!c.token) return refuse(K, c, "together_bad_message");
  if (c.seat !== null) return refuse(K, c, "together_seated");
  if (!seat || seat.kind !== "bot") return refuse(K, c, "together_seat_taken");
  Object.assign(seat, { kind: "person", name: c.name, token: c.token, conn: c.conn, heard: performance.now(), away: null,
    fresh: true, history: [], botted: false });
  c.seat = n;
  K.h.tell(K.say("together_sat", { name: c.name, seat: seatName(K, n) }));
  if (K.H.started) reseat(K);
  broadcastLobby(K);
  later(K);
}

function act(K, c, m) {
  const { H, session } = K;
  const seat = seatOf(K, c);
  const no = (key) => refuseAct(K, c, m, key);
  if (!seat || seat.conn !== c.conn) return no("together_no_seat");
  if (!H.started || seat.botted || !H.tableHumans.includes(seat.seat)) return no("together_not_started");
  if (session.S.phase !== "running") return no(session.S.phase === "paused" ? "together_paused" : "together_wait_signal");
  if (H.waiting.filter((w) => w.seat === seat.seat).length >= QUEUED) return no("together_wait_answer");
  joinBatch(K, seat.seat, m.action, m.n).then((r) => {
    if (r.failed && seat.conn) send(seat.conn, { k: "answer", n: m.n, ok: false, error: { message: r.failed.message, kind: r.failed.kind || "runtime", clause: null }, answer: null });
  });
}

function leave(K, c) {
  const seat = seatOf(K, c);
  c.seat = null;
  if (!seat || seat.conn !== c.conn) return;
  free(K, seat);
}
