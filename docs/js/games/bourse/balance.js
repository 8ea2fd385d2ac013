// "Is the reconstruction balanced?": runs the engine's bourse.balance (bot-only games to 200 with
// the reconstructed Rise & Fall cards) and shows its answer as a bar chart with its table, the
// table being the chart's text alternative. Every number comes from the engine.
import { h } from "../../dom.js";
import { call } from "../../runtime.js";

const GAMES = 100;

function chart(result) {
  const rows = result.cards;
  const values = rows.flatMap((c) => [c.dealt_mean, c.held_mean]).filter((x) => x !== null);
  const top = Math.max(1, ...values.map(Math.abs));
  const bar = (v, cls) => h("span", { class: `bo-chart__bar ${cls}`, style: `width: ${Math.round((Math.abs(v ?? 0) / top) * 100)}%` });
  return h("div", { class: "bo-chart", role: "img",
    "aria-label": "Bar chart: mean score of the hand each Rise & Fall card was dealt to, and of the hand holding it at the close. The table below gives the same numbers." },
  ...rows.map((c) => h("div", { class: "bo-chart__row", "aria-hidden": "true" },
    h("span", { class: "bo-chart__label", text: `${c.name} (reconstruction)` }),
    h("span", { class: "bo-chart__bars" }, bar(c.dealt_mean, "bo-chart__bar--dealt"), bar(c.held_mean, "bo-chart__bar--held")))),
  h("p", { class: "bo-chart__legend", "aria-hidden": "true" },
    h("span", { class: "bo-chart__bar bo-chart__bar--dealt bo-chart__bar--key" }), " dealt it ", h("span", { class: "bo-chart__bar bo-chart__bar--held bo-chart__bar--key" }), " holding it at the close"));
}

function table(result) {
  const t = h("table", { class: "bo-balance__table" },
    h("caption", { text: `Rise & Fall cards (reconstruction), ${result.games} games of ${result.players} players, ${result.hands} hands; mean hand ${result.mean_hand}` }),
    h("thead", {}, h("tr", {}, ...["Card", "Face", "Hands dealt", "Mean score, dealt it", "Mean score, holding it at the close", "Absurdly strong?"]
      .map((c) => h("th", { scope: "col", text: c })))));
  const body = h("tbody");
  for (const c of result.cards) {
    body.append(h("tr", {}, h("th", { scope: "row", text: c.name }), h("td", { text: c.face }), h("td", { text: String(c.dealt_hands) }),
      h("td", { text: String(c.dealt_mean) }), h("td", { text: String(c.held_mean) }), h("td", { text: c.strong ? "yes" : "no" })));
  }
  t.append(body);
  const seats = h("table", { class: "bo-balance__table" },
    h("caption", { text: "Seats" }),
    h("thead", {}, h("tr", {}, ...["Seat", "Share of the wins", "Mean score per hand", "Hands closed", "Absurdly strong?"]
      .map((c) => h("th", { scope: "col", text: c })))),
    h("tbody", {}, ...result.seats.map((s) => h("tr", {}, h("th", { scope: "row", text: `Player ${s.seat + 1}` }),
      h("td", { text: `${(s.win_share * 100).toFixed(1)}%` }), h("td", { text: String(s.mean_net) }), h("td", { text: String(s.closes) }),
      h("td", { text: s.strong ? "yes" : "no" })))));
  return [t, seats];
}

/** The balance section; ``players()`` gives the table size to check. */
export function balanceSection(players) {
  const statusEl = h("p", { class: "bo-balance__status", role: "status" });
  const out = h("div", { class: "bo-balance__out" });
  const run = h("button", { type: "button", class: "md-button" }, `Run the check (${GAMES} bot games)`);
  const section = h("section", { class: "bo-balance", "aria-label": "Balance of the reconstruction" },
    h("h3", { class: "bo-h", text: "Is the reconstruction balanced?" }),
    h("p", { class: "bo-hint", text: "The faces of the Rise & Fall cards are the archive's reconstruction. This check plays bot-only games to 200 with them and asks whether any card or seat is absurdly strong." }),
    run, statusEl, out);
  run.addEventListener("click", async () => {
    const n = players();
    run.disabled = true;
    statusEl.textContent = `Playing ${GAMES} games of ${n} players…`;
    try {
      const result = await call("bourse.balance", { players: n, games: GAMES, seed: 1 });
      const verdict = result.verdict.ok ? "No card and no seat is absurdly strong" : `Absurdly strong: ${result.verdict.strong.join(", ")}`;
      statusEl.textContent = `${verdict} (${result.verdict.rule}).`;
      out.replaceChildren(chart(result), h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "region", "aria-label": "Balance tables" }, ...table(result)));
    } catch (err) {
      statusEl.textContent = `The check could not run: ${err && err.message ? err.message : err}`;
    } finally {
      run.disabled = false;
    }
  });
  return section;
}
