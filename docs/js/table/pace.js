// A pace a newcomer can follow, for every game's table: with "Learning pace" on, the table's
// clock runs slower (the bots with it) while the reader has not acted in the round; the first
// action of the round brings it back to real time. A game without rounds of free trading (a
// turn-based one: its clock already stops while the reader is to move) passes roundOf: null, and
// the bots then play slower for the whole game. The choice is remembered for every game; a first
// visit (no choice kept) has it on, so that nobody trades, calls or closes the round away before a
// newcomer has read the hand: each round then opens with READ_MS of the page's time in which the
// table stands still, unless the reader acts first. It also tells, once a round, when the table is
// waiting for the reader (the game says when).
// On a first visit the slow pace holds for the whole first game, the reader's moves or not: a
// newcomer's first call must not let the bots run the round away at full speed. The table's own
// toggle (`control`, in the bar) slows the bots for the rest of the game or brings them to full
// speed at any time, and keeps that choice as the box's.
import { h } from "../dom.js";
import { checkbox } from "../ui/form.js";

const RATE = 0.35; // virtual ms per real ms while a learner has not acted
const KEY = "topeka.table.learning";
const WAIT_MS = 6000; // virtual ms without an action before the table says it waits
export const READ_MS = 8000; // real ms a round stands still for the reader to read the hand (a table setting)

/** The reader's choice, kept for every game: "1", "0", or null on a first visit (none kept). */
function kept() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function keep(on) {
  try {
    localStorage.setItem(KEY, on ? "1" : "0");
  } catch {
    /* a preference that cannot be kept is simply not kept */
  }
}

/** say: the engine's words (table/words.js: the box's label, and its "pace_hint" says what the pace
 * does, with the reading time); opts: { roundOf(view) -> the round (null: slow for the whole game), cls: class prefix } */
export function createPace(session, log, say, { roundOf = (v) => v.round, cls = "gv" } = {}) {
  const hint = say("pace_hint", { read_s: READ_MS / 1000 });
  const box = checkbox("learning", say("pace_label"), { cls: `${cls}-check`, hintCls: `${cls}-hint`, hint });
  const first = kept() === null;
  box.input.checked = first || kept() === "1";
  // the table's toggle: pressed while the bots play slower for the rest of the game
  const control = h("button", { type: "button", class: `md-button ${cls}-pace tk-host-only`, "aria-pressed": "false" }, say("pace_button"));
  // `paceState`, the pace's state, which the steps below take explicitly
  const paceState = {
    session, log, roundOf, box, control,
    wholeGame: first, // slow for the whole game, whatever the reader does (a first visit's first game, or the toggle)
    acted: null, // { round, t } of the reader's last accepted action
    told: null, // the round in which the table said it waits
    holding: false, // the table stands still while the reader chooses (e.g. a held offer)
    readRound: null, // the round whose reading time has been given
    readUntil: 0, // performance.now() at which it ends
  };
  const update = () => updatePace(paceState);

  control.addEventListener("click", () => {
    const slow = control.getAttribute("aria-pressed") !== "true";
    paceState.wholeGame = slow;
    box.input.checked = slow;
    keep(slow);
    update();
    log.announce(say(slow ? "pace_slower" : "pace_faster"));
  });
  box.input.addEventListener("change", () => {
    keep(box.input.checked);
    if (!box.input.checked) paceState.wholeGame = false;
    update();
    log.announce(say(box.input.checked ? "pace_on" : "pace_off")); // each game words what its pace does
  });

  return {
    label: box.label,
    control,
    update,
    /** Stand the table's clock still (on) or let it run again at the pace (off). */
    hold(on) {
      paceState.holding = on;
      update();
    },
    /** The reader's action was accepted (call from the session's `accepted`). */
    acted() {
      const v = session.state.view;
      paceState.acted = { round: v && roundOf ? roundOf(v) : 0, t: session.vnow() };
      update();
    },
    /** `text` when the round is running, `blocked` (the game's judgement) holds, and the reader has
     * not acted for a while; announced once a round. Otherwise "". */
    waiting: (blocked, text) => waiting(paceState, blocked, text),
  };
}

/** The table's rate for the pace: still while it holds or the round's reading time lasts, slow
 * while a learner has not acted in the round, else real time. A new round starts its reading time. */
function updatePace(paceState) {
  const { session, roundOf, acted } = paceState;
  const v = session.state.view;
  if (paceState.wholeGame && session.state.phase === "over") { // the first game is over: from now on, the box's pace
    paceState.wholeGame = false;
    if (paceState.box.input.checked) keep(true);
  }
  const actedThisRound = roundOf && v && acted && acted.round === roundOf(v);
  const on = paceState.box.input.checked && v;
  if (on && roundOf && !actedThisRound && session.state.phase === "running" && paceState.readRound !== roundOf(v)) {
    paceState.readRound = roundOf(v); // a new round: its reading time begins
    paceState.readUntil = performance.now() + READ_MS;
    setTimeout(() => updatePace(paceState), READ_MS + 1);
  }
  const reading = on && roundOf && !actedThisRound && paceState.readRound === roundOf(v) && performance.now() < paceState.readUntil;
  const slow = on && (!actedThisRound || paceState.wholeGame);
  session.setRate(paceState.holding || reading ? 0 : slow ? RATE : 1);
  paceState.control.setAttribute("aria-pressed", String(!!(paceState.box.input.checked && (slow || !v))));
}

function waiting(paceState, blocked, text) {
  const { session, roundOf, acted } = paceState;
  const v = session.state.view;
  if (session.state.phase !== "running" || !v || !blocked || !roundOf) return "";
  const round = roundOf(v);
  const since = acted && acted.round === round ? acted.t : v.signal_t;
  if (session.vnow() - since < WAIT_MS) return "";
  if (paceState.told !== round) {
    paceState.told = round;
    paceState.log.announce(text);
  }
  return text;
}
