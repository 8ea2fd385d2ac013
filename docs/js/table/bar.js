// The table's bar: Start (the dealer's signal) and Pause on a real-time table, the board's own
// controls, a new deal, the link to the deal, and the round's words and clock. Drawn from the
// table's phase; a text is written only when it changed, so an idle table leaves the page's
// layout alone (the clock is drawn every tick).
import { h } from "../dom.js";

/**
 * b: { say, cls, realTime, layout (the board's: bar, barInfo, soloBar), pace (table/pace.js: its toggle is
 *      in the bar, at the table at any time), start(), pause(), newDeal() }
 * -> { element, start, pause, newDeal, dealLink, render({phase, options, href, info}), showClock(text) }
 */
export function createBar(b) {
  const { say, cls, realTime, layout } = b;
  const button = (text, onclick, klass = "md-button") => h("button", { type: "button", class: klass, onclick }, text);
  const start = realTime ? button(say("start"), () => b.start(), `md-button md-button--primary ${cls}-start`) : null;
  const pause = realTime ? button(say("pause"), () => b.pause(), `md-button ${cls}-pause`) : null;
  const newDeal = button(say("new_deal"), () => b.newDeal());
  const dealLink = h("a", { class: `${cls}-deallink`, href: "#" }, say("deal_link"));
  const infoEl = h("span", { class: `${cls}-round` });
  const clockEl = h("span", { class: `${cls}-clock`, text: "" });
  // what a player at a shared table does not do (the host's), and what nobody does there (a reader alone's)
  for (const el of [start, pause].filter(Boolean)) el.classList.add("tk-host-only");
  for (const el of [newDeal, dealLink, ...(layout.soloBar || [])]) el.classList.add("tk-solo-only");
  const paceToggle = b.pace ? b.pace.control : null;
  const element = h("div", { class: `${cls}-bar` }, ...[start, pause, paceToggle, ...(layout.bar || []), newDeal, dealLink].filter(Boolean),
    h("span", { class: `${cls}-bar__info` }, infoEl, clockEl, ...(layout.barInfo || [])));

  function showClock(text) {
    if (clockEl.textContent !== text) clockEl.textContent = text;
  }

  /** The bar for the table's phase: `options` of the game in play (none yet: no new deal), `href`
   * the deal's own link (none at a shared table), `info` the round's words. */
  function render({ phase, options, href, info }) {
    if (realTime) {
      start.hidden = !(phase === "ready" || phase === "between");
      start.textContent = phase === "between" ? say("start_next") : say("start");
      pause.hidden = !(phase === "running" || phase === "paused");
      pause.textContent = phase === "paused" ? say("resume") : say("pause");
      pause.classList.toggle(`${cls}-pause--resume`, phase === "paused");
    }
    if (b.pace) b.pace.update(); // the toggle says the pace of the table now (a first game ended: its pace too)
    newDeal.disabled = !options;
    if (href) dealLink.href = href;
    else dealLink.removeAttribute("href");
    if (infoEl.textContent !== info) infoEl.textContent = info;
  }

  return { element, start, pause, newDeal, dealLink, render, showClock };
}
