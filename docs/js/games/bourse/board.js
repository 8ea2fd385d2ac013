// Bourse at the table (table/table.js): you are player 1 (seat 0) at a table of 3 to 7, the others
// the engine's bots or people. Select cards of one kind and call their number; match another
// player's call; Close (or Sell, with the Selling card) when you judge the market right. The engine
// keeps the rules and the scores; the table keeps the clock, the bots, the saving and the modes; this
// board lays out the calls, your hand and the players, the scored hand and the sheet, and hands the
// engine's answers to its renderers (parts.js, scoring.js, log.js, cards.js, balance.js).
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { optionsForm } from "../../table/optionsform.js";
import { me } from "../../table/seat.js";
import { balanceSection } from "./balance.js";
import { evidenceItems, keysText, points } from "./cards.js";
import { logEvent } from "./log.js";
import { READINGS, bourseOptions } from "./options.js";
import { callItems, seatItems, syncCardButtons } from "./parts.js";
import { scoreSection, sheetTable } from "./scoring.js";

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
  const { session, log, say, choice } = t;
  const ss = session.S; // the session's own state: table, view, phase
  // What this game shows beyond the session: selection, the last scoring, what you received.
  const S = { options: null, selected: new Set(), handKey: "", lastScore: null, gameOver: null, received: null, showResult: false };
  const name = (s) => (s === me() ? say("you") : say("seat", { n: s + 1 }));
  // every card's name, as the engine words it (view.card_names: the whole pack, not only your hand)
  const names = () => new Map(ss.view ? [...Object.entries(ss.view.card_names || {}),
    ...[...ss.view.cards, ...ss.view.rise_fall_cards].map((c) => [c.key, c.name])] : []);

  // ---------------------------------------------------------------- the options
  const seatsSchema = choice.schema("players");
  const hints = { players: say("players_hint", { min: seatsSchema.min - 1, max: seatsSchema.max - 1 }) };
  // labels and hints are the engine's (optionsform.js); a reading without a hint has its schema's description
  const item = (key) => ({ key, hint: hints[key] ?? (READINGS.includes(key) ? choice.schema(key).description : undefined) });
  const form = optionsForm(choice, ["players", "speed", "seed", ...READINGS].map(item), {
    cls: "bo",
    onSubmit: (o) => t.newGame(o, "why_options"),
    onProblems: (problems) => showMessage(say("options_refused", { problems: problems.join("; ") }), null),
  });
  const options = h("details", { class: "bo-options" }, h("summary", { text: say("options") }), form.element);
  const pacing = h("div", { class: "bo-pacing tk-host-only" }, t.pace.label);

  // ---------------------------------------------------------------- the table's parts
  const resultEl = h("section", { class: "bo-result", "aria-label": say("hand_result"), hidden: true });
  const seatsEl = h("ul", { class: "bo-seats", "aria-label": say("players_at_table") });
  const callsList = h("ul", { class: "bo-calls__list" });
  const callsEmpty = h("p", { class: "bo-muted", text: say("no_calls") });
  const callsEl = h("section", { class: "bo-calls", "aria-label": say("calls_on_table") },
    h("h3", { class: "bo-h", text: say("calls_on_table") }), callsList, callsEmpty);
  const valueEl = h("p", { class: "bo-value" });
  const receivedEl = h("p", { class: "bo-received", hidden: true });
  const handList = h("div", { class: "bo-hand__cards", role: "group", "aria-label": say("cards_group") });
  const countsKey = h("p", { class: "bo-counts-key", hidden: true, text: say("counts_key") });
  const evidenceList = h("ul", { class: "bo-evidence__list" });
  const evidenceEl = h("details", { class: "bo-evidence" }, h("summary", { text: say("evidence_summary") }), evidenceList);
  const myCallText = h("span");
  const myCallEl = h("p", { class: "bo-mycall", hidden: true }, myCallText, " ", button(say("stop_calling"), () => t.act({ type: "withdraw" })));
  const callBtn = button(say("call"), () => doCall(), "md-button md-button--primary");
  const clearBtn = button(say("clear_selection"), () => { S.selected.clear(); t.render(); });
  const closeBtn = button(say("close_market"), () => ss.view && ss.view.may_close && t.act({ type: ss.view.may_close }), "md-button bo-close");
  const closeHint = h("p", { class: "bo-hint" });
  const messageEl = h("p", { class: "bo-message", hidden: true });
  const handEl = h("section", { class: "bo-hand", "aria-label": say("your_hand") }, h("h3", { class: "bo-h", text: say("your_hand") }),
    valueEl, receivedEl, handList, countsKey, myCallEl, h("div", { class: "bo-hand__actions" }, callBtn, clearBtn, closeBtn), closeHint, messageEl, evidenceEl);
  const sheetEl = h("section", { class: "bo-sheet", "aria-label": say("score_sheet") });
  const tableEl = h("div", { class: "bo-table" }, callsEl, handEl, seatsEl);

  function showMessage(text, clause, kind = "error") {
    messageEl.className = `bo-message bo-message--${kind}`;
    // the clause behind a refusal one tap further, named by its words (never its id)
    messageEl.replaceChildren(h("span", { text }), ...(clause ? [" ", ...rulesEl([clause])] : []));
    messageEl.hidden = false;
    log.announce(text);
  }
  const clearMessage = () => { messageEl.hidden = true; messageEl.textContent = ""; };

  function absorb(events) {
    for (const e of events) {
      logEvent(log, e);
      if (e.type === "received" && e.to === me()) S.received = { cards: e.cards, from: e.from, hand: ss.view ? ss.view.hand_no : 1 };
      if (e.type === "score") {
        S.lastScore = e;
        S.showResult = true;
        S.selected.clear();
        S.received = null;
        if (ss.phase === "running" || ss.phase === "paused") ss.phase = "between";
        clearMessage();
      }
      if (e.type === "game_over") { S.gameOver = e; ss.phase = "over"; }
    }
  }

  // ---------------------------------------------------------------- your moves
  const selectedKeys = () => [...S.selected].sort((a, b) => a - b).map((i) => ss.view.in_hand[i]).filter(Boolean);
  function doCall(target) {
    const cards = ss.view ? selectedKeys() : [];
    if (!cards.length) return showMessage(say("select_first"), null, "warn");
    const action = target ? { type: "call", cards, with: target.call } : { type: "call", cards };
    return t.act(action, () => { S.selected.clear(); });
  }

  // ---------------------------------------------------------------- drawing
  function renderCalls(v) { // rebuilt only when the calls change, so a button is not swapped under a click
    const sig = v.calls.filter((c) => c.seat !== me()).map((c) => c.call).join(",");
    if (callsList.dataset.sig !== sig) {
      callsList.dataset.sig = sig;
      callsList.replaceChildren(...callItems(v, name, (c) => doCall(c), say));
    }
    callsEmpty.hidden = sig !== "";
  }
  function renderHand(v) {
    const open = ss.phase === "running" || ss.phase === "paused" || ss.phase === "over"; // bourse-E-2
    const byKey = new Map(v.cards.map((c) => [c.key, c]));
    const sig = v.in_hand.join(",");
    if (sig !== S.handKey) { S.selected.clear(); S.handKey = sig; }
    syncCardButtons(handList, v.in_hand, open ? byKey : null, S.selected, (i) => {
      if (S.selected.has(i)) S.selected.delete(i);
      else S.selected.add(i);
      t.render();
    }, v.marks || {}, say);
    countsKey.hidden = !(open && v.marks && Object.keys(v.marks).length);
    handList.dataset.cards = open ? sig : "";
    const faces = open ? v.cards.filter((c) => c.kind === "rise-fall") : [];
    const fsig = faces.map((c) => c.key).join(",");
    if (evidenceList.dataset.sig !== fsig) { evidenceList.dataset.sig = fsig; evidenceList.replaceChildren(...evidenceItems(faces)); }
    evidenceEl.hidden = !faces.length;
    valueEl.textContent = open ? say("value", { value: points(v.value, true) }) : "";
    const mine = v.my_call;
    myCallEl.hidden = !mine;
    if (mine) myCallText.textContent = say("my_call", { count: mine.count, cards: keysText(mine.cards, names()) });
    const n = S.selected.size;
    callBtn.textContent = n ? say("call_n", { n }) : say("call");
    callBtn.setAttribute("aria-label", n ? say(n > 1 ? "call_n_name_many" : "call_n_name_one", { n }) : say("call_none_name"));
    clearBtn.disabled = n === 0;
    closeBtn.hidden = !v.may_close || !(ss.phase === "running" || ss.phase === "paused");
    closeBtn.textContent = v.may_close === "sell" ? say("sell_market") : say("close_market");
    closeHint.textContent = v.may_close || !open ? "" : say("no_close");
    if (S.received && S.received.hand === v.hand_no && open) {
      receivedEl.hidden = false;
      receivedEl.textContent = say("received_from", { who: name(S.received.from), cards: keysText(S.received.cards, names()) });
    } else receivedEl.hidden = true;
  }
  function renderResult() {
    const e = S.lastScore;
    if (!e || !S.showResult) { resultEl.hidden = true; return; }
    const sig = `${e.hand}|${e.t}|${!!S.gameOver}`;
    if (resultEl.dataset.sig === sig && !resultEl.hidden) return;
    resultEl.dataset.sig = sig;
    resultEl.hidden = false;
    const { heading, children } = scoreSection(e, S.gameOver, name, names(), say);
    resultEl.replaceChildren(...children);
    if (ss.phase === "between" || ss.phase === "over") heading.focus({ preventScroll: true });
  }

  return {
    form: { element: options, fill: form.fill },
    layout: { options: [pacing], table: [resultEl, tableEl, sheetEl], after: [balanceSection(() => (S.options ? S.options.players : 4), say)] },
    absorb: (answer) => absorb(answer.events || []),
    render(v) {
      seatsEl.replaceChildren(...seatItems(v, name, say));
      renderCalls(v);
      renderHand(v);
      renderResult();
      const sig = `${v.sheet.length}|${v.scores.join(",")}`;
      if (sheetEl.dataset.sig !== sig) { sheetEl.dataset.sig = sig; sheetEl.replaceChildren(sheetTable(v, name, say)); }
    },
    clear: () => { handList.textContent = ""; },
    snapshot: () => ({ lastScore: S.lastScore, gameOver: S.gameOver, showResult: S.showResult }),
    fresh(o, answer) {
      Object.assign(S, { options: o, lastScore: null, gameOver: null, received: null, showResult: false });
      S.selected.clear();
      clearMessage();
      absorb(answer.events || []);
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
    showMessage,
    clearMessage,
    focusFirst: () => handList.querySelector("button"),
    info: (v) => say("hand_info", { hand: v.hand_no, target: v.target }),
    clock: (v, elapsed) => say("into_hand", { s: (elapsed / 1000).toFixed(1) }),
    notice: (el) => handEl.insertBefore(el, handEl.querySelector(".bo-hand__actions")),
  };
}
