// The seats of the host's table as the hub knows them (together/hub.js): seat 0 is the host's,
// every other seat is a bot's or a person's. A person's seat holds their name, their token, their
// connection and whether a bot plays it meanwhile. hub is the hub's state (hub.js).

export const HOST = 0;

/** The seats of a table of `players`, with the people of a saved room back at theirs (not here yet). */
export function seatsOf(players, saved) {
  const seats = Array.from({ length: players }, (_, seat) => ({ seat, kind: seat === HOST ? "host" : "bot" }));
  if (!saved) return seats;
  for (const s of saved.seats) {
    const seat = seats[s.seat];
    if (!seat || s.seat === HOST || s.kind !== "person") continue;
    Object.assign(seat, { kind: "person", name: s.name, token: s.token, conn: null, heard: performance.now(), away: null, botted: !!s.botted });
  }
  return seats;
}

export const persons = (hub) => hub.seats.filter((s) => s.kind === "person");

/** The seats people play now: the host's, and each person's not (yet) played by a bot. */
export const humans = (hub) => hub.seats.filter((s) => s.kind === "host" || (s.kind === "person" && !s.botted)).map((s) => s.seat);

/** The seat a connection sits at, or null. */
export const seatOf = (hub, c) => (c.seat === null ? null : hub.seats[c.seat]);

export const seatName = (hub, n) => hub.say("seat", { n: n + 1 });
