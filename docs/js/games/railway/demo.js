// The "Big Four" railway game, playable: you are the first player against one to three of the engine's
// bots. The shared table harness does the rest: the session in turn mode (table/session.js: the
// clock stops while it is your turn and runs through a "Pass" claim window; the bots' moves, your
// actions, the synchronous save and the exact restore), the log and announcements (table/log.js),
// "How to play" from the engine (table/howto.js), the learning pace (table/pace.js: the bots play
// slower) and the options in the URL hash from the engine's schemas (table/options.js). This
// module lays the table out and hands the engine's answers to the renderers (railway/table.js).
import { h } from "../../dom.js";
import { call } from "../../runtime.js";
import { mountStatus } from "../../status.js";
import { mountLab } from "./lab.js";
import { LABELS, READINGS, railwayOptions } from "./options.js";
import { drawControls, facesNote, renderCentre, renderClaim, renderMine, renderScoring, renderTrack } from "./table.js";
import { createHowTo, rulesEl } from "../../table/howto.js";
import { createLog } from "../../table/log.js";
import { optionsForm } from "../../table/optionsform.js";
import { createPace } from "../../table/pace.js";
import { bringToTable } from "../../table/onscreen.js";
import { createLifecycle } from "../../table/lifecycle.js";
import { createSession } from "../../table/session.js";
import { createTogether } from "../../together/together.js";
import { me } from "../../table/seat.js";
import { nextTask } from "../../tasks.js";

const STORE_KEY = "topeka.railway";
const STORE_VERSION = 2; // 2: the session's format (record mirror, table time, clock)

export function mount(root) {
  const choice = railwayOptions(root); // the hash's options, from the engine's schemas
  root.textContent = "";
  root.classList.add("rw");
  const status = mountStatus(root);
  const log = createLog({ prefix: "rw" });
  // the engine's card table (railway.cards): names of the cards and of the stations' companies
  // ("G.W.R."), what each card counts at the scoring and its company
  const cards = { names: {}, values: {}, company: {}, name: (k) => cards.names[k] || k };
  const say = choice.say;
  // The demo's own state; the table, its view (with the reader's legal moves), the clock and the
  // queue are the session's.
  const S = { options: null, windowStart: null, controlsKey: "" };
  const legal = (v) => (v && !v.over && Array.isArray(v.legal) ? v.legal : []);
  const humanToMove = (v) => !v.over && !v.window && session.humans().includes(v.turn);
  let together = null; // Play together (together/together.js): the session's transport when others play
  const session = createSession({
    storageKey: () => together.storeKey(),
    call: (method, args) => together.call(method, args),
    humans: () => together.humans(),
    remote: () => together.remote(),
    storeVersion: STORE_VERSION,
    mode: "turn",
    absorb(answer) {
      record(answer.events || []);
      if (answer.view && answer.view.over && session.S.phase === "running") session.S.phase = "over";
    },
    refresh: () => undefined,
    render: () => render(),
    snapshot: () => ({ options: S.options, seed: S.options && S.options.seed, log: log.entries, windowStart: S.windowStart }),
    humanToMove,
    accepted() {
      message.textContent = "";
      pace.acted();
    },
    onError(text, err) {
      // the refusal in the engine's words; the clause behind it one tap further, named by its words
      message.replaceChildren(text, ...rulesEl(err && err.clause ? [err.clause] : []));
    },
    onSaveFailed: (msg) => log.notice(choice.say("save_failed", { reason: msg }), "warn"),
  });
  const pace = createPace(session, log, choice.say, { cls: "rw", roundOf: null });

  // ---------------------------------------------------------------- layout
  const item = (key) => ({ key, ...LABELS[key], hint: LABELS[key].hint ?? (READINGS.includes(key) ? choice.schema(key).description : undefined) });
  const form = optionsForm(choice, ["players", "strength", "window", "short", "seed", "speed", ...READINGS].map(item), {
    cls: "rw",
    onSubmit: (o) => play(o, "why_options"),
    onProblems: (problems) => { message.textContent = choice.say("options_refused", { problems: problems.join("; ") }); },
    // built when first opened: the mount does not build fields most readers never unfold
    folded: { keys: READINGS, summary: "Readings of the text (what it leaves open)", cls: "rw-readings" },
  });
  form.element.classList.add("rw-options");
  form.element.setAttribute("aria-label", "Game options");
  const optionsBox = h("details", { class: "rw-options-box" }, h("summary", { text: "Options" }), form.element);
  const pacing = h("div", { class: "rw-pacing" }, form.fields.speed, pace.label);
  form.controls.speed.addEventListener("change", () => {
    if (S.options) log.notice(say("speed_next"), "info");
  });
  const newBtn = h("button", { type: "button", class: "md-button", onclick: () => S.options && play({ ...S.options, seed: null }, "why_new") }, "New game");
  const dealLink = h("a", { class: "rw-deallink", href: "#" }, "Link to this game");

  const message = h("p", { class: "rw-notice", role: "alert" });
  const howTo = createHowTo("railway");
  const track = h("section", { class: "rw-track", "aria-label": "Trains leaving the station" });
  const centre = h("section", { class: "rw-centre", "aria-label": "Stack and exposed card" });
  const claim = h("section", { class: "rw-claim", "aria-label": "Pass window", hidden: true });
  const mine = h("section", { class: "rw-mine", "aria-label": "Your station and hand" });
  const controls = h("section", { class: "rw-controls", "aria-label": "Your moves" });
  const scoring = h("section", { class: "rw-scoring", "aria-label": "Scoring", hidden: true });
  for (const el of [optionsBox, pacing]) el.classList.add("tk-host-only");
  for (const el of [newBtn, dealLink]) el.classList.add("tk-solo-only"); // a shared deal is nobody's to see or change from here
  for (const el of [track, centre, claim, mine, controls, scoring, log.element]) el.classList.add("tk-table");
  root.append(log.notices, message, howTo.element, optionsBox, pacing, h("div", { class: "rw-bar" }, newBtn, dealLink),
    track, centre, claim, mine, controls, scoring, facesNote(say), log.element, log.live);
  // The lab, below the table's log, is built a task later: the mount's own task holds only what the
  // reader meets first (the lab adds to the bottom of the demo, so nothing above it moves).
  let lab = null;
  nextTask().then(() => { if (session.alive) lab = mountLab(root); }); // a demo destroyed meanwhile has none

  /** The reader's own new game: dealt, then the table brought up on the screen (table/onscreen.js). */
  async function play(options, why) {
    await life.newGame(options, why);
    bringToTable(track);
  }

  // ---------------------------------------------------------------- rendering
  function render() {
    const v = session.S.view;
    root.dataset.phase = !v ? "boot" : v.over ? "over" : v.window ? "claim" : v.turn === me() ? "turn" : "waiting";
    if (!v) return;
    if (S.options && !together.shared()) {
      dealLink.href = choice.toHash(S.options);
      dealLink.setAttribute("aria-label", `Link to this game (seed ${S.options.seed})`);
    } else {
      dealLink.removeAttribute("href");
      dealLink.removeAttribute("aria-label");
    }
    renderTrack(track, v, cards, say);
    renderCentre(centre, v, say);
    renderClaim(claim, v, cards, say, session.vnow(), S.windowStart ?? (v.window ? v.window.until - S.options.window : 0));
    // the reader's keyboard on a move (a card of the hand in the discard step, or a control)
    const playing = mine.contains(document.activeElement) || controls.contains(document.activeElement);
    renderMine(mine, v, cards, say, legal(v), (a) => session.act(a));
    // Redraw the moves only when the choices change: a button must not be replaced under the
    // pointer or the keyboard focus while a claim window counts down.
    const key = JSON.stringify([legal(v), v.over, v.window && v.window.card, v.turn, v.exposed]);
    if (key !== S.controlsKey) {
      S.controlsKey = key;
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
    log.render();
    together.sync();
  }

  /** The engine's own words for each event (Game.describe), in the log and announced. */
  function record(events) {
    for (const e of events) {
      if (e.to !== undefined && e.to !== null && e.to !== me()) continue;
      if (e.type === "window") S.windowStart = e.t;
      if (!e.text || (e.type === "decline" && e.seat !== me())) continue;
      log.add(e.text, e.seat === me() ? "me" : e.type === "game_over" ? "end" : "", e.t);
      log.announce(e.text);
    }
  }

  // ---------------------------------------------------------------- starting and restoring
  /** The table runs from `t`; its clock waits at once if it is the reader's turn. */
  function start(t) {
    session.signal(t);
    if (humanToMove(session.S.view)) session.stopClock();
    if (session.S.view.over) session.S.phase = "over";
    pace.update();
  }

  // The boot, the saved game, the link's options and a new game are the shared lifecycle's
  // (table/lifecycle.js); this is what of them is the railway's own.
  const life = createLifecycle({
    game: "railway", session, choice, log, howTo, fill: form.fill, render: () => render(),
    showError: (text) => { message.textContent = text; },
    check(data) {
      // a save of before the options carried the seed kept it beside them
      data.options = choice.check({ ...data.options, seed: Number.isInteger(data.options.seed) ? data.options.seed : data.seed });
      if (data.options.seed === null) throw new Error("damaged save: no seed");
    },
    fresh(options) {
      Object.assign(S, { options, windowStart: null, controlsKey: "" });
    },
    restore(data) {
      // a log saved before the shared log (strings, oldest first) reads as entries, newest first
      log.entries = data.log.every((t) => typeof t === "string") ? data.log.slice().reverse().map((text) => ({ text })) : data.log;
      Object.assign(S, { options: data.options, windowStart: Number.isInteger(data.windowStart) ? data.windowStart : null, controlsKey: "" });
    },
    newFields: (options) => ({ strength: options.strength }),
    shared: () => together.shared(),
    mayDeal: () => together.mayDeal(),
    started(how, answer) {
      if (how === "new") {
        record(answer.events || []); // the deal, after the line that says why it was dealt
        start(0);
      } else if (session.S.phase === "paused" || session.S.phase === "ready") start(session.S.base);
    },
  });

  function onKey(ev) {
    const v = session.S.view;
    if (!v || !v.window || ev.target.closest("input, select, textarea")) return;
    const want = ev.key === "p" || ev.key === "P" ? "call" : ev.key === "n" || ev.key === "N" ? "decline" : null;
    const a = want && legal(v).find((x) => x.type === want);
    if (a) { ev.preventDefault(); session.act(a); }
  }
  root.addEventListener("keydown", onKey);

  // the engine's names of the cards and of the companies whose stations they are ("G.W.R.")
  async function cardTable() {
    const t = await call("railway.cards", {});
    Object.assign(cards, { names: { ...t.companies, ...t.names }, values: t.values, company: t.company });
  }

  // ---------------------------------------------------------------- Play together
  together = createTogether({
    root, session, say, log, howTo, life, storageKey: STORE_KEY,
    engine: choice.together, render: () => render(), atTable: () => bringToTable(track),
    fresh: (o, answer) => life.fresh(o, answer),
    players: () => (life.options || choice.defaults()).players,
    params: () => session.S.record && session.S.record.head.params,
    prelude: cardTable,
  });
  root.insertBefore(together.element, optionsBox);
  root.insertBefore(together.notice, controls);
  together.boot(() => life.boot(cardTable));

  return {
    destroy() {
      root.removeEventListener("keydown", onKey);
      together.destroy();
      life.hash.destroy();
      if (lab) lab.destroy();
      session.destroy();
      log.destroy();
      status.destroy();
    },
  };
}
