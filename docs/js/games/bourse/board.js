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
  const ss = session.state; // the session's own state: table, view, phase
  // The board's state, B, which the functions below take explicitly. S: what this game shows
  // beyond the session: selection, the last scoring, what you received.
  const B = { t, ss, say, log: t.log,
    S: { options: null, selected: new Set(), handKey: "", lastScore: null, gameOver: null, received: null, showResult: false },
    name: (s) => (s === me() ? say("you") : say("seat", { n: s + 1 })),
    // every card's name, as the engine words it (view.card_names: the whole pack, not only your hand)
    names: () => new Map(ss.view ? [...Object.entries(ss.view.card_names || {}),
      ...[...ss.view.cards, ...ss.view.rise_fall_cards].map((c) => [c.key, c.name])] : []) };
  const form = optionsPart(B);
  const el = B.el = tableParts(B);
  const { S } = B;
  const clearMessage = () => { el.message.hidden = true; el.message.textContent = ""; };
  B.clearMessage = clearMessage;

  return {
    form: { element: form.element, fill: form.fill },
    layout: { options: [form.pacing], table: [el.result, el.table, el.sheet], after: [balanceSection(() => (S.options ? S.options.players : 4), say)] },
    absorb: (answer) => absorb(B, answer.events || []),
    render(v) {
      el.seats.replaceChildren(...seatItems(v, B.name, say));
      renderCalls(B, v);
      renderHand(B, v);
      renderResult(B);
      const sig = `${v.sheet.length}|${v.scores.join(",")}`;
      if (el.sheet.dataset.sig !== sig) { el.sheet.dataset.sig = sig; el.sheet.replaceChildren(sheetTable(v, B.name, say)); }
    },
    clear: () => { el.handList.textContent = ""; },
    snapshot: () => ({ lastScore: S.lastScore, gameOver: S.gameOver, showResult: S.showResult }),
    fresh(o, answer) {
      Object.assign(S, { options: o, lastScore: null, gameOver: null, received: null, showResult: false });
      S.selected.clear();
      clearMessage();
      absorb(B, answer.events || []);
    },
    restore(d, answer) {
      Object.assign(S, { options: d.options, lastScore: d.lastScore || null, gameOver: answer.view.over ? d.gameOver : null,
        showResult: !!d.showResult, received: null });
      S.selected.clear();
    },
    newFields: (o, answer) => ({ target: answer.view.target }),
    signalled() {
      S.showResult = false;
      clearMessage();
    },
    showMessage: (text, clause, kind) => showMessage(B, text, clause, kind),
    clearMessage,
    focusFirst: () => el.handList.querySelector("button"),
    info: (v) => say("hand_info", { hand: v.hand_no, target: v.target }),
    // how long the market has been open, in whole seconds ("" before the hands are taken up)
    clock: (v, elapsed) => (elapsed > 0 ? say("into_hand", { s: Math.floor(elapsed / 1000) }) : ""),
    notice: (x) => el.hand.insertBefore(x, el.hand.querySelector(".bo-hand__actions")),
  };
}

/** The Options form (the players, the bots' speed, the seed and the readings) and the pace's label. */
function optionsPart(B) {
  const { t, say } = B;
  const { choice } = t;
  const seatsSchema = choice.schema("players");
  const hints = { players: say("players_hint", { min: seatsSchema.min - 1, max: seatsSchema.max - 1 }) };
  // labels and hints are the engine's (optionsform.js); a reading without a hint has its schema's description
  const item = (key) => ({ key, hint: hints[key] ?? (READINGS.includes(key) ? choice.schema(key).description : undefined) });
  const form = optionsForm(choice, ["players", "speed", "seed", ...READINGS].map(item), {
    cls: "bo",
    onSubmit: (o) => t.newGame(o, "why_options"),
    onProblems: (problems) => showMessage(B, say("options_refused", { problems: problems.join("; ") }), null),
  });
  const element = h("details", { class: "bo-options" }, h("summary", { text: say("options") }), form.element);
  const pacing = h("div", { class: "bo-pacing tk-host-only" }, t.pace.label);
  return { element, fill: form.fill, pacing };
}

/** The table's parts: the scored hand, the players, the calls, your hand with its moves, the sheet. */
function tableParts(B) {
  const { t, ss, say, S } = B;
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
    callBtn: button(say("call"), () => doCall(B), "md-button md-button--primary"),
    clearBtn: button(say("clear_selection"), () => { S.selected.clear(); t.render(); }),
    closeBtn: button(say("close_market"), () => ss.view && ss.view.may_close && t.act({ type: ss.view.may_close }), "md-button bo-close"),
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

function showMessage(B, text, clause, kind = "error") {
  const message = B.el.message;
  message.className = `bo-message bo-message--${kind}`;
  // the clause behind a refusal one tap further, named by its words (never its id)
  message.replaceChildren(h("span", { text }), ...(clause ? [" ", ...rulesEl([clause])] : []));
  message.hidden = false;
  B.log.announce(text);
}

function absorb(B, events) {
  const { S, ss } = B;
  for (const e of events) {
    logEvent(B.log, e);
    if (e.type === "received" && e.to === me()) S.received = { cards: e.cards, from: e.from, hand: ss.view ? ss.view.hand_no : 1 };
    if (e.type === "score") {
      S.lastScore = e;
      S.showResult = true;
      S.selected.clear();
      S.received = null;
      if (ss.phase === "running" || ss.phase === "paused") ss.phase = "between";
      B.clearMessage();
    }
    if (e.type === "game_over") { S.gameOver = e; ss.phase = "over"; }
  }
}

// ---------------------------------------------------------------- your moves
const selectedKeys = (B) => [...B.S.selected].sort((a, b) => a - b).map((i) => B.ss.view.in_hand[i]).filter(Boolean);
function doCall(B, target) {
  const cards = B.ss.view ? selectedKeys(B) : [];
  if (!cards.length) return showMessage(B, B.say("select_first"), null, "warn");
  const action = target ? { type: "call", cards, with: target.call } : { type: "call", cards };
  return B.t.act(action, () => { B.S.selected.clear(); });
}

// ---------------------------------------------------------------- drawing
function renderCalls(B, v) { // rebuilt only when the calls change, so a button is not swapped under a click
  const { callsList, callsEmpty } = B.el;
  const sig = v.calls.filter((c) => c.seat !== me()).map((c) => c.call).join(",");
  if (callsList.dataset.sig !== sig) {
    callsList.dataset.sig = sig;
    callsList.replaceChildren(...callItems(v, B.name, (c) => doCall(B, c), B.say));
  }
  callsEmpty.hidden = sig !== "";
}

function renderHand(B, v) {
  const { S, ss, say, el } = B;
  const open = ss.phase === "running" || ss.phase === "paused" || ss.phase === "over"; // bourse-E-2
  const byKey = new Map(v.cards.map((c) => [c.key, c]));
  const sig = v.in_hand.join(",");
  if (sig !== S.handKey) { S.selected.clear(); S.handKey = sig; }
  syncCardButtons(el.handList, v.in_hand, open ? byKey : null, S.selected, (i) => {
    if (S.selected.has(i)) S.selected.delete(i);
    else S.selected.add(i);
    B.t.render();
  }, v.marks || {}, say);
  el.countsKey.render(v.marks_key, open);
  el.handList.dataset.cards = open ? sig : "";
  const faces = open ? v.cards.filter((c) => c.kind === "rise-fall") : [];
  const fsig = faces.map((c) => c.key).join(",");
  if (el.evidenceList.dataset.sig !== fsig) { el.evidenceList.dataset.sig = fsig; el.evidenceList.replaceChildren(...evidenceItems(faces)); }
  el.evidence.hidden = !faces.length;
  // what the hand would score if the market closed now, in the engine's words
  el.value.textContent = open ? v.value_text || "" : "";
  renderWarning(B, v, open);
  renderMoves(B, v, open);
}

/** The engine's warning of what a move or another's close would cost the reader, with its clauses;
 * announced when it appears while the market is open. */
function renderWarning(B, v, open) {
  const { warning } = B.el;
  const w = open && v.warning && !v.over ? v.warning : null;
  const sig = w ? w.text : "";
  if (warning.dataset.sig === sig) return;
  warning.dataset.sig = sig;
  warning.hidden = !w;
  warning.replaceChildren(...(w ? [w.text, " ", ...rulesEl(w.clauses)] : []));
  if (w && B.ss.phase === "running") B.log.announce(w.text);
}

/** Your call on the table, the Call, Clear and Close buttons, and what you received. */
function renderMoves(B, v, open) {
  const { S, ss, say, el } = B;
  const mine = v.my_call;
  el.myCall.hidden = !mine;
  if (mine) el.myCallText.textContent = say("my_call", { count: mine.count, cards: keysText(mine.cards, B.names()) });
  const n = S.selected.size;
  el.callBtn.textContent = n ? say("call_n", { n }) : say("call");
  el.callBtn.setAttribute("aria-label", n ? say(n > 1 ? "call_n_name_many" : "call_n_name_one", { n }) : say("call_none_name"));
  el.clearBtn.disabled = n === 0;
  el.closeBtn.hidden = !v.may_close || !(ss.phase === "running" || ss.phase === "paused");
  el.closeBtn.textContent = v.may_close === "sell" ? say("sell_market") : say("close_market");
  el.closeHint.textContent = v.may_close || !open ? "" : say("no_close");
  if (S.received && S.received.hand === v.hand_no && open) {
    el.received.hidden = false;
    el.received.textContent = say("received_from", { who: B.name(S.received.from), cards: keysText(S.received.cards, B.names()) });
  } else el.received.hidden = true;
}

function renderResult(B) {
  const { S, ss, el } = B;
  const e = S.lastScore;
  if (!e || !S.showResult) { el.result.hidden = true; return; }
  const sig = `${e.hand}|${e.t}|${!!S.gameOver}`;
  if (el.result.dataset.sig === sig && !el.result.hidden) return;
  el.result.dataset.sig = sig;
  el.result.hidden = false;
  const { heading, children } = scoreSection(e, S.gameOver, B.name, B.names(), B.say);
  el.result.replaceChildren(...children);
  if (ss.phase === "between" || ss.phase === "over") heading.focus({ preventScroll: true });
}
