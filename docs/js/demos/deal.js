// Foundation demo: a seeded Gavitt's Stock Exchange deal computed by the real engine in Python.
// The same edition, player count and seed give the same deal here and in CPython (tests check it).
import { call } from "../runtime.js";
import { mountStatus } from "../status.js";

function field(labelText, control) {
  const label = document.createElement("label");
  label.className = "topeka-field";
  const span = document.createElement("span");
  span.textContent = labelText;
  label.append(span, control);
  return label;
}

function select(name, options, value) {
  const s = document.createElement("select");
  s.name = name;
  for (const [v, text] of options) {
    const o = document.createElement("option");
    o.value = String(v);
    o.textContent = text;
    s.append(o);
  }
  s.value = String(value);
  return s;
}

function cardLabel(card) {
  if (typeof card === "string") return card;
  return card.label || card.railroad || card.name || JSON.stringify(card);
}

export function mount(root) {
  root.textContent = "";
  root.classList.add("topeka-demo--deal");
  const status = mountStatus(root);
  const form = document.createElement("form");
  form.className = "topeka-form";
  form.noValidate = true; // our own message, announced in the live region, explains a bad seed
  const edition = select("edition", [["1903", "1903 rules"], ["2003", "2003 rules"]], root.dataset.edition || "2003");
  const players = select("players", [[3, "3 brokers"], [4, "4 brokers"], [5, "5 brokers"], [6, "6 brokers"]], 4);
  const seed = document.createElement("input");
  seed.type = "number";
  seed.name = "seed";
  seed.min = "0";
  seed.step = "1";
  seed.value = "1903";
  const button = document.createElement("button");
  button.type = "submit";
  button.className = "md-button md-button--primary";
  button.textContent = "Deal";
  form.append(field("Edition", edition), field("Players", players), field("Seed", seed), button);
  const out = document.createElement("div");
  out.className = "topeka-deal";
  out.setAttribute("aria-live", "polite");
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
      out.textContent = "";
      const list = document.createElement("ol");
      list.className = "topeka-deal__hands";
      result.hands.forEach((hand, seat) => {
        const li = document.createElement("li");
        li.dataset.seat = String(seat);
        li.textContent = `Broker ${seat + 1}: ${hand.map(cardLabel).join(", ")}`;
        list.append(li);
      });
      out.append(list);
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
