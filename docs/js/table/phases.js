// The table's phases as the reader moves them: the dealer's signal opens a real-time round, a
// turn-based table runs from a time, Pause and Resume. `parts` is the table's parts (table/table.js):
// { session, pace, log, say, board, render(), phaseEl }.
import { bringToTable, focusInPlace } from "./onscreen.js";

/** The dealer's signal (a real-time table): trading opens; what the board puts away, it puts away
 * on every page of a shared table (a player's page at the host's signal). */
export function opened(parts, v) {
  const { board, log, say } = parts;
  if (board.signalled) board.signalled(v);
  const line = say("signal", board.signalFields ? board.signalFields(v) : { round: v.round });
  log.add(line, "deal");
  log.announce(line);
}

export function giveSignal(parts) {
  const { session, board } = parts;
  const v = session.state.view;
  if (!v || !(session.state.phase === "ready" || session.state.phase === "between")) return;
  session.signal(v.signal_t);
  parts.pace.update();
  opened(parts, v);
  session.save(true); // a reload now brings back the open round (paused)
  parts.render();
  bringToTable(parts.phaseEl);
  if (board.focusFirst) focusInPlace(board.focusFirst());
}

/** A turn-based table runs from `at`; its clock waits at once if a person is to move. */
export function startTurns(parts, at) {
  const { session, board } = parts;
  session.signal(at);
  if (board.humanToMove && board.humanToMove(session.state.view)) session.stopClock();
  if (session.state.view.over) session.state.phase = "over";
  parts.pace.update();
}

export function togglePause(parts, reason) {
  const { session, board, log, say } = parts;
  if (board.beforePause) board.beforePause();
  if (session.pause()) {
    if (reason) log.add(reason);
    log.announce(reason || say("paused"));
    session.save(true);
  } else if (session.resume()) {
    if (board.clearMessage) board.clearMessage();
    log.announce(say("resumed"));
  }
  parts.render();
}
