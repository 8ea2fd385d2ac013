// Foundation demo: a seeded Gavitt's Stock Exchange deal computed by the real engine in Python.
// The same edition, player count and seed give the same deal here and in CPython (tests check it).
import { h } from "../../dom.js";
import { call } from "../../runtime.js";
import { mountStatus } from "../../status.js";
import { field, numberInput, select } from "../../ui/form.js";

export function mount(root) {
  root.textContent = "";
  root.classList.add("topeka-demo--deal");
  const status = mountStatus(root);
  const edition = select("edition", [["1903", "1903 rules"], ["2003", "2003 rules"]], root.dataset.edition || "2003");
  const players = select("players", [[3, "3 brokers"], [4, "4 brokers"], [5, "5 brokers"], [6, "6 brokers"]], 4);
  const seed = numberInput("seed", { value: 1903, min: 0 });
  const button = h("button", { type: "submit", class: "md-button md-button--primary", text: "Deal" });
  // noValidate: our own message, announced in the live region, explains a bad seed
  const form = h("form", { class: "topeka-form", noValidate: true },
    field("Edition", edition), field("Players", players), field("Seed", seed), button);
  const out = h("div", { class: "topeka-deal", "aria-live": "polite" });
  root.append(form, out);

  let alive = true;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const seedValue = Number.parseInt(seed.value, 10);
    if (!Number.isSafeInteger(seedValue) || seedValue < 0) {
      out.textContent = "The seed must be a whole number, 0 or more.";
      return;
    }
    button.disabled = true;
    out.textContent = "Dealing…";
    try {
      const result = await call("gavitt.deal", { edition: edition.value, players: Number(players.value), seed: seedValue });
      if (!alive) return;
      // Each hand is a list of railroad keys (games.api gavitt.deal).
      out.replaceChildren(h("ol", { class: "topeka-deal__hands" }, ...result.hands.map((hand, seat) =>
        h("li", { "data-seat": String(seat), text: `Broker ${seat + 1}: ${hand.join(", ")}` }))));
    } catch (err) {
      if (alive) out.textContent = `Could not deal: ${err.message}`;
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
