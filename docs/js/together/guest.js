// Play together, a player's side: the page follows the host's table (hub.js) over a data channel.
// The table session (table/session.js) runs "remote": it asks no engine for the table, saves
// nothing, and shows what the host sends for this seat (follow); the reader's actions go to the
// host, which stamps them with the time they arrive and answers in the facade's shape (a refusal
// names its clause and changes nothing). The seat is this browser's by a token kept in it for that
// table alone (made when the reader first joins it), so reopening the link (or a dropped
// connection that comes back) brings the reader back to it; a browser that holds no seat at that
// table is asked for a name, whoever played on it before.
//
// The host away: a page that says it is going ({k: "away"}), or that goes silent, is waited for
// GRACE_MS, counted down on the reader's screen; a move made meanwhile is answered at once and not
// sent. The game's record (the rounds played so far, then the whole game) is kept in this browser.
import { HEARTBEAT_MS, SILENT_MS, GRACE_MS, randomId } from "./protocol.js";
import { connect, openPeer, send } from "./link.js";

// An action the host has not answered within this long is given up (its answer was lost with a
// connection that dropped): the page takes the reader's next action, and the host's next state
// shows whether the lost one reached the table. Generous: a busy host answers in well under a second.
const ANSWER_MS = 30000;
const RECORD_MAX = 2_000_000; // characters of a kept record (a long game's is a few hundred thousand)

/** What this browser keeps of one table (its room): the seat's token and the name it joined with,
 * whether it holds a seat there, and the game's record as the host last sent it. */
export function keptAt(room) {
  const key = `topeka.together.table.${room}`;
  function read() {
    try {
      const v = JSON.parse(localStorage.getItem(key) || "null");
      return v && typeof v === "object" && typeof v.token === "string" && typeof v.name === "string" ? v : null;
    } catch {
      return null;
    }
  }
  function write(v) {
    try {
      localStorage.setItem(key, JSON.stringify(v));
    } catch {
      /* not kept: a reload asks for the name again */
    }
  }
  return {
    /** The name and token this browser joined this table with, and whether it holds a seat there. */
    get: read,
    /** The token for joining under `name` (the kept one, or a new one). */
    join(name) {
      const had = read();
      const v = { ...(had || {}), token: had ? had.token : randomId(24), name };
      write(v);
      return v.token;
    },
    seated(yes) {
      const had = read();
      if (had && had.seated !== yes) write({ ...had, seated: yes });
    },
    record() {
      try {
        const r = JSON.parse(localStorage.getItem(`${key}.record`) || "null");
        return r && typeof r === "object" && typeof r.game === "string" && Array.isArray(r.actions) ? r : null;
      } catch {
        return null;
      }
    },
    keepRecord(record) {
      try {
        const text = JSON.stringify(record);
        if (text.length <= RECORD_MAX) localStorage.setItem(`${key}.record`, text);
      } catch {
        /* the record stays on this page only */
      }
    },
  };
}

/**
 * g: { settings, room, session, worker(method, args), say(key, fields), on: { lobby(msg), state(msg), record(record),
 *      end(key, record), refused(key), status(key, fields), away(key, seconds) (the host is away: the seconds the
 *      table still waits for it, each second), back() (the host is back) } }
 */
export function createGuest(g) {
  // the player's side of the table, guest, passed to each step below: the connection, the actions
  // waiting for the host's answer, when the host was last heard, and whether it is away
  const guest = { g, kept: keptAt(g.room), peer: null, conn: null, name: "", token: null, n: 0, pending: new Map(), heard: 0,
    away: null, ended: false, connecting: false, seat: null, game: null, beat: null };
  guest.beat = setInterval(() => beat(guest), HEARTBEAT_MS);
  return guestApi(guest);
}

/** What the player's page asks of its side of the table (joining.js and the session's transport). */
function guestApi(guest) {
  return {
    join: (name) => join(guest, name),
    call: (method, args) => call(guest, method, args),
    sit: (seat) => send(guest.conn, { k: "sit", seat }),
    leave() {
      send(guest.conn, { k: "leave" });
      guest.kept.seated(false);
      finish(guest, "together_you_left", null);
    },
    /** For the tests: send raw text to the host, as a misbehaving page could. */
    raw: (text) => { if (guest.conn && guest.conn.open) guest.conn.send(text); },
    get seat() { return guest.seat; },
    /** Whether the host is away now (its page reloading or silent). */
    get away() { return !!guest.away; },
    /** How many of the reader's actions wait for the host's answer. */
    get waiting() { return guest.pending.size; },
    get ended() { return guest.ended; },
    destroy() {
      guest.ended = true;
      clearInterval(guest.beat);
      if (guest.conn) guest.conn.close();
      if (guest.peer) guest.peer.destroy();
    },
  };
}

async function join(guest, name) {
  guest.name = name;
  guest.token = guest.kept.join(name);
  await reconnect(guest);
}

async function reconnect(guest) {
  if (guest.connecting || guest.ended) return;
  guest.connecting = true;
  try {
    if (!guest.peer || guest.peer.destroyed) guest.peer = await openPeer(guest.g.settings, guest.g.say);
    else if (guest.peer.disconnected) guest.peer.reconnect();
    const conn = await connect(guest.peer, guest.g.room, guest.g.say);
    if (guest.ended) {
      conn.close();
      return;
    }
    if (guest.conn && guest.conn !== conn) {
      guest.conn.close();
      giveUp(guest, () => true); // their answers would come on the old connection, which this page no longer reads
    }
    guest.conn = conn;
    guest.heard = performance.now();
    guest.lost = null;
    conn.on("data", (data) => receive(guest, conn, data));
    conn.on("close", () => { if (guest.conn === conn) guest.heard = 0; });
    send(conn, { k: "hello", name: guest.name, token: guest.token });
    guest.g.on.status("together_connected");
  } finally {
    guest.connecting = false;
  }
}

/** A message from the host: heard (the host is here), then read as the heartbeat's or the table's. */
function receive(guest, conn, data) {
  if (conn !== guest.conn || guest.ended) return;
  // the tests read every message this page receives (tests/browser/test_together.py)
  if (Array.isArray(globalThis.TOPEKA_TOGETHER_TAP)) globalThis.TOPEKA_TOGETHER_TAP.push(data);
  guest.heard = performance.now();
  let m;
  try {
    m = JSON.parse(data);
  } catch {
    return;
  }
  if (!m || typeof m !== "object") return;
  if (m.k === "away") {
    hostAway(guest, "together_host_away");
    return;
  }
  if (guest.away) { // heard from the host again
    guest.away = null;
    guest.g.on.back();
  }
  if (m.k === "ping") {
    send(conn, { k: "pong", n: m.n }); // the host measures its round trip to this page (its lag)
    return;
  }
  if (m.k === "pong") return;
  fromTable(guest, m);
}

/** The table's messages: the seats, the state for this seat, an answer, a refusal, the record, the end. */
function fromTable(guest, m) {
  const { on } = guest.g;
  if (m.k === "lobby") {
    guest.seat = Number.isInteger(m.you) ? m.you : null;
    guest.kept.seated(guest.seat !== null);
    on.lobby(m);
  } else if (m.k === "state") {
    if (m.answer && m.answer.view) on.state(m);
  } else if (m.k === "answer") answered(guest, m);
  else if (m.k === "refused") on.refused(m.key);
  else if (m.k === "record" && m.record && typeof m.record === "object") {
    guest.kept.keepRecord(m.record);
    on.record(m.record);
  } else if (m.k === "end") {
    if (m.record && typeof m.record === "object") guest.kept.keepRecord(m.record);
    finish(guest, m.key, m.record || null);
  }
}

/** The host's answer to one of the reader's actions: the action's promise is settled with it. */
function answered(guest, m) {
  // the tests lose answers as a dropped connection would (tests/browser/test_together.py)
  if (globalThis.TOPEKA_TOGETHER_LOSE_ANSWERS > 0) {
    globalThis.TOPEKA_TOGETHER_LOSE_ANSWERS -= 1;
    return;
  }
  const p = guest.pending.get(m.n);
  if (!p) return;
  guest.pending.delete(m.n);
  if (m.ok) p.resolve(m.answer);
  else p.reject(Object.assign(new Error((m.error && m.error.message) || "refused"), m.error || {}, m.answer || {}));
}

/** The host's page is going (`key`: it said so) or silent: its moves are not sent meanwhile,
 * those waiting for an answer are answered now, and the table waits GRACE_MS for it. */
function hostAway(guest, key) {
  if (guest.away || guest.ended) return;
  guest.away = { key, until: performance.now() + GRACE_MS };
  giveUp(guest, () => true, "together_move_host_away");
  guest.g.on.away(key, Math.ceil(GRACE_MS / 1000));
}

/** The actions waiting for an answer that will not come (those `which` picks) are given up:
 * the reader is told why (`key`, one of the words), and the page's table takes the next action. */
function giveUp(guest, which, key = "together_no_answer") {
  for (const [n, p] of guest.pending) {
    if (!which(p)) continue;
    guest.pending.delete(n);
    p.reject(Object.assign(new Error(guest.g.say(key)), { kind: "connection" }));
  }
}

function finish(guest, key, record) {
  if (guest.ended) return;
  guest.ended = true;
  clearInterval(guest.beat);
  giveUp(guest, () => true, key);
  guest.g.on.end(key, record);
  setTimeout(() => { if (guest.conn) guest.conn.close(); if (guest.peer) guest.peer.destroy(); }, 300);
}

/** The heartbeat: silent for SILENT_MS, the host is away and the connection is tried again; away
 * for GRACE_MS, the table is taken as closed (the host did not come back). */
function beat(guest) {
  if (guest.ended || !guest.name) return;
  const now = performance.now();
  giveUp(guest, (p) => now - p.at > ANSWER_MS);
  if (guest.conn && guest.conn.open) send(guest.conn, { k: "ping", n: ++guest.n });
  if (now - guest.heard > SILENT_MS) hostAway(guest, "together_host_lost");
  if (!guest.away) return;
  const left = Math.ceil((guest.away.until - now) / 1000);
  if (left <= 0) finish(guest, "together_host_gone", null);
  else {
    guest.g.on.away(guest.away.key, left);
    if (now - guest.heard > SILENT_MS) reconnect(guest).catch(() => {});
  }
}

/** The table session's transport: the reader's actions go to the host; the rest of the table is
 * the host's (nothing is asked of an engine here); any other method is this page's own worker's. */
function call(guest, method, args) {
  if (method === "table.act") return act(guest, args.action || {});
  if (typeof method === "string" && method.startsWith("table.")) return Promise.resolve(null);
  return guest.g.worker(method, args);
}

/** One of the reader's actions, sent to the host (its seat and time are the host's to say): it
 * waits for the host's answer, or is answered at once when it cannot be sent. */
function act(guest, { seat: _s, t: _t, ...action }) {
  const n = ++guest.n;
  return new Promise((resolve, reject) => {
    if (guest.ended || guest.away) { // answered at once, and never sent later without the reader's say
      reject(Object.assign(new Error(guest.g.say(guest.ended ? "together_move_closed" : "together_move_host_away")), { kind: "connection" }));
      return;
    }
    if (!send(guest.conn, { k: "act", n, action })) {
      reject(Object.assign(new Error(guest.g.say("together_not_connected")), { kind: "connection" }));
      return;
    }
    guest.pending.set(n, { resolve, reject, at: performance.now() });
  });
}
