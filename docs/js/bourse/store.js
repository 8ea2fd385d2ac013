// The Bourse game in progress, kept in localStorage so a reload brings it back: the engine's
// record and table time (the bots resume exactly) plus what the page shows (log, last scoring).
import { call } from "../runtime.js";
import { checkOptions } from "./cards.js";

const STORE_VERSION = 1;
const STORE_KEY = "topeka.bourse";

/** Save ``snap`` (what the page shows) with the record of ``table``; rejects when it cannot. */
export async function writeSaved(table, snap) {
  const rec = await call("table.record", { table });
  localStorage.setItem(STORE_KEY, JSON.stringify({ ...snap, v: STORE_VERSION, record: rec.record, now: rec.table.now }));
}

/** The saved game, checked; a damaged one is removed and ``discarded(reason)`` called. */
export function readSaved(discarded) {
  let text = null;
  try { text = localStorage.getItem(STORE_KEY); } catch { return null; }
  if (text === null) return null;
  try {
    const d = JSON.parse(text);
    if (!d || d.v !== STORE_VERSION || !d.record || typeof d.record !== "object") throw new Error("unknown format");
    d.options = checkOptions(d.options);
    if (!Array.isArray(d.log) || !Number.isFinite(d.clock) || d.clock < 0 || !Number.isInteger(d.now) || d.now < 0) throw new Error("damaged");
    return d;
  } catch (err) {
    try { localStorage.removeItem(STORE_KEY); } catch { /* storage unavailable */ }
    discarded(String(err.message).slice(0, 200));
    return null;
  }
}
