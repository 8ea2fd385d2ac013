// The site kept on this device, registered only when a reader asks for it (js/offline.js) as
// sw.js?v=<version>: one version of the site, stored whole in one cache named for it, serves
// every page and everything the pages load, so a page and the engine it runs always come from
// the same build (site_tools/offline.py stamps the version). A newer build is stored whole beside
// it by a newer worker, which takes over only when the reader says so ("take-over"); the old
// cache goes then. What the version does not list (offline.json, the rendezvous) goes to the network.
const VERSION = new URL(self.location.href).searchParams.get("v") || "";
const PREFIX = "topeka-site-";
const CACHE = PREFIX + VERSION;
const BASE = new URL("./", self.location.href);
const PARALLEL = 6;

async function listing() {
  const response = await fetch(new URL("offline.json", BASE), { cache: "no-store" });
  if (!response.ok) throw new Error(`offline.json: HTTP ${response.status}`);
  const list = await response.json();
  // the site changed between the page that asked and now: that page's version cannot be kept
  if (list.version !== VERSION) throw new Error(`offline.json is of version ${list.version}, not ${VERSION}`);
  return list;
}

async function keep(list) {
  const cache = await caches.open(CACHE);
  const urls = list.files.map((f) => new URL(f, BASE).href);
  let next = 0;
  const one = async () => {
    while (next < urls.length) {
      const url = urls[next++];
      if (await cache.match(url)) continue; // an install tried before stored it
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await cache.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, one));
}

self.addEventListener("install", (event) => {
  event.waitUntil(listing().then(keep));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "take-over") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE.href)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const page = request.mode === "navigate";
    const kept = await cache.match(request, { ignoreSearch: page, ignoreVary: true });
    return kept || fetch(request);
  })());
});
