// The engine's words for a table (GameType.describe()["words"]: games.core.wording.TABLE_WORDS and the
// game's PAGE_WORDS), which the build writes into the demo's data-options. A page says a line by its
// key and fills the template's {fields} with numbers or names; it writes no sentence of its own.
// A key the engine does not word throws: a missing sentence is a defect found by the tests
// (tests/platform/test_page_words.py checks every key the pages say), not a blank on the page.

/** A defect of the page's code, never a line for the reader: the words it is missing are what it
 * would have said, so it cannot say it in them. Its message is for the programmer who reads the
 * console or a failing test (the English scan of tests/platform/test_page_words.py passes the
 * message of a defect(), and only of a defect()). */
export function defect(message) {
  return new Error(message);
}

/** `spec` is the demo's data-options (readSpec). -> say(key, fields) */
export function wordsOf(spec) {
  const words = (spec && spec.words) || {};
  return function say(key, fields = {}) {
    const template = words[key];
    if (typeof template !== "string") throw defect(`the engine has no words for "${key}"`);
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
  };
}

/** The engine's word for each phase of a real-time table (its status line): the shared "boot" and
 * "paused", the game's own phase_* (tests/platform/test_page_words.py checks that every game whose
 * demo says these words them). */
export const PHASE_KEYS = {
  boot: "boot", ready: "phase_ready", running: "phase_running", paused: "paused",
  between: "phase_between", over: "phase_over", example: "phase_example",
};

/** What the table says of its phase, in the engine's words ("" for a phase it does not word). */
export function phaseText(say, phase) {
  return PHASE_KEYS[phase] ? say(PHASE_KEYS[phase]) : "";
}

/** The engine's words for the table's state on its status line (docs/js/status.js), by the table's
 * data-phase: the shared phases and the turn-based ones (the railway's turn, waiting, claim). */
export const STATE_KEYS = {
  boot: "state_boot", ready: "state_ready", running: "state_running", paused: "state_paused", between: "state_between",
  over: "state_over", example: "state_example", turn: "state_turn", waiting: "state_waiting", claim: "state_claim",
};

/** The table's state in the engine's words ("" for a phase it does not word). */
export function stateText(say, phase) {
  return STATE_KEYS[phase] ? say(STATE_KEYS[phase]) : "";
}
