// The Options form of the Gavitt table: players, bot speed, target, seed and the rules that can
// be switched (the Telegram, the 1903 fines, forgetful and careless bots). Its controls, ranges
// and refusals come from the engine's schemas through the table's options (gavitt/options.js);
// the words beside them are the page's.
import { h } from "../../dom.js";
import { REACTION_SPEEDS } from "../../table/options.js";
import { optionsForm } from "../../table/optionsform.js";
import { money } from "./cards.js";

export function createBoardOptions(opts, edition, onSubmit, onProblems) {
  const players = opts.schema("players");
  const brokers = {};
  for (let n = players.min; n <= players.max; n++) brokers[n] = `${n} brokers`;
  const has = (key) => opts.fields.some((f) => f.key === key);
  const items = [
    { key: "players", label: "Players", hint: `You and ${players.min - 1} to ${players.max - 1} bots.`, labels: brokers },
    { key: "target", label: "Target ($)", hint: `Dollars that win the game (${edition}: ${money(opts.defaults().target)}).` },
    { key: "seed", label: "Seed" },
    { key: "telegram", label: "Telegram card",
      hint: "An extra card that travels with every trade of its holder; whoever holds it at the end gains $100, or loses $100 if he called." },
    has("fines") && { key: "fines", label: "Fines (1903 clauses 31–35)",
      hint: "Fines for a slow start, unlike pairs, a call without a full set, idling, and keeping the Telegram." },
    { key: "forget", label: "Bots may forget the word", hint: "Now and then a bot with a full set cannot recollect TOPEKA for a few seconds." },
    has("careless") && { key: "careless", label: "Careless bots", hint: "Bots sometimes lay down an unlike pair (and are fined for it)." },
    // The bots' speed stands beside Start (a newcomer chooses it before the first deal), not in the form.
    { key: "speed", label: "Bot speed", labels: REACTION_SPEEDS,
      hint: "How fast the bots react. Before Start, the same deal is dealt again at the new speed; later, it is for the next game." },
  ].filter(Boolean);
  const form = optionsForm(opts, items, { cls: "gv", onSubmit, onProblems });
  const element = h("details", { class: "gv-options" }, h("summary", { text: "Options" }), form.element);
  const speedField = form.fields.speed; // moved beside Start by the demo
  return { element, fill: form.fill, speedField, speed: () => form.controls.speed.value };
}
