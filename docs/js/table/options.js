// A table's options and their place in the URL hash, for every game's demo, driven by the engine's
// parameter schemas (games.core.params; GameType.describe()). The build writes the schemas and the
// defaults the engine resolves for the page (its edition's) into the demo's data-options, so the
// hash is read before Python is up, and the engine stays the one source of every type, range,
// default and allowed value. A demo names only which options its hash exposes:
//
//   const opts = createOptions(readSpec(root), [
//     { key: "players" },                                  // a parameter of the game
//     { key: "window", param: "claim_window_ms" },         // under another name in the hash
//     { key: "speed", bot: "speed" },                      // a bot parameter
//     { key: "forget", bot: "forget", switch: true },      // on = the schema's default, off = 0
//   ], { edition: "1903" });                               // fixed by the page
//
// e.g. #edition=1903&players=4&speed=steady&seed=123. Parsing never throws: each bad or unknown
// field is reported in the engine's plain words (its option_* and link_* lines, table/words.js) and
// replaced by its default; a hash without "=" is a heading anchor (ignored); a malformed hash
// changes nothing.

export const MAX_SEED = 4294967295;
import { defect, wordsOf } from "./words.js";

const TRUE = new Set(["1", "true", "on", "yes"]);
const FALSE = new Set(["0", "false", "off", "no"]);

/** The schemas the build wrote for this demo (`data-options`); throws when the page has none. */
export function readSpec(root) {
  const spec = JSON.parse(root.dataset.options || "null");
  if (!spec || typeof spec !== "object" || !spec.params || !spec.defaults) throw defect("this page does not say the game's options");
  return spec;
}

/** Is this hash meant for the demo (key=value pairs) rather than a heading anchor? */
export function isOptionsHash(hash) {
  if (typeof hash !== "string") return false;
  const raw = hash.replace(/^#/, "");
  return raw.includes("=") && !raw.startsWith("join="); // #join=<room>: a shared table's link (together/)
}

/** A fresh deal's seed: six digits (100000 to 999999), so that it is never mistaken for a small
 * number on the page (and the tests can tell that no page shows it). */
export function randomSeed() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return 100000 + (a[0] % 900000);
}

const list = (values) => values.map(String).join(", ");

/** What a value of this schema entry must be, in the engine's plain words (`say`, table/words.js),
 * from its type, range and values. */
export function rule(say, s, asSwitch = false) {
  if (asSwitch || s.type === "bool") return say("option_switch");
  if (s.values) return say("option_one_of", { values: list(s.values) });
  const what = s.type === "int" ? say("option_whole") : say("option_number");
  if (s.min !== undefined && s.max !== undefined) return say("option_range", { what, min: s.min, max: s.max });
  if (s.min !== undefined) return say("option_at_least", { what, min: s.min });
  return what;
}

/** The value of `raw` for this schema entry, or undefined when it is not one. */
function read(s, raw, asSwitch) {
  if (asSwitch || s.type === "bool") return TRUE.has(raw) ? true : FALSE.has(raw) ? false : undefined;
  if (s.values) return s.values.map(String).includes(raw) ? s.values.find((v) => String(v) === raw) : undefined;
  let n;
  if (s.type === "int") {
    if (!/^-?\d{1,16}$/.test(raw)) return undefined;
    n = Number(raw);
    if (!Number.isSafeInteger(n)) return undefined;
  } else if (s.type === "float") {
    if (!/^-?(\d+\.?\d*|\.\d+)$/.test(raw)) return undefined;
    n = Number(raw);
  } else {
    return undefined; // lists, objects and free strings are not hash options
  }
  if ((s.min !== undefined && n < s.min) || (s.max !== undefined && n > s.max)) return undefined;
  return n;
}

export function createOptions(spec, fields, fixed = {}) {
  // `optionSet`, the options' context, which the steps below take explicitly: the schemas, the hash's
  // fields, the options the page fixes, and the engine's words
  const optionSet = { spec, fields, fixed, say: wordsOf(spec), byKey: new Map(fields.map((f) => [f.key, f])) };
  // a demo that names an option its game does not have is a defect of the demo, found by its tests
  for (const f of fields) if (!entry(optionSet, f)) throw defect(`the game has no option "${f.bot || f.param || f.key}"`);
  const { say, byKey } = optionSet;
  return {
    fields,
    defaults: () => defaults(optionSet),
    /** -> { options, problems: [string], given: bool } */
    parse: (hash) => parse(optionSet, hash),
    toHash: (o) => toHash(optionSet, o),
    /** A stored options object (from localStorage), normalised; throws with the problems. */
    check: (o) => check(optionSet, o),
    engineArgs: (o) => engineArgs(optionSet, o),
    isOptionsHash,
    /** The engine's words for this table (table/words.js). */
    say,
    /** Play together's settings of the engine (its window of simultaneity). */
    together: spec.together || null,
    /** What the page needs of the engine before its first answer (GameType.page_data: the railway's cards). */
    data: spec.data || {},
    /** The engine's words for the option behind a hash key (its game's PARAM_WORDS or BOT_WORDS):
     * { label, hint, labels: {value: words} }, each undefined where the engine gives none. */
    words: (key) => optionWords(optionSet, byKey.get(key)),
    /** The schema entry behind a hash key (type, range, values, description). */
    schema: (key) => entry(optionSet, byKey.get(key)),
    rule: (key) => rule(say, entry(optionSet, byKey.get(key)), byKey.get(key).switch),
  };
}

/** The schema entry of a field: its bot parameter's or its game parameter's. */
const entry = (optionSet, f) => (f.bot ? optionSet.spec.bot_params[f.bot] : optionSet.spec.params[f.param || f.key]);

function defaults(optionSet) {
  const o = { ...optionSet.fixed };
  for (const f of optionSet.fields) {
    const d = f.bot ? optionSet.spec.bot_defaults[f.bot] : optionSet.spec.defaults[f.param || f.key];
    o[f.key] = f.switch ? d > 0 : d;
  }
  o.seed = null;
  return o;
}

function parse(optionSet, hash) {
  const { say } = optionSet;
  const options = defaults(optionSet);
  const problems = [];
  const raw = String(hash || "").replace(/^#/, "");
  if (!isOptionsHash(raw)) return { options, problems, given: false };
  let params;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { options, problems: [say("link_unreadable")], given: true };
  }
  const seen = new Set();
  for (const [key, value] of params) {
    if (seen.has(key)) {
      problems.push(say("option_twice", { key: key.slice(0, 20) }));
      continue;
    }
    seen.add(key);
    readField(optionSet, key, value, options, problems);
  }
  return { options, problems, given: true };
}

/** One key=value of a hash: its value into `options`, or what is wrong with it into `problems`. */
function readField(optionSet, key, value, options, problems) {
  const { say, fixed, byKey } = optionSet;
  const bad = (why) => problems.push(say("option_bad", { key, value: value.slice(0, 20), why }));
  if (key in fixed) {
    if (value !== String(fixed[key])) bad(say("option_fixed", { key, value: fixed[key] }));
  } else if (key === "seed") {
    const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(n) && n <= MAX_SEED) options.seed = n;
    else bad(say("option_deal_number", { max: MAX_SEED }));
  } else if (byKey.has(key)) {
    const f = byKey.get(key);
    const v = read(entry(optionSet, f), value, f.switch);
    if (v === undefined) bad(rule(say, entry(optionSet, f), f.switch));
    else options[key] = v;
  } else {
    problems.push(say("option_unknown", { key: key.slice(0, 20) }));
  }
}

function toHash(optionSet, o) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(optionSet.fixed)) p.set(k, String(v));
  for (const f of optionSet.fields) {
    const v = o[f.key];
    p.set(f.key, typeof v === "boolean" ? (v ? "1" : "0") : String(v));
  }
  if (o.seed !== null && o.seed !== undefined) p.set("seed", String(o.seed));
  return "#" + p.toString();
}

function check(optionSet, o) {
  const { say } = optionSet;
  if (!o || typeof o !== "object") throw new Error(say("saved_no_options"));
  for (const [k, v] of Object.entries(optionSet.fixed)) {
    if (o[k] !== undefined && String(o[k]) !== String(v)) throw new Error(say("saved_other_edition", { key: k, value: String(o[k]).slice(0, 10) }));
  }
  const { options, problems } = parse(optionSet, toHash(optionSet, { ...defaults(optionSet), ...o }));
  if (problems.length) throw new Error(problems.join("; "));
  return options;
}

/** The engine's arguments for these options: { params, bots, seed } (a switch sends the bot
 * parameter's default when on, 0 when off; what the hash does not expose, the engine resolves). */
function engineArgs(optionSet, o) {
  const params = { ...optionSet.fixed };
  const bots = {};
  for (const f of optionSet.fields) {
    const v = o[f.key];
    if (f.bot) bots[f.bot] = f.switch ? (v ? optionSet.spec.bot_defaults[f.bot] : 0) : v;
    else params[f.param || f.key] = v;
  }
  return { params, bots, seed: o.seed };
}

function optionWords(optionSet, f) {
  const w = ((f.bot ? optionSet.spec.bot_words : optionSet.spec.param_words) || {})[f.bot || f.param || f.key] || {};
  return { label: w.label ?? w.name, hint: w.hint, labels: w.values };
}

/**
 * The hash's life on a demo page: read once at mount (its problems told through `notice`), written
 * for the game in play (a heading anchor is left alone), and a hash the reader changes later filled
 * into the Options form (`fill`) rather than played at once. `current()` is the game in play's
 * options. -> { parsed, write(o), wants(saved options), destroy() }
 */
export function bindHash(choice, { notice, fill, current }) {
  const parsed = choice.parse(location.hash);
  const say = choice.say;
  if (parsed.problems.length) notice(say("link_unusable", { problems: parsed.problems.join("; ") }), "warn");

  function write(o) {
    if (location.hash && !isOptionsHash(location.hash)) return; // a heading anchor: leave it
    const hash = choice.toHash(o);
    if (location.hash !== hash) history.replaceState(history.state, "", hash);
  }

  // The hash the reader set is the event's, not location.hash: a deal that finishes in the same
  // moment rewrites location.hash (write above) to the game in play's, which would make the
  // reader's link look like the game already in play and be passed over without a word.
  function onHashChange(event) {
    const set = new URL(event.newURL).hash;
    if (!isOptionsHash(set)) return;
    const o = current();
    if (o && set === choice.toHash(o)) return;
    const { options, problems } = choice.parse(set);
    if (problems.length) notice(say("link_problems", { problems: problems.join("; ") }), "warn");
    fill(options);
    notice(say("link_in_form"), "info");
  }
  window.addEventListener("hashchange", onHashChange);

  return {
    parsed,
    write,
    /** Whether a saved game is what the page was opened for: no options in the link, options the
     * page could not all use, or the same options (the link's seed, or any when it names none). */
    wants: (saved) => !parsed.given || parsed.problems.length > 0
      || choice.toHash(saved) === choice.toHash({ ...parsed.options, seed: parsed.options.seed ?? saved.seed }),
    destroy: () => window.removeEventListener("hashchange", onHashChange),
  };
}
