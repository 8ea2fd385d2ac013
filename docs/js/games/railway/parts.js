// The railway table's renderers: the track of every train, the stack and exposed card, the
// "Pass" window, your station and hand (drawn as cards, the ones that count for you marked), your
// moves (every button is one of the engine's legal actions) and the engine's own score lines.
// Every sentence is the engine's (PAGE_WORDS of games/railway/wording.py, said by key through
// `say`), and so is every move's name (the view's legal_words) and every other control's label.
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { createMarksKey } from "../../table/marks.js";
import { me } from "../../table/seat.js";

/** A seat as the engine words it: "You", "Player 2" (games/core/wording.py). */
export const whoOf = (say) => (s) => (s === me() ? say("you") : say("seat", { n: s + 1 }));

/** A legal move as its button names it: the engine's words for it (the view's legal_words, in the
 * order of its legal actions; games/railway/view_words.py action_words). */
export function moveText(v, a) {
  const i = v.legal.indexOf(a);
  const text = i >= 0 && Array.isArray(v.legal_words) ? v.legal_words[i] : undefined;
  // a defect, not a reader's line: the error names the view's missing entry as the code does
  if (typeof text !== "string") throw new TypeError(`view.legal_words[${i}]: ${a.type}`);
  return text;
}

/** The track: a row per player, its lengths numbered to the exit and the laid train a token on
 * its length, the train's cards under the row. On a phone the laid trains' cards are folded behind
 * one button (the tokens stay), so that late in a game the track, your hand and your moves still
 * fit one screen. The heading and the button are built once, so the button keeps the keyboard's
 * focus while the bots play; only the rows are redrawn. */
export function renderTrack(el, v, cards, say) {
  const who = whoOf(say);
  if (!el.querySelector(".rw-track__head")) {
    const toggle = h("button", { type: "button", class: "rw-linkbtn rw-track__toggle", "aria-expanded": "false",
      onclick: () => foldTrains(el, toggle.getAttribute("aria-expanded") === "true", say) });
    el.replaceChildren(h("div", { class: "rw-track__head" }, h("h3"), toggle), h("ul", { class: "rw-track__list" }));
    foldTrains(el, true, say);
  }
  el.querySelector(".rw-track__head h3").textContent = say("track_head", { moves: v.moves_to_win });
  el.classList.toggle("rw-track--laid", v.trains.some((t) => t !== null));
  el.querySelector(".rw-track__list").replaceChildren(...v.stations.map((co, s) => {
      const laid = v.trains[s] !== null;
      const pos = v.positions[s];
      const cells = [];
      // the track's lengths numbered from the station (0) to the exit (moves_to_win); the train a token on its length
      for (let i = 0; i <= v.moves_to_win; i++) {
        cells.push(h("span", { class: `rw-cell${i === pos && laid ? " rw-cell--train" : ""}${i === v.moves_to_win ? " rw-cell--exit" : ""}`,
          "aria-hidden": "true", text: String(i) }));
      }
      cells.push(h("span", { class: "rw-track__exit", "aria-hidden": "true", text: say("exit") }));
      return h("li", { class: "rw-track__row", "data-seat": String(s) },
        h("span", { class: "rw-track__who", text: `${who(s)} (${cards.name(co)})` }),
        h("span", { class: "rw-track__cells", role: "img",
          "aria-label": laid ? say("track_at", { who: who(s), at: pos, exit: v.moves_to_win }) : say("track_none", { who: who(s) }) }, ...cells),
        h("span", { class: `rw-track__train${laid ? "" : " rw-track__train--hand"}`,
          text: laid ? v.trains[s].map(cards.name).join(", ") : say("in_hand", { n: v.hand_sizes[s] }) }));
    }));
}

/** Fold (or unfold) the laid trains' cards on a phone; the button says what it will do. */
function foldTrains(el, fold, say) {
  el.classList.toggle("rw-track--folded", fold);
  const toggle = el.querySelector(".rw-track__toggle");
  toggle.setAttribute("aria-expanded", String(!fold));
  // short on the screen, so that it stays on the heading's line; its name says what it does
  toggle.setAttribute("aria-label", say(fold ? "trains_cards_show" : "trains_cards_hide"));
  toggle.replaceChildren(say("trains_cards"), h("span", { "aria-hidden": "true", text: fold ? " \u25b8" : " \u25be" }));
}

/** One card drawn as a card: its company's colour band (the site's colours: the text describes no
 * face), its full name, what it counts at the scoring, and a star when it counts for you; its
 * accessible name says all of it, the reason included (`mark`: the view's marks[key]). */
export function cardEl(key, cards, say, mark = null) {
  const label = say("card", { name: cards.name(key), value: cards.values[key] });
  const co = cards.company[key];
  return h("span", { class: `rw-card rw-co--${co ? co.toLowerCase() : key.toLowerCase()}${mark ? " rw-card--counts" : ""}`,
    role: "img", "aria-label": mark ? say("card_counts", { card: label, why: mark.why }) : label },
  h("span", { class: "rw-card__name", "aria-hidden": "true", text: cards.name(key) }),
  h("span", { class: "rw-card__value", "aria-hidden": "true", text: String(cards.values[key]) }),
  ...(mark ? [h("span", { class: "rw-card__star", "aria-hidden": "true", text: "\u2605" })] : []));
}

export function renderCentre(el, v, say) {
  el.replaceChildren(h("p", { text: v.centre_text }), // the engine's sentence ("Stack: 1 card face down. ...")
    ...(v.exposed_blocked ? [h("p", { text: say("exposed_blocked") })] : []));
}

/** The claim window: who discarded what, who may still call, and the time left (`now`, `start`: virtual ms). */
export function renderClaim(el, v, cards, say, now, start) {
  const w = v.window;
  el.hidden = !w;
  if (!w) return;
  const who = whoOf(say);
  const left = Math.max(0, w.until - now);
  const total = Math.max(1, w.until - start);
  el.replaceChildren(
    h("p", { class: "rw-claim__text", text: say("claim", { who: who(w.discarder), card: cards.name(w.card),
      rule: w.rule_words, seats: w.awaiting.map(who).join(", ") || say("nobody") }) }),
    h("p", { class: "rw-claim__keys", text: say("claim_keys") }),
    h("progress", { class: "rw-claim__time", max: String(total), value: String(left), "aria-label": say("claim_time", { s: (left / 1000).toFixed(1) }) }));
}

// the key under each hand, made once and moved into each redraw, so that it keeps its fold
const KEYS = new WeakMap();
const keyOf = (el, say) => {
  if (!KEYS.has(el)) KEYS.set(el, createMarksKey(say, "rw-hand__key"));
  return KEYS.get(el);
};

/** Your station and hand. In the discard step (`act` given, and the engine's legal discards among
 * `legal`) each card is the button that discards it: the hand is the choice, so a phone shows the
 * hand and the moves on one screen (nine cards drawn once, not again as nine buttons). Redrawn
 * only when what it shows changes, so a card under the pointer or the keyboard is not replaced. */
export function renderMine(el, v, cards, say, legal = [], act = null) {
  const marks = v.marks || {};
  const discards = act ? legal.filter((a) => a.type === "discard") : [];
  // what the train still needs, each empty place once, in the engine's words (view_words.needs_words)
  const needs = v.trains[me()] ? say("train_down") : v.needs_text;
  const key = JSON.stringify([v.hand, marks, needs, v.stations[me()], discards]);
  if (el.dataset.key === key) return;
  el.dataset.key = key;
  const focused = [...el.querySelectorAll("button")].indexOf(document.activeElement);
  const hand = v.hand.map((k, i) => {
    const card = cardEl(k, cards, say, marks[k] || null);
    const a = discards.find((x) => x.card === k);
    if (!a) return h("li", { class: "rw-hand__item" }, card);
    // the button's name is the move; the card's own words (its value, why it counts) describe it
    card.id = `rw-hand-card-${i}`;
    return h("li", { class: "rw-hand__item" }, h("button", { type: "button", class: "rw-card-button", "data-action": "discard",
      "aria-label": moveText(v, a), "aria-describedby": card.id, onclick: () => act(a) }, card));
  });
  el.replaceChildren(h("h3", { text: say("station_head", { station: cards.name(v.stations[me()]), n: v.hand.length }) }),
    h("ul", { class: `rw-hand${discards.length ? " rw-hand--choose" : ""}`, "aria-label": say("hand_head", { n: v.hand.length }) }, ...hand),
    h("p", { class: "rw-needs", text: needs }),
    keyOf(el, say).element);
  keyOf(el, say).render(v.marks_key);
  const buttons = el.querySelectorAll("button");
  if (focused >= 0 && buttons.length) buttons[Math.min(focused, buttons.length - 1)].focus({ preventScroll: true });
}

/** The table's footnote: where the cards' words come from, and that the drawing is the site's. */
export function facesNote(say) {
  return h("p", { class: "rw-faces", text: say("faces") });
}

/** Your moves: a button per legal action, and the demand as two selects. `act(action)` plays one. */
export function drawControls(el, v, legal, cards, say, act) {
  const who = whoOf(say);
  const wasOpen = !!(el.querySelector("details.rw-demand") || {}).open; // the reader unfolded the demand
  el.replaceChildren();
  if (v.over || !legal.length) {
    el.append(h("p", { text: v.over ? say("over") : v.window ? say("others_call") : say("playing", { who: who(v.turn) }) }));
    return;
  }
  // the discards are the cards of your hand (renderMine); the heading says so
  const discarding = legal.some((a) => a.type === "discard");
  el.append(h("h3", { class: v.window ? "rw-claim-head" : "", text: say(v.window ? "claim_head" : discarding ? "discard_head" : "move_head") }));
  const simple = legal.filter((a) => a.type !== "demand" && a.type !== "discard");
  if (simple.length) el.append(h("div", { class: "rw-buttons" }, ...simple.map((a) => h("button", {
    type: "button", class: `md-button${a.type === "call" ? " md-button--primary" : ""}`, "data-action": a.type,
    text: moveText(v, a), onclick: () => act(a) }))));
  const demands = legal.filter((a) => a.type === "demand");
  if (demands.length) el.append(demandForm(v, demands, cards, say, act, wasOpen));
}

/** The demand for a Pass, folded under its name: unfolded, it says first what a failed demand costs
 * (the view's warning, in the engine's words with its clauses), then asks whom and for which card.
 * Folded, it is one line, so the moves still fit a phone's screen; it stays open across redraws. */
function demandForm(v, demands, cards, say, act, open) {
  const who = whoOf(say);
  const fFrom = h("select", { id: "rw-demand-from" }, ...[...new Set(demands.map((a) => a.from))].map((s) => h("option", { value: String(s), text: who(s) })));
  const fCard = h("select", { id: "rw-demand-card" }, ...[...new Set(demands.map((a) => a.card))].map((k) => h("option", { value: k, text: cards.name(k) })));
  const w = v.warning;
  const warning = w ? h("p", { class: "rw-demand__warning", id: "rw-demand-warning" }, w.text, " ", ...rulesEl(w.clauses)) : null;
  const button = h("button", { type: "button", class: "md-button", text: say("demand_button"),
    onclick: () => act({ type: "demand", from: Number(fFrom.value), card: fCard.value }) });
  if (warning) button.setAttribute("aria-describedby", warning.id);
  const details = h("details", { class: "tk-fold rw-demand" }, h("summary", { text: say("demand_group") }), ...(warning ? [warning] : []),
    h("div", { class: "rw-demand__form", role: "group", "aria-label": say("demand_group") },
      h("label", { for: "rw-demand-from", text: say("demand_of") }), fFrom,
      h("label", { for: "rw-demand-card", text: say("demand_card") }), fCard, button));
  details.open = !!open;
  return details;
}

/** The engine's score lines in its words (the view's score_items: "You: +5 for making up your
 * train."), each with its clauses one tap further, under "Rules behind this" (links named by the
 * clauses' own words). */
export function renderScoring(el, v, say) {
  el.hidden = !v.over;
  if (!v.over) return;
  const who = whoOf(say);
  el.replaceChildren(h("h3", { text: v.winner === null ? say("score_none") : say("score_won", { who: who(v.winner) }) }),
    // the reader's own result first, in the engine's words (their place and score, their lines)
    ...(v.yours ? [h("p", { class: "rw-score__yours tk-yours", text: v.yours })] : []),
    h("ul", { class: "rw-score", "aria-label": say("score_caption") },
      ...(v.score_items || []).map((l) => h("li", { class: `rw-score__line${l.seat === me() ? " rw-score__line--me" : ""}` },
        h("span", { text: l.text }), ...rulesEl(l.clauses)))),
    h("p", { text: say("totals", { scores: v.scores.map((s, i) => `${who(i)} ${s}`).join(", ") }) }));
}
