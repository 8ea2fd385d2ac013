// Who plays which seat: a table dealt at another size, a person who leaves (a bot takes the seat),
// a person back at a seat a bot played meanwhile. When the people at the table change, the table
// is loaded again with the seats people now play (table.load, session.swap), the game going on
// where it was. K is the hub's state (hub.js).
import { exclusive } from "./batch.js";
import { broadcastLobby } from "./lobby.js";
import { humans, persons, seatName } from "./people.js";

/** The host deals a table of another size: seats beyond it are given up (their people may take
 * another), new ones are free (bots). */
export function resize(K, n) {
  const { seats } = K;
  for (const seat of seats.slice(n)) {
    if (seat.kind !== "person") continue;
    for (const c of K.conns) if (c.seat === seat.seat) c.seat = null;
    K.h.tell(K.say("together_seat_gone", { name: seat.name, seat: seatName(K, seat.seat) }));
  }
  seats.length = Math.min(seats.length, n);
  while (seats.length < n) seats.push({ seat: seats.length, kind: "bot" });
  broadcastLobby(K);
}

/** A person's seat given up: a bot's again. */
export function free(K, seat) {
  const name = seat.name;
  Object.assign(seat, { kind: "bot", name: null, token: null, conn: null, away: null, botted: false, view: null, outbox: [] });
  K.h.tell(K.say("together_left", { name, seat: seatName(K, seat.seat) }));
  if (K.H.started) reseat(K);
  broadcastLobby(K);
}

/** A person back at a seat a bot played meanwhile: theirs again, and sent the table afresh. */
export function backFromBot(K, seat) {
  seat.botted = false;
  seat.fresh = true;
  reseat(K);
}

/** The table loaded again with the people now at it (a seat a bot took over, or a person took). */
export function reseat(K) {
  const { H, session } = K;
  session.enqueue(async () => {
    const people = humans(K);
    if (!session.S.table || String(people) === String(H.tableHumans)) return;
    const rec = await exclusive(K, () => K.worker("table.record", { table: session.S.table }));
    H.reseating = true;
    try {
      await session.swap("table.load", { record: rec.record, bots: rec.table.bots, seed: rec.table.seed, now: rec.table.now,
        hold_until: rec.table.hold_until });
    } finally {
      H.reseating = false;
    }
    for (const s of persons(K)) if (people.includes(s.seat)) s.fresh = s.fresh || !s.view;
  }).catch((err) => K.h.tell(K.say("together_reseat_failed", { reason: err.message }), "warn"));
}
