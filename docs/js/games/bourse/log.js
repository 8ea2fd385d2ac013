// The Bourse demo's table log (table/log.js keeps the log and the announcements): each engine
// event in the engine's own sentence for the reader (its text; a scored hand's heading, its lines
// being the result's). What you receive, a close, a scored hand and the game's end are announced.
import { me } from "../../table/seat.js";

const ANNOUNCED = new Set(["received", "close", "score", "game_over"]);
const CLASS = { deal: "deal", close: "end", score: "end", game_over: "end" };

/** Add engine event `e` to `log` (createLog of table/log.js). */
export function logEvent(log, e) {
  if (e.to !== undefined && e.to !== null && e.to !== me()) return; // another seat's private event
  const text = e.head || e.text;
  if (!text) return;
  const seats = [e.seat, e.giver, e.taker, e.to].filter((s) => s !== undefined);
  log.add(text, CLASS[e.type] || (seats.includes(me()) ? "me" : ""), e.t);
  // a scored hand says first what it meant for the reader (the engine's `yours`); the game's end says
  // who won, then the reader's place
  if (ANNOUNCED.has(e.type)) log.announce(!e.yours ? text : e.type === "game_over" ? `${text} ${e.yours}` : `${e.yours} ${text}`);
}
