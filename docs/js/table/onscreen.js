// One screen for play: when the reader starts a game (Start, New game), the page
// brings the table up under the theme's header, so that the hand, what is shared and the moves
// that can be made now are on screen together; each game's CSS keeps those three within one
// screen at 360x740 and at 1280x800 (tests/browser/test_one_screen.py). Only the reader's own
// press moves the page: a restore, a bot's move or a link leaves it where the reader is. At a
// shared table (together/) the host's deal and signal are a player's start: they bring the table
// up on the player's page, and an invitation's link brings up its panel.
const GAP_PX = 6; // between the header's bottom edge and the table

/** Scroll so that el's top sits just under the header (no smooth scroll: nothing to wait for). */
export function bringToTable(el) {
  if (!el || !el.isConnected || el.hidden) return;
  const header = document.querySelector(".md-header");
  const under = header ? header.getBoundingClientRect().bottom : 0;
  const top = el.getBoundingClientRect().top - under - GAP_PX;
  if (Math.abs(top) > 1) window.scrollBy({ top, behavior: "instant" });
}

/** Focus a control without the browser's own scroll (which would undo bringToTable's). */
export function focusInPlace(el) {
  if (el) el.focus({ preventScroll: true });
}
