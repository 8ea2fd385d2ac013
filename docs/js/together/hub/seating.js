// Who plays which seat: a table dealt at another size, a person who leaves (a bot takes the seat),
// a person back at a seat a bot played meanwhile. When the people at the table change, the table
// is loaded again with the seats people now play (table.load, session.swap), the game going on
// where it was. hub is the hub's state (hub.js).
import { exclusive } from "./batch.js";
import { broadcastLobby } from "./lobby.js";
import { humans, persons, seatName } from "./people.js";

/** The host deals a table of another size: seats beyond it are given up (their people may take
 * another), new ones are free (bots). */
export function resize(hub, n) {
  const { seats } = hub;
  for (const seat of seats.slice(n)) {
    if (seat.kind !== "person") continue;
    for (const c of hub.conns) if (c.seat === seat.seat) c.seat = null;
    hub.h.tell(hub.say("together_seat_gone", { name: seat.name, seat: seatName(hub, seat.seat) }));
  }
  seats.length = Math.min(seats.length, n);
  while (seats.length < n) seats.push({ seat: seats.length, kind: "bot" });
  broadcastLobby(hub);
}

/** A person's seat given up: a bot's again. */
export function free(hub, seat) {
  const name = seat.name;
  Object.assign(seat, { kind: "bot", name: null, token: null, conn: null, away: null, botted: false, view: null, outbox: [] });
  hub.h.tell(hub.say("together_left", { name, seat: seatName(hub, seat.seat) }));
  if (hub.live.started) reseat(hub);
  broadcastLobby(hub);
}

/** A person back at a seat a bot played meanwhile: theirs again, and sent the table afresh. */
export function backFromBot(hub, seat) {
  seat.botted = false;
  seat.fresh = true;
  reseat(hub);
}

/** The table loaded again with the people now at it (a seat a bot took over, or a person took). */
export function reseat(hub) {
  const { live, session } = hub;
  session.enqueue(async () => {
    const people = humans(hub);
    if (!session.state.table || String(people) === String(live.tableHumans)) return;
    const rec = await exclusive(hub, () => hub.worker("table.record", { table: session.state.table }));
    live.reseating = true;
    try {
      await session.swap("table.load", { record: rec.record, bots: rec.table.bots, seed: rec.table.seed, now: rec.table.now,
        hold_until: rec.table.hold_until });
    } finally {
      live.reseating = false;
    }
    for (const s of persons(hub)) if (people.includes(s.seat)) s.fresh = s.fresh || !s.view;
  }).catch((err) => hub.h.tell(hub.say("together_reseat_failed", { reason: err.message }), "warn"));
}
