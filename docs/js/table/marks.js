// The key under a hand, for every game: one line ("★ counts for you: which cards, and why") that
// unfolds, by a tap, a click or the keyboard, into the engine's sentences naming each marked card
// and the reason it counts (the view's marks_key, games/core/wording.py marks_key). Folded, it takes
// the one line the short key took, so the hand and the moves still fit a phone's screen; the reason
// is then on the screen for a sighted reader, not only in the cards' accessible names.
import { h } from "../dom.js";

/** say: the game's words (its "counts_key"); className: the game's own class for the key.
 * -> { element, render(lines, shown) }: `lines` the view's marks_key, `shown` whether the key shows. */
export function createMarksKey(say, className) {
  const list = h("ul", { class: "tk-marks__list" });
  const element = h("details", { class: `tk-fold tk-marks ${className}`, hidden: true },
    h("summary", { class: "tk-marks__summary", text: say("counts_key") }), list);
  function render(lines, shown = true) {
    const items = shown && Array.isArray(lines) ? lines : [];
    element.hidden = !items.length;
    const sig = items.join("\n");
    if (list.dataset.sig === sig) return; // an unchanged key keeps its fold and the focus
    list.dataset.sig = sig;
    list.replaceChildren(...items.map((text) => h("li", { text })));
  }
  return { element, render };
}
