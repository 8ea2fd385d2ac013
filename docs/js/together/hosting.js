// Play together, the host's page (the controller's half for hosting: together.js): open a room (hub.js
// holds the game), its panel (the link and its code, the seats, "Deal for everyone", "Stop playing
// together", the host's lag, the record once the game is over), and a new deal only while no round is
// played. While the table is shared nothing on this page tells the deal (together.js shared()).
import { h } from "../dom.js";
import { call as workerCall } from "../runtime.js";
import { recordBar, seatList } from "./panel.js";

const ROOM_KEEP_MS = 30 * 60 * 1000; // a host's room saved longer ago than this is not reopened

/** ctx: { t (createTogether's), state (the controller's: mode, hub, ...), panel, say, log, settings,
 *  hostKey, replay(record, seat), drawSolo() } */
export function createHosting(ctx) {
  const { t, state, panel, say, log, settings } = ctx;
  const { session } = t;

  function savedRoom() {
    try {
      const s = JSON.parse(localStorage.getItem(ctx.hostKey) || "null");
      if (s && typeof s.room === "string" && Array.isArray(s.seats) && Date.now() - s.at < ROOM_KEEP_MS) return s;
    } catch {
      /* a damaged room is not reopened */
    }
    try {
      localStorage.removeItem(ctx.hostKey);
    } catch {
      /* nothing kept */
    }
    return null;
  }

  async function host(saved = null) {
    if (!settings || state.mode !== "solo") return false;
    state.mode = "host";
    t.root.dataset.together = "host";
    panel.setStatus("together_opening");
    // the table the page is still dealing first: its size is the shared table's (a reader may press
    // "Play with others" as soon as the page is ready, before the link's table is dealt)
    if (!saved && state.solo) await state.solo;
    if (session.S.phase === "running") session.pause();
    const { createHub } = await import("./hub.js");
    const players = saved ? saved.players : t.players();
    state.hub = createHub({ settings, session, worker: workerCall, players, say, windowMs: t.engine.window_ms, lagCapMs: t.engine.lag_cap_ms,
      saved, storeKey: ctx.hostKey, params: t.params,
      options: () => { const { seed: _seed, ...o } = t.life.options || {}; return o; }, // never the seed
      onChange: () => draw(), tell });
    try {
      await state.hub.open();
    } catch (err) {
      state.hub.close();
      state.hub = null;
      state.mode = "solo";
      delete t.root.dataset.together;
      panel.setStatus("together_open_failed", { reason: err.message || String(err) });
      ctx.drawSolo();
      return false;
    }
    panel.setStatus(state.hub.started ? "together_hosting" : "together_lobby");
    draw();
    return true;
  }

  /** A line for the host: in the log, announced, and a warning at the top too. */
  function tell(text, kind = "info") {
    log.add(text);
    log.announce(text);
    if (kind === "warn") log.notice(text, kind);
    t.render();
  }

  /** Whether a round (hand) is being played at the shared table now: the deal is not changed then. */
  function roundInPlay() {
    const phase = session.S.phase;
    return !!(state.hub && state.hub.started) && !(phase === "ready" || phase === "between" || phase === "over" || phase === "boot");
  }

  /** A new game for everyone at the table (the host's options; a fresh seed). */
  async function deal() {
    if (state.mode !== "host" || !state.hub) return;
    if (roundInPlay()) {
      panel.setStatus("together_deal_not_now");
      return;
    }
    state.dealing = true;
    if (parts) parts.invite.open = false;
    try {
      await t.life.newGame({ ...(t.life.options || {}), seed: null }, "why_together");
    } finally {
      state.dealing = false;
    }
    panel.setStatus("together_hosting");
    draw();
  }

  async function stop() {
    if (state.mode !== "host" || !state.hub) return;
    state.hub.end("together_host_ended");
    state.hub = null;
    state.mode = "solo";
    delete t.root.dataset.together;
    panel.setStatus("together_stopped");
    ctx.drawSolo();
    const saved = t.life.readSaved();
    if (!(saved && await t.life.restoreSaved(saved)) && session.alive) await t.life.newGame({ ...(t.life.options || {}), seed: null }, "why_new");
  }

  // ---------------------------------------------------------------- the host's panel
  let parts = null; // made once a room; brought up to date in place (a button the host is on is never replaced under the focus)
  let partsFor = null;

  function makeParts(url) {
    const input = h("input", { class: "tk-link", type: "text", readonly: true, value: url, "aria-label": say("together_link_label"),
      onfocus: (e) => e.target.select() });
    const copy = h("button", { type: "button", class: "md-button tk-copy", onclick: async () => {
      try {
        await navigator.clipboard.writeText(url);
        panel.setStatus("together_copied");
      } catch {
        input.select();
        panel.setStatus("together_copy_by_hand");
      }
    } }, say("together_copy"));
    const p = {
      qr: h("div", { class: "tk-qrbox" }),
      // open until the first deal: then the table comes first, the link one tap away
      invite: h("details", { class: "tk-fold", open: !state.hub.started }, h("summary", { text: say("together_invite") })),
      seats: h("div", { class: "tk-seatbox" }),
      deal: h("button", { type: "button", class: "md-button md-button--primary tk-deal", onclick: () => deal() }),
      dealWhy: h("p", { class: "tk-hint tk-deal-why", id: `tk-deal-why-${state.hub.room}` }),
      record: h("div", { class: "tk-recordbox" }),
      lag: h("p", { class: "tk-hint tk-lag" }),
    };
    p.deal.setAttribute("aria-describedby", p.dealWhy.id);
    p.invite.append(h("p", { class: "tk-hint", text: say("together_share") }), h("div", { class: "tk-linkrow" }, input, copy), p.qr);
    panel.body.replaceChildren(p.invite, h("p", { class: "tk-sees", text: say("together_host_sees") }), p.seats,
      h("div", { class: "tk-bar" }, p.deal, h("button", { type: "button", class: "md-button tk-stop", onclick: () => stop() }, say("together_stop"))),
      p.dealWhy, h("p", { class: "tk-hint tk-window", text: say("together_fair") }), p.lag, p.record);
    import("./qr.js").then(({ qrSvg }) => qrSvg(settings, url, say("together_qr"))).catch(() => null)
      .then((svg) => { if (svg && p.qr.isConnected) p.qr.replaceChildren(svg); });
    return p;
  }

  function draw() {
    if (state.mode !== "host" || !state.hub) return;
    const url = `${location.origin}${location.pathname}#join=${state.hub.room}`;
    if (partsFor !== url || !parts || !panel.body.contains(parts.seats)) {
      partsFor = url;
      parts = makeParts(url);
    }
    parts.seats.replaceChildren(seatList(say, state.hub.lobby(), null));
    syncDeal();
    const seconds = (ms) => (ms / 1000).toLocaleString("en", { maximumFractionDigits: 2 });
    const lag = say("together_lag", { s: seconds(state.hub.lag()), cap_s: seconds(t.engine.lag_cap_ms) });
    if (parts.lag.textContent !== lag) parts.lag.textContent = lag;
    const record = finalRecord();
    if (!!record !== parts.record.hasChildNodes()) parts.record.replaceChildren(...recordBar(say, record, (r) => ctx.replay(r, 0)));
  }

  /** The deal button as the table stands: a new game only while no round is played (and why not). */
  function syncDeal() {
    if (state.mode !== "host" || !state.hub || !parts) return;
    const words = say(state.hub.started ? "together_deal_again" : "together_deal");
    if (parts.deal.textContent !== words) parts.deal.textContent = words;
    const busy = roundInPlay();
    if (parts.deal.disabled !== busy) parts.deal.disabled = busy;
    const why = busy ? say("together_deal_not_now") : "";
    if (parts.dealWhy.textContent !== why) parts.dealWhy.textContent = why;
  }

  /** The shared game's record once it is over (nobody may see the seed before). */
  function finalRecord() {
    const S = session.S;
    return S.view && S.view.over && S.record && !S.record.stale ? { ...S.record.head, actions: S.record.actions } : null;
  }

  return { host, deal, stop, draw, syncDeal, roundInPlay, savedRoom };
}
