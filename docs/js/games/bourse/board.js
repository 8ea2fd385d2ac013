// Bourse at the table (table/table.js): you are player 1 (seat 0) at a table of 3 to 7, the others
// the engine's bots or people. Select cards of one kind and call their number; match another
// player's call; Close (or Sell, with the Selling card) when you judge the market right. The engine
// keeps the rules and the scores; the table keeps the clock, the bots, the saving and the modes; this
// board lays out the calls, your hand and the players, the scored hand and the sheet, and hands the
// engine's answers to its renderers (parts.js, scoring.js, log.js, cards.js, balance.js).
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { optionsForm } from "../../table/optionsform.js";
import { createMarksKey } from "../../table/marks.js";
import { me } from "../../table/seat.js";
import { balanceSection } from "./balance.js";
import { evidenceItems, keysText } from "./cards.js";
import { logEvent } from "./log.js";
import { READINGS, bourseOptions } from "./options.js";
import { callItems, seatItems, syncCardButtons } from "./parts.js";
import { scoreSection, sheetTable } from "./scoring.js";

let uid = 0;
const button = (text, onclick, cls = "md-button") => h("button", { type: "button", class: cls, onclick }, text);

export function bourseBoard(root) {
  return {
    game: "bourse", choice: bourseOptions(root), storageKey: "topeka.bourse",
    storeVersion: 2, // 2: the record mirrored by table/session.js (1 asked the worker for it)
    clock: "real-time", prefix: "bo", roundOf: (v) => v.hand_no, startClause: "bourse-E-2",
    signalFields: (v) => ({ hand: v.hand_no }),
    create: (t) => createBourseBoard(t),
  };
}

function createBourseBoard(t) {
  const { session, say } = t;
  const sessionState = session.state; // the session's own state: table, view, phase
  // The board's state, `board`, which the functions below take explicitly; `shown`: what this game shows
  // beyond the session: selection, the last scoring, what you received.
  const board = { t, sessionState, say, log: t.log,
    shown: { options: null, selected: new Set(), handKey: "", lastScore: null, gameOver: null, received: null, showResult: false },
    name: (s) => (s === me() ? say("you") : say("seat", { n: s + 1 })),
    // every card's name, as the engine words it (view.card_names: the whole pack, not only your hand)
    names: () => new Map(sessionState.view ? [...Object.entries(sessionState.view.card_names || {}),
      ...[...sessionState.view.cards, ...sessionState.view.rise_fall_cards].map((c) => [c.key, c.name])] : []) };
  const form = optionsPart(board);
  const el = board.el = tableParts(board);
  const { shown } = board;
  const clearMessage = () => { el.message.hidden = true; el.message.textContent = ""; };
  board.clearMessage = clearMessage;

  return {
    form: { element: form.element, fill: form.fill },
    layout: { options: [form.pacing], table: [el.result, el.table, el.sheet], after: [balanceSection(() => (shown.options ? shown.options.players : 4), say)] },
    absorb: (answer) => absorb(board, answer.events || []),
    render(v) {
      el.seats.replaceChildren(...seatItems(v, board.name, say));
      renderCalls(board, v);
      renderHand(board, v);
      renderResult(board);
      const sig = `${v.sheet.length}|${v.scores.join(",")}`;
      if (el.sheet.dataset.sig !== sig) { el.sheet.dataset.sig = sig; el.sheet.replaceChildren(sheetTable(v, board.name, say)); }
    },
    clear: () => { el.handList.textContent = ""; },
    snapshot: () => ({ lastScore: shown.lastScore, gameOver: shown.gameOver, showResult: shown.showResult }),
    fresh(o, answer) {
      Object.assign(shown, { options: o, lastScore: null, gameOver: null, received: null, showResult: false });
      shown.selected.clear();
      clearMessage();
      absorb(board, answer.events || []);
    },
    restore(d, answer) {
      Object.assign(shown, { options: d.options, lastScore: d.lastScore || null, gameOver: answer.view.over ? d.gameOver : null,
        showResult: !!d.showResult, received: null });
      shown.selected.clear();
    },
    newFields: (o, answer) => ({ target: answer.view.target }),
    signalled() {
      shown.showResult = false;
      clearMessage();
    },
    showMessage: (text, clause, kind) => showMessage(board, text, clause, kind),
    clearMessage,
    focusFirst: () => el.handList.querySelector("button"),
    info: (v) => say("hand_info", { hand: v.hand_no, target: v.target }),
    // how long the market has been open, in whole seconds ("" before the hands are taken up)
    clock: (v, elapsed) => (elapsed > 0 ? say("into_hand", { s: Math.floor(elapsed / 1000) }) : ""),
    notice: (x) => el.hand.insertBefore(x, el.hand.querySelector(".bo-hand__actions")),
  };
}

/** The Options form (the players, the bots' speed, the seed and the readings) and the pace's label. */
function optionsPart(board) {
  const { t, say } = board;
  const { choice } = t;
  const seatsSchema = choice.schema("players");
  const hints = { players: say("players_hint", { min: seatsSchema.min - 1, max: seatsSchema.max - 1 }) };
  // labels and hints are the engine's (optionsform.js); a reading without a hint has its schema's description
  const item = (key) => ({ key, hint: hints[key] ?? (READINGS.includes(key) ? choice.schema(key).description : undefined) });
  const form = optionsForm(choice, ["players", "speed", "seed", ...READINGS].map(item), {
    cls: "bo",
    onSubmit: (o) => t.newGame(o, "why_options"),
    onProblems: (problems) => showMessage(board, say("options_refused", { problems: problems.join("; ") }), null),
  });
  const element = h("details", { class: "bo-options" }, h("summary", { text: say("options") }), form.element);
  const pacing = h("div", { class: "bo-pacing tk-host-only" }, t.pace.label);
  return { element, fill: form.fill, pacing };
}

/** The table's parts: the scored hand, the players, the calls, your hand with its moves, the sheet. */
function tableParts(board) {
  const { t, sessionState, say, shown } = board;
  const el = {
    result: h("section", { class: "bo-result", "aria-label": say("hand_result"), hidden: true }),
    seats: h("ul", { class: "bo-seats", "aria-label": say("players_at_table") }),
    callsList: h("ul", { class: "bo-calls__list" }),
    callsEmpty: h("p", { class: "bo-muted", text: say("no_calls") }),
    value: h("p", { class: "bo-value" }),
    received: h("p", { class: "bo-received", hidden: true }),
    handList: h("div", { class: "bo-hand__cards", role: "group", "aria-label": say("cards_group") }),
    countsKey: createMarksKey(say, "bo-counts-key"), // the key under the hand, unfolding to the reasons
    evidenceList: h("ul", { class: "bo-evidence__list" }),
    myCallText: h("span"),
    callBtn: button(say("call"), () => doCall(board), "md-button md-button--primary"),
    clearBtn: button(say("clear_selection"), () => { shown.selected.clear(); t.render(); }),
    closeBtn: button(say("close_market"), () => sessionState.view && sessionState.view.may_close && t.act({ type: sessionState.view.may_close }), "md-button bo-close"),
    closeHint: h("p", { class: "bo-hint" }),
    // what the Selling card costs at another's close, said under the moves before it is paid
    // (the engine's warning, with its clause): the Sell button is described by it
    warning: h("p", { class: "bo-warning", hidden: true, id: `bo-warning-${++uid}` }),
    message: h("p", { class: "bo-message", hidden: true }),
    sheet: h("section", { class: "bo-sheet", "aria-label": say("score_sheet") }),
  };
  el.calls = h("section", { class: "bo-calls", "aria-label": say("calls_on_table") },
    h("h3", { class: "bo-h", text: say("calls_on_table") }), el.callsList, el.callsEmpty);
  el.closeBtn.setAttribute("aria-describedby", el.warning.id);
  el.evidence = h("details", { class: "bo-evidence" }, h("summary", { text: say("evidence_summary") }), el.evidenceList);
  el.myCall = h("p", { class: "bo-mycall", hidden: true }, el.myCallText, " ", button(say("stop_calling"), () => t.act({ type: "withdraw" })));
  el.hand = h("section", { class: "bo-hand", "aria-label": say("your_hand") }, h("h3", { class: "bo-h", text: say("your_hand") }),
    el.value, el.received, el.handList, el.countsKey.element, el.myCall, h("div", { class: "bo-hand__actions" }, el.callBtn, el.clearBtn, el.closeBtn),
    el.warning, el.closeHint, el.message, el.evidence);
  el.table = h("div", { class: "bo-table" }, el.calls, el.hand, el.seats);
  return el;
}

function showMessage(board, text, clause, kind = "error") {
  const message = board.el.message;
  message.className = `bo-message bo-message--${kind}`;
  // the clause behind a refusal one tap further, named by its words (never its id)
  message.replaceChildren(h("span", { text }), ...(clause ? [" ", ...rulesEl([clause])] : []));
  message.hidden = false;
  board.log.announce(text);
}

function absorb(board, events) {
  const { shown, sessionState } = board;
  for (const e of events) {
    logEvent(board.log, e);
    if (e.type === "received" && e.to === me()) shown.received = { cards: e.cards, from: e.from, hand: sessionState.view ? sessionState.view.hand_no : 1 };
    if (e.type === "score") {
      shown.lastScore = e;
      shown.showResult = true;
      shown.selected.clear();
      shown.received = null;
      if (sessionState.phase === "running" || sessionState.phase === "paused") sessionState.phase = "between";
      board.clearMessage();
    }
    if (e.type === "game_over") { shown.gameOver = e; sessionState.phase = "over"; }
  }
}

// ---------------------------------------------------------------- your moves
const selectedKeys = (board) => [...board.shown.selected].sort((a, b) => a - b).map((i) => board.sessionState.view.in_hand[i]).filter(Boolean);
function doCall(board, target) {
  const cards = board.sessionState.view ? selectedKeys(board) : [];
  if (!cards.length) return showMessage(board, board.say("select_first"), null, "warn");
  const action = target ? { type: "call", cards, with: target.call } : { type: "call", cards };
  return board.t.act(action, () => { board.shown.selected.clear(); });
}

// ---------------------------------------------------------------- drawing
function renderCalls(board, v) { // rebuilt only when the calls change, so a button is not swapped under a click
  const { callsList, callsEmpty } = board.el;
  const sig = v.calls.filter((c) => c.seat !== me()).map((c) => c.call).join(",");
  if (callsList.dataset.sig !== sig) {
    callsList.dataset.sig = sig;
    callsList.replaceChildren(...callItems(v, board.name, (c) => doCall(board, c), board.say));
  }
  callsEmpty.hidden = sig !== "";
}

function renderHand(board, v) {
  const { shown, sessionState, say, el } = board;
  const open = sessionState.phase === "running" || sessionState.phase === "paused" || sessionState.phase === "over"; // bourse-E-2
  const byKey = new Map(v.cards.map((c) => [c.key, c]));
  const sig = v.in_hand.join(",");
  if (sig !== shown.handKey) { shown.selected.clear(); shown.handKey = sig; }
  syncCardButtons(el.handList, v.in_hand, open ? byKey : null, shown.selected, (i) => {
    if (shown.selected.has(i)) shown.selected.delete(i);
    else shown.selected.add(i);
    board.t.render();
  }, v.marks || {}, say);
  el.countsKey.render(v.marks_key, open);
  el.handList.dataset.cards = open ? sig : "";
  const faces = open ? v.cards.filter((c) => c.kind === "rise-fall") : [];
  const fsig = faces.map((c) => c.key).join(",");
  if (el.evidenceList.dataset.sig !== fsig) { el.evidenceList.dataset.sig = fsig; el.evidenceList.replaceChildren(...evidenceItems(faces)); }
  el.evidence.hidden = !faces.length;
  // what the hand would score if the market closed now, in the engine's words
  el.value.textContent = open ? v.value_text || "" : "";
  renderWarning(board, v, open);
  renderMoves(board, v, open);
}

/** The engine's warning of what a move or another's close would cost the reader, with its clauses;
 * announced when it appears while the market is open. */
function renderWarning(board, v, open) {
  const { warning } = board.el;
  const w = open && v.warning && !v.over ? v.warning : null;
  const sig = w ? w.text : "";
  if (warning.dataset.sig === sig) return;
  warning.dataset.sig = sig;
  warning.hidden = !w;
  warning.replaceChildren(...(w ? [w.text, " ", ...rulesEl(w.clauses)] : []));
  if (w && board.sessionState.phase === "running") board.log.announce(w.text);
}

/** Your call on the table, the Call, Clear and Close buttons, and what you received. */
function renderMoves(board, v, open) {
  const { shown, sessionState, say, el } = board;
  const mine = v.my_call;
  el.myCall.hidden = !mine;
  if (mine) el.myCallText.textContent = say("my_call", { count: mine.count, cards: keysText(mine.cards, board.names()) });
  const n = shown.selected.size;
  el.callBtn.textContent = n ? say("call_n", { n }) : say("call");
  el.callBtn.setAttribute("aria-label", n ? say(n > 1 ? "call_n_name_many" : "call_n_name_one", { n }) : say("call_none_name"));
  el.clearBtn.disabled = n === 0;
  el.closeBtn.hidden = !v.may_close || !(sessionState.phase === "running" || sessionState.phase === "paused");
  el.closeBtn.textContent = v.may_close === "sell" ? say("sell_market") : say("close_market");
  el.closeHint.textContent = v.may_close || !open ? "" : say("no_close");
  if (shown.received && shown.received.hand === v.hand_no && open) {
    el.received.hidden = false;
    el.received.textContent = say("received_from", { who: board.name(shown.received.from), cards: keysText(shown.received.cards, board.names()) });
  } else el.received.hidden = true;
}

function renderResult(board) {
  const { shown, sessionState, el } = board;
  const e = shown.lastScore;
  if (!e || !shown.showResult) { el.result.hidden = true; return; }
  const sig = `${e.hand}|${e.t}|${!!shown.gameOver}`;
  if (el.result.dataset.sig === sig && !el.result.hidden) return;
  el.result.dataset.sig = sig;
  el.result.hidden = false;
  const { heading, children } = scoreSection(e, shown.gameOver, board.name, board.names(), board.say);
  el.result.replaceChildren(...children);
  if (sessionState.phase === "between" || sessionState.phase === "over") heading.focus({ preventScroll: true });
}
