// A boot hint, not a second entry point. On a page that hosts a demo, overrides/main.html loads
// this classic script from the <head>, so the Python worker is created while the page is still
// being parsed instead of waiting for docs/js/topeka.js, which runs only after the page and
// Material's own scripts (about half a second later on a long rule text). docs/js/runtime.js
// adopts this worker and the messages it has sent so far, so there is still one worker per
// document. Pages without a demo do not load it and never start Python.
// It is a file rather than an inline script so that the Content Security Policy needs no hash
// or 'unsafe-inline' for it.
(function () {
  try {
    var early = { messages: [], startedAt: performance.timeOrigin + performance.now() };
    early.worker = new Worker(new URL("worker.js", document.currentScript.src), { type: "module", name: "topeka-python" });
    early.worker.onmessage = function (event) { early.messages.push(event); };
    early.worker.onerror = function (event) { event.preventDefault(); early.error = event.message || "script error"; };
    window.__topekaEarlyWorker = early;
  } catch (err) { /* no module workers here: runtime.js reports it when a demo mounts */ }
})();
