// Round scoring, line by line, each amount with the clause that grants it, computed from the
// engine's round_end event (its score-sheet row and the hands shown at the end).
import { money } from "./cards.js";

export const CLAUSES = {
  "1903": {
    caller: "gse1903-13", majority: "gse1903-14", unclaimed: "gse1903-14", nothing: "gse1903-14",
    telegramCaller: "gse1903-28", telegramOther: "gse1903-30", sheet: "gse1903-17",
    misspelt: "gse1903-11b", win: "gse1903-15", call: "gse1903-11a", signal: "gse1903-5",
  },
  "2003": {
    caller: "gse2003-score-3", majority: "gse2003-score-2", unclaimed: "gse2003-score-note", nothing: "gse2003-score-2",
    telegramCaller: "gse1903-28", telegramOther: "gse1903-30", sheet: "gse2003-score-1",
    misspelt: "gse2003-play-3c", win: "gse2003-win", call: "gse2003-play-3a", signal: "gse2003-play-2",
  },
};

/**
 * -> [{seat, amount, text, clause}] for one round.
 * `fines` are the fine events of that round (each with its own clause).
 */
export function roundLines(event, edition, rrs, fines, name) {
  const C = CLAUSES[edition];
  const row = event.row;
  const lines = [];
  const n = row.net.length;
  for (let s = 0; s < n; s++) {
    const hand = (event.hands && event.hands[s]) || [];
    const counts = new Map();
    for (const k of hand) counts.set(k, (counts.get(k) || 0) + 1);
    let best = null;
    for (const [k, c] of counts) if (!best || c > best[1]) best = [k, c];
    const label = (k) => (rrs.get(k) || { label: k }).label;
    const stock = row.stock[s];
    if (s === row.caller) {
      const rr = rrs.get(row.railroad);
      lines.push({ seat: s, amount: stock, clause: C.caller,
        text: `${name(s)} called TOPEKA with all eight ${label(row.railroad)}: twice ${money(rr ? rr.value : stock / 2)}` });
    } else if (stock > 0 && best) {
      const whole = best[1] === 8;
      lines.push({ seat: s, amount: stock, clause: whole ? C.unclaimed : C.majority,
        text: `${name(s)} holds ${best[1]} ${label(best[0])}${whole ? " (a full set, not called)" : " (five or more)"}` });
    } else {
      lines.push({ seat: s, amount: 0, clause: C.nothing,
        text: `${name(s)} holds no five of one railroad${best ? ` (at most ${best[1]} ${label(best[0])})` : ""}` });
    }
    const tg = row.telegram[s];
    if (tg) {
      lines.push({ seat: s, amount: tg, clause: tg < 0 ? C.telegramCaller : C.telegramOther,
        text: tg < 0 ? `${name(s)} called while holding the Telegram` : `${name(s)} holds the Telegram at the call` });
    }
    for (const f of fines.filter((f) => f.seat === s)) {
      lines.push({ seat: s, amount: -f.amount, clause: f.clause, text: `${name(s)} fined: ${f.reason}` });
    }
    const known = fines.filter((f) => f.seat === s).reduce((a, f) => a + f.amount, 0);
    const missing = -row.fines[s] - known;
    if (missing > 0) lines.push({ seat: s, amount: -missing, clause: null, text: `${name(s)} fined` });
  }
  return lines;
}
