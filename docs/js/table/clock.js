// The table's virtual clock: virtual ms since the game began, running only while the phase is
// "running". It follows the wall clock at `rate` virtual ms per real ms (below 1 the table slows
// down: a learning pace); in "turn" mode it also stops while a person is to move, so thinking
// costs no game time. Every function works on the session's state S (table/session.js):
// `base` is the virtual time when the clock last stopped, `anchor` the performance.now() when it
// last started (null while stopped).

/** The table's time now, in virtual ms. */
export const vnow = (S) => Math.floor(S.anchor === null ? S.base : S.base + (performance.now() - S.anchor) * S.rate);

/** Slow the table down (rate < 1) or bring it back to real time (1), from now on. */
export function setRate(S, rate) {
  if (rate === S.rate) return;
  if (S.anchor !== null) {
    S.base = vnow(S);
    S.anchor = performance.now();
  }
  S.rate = rate;
}

export function runClock(S, from) {
  S.base = Math.max(from, vnow(S));
  S.anchor = performance.now();
}

export function stopClock(S) {
  S.base = vnow(S);
  S.anchor = null;
}

/** Turn mode: whether the clock waits for the person to move (the game says: opts.humanToMove). */
export function clockWaits(T) {
  const { S, opts } = T;
  return opts.mode === "turn" && S.view && opts.humanToMove && opts.humanToMove(S.view);
}
