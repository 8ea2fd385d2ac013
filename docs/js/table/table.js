// The one table every demo and every mode uses, in the spirit of boardgame.io's
// Client({ game, board, multiplayer }): createTable owns the session (the engine table, the clock,
// the bots, saving), the lifecycle (the boot, a saved game, the link's options, a new game), Play
// together (host, player, a shared game's replay), the log and the announcements, the pace, How to
// play, the Options form's place, the bar (Start, Pause, a new game, the link to the deal) and the
// table's status lines. A game's board (docs/js/games/<game>/board.js) draws the engine's view and
// offers the game's moves; it sees none of the lifecycle.
//
//   export const mount = (root) => createTable(root, gavittBoard(root));   // a game's demo.js
//
// A board (`spec`) is data and one factory:
//   { game, choice (table/options.js createOptions), storageKey, storeVersion, clock: "real-time" | "turn",
//     prefix ("gv"), create(t) -> the board's parts and hooks (below) }
// `t`, what the table gives the board: { root, session, say, log, pace, together, act(action, after),
//   render(), newGame(options, why), options() (of the game in play), alone() (no one else at the
//   table), showMessage(text, clause, kind) (the board's own, once it has made it) }.
// What create(t) returns (all optional but absorb and render):
//   form          the Options form: { element, fill(options), fields?, controls? }
//   layout        { top: [...] (above the bar), bar: [...] (extra controls in it), table: [...] (the parts a
//                   player's page shows, in order), after: [...] (below the log) }
//   absorb(answer), render(view, phase), clear()       the engine's answers, drawn
//   fresh(options, answer), restore(data, answer), check(data), snapshot()   the game's own state
//   signalled(view)      the table opens (the dealer's signal): what the board puts away; its log line
//   showMessage(text, clause, kind), clearMessage()   where a refusal or a message shows, by the moves
//   focusFirst()         the control the reader starts from
//   humanToMove(view)    a turn-based game: whether the clock waits for a person
//   phaseAttr(view, phase)   the table's data-phase, when the game names its own
//   phaseLine(view, phase)   what the status line says beyond the phase's own words ("" for them)
//   info(view), clock(view, elapsed)   the bar's words: the round and target, the time in the round
//   refresh(gen), started(how, answer), newFields(options, answer), loadArgs(data), prelude()
//   notice(element)      where the table's notices of a shared table go (by the hand and the moves)
//   destroy()
import { h } from "../dom.js";
import { mountStatus } from "../status.js";
import { createTogether } from "../together/together.js";
import { createHowTo } from "./howto.js";
import { createLifecycle } from "./lifecycle.js";
import { createLog } from "./log.js";
import { bringToTable, focusInPlace } from "./onscreen.js";
import { createPace } from "./pace.js";
import { createSession } from "./session.js";
import { phaseText } from "./words.js";

export function createTable(root, spec) {
  const { choice } = spec;
  const say = choice.say;
  const cls = spec.prefix;
  const realTime = spec.clock !== "turn";
  root.textContent = "";
  root.classList.add(cls);
  const status = mountStatus(root);
  const log = createLog({ prefix: cls });
  let board = null;
  let together = null; // Play together: the session's transport when others play (together/together.js)

  const session = createSession({
    storageKey: () => together.storeKey(),
    call: (method, args) => together.call(method, args),
    humans: () => together.humans(),
    remote: () => together.remote(),
    storeVersion: spec.storeVersion,
    mode: realTime ? "real-time" : "turn",
    absorb: (answer) => board.absorb(answer),
    extra: () => (board.extra ? board.extra() : {}),
    actMethod: () => (board.actMethod ? board.actMethod() : null),
    saves: () => (board.saves ? board.saves() : true),
    refresh: (gen) => (board.refresh ? board.refresh(gen) : undefined),
    render: () => render(),
    humanToMove: (v) => (board.humanToMove ? board.humanToMove(v) : false),
    accepted: () => {
      if (board.clearMessage) board.clearMessage();
      pace.acted();
    },
    snapshot: () => ({ options: life.options, log: log.entries, ...board.snapshot() }),
    onError: (text, err) => board.showMessage(text, err && err.kind === "illegal" ? err.clause ?? null : undefined),
    onSaveFailed: (message) => log.notice(say("save_failed", { reason: message }), "warn"),
    onTick: () => renderClock(),
    onHidden: () => { if (realTime && session.S.phase === "running") togglePause(say("paused_hidden")); },
    onLeave: () => { if (realTime && session.S.phase === "running") togglePause(say("paused_left")); },
  });
  const pace = createPace(session, log, say, { cls, roundOf: realTime ? (spec.roundOf || ((v) => v.round)) : null });
  const howTo = createHowTo(spec.game);

  // ---------------------------------------------------------------- what the table tells the board
  const t = {
    root, session, say, log, pace, choice,
    get together() { return together; },
    get lifecycle() { return life; },
    act: (action, after) => act(action, after),
    render: () => render(),
    newGame: (options, why) => newGame(options, why),
    options: () => life.options,
    alone: () => !together || together.mode === "solo",
    shared: () => !!together && together.shared(),
    togglePause: (why) => togglePause(why),
    showMessage: (text, clause, kind) => board.showMessage(text, clause, kind),
  };
  board = spec.create(t);

  // ---------------------------------------------------------------- the bar: Start, Pause, a new game, the link
  const button = (text, onclick, klass = "md-button") => h("button", { type: "button", class: klass, onclick }, text);
  const startBtn = realTime ? button(say("start"), () => giveSignal(), `md-button md-button--primary ${cls}-start`) : null;
  const pauseBtn = realTime ? button(say("pause"), () => togglePause(), `md-button ${cls}-pause`) : null;
  const newBtn = button(say("new_deal"), async () => {
    if (!life.options) return;
    await newGame({ ...withBar(life.options), seed: null }, "why_deal");
    if (!realTime) bringToTable(layout.table[0]); // a turn-based game starts at once: its table comes up
  });
  const dealLink = h("a", { class: `${cls}-deallink`, href: "#" }, say("deal_link"));
  const infoEl = h("span", { class: `${cls}-round` });
  const clockEl = h("span", { class: `${cls}-clock`, text: "" });
  const phaseEl = realTime ? h("p", { class: `${cls}-phase` }) : null;
  const layout = board.layout || {};
  // what a player at a shared table does not do (the host's), and what nobody does there (a reader alone's)
  for (const el of [startBtn, pauseBtn, board.form && board.form.element].filter(Boolean)) el.classList.add("tk-host-only");
  for (const el of [newBtn, dealLink, ...(layout.soloBar || [])]) el.classList.add("tk-solo-only");
  const bar = h("div", { class: `${cls}-bar` }, ...[startBtn, pauseBtn, ...(layout.bar || []), newBtn, dealLink].filter(Boolean),
    h("span", { class: `${cls}-bar__info` }, infoEl, clockEl, ...(layout.barInfo || [])));
  const tableParts = [phaseEl, ...(layout.table || [])].filter(Boolean);
  for (const el of [...tableParts, log.element]) el.classList.add("tk-table");
  root.append(log.notices, ...(layout.top || []), howTo.element, ...(board.form ? [board.form.element] : []), ...(layout.options || []),
    bar, ...tableParts, log.element, ...(layout.after || []), log.live);

  /** The options a new deal takes from the bar (the bots' speed beside Start) over the game's. */
  const withBar = (o) => (board.withBar ? board.withBar(o) : o);

  // ---------------------------------------------------------------- the lifecycle (table/lifecycle.js)
  const life = createLifecycle({
    game: spec.game, session, choice, log, howTo, fill: (o) => board.form && board.form.fill(o), render: () => render(),
    showError: (text) => board.showMessage(text, null),
    check: (data) => { if (board.check) board.check(data); },
    fresh: (options, answer) => board.fresh(options, answer),
    restore: (data, answer) => { log.entries = data.log; board.restore(data, answer); },
    newFields: (options, answer) => ({ speed: options.speed, ...(board.newFields ? board.newFields(options, answer) : {}) }),
    loadArgs: board.loadArgs,
    started: async (how, answer) => {
      if (board.started) await board.started(how, answer);
      if (!realTime && how === "new") startTurns(0);
      else if (!realTime && (session.S.phase === "paused" || session.S.phase === "ready")) startTurns(session.S.base);
    },
    shared: () => together.shared(),
    mayDeal: () => together.mayDeal(),
  });

  function newGame(o, why) {
    if (board.beforeNewGame) board.beforeNewGame();
    return life.newGame(o, why);
  }

  // ---------------------------------------------------------------- the reader's moves
  function act(action, after) {
    if (realTime) {
      if (session.S.phase === "paused") return board.showMessage(say("paused_now"), undefined, "warn");
      if (session.S.phase !== "running" && session.S.phase !== "example") return board.showMessage(say("not_started"), spec.startClause || null);
    }
    return session.act(action, after);
  }

  /** The dealer's signal (a real-time table): trading opens; what the board puts away, it puts away
   * on every page of a shared table (a player's page at the host's signal). */
  function opened(v) {
    if (board.signalled) board.signalled(v);
    const line = say("signal", board.signalFields ? board.signalFields(v) : { round: v.round });
    log.add(line, "deal");
    log.announce(line);
  }

  function giveSignal() {
    const v = session.S.view;
    if (!v || !(session.S.phase === "ready" || session.S.phase === "between")) return;
    session.signal(v.signal_t);
    pace.update();
    opened(v);
    session.save(true); // a reload now brings back the open round (paused)
    render();
    bringToTable(phaseEl);
    if (board.focusFirst) focusInPlace(board.focusFirst());
  }

  /** A turn-based table runs from `at`; its clock waits at once if a person is to move. */
  function startTurns(at) {
    session.signal(at);
    if (board.humanToMove && board.humanToMove(session.S.view)) session.stopClock();
    if (session.S.view.over) session.S.phase = "over";
    pace.update();
  }

  function togglePause(reason) {
    if (board.beforePause) board.beforePause();
    if (session.pause()) {
      if (reason) log.add(reason);
      log.announce(reason || say("paused"));
      session.save(true);
    } else if (session.resume()) {
      if (board.clearMessage) board.clearMessage();
      log.announce(say("resumed"));
    }
    render();
  }

  // ---------------------------------------------------------------- drawing
  // Runs every tick: writes only a changed text, so an idle table leaves the page's layout alone.
  function renderClock() {
    if (!realTime || !board.clock) return;
    const v = session.S.view;
    const phase = session.S.phase;
    const text = v && (phase === "running" || phase === "paused") ? board.clock(v, Math.max(0, session.vnow() - v.signal_t)) : "";
    if (clockEl.textContent !== text) clockEl.textContent = text;
  }

  function render() {
    if (!session.alive) return;
    const v = session.S.view;
    const phase = session.S.phase;
    root.dataset.phase = board.phaseAttr ? board.phaseAttr(v, phase) : phase;
    if (realTime) {
      startBtn.hidden = !(phase === "ready" || phase === "between");
      startBtn.textContent = phase === "between" ? say("start_next") : say("start");
      pauseBtn.hidden = !(phase === "running" || phase === "paused");
      pauseBtn.textContent = phase === "paused" ? say("resume") : say("pause");
      pauseBtn.classList.toggle(`${cls}-pause--resume`, phase === "paused");
    }
    newBtn.disabled = !life.options;
    // the deal's own link (it carries the deal, never shown as a number); none at a shared table
    if (life.options && !together.shared()) dealLink.href = choice.toHash(life.options);
    else dealLink.removeAttribute("href");
    const info = v && board.info ? board.info(v) : "";
    if (infoEl.textContent !== info) infoEl.textContent = info;
    renderClock();
    if (phaseEl) {
      phaseEl.textContent = together.phase(phase) || (board.phaseLine ? board.phaseLine(v, phase) : "") || phaseText(say, phase);
    }
    if (!v || phase === "boot") {
      if (board.clear) board.clear();
      return;
    }
    board.render(v, phase);
    log.render();
    together.sync();
  }

  // ---------------------------------------------------------------- Play together
  together = createTogether({
    root, session, say, log, howTo, life, storageKey: spec.storageKey,
    engine: choice.together, render: () => render(), atTable: () => bringToTable(phaseEl || layout.table[0]),
    signalled: realTime ? (v) => opened(v) : null,
    fresh: (options, answer) => life.fresh(options, answer),
    players: () => (life.options || choice.defaults()).players,
    params: () => session.S.record && session.S.record.head.params,
    prelude: board.prelude,
  });
  root.insertBefore(together.element, board.form ? board.form.element : layout.options ? layout.options[0] : bar);
  if (board.notice) board.notice(together.notice);

  together.boot(() => life.boot(board.prelude));

  return {
    /** For a board's own controls that start a game (the bar's replay of the deal, a changed speed). */
    destroy() {
      if (!session.alive) return;
      if (board.destroy) board.destroy();
      together.destroy();
      session.destroy();
      log.destroy();
      life.hash.destroy();
      status.destroy();
    },
  };
}
