// A boot hint, not a second entry point. On a page that hosts a demo, overrides/main.html loads
// this classic script from the <head>, so the Python worker is created as soon as the page has
// painted its first content instead of waiting for docs/js/topeka.js, which runs only after the
// page and Material's own scripts (about half a second later on a long rule text). docs/js/runtime.js
// adopts this worker and the messages it has sent so far, so there is still one worker per
// document. Pages without a demo do not load it and never start Python.
//
// Why after the first paint, not at once: a worker started while the page is parsed compiles
// Python's WebAssembly on the same two cores as the page's first style, layout and paint, and
// reading never waits for Python. Started from the <head>, it delayed the page's DOMContentLoaded in
// Lighthouse's phone runs, and in some of them the first paint came a whole second late (the
// compositor starved: Chromium then offers it one frame a second; the figures:
// docs/notes/performance.md, "The boot"). If the page
// cannot paint (a tab opened in the background), the worker starts at once; if the demo's module
// asks for Python first, runtime.js starts it through `start`.
// It is a file rather than an inline script so that the Content Security Policy needs no hash
// or 'unsafe-inline' for it.
(function () {
  var early = { messages: [], startedAt: null, worker: null };
  var url;
  try {
    url = new URL("worker.js", document.currentScript.src);
  } catch (err) {
    return; /* runtime.js starts the worker itself */
  }
  early.start = function () {
    if (early.worker || early.failed) return;
    try {
      early.startedAt = performance.timeOrigin + performance.now();
      early.worker = new Worker(url, { type: "module", name: "topeka-python" });
      early.worker.onmessage = function (event) { early.messages.push(event); };
      early.worker.onerror = function (event) { event.preventDefault(); early.error = event.message || "script error"; };
    } catch (err) {
      early.failed = true; /* no module workers here: runtime.js reports it when a demo mounts */
    }
  };
  window.__topekaEarlyWorker = early;
  var soon = function () { setTimeout(early.start, 0); };
  if (document.visibilityState === "hidden" || !("PerformanceObserver" in window)) {
    early.start();
    return;
  }
  try {
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        soon();
      }
    });
    observer.observe({ type: "paint", buffered: true });
  } catch (err) {
    early.start();
    return;
  }
  // A page hidden before it painted: no paint will come while nobody looks at it.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") early.start();
  }, { once: true });
})();
