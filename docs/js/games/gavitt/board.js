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
    clock: "real-time", prefix: "gv",
    create: (t) => createGavittBoard(t, edition),
  };
}

function createGavittBoard(t, edition) {
  const B = createParts(t, edition);
  createBar(B);
  B.examples = mountExamples(t.root, B.board, {
    session: B.board.session, takeFirst: B.takeFirst, pause: (why) => t.togglePause(why),
    clearTable: (events) => clearTable(B, events), backToOwnGame: () => backToOwnGame(B),
  });
  return boardApi(B);
}

/** The board's state and its renderers (hand.js, seats.js, result.js), sharing `board`: what they see of the game. */
function createParts(t, edition) {
  const { session, log, pace, say, root } = t;
  // What this game shows beyond the session: the selection, fines, the last round, the teaching view.
  const S = {
    options: null, omni: null, selected: new Set(), handKey: "", fines: [], lastRound: null, gameOver: null,
    received: null, practice: false, showResult: false,
    example: null, // { id, move, onOutcome } while a worked example ("Try it") is on the table
  };
  const railroads = () => railroadIndex(session.S.view ? session.S.view.railroads : []);
  const board = { S, log, edition, clauses: PAGE_CLAUSES[edition], say, session, render: () => t.render(), alone: () => t.alone(), railroads };

  const hand = createHand(board);
  const seats = createSeats(board);
  const offers = createOffers(board);
  const result = createResult(board);
  const sheet = createSheet(board);
  board.showMessage = hand.showMessage;
  board.clearMessage = hand.clearMessage;
  const takeFirst = wireActions(board, { session, hand, pace, root });
  return { t, edition, S, board, hand, seats, offers, result, sheet, takeFirst };
}

// ---------------------------------------------------------------- the bar and the options
function createBar(B) {
  const { t, edition, S, hand, offers, seats } = B;
  const { session, log, pace, say } = t;
  const form = createBoardOptions(t.choice, edition, (o) => t.newGame(o, "why_options"), (problems) =>
    hand.showMessage(say("options_refused", { problems: problems.join("; ") }), undefined, "error"));
  const withSpeed = (o) => ({ ...o, speed: form.speed() });
  const replayBtn = h("button", { type: "button", class: "md-button", onclick: () => S.options && t.newGame(withSpeed(S.options), "why_replay") },
    say("replay_deal"));
  form.speedField.querySelector("select").addEventListener("change", () => {
    const v = session.S.view;
    if (S.options && session.S.phase === "ready" && v && v.round === 1) t.newGame(withSpeed(S.options), "why_speed");
    else if (S.options) log.notice(say("speed_next"), "info");
  });
  // the teaching view (a reader alone: teaching.js)
  const teachingParts = teachingView(B.board, t);
  const pacing = h("div", { class: "gv-pacing tk-host-only" }, form.speedField, pace.label);
  const practiceEl = h("span", { class: "gv-badge gv-badge--practice", text: say("practice_badge"), hidden: true });
  const tableEl = h("div", { class: "gv-table" }, hand.element, offers.element, seats.element, hand.legend);
  Object.assign(B, { form, withSpeed, replayBtn, teachingParts, pacing, practiceEl, tableEl });
}

// ---------------------------------------------------------------- worked examples (examples.js)
/** A table dealt afresh (a new game, an example): nothing of the last one is shown. */
function clearTable(B, events) {
  const { S } = B;
  Object.assign(S, { fines: [], lastRound: null, gameOver: null, received: null, showResult: false });
  S.selected.clear();
  B.board.log.entries = [];
  B.result.element.hidden = true;
  B.hand.clearMessage();
  processEvents(B.board, events || []);
}

async function backToOwnGame(B) {
  const { t, S } = B;
  S.example = null;
  const saved = t.lifecycle.readSaved();
  if (!(saved && await t.lifecycle.restoreSaved(saved)) && B.board.session.alive) await t.newGame(S.options || t.choice.defaults(), "why_new");
}

function absorb(B, answer) {
  const { S } = B;
  const teaching = B.teachingParts.on;
  S.omni = teaching() && answer.omni ? answer.omni : teaching() ? S.omni : null;
  if (answer.events && answer.events.length) processEvents(B.board, answer.events);
  if (S.example && answer.outcome) {
    if (B.board.session.S.phase !== "over") B.board.session.S.phase = "example";
    if (answer.message) B.hand.showMessage(B.board.say("not_allowed", { message: answer.message }), answer.refused);
    S.example.onOutcome(answer);
  }
}

function render(B, v) {
  const R = B.board.railroads();
  B.practiceEl.hidden = !B.S.practice;
  B.replayBtn.disabled = !B.S.options;
  B.seats.render(v, R);
  B.offers.render(v, R);
  B.hand.render(v, R);
  B.result.render(R);
  B.sheet.render(v, R);
}

function snapshot(B) {
  const { S } = B;
  return {
    practice: S.practice, teaching: B.teachingParts.box.input.checked, fines: S.fines.slice(-200), lastRound: S.lastRound,
    gameOver: S.gameOver, showResult: !B.result.element.hidden, received: S.received,
  };
}

function restore(B, data, answer) {
  restoreSaved(B.S, data, answer);
  B.teachingParts.box.input.checked = !!data.teaching;
  B.result.element.hidden = !(data.showResult && B.S.lastRound);
  B.S.showResult = !B.result.element.hidden;
}

/** What the table (table/table.js) asks of this board. */
function boardApi(B) {
  const { t, edition, S, hand, result, takeFirst, teachingParts } = B;
  const { session, pace, say } = t;
  return {
    form: B.form,
    layout: { options: [teachingParts.element, B.pacing], bar: [B.replayBtn], soloBar: [B.replayBtn], barInfo: [B.practiceEl],
      table: [result.element, B.tableEl, B.sheet.element] },
    extra: () => (teachingParts.on() ? { teach: true } : {}),
    absorb: (answer) => absorb(B, answer),
    actMethod: () => (S.example ? "example.play" : null),
    saves: () => !S.example, // the reader's own game stays saved while an example is shown
    render: (v) => render(B, v),
    clear: () => hand.clear(),
    snapshot: () => snapshot(B),
    check: (data) => checkSaved(data, edition, say),
    fresh(options, answer) {
      Object.assign(S, { options, practice: teachingParts.box.input.checked });
      clearTable(B, answer.events);
    },
    restore: (data, answer) => restore(B, data, answer),
    newFields: (options, answer) => ({ target: money(answer.view.target) }),
    started: () => teachingParts.showEveryHand(session.S.gen),
    withBar: B.withSpeed,
    beforeNewGame() {
      takeFirst.release();
      S.example = null;
    },
    beforePause: () => takeFirst.release(),
    signalled() {
      S.showResult = false;
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
    destroy: () => B.examples.destroy(),
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
function restoreSaved(S, data, answer) {
  S.options = data.options;
  S.fines = data.fines;
  S.lastRound = data.lastRound && data.lastRound.event && data.lastRound.event.row ? data.lastRound : null;
  S.gameOver = answer.view.over ? data.gameOver : null;
  S.practice = !!data.practice;
  S.selected.clear();
  const r = data.received;
  S.received = r && Number.isInteger(r.from) && Number.isInteger(r.round) && Array.isArray(r.cards)
    && r.cards.every((k) => typeof k === "string") && typeof r.text === "string" ? r : null;
}
