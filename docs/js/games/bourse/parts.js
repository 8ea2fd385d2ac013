// The players round the table and the calls on it, from the engine's view: who deals, how many
// cards each holds, who is calling what number (never which cards); your card buttons.
import { h } from "../../dom.js";
import { cardFace, cardLabel } from "./cards.js";
import { me } from "../../table/seat.js";

/** One toggle button per card in ``keys``, kept across renders (a tick must not swap a button
 * under a click or the focus); ``byKey`` (key -> the engine's card) is null while face down. */
export function syncCardButtons(list, keys, byKey, selected, onToggle, marks, say) {
  while (list.children.length > keys.length) list.lastElementChild.remove();
  while (list.children.length < keys.length) {
    const i = list.children.length;
    list.append(h("button", { type: "button", class: "bo-cardbtn", onclick: () => onToggle(i) }));
  }
  keys.forEach((k, i) => {
    const b = list.children[i];
    const card = byKey ? byKey.get(k) : null;
    // a card that counts for you (a rising or falling capital, your Rise & Fall card, the Selling
    // card: the view's marks) is starred, and its name says why, in the engine's words
    const mark = card && marks[k] ? marks[k] : null;
    const face = card ? `${card.key}${mark ? `:${mark.why}` : ""}` : "";
    if (b.dataset.face !== face) {
      b.dataset.face = face;
      b.replaceChildren(cardFace(card));
      b.classList.toggle("bo-cardbtn--counts", !!mark);
      b.classList.toggle("bo-cardbtn--falling", !!(mark && !mark.good));
      const label = card ? cardLabel(card) : say("face_down_card", { i: i + 1 });
      b.setAttribute("aria-label", mark ? say("card_counts", { card: label, why: mark.why }) : label);
    }
    b.disabled = !byKey;
    b.setAttribute("aria-pressed", String(selected.has(i)));
  });
}

/** The players round the table, in the engine's words (`say`). */
export function seatItems(v, name, say) {
  return Array.from({ length: v.players }, (_, s) => {
    const c = v.calls.find((x) => x.seat === s);
    return h("li", { class: `bo-seat${s === me() ? " bo-seat--me" : ""}`, "data-seat": String(s) },
      h("strong", { text: s === me() ? say("seat_you", { n: s + 1 }) : name(s) }), " ",
      h("span", { class: "bo-seat__score", text: say("seat_total", { total: v.scores[s] }) }),
      h("span", { class: "bo-seat__tags" }, s === v.dealer ? h("span", { class: "bo-badge", text: say("dealer") }) : null,
        h("span", { class: "bo-badge bo-badge--muted", text: say("n_cards", { n: v.hand_sizes[s] }) }),
        c ? h("span", { class: "bo-badge bo-badge--call", text: say("calling", { n: c.count }) }) : null));
  });
}

/** One item per open call of another player, each with its "Match with selected cards" button. */
export function callItems(v, name, onMatch, say) {
  return v.calls.filter((c) => c.seat !== me()).map((c) => {
    const b = h("button", { type: "button", class: "md-button bo-match", onclick: () => onMatch(c),
      "aria-label": say("match_name", { who: name(c.seat), n: c.count }) }, say("match"));
    return h("li", { class: "bo-call", "data-call": String(c.call), "data-count": String(c.count) },
      h("span", { text: say("calls", { who: name(c.seat), n: c.count }) }), " ", b);
  });
}
