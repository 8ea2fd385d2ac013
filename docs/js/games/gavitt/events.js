// What each engine event of Gavitt's Stock Exchange means for the reader: a log line, an
// announcement for screen readers, and the state the table shows (fines, cards received, the
// last round's result, the game's end). `G` is the demo's context (games/gavitt/demo.js).
import { countText, money, sentence } from "./cards.js";
import { me } from "../../table/seat.js";

export const COUNT_WORD = ["None", "One", "Two"];

/** "You" for the reader's seat, "Broker N" for the others. */
export const seatName = (s) => (s === me() ? "You" : `Broker ${s + 1}`);
const seatNameLower = (s) => (s === me() ? "you" : `Broker ${s + 1}`);

export function processEvents(G, events) {
  const { S, log } = G;
  const R = G.rrs();
  const view = G.session.S.view;
  let round = view ? view.round : 1;
  const name = seatName;
  for (const e of events) {
    switch (e.type) {
      case "deal":
        round = e.round;
        log.add(`Round ${e.round}: ${name(e.dealer)} ${e.dealer === me() ? "deal" : "deals"} eight cards each${
          e.telegram !== null && e.telegram !== undefined ? `; the Telegram goes to ${seatNameLower(e.telegram)}` : ""}.`, "deal");
        break;
      case "offer":
        log.add(`${name(e.seat)}: “${COUNT_WORD[e.count]} to trade!”`, e.seat === me() ? "me" : "");
        break;
      case "cancel":
        log.add(`${name(e.seat)} ${e.seat === me() ? "take" : "takes"} back ${e.seat === me() ? "your" : "the"} offer.`, e.seat === me() ? "me" : "");
        break;
      case "trade": {
        const mine = e.giver === me() || e.taker === me();
        log.add(`${name(e.taker)} ${e.taker === me() ? "take" : "takes"} ${e.giver === me() ? "your" : `${name(e.giver)}’s`} ${
          e.count === 1 ? "card" : "two cards"}; ${e.count === 1 ? "one card goes" : "two go"} back face down.`, mine ? "me" : "");
        break;
      }
      case "received":
        if (e.to === me()) {
          S.received = { from: e.from, cards: e.cards, telegram: e.telegram, round };
          const text = `You received ${countText(e.cards, R)} from ${name(e.from)}${e.telegram ? " and the Telegram" : ""}.`; // ends with a name
          log.add(text, "me");
          log.announce(`Trade with ${name(e.from)}: ${text}`);
        }
        break;
      case "fine":
        S.fines.push({ round, seat: e.seat, amount: e.amount, clause: e.clause, reason: e.reason });
        log.add(`${name(e.seat)} ${e.seat === me() ? "are" : "is"} fined ${money(e.amount)} (${e.clause}): ${e.reason}.`, "fine");
        if (e.seat === me()) log.announce(`You are fined ${money(e.amount)}, clause ${e.clause}: ${e.reason}.`);
        break;
      case "call": {
        const clause = e.clause;
        log.add(`${name(e.seat)} ${e.seat === me() ? "call" : "calls"} “${e.word}”: no call (${clause}), ${e.reason}.`, "call");
        if (e.seat === me()) G.showMessage(`“${e.word}” is no call: ${e.reason}.`, clause, "warn");
        break;
      }
      case "round_end": {
        const fines = S.fines.filter((f) => f.round === e.round);
        S.lastRound = { event: e, fines, edition: G.edition };
        const rr = R.get(e.railroad);
        log.add(`${name(e.caller)} ${e.caller === me() ? "call" : "calls"} TOPEKA with eight ${rr ? rr.label : e.railroad}! Round ${e.round} is scored.`, "end");
        const mine = e.row.net[me()];
        log.announce(`Round ${e.round} over: ${sentence(`${name(e.caller)} called TOPEKA with ${rr ? rr.label : e.railroad}`)} You ${
          mine >= 0 ? "score" : "lose"} ${money(Math.abs(mine))} this round; your total is ${money(e.row.totals[me()])}.`);
        const sess = G.session.S;
        if (sess.phase === "running" || sess.phase === "paused") sess.phase = "between";
        S.selected.clear();
        S.received = null;
        S.showResult = true;
        G.clearMessage();
        break;
      }
      case "game_over": {
        S.gameOver = e;
        const w = e.winners.map(name).join(" and ");
        const text = `Game over: ${w} ${e.winners.length === 1 && e.winners[0] !== me() ? "wins" : "win"} with ${money(e.scores[e.winners[0]])} (${e.clause}).`;
        log.add(text, "end");
        log.announce(text);
        G.session.S.phase = "over";
        break;
      }
      default:
        break;
    }
  }
}
