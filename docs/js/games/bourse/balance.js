// "Are the reconstructions balanced?": runs the engine's Bourse lab (games/bourse/lab.py, run by
// every game's lab runner, lab/runner.js, in chunks on the page's workers): bot-only games to 200 with each set
// of Rise & Fall faces (the archive's reconstruction and the named alternatives) on the same seeds,
// shown side by side, then each set's cards as a bar chart with its table, the table being the
// chart's text alternative. Every number and every name comes from the engine.
import { h } from "../../dom.js";
import { runLab } from "../../lab/runner.js";
import { mountInstruments, showTables } from "../../lab/instruments.js";

const GAMES = 100;
const pct = (x) => `${(100 * x).toFixed(1)} %`;
const num = (x) => (x === null || x === undefined ? "–" : String(x));

function chart(arm) {
  const rows = arm.cards;
  const values = rows.flatMap((c) => [c.dealt_mean, c.held_mean]).filter((x) => x !== null);
  const top = Math.max(1, ...values.map(Math.abs));
  const bar = (v, cls) => h("span", { class: `bo-chart__bar ${cls}`, style: `width: ${Math.round((Math.abs(v ?? 0) / top) * 100)}%` });
  return h("div", { class: "bo-chart", role: "img",
    "aria-label": `Bar chart, ${arm.label}: mean score of the hand each Rise & Fall card was dealt to, and of the hand holding it at the close. The table below gives the same numbers.` },
  ...rows.map((c) => h("div", { class: "bo-chart__row", "aria-hidden": "true" },
    h("span", { class: "bo-chart__label", text: `${c.name} (${c.mark.toLowerCase()})` }),
    h("span", { class: "bo-chart__bars" }, bar(c.dealt_mean, "bo-chart__bar--dealt"), bar(c.held_mean, "bo-chart__bar--held")))),
  h("p", { class: "bo-chart__legend", "aria-hidden": "true" },
    h("span", { class: "bo-chart__bar bo-chart__bar--dealt bo-chart__bar--key" }), " dealt it ", h("span", { class: "bo-chart__bar bo-chart__bar--held bo-chart__bar--key" }), " holding it at the close"));
}

function verdictText(arm) {
  return arm.verdict.ok ? "none absurdly strong" : `absurdly strong: ${arm.verdict.strong.map((k) => arm.cards.find((c) => c.key === k)?.name ?? k.replace("seat ", "player ")).join(", ")}`;
}

/** The sets side by side: one row each. */
function sideBySide(result) {
  const c = result.config;
  return h("table", { class: "bo-balance__table bo-balance__sets" },
    h("caption", { text: `The Rise & Fall sets side by side: ${c.games} bot-only games of ${c.players} players each, seeds ${c.seed} to ${c.seed + c.games - 1}` }),
    h("thead", {}, h("tr", {}, ...["Set", "Hands per game (median, 90 % within)", "Mean hand", "Closer's mean score", "Best card minus worst card", "Largest share of the wins", "Cards or seats"]
      .map((t) => h("th", { scope: "col", text: t })))),
    h("tbody", {}, ...result.arms.map((a) => h("tr", { "data-set": a.id },
      h("th", { scope: "row", text: a.label }),
      h("td", { text: `${a.hands_per_game} (${a.median_hands}, ${a.p90_hands})` }),
      h("td", { text: String(a.mean_hand) }), h("td", { text: String(a.closer_mean_net) }),
      h("td", { text: num(a.card_spread) }), h("td", { text: pct(a.top_win_share) }), h("td", { text: verdictText(a) })))));
}

function armDetails(arm, open) {
  const cards = h("table", { class: "bo-balance__table" },
    h("caption", { text: `${arm.label}: ${arm.games} games, ${arm.hands} hands; mean hand ${arm.mean_hand}` }),
    h("thead", {}, h("tr", {}, ...["Card", "Face", "Where it comes from", "Hands dealt", "Mean score, dealt it", "Mean score, holding it at the close", "Absurdly strong?"]
      .map((c) => h("th", { scope: "col", text: c })))),
    h("tbody", {}, ...arm.cards.map((c) => h("tr", {}, h("th", { scope: "row", text: c.name }), h("td", { text: c.face }), h("td", { text: c.mark }),
      h("td", { text: String(c.dealt_hands) }), h("td", { text: num(c.dealt_mean) }), h("td", { text: num(c.held_mean) }),
      h("td", { text: c.strong ? "yes" : "no" })))));
  const seats = h("table", { class: "bo-balance__table" },
    h("caption", { text: `${arm.label}: seats` }),
    h("thead", {}, h("tr", {}, ...["Seat", "Share of the wins", "Mean score per hand", "Hands closed", "Absurdly strong?"]
      .map((c) => h("th", { scope: "col", text: c })))),
    h("tbody", {}, ...arm.seats.map((s) => h("tr", {}, h("th", { scope: "row", text: `Player ${s.seat + 1}` }),
      h("td", { text: pct(s.win_share) }), h("td", { text: String(s.mean_net) }), h("td", { text: String(s.closes) }),
      h("td", { text: s.strong ? "yes" : "no" })))));
  return h("details", { class: "bo-balance__set", open: open || undefined },
    h("summary", { text: `${arm.label}: its cards and seats` }), h("p", { class: "bo-hint", text: arm.note }), chart(arm),
    h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "group", "aria-label": `${arm.label}: tables` }, cards, seats));
}

/** The balance section; ``players()`` gives the table size to check. */
export function balanceSection(players) {
  const statusEl = h("p", { class: "bo-balance__status", role: "status" });
  const progress = h("progress", { max: "1", value: "0", "aria-label": "Balance check progress", hidden: true });
  const out = h("div", { class: "bo-balance__out" });
  const run = h("button", { type: "button", class: "md-button" }, `Run the check (${GAMES} bot games per set)`);
  const section = h("section", { class: "bo-balance", "aria-label": "Balance of the reconstructions" },
    h("h3", { class: "bo-h", text: "Are the reconstructions balanced?" }),
    h("p", { class: "bo-hint", text: "The text prints one Rise & Fall card whole and half of another; the other faces are reconstructions. This check plays bot-only games to 200 with the archive's reconstruction and with each other reading, on the same seeds, and asks whether any card or seat is absurdly strong." }),
    run, progress, statusEl, out);
  // The same check over 10,000 games per set, computed on the command line and shipped with the site.
  const big = h("details", { class: "bo-balance__big", hidden: true });
  section.insertBefore(big, run);
  fetch(new URL("../../../assets/data/big-runs/bourse-lab.json", import.meta.url))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((data) => {
      const diffs = h("div");
      const sets = sideBySide(data.result);
      sets.classList.replace("bo-balance__sets", "bo-balance__sets-big");
      big.replaceChildren(h("summary", { text: data.label }), h("p", {}, h("code", { text: data.command })),
        h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "group", "aria-label": data.label }, sets), diffs);
      showTables(diffs, data.result.tables || [], "big-bourse-lab");
      big.hidden = false;
    })
    .catch(() => {});
  // The measures follow the check, outside its region.
  const wrap = h("div", { class: "bo-balance-wrap" }, section);
  mountInstruments(wrap, "bourse");
  run.addEventListener("click", async () => {
    const config = { players: players(), games: GAMES, seed: 1 };
    run.disabled = true;
    statusEl.textContent = `Playing ${GAMES} games of ${config.players} players with each set…`;
    try {
      progress.value = 0;
      progress.hidden = false;
      const { result } = await runLab("bourse", config, {
        onProgress: ({ done, total }) => { progress.max = total; progress.value = done; },
      });
      const flagged = result.arms.filter((a) => !a.verdict.ok);
      const archive = result.arms[0];
      statusEl.textContent = `${archive.label}: ${archive.verdict.ok ? "no card and no seat is absurdly strong" : verdictText(archive)}. `
        + (flagged.length ? `Flagged: ${flagged.map((a) => `${a.label} (${verdictText(a)})`).join("; ")}. ` : "No set is flagged. ")
        + `Rule: ${result.rule}.`;
      const diffs = h("div");
      out.replaceChildren(h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "group", "aria-label": "The sets side by side" }, sideBySide(result)),
        ...result.arms.map((a, i) => armDetails(a, i === 0)), diffs);
      showTables(diffs, result.tables || [], "run-bourse-lab");
    } catch (err) {
      statusEl.textContent = `The check could not run: ${err && err.message ? err.message : err}`;
    } finally {
      run.disabled = false;
      progress.hidden = true;
    }
  });
  return wrap;
}
