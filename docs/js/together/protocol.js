// Play together: what the browsers at a shared table say to each other over their WebRTC data
// channels (docs/js/together/link.js), and the host's checks of every message a player sends. The
// host's browser holds the game (hub.js); a player's page (guest.js) only asks and shows.
//
// A player's page sends the host (each a JSON object, as text):
//   {k: "hello", name, token}        join, or come back to one's seat (the token is the seat's key)
//   {k: "sit", seat}                 take a free seat (a bot's)
//   {k: "act", n, action}            an action of one's own seat: the game's action without
//                                    seat and t (the host adds both: the seat of the connection
//                                    and the time the action reached it); n numbers the answer
//   {k: "ping", n}                   the heartbeat
//   {k: "pong", n}                   the answer to the host's ping n (the host's lag is measured by it)
//   {k: "leave"}                     leave the table for good
// The host sends a player:
//   {k: "lobby", room, seats: [{seat, name, kind, here}], you, started, window_ms}
//   {k: "state", game, fresh?, options?, params?, log?, answer: {now, over, view, events}, phase,
//    clock, running, rate}          the table as this seat may see it (never another hand)
//   {k: "answer", n, ok, error?, answer}     the answer to one's own action
//   {k: "refused", key}              a message that was not taken (its reason, a key of the words)
//   {k: "pong", n} / {k: "ping", n}  the heartbeat
//   {k: "away"}                      the host's page is reloading or closing
//   {k: "end", key, record?}         the table is closed (the game's record, when it may be seen)
//   {k: "record", record}            the game is over: its record, for every player to keep

/** The longest message a player may send (characters of its JSON text). */
export const MAX_MESSAGE = 4096;
/** A name at the table: 1 to 24 characters. */
export const MAX_NAME = 24;
/** Messages a player may send per second, on average, and in one burst. */
export const RATE_PER_S = 12;
export const BURST = 40;
/** The heartbeat: each side pings every HEARTBEAT_MS; a side heard from for none of
 * SILENT_MS is away. */
export const HEARTBEAT_MS = 1000;
export const SILENT_MS = 5000;
/** How long a seat waits for a person who dropped before a bot plays it (until they come back). */
export const GRACE_MS = 60000;

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const ACTION_KEYS = /^[a-z_]{1,24}$/;

/** A random token or room id from the browser's cryptographic source (base 32, `n` characters). */
export function randomId(n = 20) {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const bytes = new Uint8Array(n);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** A room's id as a link carries it (#join=<room>), or null. */
export function roomOf(hash) {
  const m = /^#?join=([a-z0-9-]{8,64})$/.exec(String(hash || ""));
  return m ? m[1] : null;
}

const plain = (v) => v !== null && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const int = (v, lo, hi) => Number.isInteger(v) && v >= lo && v <= hi;

/** A JSON value of bounded depth and size whose strings are short: an action's fields. */
function small(v, depth = 0) {
  if (depth > 3) return false;
  if (v === null || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v))) return true;
  if (typeof v === "string") return v.length <= 40;
  if (Array.isArray(v)) return v.length <= 16 && v.every((x) => small(x, depth + 1));
  if (plain(v)) {
    const keys = Object.keys(v);
    return keys.length <= 8 && keys.every((k) => ACTION_KEYS.test(k) && small(v[k], depth + 1));
  }
  return false;
}

/**
 * A player's message, checked by the host: -> {ok: true, msg} or {ok: false, key} (key: why, a key
 * of the engine's words). Nothing else is read from it: a message of another shape, a huge one,
 * an action for another seat (it names no seat: the host gives it the connection's), is refused.
 */
export function checkFromPlayer(text) {
  if (typeof text !== "string") return { ok: false, key: "together_bad_message" };
  if (text.length > MAX_MESSAGE) return { ok: false, key: "together_too_long" };
  let m;
  try {
    m = JSON.parse(text);
  } catch {
    return { ok: false, key: "together_bad_message" };
  }
  if (!plain(m) || typeof m.k !== "string") return { ok: false, key: "together_bad_message" };
  const keys = Object.keys(m).sort().join(",");
  switch (m.k) {
    case "hello":
      if (keys !== "k,name,token" || typeof m.name !== "string" || typeof m.token !== "string" || !TOKEN.test(m.token)) break;
      {
        const name = m.name.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, "").trim();
        if (!name || [...name].length > MAX_NAME) return { ok: false, key: "together_bad_name" };
        return { ok: true, msg: { k: "hello", name, token: m.token } };
      }
    case "sit":
      if (keys === "k,seat" && int(m.seat, 0, 15)) return { ok: true, msg: { k: "sit", seat: m.seat } };
      break;
    case "act":
      if (keys !== "action,k,n" || !int(m.n, 0, 2 ** 31) || !plain(m.action)) break;
      if ("seat" in m.action || "t" in m.action) return { ok: false, key: "together_not_your_seat" };
      if (typeof m.action.type !== "string" || !ACTION_KEYS.test(m.action.type) || !small(m.action)) break;
      return { ok: true, msg: { k: "act", n: m.n, action: m.action } };
    case "ping":
    case "pong":
      if (keys === "k,n" && int(m.n, 0, 2 ** 31)) return { ok: true, msg: { k: m.k, n: m.n } };
      break;
    case "leave":
      if (keys === "k") return { ok: true, msg: { k: "leave" } };
      break;
    default:
  }
  return { ok: false, key: "together_bad_message" };
}

/** The token bucket of one connection: take() is false once it sends faster than RATE_PER_S for
 * longer than a burst. */
export function rateLimit(now = () => performance.now()) {
  let tokens = BURST;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(BURST, tokens + ((t - last) / 1000) * RATE_PER_S);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    tokens: () => Math.floor(Math.min(BURST, tokens + ((now() - last) / 1000) * RATE_PER_S)),
  };
}
