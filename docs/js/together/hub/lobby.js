// The room as the people see it before and beside the game (the lobby: who sits where, who is
// here), sent to every connection when it changes, and kept in the host's browser (its id, the
// seats and their tokens) so that a reload opens the same room again. K is the hub's state (hub.js).
import { send } from "../link.js";
import { HOST, persons } from "./people.js";

export function lobby(K, forSeat) {
  const { h, H } = K;
  return { k: "lobby", room: H.room, started: H.started, window_ms: h.windowMs, you: forSeat,
    seats: K.seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.kind === "bot" ? null : s.name || null,
      here: s.kind === "host" || (s.kind === "person" && !!s.conn && !s.away), botted: !!s.botted })) };
}

export function broadcastLobby(K) {
  for (const c of K.conns) send(c.conn, lobby(K, c.seat));
  saveRoom(K);
  K.h.onChange();
}

export const hostLobby = (K) => lobby(K, HOST);

export function saveRoom(K) {
  const { h, H } = K;
  try {
    localStorage.setItem(h.storeKey, JSON.stringify({ room: H.room, players: h.players, started: H.started, at: Date.now(),
      seats: persons(K).map((s) => ({ seat: s.seat, kind: s.kind, name: s.name, token: s.token, botted: !!s.botted })) }));
  } catch {
    /* the room is not kept: a reload starts a new one */
  }
}

export function forgetRoom(K) {
  try {
    localStorage.removeItem(K.h.storeKey);
  } catch {
    /* nothing kept */
  }
}
