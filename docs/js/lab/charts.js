// The lab's results as DOM: one experiment = a chart (Chart.js, drawn from the result's chart data)
// and its table, which is the chart's text alternative. The markup is the same as the build-time
// HTML written by site_tools/games/gavitt/compare.py (experiment_html), so a re-run replaces like with like.

let chartLib = null;

/** Load Chart.js once (its self-contained UMD build, served by the site) and return it. */
export function loadChartLibrary(version) {
  if (!chartLib) {
    const url = new URL(`../../../assets/vendor/chart.js/${version}/chart.umd.min.js`, import.meta.url);
    chartLib = import(url.href).then(() => {
      if (!globalThis.Chart) throw new Error("Chart.js did not load");
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
  wrap.setAttribute("role", "region");
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

function chartConfig(t, colors) {
  const c = t.chart;
  return {
    type: c.type,
    data: {
      labels: c.labels,
      datasets: c.series.map((s, i) => ({
        label: s.label,
        data: s.data,
        backgroundColor: PALETTE[i % PALETTE.length],
        borderColor: PALETTE[i % PALETTE.length],
        borderWidth: 1,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      color: colors.fg,
      plugins: {
        legend: { display: c.series.length > 1, labels: { color: colors.fg } },
        tooltip: { enabled: true },
      },
      scales: {
        x: { title: { display: true, text: c.x, color: colors.light }, ticks: { color: colors.light }, grid: { color: colors.grid } },
        y: { title: { display: true, text: c.y, color: colors.light }, ticks: { color: colors.light }, grid: { color: colors.grid }, beginAtZero: true },
      },
    },
  };
}

/** Draw (or redraw) the chart of result table t in container; returns the Chart instance. */
export function drawChart(Chart, container, t, previous) {
  if (previous) previous.destroy();
  const holder = container.querySelector(".topeka-lab-chart");
  holder.textContent = "";
  const canvas = document.createElement("canvas");
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", `Chart: ${t.title}. The table beside it gives the same numbers.`);
  canvas.setAttribute("aria-describedby", `lab-table-${t.id}`);
  holder.append(canvas);
  return new Chart(canvas, chartConfig(t, themeColors()));
}

/** Re-colour charts after a light/dark switch. */
export function recolour(charts, tables) {
  const colors = themeColors();
  for (const [id, chart] of charts) {
    const t = tables.get(id);
    if (!t) continue;
    const cfg = chartConfig(t, colors);
    chart.options.color = cfg.options.color;
    chart.options.plugins.legend.labels.color = colors.fg;
    for (const axis of ["x", "y"]) {
      chart.options.scales[axis].ticks.color = colors.light;
      chart.options.scales[axis].title.color = colors.light;
      chart.options.scales[axis].grid.color = colors.grid;
    }
    chart.update();
  }
}
