// Bourse, playable: you are player 1 (seat 0) at a table of 3 to 7; the others are the engine's
// bots. Select cards of one kind and call their number; match another player's call; Close (or
// Sell, with the Selling card) when you judge the market right. The engine keeps the rules and
// the scores; this module keeps a virtual clock (ms since the game began, running only while a
// hand is open), lets the bots act by table.advance every TICK_MS, sends your actions with their
// time through table.act, and saves the game in localStorage so a reload brings it back.
import { h } from "../dom.js";
import { call } from "../runtime.js";
import { mountStatus } from "../status.js";
import {
  SPEEDS, isOptionsHash, keysText, parseHash, points, randomSeed, toHash,
} from "../bourse/cards.js";
import { clauseEl, scoreSection, sheetTable } from "../bourse/scoring.js";
import { createLog } from "../bourse/log.js";
import { balanceSection } from "../bourse/balance.js";
import { readSaved, writeSaved } from "../bourse/store.js";
import { callItems, field, seatItems, selectEl, syncCardButtons } from "../bourse/table.js";

const TICK_MS = 120;
const SAVE_EVERY_MS = 2500;

const button = (text, onclick, cls = "md-button") => h("button", { type: "button", class: cls, onclick }, text);

export function mount(root) {
  root.textContent = "";
  root.classList.add("bo");
  const status = mountStatus(root);
  const S = {
    gen: 0, table: null, options: null, view: null, phase: "boot", base: 0, anchor: null, selected: new Set(),
    handKey: "", lastScore: null, gameOver: null, received: null, showResult: false, queue: Promise.resolve(),
    busy: false, lastSave: 0,
  };
  let alive = true;
  const name = (s) => (s === 0 ? "You" : `Player ${s + 1}`);
  const names = () => new Map((S.view ? [...S.view.cards, ...S.view.rise_fall_cards] : []).map((c) => [c.key, c.name]));

  // ---------------------------------------------------------------- layout
  const notices = h("div", { class: "bo-notices" });
  const live = h("div", { class: "bo-live", "aria-live": "polite", "aria-atomic": "false" });
  const optPlayers = selectEl("players", [3, 4, 5, 6, 7].map((n) => [n, `${n} players`]));
  const optSpeed = selectEl("speed", SPEEDS);
  const optSeed = h("input", { type: "number", name: "seed", min: "0", step: "1", inputmode: "numeric", placeholder: "random" });
  const optForm = h("form", { class: "bo-options__form", novalidate: true },
    field("Players", optPlayers, "You and 2 to 6 bots."), field("Bot speed", optSpeed, "How fast the bots react."),
    field("Seed", optSeed, "The deal's number; blank = a new one."),
    h("div", { class: "bo-options__buttons" }, h("button", { type: "submit", class: "md-button md-button--primary" }, "New game with these options")));
  const options = h("details", { class: "bo-options" }, h("summary", { text: "Options" }), optForm);
  const startBtn = button("Start: take up the hands", () => start(), "md-button md-button--primary");
  const pauseBtn = button("Pause", () => togglePause(), "md-button");
  const newBtn = button("New game", () => S.options && newGame({ ...S.options, seed: null }, "New game"));
  const dealLink = h("a", { class: "bo-deallink", href: "#" }, "Link to this game");
  const infoEl = h("span", { class: "bo-bar__info" });
  const clockEl = h("span", { class: "bo-clock" });
  const phaseEl = h("p", { class: "bo-phase" });
  const resultEl = h("section", { class: "bo-result", "aria-label": "Hand result", hidden: true });
  const seatsEl = h("ul", { class: "bo-seats", "aria-label": "Players at the table" });
  const callsList = h("ul", { class: "bo-calls__list" });
  const callsEmpty = h("p", { class: "bo-muted", text: "Nobody is calling." });
  const callsEl = h("section", { class: "bo-calls", "aria-label": "Calls on the table" },
    h("h3", { class: "bo-h", text: "Calls on the table" }), callsList, callsEmpty);
  const valueEl = h("p", { class: "bo-value" });
  const receivedEl = h("p", { class: "bo-received", hidden: true });
  const handList = h("div", { class: "bo-hand__cards", role: "group", "aria-label": "Your cards: press to select" });
  const myCallText = h("span");
  const myCallEl = h("p", { class: "bo-mycall", hidden: true }, myCallText, " ", button("Stop calling", () => act({ type: "withdraw" })));
  const callBtn = button("Call", () => doCall(), "md-button md-button--primary");
  const clearBtn = button("Clear selection", () => { S.selected.clear(); render(); });
  const closeBtn = button("Close", () => S.view && S.view.may_close && act({ type: S.view.may_close }), "md-button bo-close");
  const closeHint = h("p", { class: "bo-hint" });
  const messageEl = h("p", { class: "bo-message", hidden: true });
  const handEl = h("section", { class: "bo-hand", "aria-label": "Your hand" }, h("h3", { class: "bo-h", text: "Your hand" }),
    valueEl, receivedEl, handList, myCallEl, h("div", { class: "bo-hand__actions" }, callBtn, clearBtn, closeBtn), closeHint, messageEl);
  const sheetEl = h("section", { class: "bo-sheet", "aria-label": "Score sheet" });
  const log = createLog(live);
  root.append(notices, options, h("div", { class: "bo-bar" }, startBtn, pauseBtn, newBtn, dealLink, infoEl, clockEl), phaseEl,
    resultEl, h("div", { class: "bo-table" }, seatsEl, callsEl, handEl), sheetEl, log.element,
    balanceSection(() => (S.options ? S.options.players : 4)), live);

  // ---------------------------------------------------------------- clock, messages, engine queue
  const vnow = () => Math.floor(S.anchor === null ? S.base : S.base + (performance.now() - S.anchor));
  const runClock = (from) => { S.base = Math.max(from, vnow()); S.anchor = performance.now(); };
  const stopClock = () => { S.base = vnow(); S.anchor = null; };
  function notice(text, kind = "info") {
    const p = h("p", { class: `bo-notice bo-notice--${kind}` }, h("span", { text }), " ");
    p.append(h("button", { type: "button", class: "bo-linkbtn", "aria-label": "Dismiss this message", onclick: () => p.remove() }, "Dismiss"));
    notices.append(p);
    log.announce(text);
  }
  function showMessage(text, clause, kind = "error") {
    messageEl.className = `bo-message bo-message--${kind}`;
    messageEl.replaceChildren(h("span", { text }), clause ? h("span", {}, " Clause ", clauseEl(clause), ".") : "");
    messageEl.hidden = false;
    log.announce(clause ? `${text} Clause ${clause}.` : text);
  }
  const clearMessage = () => { messageEl.hidden = true; messageEl.textContent = ""; };
  const engineError = (err) => (!err ? "unknown error" : err.kind === "illegal" ? `Not allowed: ${err.message}.`
    : err.kind === "runtime" ? `Python is not available: ${err.message}` : `The engine refused: ${err.message}`);
  function enqueue(fn) {
    const run = S.queue.then(fn, fn);
    S.queue = run.catch(() => {});
    return run;
  }

  function absorb(result) {
    for (const e of result.events || []) {
      log.event(e, name, names());
      if (e.type === "received" && e.to === 0) S.received = { cards: e.cards, from: e.from, hand: S.view ? S.view.hand_no : 1 };
      if (e.type === "score") {
        S.lastScore = e;
        S.showResult = true;
        S.selected.clear();
        S.received = null;
        if (S.phase === "running" || S.phase === "paused") S.phase = "between";
        clearMessage();
      }
      if (e.type === "game_over") { S.gameOver = e; S.phase = "over"; }
    }
    S.view = result.view;
  }

  async function tick() {
    if (!alive) return;
    renderClock();
    if (S.phase !== "running" || S.busy || !S.table) return;
    S.busy = true;
    const gen = S.gen;
    try {
      await enqueue(async () => {
        if (gen !== S.gen || S.phase !== "running") return;
        const result = await call("table.advance", { table: S.table, t: vnow() });
        if (gen !== S.gen || !alive) return;
        absorb(result);
        if (S.phase !== "running") { stopClock(); save(); } else if (performance.now() - S.lastSave > SAVE_EVERY_MS) save();
        render();
      });
    } catch (err) {
      if (gen === S.gen && alive) { stopClock(); S.phase = "paused"; showMessage(`The game was paused: ${engineError(err)}`); render(); }
    } finally {
      S.busy = false;
    }
  }

  /** A human action now: the bots move up to its time first, then the action (one round trip each). */
  function act(action, after) {
    if (S.phase === "paused") return showMessage("The game is paused: press Resume, then play.", null, "warn");
    if (S.phase !== "running") return showMessage("Not allowed: no player touches the cards until the dealer takes up his own hand (press Start).", "bourse-E-2");
    const gen = S.gen;
    return enqueue(async () => {
      if (gen !== S.gen || !S.table) return;
      const t = vnow();
      try {
        const result = await call("table.act", { table: S.table, action: { ...action, seat: 0, t } });
        if (gen !== S.gen) return;
        clearMessage();
        absorb(result);
        if (after) after();
        if (S.phase !== "running") stopClock();
        save();
      } catch (err) {
        if (gen !== S.gen) return;
        const before = S.phase;
        if (err && Array.isArray(err.events) && err.events.length) {  // the bots moved first; their moves stand
          absorb({ events: err.events, view: await call("table.view", { table: S.table, seat: 0 }) });
        }
        if (before === "running" && S.phase !== "running") {
          stopClock();
          save();
          showMessage("Too late: the market was closed before your move.", null, "warn");
        } else showMessage(engineError(err), err && err.kind === "illegal" ? err.clause : null);
      }
      render();
    });
  }

  // ---------------------------------------------------------------- your moves
  const selectedKeys = () => [...S.selected].sort((a, b) => a - b).map((i) => S.view.in_hand[i]).filter(Boolean);
  function doCall(target) {
    const cards = S.view ? selectedKeys() : [];
    if (!cards.length) return showMessage("Select the cards you wish to exchange first (all of one kind).", null, "warn");
    const action = target ? { type: "call", cards, with: target.call } : { type: "call", cards };
    act(action, () => { S.selected.clear(); });
  }
  function start() {
    if (!S.view || !(S.phase === "ready" || S.phase === "between")) return;
    runClock(S.view.signal_t);
    S.phase = "running";
    S.showResult = false;
    log.add(`Hand ${S.view.hand_no}: the dealer takes up his hand; the exchange is open.`, "deal");
    log.announce(`Hand ${S.view.hand_no}: the exchange is open.`);
    clearMessage();
    render();
    const first = handList.querySelector("button");
    if (first) first.focus();
  }
  function togglePause(reason) {
    if (S.phase === "running") { stopClock(); S.phase = "paused"; log.announce(reason || "Paused."); if (reason) log.add(reason); save(); }
    else if (S.phase === "paused") { runClock(vnow()); S.phase = "running"; clearMessage(); log.announce("Resumed."); }
    render();
  }

  // ---------------------------------------------------------------- saving, restoring, new games
  function save() {
    if (!S.table) return;
    S.lastSave = performance.now();
    const table = S.table;
    const snap = { options: S.options, phase: S.phase, clock: vnow(), log: log.entries().slice(0, 120),
      lastScore: S.lastScore, gameOver: S.gameOver, showResult: S.showResult };
    enqueue(() => writeSaved(table, snap).catch((err) => {
      if (alive) notice(`This game could not be saved in the browser (${err.message}); a reload will not bring it back.`, "warn");
    }));
  }
  function replaceTable(gen) {
    const old = S.table;
    S.table = null;
    if (old) call("table.close", { table: old }).catch(() => {});
    return gen;
  }
  async function restore(d) {
    const gen = replaceTable(++S.gen);
    const result = await call("table.load", { record: d.record, human_seats: [0], bots: { speed: d.options.speed }, now: d.now });
    if (gen !== S.gen || !alive) return call("table.close", { table: result.table }).catch(() => {});
    Object.assign(S, { table: result.table, options: d.options, view: result.view, lastScore: d.lastScore || null,
      gameOver: result.view.over ? d.gameOver : null, showResult: !!d.showResult, received: null, anchor: null,
      base: Math.max(result.now, Math.floor(d.clock)) });
    S.selected.clear();
    log.load(d.log);
    S.phase = S.view.over ? "over" : d.phase === "ready" || d.phase === "between" ? d.phase : "paused";
    fillForm(S.options);
    writeHash(S.options);
    log.add(result.exact ? "Game restored after a reload." : "Game restored after a reload; the bots start afresh.");
    notice(S.phase === "paused" ? "Your game was restored. It is paused: press Resume to go on." : "Your game was restored.");
    render();
  }
  async function newGame(o, why) {
    const opts = { ...o, seed: o.seed === null || o.seed === undefined ? randomSeed() : o.seed };
    const gen = replaceTable(++S.gen);
    Object.assign(S, { phase: "boot", anchor: null, base: 0 });
    render();
    let result;
    try {
      result = await call("table.new", { game: "bourse", params: { players: opts.players }, seed: opts.seed,
        human_seats: [0], bots: { speed: opts.speed } });
    } catch (err) {
      if (gen === S.gen && alive) showMessage(`Could not start a game: ${engineError(err)}`);
      return;
    }
    if (gen !== S.gen || !alive) return call("table.close", { table: result.table }).catch(() => {});
    Object.assign(S, { table: result.table, options: opts, view: result.view, phase: "ready", lastScore: null,
      gameOver: null, received: null, showResult: false });
    S.selected.clear();
    log.load([]);
    clearMessage();
    absorb(result);
    log.add(`${why}: ${opts.players} players, ${opts.speed} bots, seed ${opts.seed}; the game is taken to ${S.view.target}.`);
    fillForm(opts);
    writeHash(opts);
    render();
    save();
  }
  function fillForm(o) {
    optPlayers.value = String(o.players);
    optSpeed.value = o.speed;
    optSeed.value = o.seed === null ? "" : String(o.seed);
  }
  function writeHash(o) {
    if (location.hash && !isOptionsHash(location.hash)) return; // a clause anchor: leave it
    if (location.hash !== toHash(o)) history.replaceState(history.state, "", toHash(o));
  }
  optForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const seed = optSeed.value.trim();
    const { options: o, problems } = parseHash(`players=${optPlayers.value}&speed=${optSpeed.value}${seed ? `&seed=${seed}` : ""}`);
    if (problems.length) return showMessage(`Options not accepted: ${problems.join("; ")}.`, null);
    newGame(o, "New game");
  });

  // ---------------------------------------------------------------- rendering
  function renderClock() {
    const v = S.view;
    const text = v && (S.phase === "running" || S.phase === "paused") ? `${(Math.max(0, vnow() - v.signal_t) / 1000).toFixed(1)} s into the hand` : "";
    if (clockEl.textContent !== text) clockEl.textContent = text;
  }
  function render() {
    if (!alive) return;
    const v = S.view;
    root.dataset.phase = S.phase;
    startBtn.hidden = !(S.phase === "ready" || S.phase === "between");
    startBtn.textContent = S.phase === "between" ? "Next hand: take up the hands" : "Start: take up the hands";
    pauseBtn.hidden = !(S.phase === "running" || S.phase === "paused");
    pauseBtn.textContent = S.phase === "paused" ? "Resume" : "Pause";
    newBtn.disabled = !S.options;
    if (S.options) { dealLink.href = toHash(S.options); dealLink.setAttribute("aria-label", `Link to this game (seed ${S.options.seed})`); }
    infoEl.textContent = v ? `Hand ${v.hand_no} · to ${v.target}` : "";
    renderClock();
    phaseEl.textContent = { boot: "Setting up the table…", ready: "The cards are dealt. Press Start: the exchange opens.",
      running: "The exchange is open: select cards of one kind and call their number, match a call, or close the market.",
      paused: "Paused.", between: "Hand scored. Press “Next hand” to play on.", over: "Game over." }[S.phase];
    if (!v || S.phase === "boot") { handList.textContent = ""; return; }
    renderSeats(v);
    renderCalls(v);
    renderHand(v);
    renderResult();
    const sig = `${v.sheet.length}|${v.scores.join(",")}`;
    if (sheetEl.dataset.sig !== sig) { sheetEl.dataset.sig = sig; sheetEl.replaceChildren(sheetTable(v, name)); }
    log.render();
  }
  function renderSeats(v) {
    seatsEl.replaceChildren(...seatItems(v, name));
  }
  function renderCalls(v) {  // rebuilt only when the calls change, so a button is not swapped under a click
    const sig = v.calls.filter((c) => c.seat !== 0).map((c) => c.call).join(",");
    if (callsList.dataset.sig !== sig) {
      callsList.dataset.sig = sig;
      callsList.replaceChildren(...callItems(v, name, (c) => doCall(c)));
    }
    callsEmpty.hidden = sig !== "";
  }
  function renderHand(v) {
    const open = S.phase === "running" || S.phase === "paused" || S.phase === "over";  // bourse-E-2
    const byKey = new Map(v.cards.map((c) => [c.key, c]));
    const sig = v.in_hand.join(",");
    if (sig !== S.handKey) { S.selected.clear(); S.handKey = sig; }
    syncCardButtons(handList, v.in_hand, open ? byKey : null, S.selected, (i) => {
      S.selected.has(i) ? S.selected.delete(i) : S.selected.add(i);
      render();
    });
    handList.dataset.cards = open ? sig : "";
    valueEl.textContent = open ? `Your hand counts ${points(v.value, true)} now (before any Selling-card loss).` : "";
    const mine = v.my_call;
    myCallEl.hidden = !mine;
    if (mine) myCallText.textContent = `You are calling “${mine.count}!” with ${keysText(mine.cards, names())}.`;
    const n = S.selected.size;
    callBtn.textContent = n ? `Call ${n}` : "Call";
    callBtn.setAttribute("aria-label", n ? `Call ${n}: exchange the ${n} selected card${n > 1 ? "s" : ""}` : "Call: select cards first");
    clearBtn.disabled = n === 0;
    closeBtn.hidden = !v.may_close || !(S.phase === "running" || S.phase === "paused");
    closeBtn.textContent = v.may_close === "sell" ? "Sell (close the market)" : "Close the market";
    closeHint.textContent = v.may_close || !open ? "" : "You hold no Rise & Fall card, so you cannot close the market (special rule 4).";
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
    const { heading, children } = scoreSection(e, S.gameOver, name);
    resultEl.replaceChildren(...children);
    if (S.phase === "between" || S.phase === "over") heading.focus({ preventScroll: true });
  }

  // ---------------------------------------------------------------- start
  const timer = setInterval(tick, TICK_MS);
  const onVisibility = () => { if (document.hidden && S.phase === "running") togglePause("Paused while the page was hidden."); };
  const onPageHide = () => { if (S.phase === "running") togglePause("Paused when the page was left."); else save(); };
  const onHashChange = () => {
    if (!isOptionsHash(location.hash) || (S.options && location.hash === toHash(S.options))) return;
    const { options: o, problems } = parseHash(location.hash);
    if (problems.length) notice(`The link's options have problems (${problems.join("; ")}); defaults are used for those.`, "warn");
    fillForm(o);
    notice("The link's options are in the Options form: press “New game with these options” to play them.");
  };
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("hashchange", onHashChange);
  (async () => {
    const parsed = parseHash(location.hash);
    if (parsed.problems.length) notice(`The link's options could not all be used (${parsed.problems.join("; ")}); defaults are used instead.`, "warn");
    fillForm(parsed.options);
    render();
    const saved = readSaved((why) => notice(`A saved game could not be restored (${why}), so it was discarded.`, "warn"));
    const same = saved && (!parsed.given || toHash(saved.options) === toHash({ ...parsed.options, seed: parsed.options.seed ?? saved.options.seed }));
    if (same) {
      try { await restore(saved); return; } catch (err) { if (!alive) return; notice(`The saved game could not be restored (${err.message}).`, "warn"); }
    }
    if (alive) await newGame(parsed.options, parsed.given ? "New game from the link" : "New game");
  })().catch((err) => { if (alive) showMessage(`The demo could not start: ${engineError(err)}`); });

  return {
    destroy() {
      if (!alive) return;
      if (S.phase === "running") { stopClock(); S.phase = "paused"; }
      save();
      alive = false;
      clearInterval(timer);
      log.destroy();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("hashchange", onHashChange);
      const table = S.table;
      S.gen += 1;
      if (table) enqueue(() => call("table.close", { table }).catch(() => {}));
      status.destroy();
    },
  };
}
