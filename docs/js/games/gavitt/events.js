// What each engine event of Gavitt's Stock Exchange means for the reader: a log line, an
// announcement for screen readers, and the state the table shows (fines, cards received, the
// last round's result, the game's end). `G` is the demo's context (games/gavitt/demo.js).
import { countText, money, sentence } from "./cards.js";

export const COUNT_WORD = ["None", "One", "Two"];

/** "You" for the reader's seat, "Broker N" for the others. */
export const seatName = (s) => (s === 0 ? "You" : `Broker ${s + 1}`);
const seatNameLower = (s) => (s === 0 ? "you" : `Broker ${s + 1}`);

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
        log.add(`Round ${e.round}: ${name(e.dealer)} ${e.dealer === 0 ? "deal" : "deals"} eight cards each${
          e.telegram !== null && e.telegram !== undefined ? `; the Telegram goes to ${seatNameLower(e.telegram)}` : ""}.`, "deal");
        break;
      case "offer":
        log.add(`${name(e.seat)}: “${COUNT_WORD[e.count]} to trade!”`, e.seat === 0 ? "me" : "");
        break;
      case "cancel":
        log.add(`${name(e.seat)} ${e.seat === 0 ? "take" : "takes"} back ${e.seat === 0 ? "your" : "the"} offer.`, e.seat === 0 ? "me" : "");
        break;
      case "trade": {
        const mine = e.giver === 0 || e.taker === 0;
        log.add(`${name(e.taker)} ${e.taker === 0 ? "take" : "takes"} ${e.giver === 0 ? "your" : `${name(e.giver)}’s`} ${
          e.count === 1 ? "card" : "two cards"}; ${e.count === 1 ? "one card goes" : "two go"} back face down.`, mine ? "me" : "");
        break;
      }
      case "received":
        if (e.to === 0) {
          S.received = { from: e.from, cards: e.cards, telegram: e.telegram, round };
          const text = `You received ${countText(e.cards, R)} from ${name(e.from)}${e.telegram ? " and the Telegram" : ""}.`; // ends with a name
          log.add(text, "me");
          log.announce(`Trade with ${name(e.from)}: ${text}`);
        }
        break;
      case "fine":
        S.fines.push({ round, seat: e.seat, amount: e.amount, clause: e.clause, reason: e.reason });
        log.add(`${name(e.seat)} ${e.seat === 0 ? "are" : "is"} fined ${money(e.amount)} (${e.clause}): ${e.reason}.`, "fine");
        if (e.seat === 0) log.announce(`You are fined ${money(e.amount)}, clause ${e.clause}: ${e.reason}.`);
        break;
      case "call": {
        const clause = e.clause;
        log.add(`${name(e.seat)} ${e.seat === 0 ? "call" : "calls"} “${e.word}”: no call (${clause}), ${e.reason}.`, "call");
        if (e.seat === 0) G.showMessage(`“${e.word}” is no call: ${e.reason}.`, clause, "warn");
        break;
      }
      case "round_end": {
        const fines = S.fines.filter((f) => f.round === e.round);
        S.lastRound = { event: e, fines, edition: G.edition };
        const rr = R.get(e.railroad);
        log.add(`${name(e.caller)} ${e.caller === 0 ? "call" : "calls"} TOPEKA with eight ${rr ? rr.label : e.railroad}! Round ${e.round} is scored.`, "end");
        const mine = e.row.net[0];
        log.announce(`Round ${e.round} over: ${sentence(`${name(e.caller)} called TOPEKA with ${rr ? rr.label : e.railroad}`)} You ${
          mine >= 0 ? "score" : "lose"} ${money(Math.abs(mine))} this round; your total is ${money(e.row.totals[0])}.`);
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
        const text = `Game over: ${w} ${e.winners.length === 1 && e.winners[0] !== 0 ? "wins" : "win"} with ${money(e.scores[e.winners[0]])} (${e.clause}).`;
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
