// A reader's place on a long page, kept across a reload and a return (back or forward, with a full
// load or with the theme's instant navigation). The texts' clauses, the coverage page's clause
// tables and the comparison's blocks are drawn only near the screen (content-visibility), and the room kept for
// an undrawn block is an estimate; the browser (on a reload) and the theme (on a return) restore a
// pixel offset, which then lands rows away from where the reader was. This module records the
// landmark at the top of the screen (a clause or a table row: an element with an id) and its
// offset, and after a reload or a return puts that landmark back where it was. It never moves a
// page the reader has started to scroll, and a fresh visit (a link, an #anchor) is left alone; a
// link to a clause of the same page keeps the clause in view while the blocks above it are drawn.

const KEY = "topeka:place:";
const LANDMARK = ".topeka-clause[id], tr[id]";
const HEADING = ".md-content :is(h2, h3, h4)[id]"; // a link to a section (the table of contents) is kept too
const READER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"]; // what stops a restore

let returning = null; // the path a return through the history (popstate) is going to
let bound = false;
let cancelRestore = null;

function storageKey() {
  return KEY + location.pathname;
}

function headerBottom() {
  const header = document.querySelector(".md-header");
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

// The landmark under the top of the screen, found by hit-testing (drawn content only: asking for
// the geometry of undrawn rows would lay them out).
function landmarkAtTop() {
  const content = document.querySelector(".md-content");
  if (!content) return null;
  const box = content.getBoundingClientRect();
  const x = Math.min(box.left + 24, innerWidth - 1);
  for (let y = headerBottom() + 2; y < innerHeight; y += 16) {
    const hit = document.elementFromPoint(x, y);
    const mark = hit && hit.closest(LANDMARK);
    if (mark && content.contains(mark)) return mark;
  }
  return null;
}

function record() {
  const mark = landmarkAtTop();
  if (!mark) return;
  try {
    sessionStorage.setItem(storageKey(), JSON.stringify({ id: mark.id, top: mark.getBoundingClientRect().top }));
  } catch {
    /* storage disabled or full: the browser's own restore stands */
  }
}

function saved() {
  try {
    const place = JSON.parse(sessionStorage.getItem(storageKey()) || "null");
    return place && typeof place.id === "string" && Number.isFinite(place.top) ? place : null;
  } catch {
    return null; // unreadable: the browser's own restore stands
  }
}

// A landmark is kept in place until the page has stopped changing its layout for QUIET_FRAMES frames
// in a row (the blocks near the screen drawn, each changing the content's height): a condition, so a
// slow device, whose blocks are drawn late, is corrected for as long as it draws them. RESTORE_CAP_MS
// ends it on a page that never stops changing.
const QUIET_FRAMES = 20;
const RESTORE_CAP_MS = 10_000;

/** Put the landmark back at its offset: a block not drawn yet (off the screen by the estimate of the
 * room kept for it) gives it a place computed from that estimate, far from where it is once drawn;
 * going to it first draws its block, and each later change of the layout is corrected. */
function correct(place) {
  const mark = document.getElementById(place.id);
  if (!mark) return;
  if (mark.checkVisibility && !mark.checkVisibility({ contentVisibilityAuto: true })) {
    mark.scrollIntoView({ block: "start", behavior: "instant" });
  }
  const off = mark.getBoundingClientRect().top - place.top;
  if (Math.abs(off) >= 1) scrollBy(0, off);
}

function restore(place) {
  if (cancelRestore) cancelRestore();
  const content = document.querySelector(".md-content") || document.body;
  let quiet = 0;
  let frame = 0;
  const resized = typeof ResizeObserver === "function"
    ? new ResizeObserver(() => { quiet = 0; correct(place); }) : null;
  const cap = setTimeout(() => stop(), RESTORE_CAP_MS);
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(cap);
    delete document.documentElement.dataset.topekaPlacing;
    if (resized) resized.disconnect();
    for (const type of READER_INPUT) removeEventListener(type, stop, true);
    cancelRestore = null;
  };
  const watch = () => {
    quiet += 1;
    if (quiet >= QUIET_FRAMES) stop();
    else frame = requestAnimationFrame(watch);
  };
  cancelRestore = stop;
  // while a place is being kept, the page says so (data-topeka-placing): a test waits for its end
  document.documentElement.dataset.topekaPlacing = place.id;
  for (const type of READER_INPUT) addEventListener(type, stop, true);
  frame = requestAnimationFrame(() => {
    correct(place);
    if (resized) resized.observe(content);
    frame = requestAnimationFrame(watch);
  });
}

function arrivedByReloadOrReturn() {
  const nav = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
  return !!nav && (nav.type === "reload" || nav.type === "back_forward");
}

/** The linked clause or heading (the address's #anchor) kept where the browser put it, or under the
 * header if the browser has not put it on the screen yet. */
function holdLinked() {
  let id;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return; // a malformed address names no clause (table/options.js says what is wrong with it)
  }
  const mark = id && document.getElementById(id);
  if (!mark || !mark.matches(`${LANDMARK}, ${HEADING}`)) return;
  const top = mark.getBoundingClientRect().top;
  restore({ id: mark.id, top: top >= 0 && top < innerHeight ? top : headerBottom() });
}

// Called from document$ for each page (first load and every instant navigation).
export function keepPlace() {
  const first = !bound;
  if (first) {
    bound = true;
    let pending = 0;
    addEventListener("scroll", () => {
      clearTimeout(pending);
      pending = setTimeout(record, 200);
    }, { passive: true });
    addEventListener("pagehide", record);
    // A return through the history: the theme's entries carry its scroll offset as their state;
    // a popstate with no state is a fragment navigation (the theme's own scroll to an #anchor).
    addEventListener("popstate", (ev) => {
      returning = ev.state !== null ? location.pathname : null;
      // The theme's instant navigation goes to a link on the same page (the table of contents) by
      // putting its address in the history first and then following the #anchor: the address does not
      // change, so no hashchange comes, only this popstate.
      if (ev.state === null && location.hash) holdLinked();
    });
    // A link to a clause or a section on this page (How to play's "Rules behind this", a note, the table
    // of contents): the browser goes to it by the room estimated for the undrawn blocks above it, which
    // are then drawn and push it off the screen (on a busy machine by thousands of pixels, when the
    // browser's own scroll anchoring does not follow); keep it where the browser put it while they are drawn.
    addEventListener("hashchange", holdLinked);
  }
  const back = first ? arrivedByReloadOrReturn() : returning === location.pathname;
  returning = null;
  const content = document.querySelector(".md-content");
  if (!content || !content.querySelector(LANDMARK)) return;
  const place = back ? saved() : null;
  if (place) restore(place);
}
