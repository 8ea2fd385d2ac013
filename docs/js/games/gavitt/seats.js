// The brokers around the table and the offers on it (Gavitt's Stock Exchange). Offer rows are
// kept across renders (a row's Take button keeps focus while its offer stands); when the offer
// that held focus goes, focus moves to the offers' heading rather than to the page's top.
import { h } from "../../dom.js";
import { cardFace, money } from "./cards.js";
import { cry, seatNamer } from "./events.js";
import { me } from "../../table/seat.js";

export function createSeats(board) {
  const say = board.say;
  const seatName = seatNamer(say);
  const element = h("ul", { class: "gv-seats", "aria-label": say("brokers_at_table") });
  function render(v, railroadsByKey) {
    const omni = board.state.omni;
    const items = [];
    for (let s = 0; s < v.players; s++) {
      const offer = v.offers.find((o) => o.seat === s);
      const li = h("li", { class: `gv-seat${s === me() ? " gv-seat--me" : ""}`, "data-seat": String(s) });
      li.append(h("div", { class: "gv-seat__head" },
        h("strong", { text: s === me() ? say("seat_you", { n: s + 1 }) : seatName(s) }),
        h("span", { class: "gv-seat__score", text: money(v.scores[s]) })));
      const tags = h("div", { class: "gv-seat__tags" });
      if (s === v.dealer) tags.append(h("span", { class: "gv-badge", text: say("dealer") }));
      if (s !== me()) tags.append(h("span", { class: "gv-badge gv-badge--muted", text: say("n_cards", { n: v.hand_sizes[s] }) }));
      const holder = omni ? omni.telegram_holder : (v.telegram ? 0 : null);
      if (holder === s) tags.append(h("span", { class: "gv-badge gv-badge--telegram", text: say("telegram_badge") }));
      if (offer) tags.append(h("span", { class: "gv-badge gv-badge--offer", text: cry(say, offer.count) }));
      li.append(tags);
      if (omni && s !== me() && omni.hands && omni.hands[s]) {
        const cards = h("div", { class: "gv-seat__cards", "aria-label": board.say("their_cards", { n: s + 1, cards: (omni.hand_words || [])[s] || "" }), role: "group" });
        for (const k of omni.hands[s]) cards.append(cardFace(railroadsByKey.get(k), { small: true }, say));
        li.append(cards);
      }
      items.push(li);
    }
    element.replaceChildren(...items);
  }
  return { element, render };
}

export function createOffers(board) {
  const say = board.say;
  const offersParts = { board, say, seatName: seatNamer(say), rows: new Map() }; // rows: offer id -> li
  offersParts.list = h("ul", { class: "gv-offers__list" });
  offersParts.empty = h("p", { class: "gv-muted", text: say("no_offers") });
  offersParts.heading = h("h3", { class: "gv-h", tabindex: "-1", text: say("offers_on_table") });
  const element = h("section", { class: "gv-offers", "aria-label": say("offers_on_table") }, offersParts.heading, offersParts.list, offersParts.empty);
  return { element, render: (v, railroadsByKey) => renderOffers(offersParts, v, railroadsByKey) };
}

/** A row for an offer newly on the table: who offers, its cards and the buttons to take it. */
function offerRow(offersParts, o) {
  const { board, say, seatName } = offersParts;
  const takeBtn = h("button", { type: "button", class: "md-button gv-take", "data-role": "take", onclick: () => board.doTake(o) });
  const ownBtn = h("button", { type: "button", class: "md-button gv-take-own", "data-role": "own", onclick: () => board.doTakeOwn(o) });
  const letGo = h("button", { type: "button", class: "md-button gv-let-go", "data-role": "let-go", hidden: true,
    onclick: () => board.releaseHold() }, say("let_it_go"));
  return h("li", { class: "gv-offer", "data-offer": String(o.offer), "data-count": String(o.count) },
    h("span", { class: "gv-offer__who", text: say("offer_line", { who: seatName(o.seat), cry: cry(say, o.count) }) }),
    h("span", { class: "gv-offer__cards" }), takeBtn, ownBtn, letGo,
    h("span", { class: "gv-badge gv-badge--held", "data-role": "held", hidden: true, text: say("held_badge") }));
}

/** An offer's row brought up to date: its cards (face down unless the teaching view knows them) and its buttons. */
function updateRow(offersParts, li, o, raw, mine, railroadsByKey) {
  const { board, say, seatName } = offersParts;
  const cardsEl = li.querySelector(".gv-offer__cards");
  const known = raw && raw.get(o.offer);
  const cardKeys = known || null; // railroad keys (games.gavitt omniscient view)
  const sig = cardKeys ? cardKeys.join(",") : `?${o.count}`;
  if (cardsEl.dataset.sig !== sig) {
    cardsEl.dataset.sig = sig;
    cardsEl.replaceChildren(...(cardKeys ? cardKeys.map((k) => cardFace(railroadsByKey.get(k), { small: true }, say))
      : Array.from({ length: o.count }, () => cardFace(null, { small: true }, say))));
    li.dataset.cards = cardKeys ? cardKeys.join(",") : "";
  }
  const take = li.querySelector("[data-role=take]");
  const what = say(o.count === 1 ? "one_card" : "two_cards");
  take.textContent = say("take_offer", { who: seatName(o.seat), what });
  const ready = board.state.selected.size === o.count;
  take.setAttribute("aria-label", say(ready ? "take_offer_giving" : "take_offer_hold", { who: seatName(o.seat), what }));
  const held = board.held() && board.held().offer === o.offer;
  li.classList.toggle("gv-offer--held", !!held);
  li.querySelector("[data-role=held]").hidden = !held;
  li.querySelector("[data-role=let-go]").hidden = !held;
  const own = li.querySelector("[data-role=own]");
  own.hidden = !(mine && mine.count === o.count);
  own.textContent = say("answer_offer");
  own.setAttribute("aria-label", say("answer_offer_name", { who: seatName(o.seat), what }));
}

function renderOffers(offersParts, v, railroadsByKey) {
  const { board, rows } = offersParts;
  const others = v.offers.filter((o) => o.seat !== me());
  const mine = v.my_offer;
  const raw = board.state.omni ? new Map(board.state.omni.raw_offers.map(([id, _s, cards]) => [id, cards])) : null;
  const live = new Set(others.map((o) => o.offer));
  let lostFocus = false;
  for (const [id, li] of rows) {
    if (!live.has(id)) {
      if (li.contains(document.activeElement)) lostFocus = true;
      li.remove();
      rows.delete(id);
    }
  }
  for (const o of others) {
    let li = rows.get(o.offer);
    if (!li) {
      li = offerRow(offersParts, o);
      rows.set(o.offer, li);
      offersParts.list.append(li);
    }
    updateRow(offersParts, li, o, raw, mine, railroadsByKey);
  }
  offersParts.empty.hidden = others.length > 0;
  if (lostFocus) offersParts.heading.focus();
}
