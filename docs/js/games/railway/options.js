// The options of the railway table that its URL hash and Options form expose, e.g.
//   #players=2&strength=3&speed=steady&window=3000&short=0&hand_count=winner&seed=5
// Types, ranges, defaults, allowed values and the wording of a bad value come from the engine's
// schemas (table/options.js); the readings the text leaves open (its interpretation parameters)
// are offered with the schema's own description as their hint. The bot strengths are named by the
// engine too: each strength is a strategy of games/railway/bots.py, and the form shows the labels
// the schema carries ("3: plays the odds (the strongest)"), so a new strategy needs no line here.
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

export const LABELS = {
  players: { label: "Players", labels: { 2: "2 players", 3: "3 players", 4: "4 players" } },
  strength: { label: "Bot strength" }, // its choices' labels: the schema's, from the strategies
  speed: { label: "Bot speed", labels: { fast: "Fast", steady: "Steady", slow: "Slow" },
    hint: "How long the bots think; a learner can follow them at the slow speed." },
  window: { label: "\"Pass\" window (ms)" },
  short: { label: "Shorter game (engine and any three)" },
  seed: { label: "Seed" },
  moves_to_win: { label: "Moves to win" },
  lay_down: { label: "A completed train goes down" },
  hand_count: { label: "Cards left in hands (scoring 3)" },
  demands_per_turn: { label: "Demands in one turn" },
  signal_hold: { label: "A picked-up signal is held until" },
  reshuffle: { label: "The used stack is made again" },
  early_signals: { label: "Signals before your train is down" },
  substitute_to: { label: "A substituted Pool unit goes to" },
  claim_rule: { label: "Several \"Pass\" calls" },
};
