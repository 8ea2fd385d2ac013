// Gavitt's Stock Exchange, playable: you are broker 1 (seat 0) at a table of 3 to 6; the others are
// the engine's bots. The shared table session (table/session.js) keeps the clock, drives the bots,
// sends your actions and saves the game; this module lays the table out, words the controls and
// hands the engine's answers to the renderers (gavitt/events.js, hand.js, board.js, result.js).
import { h } from "../../dom.js";
import { call } from "../../runtime.js";
import { mountStatus } from "../../status.js";
import { createBoardOptions } from "./form.js";
import { createOffers, createSeats } from "./board.js";
import { money, railroadIndex } from "./cards.js";
import { processEvents } from "./events.js";
import { wireActions } from "./actions.js";
import { mountExamples } from "./examples.js";
import { createHand, waitsForReader } from "./hand.js";
import { gavittOptions } from "./options.js";
import { createResult, createSheet } from "./result.js";
import { PAGE_CLAUSES } from "./clauses.js";
import { createHowTo } from "../../table/howto.js";
import { createLog } from "../../table/log.js";
import { createPace } from "../../table/pace.js";
import { bringToTable, focusInPlace } from "../../table/onscreen.js";
import { createLifecycle } from "../../table/lifecycle.js";
import { phaseText } from "../../table/words.js";
import { createSession } from "../../table/session.js";
import { createTogether } from "../../together/together.js";
import { checkbox } from "../../ui/form.js";

const STORE_VERSION = 1;

export function mount(root) {
  const edition = root.dataset.edition === "1903" ? "1903" : "2003";
  const C = PAGE_CLAUSES[edition];
  const choice = gavittOptions(root, edition); // the hash's options, from the engine's schemas
  root.textContent = "";
  root.classList.add("gv");
  const status = mountStatus(root);
  const log = createLog();

  // What this game shows beyond the session: selection, fines, the last round, the teaching view.
  const S = {
    options: null, omni: null, selected: new Set(), handKey: "", fines: [], lastRound: null, gameOver: null,
    received: null, practice: false, showResult: false,
    example: null, // { id, move, onOutcome } while a worked example ("Try it") is on the table
  };
  const G = { S, log, edition, C, say: choice.say, render: () => render(), alone: () => alone(), rrs: () => railroadIndex(session.S.view ? session.S.view.railroads : []) };

  const teachingBox = checkbox("teaching", "Teaching view: show every hand",
    { hint: choice.say("teaching_hint"), cls: "gv-check", hintCls: "gv-hint" });
  const alone = () => !together || together.mode === "solo"; // the teaching view and the examples are for a reader alone

  let together = null; // Play together (together/together.js): the session's transport when others play
  const session = createSession({
    storageKey: () => together.storeKey(),
    call: (method, args) => together.call(method, args),
    humans: () => together.humans(),
    remote: () => together.remote(),
    storeVersion: STORE_VERSION,
    mode: "real-time",
    absorb: (answer) => {
      if (answer.events && answer.events.length) processEvents(G, answer.events);
      if (S.example && answer.outcome) {
        if (session.S.phase !== "over") session.S.phase = "example";
        if (answer.message) hand.showMessage(`Not allowed: ${answer.message}.`, answer.refused);
        S.example.onOutcome(answer);
      }
    },
    actMethod: () => (S.example ? "example.play" : null),
    saves: () => !S.example, // the reader's own game stays saved while an example is shown
    refresh: refreshOmni,
    render: () => render(),
    accepted: () => {
      hand.clearMessage();
      pace.acted();
    },
    snapshot: () => ({
      options: S.options, practice: S.practice, teaching: teachingBox.input.checked, log: log.entries,
      fines: S.fines.slice(-200), lastRound: S.lastRound, gameOver: S.gameOver, showResult: !result.element.hidden,
      received: S.received,
    }),
    onError: (text, err) => hand.showMessage(text, err && err.kind === "illegal" ? err.clause ?? null : undefined),
    onSaveFailed: (message) => log.notice(choice.say("save_failed", { reason: message }), "warn"),
    onTick: () => renderClock(),
    onHidden: () => { if (session.S.phase === "running") togglePause(choice.say("paused_hidden")); },
    onLeave: () => { if (session.S.phase === "running") togglePause(choice.say("paused_left")); },
  });
  G.session = session;

  // ---------------------------------------------------------------- layout
  const hand = createHand(G);
  const seats = createSeats(G);
  const offers = createOffers(G);
  const result = createResult(G);
  const sheet = createSheet(G);
  G.showMessage = hand.showMessage;
  G.clearMessage = hand.clearMessage;

  const form = createBoardOptions(choice, edition, (o) => newGame(o, "why_options"), (problems) =>
    hand.showMessage(choice.say("options_refused", { problems: problems.join("; ") }), undefined, "error"));

  const button = (text, onclick, cls = "md-button") => h("button", { type: "button", class: cls, onclick }, text);
  const startBtn = button("Start: dealer's signal", () => giveSignal(), "md-button md-button--primary gv-start");
  const pauseBtn = button("Pause", () => togglePause(), "md-button gv-pause");
  const withSpeed = (o) => ({ ...o, speed: form.speed() });
  const replayBtn = button("Replay this deal", () => S.options && newGame(withSpeed(S.options), "why_replay"));
  const newDealBtn = button("New deal", () => S.options && newGame(withSpeed({ ...S.options, seed: null }), "why_deal"));
  const pace = createPace(session, log, choice.say);
  form.speedField.querySelector("select").addEventListener("change", () => {
    const sess = session.S;
    if (S.options && sess.phase === "ready" && sess.view && sess.view.round === 1) {
      newGame(withSpeed(S.options), "why_speed");
    } else if (S.options) {
      log.notice(choice.say("speed_next"), "info");
    }
  });
  // The page's own anchors (a reader who followed a link to a clause) also use the hash, so the options of
  // the deal in play are always available from this link as well.
  const dealLink = h("a", { class: "gv-deallink", href: "#" }, "Link to this deal");
  const clockEl = h("span", { class: "gv-clock", text: "" });
  const roundEl = h("span", { class: "gv-round" });
  const practiceEl = h("span", { class: "gv-badge gv-badge--practice", text: "Practice game", hidden: true });
  const phaseEl = h("p", { class: "gv-phase" });
  const pacing = h("div", { class: "gv-pacing" }, form.speedField, pace.label);
  for (const el of [pacing, form.element, startBtn, pauseBtn]) el.classList.add("tk-host-only");
  // a shared table's deal is nobody's to see or change from here (together.shared)
  for (const el of [replayBtn, newDealBtn, dealLink]) el.classList.add("tk-solo-only");
  const bar = h("div", { class: "gv-bar" }, startBtn, pauseBtn, replayBtn, newDealBtn, dealLink,
    h("span", { class: "gv-bar__info" }, roundEl, clockEl, practiceEl));

  const howTo = createHowTo("gavitt");
  const tableEl = h("div", { class: "gv-table" }, hand.element, offers.element, seats.element, hand.legend);
  const teach = h("div", { class: "gv-teach tk-solo-only" }, teachingBox.label);
  for (const el of [phaseEl, result.element, tableEl, sheet.element, log.element]) el.classList.add("tk-table");
  root.append(log.notices, howTo.element, form.element, teach, pacing, bar, phaseEl,
    result.element, tableEl, sheet.element, log.element, log.live);

  // ---------------------------------------------------------------- engine answers
  async function refreshOmni(gen) {
    if (!root.contains(teachingBox.input) || !teachingBox.input.checked || !session.S.table || !alone()) {
      S.omni = null;
      return;
    }
    const omni = await call("table.view", { table: session.S.table, seat: "all" });
    if (gen === session.S.gen) S.omni = omni;
  }

  // ---------------------------------------------------------------- player actions (gavitt/actions.js)
  const takeFirst = wireActions(G, { session, hand, pace, root });

  /** The dealer's signal, on every page of the table (a player's page: at the host's signal): the
   * last round's result is put away and trading opens. */
  function openRound(v) {
    S.showResult = false;
    result.element.hidden = true;
    log.add(choice.say("signal", { round: v.round }), "deal");
    log.announce(choice.say("signal", { round: v.round }));
    hand.clearMessage();
  }

  function giveSignal() {
    const v = session.S.view;
    if (!v || !(session.S.phase === "ready" || session.S.phase === "between")) return;
    session.signal(v.signal_t);
    pace.update();
    openRound(v);
    render();
    bringToTable(phaseEl);
    focusInPlace(hand.firstCard());
  }

  function togglePause(reason) {
    takeFirst.release();
    if (session.pause()) {
      if (reason) log.add(reason);
      log.announce(reason || "Paused.");
      session.save(true);
    } else if (session.resume()) {
      hand.clearMessage();
      log.announce("Resumed.");
    }
    render();
  }

  // ---------------------------------------------------------------- new games, saved games
  /** A table dealt afresh (a new game, an example): nothing of the last one is shown. */
  function clearTable(events) {
    Object.assign(S, { fines: [], lastRound: null, gameOver: null, received: null, showResult: false });
    S.selected.clear();
    log.entries = [];
    result.element.hidden = true;
    hand.clearMessage();
    processEvents(G, events || []);
  }

  // The boot, the saved game, the link's options and a new game are the shared lifecycle's
  // (table/lifecycle.js); this is what of them is Gavitt's own.
  const life = createLifecycle({
    game: "gavitt", session, choice, log, howTo, fill: form.fill, render: () => render(),
    showError: (text) => hand.showMessage(text),
    check(data) {
      const params = data.record.params && typeof data.record.params === "object" ? data.record.params : {};
      if (params.edition !== edition) throw new Error(`a saved game of the ${String(params.edition).slice(0, 10)} rules, not the ${edition} rules`);
      if (params.players !== data.options.players) throw new Error("its record and its options disagree on the number of brokers");
      if (!Array.isArray(data.fines)) throw new Error("damaged log");
      data.fines = data.fines.filter((f) => f && Number.isInteger(f.seat) && Number.isInteger(f.amount) && typeof f.clause === "string");
    },
    fresh(options, answer) {
      Object.assign(S, { options, practice: teachingBox.input.checked });
      clearTable(answer.events);
    },
    restore(data, answer) {
      const v = answer.view;
      S.options = data.options;
      log.entries = data.log;
      S.fines = data.fines;
      S.lastRound = data.lastRound && data.lastRound.event && data.lastRound.event.row ? data.lastRound : null;
      S.gameOver = v.over ? data.gameOver : null;
      S.practice = !!data.practice;
      S.selected.clear();
      const r = data.received;
      S.received = r && Number.isInteger(r.from) && Number.isInteger(r.round) && Array.isArray(r.cards)
        && r.cards.every((k) => typeof k === "string") && typeof r.text === "string" ? r : null;
      teachingBox.input.checked = !!data.teaching;
      result.element.hidden = !(data.showResult && S.lastRound);
      S.showResult = !result.element.hidden;
    },
    newFields: (options, answer) => ({ speed: options.speed, target: money(answer.view.target) }),
    started: () => refreshOmni(session.S.gen),
    shared: () => together.shared(),
    mayDeal: () => together.mayDeal(),
  });

  function newGame(o, why) {
    takeFirst.release();
    S.example = null;
    return life.newGame(o, why);
  }

  // ---------------------------------------------------------------- worked examples (gavitt/examples.js)
  async function backToOwnGame() {
    S.example = null;
    const saved = life.readSaved();
    if (!(saved && await life.restoreSaved(saved)) && session.alive) await newGame(S.options || choice.defaults(), "why_new");
  }

  const examples = mountExamples(root, G, { session, takeFirst, pause: (why) => togglePause(why), clearTable, backToOwnGame });

  teachingBox.input.addEventListener("change", () => {
    if (teachingBox.input.checked && session.S.table && !S.practice) {
      S.practice = true;
      log.add(choice.say("teaching_on"));
      log.announce(choice.say("teaching_on"));
    }
    const gen = session.S.gen;
    session.enqueue(async () => {
      await refreshOmni(gen).catch(() => {});
      render();
    });
    session.save(true);
  });


  // ---------------------------------------------------------------- rendering
  // Runs every tick: writes only a changed text, so an idle table leaves the page's layout alone
  // (each write would make the next layout read, Material's or ours, lay the page out again).
  function renderClock() {
    const v = session.S.view;
    const phase = session.S.phase;
    const text = v && (phase === "running" || phase === "paused")
      ? `${(Math.max(0, session.vnow() - v.signal_t) / 1000).toFixed(1)} s since the signal` : "";
    if (clockEl.textContent !== text) clockEl.textContent = text;
  }

  function render() {
    if (!session.alive) return;
    const v = session.S.view;
    const phase = session.S.phase;
    const R = G.rrs();
    root.dataset.phase = phase;
    startBtn.hidden = !(phase === "ready" || phase === "between");
    startBtn.textContent = phase === "between" ? "Deal next hand: dealer's signal" : "Start: dealer's signal";
    pauseBtn.hidden = !(phase === "running" || phase === "paused");
    pauseBtn.textContent = phase === "paused" ? "Resume" : "Pause";
    pauseBtn.classList.toggle("gv-pause--resume", phase === "paused");
    replayBtn.disabled = !S.options;
    newDealBtn.disabled = !S.options;
    if (S.options && !together.shared()) {
      dealLink.href = choice.toHash(S.options);
      dealLink.setAttribute("aria-label", `Link to this deal (seed ${S.options.seed})`);
    } else {
      dealLink.removeAttribute("href");
      dealLink.removeAttribute("aria-label");
    }
    practiceEl.hidden = !S.practice;
    roundEl.textContent = v ? `Round ${v.round} · target ${money(v.target)}` : "";
    renderClock();
    phaseEl.textContent = together.phase(phase) || pace.waiting(waitsForReader(v), choice.say("waiting")) || phaseText(choice.say, phase);
    if (!v || phase === "boot") {
      hand.clear();
      return;
    }
    seats.render(v, R);
    offers.render(v, R);
    hand.render(v, R);
    result.render(R);
    sheet.render(v, R);
    log.render();
    together.sync();
  }

  // ---------------------------------------------------------------- Play together
  together = createTogether({
    root, session, say: choice.say, log, howTo, life, storageKey: `topeka.gavitt.${edition}`,
    engine: choice.together, render: () => render(), atTable: () => bringToTable(phaseEl),
    signalled: (v) => openRound(v),
    fresh: (options, answer) => life.fresh(options, answer),
    players: () => (life.options || choice.defaults()).players,
    params: () => session.S.record && session.S.record.head.params,
  });
  root.insertBefore(together.element, form.element);
  hand.element.insertBefore(together.notice, hand.element.querySelector(".gv-hand__actions"));

  // ---------------------------------------------------------------- start
  together.boot(() => life.boot());

  return {
    destroy() {
      if (!session.alive) return;
      examples.destroy();
      together.destroy();
      session.destroy();
      log.destroy();
      life.hash.destroy();
      status.destroy();
    },
  };
}
