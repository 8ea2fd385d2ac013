// The labs' results as DOM: one experiment = a chart (Chart.js, drawn from the result's chart data)
// and its table, which is the chart's text alternative. The markup is the same as the build-time
// HTML written by site_tools/games/gavitt/compare.py (experiment_html), so a re-run replaces like with like.
// A series with "lo" and "hi" (its 95 % intervals, from the engine) gets them drawn as error bars by
// a small plugin of our own (errorBars, below); every number is also in the table.

import { word } from "../pagewords.js";

let chartLib = null;

/** Load Chart.js once (its self-contained UMD build, served by the site) and return it. */
export function loadChartLibrary(version) {
  if (!chartLib) {
    const url = new URL(`../../assets/vendor/chart.js/${version}/chart.umd.min.js`, import.meta.url);
    chartLib = import(url.href).then(() => {
      if (!globalThis.Chart) throw new Error(word("chart_not_loaded"));
      return globalThis.Chart;
    });
    chartLib.catch(() => { chartLib = null; });
  }
  return chartLib;
}

export function tableElement(t) {
  const table = document.createElement("table");
  table.id = `lab-table-${t.id}`;
  const caption = document.createElement("caption");
  caption.textContent = t.caption;
  const thead = document.createElement("thead");
  const hr = document.createElement("tr");
  for (const c of t.columns) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = c;
    hr.append(th);
  }
  thead.append(hr);
  const tbody = document.createElement("tbody");
  for (const row of t.rows) {
    const tr = document.createElement("tr");
    row.forEach((v, i) => {
      const cell = document.createElement(i === 0 ? "th" : "td");
      if (i === 0) cell.scope = "row";
      cell.textContent = v;
      tr.append(cell);
    });
    tbody.append(tr);
  }
  table.append(caption, thead, tbody);
  return table;
}

/** Replace the table of an experiment container (.topeka-lab-exp) by the one of result table t. */
export function fillTable(container, t) {
  const wrap = container.querySelector(".topeka-lab-tablewrap");
  wrap.textContent = "";
  // A focusable, named scroll container, as site_tools/games/gavitt/compare.py writes it at build time.
  wrap.tabIndex = 0;
  wrap.setAttribute("role", "group");
  wrap.setAttribute("aria-label", t.caption);
  wrap.append(tableElement(t));
}

const PALETTE = ["#c2571a", "#1f77b4", "#7a9a01", "#8e44ad", "#00897b", "#6d4c41"];

function themeColors() {
  const css = getComputedStyle(document.body);
  const get = (name, fallback) => (css.getPropertyValue(name) || "").trim() || fallback;
  return {
    fg: get("--md-default-fg-color", "#333"),
    light: get("--md-default-fg-color--light", "#666"),
    grid: get("--md-default-fg-color--lightest", "#ddd"),
  };
}

/** Chart.js plugin: each dataset's `errorBars` ([[lo, hi], ...], in the value axis's units) drawn as
 *  a whisker with caps across its bar or point, vertical or (indexAxis "y") horizontal. */
export const errorBars = {
  id: "topekaErrorBars",
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const across = chart.options.indexAxis === "y";
    const scale = across ? chart.scales.x : chart.scales.y;
    chart.data.datasets.forEach((ds, i) => {
      const meta = chart.getDatasetMeta(i);
      if (!ds.errorBars || meta.hidden) return;
      ctx.save();
      ctx.strokeStyle = ds.errorBarColor || "#000";
      ctx.lineWidth = 1.5;
      meta.data.forEach((el, j) => {
        const bar = ds.errorBars[j];
        if (!bar) return;
        const [a, b] = bar.map((v) => scale.getPixelForValue(v));
        const at = across ? el.y : el.x;
        const cap = 4;
        ctx.beginPath();
        if (across) {
          ctx.moveTo(a, at); ctx.lineTo(b, at);
          ctx.moveTo(a, at - cap); ctx.lineTo(a, at + cap);
          ctx.moveTo(b, at - cap); ctx.lineTo(b, at + cap);
        } else {
          ctx.moveTo(at, a); ctx.lineTo(at, b);
          ctx.moveTo(at - cap, a); ctx.lineTo(at + cap, a);
          ctx.moveTo(at - cap, b); ctx.lineTo(at + cap, b);
        }
        ctx.stroke();
      });
      ctx.restore();
    });
  },
};

function chartConfig(t, colors) {
  const c = t.chart;
  const across = c.indexAxis === "y";
  const withBars = c.series.filter((s) => s.lo && s.hi);
  const ends = withBars.flatMap((s) => [...s.lo, ...s.hi]);
  const value = { beginAtZero: true };
  if (ends.length) {
    value.suggestedMin = Math.min(0, ...ends);
    value.suggestedMax = Math.max(...ends);
  }
  const axis = (text) => ({ title: { display: true, text, color: colors.light }, ticks: { color: colors.light }, grid: { color: colors.grid } });
  return {
    type: c.type,
    data: {
      labels: c.labels,
      datasets: c.series.map((s, i) => ({
        label: s.label,
        data: s.data,
        backgroundColor: PALETTE[i % PALETTE.length],
        borderColor: PALETTE[i % PALETTE.length],
        borderWidth: c.type === "line" ? 2 : 1,
        ...(c.type === "line" && !s.lo ? { borderDash: [6, 4], pointRadius: 0 } : {}),
        ...(s.lo && s.hi ? { errorBars: s.lo.map((lo, j) => [lo, s.hi[j]]), errorBarColor: colors.fg } : {}),
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      indexAxis: across ? "y" : "x",
      color: colors.fg,
      plugins: {
        legend: { display: c.series.length > 1, labels: { color: colors.fg } },
        tooltip: {
          enabled: true,
          callbacks: {
            label: (item) => {
              const bar = item.dataset.errorBars && item.dataset.errorBars[item.dataIndex];
              const v = across ? item.parsed.x : item.parsed.y;
              return bar ? word("chart_interval", { label: item.dataset.label, value: v, low: bar[0], high: bar[1] })
                : `${item.dataset.label}: ${v}`;
            },
          },
        },
      },
      scales: across
        ? { x: { ...axis(c.x), ...value }, y: axis(c.y) }
        : { x: axis(c.x), y: { ...axis(c.y), ...value } },
    },
  };
}

/** Draw (or redraw) the chart of result table t in container; returns the Chart instance. */
export function drawChart(Chart, container, t, previous) {
  if (previous) previous.destroy();
  const holder = container.querySelector(".topeka-lab-chart");
  holder.textContent = "";
  if (t.chart.indexAxis === "y") holder.style.height = `${Math.max(16, 2.4 * t.chart.labels.length)}rem`;
  const canvas = document.createElement("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", word("chart_summary", { title: t.title }));
  canvas.setAttribute("aria-describedby", `lab-table-${t.id}`);
  holder.append(canvas);
  return new Chart(canvas, { ...chartConfig(t, themeColors()), plugins: [errorBars] });
}

/** Re-colour charts after a light/dark switch. */
export function recolour(charts, tables) {
  const colors = themeColors();
  for (const [id, chart] of charts) {
    const t = tables.get(id);
    if (!t) continue;
    const cfg = chartConfig(t, colors);
    chart.options.color = cfg.options.color;
    chart.data.datasets.forEach((ds) => { if (ds.errorBars) ds.errorBarColor = colors.fg; });
    chart.options.plugins.legend.labels.color = colors.fg;
    for (const axis of ["x", "y"]) {
      chart.options.scales[axis].ticks.color = colors.light;
      chart.options.scales[axis].title.color = colors.light;
      chart.options.scales[axis].grid.color = colors.grid;
    }
    chart.update();
  }
}
