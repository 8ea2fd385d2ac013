// The reader's moves at the Gavitt table: offer the selected cards, take back an offer, take
// another's (first, then choose what to give: take.js), call out the word. Each is refused with a
// plain message (and the clause) while the table is not trading.
import { createTakeFirst } from "./take.js";

/** Sets G.doOffer, doCancel, doTake, doTakeOwn, doCall and the selection's helpers; returns the
 * take-first hold (take.js). */
export function wireActions(G, { session, hand, pace, root }) {
  const { S, log, clauses: C } = G;
  const takeFirst = createTakeFirst(G, session, pace);
  function selectedKeys() {
    const cards = session.S.view ? session.S.view.in_hand : [];
    return [...S.selected].sort((a, b) => a - b).map((i) => cards[i]).filter(Boolean);
  }

  function needRunning() {
    const phase = session.S.phase;
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

  G.doOffer = () => {
    if (!needRunning()) return;
    const cards = selectedKeys();
    if (!cards.length) {
      hand.showMessage(G.say("select_first"), undefined, "warn");
      return;
    }
    session.act({ type: "offer", cards }, (answer) => {
      S.selected.clear();
      // the offer as the engine words it (the view's my_offer.text: "You offer two Santa Fe.")
      const mine = answer && answer.view && answer.view.my_offer;
      if (mine && mine.text) log.announce(mine.text);
    });
  };
  G.doCancel = () => needRunning() && session.act({ type: "cancel" });
  G.selectedKeys = selectedKeys;
  G.firstCard = () => hand.firstCard();
  G.held = () => takeFirst.held;
  G.releaseHold = () => takeFirst.release(G.say("let_go"));
  G.selectionChanged = () => takeFirst.selected();
  G.doTake = (offer) => needRunning() && takeFirst.take(offer);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && takeFirst.held) takeFirst.release(G.say("let_go"));
  });
  G.doTakeOwn = (offer) => needRunning() && session.act({ type: "take", offer: offer.offer, own: true });
  G.doCall = (input) => {
    if (!needRunning()) return;
    const word = input.value;
    if (!word.trim()) {
      hand.showMessage(G.say("type_word"), undefined, "warn");
      input.focus();
      return;
    }
    session.act({ type: "call", word: word.slice(0, 40) }, () => { input.value = ""; });
  };
  return takeFirst;
}
