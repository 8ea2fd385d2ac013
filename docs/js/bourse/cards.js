// Bourse's cards as the page draws them. Everything shown comes from the engine's card
// descriptions (view.cards and view.rise_fall_cards: key, kind, name, face, reconstruction): a
// Rise & Fall face is never drawn without its "Reconstruction" mark, because the text does not
// give the faces. Options and their place in the URL hash live here too.
import { h } from "../dom.js";

export const SPEEDS = [
  ["fast", "Fast: react in ¼ to ¾ s"],
  ["steady", "Steady: react in ½ to 1½ s"],
  ["slow", "Slow: react in 1 to 2½ s"],
  ["mixed", "Mixed: fast, steady and slow"],
];
const MAX_SEED = 4294967295;

export const defaults = () => ({ players: 4, speed: "steady", seed: null });

/** A card's accessible name: what it shows first (WCAG 2.5.3), then the reconstruction mark. */
export function cardLabel(card, extra = "") {
  if (!card) return "Card, face down";
  if (card.kind === "rise-fall") return `${card.face}, Reconstruction${extra}`;
  return `${card.name}${extra}`;
}

/** The visible face of a card (its words are the start of the button's name, WCAG 2.5.3). */
export function cardFace(card) {
  if (!card) return h("span", { class: "bo-card bo-card--back", "aria-hidden": "true" });
  const cls = `bo-card bo-card--${card.kind}${card.kind === "capital" ? ` bo-cap--${card.key}` : ""}`;
  if (card.kind === "rise-fall") {
    // each part ends with a space inside it (a flex container drops spaces between its items), so
    // the words read as the button's name does
    return h("span", { class: cls, "aria-hidden": "true" },
      ...card.face.split(" — ").map((half) => h("span", { class: `bo-card__${half.startsWith("Rise") ? "rise" : "fall"}`, text: `${half} ` })),
      h("span", { class: "bo-card__recon", text: "Reconstruction" }));
  }
  return h("span", { class: cls, "aria-hidden": "true" }, h("span", { class: "bo-card__name", text: card.name }));
}

/** Plain words for a list of keys, using the engine's names: "2 × London, Rise & Fall 9". */
export function keysText(keys, names) {
  const counts = new Map();
  for (const k of keys) counts.set(k, (counts.get(k) || 0) + 1);
  return [...counts].map(([k, n]) => `${n > 1 ? `${n} × ` : ""}${names.get(k) || k}`).join(", ");
}

export function points(n, sign = false) {
  return `${sign && n > 0 ? "+" : n < 0 ? "−" : ""}${Math.abs(n)}`;
}

// ------------------------------------------------------------------ options in the hash
export function isOptionsHash(hash) {
  return typeof hash === "string" && hash.replace(/^#/, "").includes("=");
}

export function toHash(o) {
  return `#players=${o.players}&speed=${encodeURIComponent(o.speed)}${o.seed === null ? "" : `&seed=${o.seed}`}`;
}

/** -> { options, problems: [string], given }; never throws. */
export function parseHash(hash) {
  const options = defaults();
  const problems = [];
  const raw = String(hash || "").replace(/^#/, "");
  if (!isOptionsHash(raw)) return { options, problems, given: false };
  for (const [key, value] of new URLSearchParams(raw)) {
    if (key === "players") {
      const n = /^[3-7]$/.test(value) ? Number(value) : null;
      if (n === null) problems.push(`players must be 3 to 7, not “${value.slice(0, 20)}”`);
      else options.players = n;
    } else if (key === "speed") {
      if (SPEEDS.some(([v]) => v === value)) options.speed = value;
      else problems.push(`speed “${value.slice(0, 20)}” is not one of ${SPEEDS.map(([v]) => v).join(", ")}`);
    } else if (key === "seed") {
      const n = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (Number.isSafeInteger(n) && n <= MAX_SEED) options.seed = n;
      else problems.push(`the seed must be a whole number 0 to ${MAX_SEED}`);
    } else problems.push(`unknown option “${key.slice(0, 20)}”`);
  }
  return { options, problems, given: true };
}

export function checkOptions(o) {
  const { options, problems } = parseHash(toHash({ ...defaults(), ...(o || {}) }));
  if (problems.length) throw new Error(`bad saved options (${problems.join("; ")})`);
  return options;
}

export function randomSeed() {
  return Math.floor(Math.random() * 1_000_000);
}
