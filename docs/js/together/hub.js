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
import { GRACE_MS, HEARTBEAT_MS, SILENT_MS, checkFromPlayer, randomId, rateLimit } from "./protocol.js";
import { openPeer, send } from "./link.js";

export const HOST = 0;
const HISTORY = 60; // log lines kept per seat, for a person who comes back
const QUEUED = 2; // actions a person may have waiting behind the open batch
const RTTS = 9; // round trips kept per connection (their median is the person's)

/**
 * h: { settings, session, worker(method, args), players, say, windowMs, lagCapMs, saved (a saved room, or null),
 *      storeKey, onChange() (seats or status changed), tell(text, kind) (a line for the host) }
 */
export function createHub(h) {
  const { session, worker, say } = h;
  const seats = Array.from({ length: h.players }, (_, seat) => ({ seat, kind: seat === HOST ? "host" : "bot" }));
  const conns = new Set();
  const H = {
    room: h.saved ? h.saved.room : `topeka-${randomId(16)}`,
    peer: null, open: false, closed: false, started: false, gameNo: 0,
    tableHumans: [HOST], batch: null, waiting: [], chain: Promise.resolve(), recordSent: false, refused: 0,
    rounds: 0, record: null, // the rounds scored in the game in play, and the record the people were last sent
    last: { phase: null, running: null, rate: null },
  };
  if (h.saved) {
    for (const s of h.saved.seats) {
      const seat = seats[s.seat];
      if (!seat || s.seat === HOST || s.kind !== "person") continue;
      Object.assign(seat, { kind: "person", name: s.name, token: s.token, conn: null, heard: performance.now(), away: null, botted: !!s.botted });
    }
    H.started = !!h.saved.started;
  }
  const persons = () => seats.filter((s) => s.kind === "person");
  /** The seats people play now: the host's, and each person's not (yet) played by a bot. */
  const humans = () => seats.filter((s) => s.kind === "host" || (s.kind === "person" && !s.botted)).map((s) => s.seat);

  // ---------------------------------------------------------------- the room
  async function open() {
    H.peer = await openPeer(h.settings, H.room);
    H.open = true;
    H.peer.on("connection", (conn) => {
      const c = { conn, seat: null, name: null, token: null, limiter: rateLimit(), heard: performance.now(), told: 0,
        pings: new Map(), rtts: [] };
      conns.add(c);
      conn.on("data", (data) => receive(c, data));
      conn.on("close", () => closed(c));
      conn.on("error", () => closed(c));
    });
    H.peer.on("disconnected", () => { if (!H.closed) H.peer.reconnect(); });
    save();
    h.onChange();
  }

  function save() {
    try {
      localStorage.setItem(h.storeKey, JSON.stringify({ room: H.room, players: h.players, started: H.started, at: Date.now(),
        seats: persons().map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, token: s.token, botted: !!s.botted })) }));
    } catch {
      /* the room is not kept: a reload starts a new one */
    }
  }

  // ---------------------------------------------------------------- the session's transport
  const exclusive = (fn) => {
    const run = H.chain.then(fn, fn);
    H.chain = run.catch(() => {});
    return run;
  };

  /** The engine, as the host's session calls it: its table seats every person. */
  async function call(method, args) {
    if (H.closed || typeof method !== "string" || !method.startsWith("table.")) return worker(method, args);
    if (method === "table.new" || method === "table.load") {
      const n = args.params && args.params.players;
      if (method === "table.new" && Number.isInteger(n) && n > 0 && n !== seats.length) resize(n);
      const people = humans();
      const answer = await exclusive(() => worker(method, { ...args, human_seats: people, seats: people }));
      H.tableHumans = people;
      if (!H.reseating) {
        H.gameNo += 1;
        H.started = true;
        H.recordSent = false;
        H.rounds = 0;
        H.record = null;
        for (const s of persons()) Object.assign(s, { fresh: true, history: [] });
        save();
        h.onChange();
      }
      return split(answer);
    }
    if (method === "table.advance") {
      const t = H.batch ? Math.min(args.t, H.batch.t) : args.t;
      return split(await worker(method, { ...args, t, seats: H.tableHumans }));
    }
    if (method === "table.act") {
      const { seat: _s, t: _t, ...action } = args.action || {};
      const wait = lag();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait)); // the host's lag
      const r = await joinBatch(HOST, action);
      if (r.failed) throw r.failed;
      if (r.result.ok) return r.answer;
      throw Object.assign(new Error(r.result.error.message), r.result.error, r.answer);
    }
    if (method === "table.view" && args.seat === "all") throw Object.assign(new Error(say("together_no_teaching")), { kind: "bad-request" });
    return worker(method, args);
  }

  /** The host deals a table of another size: seats beyond it are given up (their people may take
   * another), new ones are free (bots). */
  function resize(n) {
    for (const seat of seats.slice(n)) {
      if (seat.kind !== "person") continue;
      for (const c of conns) if (c.seat === seat.seat) c.seat = null;
      h.tell(say("together_seat_gone", { name: seat.name, seat: seatName(seat.seat) }));
    }
    seats.length = Math.min(seats.length, n);
    while (seats.length < n) seats.push({ seat: seats.length, kind: "bot" });
    broadcastLobby();
  }

  /** An answer for every person: the host's part goes back to the host's session, each other
   * person's part waits in their outbox (or, for `acting`, goes with their answer). */
  function split(answer, acting = new Set()) {
    const { by_seat: parts = {}, ...rest } = answer;
    if (Number.isInteger(answer.rounds) && answer.rounds > H.rounds) {
      H.rounds = answer.rounds;
      if (!answer.over) keepSoFar();
    }
    for (const [key, part] of Object.entries(parts)) {
      const seat = seats[Number(key)];
      if (!seat || seat.kind !== "person" || acting.has(seat.seat)) continue;
      queue(seat, part);
    }
    later();
    const mine = parts[String(HOST)] || { view: null, events: [] };
    return { ...rest, view: mine.view, views: { [HOST]: mine.view }, events: mine.events };
  }

  function queue(seat, part) {
    seat.view = part.view;
    seat.outbox = (seat.outbox || []).concat(part.events);
    seat.history = (seat.history || []).concat(part.events.filter((e) => e.text).map((e) => e.text)).slice(-HISTORY);
    seat.dirty = true;
  }

  /** A round is scored: every person gets the game's record up to it, without the seed. */
  function keepSoFar() {
    const table = session.S.table;
    const game = H.gameNo;
    worker("table.record_so_far", { table }).then(({ record }) => {
      if (!record || H.closed || game !== H.gameNo || H.recordSent) return;
      H.record = record;
      for (const s of persons()) if (s.conn) send(s.conn, { k: "record", record });
    }).catch(() => {}); // the next round's end sends it again
  }

  // ---------------------------------------------------------------- batches of simultaneous actions
  /** `n`: a person's number for the answer. */
  function joinBatch(seat, action, n = null) {
    return new Promise((resolve) => {
      if (H.batch && H.batch.items.some((i) => i.seat === seat)) {
        H.waiting.push({ seat, action, n, resolve });
        return;
      }
      if (!H.batch) H.batch = { t: session.vnow(), items: [], timer: setTimeout(closeBatch, h.windowMs) };
      H.batch.items.push({ seat, action, n, resolve });
    });
  }

  function closeBatch() {
    const b = H.batch;
    H.batch = null;
    for (const w of H.waiting.splice(0)) joinBatch(w.seat, w.action, w.n).then(w.resolve);
    exclusive(async () => {
      let answer;
      try {
        answer = await worker("table.batch", { table: session.S.table, t: Math.max(b.t, session.S.tableNow),
          actions: b.items.map((i) => ({ ...i.action, seat: i.seat })), seats: H.tableHumans });
      } catch (err) {
        for (const i of b.items) i.resolve({ failed: err });
        return;
      }
      const acting = new Set(b.items.map((i) => i.seat));
      const mine = split(answer, acting);
      b.items.forEach((item, k) => {
        const result = answer.results[k];
        if (item.seat === HOST) {
          item.resolve({ result, answer: mine });
          return;
        }
        const seat = seats[item.seat];
        const part = answer.by_seat[String(item.seat)] || { view: seat.view, events: [] };
        flushSeat(seat);
        queue(seat, part);
        seat.outbox = [];
        seat.dirty = false;
        item.resolve({ result });
        if (seat.conn) send(seat.conn, { k: "answer", n: item.n, ok: result.ok, error: result.error || null,
          answer: { now: answer.now, over: answer.over, view: part.view, events: part.events } });
      });
      if (!acting.has(HOST)) session.take(mine);
    });
  }

  // ---------------------------------------------------------------- what each person is sent
  let flushTimer = null;
  function later() {
    if (!flushTimer) flushTimer = setTimeout(flush, 0);
  }

  function tableState() {
    const S = session.S;
    return { phase: S.phase, clock: session.vnow(), running: S.anchor !== null, rate: S.rate };
  }

  function flushSeat(seat, state = tableState(), force = false) {
    if (!seat.conn || !seat.view || seat.botted) return;
    if (!seat.dirty && !seat.fresh && !force) return;
    const msg = { k: "state", game: H.gameNo, answer: { now: session.S.tableNow, over: !!seat.view.over, view: seat.view,
      events: seat.fresh ? [] : seat.outbox || [] }, ...state };
    const fresh = seat.fresh;
    if (fresh) Object.assign(msg, { fresh: true, options: h.options(), params: h.params(), log: seat.history || [] });
    if (send(seat.conn, msg)) Object.assign(seat, { outbox: [], dirty: false, fresh: false });
    if (fresh && H.record) send(seat.conn, { k: "record", record: H.record }); // a person back, or new at the table
  }

  function flush() {
    flushTimer = null;
    if (H.closed) return;
    const state = tableState();
    const changed = ["phase", "running", "rate"].some((k) => state[k] !== H.last[k]);
    H.last = state;
    for (const s of persons()) flushSeat(s, state, changed);
    const S = session.S;
    if (!H.recordSent && S.view && S.view.over && S.record && !S.record.stale) {
      H.recordSent = true;
      const record = { ...S.record.head, actions: S.record.actions };
      H.record = record;
      for (const s of persons()) if (s.conn) send(s.conn, { k: "record", record });
      h.onChange();
    }
  }

  // ---------------------------------------------------------------- the people's messages
  function lobby(forSeat) {
    return { k: "lobby", room: H.room, started: H.started, window_ms: h.windowMs, you: forSeat,
      seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.kind === "bot" ? null : s.name || null,
        here: s.kind === "host" || (s.kind === "person" && !!s.conn && !s.away), botted: !!s.botted })) };
  }

  function broadcastLobby() {
    for (const c of conns) send(c.conn, lobby(c.seat));
    save();
    h.onChange();
  }

  function refuse(c, key) {
    H.refused += 1;
    if (!c.reported) { // the host is told once per page, by the name it gave (if any) and its seat
      c.reported = true;
      const seat = c.seat === null ? null : seatName(c.seat);
      h.tell(c.name ? say(seat ? "together_refused_seat" : "together_refused_name", { name: c.name, seat })
        : say("together_refused_someone"), "warn");
    }
    const now = performance.now();
    if (now - c.told < 1000) return; // a flood of bad messages gets one answer a second
    c.told = now;
    send(c.conn, { k: "refused", key });
  }

  function receive(c, data) {
    if (H.closed) return;
    c.heard = performance.now();
    const seat = c.seat === null ? null : seats[c.seat];
    if (seat && seat.conn === c.conn) seat.heard = c.heard;
    // (checked first: a message's length is bounded before it is parsed, so a flood costs little)
    const checked = checkFromPlayer(data);
    if (!c.limiter.take()) {
      // an action is answered even so: its page waits for the answer before the reader's next move
      if (checked.ok && checked.msg.k === "act") refuseAct(c, checked.msg, "together_flood");
      else refuse(c, "together_flood");
      return;
    }
    if (!checked.ok) {
      refuse(c, checked.key);
      return;
    }
    const m = checked.msg;
    if (m.k === "ping") send(c.conn, { k: "pong", n: m.n });
    else if (m.k === "pong") roundTrip(c, m.n);
    else if (m.k === "hello") hello(c, m);
    else if (m.k === "sit") sit(c, m.seat);
    else if (m.k === "act") act(c, m);
    else if (m.k === "leave") leave(c);
  }

  function hello(c, m) {
    Object.assign(c, { name: m.name, token: m.token });
    const seat = persons().find((s) => s.token === m.token);
    if (seat) {
      const old = seat.conn;
      Object.assign(seat, { conn: c.conn, name: m.name, heard: performance.now(), away: null, fresh: true });
      c.seat = seat.seat;
      for (const other of conns) if (other !== c && other.conn === old) other.seat = null;
      if (old && old !== c.conn) old.close();
      h.tell(say("together_back", { name: seat.name, seat: seatName(seat.seat) }));
      if (seat.botted) backFromBot(seat);
      later();
    }
    broadcastLobby();
  }

  function sit(c, n) {
    const seat = seats[n];
    if (!c.token) return refuse(c, "together_bad_message");
    if (c.seat !== null) return refuse(c, "together_seated");
    if (!seat || seat.kind !== "bot") return refuse(c, "together_seat_taken");
    Object.assign(seat, { kind: "person", name: c.name, token: c.token, conn: c.conn, heard: performance.now(), away: null,
      fresh: true, history: [], botted: false });
    c.seat = n;
    h.tell(say("together_sat", { name: c.name, seat: seatName(n) }));
    if (H.started) reseat();
    broadcastLobby();
    later();
  }

  /** A refused action is answered (its page waits for the answer) and changes nothing. */
  function refuseAct(c, m, key) {
    refuse(c, key);
    send(c.conn, { k: "answer", n: m.n, ok: false, error: { message: say(key), kind: "illegal", clause: null }, answer: null });
  }

  function act(c, m) {
    const seat = c.seat === null ? null : seats[c.seat];
    const no = (key) => refuseAct(c, m, key);
    if (!seat || seat.conn !== c.conn) return no("together_no_seat");
    if (!H.started || seat.botted || !H.tableHumans.includes(seat.seat)) return no("together_not_started");
    if (session.S.phase !== "running") return no(session.S.phase === "paused" ? "together_paused" : "together_wait_signal");
    if (H.waiting.filter((w) => w.seat === seat.seat).length >= QUEUED) return no("together_wait_answer");
    joinBatch(seat.seat, m.action, m.n).then((r) => {
      if (r.failed && seat.conn) send(seat.conn, { k: "answer", n: m.n, ok: false, error: { message: r.failed.message, kind: r.failed.kind || "runtime", clause: null }, answer: null });
    });
  }

  function leave(c) {
    const seat = c.seat === null ? null : seats[c.seat];
    c.seat = null;
    if (!seat || seat.conn !== c.conn) return;
    free(seat);
  }

  function free(seat) {
    const name = seat.name;
    Object.assign(seat, { kind: "bot", name: null, token: null, conn: null, away: null, botted: false, view: null, outbox: [] });
    h.tell(say("together_left", { name, seat: seatName(seat.seat) }));
    if (H.started) reseat();
    broadcastLobby();
  }

  function closed(c) {
    conns.delete(c);
    const seat = c.seat === null ? null : seats[c.seat];
    if (seat && seat.conn === c.conn) seat.heard = 0; // the heartbeat finds the seat away at once
  }

  /** A person back at a seat a bot played meanwhile: theirs again, and sent the table afresh. */
  function backFromBot(seat) {
    seat.botted = false;
    seat.fresh = true;
    reseat();
  }

  /** The table loaded again with the people now at it (a seat a bot took over, or a person took). */
  function reseat() {
    session.enqueue(async () => {
      const people = humans();
      if (!session.S.table || String(people) === String(H.tableHumans)) return;
      const rec = await exclusive(() => worker("table.record", { table: session.S.table }));
      H.reseating = true;
      try {
        await session.swap("table.load", { record: rec.record, bots: rec.table.bots, seed: rec.table.seed, now: rec.table.now,
          hold_until: rec.table.hold_until });
      } finally {
        H.reseating = false;
      }
      for (const s of persons()) if (people.includes(s.seat)) s.fresh = s.fresh || !s.view;
    }).catch((err) => h.tell(say("together_reseat_failed", { reason: err.message }), "warn"));
  }

  // ---------------------------------------------------------------- the heartbeat and the host's lag
  let pingNo = 0;
  function roundTrip(c, n) {
    const sent = c.pings.get(n);
    if (sent === undefined) return;
    c.pings.delete(n);
    c.rtts.push(performance.now() - sent);
    if (c.rtts.length > RTTS) c.rtts.shift();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  /** The host's lag now: the median round trip of the farthest person seated and here, at most the cap. */
  function lag() {
    let far = 0;
    for (const c of conns) {
      const seat = c.seat === null ? null : seats[c.seat];
      if (seat && seat.conn === c.conn && seat.away === null && c.rtts.length) far = Math.max(far, median(c.rtts));
    }
    return Math.min(h.lagCapMs, Math.round(far));
  }

  const beat = setInterval(() => {
    if (H.closed) return;
    const now = performance.now();
    pingNo += 1;
    for (const c of conns) {
      c.pings.set(pingNo, now);
      if (c.pings.size > RTTS) c.pings.delete(c.pings.keys().next().value);
      send(c.conn, { k: "ping", n: pingNo });
    }
    let change = false;
    for (const s of persons()) {
      const silent = !s.conn || now - (s.heard || 0) > SILENT_MS;
      if (silent && s.away === null) {
        s.away = now;
        change = true;
        h.tell(say("together_lost", { name: s.name, seat: seatName(s.seat), grace_s: GRACE_MS / 1000 }), "warn");
      } else if (!silent && s.away !== null) {
        // heard again on the same connection (a page that was busy, or a network that came back)
        s.away = null;
        change = true;
        if (s.botted) {
          h.tell(say("together_back", { name: s.name, seat: seatName(s.seat) }));
          backFromBot(s);
        }
      }
      if (s.away !== null && !s.botted && now - s.away > GRACE_MS && H.started) {
        s.botted = true;
        change = true;
        h.tell(say("together_bot_plays", { name: s.name, seat: seatName(s.seat) }), "warn");
        reseat();
      }
    }
    const lagNow = lag();
    if (Math.abs(lagNow - (H.lagShown ?? -99)) >= 10) {
      H.lagShown = lagNow;
      change = true;
    }
    if (change) broadcastLobby();
    flush();
  }, HEARTBEAT_MS);

  const seatName = (n) => say("seat", { n: n + 1 });

  /** The table ends for everyone: `key` says why; the record goes with it (the game is over for all). */
  function end(key) {
    if (H.closed) return;
    const S = session.S;
    const record = S.record && !S.record.stale ? { ...S.record.head, actions: S.record.actions } : null;
    for (const c of conns) send(c.conn, { k: "end", key, record });
    close();
  }

  /** The host's page is going (a reload, or closed): the people wait for it to come back. */
  function away() {
    save();
    for (const c of conns) send(c.conn, { k: "away" });
  }

  function close(forget = true) {
    H.closed = true;
    clearInterval(beat);
    clearTimeout(flushTimer);
    if (forget) {
      try {
        localStorage.removeItem(h.storeKey);
      } catch {
        /* nothing kept */
      }
    }
    setTimeout(() => { for (const c of conns) c.conn.close(); if (H.peer) H.peer.destroy(); }, 300);
  }

  return {
    open, call, humans, end, away, close, lobby: () => lobby(HOST), flush, lag,
    get room() { return H.room; },
    get started() { return H.started; },
    get closed() { return H.closed; },
    /** For the tests and the bench: the batch open now, and the people's connections. */
    debug: () => ({ batch: H.batch && { t: H.batch.t, seats: H.batch.items.map((i) => i.seat) }, tableHumans: H.tableHumans,
      refused: H.refused, tokens: [...conns].map((c) => c.limiter.tokens()), lag: lag(),
      people: persons().map((s) => ({ seat: s.seat, here: !!s.conn && s.away === null, botted: !!s.botted })) }),
  };
}
