// The Bourse demo's words for the table log (table/log.js keeps the log and the announcements):
// each engine event is worded here from the event's own fields (who called how many, who
// exchanged with whom, who closed); what you receive is announced at once.
import { me } from "../../table/seat.js";

/** Add engine event `e` to `log` (createLog of table/log.js); `name(seat)`, `names` key -> card name. */
export function logEvent(log, e, name, names) {
  const add = (text, cls) => log.add(text, cls, e.t);
  const announce = (text) => log.announce(text);
  const you = (s) => s === me();
  const mine = (...seats) => (seats.includes(me()) ? "me" : "");
  switch (e.type) {
    case "deal":
      add(`Hand ${e.hand}: ${name(e.dealer)} ${you(e.dealer) ? "deal" : "deals"} all ${e.sizes.reduce((a, b) => a + b, 0)} cards.`, "deal");
      break;
    case "call":
      add(`${name(e.seat)}: “${e.count}!”${e.meets ? " (meets an equal call)" : ""}`, mine(e.seat));
      break;
    case "withdraw":
      add(`${name(e.seat)} ${you(e.seat) ? "stop" : "stops"} calling.`, mine(e.seat));
      break;
    case "trade":
      add(`${name(e.giver)} and ${you(e.taker) ? "you" : name(e.taker)} exchange ${e.count} card${e.count > 1 ? "s" : ""}.`, mine(e.giver, e.taker));
      break;
    case "received":
      if (e.to === me()) {
        const text = `You received ${[...e.cards].map((k) => names.get(k) || k).join(", ")} from ${name(e.from)}.`;
        add(text, "me");
        announce(text);
      }
      break;
    case "close": {
      const text = `${name(e.seat)} ${you(e.seat) ? "call" : "calls"} “${e.word}”: all exchange stops.`;
      add(text, "end");
      announce(text);
      break;
    }
    case "score": {
      const mineNet = e.results.find((r) => r.seat === me());
      add(`Hand ${e.hand} scored, starting with ${name(e.closer).toLowerCase() === "you" ? "you" : name(e.closer)}: totals ${e.totals.join(", ")}.`, "end");
      announce(`Hand ${e.hand} scored. Your hand: ${mineNet.net >= 0 ? "plus" : "minus"} ${Math.abs(mineNet.net)}; your total is ${e.totals[me()]}.`);
      break;
    }
    case "game_over": {
      const w = e.winners.map(name).join(" and ");
      const text = `Game over: ${w} ${e.winners.length === 1 && e.winners[0] !== me() ? "wins" : "win"} with ${e.scores[e.winners[0]]}.`;
      add(text, "end");
      announce(text);
      break;
    }
    default:
      break;
  }
}
