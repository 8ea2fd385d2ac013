// Gavitt's Stock Exchange at the table (table/table.js): you are broker 1 (seat 0) at a table of 3 to
// 6, the others the engine's bots or people. The table keeps the clock, the bots, the saving and
// the modes; this board lays out the hand, the offers, the brokers, the result and the score sheet,
// words its controls and hands the engine's answers to its renderers (events.js, hand.js, seats.js,
// result.js). Beyond the table's own: the teaching view and the worked examples (a reader alone),
// the bots' speed beside Start, and "take first, then choose what to give" (take.js).
import { h } from "../../dom.js";
import { wireActions } from "./actions.js";
import { money, railroadIndex } from "./cards.js";
import { PAGE_CLAUSES } from "./clauses.js";
import { processEvents } from "./events.js";
import { mountExamples } from "./examples.js";
import { createBoardOptions } from "./form.js";
import { createHand, waitsForReader } from "./hand.js";
import { gavittOptions } from "./options.js";
import { createResult, createSheet } from "./result.js";
import { createOffers, createSeats } from "./seats.js";
import { teachingView } from "./teaching.js";

export function gavittBoard(root) {
  const edition = root.dataset.edition === "1903" ? "1903" : "2003";
  return {
    game: "gavitt", choice: gavittOptions(root, edition), storageKey: `topeka.gavitt.${edition}`, storeVersion: 1,
    clock: "real-time", prefix: "gv", startClause: PAGE_CLAUSES[edition].signal, overClause: PAGE_CLAUSES[edition].over,
    create: (t) => createGavittBoard(t, edition),
  };
}

function createGavittBoard(t, edition) {
  const parts = createParts(t, edition);
  createBar(parts);
  parts.examples = mountExamples(t.root, parts.board, {
    session: parts.board.session, takeFirst: parts.takeFirst, pause: (why) => t.togglePause(why),
    clearTable: (events) => clearTable(parts, events), backToOwnGame: () => backToOwnGame(parts),
  });
  return boardApi(parts);
}

/** The board's state and its renderers (hand.js, seats.js, result.js), sharing `board`: what they see of the game. */
function createParts(t, edition) {
  const { session, log, pace, say, root } = t;
  // What this game shows beyond the session: the selection, fines, the last round, the teaching view.
  const state = {
    options: null, omni: null, selected: new Set(), handKey: "", fines: [], lastRound: null, gameOver: null,
    received: null, practice: false, showResult: false,
    example: null, // { id, move, onOutcome } while a worked example ("Try it") is on the table
  };
  const railroads = () => railroadIndex(session.state.view ? session.state.view.railroads : []);
  const board = { state, log, edition, clauses: PAGE_CLAUSES[edition], say, session, render: () => t.render(), alone: () => t.alone(),
    canAct: () => t.canAct(), railroads };

  const hand = createHand(board);
  const seats = createSeats(board);
  const offers = createOffers(board);
  const result = createResult(board);
  const sheet = createSheet(board);
  board.showMessage = hand.showMessage;
  board.clearMessage = hand.clearMessage;
  const takeFirst = wireActions(board, { session, hand, pace, root });
  return { t, edition, state, board, hand, seats, offers, result, sheet, takeFirst };
}

// ---------------------------------------------------------------- the bar and the options
function createBar(parts) {
  const { t, edition, state, hand, offers, seats } = parts;
  const { session, log, pace, say } = t;
  const form = createBoardOptions(t.choice, edition, (o) => t.newGame(o, "why_options"), (problems) =>
    hand.showMessage(say("options_refused", { problems: problems.join("; ") }), undefined, "error"));
  const withSpeed = (o) => ({ ...o, speed: form.speed() });
  const replayBtn = h("button", { type: "button", class: "md-button", onclick: () => state.options && t.newGame(withSpeed(state.options), "why_replay") },
    say("replay_deal"));
  form.speedField.querySelector("select").addEventListener("change", () => {
    const v = session.state.view;
    if (state.options && session.state.phase === "ready" && v && v.round === 1) t.newGame(withSpeed(state.options), "why_speed");
    else if (state.options) log.notice(say("speed_next"), "info");
  });
  // the teaching view (a reader alone: teaching.js)
  const teachingParts = teachingView(parts.board, t);
  const pacing = h("div", { class: "gv-pacing tk-host-only" }, form.speedField, pace.label);
  const practiceEl = h("span", { class: "gv-badge gv-badge--practice", text: say("practice_badge"), hidden: true });
  const tableEl = h("div", { class: "gv-table" }, hand.element, offers.element, seats.element, hand.legend);
  Object.assign(parts, { form, withSpeed, replayBtn, teachingParts, pacing, practiceEl, tableEl });
}

// ---------------------------------------------------------------- worked examples (examples.js)
/** A table dealt afresh (a new game, an example): nothing of the last one is shown. */
function clearTable(parts, events) {
  const { state } = parts;
  Object.assign(state, { fines: [], lastRound: null, gameOver: null, received: null, showResult: false });
  state.selected.clear();
  parts.board.log.entries = [];
  parts.result.element.hidden = true;
  parts.hand.clearMessage();
  processEvents(parts.board, events || []);
}

async function backToOwnGame(parts) {
  const { t, state } = parts;
  state.example = null;
  const saved = t.lifecycle.readSaved();
  if (!(saved && await t.lifecycle.restoreSaved(saved)) && parts.board.session.alive) await t.newGame(state.options || t.choice.defaults(), "why_new");
}

function absorb(parts, answer) {
  const { state } = parts;
  const teaching = parts.teachingParts.on;
  state.omni = teaching() && answer.omni ? answer.omni : teaching() ? state.omni : null;
  if (answer.events && answer.events.length) processEvents(parts.board, answer.events);
  if (state.example && answer.outcome) {
    if (parts.board.session.state.phase !== "over") parts.board.session.state.phase = "example";
    if (answer.message) parts.hand.showMessage(parts.board.say("not_allowed", { message: answer.message }), answer.refused);
    state.example.onOutcome(answer);
  }
}

function render(parts, v) {
  const railroadsByKey = parts.board.railroads();
  parts.practiceEl.hidden = !parts.state.practice;
  parts.replayBtn.disabled = !parts.state.options;
  parts.seats.render(v, railroadsByKey);
  parts.offers.render(v, railroadsByKey);
  parts.hand.render(v, railroadsByKey);
  parts.result.render(railroadsByKey);
  parts.sheet.render(v, railroadsByKey);
}

function snapshot(parts) {
  const { state } = parts;
  return {
    practice: state.practice, teaching: parts.teachingParts.box.input.checked, fines: state.fines.slice(-200), lastRound: state.lastRound,
    gameOver: state.gameOver, showResult: !parts.result.element.hidden, received: state.received,
  };
}

function restore(parts, data, answer) {
  restoreSaved(parts.state, data, answer);
  parts.teachingParts.box.input.checked = !!data.teaching;
  parts.result.element.hidden = !(data.showResult && parts.state.lastRound);
  parts.state.showResult = !parts.result.element.hidden;
}

/** What the table (table/table.js) asks of this board. */
function boardApi(parts) {
  const { t, edition, state, hand, result, takeFirst, teachingParts } = parts;
  const { session, pace, say } = t;
  return {
    form: parts.form,
    layout: { options: [teachingParts.element, parts.pacing], bar: [parts.replayBtn], soloBar: [parts.replayBtn], barInfo: [parts.practiceEl],
      table: [result.element, parts.tableEl, parts.sheet.element] },
    extra: () => (teachingParts.on() ? { teach: true } : {}),
    absorb: (answer) => absorb(parts, answer),
    actMethod: () => (state.example ? "example.play" : null),
    saves: () => !state.example, // the reader's own game stays saved while an example is shown
    render: (v) => render(parts, v),
    clear: () => hand.clear(),
    snapshot: () => snapshot(parts),
    check: (data) => checkSaved(data, edition, say),
    fresh(options, answer) {
      Object.assign(state, { options, practice: teachingParts.box.input.checked });
      clearTable(parts, answer.events);
    },
    restore: (data, answer) => restore(parts, data, answer),
    newFields: (options, answer) => ({ target: money(answer.view.target) }),
    started: () => teachingParts.showEveryHand(session.state.gen),
    withBar: parts.withSpeed,
    beforeNewGame() {
      takeFirst.release();
      state.example = null;
    },
    beforePause: () => takeFirst.release(),
    signalled() {
      state.showResult = false;
      result.element.hidden = true;
      hand.clearMessage();
    },
    showMessage: hand.showMessage,
    clearMessage: hand.clearMessage,
    focusFirst: () => hand.firstCard(),
    phaseLine: (v) => pace.waiting(waitsForReader(v), say("waiting")),
    info: (v) => say("round_info", { round: v.round, target: money(v.target) }),
    clock: (v, elapsed) => say("since_signal", { s: (elapsed / 1000).toFixed(1) }),
    notice: (el) => hand.element.insertBefore(el, hand.element.querySelector(".gv-hand__actions")),
    destroy: () => parts.examples.destroy(),
  };
}

/** A saved game's own fields, checked (throws the reason; keeps only well-formed fines). */
function checkSaved(data, edition, say) {
  const params = data.record.params && typeof data.record.params === "object" ? data.record.params : {};
  if (params.edition !== edition) throw new Error(say("saved_other_edition", { saved: String(params.edition).slice(0, 10), edition }));
  if (params.players !== data.options.players) throw new Error(say("saved_players_differ"));
  if (!Array.isArray(data.fines)) throw new Error(say("saved_damaged"));
  data.fines = data.fines.filter((f) => f && Number.isInteger(f.seat) && Number.isInteger(f.amount) && typeof f.clause === "string");
}

/** The board's state taken back from a save (what the reader received only when well formed). */
function restoreSaved(state, data, answer) {
  state.options = data.options;
  state.fines = data.fines;
  state.lastRound = data.lastRound && data.lastRound.event && data.lastRound.event.row ? data.lastRound : null;
  state.gameOver = answer.view.over ? data.gameOver : null;
  state.practice = !!data.practice;
  state.selected.clear();
  const r = data.received;
  state.received = r && Number.isInteger(r.from) && Number.isInteger(r.round) && Array.isArray(r.cards)
    && r.cards.every((k) => typeof k === "string") && typeof r.text === "string" ? r : null;
}
