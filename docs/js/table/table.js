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
import { createBar } from "./bar.js";
import { createHowTo } from "./howto.js";
import { createLifecycle } from "./lifecycle.js";
import { createLog } from "./log.js";
import { bringToTable } from "./onscreen.js";
import { createPace } from "./pace.js";
import { giveSignal, opened, startTurns, togglePause } from "./phases.js";
import { createSession } from "./session.js";
import { roomOf } from "../together/protocol.js";
import { phaseText, stateText } from "./words.js";

export function createTable(root, spec) {
  const { choice } = spec;
  const realTime = spec.clock !== "turn";
  root.textContent = "";
  root.classList.add(spec.prefix);
  // The table's parts, made one after the other below; each reaches the others through P, so a
  // part made early (the session) reaches one made later (the board, Play together) when it runs.
  // the status line says the table's state (its data-phase, in the engine's words) once the engine is up
  const P = { root, spec, choice, say: choice.say, cls: spec.prefix, realTime,
    status: mountStatus(root, { state: () => stateText(choice.say, root.dataset.phase || "boot") }),
    log: createLog({ prefix: spec.prefix, say: choice.say }), board: null, together: null, render: () => render(P) };
  P.session = tableSession(P);
  P.pace = createPace(P.session, P.log, P.say, { cls: P.cls, roundOf: realTime ? (spec.roundOf || ((v) => v.round)) : null });
  P.howTo = createHowTo(spec.game, P.say);
  P.board = spec.create(boardsView(P));
  layOut(P);
  P.life = tableLife(P);
  P.together = tableTogether(P);
  placeTogether(P);
  const { board, together } = P;
  if (board.notice) board.notice(together.notice);

  together.boot(() => P.life.boot(board.prelude));

  return {
    /** For a board's own controls that start a game (the bar's replay of the deal, a changed speed). */
    destroy() {
      if (!P.session.alive) return;
      if (board.destroy) board.destroy();
      together.destroy();
      P.session.destroy();
      P.log.destroy();
      P.life.hash.destroy();
      P.status.destroy();
    },
  };
}

/** The table session (table/session.js), each of its questions answered by the part that knows:
 * Play together for the transport and the seats, the board for the game's own state. */
function tableSession(P) {
  const { say, log, realTime } = P;
  const board = () => P.board;
  const session = createSession({
    say,
    storageKey: () => P.together.storeKey(),
    call: (method, args) => P.together.call(method, args),
    humans: () => P.together.humans(),
    remote: () => P.together.remote(),
    storeVersion: P.spec.storeVersion,
    mode: realTime ? "real-time" : "turn",
    absorb: (answer) => board().absorb(answer),
    extra: () => (board().extra ? board().extra() : {}),
    actMethod: () => (board().actMethod ? board().actMethod() : null),
    saves: () => (board().saves ? board().saves() : true),
    refresh: (gen) => (board().refresh ? board().refresh(gen) : undefined),
    render: () => P.render(),
    humanToMove: (v) => (board().humanToMove ? board().humanToMove(v) : false),
    accepted: () => {
      if (board().clearMessage) board().clearMessage();
      P.pace.acted();
    },
    snapshot: () => ({ options: P.life.options, log: log.entries, ...board().snapshot() }),
    onError: (text, err) => board().showMessage(text, err && err.kind === "illegal" ? err.clause ?? null : undefined),
    onSaveFailed: (message) => log.notice(say("save_failed", { reason: message }), "warn"),
    onTick: () => renderClock(P),
    onHidden: () => { if (realTime && session.S.phase === "running") togglePause(P, say("paused_hidden")); },
    onLeave: () => { if (realTime && session.S.phase === "running") togglePause(P, say("paused_left")); },
  });
  return session;
}

/** What the table tells the board (`t`). */
function boardsView(P) {
  const { root, session, say, log, pace, choice } = P;
  return {
    root, session, say, log, pace, choice,
    get together() { return P.together; },
    get lifecycle() { return P.life; },
    act: (action, after) => act(P, action, after),
    render: () => P.render(),
    newGame: (options, why) => newGame(P, options, why),
    options: () => P.life.options,
    alone: () => !P.together || P.together.mode === "solo",
    shared: () => !!P.together && P.together.shared(),
    togglePause: (why) => togglePause(P, why),
    showMessage: (text, clause, kind) => P.board.showMessage(text, clause, kind),
  };
}

/** The page: the table first (the notices, the bar with Start, the board's parts and the log), so that
 * a reader arriving from any link meets it and its Start on the first screen, on a phone as on a
 * desktop; then, folded, one tap away each: How to play, Play together (placed by placeTogether),
 * the Options form, and the fold of the board's own settings (the pace, the teaching view). */
function layOut(P) {
  const { root, board, cls, realTime, log } = P;
  const layout = P.layout = board.layout || {};
  const phaseEl = P.phaseEl = realTime ? h("p", { class: `${cls}-phase` }) : null;
  const bar = P.bar = createBar({ say: P.say, cls, realTime, layout, pace: P.pace, start: () => giveSignal(P), pause: () => togglePause(P),
    newDeal: async () => {
      if (!P.life.options) return;
      await newGame(P, { ...withBar(P, P.life.options), seed: null }, "why_deal");
      if (!realTime) bringToTable(layout.table[0]); // a turn-based game starts at once: its table comes up
    } });
  if (board.form) board.form.element.classList.add("tk-host-only"); // a player at a shared table does not choose them
  const tableParts = [phaseEl, ...(layout.table || [])].filter(Boolean);
  for (const el of [...tableParts, log.element]) el.classList.add("tk-table");
  const settings = P.settings = settingsFold(P.say, layout.options || []);
  root.append(log.notices, ...(layout.top || []), bar.element, ...tableParts, log.element, ...(layout.after || []),
    P.howTo.element, ...(board.form ? [board.form.element] : []), ...(settings ? [settings] : []), log.live);
}

/** The board's settings beside the Options form (the pace, the bots' speed, the teaching view), folded
 * under the engine's name for them; hidden from a player at a shared table when all of them are. */
function settingsFold(say, parts) {
  if (!parts.length) return null;
  const fold = h("details", { class: "topeka-settings" }, h("summary", { text: say("pace_fold") }), ...parts);
  if (parts.every((el) => el.classList.contains("tk-host-only"))) fold.classList.add("tk-host-only");
  return fold;
}

/** Play together, folded under its title after How to play; a page opened from a shared table's link
 * has it open above the table instead, so that a player meets its name question at once. */
function placeTogether(P) {
  const { root, together, howTo, say } = P;
  const fold = P.togetherFold = h("details", { class: "topeka-together-fold", hidden: together.element.hidden },
    h("summary", { text: say("together_title") }), together.element);
  if (roomOf(location.hash)) {
    fold.open = true;
    root.insertBefore(fold, P.bar.element);
  } else {
    howTo.element.after(fold);
  }
}

/** The options a new deal takes from the bar (the bots' speed beside Start) over the game's. */
const withBar = (P, o) => (P.board.withBar ? P.board.withBar(o) : o);

/** The lifecycle (table/lifecycle.js): the boot, a saved game, the link's options, a new game. */
function tableLife(P) {
  const { session, choice, log, board, realTime } = P;
  return createLifecycle({
    game: P.spec.game, session, choice, log, howTo: P.howTo, fill: (o) => board.form && board.form.fill(o), render: () => P.render(),
    showError: (text) => board.showMessage(text, null),
    check: (data) => { if (board.check) board.check(data); },
    fresh: (options, answer) => board.fresh(options, answer),
    restore: (data, answer) => { log.entries = data.log; board.restore(data, answer); },
    newFields: (options, answer) => ({ speed: options.speed, ...(board.newFields ? board.newFields(options, answer) : {}) }),
    loadArgs: board.loadArgs,
    started: async (how, answer) => {
      if (board.started) await board.started(how, answer);
      if (!realTime && how === "new") startTurns(P, 0);
      else if (!realTime && (session.S.phase === "paused" || session.S.phase === "ready")) startTurns(P, session.S.base);
    },
    shared: () => P.together.shared(),
    mayDeal: () => P.together.mayDeal(),
  });
}

/** Play together (together/together.js): the session's transport when others play. */
function tableTogether(P) {
  const { root, session, say, log, choice, life, spec } = P;
  return createTogether({
    root, session, say, log, howTo: P.howTo, life, storageKey: spec.storageKey,
    engine: choice.together, render: () => P.render(), atTable: () => bringToTable(P.phaseEl || P.layout.table[0]),
    signalled: P.realTime ? (v) => opened(P, v) : null,
    fresh: (options, answer) => life.fresh(options, answer),
    players: () => (life.options || choice.defaults()).players,
    params: () => session.S.record && session.S.record.head.params,
    prelude: P.board.prelude,
  });
}

function newGame(P, o, why) {
  if (P.board.beforeNewGame) P.board.beforeNewGame();
  return P.life.newGame(o, why);
}

/** The reader's move, refused on a real-time table that is not running. */
function act(P, action, after) {
  const { session, board, say } = P;
  if (P.realTime) {
    if (session.S.phase === "paused") return board.showMessage(say("paused_now"), undefined, "warn");
    if (session.S.phase !== "running" && session.S.phase !== "example") return board.showMessage(say("not_started"), P.spec.startClause || null);
  }
  return session.act(action, after);
}

// ---------------------------------------------------------------- drawing
// Runs every tick: writes only a changed text, so an idle table leaves the page's layout alone.
function renderClock(P) {
  const { session, board } = P;
  if (!P.realTime || !board.clock) return;
  const v = session.S.view;
  const phase = session.S.phase;
  P.bar.showClock(v && (phase === "running" || phase === "paused") ? board.clock(v, Math.max(0, session.vnow() - v.signal_t)) : "");
}

function render(P) {
  const { session, board, together, life } = P;
  if (!session.alive) return;
  const v = session.S.view;
  const phase = session.S.phase;
  P.root.dataset.phase = board.phaseAttr ? board.phaseAttr(v, phase) : phase;
  P.status.update();
  // the deal's own link (it carries the deal, never shown as a number); none at a shared table
  const href = life.options && !together.shared() ? P.choice.toHash(life.options) : null;
  P.bar.render({ phase, options: life.options, href, info: v && board.info ? board.info(v) : "" });
  renderClock(P);
  if (P.phaseEl) {
    P.phaseEl.textContent = together.phase(phase) || (board.phaseLine ? board.phaseLine(v, phase) : "") || phaseText(P.say, phase);
  }
  if (!v || phase === "boot") {
    if (board.clear) board.clear();
    return;
  }
  board.render(v, phase);
  P.log.render();
  together.sync();
  // a table hosted or joined (a host's room reopened after a reload) shows its panel
  if (together.mode !== "solo" && !P.togetherShown) P.togetherShown = P.togetherFold.open = true;
}
