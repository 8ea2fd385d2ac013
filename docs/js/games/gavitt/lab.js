// The simulation lab on the comparison page: choose the table, run the experiments in the Python
// worker (chunked, with a progress bar and Cancel), and show the results as charts beside their
// tables. The default results are in the page already (computed at build time by the same
// engine); running with the default settings reproduces them exactly. Its words are the engine's (the
// lab's WORDS, games/gavitt/lab/__init__.py), written into the page's data-options by the build.
import { h as el } from "../../dom.js";
import { readSpec } from "../../table/options.js";
import { wordsOf } from "../../table/words.js";
import { mountStatus } from "../../status.js";
import { drawChart, fillTable, loadChartLibrary, recolour } from "../../lab/charts.js";
import { runLab } from "../../lab/runner.js";
import { field as field_, numberInput, select } from "../../ui/form.js";

const DEFAULT_DATA = new URL("../../../assets/data/lab-default.json", import.meta.url);

let uid = 0;
const field = (labelText, control, hint) => field_(labelText, control, { hint, cls: "topeka-lab-field", hintCls: "topeka-lab-hint" });

/** The settings in words, as the build wrote them under the lab (games.gavitt.lab.config_sentence). */
function describe(say, c, shown = c.games) {
  return say("lab_config", { players: c.players, speed: c.speed, telegram: say(`lab_mode_${c.telegram}`),
    fines: say(`lab_mode_${c.fines}`), careless: Math.round(100 * c.careless), games: shown, seed: c.seed });
}

export function mount(root) {
  root.textContent = "";
  root.classList.add("topeka-demo--lab");
  const content = root.closest(".md-content") || document;
  const version = root.dataset.chartVersion || "4.6.1";
  let defaults = {};
  try {
    defaults = JSON.parse(root.dataset.defaultConfig || "{}");
  } catch {
    defaults = {};
  }
  const spec = readSpec(root);
  const say = wordsOf(spec);
  const status = mountStatus(root);

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
  const progressLabel = el("span", { id: `lab-progress-label-${++uid}`, text: say("lab_progress") });
  const progress = el("progress", { max: "1", value: "0", "aria-labelledby": progressLabel.id });
  const progressText = el("span", { class: "topeka-lab-progress-text", text: "" });
  const progressRow = el("div", { class: "topeka-lab-progress", hidden: true }, progressLabel, progress, progressText);
  const live = el("p", { class: "topeka-lab-live", role: "status", "aria-live": "polite" });
  root.append(form, progressRow, live);

  const configLine = content.querySelector("[data-lab-config]");
  const containers = new Map([...content.querySelectorAll(".topeka-lab-exp[data-exp]")].map((c) => [c.dataset.exp, c]));
  const charts = new Map();
  const tables = new Map();
  let alive = true;
  let running = false;
  let stopRequested = false;
  let defaultResult = null;

  // A chart is drawn when its experiment comes near the screen, and Chart.js is loaded then (once):
  // drawing the seven charts at load was the page's longest task on a phone. Until then,
  // as without JavaScript, the experiment's table (in the page) gives every number.
  const waiting = new Map(); // container -> table id, until it nears the screen
  const near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      near.unobserve(entry.target);
      const id = waiting.get(entry.target);
      waiting.delete(entry.target);
      draw(id);
    }
  }, { rootMargin: "50% 0px" });

  function draw(id) {
    loadChartLibrary(version)
      .then((Chart) => {
        const c = containers.get(id);
        const t = tables.get(id);
        if (alive && c && t) charts.set(id, drawChart(Chart, c, t, charts.get(id)));
      })
      .catch((err) => {
        if (alive) live.textContent = say("lab_no_charts", { reason: err.message });
      });
  }

  function showResult(result, drawTables) {
    for (const t of result.tables) {
      tables.set(t.id, t);
      const c = containers.get(t.id);
      if (!c) continue;
      if (drawTables) fillTable(c, t);
      if (charts.has(t.id)) {
        draw(t.id); // drawn before, so it has been near the screen: redraw with these numbers now
      } else if (!waiting.has(c)) {
        waiting.set(c, t.id);
        near.observe(c);
      }
    }
  }

  fetch(DEFAULT_DATA)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((data) => {
      if (!alive) return;
      defaultResult = data.result;
      if (!running) showResult(defaultResult, false); // the tables are in the page already
    })
    .catch((err) => {
      if (alive) live.textContent = say("lab_no_defaults", { reason: err.message });
    });

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

  function setRunning(on) {
    running = on;
    run.disabled = on;
    cancel.disabled = !on;
    for (const c of [players, speed, telegram, fines, games, seed]) c.disabled = on;
    root.dataset.state = on ? "running" : root.dataset.state;
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (running) return;
    const { config, error } = readConfig();
    if (error) {
      live.textContent = error;
      return;
    }
    stopRequested = false;
    setRunning(true);
    progressRow.hidden = false;
    progress.value = 0;
    progressText.textContent = "";
    live.textContent = say("lab_running");
    try {
      const out = await runLab("gavitt", config, {
        shouldStop: () => stopRequested || !alive,
        onProgress: ({ done, total, arms }) => {
          if (!alive) return;
          progress.max = total;
          progress.value = done;
          progressText.textContent = say("lab_progress_games", { done: Math.floor(done / arms), total: Math.floor(total / arms) });
        },
      });
      if (!alive) return;
      const perArm = Math.floor(out.done / out.arms);
      const seconds = (out.ms / 1000).toFixed(1);
      if (out.result) {
        showResult(out.result, true);
        globalThis.__topeka = Object.assign(globalThis.__topeka || {}, { lab: { last: out.result } });
        if (configLine) configLine.textContent = say(out.cancelled ? "lab_showing_cancelled" : "lab_showing", { config: describe(say, out.config, perArm) });
        reset.hidden = !defaultResult;
      }
      root.dataset.state = out.cancelled ? "cancelled" : "done";
      live.textContent = out.cancelled
        ? say("lab_cancelled", { per_arm: perArm, games: config.games, seconds })
        : say("lab_done", { done: out.done, per_arm: perArm, arms: out.arms, seconds });
    } catch (err) {
      if (!alive) return;
      root.dataset.state = "failed";
      live.textContent = say("lab_stopped", { reason: err.message });
    } finally {
      if (alive) setRunning(false);
    }
  });

  cancel.addEventListener("click", () => {
    stopRequested = true;
    cancel.disabled = true;
    live.textContent = say("lab_cancelling");
  });

  reset.addEventListener("click", () => {
    if (!defaultResult || running) return;
    showResult(defaultResult, true);
    if (configLine) configLine.textContent = say("lab_showing", { config: describe(say, defaultResult.config) });
    reset.hidden = true;
    live.textContent = say("lab_defaults_again");
  });

  // Charts follow Material's light/dark switch.
  const observer = new MutationObserver(() => recolour(charts, tables));
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme"] });

  root.dataset.state = "idle";
  return {
    destroy() {
      alive = false;
      stopRequested = true;
      observer.disconnect();
      near.disconnect();
      for (const chart of charts.values()) chart.destroy();
      charts.clear();
      status.destroy();
    },
  };
}
