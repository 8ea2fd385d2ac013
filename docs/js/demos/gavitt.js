// Gavitt's Stock Exchange, playable: you are broker 1 (seat 0) at a table of 3 to 6; the others are
// the engine's bots. The engine never reads a clock: this module keeps one (virtual ms since the
// game began, running only while the game runs), lets the bots act by calling table.advance every
// TICK_MS, and sends your actions with their time through table.act. The game in progress is
// saved in localStorage (the engine's record plus what this page shows) and restored on reload.
import { h } from "../dom.js";
import { call } from "../runtime.js";
import { mountStatus } from "../status.js";
import { cardButtonLabel, cardFace, countText, money, paintCard, railroadIndex } from "../gavitt/cards.js";
import { CLAUSES, roundLines } from "../gavitt/scoring.js";
import {
  SPEEDS, botArgs, checkOptions, defaults, isOptionsHash, parseHash, randomSeed, tableArgs, toHash,
} from "../gavitt/options.js";

const TICK_MS = 120;
const SAVE_EVERY_MS = 2500;
const LOG_MAX = 200;
const STORE_VERSION = 1;

const COUNT_WORD = ["None", "One", "Two"];

// ------------------------------------------------------------------ small DOM helpers
function button(text, onclick, cls = "md-button") {
  return h("button", { type: "button", class: cls, onclick }, text);
}

let uid = 0;
function hintFor(control, hint) {
  if (!hint) return null;
  const id = `gv-hint-${++uid}`;
  control.setAttribute("aria-describedby", id);
  return h("small", { class: "gv-hint", id, text: hint });
}

function checkbox(name, labelText, hint) {
  const id = `gv-ctl-${++uid}`;
  const input = h("input", { type: "checkbox", name, id });
  const label = h("div", { class: "gv-check" },
    h("div", { class: "gv-check__row" }, input, h("label", { for: id, text: labelText })), hintFor(input, hint));
  return { input, label };
}

function field(labelText, control, hint) {
  const id = `gv-ctl-${++uid}`;
  control.id = id;
  return h("div", { class: "topeka-field gv-field" }, h("label", { for: id, text: labelText }), control, hintFor(control, hint));
}

function selectEl(name, options) {
  const s = h("select", { name });
  for (const [v, text] of options) s.append(h("option", { value: String(v), text }));
  return s;
}

function storageKey(edition) {
  return `topeka.gavitt.${edition}`;
}

// ------------------------------------------------------------------ the demo
export function mount(root) {
  const edition = root.dataset.edition === "1903" ? "1903" : "2003";
  const C = CLAUSES[edition];
  root.textContent = "";
  root.classList.add("gv");
  const status = mountStatus(root);

  const S = {
    gen: 0, // bumps when a table is replaced: late answers for an old table are dropped
    table: null,
    options: null,
    view: null,
    omni: null,
    phase: "boot", // boot | ready | running | paused | between | over
    base: 0, // virtual ms when the clock last stopped
    anchor: null, // performance.now() when it last started, or null when stopped
    selected: new Set(),
    handKey: "",
    log: [],
    fines: [], // fine events, each with its round
    lastRound: null, // { event, fines } of the last scored round
    gameOver: null,
    received: null, // { from, cards, telegram, round }
    practice: false,
    round: 0,
    record: null, // the engine's record, mirrored from the answers: { head, actions }
    tableNow: 0, // the table's virtual time in its last answer
    leaving: false, // the page is being unloaded: the save made then is the last one
    lastSave: 0,
    queue: Promise.resolve(),
    busy: false,
  };
  let alive = true;

  // ---------------------------------------------------------------- layout
  const notices = h("div", { class: "gv-notices" });
  const live = h("div", { class: "gv-live", "aria-live": "polite", "aria-atomic": "false" });

  // options
  const optPlayers = selectEl("players", [[3, "3 brokers"], [4, "4 brokers"], [5, "5 brokers"], [6, "6 brokers"]]);
  const optSpeed = selectEl("speed", SPEEDS);
  const optTarget = h("input", { type: "number", name: "target", min: "100", max: "100000", step: "50", inputmode: "numeric" });
  const optSeed = h("input", { type: "number", name: "seed", min: "0", step: "1", inputmode: "numeric", placeholder: "random" });
  const optTelegram = checkbox("telegram", "Telegram card",
    "An extra card that travels with every trade of its holder; whoever holds it at the end gains $100, or loses $100 if he called.");
  const optFines = checkbox("fines", "Fines (1903 clauses 31–35)",
    "Fines for a slow start, unlike pairs, a call without a full set, idling, and keeping the Telegram.");
  const optForget = checkbox("forget", "Bots may forget the word",
    "Now and then a bot with a full set cannot recollect TOPEKA for a few seconds.");
  const optCareless = checkbox("careless", "Careless bots",
    "Bots sometimes lay down an unlike pair (and are fined for it).");
  const optForm = h("form", { class: "gv-options__form", novalidate: true },
    field("Players", optPlayers, "You and 2 to 5 bots."),
    field("Bot speed", optSpeed, "How fast the bots react."),
    field("Target ($)", optTarget, `Dollars that win the game (${edition}: ${money(defaults(edition).target)}).`),
    field("Seed", optSeed, "The deal's number; blank = a new one."),
    optTelegram.label,
    edition === "1903" ? optFines.label : null,
    optForget.label,
    edition === "1903" ? optCareless.label : null,
    h("div", { class: "gv-options__buttons" },
      h("button", { type: "submit", class: "md-button md-button--primary" }, "New game with these options")),
  );
  const options = h("details", { class: "gv-options" }, h("summary", { text: "Options" }), optForm);

  const teachingBox = checkbox("teaching", "Teaching view: show every hand",
    "A game played with it on is marked as practice.");

  // controls
  const startBtn = button("Start: dealer's signal", () => giveSignal(), "md-button md-button--primary gv-start");
  const pauseBtn = button("Pause", () => togglePause(), "md-button gv-pause");
  const replayBtn = button("Replay this deal", () => replayDeal(), "md-button");
  const newDealBtn = button("New deal", () => S.options && newGame({ ...S.options, seed: null }, "New deal"), "md-button");
  // The page's own anchors (a reader who followed a link to a clause) also use the hash, so the options of
  // the deal in play are always available from this link as well.
  const dealLink = h("a", { class: "gv-deallink", href: "#" }, "Link to this deal");
  const clockEl = h("span", { class: "gv-clock", text: "" });
  const roundEl = h("span", { class: "gv-round" });
  const practiceEl = h("span", { class: "gv-badge gv-badge--practice", text: "Practice game", hidden: true });
  const phaseEl = h("p", { class: "gv-phase" });
  const bar = h("div", { class: "gv-bar" }, startBtn, pauseBtn, replayBtn, newDealBtn, dealLink,
    h("span", { class: "gv-bar__info" }, roundEl, clockEl, practiceEl));

  // seats
  const seatsEl = h("ul", { class: "gv-seats", "aria-label": "Brokers at the table" });

  // offers
  const offersList = h("ul", { class: "gv-offers__list" });
  const offersEmpty = h("p", { class: "gv-muted", text: "No open offers." });
  const offersHeading = h("h3", { class: "gv-h", tabindex: "-1", text: "Offers on the table" });
  const offersEl = h("section", { class: "gv-offers", "aria-label": "Offers on the table" },
    offersHeading, offersList, offersEmpty);

  // my hand
  const handList = h("div", { class: "gv-hand__cards", role: "group", "aria-label": "Your cards: press to select" });
  const myOfferCards = h("div", { class: "gv-hand__offer-cards" });
  const cancelBtn = button("Take back my offer", () => doCancel(), "md-button");
  const myOfferEl = h("div", { class: "gv-hand__offer", hidden: true },
    h("span", { class: "gv-hand__offer-label", text: "Your offer on the table:" }), myOfferCards, cancelBtn);
  const offerBtn = button("Offer selected", () => doOffer(), "md-button md-button--primary");
  const clearBtn = button("Clear selection", () => { S.selected.clear(); render(); }, "md-button");
  const receivedEl = h("p", { class: "gv-received", hidden: true });
  const telegramEl = h("p", { class: "gv-telegram", hidden: true });
  const callInput = h("input", { type: "text", name: "word", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", maxlength: "40" });
  const callForm = h("form", { class: "gv-call", novalidate: true },
    field("Call out the word", callInput),
    h("button", { type: "submit", class: "md-button" }, "Call"));
  const messageEl = h("p", { class: "gv-message", hidden: true });
  const handHeading = h("h3", { class: "gv-h", text: "Your hand" });
  const handEl = h("section", { class: "gv-hand", "aria-label": "Your hand" },
    handHeading, receivedEl, telegramEl, handList, myOfferEl,
    h("div", { class: "gv-hand__actions" }, offerBtn, clearBtn), callForm, messageEl);

  // result of the last round, score sheet, log
  const resultEl = h("section", { class: "gv-result", "aria-label": "Round result", hidden: true });
  const sheetEl = h("section", { class: "gv-sheet", "aria-label": "Score sheet" });
  const logList = h("ol", { class: "gv-log__list", reversed: true });
  const logEl = h("section", { class: "gv-log", "aria-label": "Table log" },
    h("h3", { class: "gv-h", text: "Table log (newest first)" }),
    h("div", { class: "gv-log__scroll", tabindex: "0", role: "region", "aria-label": "Table log entries" }, logList));

  const tableEl = h("div", { class: "gv-table" }, seatsEl, offersEl, handEl);
  root.append(notices, options, h("div", { class: "gv-teach" }, teachingBox.label), bar, phaseEl,
    resultEl, tableEl, sheetEl, logEl, live);

  // ---------------------------------------------------------------- clock
  const vnow = () => Math.floor(S.anchor === null ? S.base : S.base + (performance.now() - S.anchor));
  function runClock(from) {
    S.base = Math.max(from, vnow());
    S.anchor = performance.now();
  }
  function stopClock() {
    S.base = vnow();
    S.anchor = null;
  }

  // ---------------------------------------------------------------- messages
  const name = (s) => (s === 0 ? "You" : `Broker ${s + 1}`);
  const nameLower = (s) => (s === 0 ? "you" : `Broker ${s + 1}`);
  const rrs = () => railroadIndex(S.view ? S.view.railroads : []);

  let liveTimer = null;
  const livePending = [];
  function announce(text) {
    livePending.push(text);
    if (liveTimer) return;
    liveTimer = setTimeout(() => {
      liveTimer = null;
      const p = h("p", { text: livePending.splice(0).join(" ") });
      live.append(p);
      while (live.childElementCount > 3) live.firstElementChild.remove();
    }, 250);
  }

  function clauseEl(id) {
    if (!id) return h("span", { class: "gv-clause", text: "(engine rule)" });
    const target = document.getElementById(id);
    return target
      ? h("a", { class: "gv-clause", href: `#${id}`, title: "Read this clause" }, id)
      : h("cite", { class: "gv-clause", text: id });
  }

  function notice(text, kind = "info") {
    const p = h("p", { class: `gv-notice gv-notice--${kind}` }, h("span", { text }));
    const close = button("Dismiss", () => p.remove(), "gv-linkbtn");
    close.setAttribute("aria-label", "Dismiss this message");
    p.append(" ", close);
    notices.append(p);
    announce(text);
  }

  function showMessage(text, clause = undefined, kind = "error") {
    messageEl.textContent = "";
    messageEl.className = `gv-message gv-message--${kind}`;
    messageEl.append(h("span", { text }));
    if (clause !== undefined) messageEl.append(" ", clause === null ? h("span", { class: "gv-clause", text: "(engine rule)" }) : h("span", {}, "Clause ", clauseEl(clause), "."));
    messageEl.hidden = false;
    announce(clause ? `${text} Clause ${clause}.` : text);
  }

  function clearMessage() {
    messageEl.hidden = true;
    messageEl.textContent = "";
  }

  function engineError(err) {
    if (!err) return "unknown error";
    if (err.kind === "illegal") return `Not allowed: ${err.message}.`;
    if (err.kind === "runtime") return `Python is not available: ${err.message}`;
    return `The engine refused: ${err.message}`;
  }

  function addLog(text, cls) {
    S.log.unshift({ text, cls: cls || "", t: vnow() });
    if (S.log.length > LOG_MAX) S.log.length = LOG_MAX;
    S.logDirty = true;
  }

  // ---------------------------------------------------------------- engine calls (one at a time)
  function enqueue(fn) {
    const run = S.queue.then(fn, fn);
    S.queue = run.catch(() => {});
    return run;
  }

  async function refreshOmni(gen) {
    if (!root.contains(teachingBox.input) || !teachingBox.input.checked || !S.table) {
      S.omni = null;
      return;
    }
    const omni = await call("table.view", { table: S.table, seat: "all" });
    if (gen === S.gen) S.omni = omni;
  }

  function absorb(result) {
    mirrorRecord(result);
    if (result.events && result.events.length) processEvents(result.events);
    S.view = result.view;
    if (S.round !== S.view.round) S.round = S.view.round;
  }

  function processEvents(events) {
    const R = rrs();
    let round = S.view ? S.view.round : 1;
    for (const e of events) {
      switch (e.type) {
        case "deal":
          round = e.round;
          addLog(`Round ${e.round}: ${name(e.dealer)} ${e.dealer === 0 ? "deal" : "deals"} eight cards each${
            e.telegram !== null && e.telegram !== undefined ? `; the Telegram goes to ${nameLower(e.telegram)}` : ""}.`, "deal");
          break;
        case "hand":
          break;
        case "offer":
          addLog(`${name(e.seat)}: “${COUNT_WORD[e.count]} to trade!”`, e.seat === 0 ? "me" : "");
          break;
        case "cancel":
          addLog(`${name(e.seat)} ${e.seat === 0 ? "take" : "takes"} back ${e.seat === 0 ? "your" : "the"} offer.`, e.seat === 0 ? "me" : "");
          break;
        case "trade": {
          const mine = e.giver === 0 || e.taker === 0;
          addLog(`${name(e.taker)} ${e.taker === 0 ? "take" : "takes"} ${e.giver === 0 ? "your" : `${name(e.giver)}’s`} ${
            e.count === 1 ? "card" : "two cards"}; ${e.count === 1 ? "one card goes" : "two go"} back face down.`, mine ? "me" : "");
          break;
        }
        case "received":
          if (e.to === 0) {
            S.received = { from: e.from, cards: e.cards, telegram: e.telegram, round };
            const text = `You received ${countText(e.cards, R)} from ${name(e.from)}${e.telegram ? " and the Telegram" : ""}.`;
            addLog(text, "me");
            announce(`Trade with ${name(e.from)}: ${text}`);
          }
          break;
        case "fine": {
          S.fines.push({ round, seat: e.seat, amount: e.amount, clause: e.clause, reason: e.reason });
          addLog(`${name(e.seat)} ${e.seat === 0 ? "are" : "is"} fined ${money(e.amount)} (${e.clause}): ${e.reason}.`, "fine");
          if (e.seat === 0) announce(`You are fined ${money(e.amount)}, clause ${e.clause}: ${e.reason}.`);
          break;
        }
        case "call": {
          const clause = /full set/.test(e.reason || "") ? (edition === "1903" ? "gse1903-34" : C.call) : C.misspelt;
          addLog(`${name(e.seat)} ${e.seat === 0 ? "call" : "calls"} “${e.word}”: no call (${clause}), ${e.reason}.`, "call");
          if (e.seat === 0) showMessage(`“${e.word}” is no call: ${e.reason}.`, clause, "warn");
          break;
        }
        case "round_end": {
          const fines = S.fines.filter((f) => f.round === e.round);
          S.lastRound = { event: e, fines, edition };
          const rr = R.get(e.railroad);
          addLog(`${name(e.caller)} ${e.caller === 0 ? "call" : "calls"} TOPEKA with eight ${rr ? rr.label : e.railroad}! Round ${e.round} is scored.`, "end");
          const mine = e.row.net[0];
          announce(`Round ${e.round} over: ${name(e.caller)} called TOPEKA with ${rr ? rr.label : e.railroad}. You ${
            mine >= 0 ? "score" : "lose"} ${money(Math.abs(mine))} this round; your total is ${money(e.row.totals[0])}.`);
          S.phase = S.phase === "running" || S.phase === "paused" ? "between" : S.phase;
          S.selected.clear();
          S.received = null;
          S.showResult = true;
          clearMessage();
          break;
        }
        case "game_over": {
          S.gameOver = e;
          const w = e.winners.map(name).join(" and ");
          const text = `Game over: ${w} ${e.winners.length === 1 && e.winners[0] !== 0 ? "wins" : "win"} with ${money(e.scores[e.winners[0]])} (${e.clause}).`;
          addLog(text, "end");
          announce(text);
          S.phase = "over";
          break;
        }
        default:
          break;
      }
    }
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
        const before = S.phase;
        absorb(result);
        await refreshOmni(gen);
        if (gen !== S.gen || !alive) return;
        if (before === "running" && S.phase !== "running") stopClock();
        if (result.record_actions.length || S.phase !== before || performance.now() - S.lastSave > SAVE_EVERY_MS) save(false);
        render();
      });
    } catch (err) {
      if (gen === S.gen && alive) {
        stopClock();
        S.phase = "paused";
        showMessage(`The game was paused: ${engineError(err)}`);
        render();
      }
    } finally {
      S.busy = false;
    }
  }

  /** A human action at the current time: bots first move up to it (advance), then the action. */
  function act(action, after) {
    const gen = S.gen;
    return enqueue(async () => {
      if (gen !== S.gen || !S.table) return;
      const t = vnow();
      try {
        const first = await call("table.advance", { table: S.table, t });
        if (gen !== S.gen) return;
        absorb(first);
        if (S.phase !== "running") {
          // The bots ended the round (or the game) before this action: it came too late. Keep
          // the result, as when a round ends between actions.
          stopClock();
          await refreshOmni(gen);
          save(true);
          render();
          return;
        }
        const result = await call("table.act", { table: S.table, action: { ...action, seat: 0, t } });
        if (gen !== S.gen) return;
        clearMessage();
        absorb(result);
        if (after) after(result);
        if (S.phase !== "running") stopClock();
        await refreshOmni(gen);
        save(true);
      } catch (err) {
        if (gen !== S.gen) return;
        if (err && err.kind === "illegal") showMessage(engineError(err), err.clause ?? null);
        else showMessage(engineError(err));
      }
      render();
    });
  }

  // ---------------------------------------------------------------- player actions
  function selectedKeys() {
    const hand = S.view ? S.view.in_hand : [];
    return [...S.selected].sort((a, b) => a - b).map((i) => hand[i]).filter(Boolean);
  }

  function needRunning() {
    if (S.phase === "paused") {
      showMessage("The game is paused: press Resume, then trade.", undefined, "warn");
      return false;
    }
    if (S.phase === "over") {
      showMessage("The game is over. Start a new game or replay this deal.", C.win, "warn");
      return false;
    }
    if (S.phase === "ready" || S.phase === "between" || S.phase === "boot") {
      showMessage("Not allowed: wait for the dealer's signal before looking at or trading cards (press Start).", C.signal);
      return false;
    }
    return true;
  }

  function doOffer() {
    if (!needRunning()) return;
    const cards = selectedKeys();
    if (!cards.length) {
      showMessage("Select one or two of your cards first (press a card to select it).", undefined, "warn");
      return;
    }
    act({ type: "offer", cards }, () => {
      S.selected.clear();
      announce(`You offer ${COUNT_WORD[cards.length].toLowerCase()} card${cards.length > 1 ? "s" : ""}: ${countText(cards, rrs())}.`);
    });
  }

  function doCancel() {
    if (!needRunning()) return;
    act({ type: "cancel" });
  }

  function doTake(offer) {
    if (!needRunning()) return;
    const cards = selectedKeys();
    if (!cards.length) {
      showMessage(`Select ${offer.count === 1 ? "one card" : "two cards"} of yours to give for ${name(offer.seat)}’s offer.`, undefined, "warn");
      return;
    }
    act({ type: "take", offer: offer.offer, cards }, () => S.selected.clear());
  }

  function doTakeOwn(offer) {
    if (!needRunning()) return;
    act({ type: "take", offer: offer.offer, own: true });
  }

  callForm.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!needRunning()) return;
    const word = callInput.value;
    if (!word.trim()) {
      showMessage("Type the word to call it out.", undefined, "warn");
      callInput.focus();
      return;
    }
    act({ type: "call", word: word.slice(0, 40) }, () => { callInput.value = ""; });
  });

  function giveSignal() {
    if (!S.view) return;
    if (S.phase === "ready" || S.phase === "between") {
      runClock(S.view.signal_t);
      S.phase = "running";
      S.showResult = false;
      resultEl.hidden = true;
      addLog(`The dealer’s signal: trading opens (round ${S.view.round}).`, "deal");
      announce(`Dealer's signal: round ${S.view.round} trading is open.`);
      clearMessage();
      render();
      const first = handList.querySelector("button");
      if (first) first.focus();
    }
  }

  function togglePause(reason) {
    if (S.phase === "running") {
      stopClock();
      S.phase = "paused";
      if (reason) addLog(reason);
      announce(reason || "Paused.");
      save(true);
    } else if (S.phase === "paused") {
      runClock(vnow());
      S.phase = "running";
      clearMessage();
      announce("Resumed.");
    }
    render();
  }

  // ---------------------------------------------------------------- saving and restoring
  // The page keeps a mirror of the engine's record, built from the answers (games.api: table.new
  // and table.load send its head and actions, every later answer the actions added since), so a
  // save is synchronous: a page being left (pagehide) cannot wait for the worker to answer.
  function mirrorRecord(result) {
    if (result.record_head) S.record = { head: result.record_head, actions: [] };
    if (!S.record || !Array.isArray(result.record_actions)) return;
    S.record.actions.push(...result.record_actions);
    if (Number.isInteger(result.now)) S.tableNow = result.now;
    if (S.record.actions.length !== result.record_length) refetchRecord(S.gen);
  }

  /** An answer was missed (the mirror's length differs from the engine's): ask for the record. */
  function refetchRecord(gen) {
    S.record.stale = true;
    enqueue(async () => {
      if (gen !== S.gen || !S.table) return;
      const rec = await call("table.record", { table: S.table });
      if (gen !== S.gen) return;
      const { actions, ...head } = rec.record;
      S.record = { head, actions };
      S.tableNow = rec.table.now;
      save(true);
    }).catch(() => {});
  }

  function save(now) {
    if (!S.table || !S.record || S.record.stale || S.leaving || (!alive && !now)) return;
    S.lastSave = performance.now();
    const snapshot = {
      v: STORE_VERSION,
      options: S.options,
      practice: S.practice,
      teaching: teachingBox.input.checked,
      phase: S.phase,
      clock: vnow(),
      log: S.log.slice(0, LOG_MAX),
      fines: S.fines.slice(-200),
      lastRound: S.lastRound,
      gameOver: S.gameOver,
      showResult: !resultEl.hidden,
      received: S.received,
      record: { ...S.record.head, actions: S.record.actions },
      table: { now: S.tableNow }, // with the record, lets the bots resume exactly
    };
    try {
      localStorage.setItem(storageKey(edition), JSON.stringify(snapshot));
    } catch (err) {
      if (alive && !S.saveFailed) notice(`This game could not be saved in the browser (${err.message}); a reload will not bring it back.`, "warn");
      S.saveFailed = true;
    }
  }

  function readSaved() {
    let text;
    try {
      text = localStorage.getItem(storageKey(edition));
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      const data = JSON.parse(text);
      if (!data || typeof data !== "object" || data.v !== STORE_VERSION) throw new Error("unknown format");
      if (!data.record || typeof data.record !== "object") throw new Error("no game record");
      data.options = checkOptions(data.options, edition);
      if (!Array.isArray(data.log) || !Array.isArray(data.fines)) throw new Error("damaged log");
      data.log = data.log.filter((e) => e && typeof e.text === "string").slice(0, LOG_MAX);
      data.fines = data.fines.filter((f) => f && Number.isInteger(f.seat) && Number.isInteger(f.amount) && typeof f.clause === "string");
      if (!Number.isFinite(data.clock) || data.clock < 0) throw new Error("bad clock");
      if (data.table !== undefined && !(data.table && Number.isInteger(data.table.now) && data.table.now >= 0)) throw new Error("bad table time");
      return data;
    } catch (err) {
      discardSaved(err.message);
      return null;
    }
  }

  function discardSaved(reason) {
    try {
      localStorage.removeItem(storageKey(edition));
    } catch {
      /* storage unavailable: nothing to discard */
    }
    notice(`A saved game could not be restored (${String(reason).slice(0, 200)}), so it was discarded. A new game is ready.`, "warn");
  }

  async function restore(data) {
    const gen = ++S.gen;
    const old = S.table;
    S.table = null;
    if (old) call("table.close", { table: old }).catch(() => {});
    const args = { record: data.record, human_seats: [0], bots: botArgs(data.options), seed: data.options.seed };
    if (data.table) args.now = data.table.now; // the bots come back exactly as they were
    const result = await call("table.load", args);
    if (gen !== S.gen || !alive) {
      call("table.close", { table: result.table }).catch(() => {});
      return;
    }
    S.table = result.table;
    S.options = data.options;
    mirrorRecord(result);
    S.view = result.view;
    S.round = S.view.round;
    S.log = data.log;
    S.fines = data.fines;
    S.lastRound = data.lastRound && data.lastRound.event && data.lastRound.event.row ? data.lastRound : null;
    S.gameOver = S.view.over ? data.gameOver : null;
    S.practice = !!data.practice;
    S.selected.clear();
    const r = data.received;
    S.received = r && Number.isInteger(r.from) && Number.isInteger(r.round) && Array.isArray(r.cards)
      && r.cards.every((k) => typeof k === "string") ? r : null;
    teachingBox.input.checked = !!data.teaching;
    S.base = Math.max(result.now, Math.floor(data.clock));
    S.anchor = null;
    if (S.view.over) S.phase = "over";
    else if (data.phase === "between" || (data.phase === "ready" && S.view.round > 1)) S.phase = "between";
    else if (data.phase === "ready") S.phase = "ready";
    else S.phase = "paused";
    if (S.phase === "between" && S.base > S.view.signal_t) S.phase = "paused";
    resultEl.hidden = !(data.showResult && S.lastRound);
    S.showResult = !resultEl.hidden;
    fillForm(S.options);
    writeHash(S.options);
    await refreshOmni(gen);
    addLog(result.exact ? "Game restored after a reload." : "Game restored after a reload; the bots start afresh from the saved position.");
    notice(S.phase === "paused" ? "Your game was restored. It is paused: press Resume to go on." : "Your game was restored.", "info");
    render();
  }

  // ---------------------------------------------------------------- new games
  function fillForm(o) {
    optPlayers.value = String(o.players);
    optSpeed.value = o.speed;
    optTarget.value = String(o.target);
    optSeed.value = o.seed === null ? "" : String(o.seed);
    optTelegram.input.checked = o.telegram;
    optFines.input.checked = o.fines;
    optForget.input.checked = o.forget;
    optCareless.input.checked = o.careless;
  }

  function readForm() {
    const o = defaults(edition);
    const problems = [];
    o.players = Number(optPlayers.value);
    o.speed = optSpeed.value;
    o.telegram = optTelegram.input.checked;
    o.fines = edition === "1903" && optFines.input.checked;
    o.forget = optForget.input.checked;
    o.careless = edition === "1903" && optCareless.input.checked;
    const target = optTarget.value.trim();
    if (target) {
      const n = Number(target);
      if (!/^\d+$/.test(target) || n < 100 || n > 100000) problems.push("the target is a whole number of dollars, 100 to 100000");
      else o.target = n;
    }
    const seed = optSeed.value.trim();
    if (seed) {
      const n = Number(seed);
      if (!/^\d+$/.test(seed) || !Number.isSafeInteger(n) || n > 4294967295) problems.push("the seed is a whole number, 0 to 4294967295");
      else o.seed = n;
    }
    return { o, problems };
  }

  function writeHash(o) {
    if (location.hash && !isOptionsHash(location.hash)) return; // a heading anchor: leave it
    const hash = toHash(o);
    if (location.hash !== hash) history.replaceState(history.state, "", hash);
  }

  async function newGame(o, why) {
    const opts = { ...o, seed: o.seed === null || o.seed === undefined ? randomSeed() : o.seed };
    const gen = ++S.gen;
    const old = S.table;
    S.table = null;
    S.phase = "boot";
    S.anchor = null;
    S.base = 0;
    render();
    if (old) call("table.close", { table: old }).catch(() => {});
    let result;
    try {
      result = await call("table.new", tableArgs(opts));
    } catch (err) {
      if (gen === S.gen && alive) showMessage(`Could not start a game: ${engineError(err)}`);
      return;
    }
    if (gen !== S.gen || !alive) {
      call("table.close", { table: result.table }).catch(() => {});
      return;
    }
    S.table = result.table;
    S.options = opts;
    mirrorRecord(result);
    S.view = result.view;
    S.round = S.view.round;
    S.phase = "ready";
    S.log = [];
    S.fines = [];
    S.lastRound = null;
    S.gameOver = null;
    S.received = null;
    S.selected.clear();
    S.practice = teachingBox.input.checked;
    S.showResult = false;
    resultEl.hidden = true;
    clearMessage();
    processEvents(result.events || []);
    addLog(`${why || "New game"}: ${opts.players} brokers, ${opts.speed} bots, seed ${opts.seed}; first to ${money(opts.target)} wins.`);
    fillForm(opts);
    writeHash(opts);
    await refreshOmni(gen);
    render();
    save(true);
  }

  function replayDeal() {
    if (!S.options) return;
    newGame(S.options, "Replay of the same deal");
  }

  optForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const { o, problems } = readForm();
    if (problems.length) {
      showMessage(`Options not accepted: ${problems.join("; ")}.`, undefined, "error");
      return;
    }
    newGame(o, "New game");
  });

  teachingBox.input.addEventListener("change", () => {
    if (teachingBox.input.checked && S.table && !S.practice) {
      S.practice = true;
      addLog("Teaching view on: this game is now a practice game.");
      announce("Teaching view on: every hand is shown; this game is marked as practice.");
    }
    const gen = S.gen;
    enqueue(async () => {
      await refreshOmni(gen).catch(() => {});
      render();
    });
    save(true);
  });

  function onHashChange() {
    if (!isOptionsHash(location.hash)) return;
    if (S.options && location.hash === toHash(S.options)) return;
    const { options: o, problems } = parseHash(location.hash, edition);
    if (problems.length) notice(`The link's options have problems (${problems.join("; ")}); defaults are used for those.`, "warn");
    fillForm(o);
    notice("The link's options are in the Options form: press “New game with these options” to play them.", "info");
  }

  function onVisibility() {
    if (document.hidden && S.phase === "running") togglePause("Paused while the page was hidden.");
  }

  // ---------------------------------------------------------------- rendering
  // Runs every tick: writes only a changed text, so an idle table leaves the page's layout alone
  // (each write would make the next layout read, Material's or ours, lay the page out again).
  function renderClock() {
    let text = "";
    if (S.view && (S.phase === "running" || S.phase === "paused")) {
      const since = Math.max(0, vnow() - S.view.signal_t);
      text = `${(since / 1000).toFixed(1)} s since the signal`;
    }
    if (clockEl.textContent !== text) clockEl.textContent = text;
  }

  function render() {
    if (!alive) return;
    const v = S.view;
    const R = rrs();
    const ready = !!v && S.phase !== "boot";
    root.dataset.phase = S.phase;
    startBtn.hidden = !(S.phase === "ready" || S.phase === "between");
    startBtn.textContent = S.phase === "between" ? "Deal next hand: dealer's signal" : "Start: dealer's signal";
    pauseBtn.hidden = !(S.phase === "running" || S.phase === "paused");
    pauseBtn.textContent = S.phase === "paused" ? "Resume" : "Pause";
    pauseBtn.classList.toggle("gv-pause--resume", S.phase === "paused");
    replayBtn.disabled = !S.options;
    newDealBtn.disabled = !S.options;
    if (S.options) {
      dealLink.href = toHash(S.options);
      dealLink.setAttribute("aria-label", `Link to this deal (seed ${S.options.seed})`);
    }
    practiceEl.hidden = !S.practice;
    roundEl.textContent = v ? `Round ${v.round} · target ${money(v.target)}` : "";
    renderClock();
    phaseEl.textContent = {
      boot: "Setting up the table…",
      ready: "The cards are dealt face down. Press Start to give the dealer’s signal.",
      running: "Trading is open: select cards and offer them, or take an offer.",
      paused: "Paused.",
      between: "Round over. Press “Deal next hand” to give the next signal.",
      over: "Game over.",
    }[S.phase];
    if (!ready) {
      handList.textContent = "";
      return;
    }
    renderSeats(v, R);
    renderOffers(v, R);
    renderHand(v, R);
    renderResult(R);
    renderSheet(v);
    if (S.logDirty) renderLog();
  }

  function renderSeats(v, R) {
    const omni = S.omni;
    const items = [];
    for (let s = 0; s < v.players; s++) {
      const offer = v.offers.find((o) => o.seat === s);
      const li = h("li", { class: `gv-seat${s === 0 ? " gv-seat--me" : ""}`, "data-seat": String(s) });
      const head = h("div", { class: "gv-seat__head" },
        h("strong", { text: s === 0 ? "You (broker 1)" : `Broker ${s + 1}` }),
        h("span", { class: "gv-seat__score", text: money(v.scores[s]) }));
      li.append(head);
      const tags = h("div", { class: "gv-seat__tags" });
      if (s === v.dealer) tags.append(h("span", { class: "gv-badge", text: "Dealer" }));
      if (s !== 0) tags.append(h("span", { class: "gv-badge gv-badge--muted", text: `${v.hand_sizes[s]} cards` }));
      const holder = omni ? omni.telegram_holder : (v.telegram ? 0 : null);
      if (holder === s) tags.append(h("span", { class: "gv-badge gv-badge--telegram", text: "Telegram" }));
      if (offer) tags.append(h("span", { class: "gv-badge gv-badge--offer", text: `“${COUNT_WORD[offer.count]} to trade!”` }));
      li.append(tags);
      if (omni && s !== 0 && omni.hands && omni.hands[s]) {
        const cards = h("div", { class: "gv-seat__cards", "aria-label": `Broker ${s + 1}'s cards: ${countText(omni.hands[s], R)}`, role: "group" });
        for (const k of omni.hands[s]) cards.append(cardFace(R.get(k), { small: true }));
        li.append(cards);
      }
      items.push(li);
    }
    seatsEl.replaceChildren(...items);
  }

  const offerRows = new Map(); // offer id -> li
  function renderOffers(v, R) {
    const others = v.offers.filter((o) => o.seat !== 0);
    const mine = v.my_offer;
    const raw = S.omni ? new Map(S.omni.raw_offers.map(([id, _s, cards]) => [id, cards])) : null;
    const live = new Set(others.map((o) => o.offer));
    let lostFocus = false;
    for (const [id, li] of offerRows) {
      if (!live.has(id)) {
        if (li.contains(document.activeElement)) lostFocus = true;
        li.remove();
        offerRows.delete(id);
      }
    }
    for (const o of others) {
      let li = offerRows.get(o.offer);
      if (!li) {
        const takeBtn = button("", () => doTake(o), "md-button gv-take");
        takeBtn.dataset.role = "take";
        const ownBtn = button("", () => doTakeOwn(o), "md-button gv-take-own");
        ownBtn.dataset.role = "own";
        li = h("li", { class: "gv-offer", "data-offer": String(o.offer), "data-count": String(o.count) },
          h("span", { class: "gv-offer__who", text: `${name(o.seat)}: “${COUNT_WORD[o.count]} to trade!”` }),
          h("span", { class: "gv-offer__cards" }), takeBtn, ownBtn);
        offerRows.set(o.offer, li);
        offersList.append(li);
      }
      const cardsEl = li.querySelector(".gv-offer__cards");
      const known = raw && raw.get(o.offer);
      const cardKeys = known || null; // the engine sends railroad keys
      const sig = cardKeys ? cardKeys.join(",") : `?${o.count}`;
      if (cardsEl.dataset.sig !== sig) {
        cardsEl.dataset.sig = sig;
        cardsEl.replaceChildren(...(cardKeys ? cardKeys.map((k) => cardFace(R.get(k), { small: true }))
          : Array.from({ length: o.count }, () => cardFace(null, { small: true }))));
        li.dataset.cards = cardKeys ? cardKeys.join(",") : "";
      }
      const take = li.querySelector("[data-role=take]");
      const what = o.count === 1 ? "one card" : "two cards";
      take.textContent = `Take ${name(o.seat)}’s ${what}`;
      take.setAttribute("aria-label", `Take ${name(o.seat)}’s ${what}, giving your ${S.selected.size ? "selected" : "selected (none yet)"} cards`);
      const own = li.querySelector("[data-role=own]");
      own.hidden = !(mine && mine.count === o.count);
      own.textContent = "Answer with my offer";
      own.setAttribute("aria-label", `Answer ${name(o.seat)}’s offer with your own offer of ${what}`);
    }
    offersEmpty.hidden = others.length > 0;
    if (lostFocus) offersHeading.focus();
  }

  // The card buttons are the list's children, never a copy of them kept aside: whatever empties
  // the list (a new game) also empties what renderHand builds on, so the two cannot disagree.
  const cardButtons = handList.children;
  let lostHandFocus = false;
  function renderHand(v, R) {
    const started = S.phase !== "ready" && !(S.phase === "between" && vnow() < v.signal_t) || S.omni;
    const hand = v.in_hand;
    const sig = hand.join(",");
    if (sig !== S.handKey) {
      S.selected.clear();
      S.handKey = sig;
    }
    // mark the cards just received
    const fresh = new Map();
    if (S.received && S.received.round === v.round) for (const k of S.received.cards) fresh.set(k, (fresh.get(k) || 0) + 1);
    while (cardButtons.length > hand.length) {
      const b = handList.lastElementChild;
      if (b === document.activeElement) lostHandFocus = true;
      b.remove();
    }
    while (cardButtons.length < hand.length) {
      const i = cardButtons.length;
      handList.append(h("button", { type: "button", class: "gv-card gv-card--button", onclick: () => toggleCard(i) }));
    }
    const seen = new Map();
    hand.forEach((k, i) => {
      const b = cardButtons[i];
      const rr = started ? R.get(k) : null;
      paintCard(b, rr);
      const n = (seen.get(k) || 0) + 1;
      seen.set(k, n);
      const isNew = started && n <= (fresh.get(k) || 0);
      b.classList.toggle("gv-card--new", isNew);
      b.setAttribute("aria-pressed", String(S.selected.has(i)));
      b.setAttribute("aria-label", rr ? cardButtonLabel(rr, isNew ? ", just received" : "") : `Card ${i + 1}, face down until the signal`);
      b.disabled = !started;
    });
    if (lostHandFocus && cardButtons.length) {
      cardButtons[cardButtons.length - 1].focus();
    }
    lostHandFocus = false;
    handList.dataset.cards = started ? sig : "";
    const mine = v.my_offer;
    myOfferEl.hidden = !mine;
    if (mine) {
      const offSig = mine.cards.join(",");
      if (myOfferCards.dataset.sig !== offSig) {
        myOfferCards.dataset.sig = offSig;
        myOfferCards.replaceChildren(...mine.cards.map((k) => cardFace(R.get(k), { small: true })));
      }
    }
    offerBtn.textContent = S.selected.size ? `Offer selected (“${COUNT_WORD[Math.min(S.selected.size, 2)]} to trade!”)` : "Offer selected";
    if (S.selected.size > 2) offerBtn.textContent = `Offer selected (${S.selected.size} cards)`;
    clearBtn.disabled = S.selected.size === 0;
    if (S.received && S.received.round === v.round && started) {
      receivedEl.hidden = false;
      receivedEl.textContent = `Received from ${name(S.received.from)}: ${countText(S.received.cards, R)}${S.received.telegram ? " and the Telegram" : ""}.`;
    } else receivedEl.hidden = true;
    telegramEl.hidden = !v.telegram;
    telegramEl.textContent = v.telegram ? "You hold the Telegram: it goes with your next trade." : "";
    handHeading.textContent = v.full_set
      ? `Your hand: a full set of ${(R.get(v.full_set) || { label: v.full_set }).label}! Call TOPEKA`
      : "Your hand";
  }

  function toggleCard(i) {
    if (S.selected.has(i)) S.selected.delete(i);
    else S.selected.add(i);
    render();
  }

  function renderResult(R) {
    const last = S.lastRound;
    if (!last || !S.showResult) {
      resultEl.hidden = true;
      return;
    }
    const e = last.event;
    if (resultEl.dataset.round === String(e.round) && !resultEl.hidden) return;
    resultEl.dataset.round = String(e.round);
    resultEl.hidden = false;
    const rr = R.get(e.railroad);
    const lines = roundLines(e, last.edition || edition, R, last.fines || [], (s) => (s === 0 ? "You" : `Broker ${s + 1}`));
    const list = h("ol", { class: "gv-result__lines" });
    for (const l of lines) {
      list.append(h("li", { class: `gv-line${l.amount < 0 ? " gv-line--minus" : ""}`, "data-seat": String(l.seat) },
        h("span", { class: "gv-line__text", text: l.text }),
        h("span", { class: "gv-line__amount", text: money(l.amount, true) }),
        h("span", { class: "gv-line__clause" }, clauseEl(l.clause))));
    }
    const totals = h("p", { class: "gv-result__totals" },
      `Totals: ${e.row.totals.map((t, s) => `${s === 0 ? "you" : `Broker ${s + 1}`} ${money(t)}`).join(", ")}.`);
    const heading = h("h3", { class: "gv-h", tabindex: "-1",
      text: `Round ${e.round}: ${e.caller === 0 ? "you" : `Broker ${e.caller + 1}`} called TOPEKA (${rr ? rr.label : e.railroad})` });
    const children = [heading, h("p", { class: "gv-hint", text: "Each line gives the amount and the clause that grants it." }), list, totals];
    if (S.gameOver) {
      const g = S.gameOver;
      children.push(h("p", { class: "gv-result__winner" },
        `Game over: ${g.winners.map((s) => (s === 0 ? "you" : `Broker ${s + 1}`)).join(" and ")} ${
          g.winners.length === 1 && g.winners[0] !== 0 ? "wins" : "win"} with ${money(g.scores[g.winners[0]])}${
          g.clause === "gse2003-tie-2" ? " (a tie broken by the most recent TOPEKA call)" : ""}. `,
        clauseEl(g.clause), S.practice ? " (practice game)" : ""));
    }
    resultEl.replaceChildren(...children);
    if (S.phase === "between" || S.phase === "over") heading.focus({ preventScroll: true });
  }

  function renderSheet(v) {
    const sig = `${v.sheet.length}|${v.scores.join(",")}|${S.fines.length}|${v.players}`;
    if (sheetEl.dataset.sig === sig) return;
    sheetEl.dataset.sig = sig;
    const n = v.players;
    const table = h("table", { class: "gv-sheet__table" });
    table.append(h("caption", {}, "Score sheet (", clauseEl(C.sheet), edition === "1903" ? "): kept after every hand" : "): kept after every round"));
    const headRow = h("tr", {}, h("th", { scope: "col", text: "Round" }), h("th", { scope: "col", text: "TOPEKA" }));
    for (let s = 0; s < n; s++) headRow.append(h("th", { scope: "col", text: s === 0 ? "You" : `Broker ${s + 1}` }));
    table.append(h("thead", {}, headRow));
    const body = h("tbody");
    for (const row of v.sheet) {
      const tr = h("tr", {}, h("th", { scope: "row", text: String(row.round) }),
        h("td", { text: `${name(row.caller)}, ${(rrs().get(row.railroad) || { label: row.railroad }).label}` }));
      for (let s = 0; s < n; s++) {
        const td = h("td", {}, h("span", { class: "gv-sheet__net", text: money(row.net[s], true) }),
          h("span", { class: "gv-sheet__total", text: ` = ${money(row.totals[s])}` }));
        for (const f of S.fines.filter((f) => f.round === row.round && f.seat === s)) {
          td.append(h("span", { class: "gv-sheet__fine" }, `fine ${money(-f.amount)} `, clauseEl(f.clause)));
        }
        tr.append(td);
      }
      body.append(tr);
    }
    // fines of the hand in progress (already counted off the scores)
    const pending = S.fines.filter((f) => f.round === v.round && !v.sheet.some((r) => r.round === f.round));
    if (pending.length) {
      const tr = h("tr", { class: "gv-sheet__pending" }, h("th", { scope: "row", text: String(v.round) }), h("td", { text: "in play" }));
      for (let s = 0; s < n; s++) {
        const td = h("td");
        for (const f of pending.filter((f) => f.seat === s)) td.append(h("span", { class: "gv-sheet__fine" }, `fine ${money(-f.amount)} `, clauseEl(f.clause)));
        tr.append(td);
      }
      body.append(tr);
    }
    if (!v.sheet.length && !pending.length) {
      const tr = h("tr", {}, h("td", { colspan: String(n + 2), class: "gv-muted", text: "No round scored yet." }));
      body.append(tr);
    }
    table.append(body);
    const foot = h("tr", {}, h("th", { scope: "row", text: "Total" }), h("td", { text: "" }));
    for (let s = 0; s < n; s++) foot.append(h("td", { class: "gv-sheet__grand", text: money(v.scores[s]) }));
    table.append(h("tfoot", {}, foot));
    sheetEl.replaceChildren(h("div", { class: "gv-sheet__scroll", tabindex: "0", role: "region", "aria-label": "Score sheet table" }, table));
  }

  function renderLog() {
    S.logDirty = false;
    logList.replaceChildren(...S.log.map((e) => h("li", { class: e.cls ? `gv-log--${e.cls}` : null, text: e.text })));
  }

  // ---------------------------------------------------------------- start
  const timer = setInterval(tick, TICK_MS);
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("hashchange", onHashChange);
  const onPageHide = (event) => {
    if (S.phase === "running") togglePause("Paused when the page was left.");
    else save(true);
    // Unloading: answers still arriving were never shown, so this save stays the last. A page
    // kept in the back-forward cache (persisted) comes back through pageshow and saves again.
    if (!event.persisted) S.leaving = true;
  };
  const onPageShow = () => { S.leaving = false; };
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);

  (async () => {
    const parsed = parseHash(location.hash, edition);
    if (parsed.problems.length) {
      notice(`The link's options could not all be used (${parsed.problems.join("; ")}); defaults are used instead.`, "warn");
    }
    fillForm(parsed.options);
    const saved = readSaved();
    options.open = false;
    render();
    if (saved && (!parsed.given || parsed.problems.length || toHash(saved.options) === toHash({ ...parsed.options, seed: parsed.options.seed ?? saved.options.seed }))) {
      try {
        await restore(saved);
        return;
      } catch (err) {
        if (!alive) return;
        discardSaved(err.message);
      }
    }
    if (!alive) return;
    await newGame(parsed.options, parsed.given ? "New game from the link" : "New game");
  })().catch((err) => {
    if (alive) showMessage(`The demo could not start: ${engineError(err)}`);
  });

  return {
    destroy() {
      if (!alive) return;
      if (S.phase === "running") {
        stopClock();
        S.phase = "paused";
      }
      save(true);
      alive = false;
      clearInterval(timer);
      clearTimeout(liveTimer);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("hashchange", onHashChange);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
      const table = S.table;
      S.gen += 1;
      if (table) enqueue(() => call("table.close", { table }).catch(() => {}));
      status.destroy();
    },
  };
}
