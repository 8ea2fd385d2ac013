// The "Big Four" railway game at the table (table/table.js): you are the first player against one to
// three of the engine's bots or people. The table runs in turn mode (its clock stops while a person
// is to move and runs through a "Pass" window), keeps the bots, the saving and the modes; this board
// lays out the track, the stack, the window, your station and hand and your moves (every button is
// one of the engine's legal actions, named by the engine) and the score, and hands the engine's
// answers to its renderers (parts.js). The page's lab is built below the log, a task later.
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { bringToTable } from "../../table/onscreen.js";
import { optionsForm } from "../../table/optionsform.js";
import { me } from "../../table/seat.js";
import { nextTask } from "../../tasks.js";
import { mountLab } from "./lab.js";
import { READINGS, railwayOptions } from "./options.js";
import { drawControls, facesNote, renderCentre, renderClaim, renderMine, renderScoring, renderTrack } from "./parts.js";

export function railwayBoard(root) {
  return {
    game: "railway", choice: railwayOptions(root), storageKey: "topeka.railway",
    storeVersion: 2, // 2: the session's format (record mirror, table time, clock)
    clock: "turn", prefix: "rw",
    create: (t) => createRailwayBoard(t),
  };
}

function createRailwayBoard(t) {
  const { session, log, say, choice, root } = t;
  // the engine's card table (railway.cards): names of the cards and of the stations' companies
  // ("G.W.R."), what each card counts at the scoring and its company
  const table = choice.data.cards; // rides with the page (GameType.page_data): no question before the first deal
  const cards = { names: { ...table.companies, ...table.names }, values: table.values, company: table.company, name: (k) => cards.names[k] || k };
  // The board's state, `board`, which the functions below take explicitly; `shown` is what the board
  // keeps of what it shows (the options in play, the open window's start, the moves last drawn); the
  // table, its view with the reader's legal moves, the clock and the queue are the session's.
  const board = { t, session, log, say, root, cards, shown: { options: null, windowStart: null, controlsKey: "" },
    message: h("p", { class: "rw-notice", role: "alert" }) };
  const { shown, message } = board;
  const form = optionsPart(board);
  const parts = board.parts = {
    track: h("section", { class: "rw-track", "aria-label": say("track_region") }),
    centre: h("section", { class: "rw-centre", "aria-label": say("centre_region") }),
    claim: h("section", { class: "rw-claim", "aria-label": say("claim_region"), hidden: true }),
    mine: h("section", { class: "rw-mine", "aria-label": say("mine_region") }),
    controls: h("section", { class: "rw-controls", "aria-label": say("moves_region") }),
    scoring: h("section", { class: "rw-scoring", "aria-label": say("scoring_region"), hidden: true }),
  };
  // The lab, below the table's log, is built a task later: the mount's own task holds only what the
  // reader meets first (the lab adds to the bottom of the demo, so nothing above it moves).
  let lab = null;
  nextTask().then(() => { if (session.alive) lab = mountLab(root, say); }); // a demo destroyed meanwhile has none
  const onKey = (ev) => keyMove(board, ev);
  root.addEventListener("keydown", onKey);

  return {
    form: { element: form.element, fill: form.fill },
    layout: { top: [message], options: [form.pacing], table: Object.values(parts), after: [facesNote(say)] },
    absorb(answer) {
      record(board, answer.events || []);
      if (answer.view && answer.view.over && session.state.phase === "running") session.state.phase = "over";
    },
    humanToMove: (v) => !v.over && !v.window && session.humans().includes(v.turn),
    phaseAttr: (v) => (!v ? "boot" : v.over ? "over" : v.window ? "claim" : v.turn === me() ? "turn" : "waiting"),
    render: (v) => render(board, v),
    snapshot: () => ({ seed: shown.options && shown.options.seed, windowStart: shown.windowStart }),
    check: (data) => checkSaved(board, data),
    fresh(options) {
      Object.assign(shown, { options, windowStart: null, controlsKey: "" });
    },
    restore: (data) => restoreSaved(board, data),
    newFields: (options) => ({ strength: options.strength }),
    started(how, answer) {
      if (how === "new") record(board, answer.events || []); // the deal, after the line that says why it was dealt
    },
    showMessage: (text, clause) => showMessage(board, text, clause),
    clearMessage: () => { message.textContent = ""; },
    notice: (el) => root.insertBefore(el, parts.controls),
    destroy() {
      root.removeEventListener("keydown", onKey);
      if (lab) lab.destroy();
    },
  };
}

/** A saved game's options, checked (throws the reason). */
function checkSaved(board, data) {
  // a save of before the options carried the seed kept it beside them
  data.options = board.t.choice.check({ ...data.options, seed: Number.isInteger(data.options.seed) ? data.options.seed : data.seed });
  if (data.options.seed === null) throw new Error(board.say("saved_no_seed"));
}

/** The board's state taken back from a save. */
function restoreSaved(board, data) {
  // a log saved before the shared log (strings, oldest first) reads as entries, newest first
  if (data.log.every((x) => typeof x === "string")) board.log.entries = data.log.slice().reverse().map((text) => ({ text }));
  Object.assign(board.shown, { options: data.options, windowStart: Number.isInteger(data.windowStart) ? data.windowStart : null, controlsKey: "" });
}

function showMessage(board, text, clause) {
  // the refusal in the engine's words; the clause behind it one tap further, named by its words
  board.message.replaceChildren(text, ...rulesEl(clause ? [clause] : []));
}

const legal = (v) => (v && !v.over && Array.isArray(v.legal) ? v.legal : []);

/** The Options form (the readings folded) and the bots' speed with the pace's label. */
function optionsPart(board) {
  const { t, say, log, shown, message } = board;
  const { choice } = t;
  // labels and hints are the engine's (optionsform.js); a reading without a hint has its schema's description
  const item = (key) => ({ key, hint: READINGS.includes(key) ? choice.schema(key).description : undefined });
  const form = optionsForm(choice, ["players", "strength", "window", "short", "seed", "speed", ...READINGS].map(item), {
    cls: "rw",
    onSubmit: (o) => play(board, o, "why_options"),
    onProblems: (problems) => { message.textContent = say("options_refused", { problems: problems.join("; ") }); },
    // built when first opened: the mount does not build fields most readers never unfold
    folded: { keys: READINGS, summary: say("readings_summary"), cls: "rw-readings" },
  });
  form.element.classList.add("rw-options");
  form.element.setAttribute("aria-label", say("game_options"));
  const element = h("details", { class: "rw-options-box" }, h("summary", { text: say("options") }), form.element);
  const pacing = h("div", { class: "rw-pacing tk-host-only" }, form.fields.speed, t.pace.label);
  form.controls.speed.addEventListener("change", () => {
    if (shown.options) log.notice(say("speed_next"), "info");
  });
  return { element, fill: form.fill, pacing };
}

/** The reader's own new game: dealt, then the table brought up on the screen (table/onscreen.js). */
async function play(board, options, why) {
  await board.t.newGame(options, why);
  bringToTable(board.parts.track);
}

/** The engine's own words for each event (Game.describe), in the log and announced. */
function record(board, events) {
  const { log, shown } = board;
  for (const e of events) {
    if (e.to !== undefined && e.to !== null && e.to !== me()) continue;
    if (e.type === "window") shown.windowStart = e.t;
    if (!e.text || (e.type === "decline" && e.seat !== me())) continue;
    log.add(e.text, e.seat === me() ? "me" : e.type === "game_over" ? "end" : "", e.t);
    log.announce(e.yours ? `${e.text} ${e.yours}` : e.text); // the game's end: then what it meant for the reader
  }
}

/** P calls "Pass", N lets it go, while a window is open. */
function keyMove(board, ev) {
  const v = board.session.state.view;
  if (!v || !v.window || ev.target.closest("input, select, textarea")) return;
  const want = ev.key === "p" || ev.key === "P" ? "call" : ev.key === "n" || ev.key === "N" ? "decline" : null;
  const a = want && legal(v).find((x) => x.type === want);
  if (a) { ev.preventDefault(); board.session.act(a); }
}

function render(board, v) {
  const { session, say, cards, shown, root } = board;
  const { track, centre, claim, mine, controls, scoring } = board.parts;
  renderTrack(track, v, cards, say);
  renderCentre(centre, v, say);
  renderClaim(claim, v, cards, say, session.vnow(), shown.windowStart ?? (v.window ? v.window.until - shown.options.window : 0));
  // the reader's keyboard on a move (a card of the hand in the discard step, or a control)
  const playing = mine.contains(document.activeElement) || controls.contains(document.activeElement);
  renderMine(mine, v, cards, say, legal(v), (a) => session.act(a));
  // Redraw the moves only when the choices change: a button must not be replaced under the
  // pointer or the keyboard focus while a claim window counts down.
  const key = JSON.stringify([legal(v), v.over, v.window && v.window.card, v.turn, v.exposed]);
  if (key !== shown.controlsKey) {
    shown.controlsKey = key;
    drawControls(controls, v, legal(v), cards, say, (a) => session.act(a));
  }
  // a move made by keyboard removed what had the focus: it goes on to the next choice (in the
  // discard step the first card of the hand), or, with none, to the moves, whose words say who plays
  if (playing && !root.contains(document.activeElement)) {
    const first = mine.querySelector(".rw-card-button") || controls.querySelector("button, select");
    if (first) first.focus();
    else { controls.tabIndex = -1; controls.focus({ preventScroll: true }); }
  }
  renderScoring(scoring, v, say);
}
