// Play together's connections: the PeerJS client (npm peerjs, copied into the site by the build:
// site_tools/together.py) over the rendezvous the build names in <meta name="topeka-together">
// (site_tools/rendezvous.py: the PeerJS server, started by `make serve`). The rendezvous only
// introduces the browsers; the game travels over WebRTC data channels between the host and each
// player. No ICE server is asked (iceServers: []), so nothing leaves the site's origin and the
// browsers meet on one machine or one network.
//
// Messages are JSON text (serialization "raw"), so the host reads a player's message only after
// checking its length (protocol.js). Why a connection failed reaches the reader (the {reason} of the
// panel's together_open_failed and together_join_failed), so it is in the engine's words: each
// function that can fail that way is handed the page's say(key).

let loading = null;

/** The rendezvous and the libraries, as the build wrote them; null when the site has none. */
export function settings() {
  const meta = document.querySelector('meta[name="topeka-together"]');
  if (!meta) return null;
  try {
    const s = JSON.parse(meta.content);
    return s && s.rendezvous && typeof s.peerjs === "string" ? s : null;
  } catch {
    return null;
  }
}

/** The URL of a vendored library's file (assets/vendor/<package>/<version>/<file>). */
export function vendored(pkg, version, file) {
  return new URL(`../../assets/vendor/${pkg}/${version}/${file}`, import.meta.url).href;
}

/** The PeerJS client, loaded once, when a reader first hosts or joins (a classic script). */
export function loadPeerJS(s, say) {
  if (globalThis.peerjs && globalThis.peerjs.Peer) return Promise.resolve(globalThis.peerjs);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const el = document.createElement("script");
      el.src = vendored("peerjs", s.peerjs, "peerjs.min.js");
      el.onload = () => (globalThis.peerjs && globalThis.peerjs.Peer ? resolve(globalThis.peerjs) : reject(new Error(say("together_peerjs_broken"))));
      el.onerror = () => reject(new Error(say("together_peerjs_missing")));
      document.head.append(el);
    }).catch((err) => {
      loading = null;
      throw err;
    });
  }
  return loading;
}

function peerOptions(s) {
  const r = s.rendezvous;
  return { host: r.host, port: r.port, path: r.path, secure: r.secure, key: r.key, debug: 0,
    config: { iceServers: [] }, pingInterval: 5000 };
}

/** A peer on the rendezvous under `id` (the host's room) or a fresh id (a player): resolves when
 * the rendezvous has it. An id still held by a page that just closed (the host reloading) is asked
 * for again for up to `retryMs`. */
export async function openPeer(s, say, id = null, retryMs = 15000) {
  const { Peer } = await loadPeerJS(s, say);
  const until = performance.now() + retryMs;
  for (;;) {
    try {
      return await new Promise((resolve, reject) => {
        const peer = id ? new Peer(id, peerOptions(s)) : new Peer(peerOptions(s));
        const fail = (err) => {
          peer.destroy();
          reject(err);
        };
        peer.once("open", () => {
          peer.off("error", fail);
          resolve(peer);
        });
        peer.once("error", fail);
      });
    } catch (err) {
      if (!(id && err && err.type === "unavailable-id" && performance.now() < until)) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** A data channel from `peer` to the room `room`: resolves with it open, rejects when it cannot be. */
export function connect(peer, room, say, timeoutMs = 20000) {
  return new Promise((resolve, reject) => {
    const conn = peer.connect(room, { serialization: "raw", reliable: true });
    const timer = setTimeout(() => {
      cleanup();
      conn.close();
      reject(new Error(say("together_host_no_answer")));
    }, timeoutMs);
    const onError = (err) => {
      cleanup();
      reject(err);
    };
    const onPeerError = (err) => {
      if (err && err.type === "peer-unavailable") onError(err);
    };
    function cleanup() {
      clearTimeout(timer);
      conn.off("error", onError);
      peer.off("error", onPeerError);
    }
    conn.once("open", () => {
      cleanup();
      resolve(conn);
    });
    conn.once("error", onError);
    peer.on("error", onPeerError);
  });
}

/** Send a message (an object) over an open channel; false when it could not be sent. */
export function send(conn, msg) {
  try {
    if (!conn || !conn.open) return false;
    const text = JSON.stringify(msg);
    // the tests and the bench put a page far from the host: each message leaves this much later
    const late = globalThis.TOPEKA_TOGETHER_DELAY_MS;
    if (Number.isFinite(late) && late > 0) setTimeout(() => { if (conn.open) conn.send(text); }, late);
    else conn.send(text);
    return true;
  } catch {
    return false;
  }
}
