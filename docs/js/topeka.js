// The site's one entry module (listed once in mkdocs.yml extra_javascript). It mounts the demos
// found in the page content: from Material's document$ (which emits on the first load and after
// every instant navigation), or on DOMContentLoaded where document$ does not exist. Mounting is
// idempotent; demos whose element left the page are destroyed. Python starts only when a page
// hosts a demo. It also drives the header's light/dark switch (palette.js), gives the theme's
// unnamed controls an accessible name (a11y.js), puts each text page in the reader's chosen view
// (reading.js), keeps a reader's place on a long page across a reload or a return (place.js), and
// adds "Try it" to the worked examples beside the clauses (tryit.js). One click listener on the
// document loads "Cite this" (cite.js) when a reader first presses a clause's Cite or a Copy. The
// site kept for offline use (offline.js) is set up where the reader asked for it.

import { nameThemeControls } from "./a11y.js";
import { mountPalette } from "./palette.js";
import { keepPlace } from "./place.js";
import { applyTextView } from "./reading.js";
import { nextTask } from "./tasks.js";

// A demo's module is found from its element, with no list of demos here: a game's own files are in
// docs/js/games/<game>/, its table is demo.js (data-demo="<game>"), and any other demo of the game
// names the game and its module (data-demo="lab" data-game="gavitt": games/gavitt/lab.js).
const NAME = /^[a-z][a-z0-9_-]*$/;

function demoModule(el) {
  const demo = el.dataset.demo || "";
  const game = el.dataset.game || demo;
  if (!NAME.test(demo) || !NAME.test(game)) return null;
  return `./games/${game}/${demo === game ? "demo" : demo}.js`;
}

const mounted = new Map(); // element -> { destroy }

// The theme's "Back to top" floats over the top of the screen, where a demo brings its table and
// its panels (the Play together panel's heading, the Options bar): while a demo is on screen the
// page does without it (body.topeka-at-demo, docs/css/table.css); above or below, it is there.
const demosInView = new Set();
const demoView = typeof IntersectionObserver === "function" ? new IntersectionObserver((entries) => {
  for (const e of entries) {
    if (e.isIntersecting) demosInView.add(e.target);
    else demosInView.delete(e.target);
  }
  document.body.classList.toggle("topeka-at-demo", demosInView.size > 0);
}) : null;

function reportMountFailure(el, err) {
  el.textContent = "";
  const p = document.createElement("p");
  p.setAttribute("role", "status");
  p.className = "topeka-runtime-status__line";
  p.textContent = `Failed: this demo could not be loaded (${err && err.message ? err.message : err}).`;
  el.append(p);
}

function onPage() {
  try {
    applyTextView();
  } catch (err) {
    console.warn("Topeka: could not apply the text view", err);
  }
  try {
    nameThemeControls();
  } catch (err) {
    console.warn("Topeka: could not name the theme's controls", err);
  }
  try {
    mountPalette();
  } catch (err) {
    console.warn("Topeka: could not set up the light/dark switch", err);
  }
  try {
    keepPlace();
  } catch (err) {
    console.warn("Topeka: could not keep the reader's place", err);
  }
  mountAll();
  // Loaded only by a page with worked examples (the engine starts when one is tried, not before).
  if (document.querySelector(".md-content details.topeka-example")) {
    import("./tryit.js").then((mod) => mod.mountTryIt())
      .catch((err) => console.warn("Topeka: could not add the Try it controls", err));
  }
  // Loaded by the home page's control, and on every page of a site the reader keeps for offline use
  // (it looks for a newer build there); never otherwise.
  const kept = "serviceWorker" in navigator && navigator.serviceWorker.controller;
  if (kept || document.querySelector("[data-offline]")) {
    import("./offline.js").then((mod) => mod.mountOffline())
      .catch((err) => console.warn("Topeka: could not set up offline use", err));
  }
}

function mountAll() {
  for (const [el, handle] of mounted) {
    if (!el.isConnected) {
      mounted.delete(el);
      if (demoView) demoView.unobserve(el);
      demosInView.delete(el);
      document.body.classList.toggle("topeka-at-demo", demosInView.size > 0);
      try {
        handle.destroy && handle.destroy();
      } catch (err) {
        console.warn("Topeka: a demo failed to unmount", err);
      }
    }
  }
  const root = document.querySelector(".md-content") || document.body;
  for (const el of root.querySelectorAll(".topeka-demo")) {
    if (mounted.has(el)) continue;
    const module = demoModule(el);
    const handle = { destroy: null };
    mounted.set(el, handle);
    if (demoView) demoView.observe(el);
    if (!module) {
      reportMountFailure(el, new Error(`unknown demo "${el.dataset.demo}"`));
      continue;
    }
    // The demo's modules are evaluated in one task and the demo is mounted in the next: on a phone
    // the two together were the longest task of a demo page's load.
    import(module)
      .then(async (mod) => {
        await nextTask();
        if (!el.isConnected) return;
        const result = mod.mount(el);
        handle.destroy = result && result.destroy;
        el.dataset.mounted = "1"; // what waits for the demo (tryit.js) hears it
        el.dispatchEvent(new CustomEvent("topeka:mounted"));
      })
      .catch((err) => reportMountFailure(el, err));
  }
}

document.addEventListener("click", (event) => {
  const el = event.target instanceof Element ? event.target.closest("[data-cite], [data-copy]") : null;
  if (!el) return;
  import("./cite.js").then((mod) => mod.handle(el))
    .catch((err) => console.warn("Topeka: could not prepare the citation", err));
});

if (globalThis.document$ && typeof globalThis.document$.subscribe === "function") {
  globalThis.document$.subscribe(() => onPage());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", onPage);
} else {
  onPage();
}
