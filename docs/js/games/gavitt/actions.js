// The reader's moves at the Gavitt table: offer the selected cards, take back an offer, take
// another's (first, then choose what to give: take.js), call out the word. Each is refused with a
// plain message (and the clause) while the table is not trading.
import { createTakeFirst } from "./take.js";

/** The selected cards' railroad keys, in the hand's order. */
function selectedKeys(G) {
  const view = G.session.S.view;
  const cards = view ? view.in_hand : [];
  return [...G.S.selected].sort((a, b) => a - b).map((i) => cards[i]).filter(Boolean);
}

/** Whether the table is trading (or showing a worked example); if not, the hand says why. */
function needRunning(G, hand) {
  const C = G.clauses;
  const phase = G.session.S.phase;
  if (phase === "example") return true;
  if (phase === "paused") {
    hand.showMessage(G.say("paused_now"), undefined, "warn");
    return false;
  }
  if (phase === "over") {
    hand.showMessage(G.say("over_now"), C.over, "warn");
    return false;
  }
  if (phase === "ready" || phase === "between" || phase === "boot") {
    hand.showMessage(G.say("not_started"), C.signal);
    return false;
  }
  return true;
}

function doOffer(G, hand) {
  if (!needRunning(G, hand)) return;
  const cards = selectedKeys(G);
  if (!cards.length) {
    hand.showMessage(G.say("select_first"), undefined, "warn");
    return;
  }
  G.session.act({ type: "offer", cards }, (answer) => {
    G.S.selected.clear();
    // the offer as the engine words it (the view's my_offer.text: "You offer two Santa Fe.")
    const mine = answer && answer.view && answer.view.my_offer;
    if (mine && mine.text) G.log.announce(mine.text);
  });
}

function doCall(G, hand, input) {
  if (!needRunning(G, hand)) return;
  const word = input.value;
  if (!word.trim()) {
    hand.showMessage(G.say("type_word"), undefined, "warn");
    input.focus();
    return;
  }
  G.session.act({ type: "call", word: word.slice(0, 40) }, () => { input.value = ""; });
}

/** Sets G.doOffer, doCancel, doTake, doTakeOwn, doCall and the selection's helpers; returns the
 * take-first hold (take.js). */
export function wireActions(G, { session, hand, pace, root }) {
  const takeFirst = createTakeFirst(G, session, pace);
  const running = () => needRunning(G, hand);
  G.doOffer = () => doOffer(G, hand);
  G.doCancel = () => running() && session.act({ type: "cancel" });
  G.selectedKeys = () => selectedKeys(G);
  G.firstCard = () => hand.firstCard();
  G.held = () => takeFirst.held;
  G.releaseHold = () => takeFirst.release(G.say("let_go"));
  G.selectionChanged = () => takeFirst.selected();
  G.doTake = (offer) => running() && takeFirst.take(offer);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && takeFirst.held) takeFirst.release(G.say("let_go"));
  });
  G.doTakeOwn = (offer) => running() && session.act({ type: "take", offer: offer.offer, own: true });
  G.doCall = (input) => doCall(G, hand, input);
  return takeFirst;
}
