// The table's virtual clock: virtual ms since the game began, running only while the phase is
// "running". It follows the wall clock at `rate` virtual ms per real ms (below 1 the table slows
// down: a learning pace); in "turn" mode it also stops while a person is to move, so thinking
// costs no game time. Every function works on the session's state (table/session.js):
// `base` is the virtual time when the clock last stopped, `anchor` the performance.now() when it
// last started (null while stopped).

/** The table's time now, in virtual ms. */
export const vnow = (state) => Math.floor(state.anchor === null ? state.base : state.base + (performance.now() - state.anchor) * state.rate);

/** Slow the table down (rate < 1) or bring it back to real time (1), from now on. */
export function setRate(state, rate) {
  if (rate === state.rate) return;
  if (state.anchor !== null) {
    state.base = vnow(state);
    state.anchor = performance.now();
  }
  state.rate = rate;
}

export function runClock(state, from) {
  state.base = Math.max(from, vnow(state));
  state.anchor = performance.now();
}

export function stopClock(state) {
  state.base = vnow(state);
  state.anchor = null;
}

/** Turn mode: whether the clock waits for the person to move (the game says: opts.humanToMove). */
export function clockWaits(session) {
  const { state, opts } = session;
  return opts.mode === "turn" && state.view && opts.humanToMove && opts.humanToMove(state.view);
}
