// The measures of every game (games/core/measures.py: how much skill matters, what speed is worth,
// which readings matter), on the game's lab page: for each, the big run shipped with the site
// (assets/data/big-runs/, computed on the command line over 10,000 games per setting, with its
// command) and beside it a run in the reader's browser through the one lab runner (runLab with
// config.instrument), which gives the command line's numbers for the same settings. Every word and
// number of the results is the engine's (tables, sentences, chart data with their intervals); this
// module lays them out and draws the charts (lab/charts.js, intervals as error bars).
import { h } from "../dom.js";
import { word } from "../pagewords.js";
import { drawChart, loadChartLibrary, recolour, tableElement } from "./charts.js";
import { runLab } from "./runner.js";
import { field, numberInput } from "../ui/form.js";

const DATA = new URL("../../assets/data/big-runs/", import.meta.url);
const DEFAULT_GAMES = 100;

async function json(name) {
  const r = await fetch(new URL(name, DATA));
  if (!r.ok) throw new Error(`HTTP ${r.status}`);
  return r.json();
}

let index = null;
/** The measures' index (assets/data/big-runs/index.json: the engine's words, the runs shipped, Chart.js's version), read once. */
function readIndex() {
  if (!index) {
    index = json("index.json");
    index.catch(() => { index = null; });
  }
  return index;
}

/** A lab result's own tables (the engine's, e.g. its paired differences) drawn into `container`
 *  with their charts, each under a heading of `level`; returns { destroy }. */
export function showTables(container, tables, prefix, level = 4) {
  const charts = new Map();
  let alive = true;
  readIndex().then((ix) => {
    if (alive) container.replaceChildren(...tablesView(tables, prefix, charts, ix.chart, () => alive, level));
  }).catch(() => {
    if (alive) container.replaceChildren(...tablesView(tables, prefix, charts, null, () => alive, level));
  });
  return { destroy() { alive = false; for (const { chart } of charts.values()) chart.destroy(); } };
}

/** The tables of a result, each: title, the engine's sentences, a chart and its table. */
function tablesView(tables, prefix, charts, version, alive, level = 5) {
  return tables.map((t0) => {
    const t = { ...t0, id: `${prefix}-${t0.id}` };
    const holder = h("div", { class: "topeka-lab-chart" });
    const wrap = h("div", { class: "topeka-lab-tablewrap", tabindex: "0", role: "group", "aria-label": t.caption }, tableElement(t));
    const box = h("div", { class: "topeka-measure__result", "data-table": t0.id },
      h(`h${level}`, { class: "topeka-measure__title", text: t.title }),
      ...(t.sentences || []).map((s) => h("p", { class: "topeka-measure__said", text: s })),
      holder, wrap);
    if (!version) return box;
    const near = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      loadChartLibrary(version).then((Chart) => {
        if (alive() && box.isConnected) charts.set(t.id, { chart: drawChart(Chart, box, t, null), t });
      }).catch(() => { holder.remove(); });
    }, { rootMargin: "50% 0px" });
    near.observe(box);
    return box;
  });
}

/** The big run shipped with the site for one measure (hidden when the game has none). */
function bigRun(game, what, index, charts, alive) {
  const big = h("div", { class: "topeka-measure__col topeka-measure__big" });
  const runFile = index.games[game].runs[what];
  if (!runFile) {
    big.hidden = true;
    return big;
  }
  json(runFile).then((data) => {
    if (!alive()) return;
    big.replaceChildren(h("h4", { text: data.label }),
      h("p", { class: "topeka-measure__command" }, h("code", { text: data.command })),
      ...tablesView(data.tables, `big-${game}-${what}`, charts, index.chart, alive));
  }).catch((err) => big.replaceChildren(h("p", { text: `(${err.message})` })));
  return big;
}

/** The form of a run in the reader's browser, and where its progress, status and result go. */
function runForm(heading) {
  const ui = {
    games: numberInput("games", { value: DEFAULT_GAMES, min: 1, max: 100000 }),
    seed: numberInput("seed", { value: 1, min: 0 }),
    run: h("button", { type: "submit", class: "md-button md-button--primary", text: word("lab_run") }),
    cancel: h("button", { type: "button", class: "md-button", text: word("lab_cancel"), disabled: true }),
    progress: h("progress", { max: "1", value: "0", hidden: true, "aria-label": word("lab_progress", { title: heading }) }),
    status: h("p", { class: "topeka-measure__status", role: "status", "aria-live": "polite" }),
    out: h("div", { class: "topeka-measure__out" }),
  };
  ui.form = h("form", { class: "topeka-form topeka-measure__form", "aria-label": word("lab_settings", { title: heading }) },
    field(word("lab_games"), ui.games), field(word("lab_seed"), ui.seed),
    h("div", { class: "topeka-lab-buttons" }, ui.run, ui.cancel));
  ui.form.noValidate = true;
  return ui;
}

/** Show a finished run: the engine's sentence, its command and tables, and the time it took. */
function showRun(run, done) {
  const { ui, game, what, words } = run;
  if (!done.result) {
    ui.status.textContent = words.cancelled;
    return;
  }
  const r = done.result;
  ui.out.replaceChildren(h("p", { text: r.said }), h("p", { class: "topeka-measure__command" }, h("code", { text: r.command })),
    ...tablesView(r.tables, `run-${game}-${what}`, run.charts, run.version, run.alive));
  ui.out.dataset.games = String(r.games);
  globalThis.__topeka = Object.assign(globalThis.__topeka || {}, { measures: { ...((globalThis.__topeka || {}).measures || {}), [`${game}.${what}`]: r } });
  ui.status.textContent = words.done.replace("{seconds}", (done.ms / 1000).toFixed(1));
}

/** Run the measure in the browser with the form's settings (refused, in words, when they are not
 * a number of games and a first seed). */
async function runInBrowser(run) {
  const { ui, words, alive } = run;
  const g = Number(ui.games.value);
  const s = Number(ui.seed.value);
  if (!Number.isInteger(g) || g < 1 || g > 100000 || !Number.isSafeInteger(s) || s < 0) {
    ui.status.textContent = words.bad_settings;
    return;
  }
  run.stop = false;
  ui.run.disabled = true;
  ui.cancel.disabled = false;
  ui.progress.hidden = false;
  ui.progress.value = 0;
  ui.status.textContent = words.running;
  try {
    const done = await runLab(run.game, { instrument: run.what, games: g, seed: s, params: {} }, {
      shouldStop: () => run.stop || !alive(),
      onProgress: ({ done: n, total }) => { ui.progress.max = total; ui.progress.value = n; },
    });
    if (alive()) showRun(run, done);
  } catch (err) {
    if (alive()) ui.status.textContent = words.stopped.replace("{why}", err.message);
  } finally {
    if (alive()) {
      ui.run.disabled = false;
      ui.cancel.disabled = true;
      ui.progress.hidden = true;
    }
  }
}

function instrumentSection(game, what, index, charts, alive) {
  const words = index.words;
  const intro = words.intro[what];
  const ui = runForm(intro.heading);
  // one measure's run in the browser: its form, and whether the reader asked it to stop
  const run = { game, what, words, ui, charts, alive, version: index.chart, stop: false };
  ui.form.addEventListener("submit", (event) => {
    event.preventDefault();
    runInBrowser(run);
  });
  ui.cancel.addEventListener("click", () => { run.stop = true; ui.cancel.disabled = true; });
  const id = `measure-${game}-${what}`;
  return h("section", { class: "topeka-measure", id, "data-instrument": what, "aria-labelledby": `${id}-h` },
    h("h3", { id: `${id}-h`, text: intro.heading }),
    h("p", { text: intro.text }),
    ...(what === "skill" ? [h("p", { class: "topeka-measure__cite", text: words.citation })] : []),
    h("div", { class: "topeka-measure__cols" }, bigRun(game, what, index, charts, alive),
      h("div", { class: "topeka-measure__col topeka-measure__run" }, h("h4", { text: words.in_browser }),
        ui.form, ui.progress, ui.status, ui.out)));
}

/** Mount the game's measures into `container`; returns { destroy }. */
export function mountInstruments(container, game) {
  let alive = true;
  const charts = new Map();
  const root = h("div", { class: "topeka-measures", "data-game": game });
  container.append(root);
  readIndex().then((index) => {
    if (!alive || !index.games[game]) return;
    root.replaceChildren(...index.games[game].instruments.map((what) => instrumentSection(game, what, index, charts, () => alive)));
    root.dataset.state = "ready";
  }).catch((err) => {
    root.textContent = `(${err.message})`;
  });
  const observer = new MutationObserver(() => {
    const flat = new Map([...charts].map(([id, v]) => [id, v.chart]));
    recolour(flat, new Map([...charts].map(([id, v]) => [id, v.t])));
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme"] });
  return {
    destroy() {
      alive = false;
      observer.disconnect();
      for (const { chart } of charts.values()) chart.destroy();
      charts.clear();
    },
  };
}

/** As a page's demo (data-demo="measures" data-game="<game>"). */
export function mount(root) {
  root.textContent = ""; // the big runs as the build wrote them, for a reader without JavaScript
  return mountInstruments(root, root.dataset.game);
}
