// "Same deal, both editions" on the comparison page: one seeded deal, on the railroads both texts
// name, played by the bots under the 1903 and the 2003 rules. The engine (gavitt.same_deal) does
// all of it: the deal, both rounds, the score lines with their clauses and the differences; this
// file only shows what it answers, two columns on a wide screen, stacked on a phone.
import { h } from "../../dom.js";
import { call } from "../../runtime.js";
import { mountStatus } from "../../status.js";

const EDITIONS = [["1903", "1903 rules"], ["2003", "2003 rules"]];
let uid = 0;

function money(x) {
  return (x < 0 ? "\u2212$" : "$") + Math.abs(x);
}

export function mount(root) {
  root.textContent = "";
  root.classList.add("topeka-demo--samedeal");
  let pages = {};
  try {
    pages = JSON.parse(root.dataset.clausePages || "{}");
  } catch {
    pages = {};
  }
  const clauseLink = (id) => {
    const base = pages[id.split("-")[0]];
    return base ? h("a", { href: `${base}#${id}`, class: "topeka-cmp-id", text: id }) : h("span", { class: "topeka-cmp-id", text: id });
  };
  const status = mountStatus(root);
  const n = ++uid;
  const players = h("select", { name: "players", id: `sd-players-${n}` },
    ...[3, 4, 5].map((p) => h("option", { value: String(p), text: `${p} brokers` })));
  players.value = "4";
  const seed = h("input", { type: "number", name: "seed", id: `sd-seed-${n}`, min: "0", step: "1", value: "1", inputmode: "numeric" });
  const play = h("button", { type: "submit", class: "md-button md-button--primary", text: "Play this deal under both rules" });
  const form = h("form", { class: "topeka-form topeka-samedeal-form", "aria-label": "Same deal, both editions", noValidate: true },
    h("div", { class: "topeka-field" }, h("label", { for: players.id, text: "Players" }), players),
    h("div", { class: "topeka-field" }, h("label", { for: seed.id, text: "Seed" }), seed),
    play);
  const live = h("p", { class: "topeka-lab-live", role: "status", "aria-live": "polite" });
  const out = h("div", { class: "topeka-samedeal" });
  root.append(form, live, out);
  let alive = true;

  function lineItem(line) {
    return h("li", {}, `${money(line.amount)}, ${line.what} (`, clauseLink(line.clause), ")");
  }

  function column(ed, heading, x) {
    const hid = `sd-${ed}-${n}`;
    const rows = x.totals.map((total, seat) => h("tr", {},
      h("th", { scope: "row", text: `Broker ${seat + 1}` }),
      h("td", {}, h("ul", { class: "topeka-samedeal-lines" }, ...x.lines.filter((l) => l.seat === seat).map(lineItem))),
      h("td", { class: "topeka-samedeal-total", text: money(total) })));
    const log = h("details", { class: "topeka-samedeal-log" },
      h("summary", { text: `The round as played (${x.events.length} events)` }),
      h("ol", {}, ...x.events.map((e) => h("li", { text: e.text }))));
    return h("section", { class: "topeka-samedeal-col", "aria-labelledby": hid, "data-edition": ed },
      h("h3", { id: hid, text: heading }),
      h("p", { text: `Broker ${x.caller + 1} calls TOPEKA after ${x.trades} trades.` +
        (x.params.telegram ? " The Telegram Card is in play." : " No Telegram Card.") +
        (x.params.fines ? " Fines apply." : " No fines.") }),
      h("div", { class: "topeka-lab-tablewrap" }, h("table", { class: "topeka-samedeal-score" },
        h("caption", { text: `Round 1 scored under the ${heading}` }),
        h("thead", {}, h("tr", {}, h("th", { scope: "col", text: "Broker" }), h("th", { scope: "col", text: "Lines" }),
          h("th", { scope: "col", text: "Total" }))),
        h("tbody", {}, ...rows))),
      log);
  }

  function render(r) {
    const labels = Object.fromEntries(r.editions["1903"].railroads.map((rr) => [rr.key, rr.label]));
    const hands = h("ol", { class: "topeka-samedeal-hands" }, ...r.deal.hands.map((hand, seat) =>
      h("li", { text: `Broker ${seat + 1}: ${hand.map((k) => labels[k] || k).join(", ")}` })));
    const diffs = r.differences.length
      ? h("ul", { class: "topeka-samedeal-diffs" }, ...r.differences.map((d) => h("li", {},
        h("strong", { text: `Broker ${d.seat + 1}: ${money(d.amount["1903"])} under 1903, ${money(d.amount["2003"])} under 2003.` }),
        ...EDITIONS.map(([ed, name]) => h("div", {}, `${name}:`,
          h("ul", {}, ...d.lines[ed].map(lineItem)))))))
      : h("p", { text: "Every broker scores the same under both rules." });
    const dealId = `sd-deal-${n}`;
    const diffId = `sd-diff-${n}`;
    out.replaceChildren(
      h("section", { "aria-labelledby": dealId },
        h("h3", { id: dealId, text: `The deal (seed ${r.seed}, Broker ${r.deal.dealer + 1} deals)` }), hands),
      h("div", { class: "topeka-samedeal-cols" }, ...EDITIONS.map(([ed, name]) => column(ed, name, r.editions[ed]))),
      h("section", { "aria-labelledby": diffId, class: "topeka-samedeal-diffwrap" },
        h("h3", { id: diffId, text: "What the rules changed" }), diffs));
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const s = Number(seed.value);
    if (seed.value === "" || !Number.isSafeInteger(s) || s < 0) {
      live.textContent = "The seed must be a whole number, 0 or more.";
      return;
    }
    play.disabled = true;
    live.textContent = "Dealing, then playing round 1 under both rules…";
    try {
      const r = await call("gavitt.same_deal", { players: Number(players.value), seed: s });
      if (!alive) return;
      render(r);
      const total = (ed) => r.editions[ed].totals.map((t, i) => `Broker ${i + 1} ${money(t)}`).join(", ");
      live.textContent = `Round 1 played under both rules. 1903: ${total("1903")}. 2003: ${total("2003")}. ` +
        `${r.differences.length} broker${r.differences.length === 1 ? "" : "s"} score differently.`;
      root.dataset.state = "done";
    } catch (err) {
      if (alive) live.textContent = `Could not play the deal: ${err.message}`;
    } finally {
      if (alive) play.disabled = false;
    }
  });
  root.dataset.state = "idle";
  return {
    destroy() {
      alive = false;
      status.destroy();
    },
  };
}
