// The railway page's small simulation lab (games/railway/lab.py, run by every game's lab runner,
// lab/runner.js, through the facade methods railway.lab_plan, railway.lab and railway.lab_summary): seat advantage, the shorter game against the full game,
// how often a Red signal decides a game, and the strongest bot against the random-legal one.
// The engine plays and counts; this module only asks for chunks, shows progress and the table, in
// the engine's words (the lab's WORDS, games/railway/lab/__init__.py, with the table's words).
import { h } from "../../dom.js";
import { runLab } from "../../lab/runner.js";
import { mountInstruments, showTables } from "../../lab/instruments.js";

const pct = (x) => (x === null || x === undefined ? "–" : `${(100 * x).toFixed(1)} %`);
/** A share and, when the engine gave one, its 95 % interval: "49.0 % (48.0–50.0)". */
const withInterval = (x, ci) => (Array.isArray(ci) && ci.length === 2 && x !== null && x !== undefined
  ? `${pct(x)} (${(100 * ci[0]).toFixed(1)}–${(100 * ci[1]).toFixed(1)})` : pct(x));

/** The lab's settings form, its progress bar and where its results go, in a section of their own. */
function buildLab(L) {
  const { say } = L;
  L.fGames = h("input", { type: "number", id: "rw-lab-games", min: "1", max: "5000", step: "1", value: "100", inputmode: "numeric" });
  L.fPlayers = h("select", { id: "rw-lab-players" }, ...[2, 3, 4].map((n) => h("option", { value: String(n), text: say("players_option", { n }) })));
  L.fSeed = h("input", { type: "number", id: "rw-lab-seed", min: "0", step: "1", value: "1", inputmode: "numeric" });
  L.run = h("button", { type: "submit", class: "md-button md-button--primary", text: say("lab_run") });
  L.progress = h("progress", { max: "1", value: "0", "aria-label": say("lab_progress"), hidden: true });
  L.out = h("div", { class: "rw-lab__out", "aria-live": "polite" });
  L.form = h("form", { class: "rw-options", "aria-label": say("lab_settings") },
    h("div", { class: "rw-field" }, h("label", { for: "rw-lab-games", text: say("lab_games") }), L.fGames),
    h("div", { class: "rw-field" }, h("label", { for: "rw-lab-players", text: say("lab_players") }), L.fPlayers),
    h("div", { class: "rw-field" }, h("label", { for: "rw-lab-seed", text: say("lab_seed") }), L.fSeed), L.run);
  L.section = h("section", { class: "rw-lab", "aria-label": say("lab_region") },
    h("h3", { text: say("lab_heading") }), L.form, L.progress, L.out);
}

export function mountLab(container, say) {
  const L = { say, alive: true };
  buildLab(L);
  container.append(L.section);
  const measures = mountInstruments(container, "railway"); // after the lab, outside its region
  L.form.addEventListener("submit", (ev) => runInPage(L, ev));
  showBigRun(L);
  return { destroy() { L.alive = false; measures.destroy(); } };
}

/** The lab run in the page, over the reader's settings, a chunk at a time. */
async function runInPage(L, ev) {
  const { say, run, progress, out } = L;
  ev.preventDefault();
  const games = Math.max(1, Math.min(5000, Number(L.fGames.value) || 100));
  const config = { games, players: Number(L.fPlayers.value), seed: Math.max(0, Number(L.fSeed.value) || 0) };
  run.disabled = true;
  progress.hidden = false;
  progress.value = 0;
  out.textContent = say("lab_running");
  try {
    const done = await runLab("railway", config, {
      shouldStop: () => !L.alive,
      onProgress: ({ done: n, total }) => { progress.max = total; progress.value = n; },
    });
    if (!L.alive || !done.result) return;
    const diffs = h("div");
    out.replaceChildren(...show(say, done.result), diffs);
    showTables(diffs, done.result.tables || [], "run-railway-lab");
  } catch (err) {
    out.textContent = say("lab_failed", { reason: err.message });
  } finally {
    run.disabled = false;
    progress.hidden = true;
  }
}

// The same lab over 10,000 games per arm, computed on the command line and shipped with the site.
function showBigRun(L) {
  const big = h("details", { class: "rw-lab__big", hidden: true });
  L.section.insertBefore(big, L.form);
  fetch(new URL("../../../assets/data/big-runs/railway-lab.json", import.meta.url))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((data) => {
      if (!L.alive) return;
      const diffs = h("div");
      big.replaceChildren(h("summary", { text: data.label }), h("p", {}, h("code", { text: data.command })), ...show(L.say, data.result, "big"), diffs);
      showTables(diffs, data.result.tables || [], "big-railway-lab");
      big.hidden = false;
    })
    .catch(() => {});
}

function show(say, result, prefix = "run") {
  const rows = result.rows.map((r) => {
    const ci = r.intervals || {};
    return h("tr", {},
      h("th", { scope: "row", text: r.label }), h("td", { text: String(r.games) }),
      h("td", { text: r.win_share_by_seat.map((w, s) => say("lab_seat_share", { n: s + 1, share: withInterval(w, (ci.win_share_by_seat || [])[s]) })).join(", ") }),
      h("td", { text: r.turns_per_game.toFixed(1) }), h("td", { text: pct(r.games_with_a_shunt) }),
      h("td", { text: pct(r.decided_by_red) }), h("td", { text: withInterval(r.strong_win_share, ci.strong_win_share) }));
  });
  const method = result.method && result.method.shares;
  const big = prefix === "big";
  return [h("div", { class: "rw-scroll", role: "region", tabindex: "0", "aria-label": say(big ? "lab_results_big" : "lab_results") }, h("table", { class: "rw-score" },
    h("caption", { text: say("lab_caption", { first: result.config.seed, last: result.config.seed + result.config.games - 1, strength: result.config.strength }) }),
    h("thead", {}, h("tr", {}, ...["arm", "games", "wins", "turns", "shunt", "red", "strong"]
      .map((k) => h("th", { scope: "col", text: say(`lab_col_${k}`) })))),
    h("tbody", {}, ...rows))),
    ...(method ? [h("p", { text: say("lab_intervals", { method }) })] : []),
    h("p", { text: say("lab_red_note") })];
}
