// Foundation demo: a seeded Gavitt's Stock Exchange deal computed by the real engine in Python.
// The same edition, player count and seed give the same deal here and in CPython (tests check it).
// Its words are the engine's (games/gavitt/wording.py PAGE_WORDS, in the page's data-options), and
// a hand is shown by the railroads' printed names, never by the engine's keys.
import { h } from "../../dom.js";
import { call } from "../../runtime.js";
import { mountStatus } from "../../status.js";
import { readSpec } from "../../table/options.js";
import { wordsOf } from "../../table/words.js";
import { field, numberInput, select } from "../../ui/form.js";

export function mount(root) {
  root.textContent = "";
  root.classList.add("topeka-demo--deal");
  const spec = readSpec(root);
  const say = wordsOf(spec);
  const status = mountStatus(root);
  const editions = Object.keys(spec.editions || {}).sort();
  const edition = select("edition", editions.map((ed) => [ed, say("edition_rules", { edition: ed })]), root.dataset.edition || "2003");
  const range = spec.params.players;
  const players = select("players", Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i)
    .map((n) => [n, say("players_option", { n })]), 4);
  const seed = numberInput("seed", { value: 1903, min: 0 });
  const button = h("button", { type: "submit", class: "md-button md-button--primary", text: say("deal_button") });
  // noValidate: our own message, announced in the live region, explains a bad seed
  const form = h("form", { class: "topeka-form", noValidate: true },
    field(say("deal_edition"), edition), field(say("deal_players"), players), field(say("deal_seed"), seed), button);
  const out = h("div", { class: "topeka-deal", "aria-live": "polite" });
  root.append(form, out);

  let alive = true;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const seedValue = Number.parseInt(seed.value, 10);
    if (!Number.isSafeInteger(seedValue) || seedValue < 0) {
      out.textContent = say("deal_bad_seed");
      return;
    }
    button.disabled = true;
    out.textContent = say("dealing");
    try {
      const result = await call("gavitt.deal", { edition: edition.value, players: Number(players.value), seed: seedValue });
      if (!alive) return;
      // Each hand is a list of railroad keys (games.api gavitt.deal), shown by the railroads' labels.
      const labels = Object.fromEntries(result.railroads.map((rr) => [rr.key, rr.label]));
      out.replaceChildren(h("ol", { class: "topeka-deal__hands" }, ...result.hands.map((hand, seat) =>
        h("li", { "data-seat": String(seat), text: say("broker_hand", { n: seat + 1, cards: hand.map((k) => labels[k]).join(", ") }) }))));
    } catch (err) {
      if (alive) out.textContent = say("deal_failed", { reason: err.message });
    } finally {
      button.disabled = false;
    }
  });
  return {
    destroy() {
      alive = false;
      status.destroy();
    },
  };
}
