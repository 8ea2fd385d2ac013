// The clauses behind what the page itself says, before anything reaches the engine: the dealer's
// signal (the page holds the cards face down until the reader gives it), the end of the game, and
// the score sheet's caption. Everything the engine decides arrives with its own clause.
export const PAGE_CLAUSES = {
  "1903": { signal: "gse1903-5", over: "gse1903-15", sheet: "gse1903-17", deck: "gse1903-2" },
  "2003": { signal: "gse2003-play-2", over: "gse2003-win", sheet: "gse2003-score-1", deck: null },
};
