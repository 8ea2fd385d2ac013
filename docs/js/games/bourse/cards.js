// Bourse's cards as the page draws them. Everything shown comes from the engine's card
// descriptions (view.cards and view.rise_fall_cards: key, kind, name, face, reconstruction): a
// Rise & Fall face is never drawn without its "Reconstruction" mark, because the text does not
// give the faces.
import { h } from "../../dom.js";

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
