// The engine's memory snapshot, for the worker's boot (docs/js/worker.js): downloaded and
// decompressed, or the copy an earlier visit kept, checked either way.

import { RUNTIME_BASE, mark, post, quiet, shortError } from "./common.js";

// The engine's memory snapshot (site_tools/snapshot.py): gzip(header + Pyodide memory snapshot).
// Its header (manifest.snapshot.headerBytes long) is the magic line, then {"key", "bytes"}.
const SNAPSHOT_MAGIC = "TOPEKA-SNAPSHOT 1\n";

// A return visit skips the decompression (a few hundred ms of this thread, the largest part of its
// boot): after a boot from the network, the decompressed snapshot is kept in the Cache API under
// its content-addressed URL (one entry, older ones removed). A cached copy is checked as a
// downloaded one is; a copy that fails the check is removed and the snapshot downloaded again.
const SNAPSHOT_CACHE = "topeka-engine-snapshot";

/** Split a decompressed snapshot into its header and Pyodide's memory, checking that it is whole
 *  (the magic line, a readable header, the size the header states). Throws a reason a reader can read. */
function unpackSnapshot(data, size) {
  const head = new TextDecoder().decode(data.subarray(0, size));
  if (data.length < size || !head.startsWith(SNAPSHOT_MAGIC)) throw new Error("it is corrupt (no snapshot header)");
  let meta;
  try {
    meta = JSON.parse(head.slice(SNAPSHOT_MAGIC.length));
  } catch {
    throw new Error("it is corrupt (unreadable header)");
  }
  if (meta.bytes !== data.length - size) throw new Error(`it is incomplete (${data.length - size} of ${meta.bytes} bytes)`);
  return { key: meta.key, memory: data.subarray(size), data }; // size is a multiple of 16: the view stays aligned
}

async function snapshotCache() {
  return typeof caches === "object" && caches ? caches.open(SNAPSHOT_CACHE) : null;
}

/** The decompressed snapshot kept by an earlier visit, checked, or null (none kept, no Cache API,
 *  or a copy that failed the check: that one is removed, and said at info level by the page). */
async function cachedSnapshot(entry, url) {
  let cache, response;
  try {
    cache = await snapshotCache();
    response = cache && (await cache.match(url));
    if (!response) return null;
    const s = unpackSnapshot(new Uint8Array(await response.arrayBuffer()), entry.headerBytes);
    s.cached = true;
    return s;
  } catch (err) {
    if (cache) await cache.delete(url).catch(quiet);
    post({ type: "notice", message: `the kept copy of the engine's snapshot was unusable (${shortError(err)}); downloading it again` });
    return null;
  }
}

/** Keep the decompressed snapshot for the next visit, replacing any other version's; never fails the boot. */
export async function keepSnapshot(url, data) {
  try {
    const cache = await snapshotCache();
    if (!cache || (await cache.match(url))) return;
    for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old);
    await cache.put(url, new Response(data, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch {
    /* a quota or a private mode: the next visit downloads it again */
  }
}

/** Forget the kept copy (after Pyodide refused to restore it: the next visit downloads it again). */
export async function dropSnapshot(url) {
  try {
    const cache = await snapshotCache();
    if (cache) await cache.delete(url);
  } catch {
    /* nothing kept */
  }
}

/** The snapshot, kept or downloaded and decompressed, checked. Resolves to { key, memory, data,
 *  cached }; throws a reason a reader can read. */
export async function fetchSnapshot(entry) {
  if (!entry || !entry.url) throw new Error("the manifest names none");
  const url = new URL(entry.url, RUNTIME_BASE).href;
  const kept = await cachedSnapshot(entry, url);
  if (kept) {
    mark("snapshotCached");
    return kept;
  }
  if (typeof DecompressionStream !== "function") throw new Error("this browser cannot decompress it");
  const response = await fetch(url);
  if (!response.ok) throw new Error(`it was not found (HTTP ${response.status})`);
  let data;
  try {
    data = new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
  } catch (err) {
    throw new Error(`it is corrupt or incomplete (${shortError(err)})`);
  }
  mark("snapshotFetched");
  const s = unpackSnapshot(data, entry.headerBytes);
  s.cached = false;
  return s;
}
