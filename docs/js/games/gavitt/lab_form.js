// The simulation lab's settings form: the table (players, the bots' speed, the Telegram and the
// fines in each edition), the games per experiment and the first seed, with Run, Cancel and
// "Show the default results". The careless bot's share is the page's default, not a control.
import { h as el } from "../../dom.js";
import { field as field_, numberInput, select } from "../../ui/form.js";

const field = (labelText, control, hint) => field_(labelText, control, { hint, cls: "topeka-lab-field", hintCls: "topeka-lab-hint" });

/** The form for the page's default configuration `defaults` (its data-default-config). */
export function labForm(defaults, say, spec) {
  const players = select("players", [[3, "3"], [4, "4"], [5, "5"], [6, "6"]], defaults.players ?? 4);
  const speeds = spec.bot_words.speed.values; // the bots' speeds in the engine's words, as the table's form
  const speed = select("speed", spec.bot_params.speed.values.map((v) => [v, speeds[v]]), defaults.speed ?? "steady");
  const modes = ["edition", "on", "off"].map((m) => [m, say(`lab_choice_${m}`)]);
  const telegram = select("telegram", modes, defaults.telegram ?? "edition");
  const fines = select("fines", modes, defaults.fines ?? "edition");
  const games = numberInput("games", { value: defaults.games ?? 100, min: 1, max: 100000 });
  const seed = numberInput("seed", { value: defaults.seed ?? 1, min: 0, max: Number.MAX_SAFE_INTEGER });
  const careless = Number(defaults.careless ?? 0.25);
  const run = el("button", { type: "submit", class: "md-button md-button--primary", text: say("lab_run") });
  const cancel = el("button", { type: "button", class: "md-button", text: say("lab_cancel"), disabled: true });
  const reset = el("button", { type: "button", class: "md-button", text: say("lab_reset"), hidden: true });
  const form = el("form", { class: "topeka-form topeka-lab-form", "aria-label": say("lab_settings") },
    field(say("lab_players"), players),
    field(say("lab_speed"), speed),
    field(say("lab_telegram"), telegram, say("lab_mode_hint")),
    field(say("lab_fines"), fines, say("lab_mode_hint")),
    field(say("lab_games"), games),
    field(say("lab_seed"), seed),
    el("div", { class: "topeka-lab-buttons" }, run, cancel, reset));
  form.noValidate = true;

  /** The configuration the form says, or the error that keeps it from running. */
  function readConfig() {
    const g = Number(games.value);
    const s = Number(seed.value);
    if (!Number.isInteger(g) || g < 1 || g > 100000) return { error: say("lab_bad_games", { max: 100000 }) };
    if (!Number.isSafeInteger(s) || s < 0) return { error: say("lab_bad_seed") };
    return {
      config: {
        players: Number(players.value), speed: speed.value, telegram: telegram.value, fines: fines.value,
        careless, games: g, seed: s,
      },
    };
  }

  /** While the lab runs, Run and the settings wait and Cancel is offered. */
  function setRunning(on) {
    run.disabled = on;
    cancel.disabled = !on;
    for (const c of [players, speed, telegram, fines, games, seed]) c.disabled = on;
  }

  return { form, cancel, reset, readConfig, setRunning };
}
