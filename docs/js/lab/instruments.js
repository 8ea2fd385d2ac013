// The measures of every game (games/core/measures.py: how much skill matters, what speed is worth,
// which readings matter), on the game's lab page: for each, the big run shipped with the site
// (assets/data/big-runs/, computed on the command line over 10,000 games per setting, with its
// command) and beside it a run in the reader's browser through the one lab runner (runLab with
// config.instrument), which gives the command line's numbers for the same settings. Every word and
// number of the results is the engine's (tables, sentences, chart data with their intervals); this
// module lays them out and draws the charts (lab/charts.js, intervals as error bars).
import { h } from "../dom.js";
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

function instrumentSection(game, what, index, charts, alive) {
  const words = index.words;
  const intro = words.intro[what];
  const version = index.chart;
  const params = {};
  const big = h("div", { class: "topeka-measure__col topeka-measure__big" });
  const runFile = index.games[game].runs[what];
  if (runFile) {
    json(runFile).then((data) => {
      if (!alive()) return;
      big.replaceChildren(h("h4", { text: data.label }),
        h("p", { class: "topeka-measure__command" }, h("code", { text: data.command })),
        ...tablesView(data.tables, `big-${game}-${what}`, charts, version, alive));
    }).catch((err) => big.replaceChildren(h("p", { text: `(${err.message})` })));
  } else {
    big.hidden = true;
  }
  const games = numberInput("games", { value: DEFAULT_GAMES, min: 1, max: 100000 });
  const seed = numberInput("seed", { value: 1, min: 0 });
  const run = h("button", { type: "submit", class: "md-button md-button--primary", text: "Run" });
  const cancel = h("button", { type: "button", class: "md-button", text: "Cancel", disabled: true });
  const progress = h("progress", { max: "1", value: "0", hidden: true, "aria-label": `${intro.heading}: progress` });
  const status = h("p", { class: "topeka-measure__status", role: "status", "aria-live": "polite" });
  const out = h("div", { class: "topeka-measure__out" });
  const form = h("form", { class: "topeka-form topeka-measure__form", "aria-label": `${intro.heading}: settings` },
    field("Games per setting", games), field("First seed", seed),
    h("div", { class: "topeka-lab-buttons" }, run, cancel));
  form.noValidate = true;
  let stop = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const g = Number(games.value);
    const s = Number(seed.value);
    if (!Number.isInteger(g) || g < 1 || g > 100000 || !Number.isSafeInteger(s) || s < 0) {
      status.textContent = words.bad_settings;
      return;
    }
    stop = false;
    run.disabled = true;
    cancel.disabled = false;
    progress.hidden = false;
    progress.value = 0;
    status.textContent = words.running;
    try {
      const done = await runLab(game, { instrument: what, games: g, seed: s, params }, {
        shouldStop: () => stop || !alive(),
        onProgress: ({ done: n, total }) => { progress.max = total; progress.value = n; },
      });
      if (!alive()) return;
      if (!done.result) {
        status.textContent = words.cancelled;
        return;
      }
      const r = done.result;
      out.replaceChildren(h("p", { text: r.said }), h("p", { class: "topeka-measure__command" }, h("code", { text: r.command })),
        ...tablesView(r.tables, `run-${game}-${what}`, charts, version, alive));
      out.dataset.games = String(r.games);
      globalThis.__topeka = Object.assign(globalThis.__topeka || {}, { measures: { ...((globalThis.__topeka || {}).measures || {}), [`${game}.${what}`]: r } });
      status.textContent = words.done.replace("{seconds}", (done.ms / 1000).toFixed(1));
    } catch (err) {
      if (alive()) status.textContent = words.stopped.replace("{why}", err.message);
    } finally {
      if (alive()) {
        run.disabled = false;
        cancel.disabled = true;
        progress.hidden = true;
      }
    }
  });
  cancel.addEventListener("click", () => { stop = true; cancel.disabled = true; });
  const id = `measure-${game}-${what}`;
  return h("section", { class: "topeka-measure", id, "data-instrument": what, "aria-labelledby": `${id}-h` },
    h("h3", { id: `${id}-h`, text: intro.heading }),
    h("p", { text: intro.text }),
    ...(what === "skill" ? [h("p", { class: "topeka-measure__cite", text: words.citation })] : []),
    h("div", { class: "topeka-measure__cols" }, big,
      h("div", { class: "topeka-measure__col topeka-measure__run" }, h("h4", { text: words.in_browser }), form, progress, status, out)));
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
