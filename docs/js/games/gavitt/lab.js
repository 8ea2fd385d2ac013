// The simulation lab on the comparison page: choose the table, run the experiments in the Python
// worker (chunked, with a progress bar and Cancel), and show the results as charts beside their
// tables. The default results are in the page already (computed at build time by the same
// engine); running with the default settings reproduces them exactly. The form is lab_form.js,
// the charts lab_charts.js; the lab's state is one object, `labParts`, passed to the steps below.
import { h as el } from "../../dom.js";
import { mountStatus } from "../../status.js";
import { readSpec } from "../../table/options.js";
import { wordsOf } from "../../table/words.js";
import { runLab } from "../../lab/runner.js";
import { labCharts } from "./lab_charts.js";
import { labForm } from "./lab_form.js";

const DEFAULT_DATA = new URL("../../../assets/data/lab-default.json", import.meta.url);

let uid = 0;

/** The settings in words, as the build wrote them under the lab (games.gavitt.lab.config_sentence). */
function describe(say, c, shown = c.games) {
  return say("lab_config", { players: c.players, speed: c.speed, telegram: say(`lab_mode_${c.telegram}`),
    fines: say(`lab_mode_${c.fines}`), careless: Math.round(100 * c.careless), games: shown, seed: c.seed });
}

export function mount(root) {
  root.textContent = "";
  root.classList.add("topeka-demo--lab");
  const content = root.closest(".md-content") || document;
  let defaults = {};
  try {
    defaults = JSON.parse(root.dataset.defaultConfig || "{}");
  } catch {
    defaults = {};
  }
  const spec = readSpec(root);
  const say = wordsOf(spec); // the lab's words are the engine's (games/gavitt/lab WORDS), in the page's data-options
  const labParts = { root, say, status: mountStatus(root), form: labForm(defaults, say, spec), progress: progressRow(say),
    live: el("p", { class: "topeka-lab-live", role: "status", "aria-live": "polite" }),
    configLine: content.querySelector("[data-lab-config]"),
    alive: true, running: false, stopRequested: false, defaultResult: null };
  root.append(labParts.form.form, labParts.progress.row, labParts.live);
  labParts.charts = labCharts({ version: root.dataset.chartVersion || "4.6.1", content,
    failed: (reason) => { labParts.live.textContent = say("lab_no_charts", { reason }); },
    alive: () => labParts.alive });

  fetch(DEFAULT_DATA)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((data) => {
      if (!labParts.alive) return;
      labParts.defaultResult = data.result;
      if (!labParts.running) labParts.charts.show(labParts.defaultResult, false); // the tables are in the page already
    })
    .catch((err) => {
      if (labParts.alive) labParts.live.textContent = say("lab_no_defaults", { reason: err.message });
    });

  labParts.form.form.addEventListener("submit", (event) => {
    event.preventDefault();
    runExperiments(labParts);
  });
  labParts.form.cancel.addEventListener("click", () => {
    labParts.stopRequested = true;
    labParts.form.cancel.disabled = true;
    labParts.live.textContent = say("lab_cancelling");
  });
  labParts.form.reset.addEventListener("click", () => showDefaults(labParts));

  root.dataset.state = "idle";
  return {
    destroy() {
      labParts.alive = false;
      labParts.stopRequested = true;
      labParts.charts.destroy();
      labParts.status.destroy();
    },
  };
}

function progressRow(say) {
  const label = el("span", { id: `lab-progress-label-${++uid}`, text: say("lab_progress") });
  const bar = el("progress", { max: "1", value: "0", "aria-labelledby": label.id });
  const text = el("span", { class: "topeka-lab-progress-text", text: "" });
  const row = el("div", { class: "topeka-lab-progress", hidden: true }, label, bar, text);
  return { row, bar, text };
}

function setRunning(labParts, on) {
  labParts.running = on;
  labParts.form.setRunning(on);
  labParts.root.dataset.state = on ? "running" : labParts.root.dataset.state;
}

/** Run: the experiments in the worker with the form's settings, the progress shown, the results drawn. */
async function runExperiments(labParts) {
  const { root, live, progress, say } = labParts;
  if (labParts.running) return;
  const { config, error } = labParts.form.readConfig();
  if (error) {
    live.textContent = error;
    return;
  }
  labParts.stopRequested = false;
  setRunning(labParts, true);
  progress.row.hidden = false;
  progress.bar.value = 0;
  progress.text.textContent = "";
  live.textContent = say("lab_running");
  try {
    const out = await runLab("gavitt", config, {
      shouldStop: () => labParts.stopRequested || !labParts.alive,
      onProgress: ({ done, total, arms }) => {
        if (!labParts.alive) return;
        progress.bar.max = total;
        progress.bar.value = done;
        progress.text.textContent = say("lab_progress_games", { done: Math.floor(done / arms), total: Math.floor(total / arms) });
      },
    });
    if (!labParts.alive) return;
    const perArm = Math.floor(out.done / out.arms);
    const seconds = (out.ms / 1000).toFixed(1);
    if (out.result) {
      labParts.charts.show(out.result, true);
      globalThis.__topeka = Object.assign(globalThis.__topeka || {}, { lab: { last: out.result } });
      if (labParts.configLine) labParts.configLine.textContent = say(out.cancelled ? "lab_showing_cancelled" : "lab_showing", { config: describe(say, out.config, perArm) });
      labParts.form.reset.hidden = !labParts.defaultResult;
    }
    root.dataset.state = out.cancelled ? "cancelled" : "done";
    live.textContent = out.cancelled
      ? say("lab_cancelled", { per_arm: perArm, games: config.games, seconds })
      : say("lab_done", { done: out.done, per_arm: perArm, arms: out.arms, seconds });
  } catch (err) {
    if (!labParts.alive) return;
    root.dataset.state = "failed";
    live.textContent = say("lab_stopped", { reason: err.message });
  } finally {
    if (labParts.alive) setRunning(labParts, false);
  }
}

function showDefaults(labParts) {
  if (!labParts.defaultResult || labParts.running) return;
  labParts.charts.show(labParts.defaultResult, true);
  if (labParts.configLine) labParts.configLine.textContent = labParts.say("lab_showing", { config: describe(labParts.say, labParts.defaultResult.config) });
  labParts.form.reset.hidden = true;
  labParts.live.textContent = labParts.say("lab_defaults_again");
}
