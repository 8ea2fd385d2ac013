// Bourse, playable: you are player 1 (seat 0) at a table of 3 to 7; the others are the engine's
// bots. Select cards of one kind and call their number; match another player's call; Close (or
// Sell, with the Selling card) when you judge the market right. The engine keeps the rules and
// the scores; the shared table session (table/session.js) keeps the clock, drives the bots, sends
// your actions and saves the game (so a reload brings back exactly what was shown); the log,
// "How to play" (bourse.how_to_play), the learning pace and the options in the URL hash (from the
// engine's schemas) are the shared table's too. This module lays the table out and hands the
// engine's answers to the renderers (bourse/*.js).
import { h } from "../../dom.js";
import { mountStatus } from "../../status.js";
import { evidenceItems, keysText, points } from "./cards.js";
import { LABELS, READINGS, bourseOptions } from "./options.js";
import { scoreSection, sheetTable } from "./scoring.js";
import { logEvent } from "./log.js";
import { balanceSection } from "./balance.js";
import { callItems, seatItems, syncCardButtons } from "./table.js";
import { createHowTo, rulesEl } from "../../table/howto.js";
import { createLog } from "../../table/log.js";
import { optionsForm } from "../../table/optionsform.js";
import { createPace } from "../../table/pace.js";
import { bringToTable, focusInPlace } from "../../table/onscreen.js";
import { createLifecycle } from "../../table/lifecycle.js";
import { phaseText } from "../../table/words.js";
import { createSession } from "../../table/session.js";
import { createTogether } from "../../together/together.js";
import { me } from "../../table/seat.js";

const STORE_VERSION = 2; // 2: the record mirrored by table/session.js (1 asked the worker for it)

const button = (text, onclick, cls = "md-button") => h("button", { type: "button", class: cls, onclick }, text);

export function mount(root) {
  const choice = bourseOptions(root); // the hash's options, from the engine's schemas
  root.textContent = "";
  root.classList.add("bo");
  const status = mountStatus(root);
  // What this game shows beyond the session: selection, the last scoring, what you received.
  const S = { options: null, selected: new Set(), handKey: "", lastScore: null, gameOver: null, received: null, showResult: false };
  const log = createLog({ prefix: "bo" });
  let together = null; // Play together (together/together.js): the session's transport when others play
  const session = createSession({
    storageKey: () => together.storeKey(),
    call: (method, args) => together.call(method, args),
    humans: () => together.humans(),
    remote: () => together.remote(),
    storeVersion: STORE_VERSION,
    mode: "real-time",
    absorb: (answer) => absorb(answer.events || []),
    refresh: async () => {},
    render: () => render(),
    accepted: () => {
      clearMessage();
      pace.acted();
    },
    snapshot: () => ({ options: S.options, log: log.entries.slice(0, 120), lastScore: S.lastScore, gameOver: S.gameOver,
      showResult: S.showResult }),
    onError: (text, err) => showMessage(text, err && err.kind === "illegal" ? err.clause : null),
    onSaveFailed: (message) => log.notice(choice.say("save_failed", { reason: message }), "warn"),
    onTick: () => renderClock(),
    onHidden: () => { if (session.S.phase === "running") togglePause(choice.say("paused_hidden")); },
    onLeave: () => { if (session.S.phase === "running") togglePause(choice.say("paused_left")); },
  });
  const ss = session.S; // the session's own state: table, view, phase
  const name = (s) => (s === me() ? "You" : `Player ${s + 1}`);
  // every card's name, as the engine words it (view.card_names: the whole pack, not only your hand)
  const names = () => new Map(ss.view ? [...Object.entries(ss.view.card_names || {}),
    ...[...ss.view.cards, ...ss.view.rise_fall_cards].map((c) => [c.key, c.name])] : []);

  // ---------------------------------------------------------------- layout
  const pace = createPace(session, log, choice.say, { cls: "bo", roundOf: (v) => v.hand_no });
  const seats = choice.schema("players");
  const hints = { players: choice.say("players_hint", { min: seats.min - 1, max: seats.max - 1 }) };
  const item = (key) => ({ key, ...LABELS[key],
    hint: LABELS[key].hint ?? hints[key] ?? (READINGS.includes(key) ? choice.schema(key).description : undefined) });
  const form = optionsForm(choice, ["players", "speed", "seed", ...READINGS].map(item), {
    cls: "bo",
    onSubmit: (o) => life.newGame(o, "why_options"),
    onProblems: (problems) => showMessage(choice.say("options_refused", { problems: problems.join("; ") }), null),
  });
  const options = h("details", { class: "bo-options" }, h("summary", { text: "Options" }), form.element);
  const howTo = createHowTo("bourse");
  const startBtn = button("Start: take up the hands", () => start(), "md-button md-button--primary");
  const pauseBtn = button("Pause", () => togglePause(), "md-button");
  const newBtn = button("New game", () => S.options && life.newGame({ ...S.options, seed: null }, "why_new"));
  const dealLink = h("a", { class: "bo-deallink", href: "#" }, "Link to this game");
  const infoEl = h("span", { class: "bo-bar__info" });
  const clockEl = h("span", { class: "bo-clock" });
  const phaseEl = h("p", { class: "bo-phase" });
  const resultEl = h("section", { class: "bo-result", "aria-label": "Hand result", hidden: true });
  const seatsEl = h("ul", { class: "bo-seats", "aria-label": "Players at the table" });
  const callsList = h("ul", { class: "bo-calls__list" });
  const callsEmpty = h("p", { class: "bo-muted", text: choice.say("no_calls") });
  const callsEl = h("section", { class: "bo-calls", "aria-label": "Calls on the table" },
    h("h3", { class: "bo-h", text: "Calls on the table" }), callsList, callsEmpty);
  const valueEl = h("p", { class: "bo-value" });
  const receivedEl = h("p", { class: "bo-received", hidden: true });
  const handList = h("div", { class: "bo-hand__cards", role: "group", "aria-label": "Your cards: press to select" });
  const countsKey = h("p", { class: "bo-counts-key", hidden: true, text: choice.say("counts_key") });
  const evidenceList = h("ul", { class: "bo-evidence__list" });
  const evidenceEl = h("details", { class: "bo-evidence" }, h("summary", { text: "Your Rise & Fall cards: where each face comes from" }), evidenceList);
  const myCallText = h("span");
  const myCallEl = h("p", { class: "bo-mycall", hidden: true }, myCallText, " ", button("Stop calling", () => act({ type: "withdraw" })));
  const callBtn = button("Call", () => doCall(), "md-button md-button--primary");
  const clearBtn = button("Clear selection", () => { S.selected.clear(); render(); });
  const closeBtn = button("Close", () => ss.view && ss.view.may_close && act({ type: ss.view.may_close }), "md-button bo-close");
  const closeHint = h("p", { class: "bo-hint" });
  const messageEl = h("p", { class: "bo-message", hidden: true });
  const handEl = h("section", { class: "bo-hand", "aria-label": "Your hand" }, h("h3", { class: "bo-h", text: "Your hand" }),
    valueEl, receivedEl, handList, countsKey, myCallEl, h("div", { class: "bo-hand__actions" }, callBtn, clearBtn, closeBtn), closeHint, messageEl, evidenceEl);
  const sheetEl = h("section", { class: "bo-sheet", "aria-label": "Score sheet" });
  const pacing = h("div", { class: "bo-pacing tk-host-only" }, pace.label);
  const tableEl = h("div", { class: "bo-table" }, callsEl, handEl, seatsEl);
  for (const el of [phaseEl, resultEl, tableEl, sheetEl, log.element]) el.classList.add("tk-table");
  for (const el of [options, startBtn, pauseBtn]) el.classList.add("tk-host-only");
  for (const el of [newBtn, dealLink]) el.classList.add("tk-solo-only"); // a shared deal is nobody's to see or change from here
  root.append(log.notices, howTo.element, options, pacing, h("div", { class: "bo-bar" }, startBtn, pauseBtn, newBtn, dealLink, infoEl, clockEl), phaseEl,
    resultEl, tableEl, sheetEl, log.element,
    balanceSection(() => (S.options ? S.options.players : 4)), log.live);

  // ---------------------------------------------------------------- messages, engine answers
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

  /** A human action now, through the session (one round trip; the bots due first act first). */
  function act(action, after) {
    if (ss.phase === "paused") return showMessage(choice.say("paused_now"), null, "warn");
    if (ss.phase !== "running") return showMessage(choice.say("not_started"), "bourse-E-2");
    return session.act(action, after);
  }

  // ---------------------------------------------------------------- your moves
  const selectedKeys = () => [...S.selected].sort((a, b) => a - b).map((i) => ss.view.in_hand[i]).filter(Boolean);
  function doCall(target) {
    const cards = ss.view ? selectedKeys() : [];
    if (!cards.length) return showMessage(choice.say("select_first"), null, "warn");
    const action = target ? { type: "call", cards, with: target.call } : { type: "call", cards };
    act(action, () => { S.selected.clear(); });
  }
  /** The hands taken up, on every page of the table (a player's page: at the host's start): the
   * last hand's result is put away and the exchange opens. */
  function openHand(v) {
    S.showResult = false;
    log.add(choice.say("open", { hand: v.hand_no }), "deal");
    log.announce(choice.say("open", { hand: v.hand_no }));
    clearMessage();
  }
  function start() {
    const v = ss.view;
    if (!v || !(ss.phase === "ready" || ss.phase === "between")) return;
    session.signal(v.signal_t);
    pace.update();
    openHand(v);
    session.save(true); // a reload now brings back the open hand (paused)
    render();
    bringToTable(phaseEl);
    focusInPlace(handList.querySelector("button"));
  }
  function togglePause(reason) {
    if (session.pause()) {
      if (reason) log.add(reason);
      log.announce(reason || "Paused.");
      session.save(true);
    } else if (session.resume()) {
      clearMessage();
      log.announce("Resumed.");
    }
    render();
  }

  // ---------------------------------------------------------------- new games, saved games
  // The boot, the saved game, the link's options and a new game are the shared lifecycle's
  // (table/lifecycle.js); this is what of them is Bourse's own.
  const life = createLifecycle({
    game: "bourse", session, choice, log, howTo, fill: form.fill, render: () => render(),
    showError: (text) => showMessage(text, null),
    fresh(options, answer) {
      Object.assign(S, { options, lastScore: null, gameOver: null, received: null, showResult: false });
      S.selected.clear();
      clearMessage();
      absorb(answer.events || []);
    },
    restore(d, answer) {
      Object.assign(S, { options: d.options, lastScore: d.lastScore || null, gameOver: answer.view.over ? d.gameOver : null,
        showResult: !!d.showResult, received: null });
      S.selected.clear();
      log.entries = d.log;
    },
    newFields: (options, answer) => ({ target: answer.view.target }),
    shared: () => together.shared(),
    mayDeal: () => together.mayDeal(),
  });
  // ---------------------------------------------------------------- rendering
  function renderClock() {
    const v = ss.view;
    const text = v && (ss.phase === "running" || ss.phase === "paused") ? `${(Math.max(0, session.vnow() - v.signal_t) / 1000).toFixed(1)} s into the hand` : "";
    if (clockEl.textContent !== text) clockEl.textContent = text;
  }
  function render() {
    if (!session.alive) return;
    const v = ss.view;
    root.dataset.phase = ss.phase;
    startBtn.hidden = !(ss.phase === "ready" || ss.phase === "between");
    startBtn.textContent = ss.phase === "between" ? "Next hand: take up the hands" : "Start: take up the hands";
    pauseBtn.hidden = !(ss.phase === "running" || ss.phase === "paused");
    pauseBtn.textContent = ss.phase === "paused" ? "Resume" : "Pause";
    newBtn.disabled = !S.options;
    if (S.options && !together.shared()) { dealLink.href = choice.toHash(S.options); dealLink.setAttribute("aria-label", `Link to this game (seed ${S.options.seed})`); }
    else { dealLink.removeAttribute("href"); dealLink.removeAttribute("aria-label"); }
    infoEl.textContent = v ? `Hand ${v.hand_no} · to ${v.target}` : "";
    renderClock();
    phaseEl.textContent = together.phase(ss.phase) || phaseText(choice.say, ss.phase);
    if (!v || ss.phase === "boot") { handList.textContent = ""; return; }
    renderSeats(v);
    renderCalls(v);
    renderHand(v);
    renderResult();
    const sig = `${v.sheet.length}|${v.scores.join(",")}`;
    if (sheetEl.dataset.sig !== sig) { sheetEl.dataset.sig = sig; sheetEl.replaceChildren(sheetTable(v, name, choice.say)); }
    log.render();
    together.sync();
  }
  function renderSeats(v) {
    seatsEl.replaceChildren(...seatItems(v, name));
  }
  function renderCalls(v) {  // rebuilt only when the calls change, so a button is not swapped under a click
    const sig = v.calls.filter((c) => c.seat !== me()).map((c) => c.call).join(",");
    if (callsList.dataset.sig !== sig) {
      callsList.dataset.sig = sig;
      callsList.replaceChildren(...callItems(v, name, (c) => doCall(c)));
    }
    callsEmpty.hidden = sig !== "";
  }
  function renderHand(v) {
    const open = ss.phase === "running" || ss.phase === "paused" || ss.phase === "over";  // bourse-E-2
    const byKey = new Map(v.cards.map((c) => [c.key, c]));
    const sig = v.in_hand.join(",");
    if (sig !== S.handKey) { S.selected.clear(); S.handKey = sig; }
    syncCardButtons(handList, v.in_hand, open ? byKey : null, S.selected, (i) => {
      S.selected.has(i) ? S.selected.delete(i) : S.selected.add(i);
      render();
    }, v.marks || {}, choice.say);
    countsKey.hidden = !(open && v.marks && Object.keys(v.marks).length);
    handList.dataset.cards = open ? sig : "";
    const faces = open ? v.cards.filter((c) => c.kind === "rise-fall") : [];
    const fsig = faces.map((c) => c.key).join(",");
    if (evidenceList.dataset.sig !== fsig) { evidenceList.dataset.sig = fsig; evidenceList.replaceChildren(...evidenceItems(faces)); }
    evidenceEl.hidden = !faces.length;
    valueEl.textContent = open ? choice.say("value", { value: points(v.value, true) }) : "";
    const mine = v.my_call;
    myCallEl.hidden = !mine;
    if (mine) myCallText.textContent = choice.say("my_call", { count: mine.count, cards: keysText(mine.cards, names()) });
    const n = S.selected.size;
    callBtn.textContent = n ? `Call ${n}` : "Call";
    callBtn.setAttribute("aria-label", n ? `Call ${n}: exchange the ${n} selected card${n > 1 ? "s" : ""}` : "Call: select cards first");
    clearBtn.disabled = n === 0;
    closeBtn.hidden = !v.may_close || !(ss.phase === "running" || ss.phase === "paused");
    closeBtn.textContent = v.may_close === "sell" ? "Sell (close the market)" : "Close the market";
    closeHint.textContent = v.may_close || !open ? "" : choice.say("no_close");
    if (S.received && S.received.hand === v.hand_no && open) {
      receivedEl.hidden = false;
      receivedEl.textContent = `Received from ${name(S.received.from)}: ${keysText(S.received.cards, names())}.`;
    } else receivedEl.hidden = true;
  }
  function renderResult() {
    const e = S.lastScore;
    if (!e || !S.showResult) { resultEl.hidden = true; return; }
    const sig = `${e.hand}|${e.t}|${!!S.gameOver}`;
    if (resultEl.dataset.sig === sig && !resultEl.hidden) return;
    resultEl.dataset.sig = sig;
    resultEl.hidden = false;
    const { heading, children } = scoreSection(e, S.gameOver, name, names(), choice.say);
    resultEl.replaceChildren(...children);
    if (ss.phase === "between" || ss.phase === "over") heading.focus({ preventScroll: true });
  }

  // ---------------------------------------------------------------- Play together
  together = createTogether({
    root, session, say: choice.say, log, howTo, life, storageKey: "topeka.bourse",
    engine: choice.together, render: () => render(), atTable: () => bringToTable(phaseEl),
    signalled: (v) => openHand(v),
    fresh: (o, answer) => life.fresh(o, answer),
    players: () => (life.options || choice.defaults()).players,
    params: () => session.S.record && session.S.record.head.params,
  });
  root.insertBefore(together.element, options);
  handEl.insertBefore(together.notice, handEl.querySelector(".bo-hand__actions"));

  // ---------------------------------------------------------------- start
  together.boot(() => life.boot());

  return {
    destroy() {
      if (!session.alive) return;
      together.destroy();
      session.destroy();
      log.destroy();
      life.hash.destroy();
      status.destroy();
    },
  };
}
