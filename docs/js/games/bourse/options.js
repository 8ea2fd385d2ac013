// The options of the Bourse table that its URL hash and Options form expose, e.g.
//   #players=4&speed=steady&target=200&target_rule=reach&tie_rule=shared&seed=5
// Types, ranges, defaults, allowed values and the wording of a bad value come from the engine's
// schemas (table/options.js); the readings the text leaves open (its interpretation parameters)
// are offered with the schema's own description as their hint.
import { REACTION_SPEEDS, createOptions, readSpec } from "../../table/options.js";

export const READINGS = ["rise_fall_set", "target", "target_rule", "tie_rule", "selling_penalty", "penalty_without_rise_fall", "extra_card"];

export function bourseOptions(root) {
  return createOptions(readSpec(root), [{ key: "players" }, { key: "speed", bot: "speed" }, ...READINGS.map((key) => ({ key }))]);
}

const players = {};
for (let n = 3; n <= 7; n++) players[n] = `${n} players`;

export const LABELS = {
  players: { label: "Players", labels: players },
  speed: { label: "Bot speed", hint: "How fast the bots react (for the next game).", labels: REACTION_SPEEDS },
  seed: { label: "Seed" },
  rise_fall_set: { label: "The Rise & Fall faces" },
  target: { label: "Game to" },
  target_rule: { label: "The end: the target" },
  tie_rule: { label: "Equal highest totals" },
  selling_penalty: { label: "Selling card's loss" },
  penalty_without_rise_fall: { label: "The loss strikes a hand that counts nothing" },
  extra_card: { label: "The ninth card below seven players" },
};
