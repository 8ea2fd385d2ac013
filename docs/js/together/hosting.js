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
  // the host's half, hosting, passed to each step below: the controller's ctx, and the host's panel once a
  // room is open (its parts, made once for the room's link and brought up to date in place, so a
  // button the host is on is never replaced under the focus)
  const hosting = { ...ctx, session: ctx.t.session, parts: null, partsFor: null };
  return {
    host: (saved = null) => host(hosting, saved),
    deal: () => deal(hosting),
    stop: () => stop(hosting),
    draw: () => draw(hosting),
    syncDeal: () => syncDeal(hosting),
    roundInPlay: () => roundInPlay(hosting),
    savedRoom: () => savedRoom(hosting),
  };
}

function savedRoom(hosting) {
  try {
    const s = JSON.parse(localStorage.getItem(hosting.hostKey) || "null");
    if (s && typeof s.room === "string" && Array.isArray(s.seats) && Date.now() - s.at < ROOM_KEEP_MS) return s;
  } catch {
    /* a damaged room is not reopened */
  }
  try {
    localStorage.removeItem(hosting.hostKey);
  } catch {
    /* nothing kept */
  }
  return null;
}

async function host(hosting, saved) {
  const { t, state, panel, settings, session } = hosting;
  if (!settings || state.mode !== "solo") return false;
  state.mode = "host";
  t.root.dataset.together = "host";
  panel.setStatus("together_opening");
  // the table the page is still dealing first: its size is the shared table's (a reader may press
  // "Play with others" as soon as the page is ready, before the link's table is dealt)
  if (!saved && state.solo) await state.solo;
  if (session.state.phase === "running") session.pause();
  const { createHub } = await import("./hub.js");
  const players = saved ? saved.players : t.players();
  state.hub = createHub({ settings, session, worker: workerCall, players, say: hosting.say, windowMs: t.engine.window_ms,
    lagCapMs: t.engine.lag_cap_ms, saved, storeKey: hosting.hostKey, params: t.params,
    options: () => { const { seed: _seed, ...o } = t.life.options || {}; return o; }, // never the seed
    onChange: () => draw(hosting), tell: (text, kind) => tell(hosting, text, kind) });
  try {
    await state.hub.open();
  } catch (err) {
    state.hub.close();
    state.hub = null;
    state.mode = "solo";
    delete t.root.dataset.together;
    panel.setStatus("together_open_failed", { reason: err.message || String(err) });
    hosting.drawSolo();
    return false;
  }
  panel.setStatus(state.hub.started ? "together_hosting" : "together_lobby");
  draw(hosting);
  return true;
}

/** A line for the host: in the log, announced, and a warning at the top too. */
function tell(hosting, text, kind = "info") {
  const { log } = hosting;
  log.add(text);
  log.announce(text);
  if (kind === "warn") log.notice(text, kind);
  hosting.t.render();
}

/** Whether a round (hand) is being played at the shared table now: the deal is not changed then. */
function roundInPlay(hosting) {
  const phase = hosting.session.state.phase;
  return !!(hosting.state.hub && hosting.state.hub.started) && !(phase === "ready" || phase === "between" || phase === "over" || phase === "boot");
}

/** A new game for everyone at the table (the host's options; a fresh seed). */
async function deal(hosting) {
  const { t, state, panel } = hosting;
  if (state.mode !== "host" || !state.hub) return;
  if (roundInPlay(hosting)) {
    panel.setStatus("together_deal_not_now");
    return;
  }
  state.dealing = true;
  if (hosting.parts) hosting.parts.invite.open = false;
  try {
    await t.life.newGame({ ...(t.life.options || {}), seed: null }, "why_together");
  } finally {
    state.dealing = false;
  }
  panel.setStatus("together_hosting");
  draw(hosting);
}

async function stop(hosting) {
  const { t, state, panel, session } = hosting;
  if (state.mode !== "host" || !state.hub) return;
  state.hub.end("together_host_ended");
  state.hub = null;
  state.mode = "solo";
  delete t.root.dataset.together;
  panel.setStatus("together_stopped");
  hosting.drawSolo();
  const saved = t.life.readSaved();
  if (!(saved && await t.life.restoreSaved(saved)) && session.alive) await t.life.newGame({ ...(t.life.options || {}), seed: null }, "why_new");
}

// ---------------------------------------------------------------- the host's panel
/** The panel's parts for a room whose link is `url`: the invitation (the link, its copy button and
 * its code), the seats, the deal and stop buttons, the lag and the record. */
function makeParts(hosting, url) {
  const { state, panel, say } = hosting;
  const p = {
    qr: h("div", { class: "tk-qrbox" }),
    // open until the first deal: then the table comes first, the link one tap away
    invite: h("details", { class: "tk-fold", open: !state.hub.started }, h("summary", { text: say("together_invite") })),
    seats: h("div", { class: "tk-seatbox" }),
    deal: h("button", { type: "button", class: "md-button md-button--primary tk-deal", onclick: () => deal(hosting) }),
    dealWhy: h("p", { class: "tk-hint tk-deal-why", id: `tk-deal-why-${state.hub.room}` }),
    record: h("div", { class: "tk-recordbox" }),
    lag: h("p", { class: "tk-hint tk-lag" }),
  };
  p.deal.setAttribute("aria-describedby", p.dealWhy.id);
  p.invite.append(h("p", { class: "tk-hint", text: say("together_share") }), linkRow(hosting, url), p.qr);
  panel.body.replaceChildren(p.invite, h("p", { class: "tk-sees", text: say("together_host_sees") }), p.seats,
    h("div", { class: "tk-bar" }, p.deal, h("button", { type: "button", class: "md-button tk-stop", onclick: () => stop(hosting) }, say("together_stop"))),
    p.dealWhy, h("p", { class: "tk-hint tk-window", text: say("together_fair") }), p.lag, p.record);
  import("./qr.js").then(({ qrSvg }) => qrSvg(hosting.settings, url, say("together_qr"))).catch(() => null)
    .then((svg) => { if (svg && p.qr.isConnected) p.qr.replaceChildren(svg); });
  return p;
}

/** The room's link, and a button that copies it (or selects it, for copying by hand). */
function linkRow(hosting, url) {
  const { panel, say } = hosting;
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
  return h("div", { class: "tk-linkrow" }, input, copy);
}

function draw(hosting) {
  const { state, panel, say } = hosting;
  if (state.mode !== "host" || !state.hub) return;
  const url = `${location.origin}${location.pathname}#join=${state.hub.room}`;
  if (hosting.partsFor !== url || !hosting.parts || !panel.body.contains(hosting.parts.seats)) {
    hosting.partsFor = url;
    hosting.parts = makeParts(hosting, url);
  }
  const { parts } = hosting;
  parts.seats.replaceChildren(seatList(say, state.hub.lobby(), null));
  syncDeal(hosting);
  const seconds = (ms) => (ms / 1000).toLocaleString("en", { maximumFractionDigits: 2 });
  const lag = say("together_lag", { s: seconds(state.hub.lag()), cap_s: seconds(hosting.t.engine.lag_cap_ms) });
  if (parts.lag.textContent !== lag) parts.lag.textContent = lag;
  const record = finalRecord(hosting);
  if (!!record !== parts.record.hasChildNodes()) parts.record.replaceChildren(...recordBar(say, record, (r) => hosting.replay(r, 0)));
}

/** The deal button as the table stands: a new game only while no round is played (and why not). */
function syncDeal(hosting) {
  const { state, parts, say } = hosting;
  if (state.mode !== "host" || !state.hub || !parts) return;
  const words = say(state.hub.started ? "together_deal_again" : "together_deal");
  if (parts.deal.textContent !== words) parts.deal.textContent = words;
  const busy = roundInPlay(hosting);
  if (parts.deal.disabled !== busy) parts.deal.disabled = busy;
  const why = busy ? say("together_deal_not_now") : "";
  if (parts.dealWhy.textContent !== why) parts.dealWhy.textContent = why;
}

/** The shared game's record once it is over (nobody may see the seed before). */
function finalRecord(hosting) {
  const sessionState = hosting.session.state;
  return sessionState.view && sessionState.view.over && sessionState.record && !sessionState.record.stale ? { ...sessionState.record.head, actions: sessionState.record.actions } : null;
}
