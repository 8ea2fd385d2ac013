// What each engine event of Gavitt's Stock Exchange means for the reader: a log line, an
// announcement for screen readers, and the state the table shows (fines, cards received, the
// last round's result, the game's end). `board` is the demo's context (games/gavitt/demo.js).
import { me } from "../../table/seat.js";

/** "You" for the reader's seat, "Broker N" for the others, in the engine's words (`say`). */
export const seatNamer = (say) => (s) => (s === me() ? say("you") : say("seat", { n: s + 1 }));

/** The cry of an offer of `count` cards, as the rules print it ("“One to trade!”"). */
export const cry = (say, count) => say(count === 1 ? "cry_1" : "cry_2");

// Every line of the log and every announcement is the engine's own sentence for the reader
// (the event's text; a scored round's heading, its lines being the result's); what is done here
// is the state the table shows: fines, the cards received, the last round, the game's end.
const line = (e) => e.head || e.text || "";
const add = (board, e, cls) => { if (line(e)) board.log.add(line(e), cls); };

export function processEvents(board, events) {
  const view = board.session.state.view;
  let round = view ? view.round : 1;
  for (const e of events) {
    if (e.to !== undefined && e.to !== null && e.to !== me()) continue; // another seat's private event
    if (e.type === "deal") round = e.round;
    processEvent(board, e, round);
  }
}

/** One event for the reader, in the round it belongs to. */
function processEvent(board, e, round) {
  const { state, log } = board;
  switch (e.type) {
    case "deal":
      add(board, e, "deal");
      break;
    case "offer":
    case "cancel":
      add(board, e, e.seat === me() ? "me" : "");
      break;
    case "trade":
      add(board, e, e.giver === me() || e.taker === me() ? "me" : "");
      break;
    case "received":
      state.received = { from: e.from, cards: e.cards, telegram: e.telegram, round, text: line(e) };
      add(board, e, "me");
      log.announce(line(e));
      break;
    case "fine":
      state.fines.push({ round, seat: e.seat, amount: e.amount, clause: e.clause, reason: e.reason });
      add(board, e, "fine");
      if (e.seat === me()) log.announce(line(e));
      break;
    case "call":
      add(board, e, "call");
      if (e.seat === me()) board.showMessage(line(e), e.clause, "warn");
      break;
    case "round_end":
      roundEnd(board, e);
      break;
    case "game_over":
      board.state.gameOver = e;
      add(board, e, "end");
      log.announce(e.yours ? `${line(e)} ${e.yours}` : line(e)); // who won, then the reader's place
      board.session.state.phase = "over";
      break;
    default:
      break;
  }
}

/** A round scored: its result is kept to be shown, and the table waits for the next deal. */
function roundEnd(board, e) {
  const { state, log } = board;
  const fines = state.fines.filter((f) => f.round === e.round);
  state.lastRound = { event: e, fines, edition: board.edition };
  add(board, e, "end");
  log.announce(e.yours ? `${e.yours} ${line(e)}` : line(e)); // what it meant for the reader first
  const sess = board.session.state;
  if (sess.phase === "running" || sess.phase === "paused") sess.phase = "between";
  state.selected.clear();
  state.received = null;
  state.showResult = true;
  board.clearMessage();
}
