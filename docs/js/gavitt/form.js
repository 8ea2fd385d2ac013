// The Options form of the Gavitt table: players, bot speed, target, seed and the rules that can
// be switched (the Telegram, the 1903 fines, forgetful and careless bots). It reads into the
// demo's options (gavitt/options.js), or reports in plain words what it could not accept.
import { h } from "../dom.js";
import { checkbox, field, numberInput, select } from "../ui/form.js";
import { money } from "./cards.js";
import { SPEEDS, defaults } from "./options.js";

const MAX_SEED = 4294967295;

export function createBoardOptions(edition, onSubmit, onProblems) {
  const f = (label, control, hint) => field(label, control, { hint, cls: "gv-field", hintCls: "gv-hint" });
  const check = (name, label, hint) => checkbox(name, label, { hint, cls: "gv-check", hintCls: "gv-hint" });
  const players = select("players", [[3, "3 brokers"], [4, "4 brokers"], [5, "5 brokers"], [6, "6 brokers"]]);
  const speed = select("speed", SPEEDS);
  const target = numberInput("target", { min: 100, max: 100000, step: 50 });
  const seed = numberInput("seed", { min: 0, placeholder: "random" });
  const telegram = check("telegram", "Telegram card",
    "An extra card that travels with every trade of its holder; whoever holds it at the end gains $100, or loses $100 if he called.");
  const fines = check("fines", "Fines (1903 clauses 31–35)",
    "Fines for a slow start, unlike pairs, a call without a full set, idling, and keeping the Telegram.");
  const forget = check("forget", "Bots may forget the word",
    "Now and then a bot with a full set cannot recollect TOPEKA for a few seconds.");
  const careless = check("careless", "Careless bots", "Bots sometimes lay down an unlike pair (and are fined for it).");
  const form = h("form", { class: "gv-options__form", novalidate: true },
    f("Players", players, "You and 2 to 5 bots."),
    f("Target ($)", target, `Dollars that win the game (${edition}: ${money(defaults(edition).target)}).`),
    f("Seed", seed, "The deal's number; blank = a new one."),
    telegram.label,
    edition === "1903" ? fines.label : null,
    forget.label,
    edition === "1903" ? careless.label : null,
    h("div", { class: "gv-options__buttons" },
      h("button", { type: "submit", class: "md-button md-button--primary" }, "New game with these options")),
  );
  const element = h("details", { class: "gv-options" }, h("summary", { text: "Options" }), form);

  function fill(o) {
    players.value = String(o.players);
    speed.value = o.speed;
    target.value = String(o.target);
    seed.value = o.seed === null ? "" : String(o.seed);
    telegram.input.checked = o.telegram;
    fines.input.checked = o.fines;
    forget.input.checked = o.forget;
    careless.input.checked = o.careless;
  }

  function read() {
    const o = defaults(edition);
    const problems = [];
    o.players = Number(players.value);
    o.speed = speed.value;
    o.telegram = telegram.input.checked;
    o.fines = edition === "1903" && fines.input.checked;
    o.forget = forget.input.checked;
    o.careless = edition === "1903" && careless.input.checked;
    const t = target.value.trim();
    if (t) {
      const n = Number(t);
      if (!/^\d+$/.test(t) || n < 100 || n > 100000) problems.push("the target is a whole number of dollars, 100 to 100000");
      else o.target = n;
    }
    const s = seed.value.trim();
    if (s) {
      const n = Number(s);
      if (!/^\d+$/.test(s) || !Number.isSafeInteger(n) || n > MAX_SEED) problems.push(`the seed is a whole number, 0 to ${MAX_SEED}`);
      else o.seed = n;
    }
    return { o, problems };
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const { o, problems } = read();
    if (problems.length) onProblems(problems);
    else onSubmit(o);
  });
  // The bots' speed stands beside Start (a newcomer chooses it before the first deal), not in here.
  const speedField = f("Bot speed", speed, "How fast the bots react. Before Start, the same deal is dealt again at the new speed; later, it is for the next game.");
  return { element, fill, speedField, speed: () => speed.value };
}
