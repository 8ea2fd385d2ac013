// The options of the railway table that its URL hash and Options form expose, e.g.
//   #players=2&strength=3&speed=steady&window=3000&short=0&hand_count=winner&seed=5
// Types, ranges, defaults, allowed values and the wording of a bad value come from the engine's
// schemas (table/options.js); the readings the text leaves open (its interpretation parameters)
// are offered with the schema's own description as their hint. The bot strengths are named by the
// engine too: each strength is a strategy of games/railway/bots.py, and the form shows the labels
// the schema carries ("3: plays the odds (the strongest)"), so a new strategy needs no line here.
// Every label and hint of the form is the engine's (games/railway/wording.py PARAM_WORDS and
// bot_words, table/optionsform.js).
import { createOptions, readSpec } from "../../table/options.js";

export const READINGS = ["moves_to_win", "lay_down", "hand_count", "demands_per_turn", "signal_hold", "reshuffle",
  "early_signals", "substitute_to", "claim_rule"];

export function railwayOptions(root) {
  return createOptions(readSpec(root), [
    { key: "players" },
    { key: "strength", bot: "strength" },
    { key: "speed", bot: "speed" },
    { key: "window", param: "claim_window_ms" },
    { key: "short", param: "short_game" },
    ...READINGS.map((key) => ({ key })),
  ]);
}

