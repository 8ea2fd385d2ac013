// "Are the reconstructions balanced?": runs the engine's Bourse lab (games/bourse/lab.py, run by
// every game's lab runner, lab/runner.js, in chunks on the page's workers): bot-only games to 200 with each set
// of Rise & Fall faces (the archive's reconstruction and the named alternatives) on the same seeds,
// shown side by side, then each set's cards as a bar chart with its table, the table being the
// chart's text alternative. Every number and every name comes from the engine, and so does every
// word: the lab's words (games/bourse/lab/__init__.py WORDS), said through the table's say().
import { h } from "../../dom.js";
import { runLab } from "../../lab/runner.js";
import { mountInstruments, showTables } from "../../lab/instruments.js";

const GAMES = 100;
const pct = (x) => `${(100 * x).toFixed(1)} %`;
const num = (x) => (x === null || x === undefined ? "–" : String(x));

function chart(say, arm) {
  const rows = arm.cards;
  const values = rows.flatMap((c) => [c.dealt_mean, c.held_mean]).filter((x) => x !== null);
  const top = Math.max(1, ...values.map(Math.abs));
  const bar = (v, cls) => h("span", { class: `bo-chart__bar ${cls}`, style: `width: ${Math.round((Math.abs(v ?? 0) / top) * 100)}%` });
  return h("div", { class: "bo-chart", role: "img",
    "aria-label": say("balance_chart", { set: arm.label }) },
  ...rows.map((c) => h("div", { class: "bo-chart__row", "aria-hidden": "true" },
    h("span", { class: "bo-chart__label", text: say("balance_chart_card", { name: c.name, mark: c.mark.toLowerCase() }) }),
    h("span", { class: "bo-chart__bars" }, bar(c.dealt_mean, "bo-chart__bar--dealt"), bar(c.held_mean, "bo-chart__bar--held")))),
  h("p", { class: "bo-chart__legend", "aria-hidden": "true" },
    h("span", { class: "bo-chart__bar bo-chart__bar--dealt bo-chart__bar--key" }), say("balance_key_dealt"), h("span", { class: "bo-chart__bar bo-chart__bar--held bo-chart__bar--key" }), say("balance_key_held")));
}

/** A card by its name, a seat (the engine's "seat 0") as the table names a player. */
function strongName(say, arm, k) {
  const card = arm.cards.find((c) => c.key === k);
  return card ? card.name : say("seat", { n: Number(k.split(" ")[1]) + 1 });
}

function verdictText(say, arm) {
  return arm.verdict.ok ? say("balance_none_strong")
    : say("balance_strong", { which: arm.verdict.strong.map((k) => strongName(say, arm, k)).join(", ") });
}

const headings = (say, keys) => keys.map((k) => h("th", { scope: "col", text: say(`balance_col_${k}`) }));

/** The sets side by side: one row each. */
function sideBySide(say, result) {
  const c = result.config;
  return h("table", { class: "bo-balance__table bo-balance__sets" },
    h("caption", { text: say("balance_sets_caption", { games: c.games, players: c.players, first: c.seed, last: c.seed + c.games - 1 }) }),
    h("thead", {}, h("tr", {}, ...headings(say, ["set", "hands", "mean", "closer", "spread", "top", "verdict"]))),
    h("tbody", {}, ...result.arms.map((a) => h("tr", { "data-set": a.id },
      h("th", { scope: "row", text: a.label }),
      h("td", { text: `${a.hands_per_game} (${a.median_hands}, ${a.p90_hands})` }),
      h("td", { text: String(a.mean_hand) }), h("td", { text: String(a.closer_mean_net) }),
      h("td", { text: num(a.card_spread) }), h("td", { text: pct(a.top_win_share) }), h("td", { text: verdictText(say, a) })))));
}

function armDetails(say, arm, open) {
  const yes = (x) => say(x ? "balance_yes" : "balance_no");
  const cards = h("table", { class: "bo-balance__table" },
    h("caption", { text: say("balance_cards_caption", { set: arm.label, games: arm.games, hands: arm.hands, mean: arm.mean_hand }) }),
    h("thead", {}, h("tr", {}, ...headings(say, ["card", "face", "mark", "dealt", "dealt_mean", "held_mean", "strong"]))),
    h("tbody", {}, ...arm.cards.map((c) => h("tr", {}, h("th", { scope: "row", text: c.name }), h("td", { text: c.face }), h("td", { text: c.mark }),
      h("td", { text: String(c.dealt_hands) }), h("td", { text: num(c.dealt_mean) }), h("td", { text: num(c.held_mean) }),
      h("td", { text: yes(c.strong) })))));
  const seats = h("table", { class: "bo-balance__table" },
    h("caption", { text: say("balance_seats_caption", { set: arm.label }) }),
    h("thead", {}, h("tr", {}, ...headings(say, ["seat", "share", "net", "closes", "strong"]))),
    h("tbody", {}, ...arm.seats.map((s) => h("tr", {}, h("th", { scope: "row", text: say("seat", { n: s.seat + 1 }) }),
      h("td", { text: pct(s.win_share) }), h("td", { text: String(s.mean_net) }), h("td", { text: String(s.closes) }),
      h("td", { text: yes(s.strong) })))));
  return h("details", { class: "bo-balance__set", open: open || undefined },
    h("summary", { text: say("balance_set_summary", { set: arm.label }) }), h("p", { class: "bo-hint", text: arm.note }), chart(say, arm),
    h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "group", "aria-label": say("balance_set_tables", { set: arm.label }) }, cards, seats));
}

/** The balance section; ``players()`` gives the table size to check, ``say`` the engine's words. */
export function balanceSection(players, say) {
  const statusEl = h("p", { class: "bo-balance__status", role: "status" });
  const progress = h("progress", { max: "1", value: "0", "aria-label": say("balance_progress"), hidden: true });
  const out = h("div", { class: "bo-balance__out" });
  const run = h("button", { type: "button", class: "md-button" }, say("balance_run", { games: GAMES }));
  const section = h("section", { class: "bo-balance", "aria-label": say("balance_region") },
    h("h3", { class: "bo-h", text: say("balance_heading") }),
    h("p", { class: "bo-hint", text: say("balance_intro") }),
    run, progress, statusEl, out);
  // The same check over 10,000 games per set, computed on the command line and shipped with the site.
  const big = h("details", { class: "bo-balance__big", hidden: true });
  section.insertBefore(big, run);
  fetch(new URL("../../../assets/data/big-runs/bourse-lab.json", import.meta.url))
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((data) => {
      const diffs = h("div");
      const sets = sideBySide(say, data.result);
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
    statusEl.textContent = say("balance_playing", { games: GAMES, players: config.players });
    try {
      progress.value = 0;
      progress.hidden = false;
      const { result } = await runLab("bourse", config, {
        onProgress: ({ done, total }) => { progress.max = total; progress.value = done; },
      });
      const flagged = result.arms.filter((a) => !a.verdict.ok);
      const archive = result.arms[0];
      statusEl.textContent = say("balance_verdict", {
        set: archive.label,
        verdict: archive.verdict.ok ? say("balance_archive_ok") : verdictText(say, archive),
        flagged: flagged.length
          ? say("balance_flagged", { sets: flagged.map((a) => say("balance_flag", { set: a.label, verdict: verdictText(say, a) })).join("; ") })
          : say("balance_none_flagged"),
        rule: result.rule,
      });
      const diffs = h("div");
      out.replaceChildren(h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "group", "aria-label": say("balance_sets_region") }, sideBySide(say, result)),
        ...result.arms.map((a, i) => armDetails(say, a, i === 0)), diffs);
      showTables(diffs, result.tables || [], "run-bourse-lab");
    } catch (err) {
      statusEl.textContent = say("balance_failed", { reason: err && err.message ? err.message : err });
    } finally {
      run.disabled = false;
      progress.hidden = true;
    }
  });
  return wrap;
}
