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
  // the player's side of the table, G, passed to each step below: the connection, the actions
  // waiting for the host's answer, when the host was last heard, and whether it is away
  const G = { g, kept: keptAt(g.room), peer: null, conn: null, name: "", token: null, n: 0, pending: new Map(), heard: 0,
    away: null, ended: false, connecting: false, seat: null, game: null, beat: null };
  G.beat = setInterval(() => beat(G), HEARTBEAT_MS);
  return guestApi(G);
}

/** What the player's page asks of its side of the table (joining.js and the session's transport). */
function guestApi(G) {
  return {
    join: (name) => join(G, name),
    call: (method, args) => call(G, method, args),
    sit: (seat) => send(G.conn, { k: "sit", seat }),
    leave() {
      send(G.conn, { k: "leave" });
      G.kept.seated(false);
      finish(G, "together_you_left", null);
    },
    /** For the tests: send raw text to the host, as a misbehaving page could. */
    raw: (text) => { if (G.conn && G.conn.open) G.conn.send(text); },
    get seat() { return G.seat; },
    /** Whether the host is away now (its page reloading or silent). */
    get away() { return !!G.away; },
    /** How many of the reader's actions wait for the host's answer. */
    get waiting() { return G.pending.size; },
    get ended() { return G.ended; },
    destroy() {
      G.ended = true;
      clearInterval(G.beat);
      if (G.conn) G.conn.close();
      if (G.peer) G.peer.destroy();
    },
  };
}

async function join(G, name) {
  G.name = name;
  G.token = G.kept.join(name);
  await reconnect(G);
}

async function reconnect(G) {
  if (G.connecting || G.ended) return;
  G.connecting = true;
  try {
    if (!G.peer || G.peer.destroyed) G.peer = await openPeer(G.g.settings, G.g.say);
    else if (G.peer.disconnected) G.peer.reconnect();
    const conn = await connect(G.peer, G.g.room, G.g.say);
    if (G.ended) {
      conn.close();
      return;
    }
    if (G.conn && G.conn !== conn) {
      G.conn.close();
      giveUp(G, () => true); // their answers would come on the old connection, which this page no longer reads
    }
    G.conn = conn;
    G.heard = performance.now();
    G.lost = null;
    conn.on("data", (data) => receive(G, conn, data));
    conn.on("close", () => { if (G.conn === conn) G.heard = 0; });
    send(conn, { k: "hello", name: G.name, token: G.token });
    G.g.on.status("together_connected");
  } finally {
    G.connecting = false;
  }
}

/** A message from the host: heard (the host is here), then read as the heartbeat's or the table's. */
function receive(G, conn, data) {
  if (conn !== G.conn || G.ended) return;
  // the tests read every message this page receives (tests/browser/test_together.py)
  if (Array.isArray(globalThis.TOPEKA_TOGETHER_TAP)) globalThis.TOPEKA_TOGETHER_TAP.push(data);
  G.heard = performance.now();
  let m;
  try {
    m = JSON.parse(data);
  } catch {
    return;
  }
  if (!m || typeof m !== "object") return;
  if (m.k === "away") {
    hostAway(G, "together_host_away");
    return;
  }
  if (G.away) { // heard from the host again
    G.away = null;
    G.g.on.back();
  }
  if (m.k === "ping") {
    send(conn, { k: "pong", n: m.n }); // the host measures its round trip to this page (its lag)
    return;
  }
  if (m.k === "pong") return;
  fromTable(G, m);
}

/** The table's messages: the seats, the state for this seat, an answer, a refusal, the record, the end. */
function fromTable(G, m) {
  const { on } = G.g;
  if (m.k === "lobby") {
    G.seat = Number.isInteger(m.you) ? m.you : null;
    G.kept.seated(G.seat !== null);
    on.lobby(m);
  } else if (m.k === "state") {
    if (m.answer && m.answer.view) on.state(m);
  } else if (m.k === "answer") answered(G, m);
  else if (m.k === "refused") on.refused(m.key);
  else if (m.k === "record" && m.record && typeof m.record === "object") {
    G.kept.keepRecord(m.record);
    on.record(m.record);
  } else if (m.k === "end") {
    if (m.record && typeof m.record === "object") G.kept.keepRecord(m.record);
    finish(G, m.key, m.record || null);
  }
}

/** The host's answer to one of the reader's actions: the action's promise is settled with it. */
function answered(G, m) {
  // the tests lose answers as a dropped connection would (tests/browser/test_together.py)
  if (globalThis.TOPEKA_TOGETHER_LOSE_ANSWERS > 0) {
    globalThis.TOPEKA_TOGETHER_LOSE_ANSWERS -= 1;
    return;
  }
  const p = G.pending.get(m.n);
  if (!p) return;
  G.pending.delete(m.n);
  if (m.ok) p.resolve(m.answer);
  else p.reject(Object.assign(new Error((m.error && m.error.message) || "refused"), m.error || {}, m.answer || {}));
}

/** The host's page is going (`key`: it said so) or silent: its moves are not sent meanwhile,
 * those waiting for an answer are answered now, and the table waits GRACE_MS for it. */
function hostAway(G, key) {
  if (G.away || G.ended) return;
  G.away = { key, until: performance.now() + GRACE_MS };
  giveUp(G, () => true, "together_move_host_away");
  G.g.on.away(key, Math.ceil(GRACE_MS / 1000));
}

/** The actions waiting for an answer that will not come (those `which` picks) are given up:
 * the reader is told why (`key`, one of the words), and the page's table takes the next action. */
function giveUp(G, which, key = "together_no_answer") {
  for (const [n, p] of G.pending) {
    if (!which(p)) continue;
    G.pending.delete(n);
    p.reject(Object.assign(new Error(G.g.say(key)), { kind: "connection" }));
  }
}

function finish(G, key, record) {
  if (G.ended) return;
  G.ended = true;
  clearInterval(G.beat);
  giveUp(G, () => true, key);
  G.g.on.end(key, record);
  setTimeout(() => { if (G.conn) G.conn.close(); if (G.peer) G.peer.destroy(); }, 300);
}

/** The heartbeat: silent for SILENT_MS, the host is away and the connection is tried again; away
 * for GRACE_MS, the table is taken as closed (the host did not come back). */
function beat(G) {
  if (G.ended || !G.name) return;
  const now = performance.now();
  giveUp(G, (p) => now - p.at > ANSWER_MS);
  if (G.conn && G.conn.open) send(G.conn, { k: "ping", n: ++G.n });
  if (now - G.heard > SILENT_MS) hostAway(G, "together_host_lost");
  if (!G.away) return;
  const left = Math.ceil((G.away.until - now) / 1000);
  if (left <= 0) finish(G, "together_host_gone", null);
  else {
    G.g.on.away(G.away.key, left);
    if (now - G.heard > SILENT_MS) reconnect(G).catch(() => {});
  }
}

/** The table session's transport: the reader's actions go to the host; the rest of the table is
 * the host's (nothing is asked of an engine here); any other method is this page's own worker's. */
function call(G, method, args) {
  if (method === "table.act") return act(G, args.action || {});
  if (typeof method === "string" && method.startsWith("table.")) return Promise.resolve(null);
  return G.g.worker(method, args);
}

/** One of the reader's actions, sent to the host (its seat and time are the host's to say): it
 * waits for the host's answer, or is answered at once when it cannot be sent. */
function act(G, { seat: _s, t: _t, ...action }) {
  const n = ++G.n;
  return new Promise((resolve, reject) => {
    if (G.ended || G.away) { // answered at once, and never sent later without the reader's say
      reject(Object.assign(new Error(G.g.say(G.ended ? "together_move_closed" : "together_move_host_away")), { kind: "connection" }));
      return;
    }
    if (!send(G.conn, { k: "act", n, action })) {
      reject(Object.assign(new Error(G.g.say("together_not_connected")), { kind: "connection" }));
      return;
    }
    G.pending.set(n, { resolve, reject, at: performance.now() });
  });
}
