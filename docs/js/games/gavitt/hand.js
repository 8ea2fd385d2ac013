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
 * elements' own, and the game's G). */
function buildHand(G) {
  const say = G.say;
  const H = { G, say };
  H.list = h("div", { class: "gv-hand__cards", role: "group", "aria-label": say("cards_group") });
  H.myOfferCards = h("div", { class: "gv-hand__offer-cards" });
  const cancelBtn = h("button", { type: "button", class: "md-button", onclick: () => G.doCancel() }, say("take_back"));
  H.myOffer = h("div", { class: "gv-hand__offer", hidden: true },
    h("span", { class: "gv-hand__offer-label", text: say("your_offer_label") }), H.myOfferCards, cancelBtn);
  H.offerBtn = h("button", { type: "button", class: "md-button md-button--primary", onclick: () => G.doOffer() }, say("offer_selected"));
  H.clearBtn = h("button", { type: "button", class: "md-button", onclick: () => { G.S.selected.clear(); G.render(); } }, say("clear_selection"));
  H.received = h("p", { class: "gv-received", hidden: true });
  H.countsKey = createMarksKey(G.say, "gv-counts-key"); // the key under the hand, unfolding to the reasons
  // the Telegram in hand, and what it may cost before the move that would cost it (the engine's
  // warning, with its clauses): the trade and call controls are described by it
  H.telegram = h("p", { class: "gv-telegram", hidden: true, id: `gv-telegram-${++uid}` });
  const callForm = buildCallForm(H);
  H.offerBtn.setAttribute("aria-describedby", H.telegram.id);
  H.message = h("p", { class: "gv-message", hidden: true });
  H.reconstructed = h("p", { class: "gv-reconstructed gv-hint", hidden: true });
  H.heading = h("h3", { class: "gv-h", text: say("your_hand") });
  H.element = h("section", { class: "gv-hand", "aria-label": say("your_hand") },
    H.heading, H.received, H.telegram, H.list, H.countsKey.element, H.myOffer,
    h("div", { class: "gv-hand__actions" }, H.offerBtn, H.clearBtn), callForm, H.message);
  // The card buttons are the list's children, never a copy of them kept aside: whatever empties
  // the list (a new game) also empties what render builds on, so the two cannot disagree.
  H.buttons = H.list.children;
  return H;
}

function buildCallForm(H) {
  const { G, say } = H;
  const callInput = h("input", { type: "text", name: "word", autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", maxlength: "40" });
  const callForm = h("form", { class: "gv-call", novalidate: true },
    field(say("call_word_label"), callInput, { cls: "gv-field" }),
    h("button", { type: "submit", class: "md-button", "aria-describedby": H.telegram.id }, say("call")));
  callForm.addEventListener("submit", (event) => {
    event.preventDefault();
    G.doCall(callInput);
  });
  return callForm;
}

/** `quiet`: change the words on screen without announcing them again (a countdown). */
function showMessage(H, text, clause = undefined, kind = "error", quiet = false) {
  const { message } = H;
  message.textContent = "";
  message.className = `gv-message gv-message--${kind}`;
  message.append(h("span", { text }));
  // the clause behind a refusal one tap further, named by its words (never its id)
  if (clause) message.append(" ", ...rulesEl([clause]));
  message.hidden = false;
  if (!quiet) H.G.log.announce(text);
}

function clearMessage(H) {
  H.message.hidden = true;
  H.message.textContent = "";
}

// Cards the rules do not fully print (a name or a value the engine fills in) are marked with *
// on the card and explained here, with the clause whose note gives the evidence.
function renderReconstructed(H, v) {
  const { G, reconstructed } = H;
  const rec = v.railroads.filter((r) => r.reconstructed);
  const sig = rec.map((r) => r.key).join(",");
  if (reconstructed.dataset.sig === sig) return;
  reconstructed.dataset.sig = sig;
  reconstructed.hidden = !rec.length;
  const clause = G.clauses.deck;
  // the engine's words; the clause whose note gives the evidence one tap further, named by its words
  reconstructed.replaceChildren(...(rec.length ? [
    G.say("reconstructed", { cards: rec.map((r) => `${r.label} ${money(r.value)}`).join(", ") }),
    ...(clause ? [" ", ...rulesEl([clause])] : []),
  ] : []));
}

function toggleCard(G, i) {
  if (G.S.selected.has(i)) G.S.selected.delete(i);
  else G.S.selected.add(i);
  G.render();
  if (G.selectionChanged) G.selectionChanged();
}

/** As many card buttons as cards in hand; whether the focused one was removed. */
function fitButtons(H, count) {
  const { G, list, buttons } = H;
  let lostFocus = false;
  while (buttons.length > count) {
    const b = list.lastElementChild;
    if (b === document.activeElement) lostFocus = true;
    b.remove();
  }
  while (buttons.length < count) {
    const i = buttons.length;
    list.append(h("button", { type: "button", class: "gv-card gv-card--button", onclick: () => toggleCard(G, i) }));
  }
  return lostFocus;
}

/** The cards in hand, each painted, the ones just received marked and those of the set you collect starred. */
function renderCards(H, v, R, started) {
  const { G, say, list, buttons } = H;
  const S = G.S;
  const hand = v.in_hand;
  // mark the cards just received
  const fresh = new Map();
  if (S.received && S.received.round === v.round) for (const k of S.received.cards) fresh.set(k, (fresh.get(k) || 0) + 1);
  const lostFocus = fitButtons(H, hand.length);
  const seen = new Map();
  hand.forEach((k, i) => {
    const b = buttons[i];
    const rr = started ? R.get(k) : null;
    paintCard(b, rr);
    const n = (seen.get(k) || 0) + 1;
    seen.set(k, n);
    const isNew = started && n <= (fresh.get(k) || 0);
    b.classList.toggle("gv-card--new", isNew);
    b.setAttribute("aria-pressed", String(S.selected.has(i)));
    // a card of the set you collect is starred, and its name says why (the view's marks, in the engine's words)
    const mark = started && v.marks ? v.marks[k] : null;
    b.classList.toggle("gv-card--counts", !!mark);
    const label = rr ? cardButtonLabel(rr, say, isNew ? say("just_received") : "") : say("face_down_card", { i: i + 1 });
    b.setAttribute("aria-label", mark ? G.say("card_counts", { card: label, why: mark.why }) : label);
    b.disabled = !started;
  });
  if (lostFocus && buttons.length) buttons[buttons.length - 1].focus();
  H.countsKey.render(v.marks_key, started);
}

function renderMyOffer(H, v, R) {
  const { myOffer, myOfferCards } = H;
  const mine = v.my_offer;
  myOffer.hidden = !mine;
  if (mine) {
    const offSig = mine.cards.join(",");
    if (myOfferCards.dataset.sig !== offSig) {
      myOfferCards.dataset.sig = offSig;
      myOfferCards.replaceChildren(...mine.cards.map((k) => cardFace(R.get(k), { small: true }, H.say)));
    }
  }
}

function renderTelegram(H, v) {
  const { G, telegram } = H;
  const warning = v.telegram ? v.warning : null;
  const tsig = !v.telegram ? "" : warning ? warning.text : "-";
  if (telegram.dataset.sig !== tsig) {
    telegram.dataset.sig = tsig;
    telegram.hidden = !v.telegram;
    telegram.classList.toggle("gv-telegram--warn", !!warning);
    telegram.replaceChildren(...(!v.telegram ? [] : warning ? [warning.text, " ", ...rulesEl(warning.clauses)] : [G.say("telegram")]));
    if (warning && G.session.S.phase === "running") G.log.announce(warning.text);
  }
}

function render(H, v, R) {
  const { G, say } = H;
  const S = G.S;
  const phase = G.session.S.phase;
  const started = phase !== "ready" && !(phase === "between" && G.session.vnow() < v.signal_t) || S.omni;
  const sig = v.in_hand.join(",");
  if (sig !== S.handKey) {
    S.selected.clear();
    S.handKey = sig;
  }
  renderCards(H, v, R, started);
  renderReconstructed(H, v);
  H.list.dataset.cards = started ? sig : "";
  renderMyOffer(H, v, R);
  const n = S.selected.size;
  H.offerBtn.textContent = !n ? say("offer_selected") : n > 2 ? say("offer_selected_many", { n }) : say("offer_selected_cry", { cry: cry(say, n) });
  H.clearBtn.disabled = S.selected.size === 0;
  if (S.received && S.received.round === v.round && started) {
    H.received.hidden = false;
    H.received.textContent = S.received.text; // the engine's sentence: "You receive two Santa Fe from Broker 3."
  } else H.received.hidden = true;
  renderTelegram(H, v);
  H.heading.textContent = v.full_set ? G.say("full_set", { railroad: (R.get(v.full_set) || { label: v.full_set }).label }) : say("your_hand");
}

export function createHand(G) {
  const H = buildHand(G);
  const { list } = H;
  return {
    element: H.element, legend: H.reconstructed, list,
    render: (v, R) => render(H, v, R),
    /** Empty the hand (a new table is being set up). */
    clear: () => { list.textContent = ""; },
    showMessage: (...args) => showMessage(H, ...args),
    clearMessage: () => clearMessage(H),
    firstCard: () => list.querySelector("button"),
  };
}
