// "Keep this site for offline use": opt-in, from the home page's control (site_tools/texts/templates/
// index.md.j2; the sentences it shows are the site's words, games/core/site_words.py offline_*). Nothing is stored until the
// reader presses it: a site that installs itself unasked surprises a reader. Then the service worker
// (../sw.js?v=<version>) stores this build whole, and every page of the site opens from it, with the
// network or without. On every page, once kept, a newer build is looked for (offline.json, always
// from the network): it is stored beside the kept one, and the reader chooses when to reload into it,
// so a page never runs with an engine of another build (site_tools/offline.py).
import { word } from "./pagewords.js";

const SW_URL = new URL("../sw.js", import.meta.url);
const SCOPE = new URL("../", import.meta.url);
const LIST_URL = new URL("../offline.json", import.meta.url);
const PREFIX = "topeka-site-";

const supported = () => "serviceWorker" in navigator && typeof caches === "object";
const versionOf = (worker) => (worker ? new URL(worker.scriptURL).searchParams.get("v") : null);
// asked afresh by each action: keeping the site makes a registration, dropping it ends it
const registration = () => navigator.serviceWorker.getRegistration(SCOPE.href);
const pageVersion = () => (document.querySelector('meta[name="topeka-version"]') || {}).content || "";

async function listing() {
  const response = await fetch(LIST_URL, { cache: "no-store" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** `worker` installed (resolves) or failed to (rejects). */
function installed(worker) {
  return new Promise((resolve, reject) => {
    const look = () => {
      if (worker.state === "installed" || worker.state === "activating" || worker.state === "activated") resolve(worker);
      else if (worker.state === "redundant") reject(new Error(word("offline_not_whole")));
    };
    worker.addEventListener("statechange", look);
    look();
  });
}


const megabytes = (bytes) => Math.max(1, Math.round(bytes / 1e6));

async function keep(ui) {
  const { status } = ui;
  ui.keep.disabled = true;
  try {
    const list = await listing();
    if (list.version !== pageVersion()) throw new Error(word("offline_changed"));
    status.textContent = word("offline_keeping", { mb: megabytes(list.bytes) });
    const reg = await navigator.serviceWorker.register(`${SW_URL.href}?v=${list.version}`, { scope: SCOPE.href });
    const worker = reg.installing || reg.waiting || reg.active;
    await installed(worker);
    await navigator.serviceWorker.ready;
    await show(ui);
  } catch (err) {
    status.textContent = word("offline_failed", { reason: err.message || String(err) });
    await drop(null);
    ui.keep.disabled = false;
  }
}

/** Nothing kept any more: the worker and every version's files go. */
async function drop(ui) {
  const reg = await registration();
  if (reg) await reg.unregister();
  for (const name of await caches.keys()) if (name.startsWith(PREFIX)) await caches.delete(name);
  if (ui) {
    ui.status.textContent = word("offline_dropped");
    await show(ui, false);
  }
}

/** The control drawn from what is kept now (`announce`: also say it in the status line; `known`: the
 * registration, when the caller has just asked for it). */
async function show(ui, announce = true, known = undefined) {
  const reg = known === undefined ? await registration() : known;
  const kept = reg && (reg.active || reg.waiting);
  ui.keep.hidden = !!kept;
  ui.keep.disabled = false;
  ui.drop.hidden = !kept;
  ui.update.hidden = !(reg && reg.waiting && reg.active);
  if (kept && announce) ui.status.textContent = word(reg.waiting && reg.active ? "offline_update" : "offline_kept");
}

/** A newer build, once a version is kept: stored beside it; the reader reloads into it when they choose. */
async function lookForNewer(reg) {
  const current = versionOf(reg.active);
  if (navigator.onLine === false) return; // the kept version serves
  let list;
  try {
    list = await listing();
  } catch {
    return; // no network: the kept version serves
  }
  if (!list.version || list.version === current || versionOf(reg.waiting) === list.version || versionOf(reg.installing) === list.version) return;
  await navigator.serviceWorker.register(`${SW_URL.href}?v=${list.version}`, { scope: SCOPE.href }).catch(() => {});
}

/** The waiting version takes over, and every page of the site reloads into it. */
async function takeOver() {
  const reg = await registration();
  if (reg && reg.waiting) reg.waiting.postMessage({ type: "take-over" });
}

let watching = false;

export async function mountOffline() {
  if (!supported()) {
    const el = document.querySelector("[data-offline]");
    if (el) el.querySelector("[data-offline-status]").textContent = word("offline_unsupported");
    return;
  }
  const lookNewer = !watching;
  if (!watching) {
    watching = true;
    // a newer version took over (from this page or another): this page is of the old one, so it reloads
    // (a page that was kept by none, as when the reader first keeps the site, is of the new one)
    let controlled = !!navigator.serviceWorker.controller;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (controlled) location.reload();
      controlled = true;
    });
  }
  const el = document.querySelector("[data-offline]");
  const mount = !!el && !el.dataset.offlineMounted;
  if (!lookNewer && !mount) return;
  if (mount) el.dataset.offlineMounted = "1";
  const reg = await registration();
  if (lookNewer && reg && reg.active) lookForNewer(reg);
  if (!mount) return;
  const ui = { el, keep: el.querySelector("[data-offline-keep]"), drop: el.querySelector("[data-offline-drop]"),
    update: el.querySelector("[data-offline-update]"), status: el.querySelector("[data-offline-status]") };
  ui.keep.addEventListener("click", () => keep(ui));
  ui.drop.addEventListener("click", () => drop(ui));
  ui.update.addEventListener("click", () => takeOver());
  await show(ui, true, reg || null);
  if (!reg) return;
  // a newer version being stored (found by this page or another): offered once it is whole
  const stored = () => { if (reg.installing) installed(reg.installing).then(() => show(ui), () => {}); };
  reg.addEventListener("updatefound", stored);
  stored();
}
