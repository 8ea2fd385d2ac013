// The status line every demo shows: loading (what is happening), Ready, or failed with a reason
// and a Retry button. It is an element with role="status" so screen readers hear it.
import { h } from "./dom.js";
import { ensureReady, subscribe } from "./runtime.js";

export function mountStatus(container) {
  const line = h("p", { role: "status", "aria-live": "polite", class: "topeka-runtime-status__line" });
  const retry = h("button", { type: "button", class: "md-button topeka-runtime-status__retry", text: "Retry", hidden: true,
    onclick: () => ensureReady().catch(() => {}) });
  const box = h("div", { class: "topeka-runtime-status" }, line, retry);
  container.append(box);
  const unsubscribe = subscribe((s) => {
    box.dataset.status = s.status;
    if (s.status === "ready") line.textContent = "Ready";
    else if (s.status === "failed") line.textContent = `Failed: ${s.error}`;
    else line.textContent = `Loading: ${s.stage || "waiting"}…`;
    retry.hidden = s.status !== "failed";
  });
  // A page that hosts a demo starts Python as soon as the demo mounts (pages without demos never do).
  ensureReady().catch(() => {});
  return { element: box, destroy: unsubscribe };
}
