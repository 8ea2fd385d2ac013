// The "Big Four" railway game, playable: you are P1 (seat 0) against one to three of the engine's
// bots. The shared table session (table/session.js, turn mode) keeps the clock (stopped while it
// is your turn, running through a "Pass" claim window), drives the bots, queues your actions and
// saves the game synchronously from its mirror of the engine's record, so a reload right after a
// move restores exactly what was shown. Every button comes from the engine's legal actions; the
// score is the engine's own line-by-line account. The options live in the URL hash (shareable).
import { h } from "../dom.js";
import { call } from "../runtime.js";
import { mountStatus } from "../status.js";
import { mountLab } from "../railway/lab.js";
import { createSession, engineError } from "../table/session.js";

const STORE_KEY = "topeka.railway";
const STORE_VERSION = 2; // 2: the session's format (record mirror, table time, clock)
const LOG_MAX = 120;
const DEFAULTS = { players: 2, strength: 3, speed: "steady", window: 4000, short: false, seed: null };
const SPEEDS = [["fast", "Fast"], ["steady", "Steady"], ["slow", "Slow"]];

// ------------------------------------------------------------------ options in the URL hash
export function parseHash(hash) {
  const o = { ...DEFAULTS };
  const q = new URLSearchParams(String(hash || "").replace(/^#/, ""));
  const int = (k, lo, hi) => {
    if (!q.has(k)) return;
    const v = Number(q.get(k));
    if (Number.isInteger(v) && v >= lo && v <= hi) o[k] = v;
  };
  int("players", 2, 4);
  int("strength", 0, 3);
  int("window", 0, 60000);
  int("seed", 0, 2 ** 31);
  if (SPEEDS.some(([s]) => s === q.get("speed"))) o.speed = q.get("speed");
  if (q.has("short")) o.short = q.get("short") === "1";
  return o;
}

export function toHash(o) {
  const q = new URLSearchParams({ players: o.players, strength: o.strength, speed: o.speed, window: o.window,
    short: o.short ? 1 : 0 });
  if (o.seed !== null) q.set("seed", o.seed);
  return `#${q}`;
}

const isOptionsHash = (hash) => /(^|[#&])players=/.test(hash || "");

// ------------------------------------------------------------------ words
let NAMES = {};
const name = (k) => NAMES[k] || k;
const who = (s) => (s === 0 ? "You" : `P${s + 1}`);

function actionText(a, view) {
  switch (a.type) {
    case "draw": return a.from === "exposed" ? `Take the exposed ${name(view.exposed)}` : "Take the top of the pack";
    case "discard": return `Discard ${name(a.card)}`;
    case "lay": return "Lay down your train";
    case "substitute": return `Put your ${name(a.card)} in ${who(a.owner)}'s train`;
    case "call": return `Pass! Take the ${name(view.window.card)} for a Pass`;
    case "decline": return "Let it go";
    default: return a.type;
  }
}

// ------------------------------------------------------------------ the demo
export function mount(root) {
  root.textContent = "";
  root.classList.add("rw");
  const status = mountStatus(root);
  // The demo's own state; the table, its view, the clock and the queue are the session's.
  const S = { legal: [], needLegal: true, options: parseHash(location.hash), seed: null, log: [], windowStart: null,
    controlsKey: "" };
  const humanToMove = (v) => !v.over && !v.window && v.turn === 0;
  const session = createSession({
    storageKey: STORE_KEY,
    storeVersion: STORE_VERSION,
    mode: "turn",
    absorb(answer) {
      const events = answer.events || [];
      if (events.length) S.needLegal = true;
      announce(events);
      if (answer.view && answer.view.over && session.S.phase === "running") session.S.phase = "over";
    },
    refresh: (gen) => (S.needLegal ? refreshLegal(gen) : undefined),
    render: () => render(),
    snapshot: () => ({ options: S.options, seed: S.seed, log: S.log.slice(-LOG_MAX), windowStart: S.windowStart }),
    humanToMove,
    accepted() {
      S.needLegal = true;
      notice.textContent = "";
    },
    onError(text, err) {
      S.needLegal = true;
      notice.textContent = `${text}${err && err.clause ? ` (${err.clause})` : ""}`;
    },
    onSaveFailed(message) {
      notice.textContent = `This game cannot be saved in the browser (${message}); it goes on unsaved.`;
    },
  });

  const live = h("div", { class: "rw-live", "aria-live": "polite", role: "log", "aria-label": "What happens at the table" });
  const notice = h("p", { class: "rw-notice", role: "alert" });
  // options
  const fPlayers = h("select", { name: "players" }, ...[2, 3, 4].map((n) => h("option", { value: String(n), text: `${n} players` })));
  const fStrength = h("select", { name: "strength" }, ...[[3, "3 (strongest)"], [2, "2"], [1, "1"], [0, "0 (random moves)"]].map(([v, t]) => h("option", { value: String(v), text: t })));
  const fSpeed = h("select", { name: "speed" }, ...SPEEDS.map(([v, t]) => h("option", { value: v, text: t })));
  const fWindow = h("input", { type: "number", name: "window", min: "0", max: "60000", step: "500", inputmode: "numeric" });
  const fShort = h("input", { type: "checkbox", name: "short", id: "rw-short" });
  const fSeed = h("input", { type: "number", name: "seed", min: "0", step: "1", inputmode: "numeric", placeholder: "random" });
  const field = (label, ctl, id) => { ctl.id = id; return h("div", { class: "rw-field" }, h("label", { for: id, text: label }), ctl); };
  const form = h("form", { class: "rw-options", "aria-label": "Game options" },
    field("Players", fPlayers, "rw-players"), field("Bot strength", fStrength, "rw-strength"),
    field("Bot speed", fSpeed, "rw-speed"), field("\"Pass\" window (ms)", fWindow, "rw-window"),
    field("Seed", fSeed, "rw-seed"),
    h("div", { class: "rw-field" }, fShort, h("label", { for: "rw-short", text: "Shorter game (engine and any three)" })),
    h("button", { type: "submit", class: "md-button md-button--primary" }, "New game with these options"));
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const seed = fSeed.value === "" ? null : Number(fSeed.value);
    const o = { players: Number(fPlayers.value), strength: Number(fStrength.value), speed: fSpeed.value,
      window: Math.max(0, Math.min(60000, Number(fWindow.value) || 0)), short: fShort.checked,
      seed: Number.isInteger(seed) && seed >= 0 ? seed : null };
    history.replaceState(null, "", toHash(o));
    newGame(o).catch((err) => { notice.textContent = `Failed: ${engineError(err)}`; });
  });

  const track = h("section", { class: "rw-track", "aria-label": "Trains leaving the station" });
  const centre = h("section", { class: "rw-centre", "aria-label": "Stack and exposed card" });
  const claim = h("section", { class: "rw-claim", "aria-label": "Pass window", hidden: true });
  const mine = h("section", { class: "rw-mine", "aria-label": "Your station and hand" });
  const controls = h("section", { class: "rw-controls", "aria-label": "Your moves" });
  const scoring = h("section", { class: "rw-scoring", "aria-label": "Scoring", hidden: true });
  const logList = h("ol", { class: "rw-log__list", tabindex: "0", "aria-label": "Events, newest first" });
  root.append(notice, form, track, centre, claim, mine, controls, scoring,
    h("section", { class: "rw-log", "aria-label": "Game log" }, h("h3", { text: "Log" }), logList), live);
  const lab = mountLab(root);


  // ---------------------------------------------------------------- rendering
  function render() {
    const v = session.S.view;
    root.dataset.phase = !v ? "boot" : v.over ? "over" : v.window ? "claim" : v.turn === 0 ? "turn" : "waiting";
    if (!v) return;
    track.replaceChildren(h("h3", { text: `Track: ${v.moves_to_win} moves to leave the station` }),
      h("ul", { class: "rw-track__list" }, ...v.stations.map((co, s) => {
        const laid = v.trains[s] !== null;
        const pos = v.positions[s];
        const cells = [];
        for (let i = 0; i <= v.moves_to_win; i++) cells.push(h("span", { class: `rw-cell${i === pos && laid ? " rw-cell--train" : ""}`, "aria-hidden": "true" }));
        return h("li", { class: "rw-track__row", "data-seat": String(s) },
          h("span", { class: "rw-track__who", text: `${who(s)} (${co})` }),
          h("span", { class: "rw-track__cells", role: "img", "aria-label": laid ? `${who(s)}: train at ${pos} of ${v.moves_to_win}` : `${who(s)}: train not made up yet` }, ...cells),
          h("span", { class: "rw-track__train", text: laid ? v.trains[s].map(name).join(", ") : `${v.hand_sizes[s]} cards in hand` }));
      })));
    centre.replaceChildren(h("p", { text: `Stack: ${v.stack_count} cards face down. Exposed: ${v.exposed ? name(v.exposed) : "none"}${v.exposed_blocked ? " (a Pass just discarded: the next player may not take it)" : ""}.` }));
    const w = v.window;
    claim.hidden = !w;
    if (w) {
      const left = Math.max(0, w.until - session.vnow());
      const total = Math.max(1, w.until - (S.windowStart ?? w.until - S.options.window));
      claim.replaceChildren(
        h("p", { class: "rw-claim__text", text: `${who(w.discarder)} discarded the ${name(w.card)}. Anyone who needs it and holds a Pass may call "Pass" (${w.rule === "first" ? "the first call takes it" : "the caller nearest the discarder's left takes it"}). Waiting for: ${w.awaiting.map(who).join(", ") || "nobody"}.` }),
        h("p", { class: "rw-claim__keys", text: "Keys: P calls \"Pass\", N lets it go." }),
        h("progress", { class: "rw-claim__time", max: String(total), value: String(left), "aria-label": `Time left to call: ${(left / 1000).toFixed(1)} seconds` }));
    }
    mine.replaceChildren(h("h3", { text: `Your station: ${v.stations[0]}` }),
      h("p", { text: `Your hand (${v.hand.length}): ${v.hand.map(name).join(", ")}` }),
      h("p", { class: "rw-needs", text: v.trains[0] ? "Your train is on the table." : `Still needed: ${v.needs.map(name).join(", ") || "nothing: lay it down"}` }));
    renderControls(v);
    renderScoring(v);
  }

  function actButton(a, v) {
    return h("button", { type: "button", class: `md-button${a.type === "call" ? " md-button--primary" : ""}`, "data-action": a.type,
      text: actionText(a, v), onclick: () => session.act(a) });
  }

  function renderControls(v) {
    const legal = S.legal;
    // Redraw only when the choices change: a button must not be replaced under the pointer or
    // the keyboard focus while a claim window counts down.
    const key = JSON.stringify([legal, v.over, v.window && v.window.card, v.turn, v.exposed]);
    if (key === S.controlsKey) return;
    S.controlsKey = key;
    const hadFocus = controls.contains(document.activeElement);
    drawControls(v, legal);
    const first = controls.querySelector("button, select");
    if (hadFocus && first) first.focus();
  }

  function drawControls(v, legal) {
    controls.replaceChildren();
    if (v.over || !legal.length) {
      controls.append(h("p", { text: v.over ? "The game is over." : v.window ? "Others may call \"Pass\"…" : `${who(v.turn)} is playing…` }));
      return;
    }
    controls.append(h("h3", { text: v.window ? "Call \"Pass\"?" : "Your move" }));
    const simple = legal.filter((a) => a.type !== "demand");
    controls.append(h("div", { class: "rw-buttons" }, ...simple.map((a) => actButton(a, v))));
    const demands = legal.filter((a) => a.type === "demand");
    if (demands.length) {
      const fFrom = h("select", { id: "rw-demand-from" }, ...[...new Set(demands.map((a) => a.from))].map((s) => h("option", { value: String(s), text: who(s) })));
      const fCard = h("select", { id: "rw-demand-card" }, ...[...new Set(demands.map((a) => a.card))].map((k) => h("option", { value: k, text: name(k) })));
      controls.append(h("div", { class: "rw-demand", role: "group", "aria-label": "Demand a card for a Pass" },
        h("label", { for: "rw-demand-from", text: "Demand of" }), fFrom,
        h("label", { for: "rw-demand-card", text: "the card" }), fCard,
        h("button", { type: "button", class: "md-button", text: "Demand for a Pass",
          onclick: () => session.act({ type: "demand", from: Number(fFrom.value), card: fCard.value }) })));
    }
  }

  function renderScoring(v) {
    scoring.hidden = !v.over;
    if (!v.over) return;
    const rows = v.lines.map((l) => h("tr", {},
      h("td", { text: who(l.seat) }), h("td", { text: (l.points > 0 ? "+" : "") + l.points }),
      h("td", { text: l.text + (l.holder !== undefined ? ` (${who(l.holder)})` : "")
        + (l.rows ? `: ${l.rows.map((r) => `${r.count} ${r.row} × ${r.each}`).join(", ") || "none"}` : "") }),
      h("td", { text: l.clauses.join(", ") })));
    scoring.replaceChildren(h("h3", { text: `Scoring: ${v.winner === null ? "no winner" : `${who(v.winner)} won`}` }),
      h("table", { class: "rw-score" }, h("caption", { text: "Each line as the engine scored it, with its clauses" }),
        h("thead", {}, h("tr", {}, ...["Player", "Points", "Why", "Clauses"].map((t) => h("th", { scope: "col", text: t })))),
        h("tbody", {}, ...rows)),
      h("p", { text: `Totals: ${v.scores.map((s, i) => `${who(i)} ${s}`).join(", ")}.` }));
  }

  function announce(events) {
    for (const e of events) {
      if (e.to !== undefined && e.to !== null && e.to !== 0) continue;
      if (e.type === "window") S.windowStart = e.t;
      const text = e.text; // the engine's own words for the event (Game.describe)
      if (!text || (e.type === "decline" && e.seat !== 0)) continue;
      S.log.push(text);
      logList.prepend(h("li", { text }));
      while (logList.children.length > LOG_MAX) logList.lastChild.remove();
      live.textContent = text;
    }
  }

  // ---------------------------------------------------------------- starting and restoring
  function bots(o) {
    return { strength: String(o.strength), speed: o.speed };
  }

  function params(o) {
    return { players: o.players, short_game: o.short, claim_window_ms: o.window };
  }

  /** The table runs from `t`; its clock waits at once if it is the reader's turn. */
  function start(t) {
    session.signal(t);
    if (humanToMove(session.S.view)) session.stopClock();
    if (session.S.view.over) session.S.phase = "over";
  }

  function fresh(options, seed, log, windowStart) {
    Object.assign(S, { options, seed, log, windowStart, legal: [], needLegal: true, controlsKey: "" });
    logList.replaceChildren(...log.slice().reverse().map((t) => h("li", { text: t })));
  }

  async function newGame(o) {
    const seed = o.seed ?? Math.floor(Math.random() * 1e9);
    const answer = await session.open("table.new", { game: "railway", params: params(o), seed, human_seats: [0], bots: bots(o) });
    if (!answer) return;
    fresh(o, seed, [], null);
    announce(answer.events || []);
    start(0);
    await settle(session.S.gen);
  }

  /** The reader's legal moves, asked after every answer with events (inside the session's queue). */
  async function refreshLegal(gen) {
    const v = session.S.view;
    if (!v || !session.S.table || gen !== session.S.gen) return;
    const legal = v.over ? [] : await call("table.legal", { table: session.S.table, seat: 0 });
    if (gen !== session.S.gen) return;
    S.legal = legal;
    S.needLegal = false;
  }

  /** After a new or restored table: its legal moves, then the page, then a save. */
  async function settle(gen) {
    await session.enqueue(() => refreshLegal(gen));
    if (gen !== session.S.gen) return;
    render();
    session.save(true);
  }

  function discardSaved(reason) {
    session.forgetSaved();
    notice.textContent = `The saved game could not be restored (${String(reason).slice(0, 200)}); a new game starts.`;
  }

  /** The saved game, if there is one for these options: true when it is back on the table. */
  async function restore() {
    let data;
    try {
      data = session.readSaved();
      if (!data) return false;
      data.options = parseHash(toHash(data.options || {}));
      if (!Number.isInteger(data.seed) || !Array.isArray(data.log)) throw new Error("damaged save");
    } catch (err) {
      discardSaved(err.message);
      return false;
    }
    if (isOptionsHash(location.hash) && toHash(parseHash(location.hash)) !== toHash(data.options)) return false;
    const args = { record: data.record, human_seats: [0], bots: bots(data.options), seed: data.seed };
    if (data.table) args.now = data.table.now; // the bots come back exactly as they were
    let answer;
    try {
      answer = await session.open("table.load", args);
    } catch (err) {
      discardSaved(engineError(err));
      return false;
    }
    if (!answer) return true;
    fresh(data.options, data.seed, data.log.filter((t) => typeof t === "string").slice(-LOG_MAX),
      Number.isInteger(data.windowStart) ? data.windowStart : null);
    session.resumeSaved(data, answer);
    if (session.S.phase === "paused" || session.S.phase === "ready") start(session.S.base);
    await settle(session.S.gen);
    live.textContent = "Your saved game is back.";
    return true;
  }

  function syncForm(o) {
    fPlayers.value = String(o.players);
    fStrength.value = String(o.strength);
    fSpeed.value = o.speed;
    fWindow.value = String(o.window);
    fShort.checked = o.short;
    fSeed.value = o.seed === null ? "" : String(o.seed);
  }

  function onKey(ev) {
    const v = session.S.view;
    if (!v || !v.window || ev.target.closest("input, select, textarea")) return;
    const want = ev.key === "p" || ev.key === "P" ? "call" : ev.key === "n" || ev.key === "N" ? "decline" : null;
    const a = want && S.legal.find((x) => x.type === want);
    if (a) { ev.preventDefault(); session.act(a); }
  }
  root.addEventListener("keydown", onKey);

  (async () => {
    try {
      const cards = await call("railway.cards", {});
      NAMES = cards.names;
      if (!(await restore())) await newGame(S.options);
      syncForm(S.options);
    } catch (err) {
      if (session.alive) notice.textContent = `Failed: ${engineError(err)}`;
    }
  })();

  return {
    destroy() {
      root.removeEventListener("keydown", onKey);
      lab.destroy();
      session.destroy();
      status.destroy();
    },
  };
}
