// The Play together panel's parts, the same for the host and every player: the panel with its status
// line, the seats round the table, the game record's buttons and its download. Every sentence is the
// engine's (say: TABLE_WORDS' together_* lines).
import { h } from "../dom.js";

/** -> { element, body, status, setStatus(key, fields) } (a key the engine does not word shows as itself) */
export function createPanel(say, settings) {
  const status = h("p", { class: "tk-status", role: "status" });
  const body = h("div", { class: "tk-body" });
  const element = h("section", { class: "tk-panel", "aria-label": say("together_title"), hidden: !settings },
    h("h3", { class: "tk-h", text: say("together_title") }), status, body);
  return {
    element, body, status,
    setStatus(key, fields) {
      status.textContent = sayOrKey(say, key, fields);
    },
  };
}

/** The engine's words for `key`, or the key itself when it words none (a status from elsewhere). */
export function sayOrKey(say, key, fields) {
  try {
    return say(key, fields);
  } catch {
    return key;
  }
}

function seatLine(say, s, you) {
  const seat = say("seat", { n: s.seat + 1 });
  if (s.kind === "host") return say(you === s.seat ? "together_seat_you_host" : "together_seat_host", { seat, name: s.name || "" });
  if (s.kind === "bot") return say("together_seat_free", { seat });
  const key = s.botted ? "together_seat_botted" : !s.here ? "together_seat_away" : you === s.seat ? "together_seat_you" : "together_seat_person";
  return say(key, { seat, name: s.name });
}

/** The seats of a lobby message; `onSit(seat)` (or null) offers each free seat. */
export function seatList(say, lobby, onSit) {
  return h("ul", { class: "tk-seats" }, ...lobby.seats.map((s) => {
    const li = h("li", { class: `tk-seat tk-seat--${s.kind}` }, h("span", { text: seatLine(say, s, lobby.you) }));
    if (onSit && s.kind === "bot") {
      li.append(" ", h("button", { type: "button", class: "md-button tk-sit", "aria-label": say("together_take_seat", { seat: say("seat", { n: s.seat + 1 }) }),
        onclick: () => onSit(s.seat) }, say("together_take")));
    }
    return li;
  }));
}

/** The record's buttons: download it, replay it (`onReplay(record)`); a record of the rounds played so
 * far (it holds their deals, not the seed) says so. */
export function recordButtons(say, record, onReplay) {
  if (!record) return [];
  const partial = !!record.deals;
  return [
    h("button", { type: "button", class: "md-button tk-download", onclick: () => downloadRecord(record) },
      say(partial ? "together_download_so_far" : "together_download")),
    h("button", { type: "button", class: "md-button tk-replay", onclick: () => onReplay(record) },
      say(partial ? "together_replay_so_far" : "together_replay"))];
}

/** The same buttons in a bar of their own. */
export const recordBar = (say, record, onReplay) => (record ? [h("div", { class: "tk-bar" }, ...recordButtons(say, record, onReplay))] : []);

/** A link to play on one's own (the page without its join link). */
export const aloneLink = (say) => h("a", { href: location.pathname, class: "tk-alone" }, say("together_alone"));

export function downloadRecord(record) {
  const blob = new Blob([JSON.stringify(record, null, 1)], { type: "application/json" });
  const a = h("a", { href: URL.createObjectURL(blob), download: `topeka-${record.game}-record.json` });
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}
