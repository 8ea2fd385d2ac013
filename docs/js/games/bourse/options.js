// The options of the Bourse table that its URL hash and Options form expose, e.g.
//   #players=4&speed=steady&target=200&target_rule=reach&tie_rule=shared&seed=5
// Types, ranges, defaults, allowed values and the wording of a bad value come from the engine's
// schemas (table/options.js); the readings the text leaves open (its interpretation parameters)
// are offered with the schema's own description as their hint. Every label and hint of the form is
// the engine's (games/bourse/wording.py PARAM_WORDS and BOT_WORDS, table/optionsform.js).
import { createOptions, readSpec } from "../../table/options.js";

export const READINGS = ["rise_fall_set", "target", "target_rule", "tie_rule", "selling_penalty", "penalty_without_rise_fall", "extra_card"];

export function bourseOptions(root) {
  return createOptions(readSpec(root), [{ key: "players" }, { key: "speed", bot: "speed" }, ...READINGS.map((key) => ({ key }))]);
}

