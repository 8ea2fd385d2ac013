// What each person is sent: the engine's answer for every person is split by seat (the facade's
// by_seat), the host's part going back to the host's session and each other person's waiting in
// their outbox until the next flush, which sends every person their own view and events with the
// table's phase and clock. A person never receives another seat's view. At the end of every round
// each person is sent the game's record so far (without the seed), and the whole record once the
// game is over. hub is the hub's state (hub.js).
import { send } from "../link.js";
import { HOST, persons } from "./people.js";

const HISTORY = 60; // log lines kept per seat, for a person who comes back

/** An answer for every person: the host's part goes back to the host's session, each other
 * person's part waits in their outbox (or, for `acting`, goes with their answer). */
export function split(hub, answer, acting = new Set()) {
  const { live } = hub;
  const { by_seat: parts = {}, ...rest } = answer;
  if (Number.isInteger(answer.rounds) && answer.rounds > live.rounds) {
    live.rounds = answer.rounds;
    if (!answer.over) keepSoFar(hub);
  }
  for (const [key, part] of Object.entries(parts)) {
    const seat = hub.seats[Number(key)];
    if (!seat || seat.kind !== "person" || acting.has(seat.seat)) continue;
    queue(seat, part);
  }
  later(hub);
  const mine = parts[String(HOST)] || { view: null, events: [] };
  return { ...rest, view: mine.view, views: { [HOST]: mine.view }, events: mine.events };
}

export function queue(seat, part) {
  seat.view = part.view;
  seat.outbox = (seat.outbox || []).concat(part.events);
  seat.history = (seat.history || []).concat(part.events.filter((e) => e.text).map((e) => e.text)).slice(-HISTORY);
  seat.dirty = true;
}

/** A round is scored: every person gets the game's record up to it, without the seed. */
function keepSoFar(hub) {
  const { live } = hub;
  const table = hub.session.state.table;
  const game = live.gameNo;
  hub.worker("table.record_so_far", { table }).then(({ record }) => {
    if (!record || live.closed || game !== live.gameNo || live.recordSent) return;
    live.record = record;
    for (const s of persons(hub)) if (s.conn) send(s.conn, { k: "record", record });
  }).catch(() => {}); // the next round's end sends it again
}

/** A flush soon (once for every answer that arrives meanwhile). */
export function later(hub) {
  if (!hub.live.flushTimer) hub.live.flushTimer = setTimeout(() => flush(hub), 0);
}

function tableState(hub) {
  const { session } = hub;
  const sessionState = session.state;
  return { phase: sessionState.phase, clock: session.vnow(), running: sessionState.anchor !== null, rate: sessionState.rate };
}

export function flushSeat(hub, seat, state = tableState(hub), force = false) {
  const { h, live, session } = hub;
  if (!seat.conn || !seat.view || seat.botted) return;
  if (!seat.dirty && !seat.fresh && !force) return;
  const msg = { k: "state", game: live.gameNo, answer: { now: session.state.tableNow, over: !!seat.view.over, view: seat.view,
    events: seat.fresh ? [] : seat.outbox || [] }, ...state };
  const fresh = seat.fresh;
  if (fresh) Object.assign(msg, { fresh: true, options: h.options(), params: h.params(), log: seat.history || [] });
  if (send(seat.conn, msg)) Object.assign(seat, { outbox: [], dirty: false, fresh: false });
  if (fresh && live.record) send(seat.conn, { k: "record", record: live.record }); // a person back, or new at the table
}

export function flush(hub) {
  const { live } = hub;
  live.flushTimer = null;
  if (live.closed) return;
  const state = tableState(hub);
  const changed = ["phase", "running", "rate"].some((k) => state[k] !== live.last[k]);
  live.last = state;
  for (const s of persons(hub)) flushSeat(hub, s, state, changed);
  const sessionState = hub.session.state;
  if (!live.recordSent && sessionState.view && sessionState.view.over && sessionState.record && !sessionState.record.stale) {
    live.recordSent = true;
    const record = { ...sessionState.record.head, actions: sessionState.record.actions };
    live.record = record;
    for (const s of persons(hub)) if (s.conn) send(s.conn, { k: "record", record });
    hub.h.onChange();
  }
}
