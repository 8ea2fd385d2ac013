// The lab's charts beside their tables. A chart is drawn when its experiment comes near the
// screen, and Chart.js is loaded then (once): drawing the seven charts at load was the page's
// longest task on a phone. Until then, as without JavaScript, the experiment's table (in the page)
// gives every number. The charts follow Material's light/dark switch.
import { drawChart, fillTable, loadChartLibrary, recolour } from "../../lab/charts.js";

/** c: { version (Chart.js's), content (the page's part that holds the experiments), failed(reason) (the
 * charts could not be drawn), alive() } -> { show(result, drawTables), destroy() } */
export function labCharts(c) {
  const containers = new Map([...c.content.querySelectorAll(".topeka-lab-exp[data-exp]")].map((x) => [x.dataset.exp, x]));
  const charts = new Map();
  const tables = new Map();
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
    loadChartLibrary(c.version)
      .then((Chart) => {
        const x = containers.get(id);
        const t = tables.get(id);
        if (c.alive() && x && t) charts.set(id, drawChart(Chart, x, t, charts.get(id)));
      })
      .catch((err) => {
        if (c.alive()) c.failed(err.message);
      });
  }

  /** A result's tables (written into the page with `drawTables`) and their charts. */
  function show(result, drawTables) {
    for (const t of result.tables) {
      tables.set(t.id, t);
      const x = containers.get(t.id);
      if (!x) continue;
      if (drawTables) fillTable(x, t);
      if (charts.has(t.id)) {
        draw(t.id); // drawn before, so it has been near the screen: redraw with these numbers now
      } else if (!waiting.has(x)) {
        waiting.set(x, t.id);
        near.observe(x);
      }
    }
  }

  const observer = new MutationObserver(() => recolour(charts, tables));
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-md-color-scheme"] });

  function destroy() {
    observer.disconnect();
    near.disconnect();
    for (const chart of charts.values()) chart.destroy();
    charts.clear();
  }

  return { show, destroy };
}
