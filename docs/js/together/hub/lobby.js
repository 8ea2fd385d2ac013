// The room as the people see it before and beside the game (the lobby: who sits where, who is
// here), sent to every connection when it changes, and kept in the host's browser (its id, the
// seats and their tokens) so that a reload opens the same room again. hub is the hub's state (hub.js).
import { send } from "../link.js";
import { HOST, persons } from "./people.js";

export function lobby(hub, forSeat) {
  const { h, live } = hub;
  return { k: "lobby", room: live.room, started: live.started, window_ms: h.windowMs, you: forSeat,
    seats: hub.seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.kind === "bot" ? null : s.name || null,
      here: s.kind === "host" || (s.kind === "person" && !!s.conn && !s.away), botted: !!s.botted })) };
}

export function broadcastLobby(hub) {
  for (const c of hub.conns) send(c.conn, lobby(hub, c.seat));
  saveRoom(hub);
  hub.h.onChange();
}

export const hostLobby = (hub) => lobby(hub, HOST);

export function saveRoom(hub) {
  const { h, live } = hub;
  try {
    localStorage.setItem(h.storeKey, JSON.stringify({ room: live.room, players: h.players, started: live.started, at: Date.now(),
      seats: persons(hub).map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, token: s.token, botted: !!s.botted })) }));
  } catch {
    /* the room is not kept: a reload starts a new one */
  }
}

export function forgetRoom(hub) {
  try {
    localStorage.removeItem(hub.h.storeKey);
  } catch {
    /* nothing kept */
  }
}
