// The reader's moves at the Gavitt table: offer the selected cards, take back an offer, take
// another's (first, then choose what to give: take.js), call out the word. Each asks the table first
// whether a move can go now (table.js canAct: the one phase check, which says why not by the hand).
import { createTakeFirst } from "./take.js";

/** The selected cards' railroad keys, in the hand's order. */
function selectedKeys(board) {
  const view = board.session.state.view;
  const cards = view ? view.in_hand : [];
  return [...board.state.selected].sort((a, b) => a - b).map((i) => cards[i]).filter(Boolean);
}

function doOffer(board, hand) {
  if (!board.canAct()) return;
  const cards = selectedKeys(board);
  if (!cards.length) {
    hand.showMessage(board.say("select_first"), undefined, "warn");
    return;
  }
  board.session.act({ type: "offer", cards }, (answer) => {
    board.state.selected.clear();
    // the offer as the engine words it (the view's my_offer.text: "You offer two Santa Fe.")
    const mine = answer && answer.view && answer.view.my_offer;
    if (mine && mine.text) board.log.announce(mine.text);
  });
}

function doCall(board, hand, input) {
  if (!board.canAct()) return;
  const word = input.value;
  if (!word.trim()) {
    hand.showMessage(board.say("type_word"), undefined, "warn");
    input.focus();
    return;
  }
  board.session.act({ type: "call", word: word.slice(0, 40) }, () => { input.value = ""; });
}

/** Sets board.doOffer, doCancel, doTake, doTakeOwn, doCall and the selection's helpers; returns the
 * take-first hold (take.js). */
export function wireActions(board, { session, hand, pace, root }) {
  const takeFirst = createTakeFirst(board, session, pace);
  const running = () => board.canAct();
  board.doOffer = () => doOffer(board, hand);
  board.doCancel = () => running() && session.act({ type: "cancel" });
  board.selectedKeys = () => selectedKeys(board);
  board.firstCard = () => hand.firstCard();
  board.held = () => takeFirst.held;
  board.releaseHold = () => takeFirst.release(board.say("let_go"));
  board.selectionChanged = () => takeFirst.selected();
  board.doTake = (offer) => running() && takeFirst.take(offer);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && takeFirst.held) takeFirst.release(board.say("let_go"));
  });
  board.doTakeOwn = (offer) => running() && session.act({ type: "take", offer: offer.offer, own: true });
  board.doCall = (input) => doCall(board, hand, input);
  return takeFirst;
}
