// The players round the table and the calls on it, from the engine's view: who deals, how many
// cards each holds, who is calling what number (never which cards).
import { h } from "../dom.js";

export function seatItems(v, name) {
  return Array.from({ length: v.players }, (_, s) => {
    const c = v.calls.find((x) => x.seat === s);
    return h("li", { class: `bo-seat${s === 0 ? " bo-seat--me" : ""}`, "data-seat": String(s) },
      h("strong", { text: s === 0 ? "You (player 1)" : name(s) }), " ", h("span", { class: "bo-seat__score", text: `total ${v.scores[s]}` }),
      h("span", { class: "bo-seat__tags" }, s === v.dealer ? h("span", { class: "bo-badge", text: "Dealer" }) : null,
        h("span", { class: "bo-badge bo-badge--muted", text: `${v.hand_sizes[s]} cards` }),
        c ? h("span", { class: "bo-badge bo-badge--call", text: `calling ${c.count}` }) : null));
  });
}

/** One item per open call of another player, each with its "Match with selected cards" button. */
export function callItems(v, name, onMatch) {
  return v.calls.filter((c) => c.seat !== 0).map((c) => {
    const b = h("button", { type: "button", class: "md-button bo-match", onclick: () => onMatch(c),
      "aria-label": `Match with selected cards: ${name(c.seat)}’s call of ${c.count}` }, "Match with selected cards");
    return h("li", { class: "bo-call", "data-call": String(c.call), "data-count": String(c.count) },
      h("span", { text: `${name(c.seat)} calls “${c.count}!”` }), " ", b);
  });
}
