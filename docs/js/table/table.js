// The one table every demo and every mode uses, in the spirit of boardgame.io's
// Client({ game, board, multiplayer }): createTable owns the session (the engine table, the clock,
// the bots, saving), the lifecycle (the boot, a saved game, the link's options, a new game), Play
// together (host, player, a shared game's replay), the log and the announcements, the pace, How to
// play, the Options form's place, the bar (Start, Pause, a new game, the link to the deal) and the
// table's status lines. A game's board (docs/js/games/<game>/board.js) draws the engine's view and
// offers the game's moves; it sees none of the lifecycle.
//
//   export const mount = (root) => createTable(root, gavittBoard(root));   // a game's demo.js
//   createTable(root, gavittBoard(root), { mode: "replay", record, seat: 0 });  // a mode is a setting
//
// The mode (together/together.js MODES): "solo" (a reader alone against bots), "host" (a shared
// table this page hosts), "guest" ({ room }: a player at it), "replay" ({ record, seat }: a game's
// record played again from a seat). Without one, the page's address chooses (pageMode: a table's
// link joins it, any other plays alone).
//
// A board (`spec`) is data and one factory:
//   { game, choice (table/options.js createOptions), storageKey, storeVersion, clock: "real-time" | "turn",
//     prefix ("gv"), startClause, overClause (cited when a move comes before the start or after the end), create(t) -> the board's parts and hooks (below) }
// `t`, what the table gives the board: { root, session, say, log, pace, together, act(action, after),
//   canAct() (whether a move can go now; if not, the board's showMessage says why),
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
import { checkMode, createTogether, pageMode } from "../together/together.js";
import { createBar } from "./bar.js";
import { createHowTo } from "./howto.js";
import { createLifecycle } from "./lifecycle.js";
import { createLog } from "./log.js";
import { bringToTable } from "./onscreen.js";
import { createPace } from "./pace.js";
import { giveSignal, opened, startTurns, togglePause } from "./phases.js";
import { createSession } from "./session.js";
import { phaseText, stateText } from "./words.js";

export function createTable(root, spec, modeSetting = pageMode()) {
  const { choice } = spec;
  checkMode(modeSetting, choice.say);
  const realTime = spec.clock !== "turn";
  root.textContent = "";
  root.classList.add(spec.prefix);
  // The table's parts, made one after the other below; each reaches the others through `parts`, so a
  // part made early (the session) reaches one made later (the board, Play together) when it runs.
  // the status line says the table's state (its data-phase, in the engine's words) once the engine is up
  const parts = { root, spec, choice, say: choice.say, cls: spec.prefix, realTime, modeSetting,
    status: mountStatus(root, { state: () => stateText(choice.say, root.dataset.phase || "boot") }),
    log: createLog({ prefix: spec.prefix, say: choice.say }), board: null, together: null, render: () => render(parts) };
  parts.session = tableSession(parts);
  parts.pace = createPace(parts.session, parts.log, parts.say, { cls: parts.cls, roundOf: realTime ? (spec.roundOf || ((v) => v.round)) : null });
  parts.howTo = createHowTo(spec.game, parts.say);
  parts.board = spec.create(boardsView(parts));
  layOut(parts);
  parts.life = tableLife(parts);
  parts.together = tableTogether(parts);
  placeTogether(parts);
  const { board, together } = parts;
  if (board.notice) board.notice(together.notice);

  together.boot(modeSetting, () => parts.life.boot(board.prelude));

  return {
    /** For a board's own controls that start a game (the bar's replay of the deal, a changed speed). */
    destroy() {
      if (!parts.session.alive) return;
      if (board.destroy) board.destroy();
      together.destroy();
      parts.session.destroy();
      parts.log.destroy();
      parts.life.hash.destroy();
      parts.status.destroy();
    },
  };
}

/** The table session (table/session.js), each of its questions answered by the part that knows:
 * Play together for the transport and the seats, the board for the game's own state. */
function tableSession(parts) {
  const { say, log, realTime } = parts;
  const board = () => parts.board;
  const session = createSession({
    say,
    storageKey: () => parts.together.storeKey(),
    call: (method, args) => parts.together.call(method, args),
    humans: () => parts.together.humans(),
    remote: () => parts.together.remote(),
    storeVersion: parts.spec.storeVersion,
    mode: realTime ? "real-time" : "turn",
    absorb: (answer) => board().absorb(answer),
    extra: () => (board().extra ? board().extra() : {}),
    actMethod: () => (board().actMethod ? board().actMethod() : null),
    saves: () => (board().saves ? board().saves() : true),
    refresh: (gen) => (board().refresh ? board().refresh(gen) : undefined),
    render: () => parts.render(),
    humanToMove: (v) => (board().humanToMove ? board().humanToMove(v) : false),
    accepted: () => {
      if (board().clearMessage) board().clearMessage();
      parts.pace.acted();
    },
    snapshot: () => ({ options: parts.life.options, log: log.entries, ...board().snapshot() }),
    onError: (text, err) => board().showMessage(text, err && err.kind === "illegal" ? err.clause ?? null : undefined,
      err && err.kind === "table" ? "warn" : undefined),
    onSaveFailed: (message) => log.notice(say("save_failed", { reason: message }), "warn"),
    onTick: () => renderClock(parts),
    onHidden: () => { if (realTime && session.state.phase === "running") togglePause(parts, say("paused_hidden")); },
    onLeave: () => { if (realTime && session.state.phase === "running") togglePause(parts, say("paused_left")); },
  });
  return session;
}

/** What the table tells the board (`t`). */
function boardsView(parts) {
  const { root, session, say, log, pace, choice } = parts;
  return {
    root, session, say, log, pace, choice,
    get together() { return parts.together; },
    get lifecycle() { return parts.life; },
    act: (action, after) => act(parts, action, after),
    canAct: () => canAct(parts),
    render: () => parts.render(),
    newGame: (options, why) => newGame(parts, options, why),
    options: () => parts.life.options,
    alone: () => !parts.together || parts.together.mode === "solo",
    shared: () => !!parts.together && parts.together.shared(),
    togglePause: (why) => togglePause(parts, why),
    showMessage: (text, clause, kind) => parts.board.showMessage(text, clause, kind),
  };
}

/** The page: the table first (the notices, the bar with Start, the board's parts and the log), so that
 * a reader arriving from any link meets it and its Start on the first screen, on a phone as on a
 * desktop; then, folded, one tap away each: How to play, Play together (placed by placeTogether),
 * the Options form, and the fold of the board's own settings (the pace, the teaching view). */
function layOut(parts) {
  const { root, board, cls, realTime, log } = parts;
  const layout = parts.layout = board.layout || {};
  const phaseEl = parts.phaseEl = realTime ? h("p", { class: `${cls}-phase` }) : null;
  const bar = parts.bar = createBar({ say: parts.say, cls, realTime, layout, pace: parts.pace, start: () => giveSignal(parts), pause: () => togglePause(parts),
    newDeal: async () => {
      if (!parts.life.options) return;
      await newGame(parts, { ...withBar(parts, parts.life.options), seed: null }, "why_deal");
      if (!realTime) bringToTable(layout.table[0]); // a turn-based game starts at once: its table comes up
    } });
  if (board.form) board.form.element.classList.add("tk-host-only"); // a player at a shared table does not choose them
  const tableParts = [phaseEl, ...(layout.table || [])].filter(Boolean);
  for (const el of [...tableParts, log.element]) el.classList.add("tk-table");
  const settings = parts.settings = settingsFold(parts.say, layout.options || []);
  root.append(log.notices, ...(layout.top || []), bar.element, ...tableParts, log.element, ...(layout.after || []),
    parts.howTo.element, ...(board.form ? [board.form.element] : []), ...(settings ? [settings] : []), log.live);
}

/** The board's settings beside the Options form (the pace, the bots' speed, the teaching view), folded
 * under the engine's name for them; hidden from a player at a shared table when all of them are. */
function settingsFold(say, settings) {
  if (!settings.length) return null;
  const fold = h("details", { class: "topeka-settings" }, h("summary", { text: say("pace_fold") }), ...settings);
  if (settings.every((el) => el.classList.contains("tk-host-only"))) fold.classList.add("tk-host-only");
  return fold;
}

/** Play together, folded under its title after How to play when the table opens alone; in any other
 * mode it is open above the table instead, so that a player meets its name question at once, a host
 * opened as one the table's link, and a replay's reader its progress and its end. */
function placeTogether(parts) {
  const { root, together, howTo, say } = parts;
  const fold = parts.togetherFold = h("details", { class: "topeka-together-fold", hidden: together.element.hidden },
    h("summary", { text: say("together_title") }), together.element);
  if (parts.modeSetting.mode !== "solo") {
    fold.open = true;
    root.insertBefore(fold, parts.bar.element);
  } else {
    howTo.element.after(fold);
  }
}

/** The options a new deal takes from the bar (the bots' speed beside Start) over the game's. */
const withBar = (parts, o) => (parts.board.withBar ? parts.board.withBar(o) : o);

/** The lifecycle (table/lifecycle.js): the boot, a saved game, the link's options, a new game. */
function tableLife(parts) {
  const { session, choice, log, board, realTime } = parts;
  return createLifecycle({
    game: parts.spec.game, session, choice, log, howTo: parts.howTo, fill: (o) => board.form && board.form.fill(o), render: () => parts.render(),
    showError: (text) => board.showMessage(text, null),
    check: (data) => { if (board.check) board.check(data); },
    fresh: (options, answer) => board.fresh(options, answer),
    restore: (data, answer) => { log.entries = data.log; board.restore(data, answer); },
    newFields: (options, answer) => ({ speed: options.speed, ...(board.newFields ? board.newFields(options, answer) : {}) }),
    loadArgs: board.loadArgs,
    started: async (how, answer) => {
      if (board.started) await board.started(how, answer);
      if (!realTime && how === "new") startTurns(parts, 0);
      else if (!realTime && (session.state.phase === "paused" || session.state.phase === "ready")) startTurns(parts, session.state.base);
    },
    shared: () => parts.together.shared(),
    mayDeal: () => parts.together.mayDeal(),
  });
}

/** Play together (together/together.js): the session's transport when others play. */
function tableTogether(parts) {
  const { root, session, say, log, choice, life, spec } = parts;
  return createTogether({
    root, session, say, log, howTo: parts.howTo, life, storageKey: spec.storageKey,
    engine: choice.together, render: () => parts.render(), atTable: () => bringToTable(parts.phaseEl || parts.layout.table[0]),
    signalled: parts.realTime ? (v) => opened(parts, v) : null,
    fresh: (options, answer) => life.fresh(options, answer),
    players: () => (life.options || choice.defaults()).players,
    params: () => session.state.record && session.state.record.head.params,
    prelude: parts.board.prelude,
  });
}

function newGame(parts, o, why) {
  if (parts.board.beforeNewGame) parts.board.beforeNewGame();
  return parts.life.newGame(o, why);
}

/** Whether the reader's move can go to the table now; if not, the board shows why, where its moves
 * are (the one phase check of every real-time board: a board with a move of its own, as Gavitt's take
 * first, asks it before its first step). A player's page at a shared table sends every move on: the
 * host's table (or the page's link to it) refuses it in a player's words, as a player can press
 * neither Resume nor Start, and the host may be away whatever the phase. */
function canAct(parts) {
  const { session, board, say, spec } = parts;
  if (!parts.realTime || session.remote()) return true;
  const phase = session.state.phase;
  if (phase === "running" || phase === "example") return true;
  if (phase === "paused") board.showMessage(say("paused_now"), undefined, "warn");
  else if (phase === "over") board.showMessage(say("over_now"), spec.overClause || null, "warn");
  else board.showMessage(say("not_started"), spec.startClause || null);
  return false;
}

function act(parts, action, after) {
  return canAct(parts) ? parts.session.act(action, after) : undefined;
}

// ---------------------------------------------------------------- drawing
// Runs every tick: writes only a changed text, so an idle table leaves the page's layout alone.
function renderClock(parts) {
  const { session, board } = parts;
  if (!parts.realTime || !board.clock) return;
  const v = session.state.view;
  const phase = session.state.phase;
  parts.bar.showClock(v && (phase === "running" || phase === "paused") ? board.clock(v, Math.max(0, session.vnow() - v.signal_t)) : "");
}

function render(parts) {
  const { session, board, together, life } = parts;
  if (!session.alive) return;
  const v = session.state.view;
  const phase = session.state.phase;
  parts.root.dataset.phase = board.phaseAttr ? board.phaseAttr(v, phase) : phase;
  parts.status.update();
  // the deal's own link (it carries the deal, never shown as a number); none at a shared table
  const href = life.options && !together.shared() ? parts.choice.toHash(life.options) : null;
  parts.bar.render({ phase, options: life.options, href, info: v && board.info ? board.info(v) : "" });
  renderClock(parts);
  if (parts.phaseEl) {
    parts.phaseEl.textContent = together.phase(phase) || (board.phaseLine ? board.phaseLine(v, phase) : "") || phaseText(parts.say, phase);
  }
  if (!v || phase === "boot") {
    if (board.clear) board.clear();
    return;
  }
  board.render(v, phase);
  parts.log.render();
  together.sync();
  // a table hosted or joined (a host's room reopened after a reload) shows its panel
  if (together.mode !== "solo" && !parts.togetherShown) parts.togetherShown = parts.togetherFold.open = true;
}
