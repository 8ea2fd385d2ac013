// The reader's hand (Gavitt's Stock Exchange): card buttons to select, the offer on the table,
// the cards just received, the Telegram, the call form and the message line for refusals.
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { createMarksKey } from "../../table/marks.js";
import { field } from "../../ui/form.js";
import { cardButtonLabel, cardFace, money, paintCard } from "./cards.js";
import { cry } from "./events.js";

/** Whether the round cannot end until the reader trades: a set is all eight cards of a railroad,
 * so while the reader holds a card of every railroad in play (and has no offer out that a bot
 * could take) nobody else can complete one. */
export function waitsForReader(v) {
  if (!v || v.my_offer) return false;
  const held = new Set(v.in_hand);
  return v.railroads.every((r) => held.has(r.key));
}

let uid = 0;

/** The hand's elements, built once; every function below takes this object (its state is the
 * elements' own, and the game's `board`). */
function buildHand(board) {
  const say = board.say;
  const handParts = { board, say };
  handParts.list = h("div", { class: "gv-hand__cards", role: "group", "aria-label": say("cards_group") });
  handParts.myOfferCards = h("div", { class: "gv-hand__offer-cards" });
  const cancelBtn = h("button", { type: "button", class: "md-button", onclick: () => board.doCancel() }, say("take_back"));
  handParts.myOffer = h("div", { class: "gv-hand__offer", hidden: true },
    h("span", { class: "gv-hand__offer-label", text: say("your_offer_label") }), handParts.myOfferCards, cancelBtn);
  handParts.offerBtn = h("button", { type: "button", class: "md-button md-button--primary", onclick: () => board.doOffer() }, say("offer_selected"));
  handParts.clearBtn = h("button", { type: "button", class: "md-button", onclick: () => { board.state.selected.clear(); board.render(); } }, say("clear_selection"));
  handParts.received = h("p", { class: "gv-received", hidden: true });
  handParts.countsKey = createMarksKey(board.say, "gv-counts-key"); // the key under the hand, unfolding to the reasons
  // the Telegram in hand, and what it may cost before the move that would cost it (the engine's
  // warning, with its clauses): the trade and call controls are described by it
  handParts.telegram = h("p", { class: "gv-telegram", hidden: true, id: `gv-telegram-${++uid}` });
  const callForm = buildCallForm(handParts);
  handParts.offerBtn.setAttribute("aria-describedby", handParts.telegram.id);
  handParts.message = h("p", { class: "gv-message", hidden: true });
  handParts.reconstructed = h("p", { class: "gv-reconstructed gv-hint", hidden: true });
  handParts.heading = h("h3", { class: "gv-h", text: say("your_hand") });
  handParts.element = h("section", { class: "gv-hand", "aria-label": say("your_hand") },
    handParts.heading, handParts.received, handParts.telegram, handParts.list, handParts.countsKey.element, handParts.myOffer,
    h("div", { class: "gv-hand__actions" }, handParts.offerBtn, handParts.clearBtn), callForm, handParts.message);
  // The card buttons are the list's children, never a copy of them kept aside: whatever empties
  // the list (a new game) also empties what render builds on, so the two cannot disagree.
  handParts.buttons = handParts.list.children;
  return handParts;
}

function buildCallForm(handParts) {
  const { board, say } = handParts;
  const callInput = h("input", { type: "text", name: "word", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", maxlength: "40" });
  const callForm = h("form", { class: "gv-call", novalidate: true },
    field(say("call_word_label"), callInput, { cls: "gv-field" }),
    h("button", { type: "submit", class: "md-button", "aria-describedby": handParts.telegram.id }, say("call")));
  callForm.addEventListener("submit", (event) => {
    event.preventDefault();
    board.doCall(callInput);
  });
  return callForm;
}

/** `quiet`: change the words on screen without announcing them again (a countdown). */
function showMessage(handParts, text, clause = undefined, kind = "error", quiet = false) {
  const { message } = handParts;
  message.textContent = "";
  message.className = `gv-message gv-message--${kind}`;
  message.append(h("span", { text }));
  // the clause behind a refusal one tap further, named by its words (never its id)
  if (clause) message.append(" ", ...rulesEl([clause]));
  message.hidden = false;
  if (!quiet) handParts.board.log.announce(text);
}

function clearMessage(handParts) {
  handParts.message.hidden = true;
  handParts.message.textContent = "";
}

// Cards the rules do not fully print (a name or a value the engine fills in) are marked with *
// on the card and explained here, with the clause whose note gives the evidence.
function renderReconstructed(handParts, v) {
  const { board, reconstructed } = handParts;
  const rec = v.railroads.filter((r) => r.reconstructed);
  const sig = rec.map((r) => r.key).join(",");
  if (reconstructed.dataset.sig === sig) return;
  reconstructed.dataset.sig = sig;
  reconstructed.hidden = !rec.length;
  const clause = board.clauses.deck;
  // the engine's words; the clause whose note gives the evidence one tap further, named by its words
  reconstructed.replaceChildren(...(rec.length ? [
    board.say("reconstructed", { cards: rec.map((r) => `${r.label} ${money(r.value)}`).join(", ") }),
    ...(clause ? [" ", ...rulesEl([clause])] : []),
  ] : []));
}

function toggleCard(board, i) {
  if (board.state.selected.has(i)) board.state.selected.delete(i);
  else board.state.selected.add(i);
  board.render();
  if (board.selectionChanged) board.selectionChanged();
}

/** As many card buttons as cards in hand; whether the focused one was removed. */
function fitButtons(handParts, count) {
  const { board, list, buttons } = handParts;
  let lostFocus = false;
  while (buttons.length > count) {
    const b = list.lastElementChild;
    if (b === document.activeElement) lostFocus = true;
    b.remove();
  }
  while (buttons.length < count) {
    const i = buttons.length;
    list.append(h("button", { type: "button", class: "gv-card gv-card--button", onclick: () => toggleCard(board, i) }));
  }
  return lostFocus;
}

/** The cards in hand, each painted, the ones just received marked and those of the set you collect starred. */
function renderCards(handParts, v, railroadsByKey, started) {
  const { board, say, list, buttons } = handParts;
  const state = board.state;
  const hand = v.in_hand;
  // mark the cards just received
  const fresh = new Map();
  if (state.received && state.received.round === v.round) for (const k of state.received.cards) fresh.set(k, (fresh.get(k) || 0) + 1);
  const lostFocus = fitButtons(handParts, hand.length);
  const seen = new Map();
  hand.forEach((k, i) => {
    const b = buttons[i];
    const rr = started ? railroadsByKey.get(k) : null;
    paintCard(b, rr);
    const n = (seen.get(k) || 0) + 1;
    seen.set(k, n);
    const isNew = started && n <= (fresh.get(k) || 0);
    b.classList.toggle("gv-card--new", isNew);
    b.setAttribute("aria-pressed", String(state.selected.has(i)));
    // a card of the set you collect is starred, and its name says why (the view's marks, in the engine's words)
    const mark = started && v.marks ? v.marks[k] : null;
    b.classList.toggle("gv-card--counts", !!mark);
    const label = rr ? cardButtonLabel(rr, say, isNew ? say("just_received") : "") : say("face_down_card", { i: i + 1 });
    b.setAttribute("aria-label", mark ? board.say("card_counts", { card: label, why: mark.why }) : label);
    b.disabled = !started;
  });
  if (lostFocus && buttons.length) buttons[buttons.length - 1].focus();
  handParts.countsKey.render(v.marks_key, started);
}

function renderMyOffer(handParts, v, railroadsByKey) {
  const { myOffer, myOfferCards } = handParts;
  const mine = v.my_offer;
  myOffer.hidden = !mine;
  if (mine) {
    const offSig = mine.cards.join(",");
    if (myOfferCards.dataset.sig !== offSig) {
      myOfferCards.dataset.sig = offSig;
      myOfferCards.replaceChildren(...mine.cards.map((k) => cardFace(railroadsByKey.get(k), { small: true }, handParts.say)));
    }
  }
}

function renderTelegram(handParts, v) {
  const { board, telegram } = handParts;
  const warning = v.telegram ? v.warning : null;
  const tsig = !v.telegram ? "" : warning ? warning.text : "-";
  if (telegram.dataset.sig !== tsig) {
    telegram.dataset.sig = tsig;
    telegram.hidden = !v.telegram;
    telegram.classList.toggle("gv-telegram--warn", !!warning);
    telegram.replaceChildren(...(!v.telegram ? [] : warning ? [warning.text, " ", ...rulesEl(warning.clauses)] : [board.say("telegram")]));
    if (warning && board.session.state.phase === "running") board.log.announce(warning.text);
  }
}

function render(handParts, v, railroadsByKey) {
  const { board, say } = handParts;
  const state = board.state;
  const phase = board.session.state.phase;
  const started = phase !== "ready" && !(phase === "between" && board.session.vnow() < v.signal_t) || state.omni;
  const sig = v.in_hand.join(",");
  if (sig !== state.handKey) {
    state.selected.clear();
    state.handKey = sig;
  }
  renderCards(handParts, v, railroadsByKey, started);
  renderReconstructed(handParts, v);
  handParts.list.dataset.cards = started ? sig : "";
  renderMyOffer(handParts, v, railroadsByKey);
  const n = state.selected.size;
  handParts.offerBtn.textContent = !n ? say("offer_selected") : n > 2 ? say("offer_selected_many", { n }) : say("offer_selected_cry", { cry: cry(say, n) });
  handParts.clearBtn.disabled = state.selected.size === 0;
  if (state.received && state.received.round === v.round && started) {
    handParts.received.hidden = false;
    handParts.received.textContent = state.received.text; // the engine's sentence: "You receive two Santa Fe from Broker 3."
  } else handParts.received.hidden = true;
  renderTelegram(handParts, v);
  handParts.heading.textContent = v.full_set ? board.say("full_set", { railroad: (railroadsByKey.get(v.full_set) || { label: v.full_set }).label }) : say("your_hand");
}

export function createHand(board) {
  const handParts = buildHand(board);
  const { list } = handParts;
  return {
    element: handParts.element, legend: handParts.reconstructed, list,
    render: (v, railroadsByKey) => render(handParts, v, railroadsByKey),
    /** Empty the hand (a new table is being set up). */
    clear: () => { list.textContent = ""; },
    showMessage: (...args) => showMessage(handParts, ...args),
    clearMessage: () => clearMessage(handParts),
    firstCard: () => list.querySelector("button"),
  };
}
