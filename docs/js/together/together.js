// "Play together" on a demo: one controller per demo, the same for every game. A reader alone plays
// against bots as before; "Play with others" makes this page the host of a shared table (hub.js),
// and a page opened from the table's link (#join=<room>) joins it as a player (guest.js). The
// demo's table session takes its transport from here (call, humans, remote, storeKey), so the
// same session and the same renderers serve the host, every player and a reader alone. Every
// sentence is the engine's (say: TABLE_WORDS' together_* lines).
//
//
//   const together = createTogether({ root, session, say, choice, log, howTo, life, fresh, players,
//     params, prelude });
//   hand.element.append(together.notice);  // what ends or pauses the table, where the reader plays
//   together.boot(() => life.boot());    // a join link joins; a room saved by a host reopens it
//
// Fair to every player: while the table is shared, nothing on the host's page shows another hand or
// changes the deal in play (together.shared(): no seed, no link to the deal, no teaching view, no
// new deal while a round is played); the game's record, which holds every hand, reaches the players
// as the rounds played so far, without the seed (table.record_so_far), and whole once it is over.
import { h } from "../dom.js";
import { bringToTable } from "../table/onscreen.js";
import { call as workerCall } from "../runtime.js";
import { GRACE_MS, roomOf } from "./protocol.js";
import { settings as readSettings } from "./link.js";

const ROOM_KEEP_MS = 30 * 60 * 1000; // a host's room saved longer ago than this is not reopened

/**
 * t: { root, session, say, log, howTo, life, storageKey (the demo's own), engine (the engine's settings of a
 *      shared table: its window and the cap of the host's lag, GameType.describe()["together"]),
 *      fresh(options, answer) (the game's state starts afresh, as the lifecycle's), players(),
 *      params() (the game's parameters in play), atTable() (optional: bring the table up on a player's
 *      screen, at the first deal and at the host's signal), signalled(view) (optional: what a player's page
 *      says of the host's signal, as the host's own does), prelude() (optional, async: what a player's page
 *      needs before the table, e.g. the cards' names), render() }
 */
export function createTogether(t) {
  const { session, say, log } = t;
  const settings = readSettings();
  const hostKey = `topeka.together.host.${t.storageKey}`;
  const T = { mode: "solo", hub: null, guest: null, dealing: false, room: roomOf(location.hash), record: null, seat: null, lobby: null, game: null };

  const status = h("p", { class: "tk-status", role: "status" });
  const panel = h("section", { class: "tk-panel", "aria-label": say("together_title"), hidden: !settings });
  const body = h("div", { class: "tk-body" });
  const startBtn = h("button", { type: "button", class: "md-button tk-start", onclick: () => host() }, say("together_start"));
  const hint = h("p", { class: "tk-hint", text: say("together_hint") });
  panel.append(h("h3", { class: "tk-h", text: say("together_title") }), status, body);
  // At the table, beside the hand and the moves: what pauses or ends a shared table (the host away,
  // the table closed), with what the player can still do; a screen reader hears it once (log.announce).
  const noticeText = h("span", { class: "tk-table-notice__text" });
  const noticeBar = h("span", { class: "tk-table-notice__bar" });
  const notice = h("div", { class: "tk-table-notice", hidden: true }, noticeText, noticeBar);

  // ---------------------------------------------------------------- the session's transport
  function call(method, args) {
    if (T.mode === "guest" && T.guest) return T.guest.call(method, args);
    if (T.mode === "replay" && method === "table.act") {
      return Promise.reject(Object.assign(new Error(say("together_replay_watch")), { kind: "bad-request", clause: null }));
    }
    if (T.mode === "host" && T.hub && (T.hub.started || T.dealing)) return T.hub.call(method, args);
    return workerCall(method, args);
  }
  const humans = () => (T.mode === "host" && T.hub && T.hub.started ? T.hub.humans() : [0]);
  const remote = () => T.mode === "guest" || T.mode === "replay";
  const storeKey = () => (T.mode === "host" && T.hub && T.hub.started ? `${t.storageKey}.together` : t.storageKey);

  function say2(key, fields) {
    try {
      return say(key, fields);
    } catch {
      return key;
    }
  }
  function setStatus(key, fields) {
    status.textContent = say2(key, fields);
  }

  // ---------------------------------------------------------------- hosting
  function savedRoom() {
    try {
      const s = JSON.parse(localStorage.getItem(hostKey) || "null");
      if (s && typeof s.room === "string" && Array.isArray(s.seats) && Date.now() - s.at < ROOM_KEEP_MS) return s;
    } catch {
      /* a damaged room is not reopened */
    }
    try {
      localStorage.removeItem(hostKey);
    } catch {
      /* nothing kept */
    }
    return null;
  }

  async function host(saved = null) {
    if (!settings || T.mode !== "solo") return false;
    T.mode = "host";
    t.root.dataset.together = "host";
    setStatus("together_opening");
    // the table the page is still dealing first: its size is the shared table's (a reader may press
    // "Play with others" as soon as the page is ready, before the link's table is dealt)
    if (!saved && T.solo) await T.solo;
    if (session.S.phase === "running") session.pause();
    const { createHub } = await import("./hub.js");
    const players = saved ? saved.players : t.players();
    T.hub = createHub({ settings, session, worker: workerCall, players, say, windowMs: t.engine.window_ms, lagCapMs: t.engine.lag_cap_ms, saved, storeKey: hostKey,
      options: () => { const { seed: _seed, ...o } = t.life.options || {}; return o; }, params: t.params, // never the seed
      onChange: () => drawHost(), tell: (text, kind = "info") => { log.add(text); log.announce(text); if (kind === "warn") log.notice(text, kind); t.render(); } });
    try {
      await T.hub.open();
    } catch (err) {
      T.hub.close();
      T.hub = null;
      T.mode = "solo";
      delete t.root.dataset.together;
      setStatus("together_open_failed", { reason: err.message || String(err) });
      drawSolo();
      return false;
    }
    setStatus(T.hub.started ? "together_hosting" : "together_lobby");
    await drawHost();
    return true;
  }

  /** Whether a round (hand) is being played at the shared table now: the deal is not changed then. */
  function roundInPlay() {
    const phase = session.S.phase;
    return !!(T.hub && T.hub.started) && !(phase === "ready" || phase === "between" || phase === "over" || phase === "boot");
  }

  /** A new game for everyone at the table (the host's options; a fresh seed). */
  async function deal() {
    if (T.mode !== "host" || !T.hub) return;
    if (roundInPlay()) {
      setStatus("together_deal_not_now");
      return;
    }
    T.dealing = true;
    if (T.hostParts) T.hostParts.invite.open = false;
    try {
      await t.life.newGame({ ...(t.life.options || {}), seed: null }, "why_together");
    } finally {
      T.dealing = false;
    }
    setStatus("together_hosting");
    drawHost();
  }

  async function stopHosting() {
    if (T.mode !== "host" || !T.hub) return;
    T.hub.end("together_host_ended");
    T.hub = null;
    T.mode = "solo";
    delete t.root.dataset.together;
    setStatus("together_stopped");
    drawSolo();
    const saved = t.life.readSaved();
    if (!(saved && await t.life.restoreSaved(saved)) && session.alive) await t.life.newGame({ ...(t.life.options || {}), seed: null }, "why_new");
  }

  function seatLine(s, you) {
    const seat = say("seat", { n: s.seat + 1 });
    if (s.kind === "host") return say(you === s.seat ? "together_seat_you_host" : "together_seat_host", { seat, name: s.name || "" });
    if (s.kind === "bot") return say("together_seat_free", { seat });
    const key = s.botted ? "together_seat_botted" : !s.here ? "together_seat_away" : you === s.seat ? "together_seat_you" : "together_seat_person";
    return say(key, { seat, name: s.name });
  }

  function seatList(lobby, canSit) {
    return h("ul", { class: "tk-seats" }, ...lobby.seats.map((s) => {
      const li = h("li", { class: `tk-seat tk-seat--${s.kind}` }, h("span", { text: seatLine(s, lobby.you) }));
      if (canSit && s.kind === "bot") {
        li.append(" ", h("button", { type: "button", class: "md-button tk-sit", "aria-label": say("together_take_seat", { seat: say("seat", { n: s.seat + 1 }) }),
          onclick: () => T.guest.sit(s.seat) }, say("together_take")));
      }
      return li;
    }));
  }

  const link = () => `${location.origin}${location.pathname}#join=${T.hub.room}`;

  /** The host's panel: the link, its code and the buttons are made once a room; the seats, the
   * deal button's words and the record are brought up to date in place (a button the host is on
   * is never replaced under the focus). */
  async function drawHost() {
    if (T.mode !== "host" || !T.hub) return;
    const url = link();
    if (T.hostFor !== url || !T.hostParts || !body.contains(T.hostParts.seats)) {
      T.hostFor = url;
      const input = h("input", { class: "tk-link", type: "text", readonly: true, value: url, "aria-label": say("together_link_label"),
        onfocus: (e) => e.target.select() });
      const copy = h("button", { type: "button", class: "md-button tk-copy", onclick: async () => {
        try {
          await navigator.clipboard.writeText(url);
          setStatus("together_copied");
        } catch {
          input.select();
          setStatus("together_copy_by_hand");
        }
      } }, say("together_copy"));
      const P = T.hostParts = {
        qr: h("div", { class: "tk-qrbox" }),
        // open until the first deal: then the table comes first, the link one tap away
        invite: h("details", { class: "tk-fold", open: !T.hub.started }, h("summary", { text: say("together_invite") })),
        seats: h("div", { class: "tk-seatbox" }),
        deal: h("button", { type: "button", class: "md-button md-button--primary tk-deal", onclick: () => deal() }),
        record: h("div", { class: "tk-recordbox" }),
        lag: h("p", { class: "tk-hint tk-lag" }),
      };
      P.invite.append(h("p", { class: "tk-hint", text: say("together_share") }), h("div", { class: "tk-linkrow" }, input, copy), P.qr);
      P.dealWhy = h("p", { class: "tk-hint tk-deal-why", id: `tk-deal-why-${T.hub.room}` });
      P.deal.setAttribute("aria-describedby", P.dealWhy.id);
      body.replaceChildren(P.invite, h("p", { class: "tk-sees", text: say("together_host_sees") }), P.seats,
        h("div", { class: "tk-bar" }, P.deal,
          h("button", { type: "button", class: "md-button tk-stop", onclick: () => stopHosting() }, say("together_stop"))),
        P.dealWhy, h("p", { class: "tk-hint tk-window", text: say("together_window", { ms: t.engine.window_ms }) }), P.lag, P.record);
      T.qr = import("./qr.js").then(({ qrSvg }) => qrSvg(settings, url, say("together_qr"))).catch(() => null);
      T.qr.then((svg) => { if (svg && P.qr.isConnected) P.qr.replaceChildren(svg); });
    }
    const P = T.hostParts;
    P.seats.replaceChildren(seatList(T.hub.lobby(), false));
    syncDeal();
    const lagWords = say("together_lag", { ms: T.hub.lag(), cap: t.engine.lag_cap_ms });
    if (P.lag.textContent !== lagWords) P.lag.textContent = lagWords;
    const record = hostRecord();
    if (!!record !== P.record.hasChildNodes()) P.record.replaceChildren(...recordBar(record));
  }

  /** The host's deal button as the table stands: a new game only while no round is played (and why). */
  function syncDeal() {
    const P = T.hostParts;
    if (T.mode !== "host" || !T.hub || !P) return;
    const words = say(T.hub.started ? "together_deal_again" : "together_deal");
    if (P.deal.textContent !== words) P.deal.textContent = words;
    const busy = roundInPlay();
    if (P.deal.disabled !== busy) P.deal.disabled = busy;
    const why = busy ? say("together_deal_not_now") : "";
    if (P.dealWhy.textContent !== why) P.dealWhy.textContent = why;
  }

  /** The shared game's record once it is over (nobody may see the seed before). */
  function hostRecord() {
    const S = session.S;
    return S.view && S.view.over && S.record && !S.record.stale ? { ...S.record.head, actions: S.record.actions } : null;
  }

  /** The record's buttons (`bare`: the buttons alone, for the table's notice). */
  function recordBar(record, bare = false) {
    if (!record) return [];
    const partial = !!record.deals;
    const buttons = [
      h("button", { type: "button", class: "md-button tk-download", onclick: () => download(record) },
        say(partial ? "together_download_so_far" : "together_download")),
      h("button", { type: "button", class: "md-button tk-replay", onclick: () => replay(record, T.mode === "host" ? 0 : T.seat ?? 0) },
        say(partial ? "together_replay_so_far" : "together_replay"))];
    return bare ? buttons : [h("div", { class: "tk-bar" }, ...buttons)];
  }

  function drawSolo() {
    body.replaceChildren(hint, startBtn);
  }

  // ---------------------------------------------------------------- joining
  async function joinPage() {
    T.mode = "guest";
    t.root.dataset.together = "guest";
    const { createGuest, keptAt } = await import("./guest.js");
    const kept = keptAt(T.room);
    T.record = kept.record(); // the record of this table as the host last sent it (the host may be gone)
    T.guest = createGuest({ settings, room: T.room, session, worker: workerCall, say, on: {
      lobby(m) {
        T.lobby = m;
        T.seat = Number.isInteger(m.you) ? m.you : null;
        drawGuest();
      },
      state(m) {
        if (m.fresh) {
          if (m.game !== T.game && T.game !== null) T.record = null; // another game: the host sends its record when it has one
          if (m.game !== T.game) t.fresh(m.options || {}, { events: [] });
          if (m.log && (m.log.length || m.game !== T.game)) log.entries = m.log.slice().reverse().map((text) => ({ text }));
          T.game = m.game;
          if (m.params) t.howTo.show(m.params);
        }
        const before = session.S.phase;
        session.follow(m);
        if (t.root.dataset.following === undefined) {
          t.root.dataset.following = "";
          if (t.atTable) t.atTable();
        } else if ((before === "ready" || before === "between") && session.S.phase === "running") { // the host's signal
          if (t.signalled) t.signalled(session.S.view);
          if (t.atTable) t.atTable();
        }
        if (m.fresh) drawGuest();
      },
      record(record) {
        T.record = record;
        drawGuest();
      },
      end(key, record) {
        T.record = record || T.record;
        T.ended = key;
        setStatus(key);
        tableClosed(key);
        drawGuest();
      },
      refused(key) {
        log.notice(say2(key), "warn");
      },
      status(key, fields) {
        setStatus(key, fields);
        if (key !== "together_connected") log.announce(say2(key, fields));
        else drawGuest();
      },
      away(key, seconds) {
        const words = say(key === "together_host_away" ? "together_host_away_left" : "together_host_lost_left", { s: seconds });
        if (notice.hidden || notice.dataset.kind !== "away") { // said once; then only the seconds change on screen
          const first = say(key, { grace_s: GRACE_MS / 1000 });
          setStatus(key, { grace_s: GRACE_MS / 1000 });
          log.add(first);
          log.announce(first);
        }
        showNotice("away", words, []);
        if (session.S.anchor !== null) session.stopClock();
        t.render();
      },
      back() {
        hideNotice();
        t.render();
        setStatus("together_host_back");
        log.add(say("together_host_back"));
        log.announce(say("together_host_back"));
      },
    } });
    const seen = kept.get(); // this browser at this very table before: its name, and whether it holds a seat
    const name = h("input", { type: "text", class: "tk-name", maxlength: 24, required: true, autocomplete: "off", value: seen ? seen.name : "" });
    const form = h("form", { class: "tk-join", onsubmit: async (e) => {
      e.preventDefault();
      const v = name.value.trim();
      if (!v) {
        setStatus("together_name_needed");
        name.focus();
        return;
      }
      setStatus("together_joining");
      try {
        await T.guest.join(v);
      } catch (err) {
        setStatus("together_join_failed", { reason: err.message || String(err) });
      }
    } }, h("label", {}, say("together_name"), " ", name), " ",
    h("button", { type: "submit", class: "md-button md-button--primary" }, say("together_join")));
    T.joinForm = form;
    setStatus("together_invited");
    drawGuest();
    // the invitation is what the reader came for: its panel first, the name ready to type
    bringToTable(panel);
    if (!name.value) name.focus({ preventScroll: true });
    if (t.prelude) await t.prelude();
    if (seen && seen.seated) form.requestSubmit(); // coming back to one's own seat at this table: no question asked
    t.root.dataset.invited = ""; // the page has done what it does by itself: the rest is the reader's
  }

  // ---------------------------------------------------------------- the table's notice (a player's page)
  function showNotice(kind, text, actions) {
    notice.dataset.kind = kind;
    notice.hidden = false;
    if (noticeText.textContent !== text) noticeText.textContent = text;
    if (actions) noticeBar.replaceChildren(...actions);
  }

  function hideNotice() {
    notice.hidden = true;
    delete notice.dataset.kind;
    noticeText.textContent = "";
    noticeBar.replaceChildren();
  }

  /** The table is closed for good: said beside the hand, its moves disabled, and what the player can
   * still do there (the record, a replay, a game alone). */
  function tableClosed(key) {
    if (session.S.anchor !== null) session.stopClock();
    lockTable(true);
    const words = say(key) + (T.record ? ` ${say("together_record_kept")}` : "");
    showNotice("closed", words, [...recordBar(T.record, true), h("a", { href: location.pathname, class: "tk-alone" }, say("together_alone"))]);
    log.add(say(key));
    log.announce(words);
  }

  // A closed table's moves are disabled, and stay so when the game's renderers draw again (a card
  // selected, the log): a MutationObserver disables what they enable or add.
  const locked = new Set();
  let lockObserver = null;
  function lockTable(on) {
    const controls = () => t.root.querySelectorAll(".tk-table :is(button, input, select, textarea)");
    if (!on) {
      if (lockObserver) lockObserver.disconnect();
      lockObserver = null;
      for (const el of locked) el.disabled = false;
      locked.clear();
      delete t.root.dataset.closed;
      return;
    }
    t.root.dataset.closed = "";
    const disable = () => {
      for (const el of controls()) {
        if (el.disabled || el.closest(".tk-table-notice")) continue;
        el.disabled = true;
        locked.add(el);
      }
    };
    disable();
    if (!lockObserver) {
      lockObserver = new MutationObserver(disable);
      lockObserver.observe(t.root, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
    }
  }

  function download(record) {
    const blob = new Blob([JSON.stringify(record, null, 1)], { type: "application/json" });
    const a = h("a", { href: URL.createObjectURL(blob), download: `topeka-${record.game}-record.json` });
    document.body.append(a);
    a.click();
    setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }

  function drawGuest() {
    if (T.mode !== "guest") return;
    const parts = [];
    if (!T.lobby && !T.ended) parts.push(T.joinForm);
    if (T.lobby && !T.ended) {
      const seated = T.seat !== null;
      parts.push(h("p", { class: "tk-hint", text: seated ? say("together_you_are", { seat: say("seat", { n: T.seat + 1 }) })
        : say("together_choose") }));
      // the people at the table: open until the game starts, then one tap away (the table comes first)
      const people = h("details", { class: "tk-fold", open: T.peopleOpen ?? !T.lobby.started,
        ontoggle: (e) => { T.peopleOpen = e.target.open; } }, h("summary", { text: say("together_people") }), seatList(T.lobby, !seated));
      parts.push(people);
      parts.push(h("div", { class: "tk-bar" }, h("button", { type: "button", class: "md-button tk-leave", onclick: () => T.guest.leave() }, say("together_leave"))));
    }
    // the game's record: once the game is over, or once the table is closed (the rounds played so
    // far, as the host last sent them); a closed table that is on screen offers it in its notice
    const atTable = t.root.dataset.following !== undefined;
    if (T.record && (T.ended ? !atTable : !T.record.deals)) parts.push(...recordBar(T.record));
    if (T.ended && !atTable) parts.push(h("p", {}, h("a", { href: location.pathname, class: "tk-alone" }, say("together_alone"))));
    body.replaceChildren(...parts);
  }

  /** The game's record, replayed in the ordinary demo from this seat (replay.js). */
  async function replay(record, seat) {
    if (T.guest) T.guest.destroy();
    T.guest = null;
    if (T.hub) T.hub.end("together_host_ended");
    T.hub = null;
    T.mode = "replay";
    t.root.dataset.together = "replay";
    lockTable(false);
    hideNotice();
    const { replayRecord } = await import("./replay.js");
    let hurry = false;
    const end = h("button", { type: "button", class: "md-button tk-replay-end", onclick: () => { hurry = true; end.disabled = true; } },
      say("together_replay_end"));
    body.replaceChildren(h("div", { class: "tk-bar" }, end), h("p", {}, h("a", { href: location.pathname, class: "tk-alone" }, say("together_alone"))));
    setStatus("together_replaying");
    try {
      await replayRecord({ session, record, seat, worker: workerCall, fresh: t.fresh, howTo: t.howTo, hurry: () => hurry });
      end.hidden = true;
      setStatus(record.deals ? "together_replayed_so_far" : "together_replayed");
    } catch (err) {
      setStatus("together_replay_failed", { reason: err.message || String(err) });
    }
  }

  // ---------------------------------------------------------------- the page's start and end
  async function boot(solo) {
    if (T.room) {
      if (!settings) {
        log.notice(say("together_no_rendezvous"), "warn");
        return solo();
      }
      return joinPage();
    }
    drawSolo();
    const saved = settings ? savedRoom() : null;
    if (saved) await host(saved);
    T.solo = Promise.resolve(solo()).catch(() => {});
    return T.solo;
  }

  const onPageHide = () => { if (T.hub && !T.hub.closed) T.hub.away(); };
  t.root.topekaTogether = { debug: () => api.debug() }; // what the tests and the bench read
  window.addEventListener("pagehide", onPageHide);

  const api = {
    element: panel, notice, call, humans, remote, storeKey, boot,
    get mode() { return T.mode; },
    /** Whether the table is shared (hosted, joined, or a shared game's replay): the page then shows
     * nothing that tells the deal (the seed, a link to the deal, the teaching view) nor lets the host
     * deal anew outside the panel's own button. */
    shared: () => T.mode !== "solo",
    /** Whether this page may deal a new game now: alone, or as host while no round is being played. */
    mayDeal: () => T.mode === "solo" || (T.mode === "host" && !roundInPlay()),
    /** The panel brought up to date with the table (the demo's render calls it): the host's deal button. */
    sync: () => syncDeal(),
    /** What a player's page says of the table's phase instead of the host's controls' words ("" when the page's own words do). */
    phase(phase) {
      if (T.mode !== "guest") return "";
      if (T.ended) return say(T.ended);
      if (T.guest && T.guest.away) return say("together_phase_away");
      if (phase === "ready" || phase === "between") return say("together_wait_signal");
      if (phase === "paused") return say("together_paused");
      return "";
    },
    /** For the tests: the hub's or the player's inner state. */
    debug: () => ({ mode: T.mode, room: T.hub ? T.hub.room : T.room, hub: T.hub ? T.hub.debug() : null, seat: T.seat, record: !!T.record,
      raw: T.guest ? T.guest.raw : null, waiting: T.guest ? T.guest.waiting : null,
      clock: { phase: session.S.phase, busy: session.S.busy, running: session.S.anchor !== null, rate: session.S.rate,
        now: session.vnow(), table: session.S.tableNow } }),
    destroy() {
      window.removeEventListener("pagehide", onPageHide);
      delete t.root.topekaTogether;
      if (T.hub) T.hub.close(false);
      if (T.guest) T.guest.destroy();
    },
  };
  return api;
}
