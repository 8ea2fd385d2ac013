// "Same deal, both editions" on the comparison page: one seeded deal, on the railroads both texts
// name, played by the bots under the 1903 and the 2003 rules. The engine (gavitt.same_deal) does
// all of it: the deal, both rounds, the score lines with their clauses and the differences; this
// file only shows what it answers, two columns on a wide screen, stacked on a phone, in the engine's
// words (games/gavitt/wording.py PAGE_WORDS, in the page's data-options).
import { h } from "../../dom.js";
import { call } from "../../runtime.js";
import { mountStatus } from "../../status.js";
import { readSpec } from "../../table/options.js";
import { wordsOf } from "../../table/words.js";

let uid = 0;

function money(x) {
  return (x < 0 ? "\u2212$" : "$") + Math.abs(x);
}

/** The pages that hold each text's clauses (the page's data-clause-pages), by text. */
function clausePages(root) {
  try {
    return JSON.parse(root.dataset.clausePages || "{}");
  } catch {
    return {};
  }
}

function clauseLink(sameDeal, id) {
  const base = sameDeal.pages[id.split("-")[0]];
  return base ? h("a", { href: `${base}#${id}`, class: "topeka-cmp-id", text: id }) : h("span", { class: "topeka-cmp-id", text: id });
}

/** The form (players, seed, play), the live line and where the answer goes. */
function buildForm(sameDeal) {
  const { say, n } = sameDeal;
  sameDeal.players = h("select", { name: "players", id: `sd-players-${n}` },
    ...[3, 4, 5].map((p) => h("option", { value: String(p), text: say("players_option", { n: p }) })));
  sameDeal.players.value = "4";
  sameDeal.seed = h("input", { type: "number", name: "seed", id: `sd-seed-${n}`, min: "0", step: "1", value: "1", inputmode: "numeric" });
  sameDeal.play = h("button", { type: "submit", class: "md-button md-button--primary", text: say("same_play") });
  sameDeal.form = h("form", { class: "topeka-form topeka-samedeal-form", "aria-label": say("same_form"), noValidate: true },
    h("div", { class: "topeka-field" }, h("label", { for: sameDeal.players.id, text: say("deal_players") }), sameDeal.players),
    h("div", { class: "topeka-field" }, h("label", { for: sameDeal.seed.id, text: say("deal_seed") }), sameDeal.seed),
    sameDeal.play);
  sameDeal.live = h("p", { class: "topeka-lab-live", role: "status", "aria-live": "polite" });
  sameDeal.out = h("div", { class: "topeka-samedeal" });
}

export function mount(root) {
  root.textContent = "";
  root.classList.add("topeka-demo--samedeal");
  const say = wordsOf(readSpec(root));
  const sameDeal = {
    root, say, pages: clausePages(root), alive: true,
    EDITIONS: ["1903", "2003"].map((ed) => [ed, say("edition_rules", { edition: ed })]),
  };
  const status = mountStatus(root);
  sameDeal.n = ++uid;
  buildForm(sameDeal);
  root.append(sameDeal.form, sameDeal.live, sameDeal.out);
  sameDeal.form.addEventListener("submit", (event) => submit(sameDeal, event));
  root.dataset.state = "idle";
  return {
    destroy() {
      sameDeal.alive = false;
      status.destroy();
    },
  };
}

function lineItem(sameDeal, line) {
  return h("li", {}, sameDeal.say("same_line", { amount: money(line.amount), what: line.what }), clauseLink(sameDeal, line.clause), sameDeal.say("same_line_end"));
}

function column(sameDeal, ed, heading, x) {
  const { say } = sameDeal;
  const hid = `sd-${ed}-${sameDeal.n}`;
  const rows = x.totals.map((total, seat) => h("tr", {},
    h("th", { scope: "row", text: say("broker", { n: seat + 1 }) }),
    h("td", {}, h("ul", { class: "topeka-samedeal-lines" }, ...x.lines.filter((l) => l.seat === seat).map((l) => lineItem(sameDeal, l)))),
    h("td", { class: "topeka-samedeal-total", text: money(total) })));
  const log = h("details", { class: "topeka-samedeal-log" },
    h("summary", { text: say("same_log", { count: x.events.length }) }),
    h("ol", {}, ...x.events.map((e) => h("li", { text: e.text }))));
  return h("section", { class: "topeka-samedeal-col", "aria-labelledby": hid, "data-edition": ed },
    h("h3", { id: hid, text: heading }),
    h("p", { text: say("same_call", { n: x.caller + 1, trades: x.trades }) +
      say(x.params.telegram ? "same_telegram" : "same_no_telegram") + say(x.params.fines ? "same_fines" : "same_no_fines") }),
    h("div", { class: "topeka-lab-tablewrap" }, h("table", { class: "topeka-samedeal-score" },
      h("caption", { text: say("same_caption", { rules: heading }) }),
      h("thead", {}, h("tr", {}, ...["broker", "lines", "total"].map((k) => h("th", { scope: "col", text: say(`same_col_${k}`) })))),
      h("tbody", {}, ...rows))),
    log);
}

function differences(sameDeal, r) {
  const { say } = sameDeal;
  return r.differences.length
    ? h("ul", { class: "topeka-samedeal-diffs" }, ...r.differences.map((d) => h("li", {},
      h("strong", { text: say("same_difference", { n: d.seat + 1, old: money(d.amount["1903"]), new: money(d.amount["2003"]) }) }),
      ...sameDeal.EDITIONS.map(([ed, name]) => h("div", {}, say("same_rules_said", { rules: name }),
        h("ul", {}, ...d.lines[ed].map((l) => lineItem(sameDeal, l))))))))
    : h("p", { text: say("same_no_difference") });
}

function render(sameDeal, r) {
  const { say, n } = sameDeal;
  const labels = Object.fromEntries(r.editions["1903"].railroads.map((rr) => [rr.key, rr.label]));
  const hands = h("ol", { class: "topeka-samedeal-hands" }, ...r.deal.hands.map((hand, seat) =>
    h("li", { text: say("broker_hand", { n: seat + 1, cards: hand.map((k) => labels[k]).join(", ") }) })));
  const diffs = differences(sameDeal, r);
  const dealId = `sd-deal-${n}`;
  const diffId = `sd-diff-${n}`;
  sameDeal.out.replaceChildren(
    h("section", { "aria-labelledby": dealId },
      h("h3", { id: dealId, text: say("same_deal", { seed: r.seed, dealer: r.deal.dealer + 1 }) }), hands),
    h("div", { class: "topeka-samedeal-cols" }, ...sameDeal.EDITIONS.map(([ed, name]) => column(sameDeal, ed, name, r.editions[ed]))),
    h("section", { "aria-labelledby": diffId, class: "topeka-samedeal-diffwrap" },
      h("h3", { id: diffId, text: say("same_changed") }), diffs));
}

async function submit(sameDeal, event) {
  const { say, seed, live, play } = sameDeal;
  event.preventDefault();
  const s = Number(seed.value);
  if (seed.value === "" || !Number.isSafeInteger(s) || s < 0) {
    live.textContent = say("deal_bad_seed");
    return;
  }
  play.disabled = true;
  live.textContent = say("same_playing");
  try {
    const r = await call("gavitt.same_deal", { players: Number(sameDeal.players.value), seed: s });
    if (!sameDeal.alive) return;
    render(sameDeal, r);
    const total = (ed) => r.editions[ed].totals.map((t, i) => say("same_total", { n: i + 1, amount: money(t) })).join(", ");
    const count = r.differences.length;
    live.textContent = say("same_played", { old: total("1903"), new: total("2003"),
      differ: say(count === 1 ? "same_differ_one" : "same_differ", { count }) });
    sameDeal.root.dataset.state = "done";
  } catch (err) {
    if (sameDeal.alive) live.textContent = say("same_failed", { reason: err.message });
  } finally {
    if (sameDeal.alive) play.disabled = false;
  }
}
