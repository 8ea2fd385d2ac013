// What pauses or ends a shared table, on a player's page where the player is looking: beside the hand
// and the moves (each board places it: table/table.js `notice`), with what the player can still do
// there. A closed table's moves are disabled, and stay so when the game's renderers draw again (a
// card selected, the log): a MutationObserver disables what they enable or add.
import { h } from "../dom.js";

/** root: the demo; -> { element, kind, show(kind, text, actions), hide(), lock(on) } */
export function createTableNotice(root) {
  const text = h("span", { class: "tk-table-notice__text" });
  const bar = h("span", { class: "tk-table-notice__bar" });
  const element = h("div", { class: "tk-table-notice", hidden: true }, text, bar);
  const locked = new Set();
  let observer = null;

  /** `actions`: the elements it offers (null: keep those shown). */
  function show(kind, words, actions) {
    element.dataset.kind = kind;
    element.hidden = false;
    if (text.textContent !== words) text.textContent = words;
    if (actions) bar.replaceChildren(...actions);
  }

  function hide() {
    element.hidden = true;
    delete element.dataset.kind;
    text.textContent = "";
    bar.replaceChildren();
  }

  function disable() {
    for (const el of root.querySelectorAll(".tk-table :is(button, input, select, textarea)")) {
      if (el.disabled || el.closest(".tk-table-notice")) continue;
      el.disabled = true;
      locked.add(el);
    }
  }

  /** The table's moves disabled (on) or given back as they were (off). */
  function lock(on) {
    if (!on) {
      if (observer) observer.disconnect();
      observer = null;
      for (const el of locked) el.disabled = false;
      locked.clear();
      delete root.dataset.closed;
      return;
    }
    root.dataset.closed = "";
    disable();
    if (!observer) {
      observer = new MutationObserver(disable);
      observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["disabled"] });
    }
  }

  return {
    element, show, hide, lock,
    /** What it says now: "away", "closed", or undefined. */
    get kind() { return element.hidden ? undefined : element.dataset.kind; },
  };
}
