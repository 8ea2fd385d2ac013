// The engine's memory snapshot, for the worker's boot (docs/js/worker.js): downloaded (the browser
// decodes its Brotli or gzip, Content-Encoding) and its first region restored from the WebAssembly
// module's data, or the copy an earlier visit kept, checked either way.

import { RUNTIME_BASE, line, lineError, mark, post, quiet, reasonOf, shortError } from "./common.js";

// The engine's memory snapshot (site_tools/snapshot.py): header + Pyodide memory snapshot. Its
// header (manifest.snapshot.headerBytes long) is the magic line, then {"key", "bytes", "xor"}:
// "xor" ({sha256, bytes}, or null) says that the memory's data-segment region is stored XORed with
// the module's data segments, which the reader has already in pyodide.asm.wasm.
const SNAPSHOT_MAGIC = "TOPEKA-SNAPSHOT 2\n";

// A return visit skips the download, the decoding and the XOR: after a boot from the network, the
// restored snapshot is kept in the Cache API under its content-addressed URL (one entry, older ones
// removed). A cached copy is checked as a downloaded one is (its "xor" is done already); a copy that
// fails the check is removed and the snapshot downloaded again.
const SNAPSHOT_CACHE = "topeka-engine-snapshot";

/** Split a decompressed snapshot into its header and Pyodide's memory, checking that it is whole
 *  (the magic line, a readable header, the size the header states). Throws a reason a reader can read. */
function unpackSnapshot(data, size) {
  const head = new TextDecoder().decode(data.subarray(0, size));
  if (data.length < size || !head.startsWith(SNAPSHOT_MAGIC)) throw lineError("snapshot_no_header");
  let meta;
  try {
    meta = JSON.parse(head.slice(SNAPSHOT_MAGIC.length));
  } catch {
    throw lineError("snapshot_bad_header");
  }
  if (meta.bytes !== data.length - size) throw lineError("snapshot_incomplete", { got: data.length - size, size: meta.bytes });
  return { key: meta.key, xor: meta.xor || null, memory: data.subarray(size), data }; // size is a multiple of 16: the view stays aligned
}

function leb128(bytes, at) {
  let value = 0, shift = 0, byte;
  do {
    byte = bytes[at.i++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return value;
}

/** The active data segments of a WebAssembly module (its bytes), as [offset, Uint8Array] pairs in
 *  the order of its data section; throws for a form site_tools/snapshot.py would not have XORed. */
export function dataSegments(wasm) {
  if (wasm[0] !== 0 || wasm[1] !== 0x61 || wasm[2] !== 0x73 || wasm[3] !== 0x6d) throw lineError("snapshot_not_wasm");
  const at = { i: 8 };
  const segments = [];
  while (at.i < wasm.length) {
    const section = wasm[at.i++];
    const size = leb128(wasm, at);
    const end = at.i + size;
    if (section === 11) {
      for (let n = leb128(wasm, at); n > 0; n--) {
        if (leb128(wasm, at) !== 0 || wasm[at.i++] !== 0x41) throw lineError("snapshot_bad_segment");
        const offset = leb128(wasm, at);
        if (wasm[at.i++] !== 0x0b) throw lineError("snapshot_bad_offset");
        const length = leb128(wasm, at);
        segments.push([offset, wasm.subarray(at.i, at.i + length)]);
        at.i += length;
      }
    }
    at.i = end;
  }
  return segments;
}

/** XOR the module's data segments back into the snapshot's memory (Pyodide's own header is as long
 *  as its second 32-bit word), after checking they are the ones it was made with. */
async function restoreStatic(s, wasmBytes) {
  const segments = dataSegments(new Uint8Array(wasmBytes));
  const all = new Uint8Array(segments.reduce((n, [, d]) => n + d.length, 0));
  let k = 0;
  for (const [, d] of segments) {
    all.set(d, k);
    k += d.length;
  }
  const hex = [...new Uint8Array(await crypto.subtle.digest("SHA-256", all))].map((b) => b.toString(16).padStart(2, "0")).join("");
  if (all.length !== s.xor.bytes || hex !== s.xor.sha256) throw lineError("snapshot_other_module");
  const mem = s.memory;
  const base = (mem[4] | (mem[5] << 8) | (mem[6] << 16) | (mem[7] << 24)) >>> 0;
  for (const [offset, d] of segments) {
    const view = mem.subarray(base + offset, base + offset + d.length);
    for (let j = 0; j < d.length; j++) view[j] ^= d[j];
  }
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
    post({ type: "notice", message: line("snapshot_kept_unusable", { reason: reasonOf(err) }) });
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

/** Pyodide's WebAssembly module, downloaded once for two readers: loadPyodide, which asks for it
 *  with fetch (this hands it the very response, once), and the snapshot's XOR (a clone of it).
 *  Returns { bytes(), release() (not needed: let the clone go), unhook() (fetch as it was) }. */
export function shareWasm(indexURL) {
  const url = new URL("pyodide.asm.wasm", indexURL).href;
  const response = fetch(url);
  const clone = response.then((r) => r.clone()); // before Pyodide reads the body
  clone.catch(quiet);
  const nativeFetch = self.fetch;
  const unhook = () => {
    if (self.fetch === hooked) self.fetch = nativeFetch;
  };
  const hooked = function (input, init) {
    if ((input instanceof Request ? input.url : String(input)) !== url) return nativeFetch.call(this, input, init);
    unhook();
    return response;
  };
  self.fetch = hooked;
  return {
    bytes: () => clone.then((c) => {
      if (!c.ok) throw lineError("snapshot_module_missing", { status: c.status });
      return c.arrayBuffer();
    }),
    release: () => clone.then((c) => c.body && c.body.cancel()).catch(quiet),
    unhook,
  };
}

/** The snapshot, kept or downloaded and restored, checked. ``wasmBytes()`` gives the bytes of the
 *  module Pyodide instantiates (for the XOR), ``noWasmBytes()`` says they are not needed (a kept
 *  copy). Resolves to { key, memory, data, cached }; throws a reason a reader can read. */
export async function fetchSnapshot(entry, wasmBytes, noWasmBytes) {
  if (!entry || !entry.url) throw lineError("snapshot_none");
  const url = new URL(entry.url, RUNTIME_BASE).href;
  const kept = await cachedSnapshot(entry, url);
  if (kept) {
    noWasmBytes();
    mark("snapshotCached");
    return kept;
  }
  const response = await fetch(url);
  if (!response.ok) throw lineError("snapshot_missing", { status: response.status });
  let data;
  try {
    data = new Uint8Array(await response.arrayBuffer());
  } catch (err) {
    throw lineError("snapshot_corrupt", { reason: shortError(err) });
  }
  mark("snapshotFetched");
  const s = unpackSnapshot(data, entry.headerBytes);
  if (s.xor) {
    await restoreStatic(s, await wasmBytes());
    mark("snapshotRestored");
  } else noWasmBytes();
  s.cached = false;
  return s;
}
