// "Play together" on a demo: one controller per demo, the same for every game. A reader alone plays
// against bots as before; "Play with others" makes this page the host of a shared table (hosting.js,
// whose hub.js holds the game), and a page opened from the table's link (#join=<room>) joins it as a
// player (joining.js, over guest.js). Both draw in the same panel (panel.js), and a player's page
// says what pauses or ends the table beside the hand (notice.js). The
// demo's table session takes its transport from here (call, humans, remote, storeKey), so the
// same session and the same renderers serve the host, every player and a reader alone. Every
// sentence is the engine's (say: TABLE_WORDS' together_* lines).
//
//   const together = createTogether({ root, session, say, choice, log, howTo, life, fresh, players,
//     params, prelude });
//   hand.element.append(together.notice);  // what ends or pauses the table, where the reader plays
//   together.boot(modeSetting, () => life.boot());  // the table's mode (MODES below): alone, host, player, replay
//
// Fair to every player: while the table is shared, nothing on the host's page shows another hand or
// changes the deal in play (together.shared(): no seed, no link to the deal, no teaching view, no
// new deal while a round is played); the game's record, which holds every hand, reaches the players
// as the rounds played so far, without the seed (table.record_so_far), and whole once it is over.
import { h } from "../dom.js";
import { call as workerCall } from "../runtime.js";
import { roomOf } from "./protocol.js";
import { settings as readSettings } from "./link.js";
import { createTableNotice } from "./notice.js";
import { aloneLink, createPanel } from "./panel.js";
import { createHosting } from "./hosting.js";
import { createJoining } from "./joining.js";

/**
 * t: { root, session, say, log, howTo, life, storageKey (the demo's own), engine (the engine's settings of a
 *      shared table: its window and the cap of the host's lag, GameType.describe()["together"]),
 *      fresh(options, answer) (the game's state starts afresh, as the lifecycle's), players(),
 *      params() (the game's parameters in play), atTable() (optional: bring the table up on a player's
 *      screen, at the first deal and at the host's signal), signalled(view) (optional: what a player's page
 *      says of the host's signal, as the host's own does), prelude() (optional, async: what a player's page
 *      needs before the table, e.g. the cards' names), render() }
 */
export function createTogether(t) {
  const together = controller(t);
  const api = togetherApi(together);
  t.root.topekaTogether = { debug: () => api.debug() }; // what the tests and the bench read
  window.addEventListener("pagehide", together.onPageHide);
  return api;
}

/** The controller's state (`together`), which each step below is handed: the page's mode at the table, the
 * panel and the notice, and the host's and the player's halves, which share `state`. */
function controller(t) {
  const { say } = t;
  const settings = readSettings();
  // what this page is at the table: alone ("solo"), "host", "guest" or "replay"; the hub (host) or the
  // guest (player); and what a player's page holds of the table (hosting.js and joining.js share it)
  const state = { mode: "solo", hub: null, guest: null, dealing: false, solo: null, room: null,
    record: null, seat: null, lobby: null, game: null, ended: null };
  const together = { t, say, settings, state, panel: createPanel(say, settings), notice: createTableNotice(t.root), hosting: null, joining: null };
  const startBtn = h("button", { type: "button", class: "md-button tk-start", onclick: () => together.hosting.host() }, say("together_start"));
  const hint = h("p", { class: "tk-hint", text: say("together_hint") });
  together.drawSolo = () => together.panel.body.replaceChildren(hint, startBtn);
  together.onPageHide = () => { if (state.hub && !state.hub.closed) state.hub.away(); };
  const ctx = { t, state, panel: together.panel, notice: together.notice, say, log: t.log, settings, drawSolo: together.drawSolo,
    replay: (record, seat) => replay(together, record, seat), hostKey: `topeka.together.host.${t.storageKey}` };
  together.hosting = createHosting(ctx);
  together.joining = createJoining(ctx);
  return together;
}

/** What the demo asks of Play together (see the top of this file). */
function togetherApi(together) {
  const { t, state, hosting, joining } = together;
  const hubStarted = () => state.mode === "host" && state.hub && state.hub.started;
  return {
    element: together.panel.element, notice: together.notice.element,
    call: (method, args) => call(together, method, args),
    humans: () => (hubStarted() ? state.hub.humans() : [0]),
    remote: () => state.mode === "guest" || state.mode === "replay",
    storeKey: () => (hubStarted() ? `${t.storageKey}.together` : t.storageKey),
    boot: (modeSetting, solo) => boot(together, modeSetting, solo),
    get mode() { return state.mode; },
    /** Whether the table is shared (hosted, joined, or a shared game's replay): the page then shows
     * nothing that tells the deal (the seed, a link to the deal, the teaching view) nor lets the host
     * deal anew outside the panel's own button. */
    shared: () => state.mode !== "solo",
    /** Whether this page may deal a new game now: alone, or as host while no round is being played. */
    mayDeal: () => state.mode === "solo" || (state.mode === "host" && !hosting.roundInPlay()),
    /** The panel brought up to date with the table (the demo's render calls it): the host's deal button. */
    sync: () => hosting.syncDeal(),
    /** What a player's page says of the table's phase instead of the host's controls' words ("" when the page's own words do). */
    phase: (p) => (state.mode === "guest" ? joining.phase(p) : ""),
    /** For the tests: the hub's or the player's inner state. */
    debug: () => debug(together),
    destroy() {
      window.removeEventListener("pagehide", together.onPageHide);
      delete t.root.topekaTogether;
      if (state.hub) state.hub.close(false);
      if (state.guest) state.guest.destroy();
    },
  };
}

// ---------------------------------------------------------------- the session's transport
function call(together, method, args) {
  const { state } = together;
  if (state.mode === "guest" && state.guest) return state.guest.call(method, args);
  if (state.mode === "replay" && method === "table.act") {
    return Promise.reject(Object.assign(new Error(together.say("together_replay_watch")), { kind: "bad-request", clause: null }));
  }
  if (state.mode === "host" && state.hub && (state.hub.started || state.dealing)) return state.hub.call(method, args);
  return workerCall(method, args);
}

/** The game's record, replayed in the ordinary demo from this seat (replay.js). */
async function replay(together, record, seat) {
  const { t, state, panel, notice, say } = together;
  if (state.guest) state.guest.destroy();
  state.guest = null;
  if (state.hub) state.hub.end("together_host_ended");
  state.hub = null;
  state.mode = "replay";
  t.root.dataset.together = "replay";
  notice.lock(false);
  notice.hide();
  const { replayRecord } = await import("./replay.js");
  let hurry = false;
  const end = h("button", { type: "button", class: "md-button tk-replay-end", onclick: () => { hurry = true; end.disabled = true; } },
    say("together_replay_end"));
  panel.body.replaceChildren(h("div", { class: "tk-bar" }, end), h("p", {}, aloneLink(say)));
  panel.setStatus("together_replaying");
  try {
    await replayRecord({ session: t.session, record, seat, worker: workerCall, say, fresh: t.fresh, howTo: t.howTo, hurry: () => hurry });
    end.hidden = true;
    panel.setStatus(record.deals ? "together_replayed_so_far" : "together_replayed");
  } catch (err) {
    panel.setStatus("together_replay_failed", { reason: err.message || String(err) });
  }
}

// ---------------------------------------------------------------- the page's start and end
/** The modes a table is put in, each one a setting of createTable ({ mode, ...its own fields }): what
 * the page does when it starts. A new mode (a guided first game, a spectator, a classroom table) is an
 * entry here and its own module, not a change to every demo. */
export const MODES = {
  /** a reader alone against bots; a room this page was hosting (saved, not older than half an hour) reopens */
  solo: async (together, _modeSetting, solo) => {
    together.drawSolo();
    const saved = together.settings ? together.hosting.savedRoom() : null;
    if (saved) await together.hosting.host(saved);
    together.state.solo = Promise.resolve(solo()).catch(() => {});
    return together.state.solo;
  },
  /** this page hosts a shared table at once (the table it deals first is the shared table's size) */
  host: async (together, _modeSetting, solo) => {
    together.drawSolo();
    together.state.solo = Promise.resolve(solo()).catch(() => {});
    await together.hosting.host();
    return together.state.solo;
  },
  /** { room }: a player at the table of that room (its link's #join=<room>) */
  guest: (together, modeSetting) => {
    together.state.room = modeSetting.room;
    return together.joining.join();
  },
  /** { record, seat }: a game's record played again from one seat (replay.js), nothing dealt meanwhile */
  replay: async (together, modeSetting) => {
    if (together.t.prelude) await together.t.prelude();
    return replay(together, modeSetting.record, modeSetting.seat);
  },
};

/** The mode a page's address asks for: a table's link (#join=<room>) joins it; any other, alone. */
export function pageMode() {
  const room = roomOf(location.hash);
  return room ? { mode: "guest", room } : { mode: "solo" };
}

/** A mode setting, checked before anything is drawn: a page that asks for a wrong one shows why in
 * place of the table (the demo's loader), in the engine's words. */
export function checkMode(modeSetting, say) {
  const mode = modeSetting && modeSetting.mode;
  const wrong = !Object.hasOwn(MODES, mode) ? "mode_unknown"
    : mode === "guest" && !(typeof modeSetting.room === "string" && modeSetting.room) ? "mode_no_room"
      : mode === "replay" && !(modeSetting.record && typeof modeSetting.record === "object") ? "mode_no_record"
        : mode === "replay" && !(Number.isInteger(modeSetting.seat) && modeSetting.seat >= 0) ? "mode_no_seat" : null;
  if (wrong) throw new Error(say(wrong));
  return modeSetting;
}

/** Starts the table in its mode; a shared table's modes need the rendezvous (link.js), and a page
 * without it plays alone and says why. */
async function boot(together, modeSetting, solo) {
  const { t, settings } = together;
  if ((modeSetting.mode === "guest" || modeSetting.mode === "host") && !settings) {
    t.log.notice(together.say("together_no_rendezvous"), "warn");
    return MODES.solo(together, { mode: "solo" }, solo);
  }
  return MODES[modeSetting.mode](together, modeSetting, solo);
}

function debug(together) {
  const { state } = together;
  const { session } = together.t;
  return { mode: state.mode, room: state.hub ? state.hub.room : state.room, hub: state.hub ? state.hub.debug() : null, seat: state.seat,
    record: !!state.record, raw: state.guest ? state.guest.raw : null, waiting: state.guest ? state.guest.waiting : null,
    clock: { phase: session.state.phase, busy: session.state.busy, running: session.state.anchor !== null, rate: session.state.rate,
      now: session.vnow(), table: session.state.tableNow } };
}
