// What the table tells the reader, for every game's demo: the table log (newest first), the
// screen-reader announcements (one polite live region, batched so a burst of events is read as
// one message), dismissable notices, and clause references that link to the clause when the page
// shows it. Every word of its own (its headings, its labels, its Dismiss) is the engine's (`say`).
import { h } from "../dom.js";

const LOG_MAX = 200;
// For tests and the curious, beside runtime.js's pendingCalls: announcements batched and not yet made.
let unannounced = 0;
Object.defineProperty(globalThis.__topeka ??= {}, "pendingAnnouncements", { get: () => unannounced, configurable: true });

/** `prefix` names the log's CSS classes (`${prefix}-log`, `${prefix}-live`, …): each game styles its
 * own; `say` is the engine's words (table/words.js). */
export function createLog({ prefix = "gv", say }) {
  const live = h("div", { class: `${prefix}-live`, "aria-live": "polite", "aria-atomic": "false" });
  const notices = h("div", { class: `${prefix}-notices` });
  const list = h("ol", { class: `${prefix}-log__list`, reversed: true });
  const element = h("section", { class: `${prefix}-log`, "aria-label": say("log_label") },
    h("h3", { class: `${prefix}-h`, text: say("log_heading") }),
    h("div", { class: `${prefix}-log__scroll`, tabindex: "0", role: "region", "aria-label": say("log_entries") }, list));
  let entries = [];
  let dirty = false;
  let liveTimer = null;
  const pending = [];

  function announce(text) {
    pending.push(text);
    if (liveTimer) return;
    unannounced += 1;
    liveTimer = setTimeout(() => {
      liveTimer = null;
      unannounced -= 1;
      live.append(h("p", { text: pending.splice(0).join(" ") }));
      while (live.childElementCount > 3) live.firstElementChild.remove();
    }, 250);
  }

  function notice(text, kind = "info") {
    const p = h("p", { class: `${prefix}-notice ${prefix}-notice--${kind}` }, h("span", { text }));
    const close = h("button", { type: "button", class: `${prefix}-linkbtn`, "aria-label": say("dismiss_label"),
      onclick: () => p.remove() }, say("dismiss"));
    p.append(" ", close);
    notices.append(p);
    announce(text);
  }

  return {
    element, live, notices, announce, notice,
    add(text, cls = "", t = 0) {
      entries.unshift({ text, cls, t });
      if (entries.length > LOG_MAX) entries.length = LOG_MAX;
      dirty = true;
    },
    get entries() { return entries; },
    /** Entries from a saved game (damaged ones are left out). */
    set entries(saved) {
      entries = (Array.isArray(saved) ? saved : []).filter((e) => e && typeof e.text === "string").slice(0, LOG_MAX);
      dirty = true;
    },
    render() {
      if (!dirty) return;
      dirty = false;
      list.replaceChildren(...entries.map((e) => h("li", { class: e.cls ? `${prefix}-log--${e.cls}` : null, text: e.text })));
    },
    destroy() { if (liveTimer) unannounced -= 1; clearTimeout(liveTimer); liveTimer = null; },
  };
}
