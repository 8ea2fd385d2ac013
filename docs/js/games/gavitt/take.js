// Take first, then choose what to give (Gavitt's Stock Exchange). Pressing an offer's Take button
// with no cards selected holds the offer for the reader: the table's clock stands still for a
// visible moment (HOLD_MS), so the bots cannot act and the offer cannot go, while the reader
// selects as many cards as the offer holds; the trade is made as soon as they are selected.
// Escape or "Let it go" releases the hold; so does the end of the moment. With cards already
// selected, Take trades at once, as before.
import { seatNamer } from "./events.js";

const HOLD_MS = 10000;

export function createTakeFirst(board, session, pace) {
  const seatName = seatNamer(board.say);
  let held = null; // { offer, timer, until }

  function release(why) {
    if (!held) return;
    const was = held;
    held = null;
    clearTimeout(was.timer);
    clearInterval(was.countdown);
    pace.hold(false);
    if (why) board.showMessage(why, undefined, "warn");
    board.render();
  }

  function send(offer) {
    const cards = board.selectedKeys();
    session.act({ type: "take", offer: offer.offer, cards }, () => board.state.selected.clear());
  }

  function hold(offer) {
    release();
    const what = offer.count === 1 ? board.say("one_card") : board.say("two_cards");
    held = { offer, until: performance.now() + HOLD_MS };
    pace.hold(true);
    held.timer = setTimeout(() => release(board.say("hold_over", { who: seatName(offer.seat) })), HOLD_MS);
    const say = (quiet) => board.showMessage(board.say("held", { who: seatName(offer.seat), seconds: Math.max(0, Math.ceil((held.until - performance.now()) / 1000)), what }), undefined, "info", quiet);
    say(false); // announced once; the countdown then changes only what is on screen
    held.countdown = setInterval(() => { if (held) say(true); }, 1000);
    board.render();
    const first = board.firstCard();
    if (first) first.focus();
  }

  return {
    get held() { return held && held.offer; },
    /** The reader pressed an offer's Take button. */
    take(offer) {
      const n = board.state.selected.size;
      if (n === offer.count) {
        release();
        send(offer);
      } else if (n === 0 || (held && held.offer.offer === offer.offer)) {
        if (!held || held.offer.offer !== offer.offer) hold(offer);
      } else {
        board.showMessage(board.say("select_for", { what: offer.count === 1 ? board.say("one_card") : board.say("two_cards"), who: seatName(offer.seat), n }), undefined, "warn");
      }
    },
    /** The selection changed: a held offer is taken as soon as enough cards are chosen. */
    selected() {
      if (held && board.state.selected.size === held.offer.count) {
        const offer = held.offer;
        release();
        send(offer);
      }
    },
    release,
  };
}
