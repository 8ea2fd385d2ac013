// The table's phases as the reader moves them: the dealer's signal opens a real-time round, a
// turn-based table runs from a time, Pause and Resume. `P` is the table's parts (table/table.js):
// { session, pace, log, say, board, render(), phaseEl }.
import { bringToTable, focusInPlace } from "./onscreen.js";

/** The dealer's signal (a real-time table): trading opens; what the board puts away, it puts away
 * on every page of a shared table (a player's page at the host's signal). */
export function opened(P, v) {
  const { board, log, say } = P;
  if (board.signalled) board.signalled(v);
  const line = say("signal", board.signalFields ? board.signalFields(v) : { round: v.round });
  log.add(line, "deal");
  log.announce(line);
}

export function giveSignal(P) {
  const { session, board } = P;
  const v = session.S.view;
  if (!v || !(session.S.phase === "ready" || session.S.phase === "between")) return;
  session.signal(v.signal_t);
  P.pace.update();
  opened(P, v);
  session.save(true); // a reload now brings back the open round (paused)
  P.render();
  bringToTable(P.phaseEl);
  if (board.focusFirst) focusInPlace(board.focusFirst());
}

/** A turn-based table runs from `at`; its clock waits at once if a person is to move. */
export function startTurns(P, at) {
  const { session, board } = P;
  session.signal(at);
  if (board.humanToMove && board.humanToMove(session.S.view)) session.stopClock();
  if (session.S.view.over) session.S.phase = "over";
  P.pace.update();
}

export function togglePause(P, reason) {
  const { session, board, log, say } = P;
  if (board.beforePause) board.beforePause();
  if (session.pause()) {
    if (reason) log.add(reason);
    log.announce(reason || say("paused"));
    session.save(true);
  } else if (session.resume()) {
    if (board.clearMessage) board.clearMessage();
    log.announce(say("resumed"));
  }
  P.render();
}
