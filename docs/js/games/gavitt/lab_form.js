// The simulation lab's settings form: the table (players, the bots' speed, the Telegram and the
// fines in each edition), the games per experiment and the first seed, with Run, Cancel and
// "Show the default results". The careless bot's share is the page's default, not a control.
import { h as el } from "../../dom.js";
import { field as field_, numberInput, select } from "../../ui/form.js";

const field = (labelText, control, hint) => field_(labelText, control, { hint, cls: "topeka-lab-field", hintCls: "topeka-lab-hint" });

/** The form for the page's default configuration `defaults` (its data-default-config). */
export function labForm(defaults) {
  const players = select("players", [[3, "3"], [4, "4"], [5, "5"], [6, "6"]], defaults.players ?? 4);
  const speed = select("speed", [["fast", "fast"], ["steady", "steady"], ["slow", "slow"], ["mixed", "mixed (fast, steady, slow)"]], defaults.speed ?? "steady");
  const modes = [["edition", "as each text says"], ["on", "on for both"], ["off", "off for both"]];
  const telegram = select("telegram", modes, defaults.telegram ?? "edition");
  const fines = select("fines", modes, defaults.fines ?? "edition");
  const games = numberInput("games", { value: defaults.games ?? 100, min: 1, max: 100000 });
  const seed = numberInput("seed", { value: defaults.seed ?? 1, min: 0, max: Number.MAX_SAFE_INTEGER });
  const careless = Number(defaults.careless ?? 0.25);
  const run = el("button", { type: "submit", class: "md-button md-button--primary", text: "Run" });
  const cancel = el("button", { type: "button", class: "md-button", text: "Cancel", disabled: true });
  const reset = el("button", { type: "button", class: "md-button", text: "Show the default results", hidden: true });
  const form = el("form", { class: "topeka-form topeka-lab-form", "aria-label": "Simulation lab settings" },
    field("Players", players),
    field("Bots' speed", speed),
    field("Telegram Card", telegram, "in the edition comparison"),
    field("Fines (1903)", fines, "in the edition comparison"),
    field("Games per experiment", games),
    field("First seed", seed),
    el("div", { class: "topeka-lab-buttons" }, run, cancel, reset));
  form.noValidate = true;

  /** The configuration the form says, or the error that keeps it from running. */
  function readConfig() {
    const g = Number(games.value);
    const s = Number(seed.value);
    if (!Number.isInteger(g) || g < 1 || g > 100000) return { error: "Games per experiment must be a whole number from 1 to 100000." };
    if (!Number.isSafeInteger(s) || s < 0) return { error: "The seed must be a whole number, 0 or more." };
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
