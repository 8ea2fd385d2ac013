// Bourse's cards as the page draws them. Everything shown comes from the engine's card
// descriptions (view.cards and view.rise_fall_cards: key, kind, name, face, mark, account): a
// Rise & Fall face is never drawn without its mark ("From the text", "Partly from the text" or
// "Reconstruction"), because the text gives one face whole and one in part, and none of the others.
import { h } from "../../dom.js";

/** A card's accessible name: what it shows first (WCAG 2.5.3), then where the face comes from (a
 * card face down is named by the engine's words, face_down_card, where it is drawn). */
export function cardLabel(card, extra = "") {
  if (card.kind === "rise-fall") return `${card.face}, ${card.mark}${extra}`;
  return `${card.name}${extra}`;
}

/** Which halves a Rise & Fall face has, in its order: "rise", "fall" (from the card's rise and fall lists). */
const halves = (card) => [(card.rise || []).length && "rise", (card.fall || []).length && "fall"].filter(Boolean);

/** The visible face of a card (its words are the start of the button's name, WCAG 2.5.3). */
export function cardFace(card) {
  if (!card) return h("span", { class: "bo-card bo-card--back", "aria-hidden": "true" });
  const cls = `bo-card bo-card--${card.kind}${card.kind === "capital" ? ` bo-cap--${card.key}` : ""}`;
  if (card.kind === "rise-fall") {
    // each part ends with a space inside it (a flex container drops spaces between its items), so
    // the words read as the button's name does
    return h("span", { class: cls, "aria-hidden": "true" },
      // the face's halves in the order the engine words them: its Rise (if any), then its Fall (if any)
      ...card.face.split(" — ").map((half, i) => h("span", { class: `bo-card__${halves(card)[i] ?? "fall"}`, text: `${half} ` })),
      h("span", { class: `bo-card__recon bo-card__recon--${card.source}`, text: card.mark }));
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

/** Each Rise & Fall card of ``cards`` with its evidence, in the engine's words, drawn beside the
 * cards themselves: where the face comes from, what the text prints, what is assumed. */
export function evidenceItems(cards) {
  return cards.filter((c) => c.kind === "rise-fall")
    .map((c) => h("li", { class: "bo-evidence__item" }, h("strong", { text: `${c.name}: ` }), c.account));
}
