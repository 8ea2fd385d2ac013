// The Options form of the Gavitt table: players, bot speed, target, seed and the rules that can
// be switched (the Telegram, the 1903 fines, forgetful and careless bots). Its controls, ranges
// and refusals come from the engine's schemas through the table's options (gavitt/options.js);
// the words beside them are the engine's too (games/gavitt/wording.py PARAM_WORDS and BOT_WORDS,
// read by table/optionsform.js, and its page words for the hints that name numbers).
import { h } from "../../dom.js";
import { optionsForm } from "../../table/optionsform.js";
import { money } from "./cards.js";

export function createBoardOptions(opts, edition, onSubmit, onProblems) {
  const say = opts.say;
  const players = opts.schema("players");
  const has = (key) => opts.fields.some((f) => f.key === key);
  const items = [
    { key: "players", hint: say("players_hint", { min: players.min - 1, max: players.max - 1 }) },
    { key: "target", hint: say("target_hint", { edition, amount: money(opts.defaults().target) }) },
    { key: "seed" },
    { key: "telegram" },
    has("fines") && { key: "fines" },
    { key: "forget" },
    has("careless") && { key: "careless" },
    // The bots' speed stands beside Start (a newcomer chooses it before the first deal), not in the form.
    { key: "speed" },
  ].filter(Boolean);
  const form = optionsForm(opts, items, { cls: "gv", onSubmit, onProblems });
  const element = h("details", { class: "gv-options" }, h("summary", { text: say("options") }), form.element);
  const speedField = form.fields.speed; // moved beside Start by the demo
  return { element, fill: form.fill, speedField, speed: () => form.controls.speed.value };
}
