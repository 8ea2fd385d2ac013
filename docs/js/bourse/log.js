// The table log of the Bourse demo (newest first) and its announcements for screen readers. Each
// engine event is worded here from the event's own fields (who called how many, who exchanged
// with whom, who closed); what you receive is announced at once.
import { h } from "../dom.js";

const LOG_MAX = 200;

export function createLog(live) {
  let entries = [];
  let dirty = true;
  let timer = null;
  const pending = [];
  const list = h("ol", { class: "bo-log__list", reversed: true });
  const element = h("section", { class: "bo-log", "aria-label": "Table log" },
    h("h3", { class: "bo-h", text: "Table log (newest first)" }),
    h("div", { class: "bo-log__scroll", tabindex: "0", role: "region", "aria-label": "Table log entries" }, list));

  function announce(text) {
    pending.push(text);
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      live.append(h("p", { text: pending.splice(0).join(" ") }));
      while (live.childElementCount > 3) live.firstElementChild.remove();
    }, 250);
  }
  function add(text, cls = "") {
    entries.unshift({ text, cls });
    if (entries.length > LOG_MAX) entries.length = LOG_MAX;
    dirty = true;
  }
  function event(e, name, names) {
    const you = (s) => s === 0;
    const mine = (...seats) => (seats.includes(0) ? "me" : "");
    switch (e.type) {
      case "deal":
        add(`Hand ${e.hand}: ${name(e.dealer)} ${you(e.dealer) ? "deal" : "deals"} all ${e.sizes.reduce((a, b) => a + b, 0)} cards.`, "deal");
        break;
      case "call":
        add(`${name(e.seat)}: “${e.count}!”${e.meets ? " (meets an equal call)" : ""}`, mine(e.seat));
        break;
      case "withdraw":
        add(`${name(e.seat)} ${you(e.seat) ? "stop" : "stops"} calling.`, mine(e.seat));
        break;
      case "trade":
        add(`${name(e.giver)} and ${you(e.taker) ? "you" : name(e.taker)} exchange ${e.count} card${e.count > 1 ? "s" : ""}.`, mine(e.giver, e.taker));
        break;
      case "received":
        if (e.to === 0) {
          const text = `You received ${[...e.cards].map((k) => names.get(k) || k).join(", ")} from ${name(e.from)}.`;
          add(text, "me");
          announce(text);
        }
        break;
      case "close": {
        const text = `${name(e.seat)} ${you(e.seat) ? "call" : "calls"} “${e.word}”: all exchange stops.`;
        add(text, "end");
        announce(text);
        break;
      }
      case "score": {
        const mineNet = e.results.find((r) => r.seat === 0);
        add(`Hand ${e.hand} scored, starting with ${name(e.closer).toLowerCase() === "you" ? "you" : name(e.closer)}: totals ${e.totals.join(", ")}.`, "end");
        announce(`Hand ${e.hand} scored. Your hand: ${mineNet.net >= 0 ? "plus" : "minus"} ${Math.abs(mineNet.net)}; your total is ${e.totals[0]}.`);
        break;
      }
      case "game_over": {
        const w = e.winners.map(name).join(" and ");
        const text = `Game over: ${w} ${e.winners.length === 1 && e.winners[0] !== 0 ? "wins" : "win"} with ${e.scores[e.winners[0]]}.`;
        add(text, "end");
        announce(text);
        break;
      }
      default:
        break;
    }
  }
  function render() {
    if (!dirty) return;
    dirty = false;
    list.replaceChildren(...entries.map((e) => h("li", { class: e.cls ? `bo-log--${e.cls}` : null, text: e.text })));
  }
  return {
    element, add, event, announce, render,
    entries: () => entries.slice(),
    load(saved) {
      entries = saved.filter((e) => e && typeof e.text === "string").slice(0, LOG_MAX);
      dirty = true;
    },
    destroy() { clearTimeout(timer); },
  };
}
