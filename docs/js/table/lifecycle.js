// A demo's life, the same for every game: the boot, the saved game (read, checked, restored or
// discarded), the link's options (table/options.js bindHash), a new game, and what the reader is
// told of each, in the engine's words (table/words.js). The table session (table/session.js) holds
// the engine table, the clock and the save; a game's demo gives only what is its own: the checks of
// its saved fields, how it clears or takes back its state, and its renderers.
//
//   const life = createLifecycle({ game: "bourse", session, choice, log, howTo, fill: form.fill,
//     render, showError, fresh(options, answer), restore(data, answer), newFields(options, answer) });
//   life.boot();                       // restores the saved game the page was opened for, or deals
//   life.newGame(options, "why_new");  // a why_* key of the engine's words
import { engineError } from "./engine_error.js";
import { bindHash, randomSeed } from "./options.js";
import { nextTask } from "../tasks.js";

const REASON_MAX = 200;

/**
 * g: {
 *   game                       the engine's id (table.new's "game")
 *   session, choice, log, howTo
 *   fill(options)              the Options form shows these options
 *   render()                   draw the page
 *   showError(text)            a failure to start, where the game shows its messages
 *   fresh(options, answer)     a new table: the game's own state starts afresh (the deal's events)
 *   restore(data, answer)      a saved table: the game takes back the fields it saved
 *   newFields(options, answer) optional: the fields of its "new_game" line beyond why, players,
 *                              speed and seed (e.g. the target)
 *   check(data)                optional: the game's own checks of a saved game (throws the reason;
 *                              may tidy the data), after the options and the record's game
 *   loadArgs(data)             optional: table.load's args beyond the record (the bots and seed by default)
 *   started(how, answer)       optional async: after a new ("new") or a restored ("restored") table
 *                              is set up, before it is drawn and saved (the teaching view, a clock)
 *   humanSeats                 optional: [0] by default
 *   shared()                   optional: true while the table is shared (Play together): the options
 *                              shown and written to the address then leave out the seed
 *   mayDeal()                  optional: false while a new deal would change a shared round in play
 *                              (newGame then says so and deals nothing)
 * }
 * -> { hash, boot(prelude), newGame(options, why), readSaved(), restoreSaved(data), discard(reason) }
 */
export function createLifecycle(g) {
  const { session, choice, log } = g;
  // The lifecycle's state, `life`, which the steps below take explicitly: `current` is the options of
  // the table in play.
  const life = { g, session, choice, log, say: choice.say, humanSeats: g.humanSeats || [0], current: null };
  life.hash = bindHash(choice, { notice: log.notice, fill: g.fill, current: () => life.current });
  return {
    hash: life.hash,
    boot: (prelude) => boot(life, prelude),
    newGame: (o, why) => newGame(life, o, why),
    readSaved: () => readSaved(life),
    restoreSaved: (data) => restoreSaved(life, data),
    discard: (reason) => discard(life, reason),
    /** The game's own state afresh (a shared table's player, a replay): the demo's `fresh`. */
    fresh: (options, answer) => g.fresh(options, answer),
    get options() { return life.current; },
  };
}

// What the page shows of the options in play: at a shared table never the seed (the deal's secret).
const shown = (life, options) => (life.g.shared && life.g.shared() ? { ...options, seed: null } : options);
/** The Options form and the address say these options (as shown). */
function showOptions(life, options) {
  life.g.fill(shown(life, options));
  life.hash.write(shown(life, options));
}

/** The saved game, checked; null when there is none. A damaged one is discarded, and the reader told. */
function readSaved(life) {
  const { g } = life;
  try {
    const data = life.session.readSaved();
    if (!data) return null;
    data.options = life.choice.check(data.options);
    const rec = data.record;
    // A record of another game would come back as a game this page does not show: refuse it
    // before the engine replays it.
    if (rec.game !== g.game) throw new Error(life.say("saved_other_game", { game: JSON.stringify(String(rec.game)).slice(0, 40) }));
    if (!Array.isArray(data.log)) throw new Error(life.say("saved_damaged_log"));
    if (g.check) g.check(data);
    return data;
  } catch (err) {
    discard(life, err.message);
    return null;
  }
}

function discard(life, reason) {
  life.session.forgetSaved();
  life.log.notice(life.say("discarded", { reason: String(reason).slice(0, REASON_MAX) }), "warn");
}

/** Brings the saved game back: true when it is on the table (a damaged one is discarded). */
async function restoreSaved(life, data) {
  const { g, session, log, say } = life;
  const args = { record: data.record, human_seats: life.humanSeats,
    ...(g.loadArgs ? g.loadArgs(data) : { bots: life.choice.engineArgs(data.options).bots, seed: data.options.seed }) };
  if (data.table) args.now = data.table.now; // the bots come back exactly as they were
  let answer;
  try {
    answer = await session.open("table.load", args);
    if (!answer) return true; // another table was asked for meanwhile
    life.current = data.options;
    g.restore(data, answer);
    session.resumeSaved(data, answer);
    showOptions(life, data.options);
    g.howTo.show(answer.record_head.params);
    if (g.started) await g.started("restored", answer);
  } catch (err) {
    if (session.alive) discard(life, err && err.kind ? engineError(say, err) : err.message);
    return false;
  }
  log.add(say(answer.exact ? "restored_log" : "restored_log_fresh"));
  log.notice(say(session.state.phase === "paused" ? "restored_paused" : "restored"), "info");
  await nextTask(); // drawn in a task of its own, as a new game is
  if (!session.alive) return true;
  g.render();
  session.save(true);
  return true;
}

/** A new table with these options (a seed of null or undefined: a random one); `why` is a why_* key. */
async function newGame(life, o, why = "why_new") {
  const { g, session, log, say } = life;
  if (g.mayDeal && !g.mayDeal()) {
    g.showError(say("together_deal_not_now"));
    return false;
  }
  const options = { ...o, seed: o.seed === null || o.seed === undefined ? randomSeed() : o.seed };
  let answer;
  try {
    answer = await session.open("table.new", { game: g.game, ...life.choice.engineArgs(options), human_seats: life.humanSeats });
  } catch (err) {
    if (session.alive) g.showError(say("new_failed", { reason: engineError(say, err) }));
    return false;
  }
  if (!answer) return false;
  life.current = options;
  session.state.phase = "ready";
  log.entries = [];
  g.fresh(options, answer);
  log.add(say("new_game", { why: say(why), players: options.players, speed: options.speed,
    ...(g.newFields ? g.newFields(options, answer) : {}) }));
  showOptions(life, options);
  g.howTo.show(answer.record_head.params);
  if (g.started) await g.started("new", answer);
  // The table is drawn in a task of its own: with the deal, the form and the address before it,
  // the answer's task was the longest of a demo page's load on a phone.
  await nextTask();
  if (!session.alive) return false;
  g.render();
  session.save(true);
  return true;
}

/** The page's start: `prelude` (optional, async) first; then the saved game the page was opened
 * for, or a new game of the link's options. */
function boot(life, prelude) {
  const { g, session, hash } = life;
  g.fill(hash.parsed.options);
  g.render();
  return (async () => {
    if (prelude) await prelude();
    if (!session.alive) return;
    const saved = readSaved(life);
    if (saved && hash.wants(saved.options) && await restoreSaved(life, saved)) return;
    if (session.alive) await newGame(life, hash.parsed.options, hash.parsed.given ? "why_link" : "why_new");
  })().catch((err) => {
    if (session.alive) g.showError(life.say("start_failed", { reason: engineError(life.say, err) }));
  });
}
