// The status line every demo shows: loading (what is happening), Ready, or failed with a reason
// and a Retry button. It is an element with role="status" so screen readers hear it. A table gives
// `state()`, its state in the engine's words (dealt, trading open, scored, game over): once the
// engine is up the line says that instead of Ready, and `update()` says it again when it changed,
// so a screen reader hears the table's state as it changes, not "Ready" for the whole game. The
// box's data-status is the runtime's own state (loading, ready, failed) whatever the line says.
import { h } from "./dom.js";
import { word } from "./pagewords.js";
import { ensureReady, subscribe } from "./runtime.js";

export function mountStatus(container, { state = null } = {}) {
  const line = h("p", { role: "status", "aria-live": "polite", class: "topeka-runtime-status__line" });
  const retry = h("button", { type: "button", class: "md-button topeka-runtime-status__retry", text: word("status_retry"), hidden: true,
    onclick: () => ensureReady().catch(() => {}) });
  const box = h("div", { class: "topeka-runtime-status" }, line, retry);
  container.append(box);
  const write = (text) => { if (line.textContent !== text) line.textContent = text; };
  const readyText = () => (state && state()) || word("stage_ready");
  const unsubscribe = subscribe((s) => {
    box.dataset.status = s.status;
    if (s.status === "ready") write(readyText());
    else if (s.status === "failed") write(word("status_failed", { reason: s.error }));
    else write(word("status_loading", { stage: s.stage || word("status_waiting") }));
    retry.hidden = s.status !== "failed";
  });
  // A page that hosts a demo starts Python as soon as the demo mounts (pages without demos never do).
  ensureReady().catch(() => {});
  return {
    element: box, destroy: unsubscribe,
    /** The table's state changed: say it, once the engine is up (a line still loading keeps its stage). */
    update() { if (box.dataset.status === "ready") write(readyText()); },
  };
}
