// The theme's search worker, started only when a reader wants to search, so that a
// page that is only read does not pay for the search index.
//
// Material starts its search worker on every page load and at once hands it the whole search index
// (every rule text and note), which it turns into a lunr index: a few hundred
// milliseconds of CPU in the first second of every visit, competing on a phone's few cores with the
// page's first layout and, on a demo page, with Python's start. overrides/main.html points the
// theme's configured worker address here, with the theme's own worker in `?theme=`; this classic
// worker loads that script unchanged and holds the messages the page sends it until the reader
// shows an intent to search: docs/js/head.js says so on the "topeka-search" BroadcastChannel when
// the search box gets focus (by pointer, tap or the theme's keyboard shortcuts) or its toggle
// opens. The theme shows "Initializing search" until then, as it does while any index builds.
// Without a word from the page (its scripts failed, say) the messages are let through after
// RELEASE_AFTER_MS anyway. The messages themselves are not read: they are passed on in the order
// they came, so the wrapper holds whatever protocol the theme's worker speaks.
"use strict";

const RELEASE_AFTER_MS = 15000;
const CHANNEL = "topeka-search";

const held = [];
let released = false;

function release() {
  if (released) return;
  released = true;
  clearTimeout(timer);
  if (channel) channel.close();
  for (const data of held.splice(0)) self.dispatchEvent(new MessageEvent("message", { data }));
}

// Registered before the theme's worker is loaded, so this listener runs first for every message.
self.addEventListener("message", (event) => {
  if (released || !event.isTrusted) return; // released, or one of ours being passed on
  event.stopImmediatePropagation();
  held.push(event.data);
});

const timer = setTimeout(release, RELEASE_AFTER_MS);
let channel = null;
try {
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event) => { if (event.data === "open") release(); };
  channel.postMessage("ready?"); // the page answers "open" if the reader already asked
} catch (err) {
  release(); // no BroadcastChannel: behave as the theme does
}

// The theme's worker, from the address the theme configured (a path from the site's root, as
// written by the template: leading "./" and "../" are relative to the page, not to this file).
const theme = new URL(self.location.href).searchParams.get("theme") || "";
const fromRoot = theme.replace(/^(?:\.\.?\/)+/, "");
if (!/^assets\/javascripts\/workers\/[\w.-]+\.js$/.test(fromRoot)) {
  throw new Error(`search-worker.js: not the theme's search worker: ${JSON.stringify(theme)}`);
}
importScripts(new URL(`../${fromRoot}`, self.location.href).href);
