"""The page's Python workers, watched from before any of its scripts runs (an init script): each
Worker named "topeka-python" (the boot hint's or runtime.js's; the theme's search worker is not
one) is kept with the page's clock at its creation, and the page's first contentful paint is kept
on the same clock."""
from __future__ import annotations

WATCH_PYTHON_WORKERS = """(() => {
  const Native = window.Worker;
  window.__pythonWorkers = [];
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (options && options.name === "topeka-python") window.__pythonWorkers.push({ worker: this, at: performance.now() });
    }
  };
  window.__fcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") window.__fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
})();"""


def python_workers_created_at(page) -> list[float]:
    """When (page clock, ms) each Python worker of the page was created."""
    return page.evaluate("window.__pythonWorkers.map((w) => w.at)")
