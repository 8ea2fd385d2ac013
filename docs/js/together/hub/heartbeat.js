// The heartbeat and the host's lag. Every HEARTBEAT_MS the host pings every connection; a person
// silent for SILENT_MS is away, and after GRACE_MS a bot plays their seat until they are heard
// again. The pongs' round trips give the host's lag: the host's own actions first wait as long as
// the round trip of the farthest person at the table (the median of their last round trips, at
// most the engine's games.core.fairness.HOST_LAG_CAP_MS), so a distant player's late view of the
// table does not decide who is first. hub is the hub's state (hub.js).
import { send } from "../link.js";
import { GRACE_MS, SILENT_MS } from "../protocol.js";
import { broadcastLobby } from "./lobby.js";
import { flush } from "./outbox.js";
import { persons, seatName, seatOf } from "./people.js";
import { backFromBot, reseat } from "./seating.js";

export const RTTS = 9; // round trips kept per connection (their median is the person's)

/** A pong: the round trip of ping `n`. */
export function roundTrip(c, n) {
  const sent = c.pings.get(n);
  if (sent === undefined) return;
  c.pings.delete(n);
  c.rtts.push(performance.now() - sent);
  if (c.rtts.length > RTTS) c.rtts.shift();
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The host's lag now: the median round trip of the farthest person seated and here, at most the cap. */
export function lag(hub) {
  let far = 0;
  for (const c of hub.conns) {
    const seat = seatOf(hub, c);
    if (seat && seat.conn === c.conn && seat.away === null && c.rtts.length) far = Math.max(far, median(c.rtts));
  }
  return Math.min(hub.h.lagCapMs, Math.round(far));
}

/** One beat: ping everyone, note who went silent or came back, and tell the people what changed. */
export function beat(hub) {
  const { live } = hub;
  if (live.closed) return;
  const now = performance.now();
  ping(hub, now);
  let change = false;
  for (const s of persons(hub)) change = checkPerson(hub, s, now) || change;
  const lagNow = lag(hub);
  if (Math.abs(lagNow - (live.lagShown ?? -99)) >= 10) {
    live.lagShown = lagNow;
    change = true;
  }
  if (change) broadcastLobby(hub);
  flush(hub);
}

function ping(hub, now) {
  hub.live.pingNo += 1;
  const n = hub.live.pingNo;
  for (const c of hub.conns) {
    c.pings.set(n, now);
    if (c.pings.size > RTTS) c.pings.delete(c.pings.keys().next().value);
    send(c.conn, { k: "ping", n });
  }
}

/** A person gone silent (away; after the grace a bot plays the seat) or heard again; true if that
 * changed what the lobby says. */
function checkPerson(hub, s, now) {
  const { h, say } = hub;
  let change = false;
  const silent = !s.conn || now - (s.heard || 0) > SILENT_MS;
  if (silent && s.away === null) {
    s.away = now;
    change = true;
    h.tell(say("together_lost", { name: s.name, seat: seatName(hub, s.seat), grace_s: GRACE_MS / 1000 }), "warn");
  } else if (!silent && s.away !== null) {
    // heard again on the same connection (a page that was busy, or a network that came back)
    s.away = null;
    change = true;
    if (s.botted) {
      h.tell(say("together_back", { name: s.name, seat: seatName(hub, s.seat) }));
      backFromBot(hub, s);
    }
  }
  if (s.away !== null && !s.botted && now - s.away > GRACE_MS && hub.live.started) {
    s.botted = true;
    change = true;
    h.tell(say("together_bot_plays", { name: s.name, seat: seatName(hub, s.seat) }), "warn");
    reseat(hub);
  }
  return change;
}
