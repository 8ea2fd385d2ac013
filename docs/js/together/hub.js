// Play together, the host's side: the host's browser holds the game. Its worker runs the engine
// (the same table session as a game alone: table/session.js), with a seat for each person; the hub
// is that session's transport (its `call`), and it answers the other people's browsers over their
// data channels (link.js). Each person receives only their own seat's view and the events their
// seat may see (the facade's "seats" -> by_seat), never another hand and never the game's seed.
//
// Fairness in real time: every person's action, the host's own included, waits in a batch. The
// first action opens the batch at the table's time of its arrival; every action that reaches the
// host within the engine's window (games.core.fairness.WINDOW_MS) joins it, and the engine applies
// the batch at that one time in an order drawn from the table's seed (table.batch), so the host's
// click is not first merely for being nearer. While a batch is open the bots are not run past its
// time. And since a player far away also sees the table late, the host's own actions first wait as
// long as the round trip of the farthest person at the table (the median of their heartbeats'
// round trips, at most the engine's games.core.fairness.HOST_LAG_CAP_MS): the host's lag.
//
// Faults: a person who goes silent keeps the seat for GRACE_MS, then a bot plays it until they come
// back (the table is loaded again with the other people's seats: table.load); the seat is theirs by
// a token kept in their browser. The host's page saves the room (its id, the seats and tokens)
// beside the game, so a reload opens the same room again and the people reconnect. Bad messages are
// refused without effect (protocol.js): wrong shapes, huge ones, floods, actions for another seat;
// the host is told once, by name, whose page sent them.
//
// Nothing lost when the host goes: at the end of every round (hand) each person is sent the game's
// record up to it (table.record_so_far: the shuffles of the rounds played, never the seed, which
// would tell the deals to come), and the whole record once the game is over or the table closes.
//
// Each of these is a module of hub/ that works on the hub's state (`hub`), passed explicitly: the room's
// seats (people.js), the lobby and the saved room (lobby.js), the transport (transport.js), the
// batches (batch.js), what each person is sent (outbox.js), the people's messages (messages.js),
// who plays which seat (seating.js), the heartbeat and the host's lag (heartbeat.js).
import { openPeer, send } from "./link.js";
import { HEARTBEAT_MS, randomId, rateLimit } from "./protocol.js";
import { beat, lag } from "./hub/heartbeat.js";
import { forgetRoom, hostLobby, saveRoom } from "./hub/lobby.js";
import { closed, receive } from "./hub/messages.js";
import { flush } from "./hub/outbox.js";
import { HOST, humans, persons, seatsOf } from "./hub/people.js";
import { call } from "./hub/transport.js";

export { HOST };

/**
 * h: { settings, session, worker(method, args), players, say, windowMs, lagCapMs, saved (a saved room, or null),
 *      storeKey, onChange() (seats or status changed), tell(text, kind) (a line for the host) }
 */
export function createHub(h) {
  const hub = hubState(h);
  hub.heartbeat = setInterval(() => beat(hub), HEARTBEAT_MS);
  return hubApi(hub);
}

/** The hub's state (`hub`), which every step here and in hub/ is handed: the seats, the connections, and what changes while the room is open (`live`: the peer, the batch, the record sent). */
function hubState(h) {
  return {
    h, session: h.session, worker: h.worker, say: h.say,
    seats: seatsOf(h.players, h.saved),
    conns: new Set(),
    heartbeat: null,
    live: {
      room: h.saved ? h.saved.room : `topeka-${randomId(16)}`,
      peer: null, open: false, closed: false, started: !!(h.saved && h.saved.started), gameNo: 0,
      tableHumans: [HOST], batch: null, waiting: [], chain: Promise.resolve(), recordSent: false, refused: 0,
      rounds: 0, record: null, // the rounds scored in the game in play, and the record the people were last sent
      last: { phase: null, running: null, rate: null },
      flushTimer: null, pingNo: 0,
    },
  };
}

/** What the host's page asks of the hub (hosting.js and the session's transport). */
function hubApi(hub) {
  const { live } = hub;
  return {
    open: () => open(hub),
    end: (key) => end(hub, key),
    away: () => away(hub),
    close: (forget = true) => close(hub, forget),
    call: (method, args) => call(hub, method, args),
    humans: () => humans(hub),
    lobby: () => hostLobby(hub),
    flush: () => flush(hub),
    lag: () => lag(hub),
    get room() { return live.room; },
    get started() { return live.started; },
    get closed() { return live.closed; },
    /** For the tests and the bench: the batch open now, and the people's connections. */
    debug: () => ({ batch: live.batch && { t: live.batch.t, seats: live.batch.items.map((i) => i.seat) }, tableHumans: live.tableHumans,
      refused: live.refused, tokens: [...hub.conns].map((c) => c.limiter.tokens()), lag: lag(hub),
      people: persons(hub).map((s) => ({ seat: s.seat, here: !!s.conn && s.away === null, botted: !!s.botted })) }),
  };
}

/** The room opens on the rendezvous: each person's page that connects is heard from then on. */
async function open(hub) {
  const { live, h } = hub;
  live.peer = await openPeer(h.settings, hub.say, live.room);
  live.open = true;
  live.peer.on("connection", (conn) => welcome(hub, conn));
  live.peer.on("disconnected", () => { if (!live.closed) live.peer.reconnect(); });
  saveRoom(hub);
  h.onChange();
}

/** A person's page connects: its messages are read, and its going is noted, from now on. */
function welcome(hub, conn) {
  const c = { conn, seat: null, name: null, token: null, limiter: rateLimit(), heard: performance.now(), told: 0,
    pings: new Map(), rtts: [] };
  hub.conns.add(c);
  conn.on("data", (data) => receive(hub, c, data));
  conn.on("close", () => closed(hub, c));
  conn.on("error", () => closed(hub, c));
}

/** The table ends for everyone: `key` says why; the record goes with it (the game is over for all). */
function end(hub, key) {
  if (hub.live.closed) return;
  const sessionState = hub.session.state;
  const record = sessionState.record && !sessionState.record.stale ? { ...sessionState.record.head, actions: sessionState.record.actions } : null;
  for (const c of hub.conns) send(c.conn, { k: "end", key, record });
  close(hub);
}

/** The host's page is going (a reload, or closed): the people wait for it to come back. */
function away(hub) {
  saveRoom(hub);
  for (const c of hub.conns) send(c.conn, { k: "away" });
}

function close(hub, forget = true) {
  const { live, conns } = hub;
  live.closed = true;
  clearInterval(hub.heartbeat);
  clearTimeout(live.flushTimer);
  if (forget) forgetRoom(hub);
  setTimeout(() => { for (const c of conns) c.conn.close(); if (live.peer) live.peer.destroy(); }, 300);
}
