// The status line every demo shows: loading (what is happening), Ready, or failed with a reason
// and a Retry button. It is an element with role="status" so screen readers hear it.
import { ensureReady, subscribe } from "./runtime.js";

export function mountStatus(container) {
  const box = document.createElement("div");
  box.className = "topeka-runtime-status";
  const line = document.createElement("p");
  line.setAttribute("role", "status");
  line.setAttribute("aria-live", "polite");
  line.className = "topeka-runtime-status__line";
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "md-button topeka-runtime-status__retry";
  retry.textContent = "Retry";
  retry.hidden = true;
  retry.addEventListener("click", () => ensureReady().catch(() => {}));
  box.append(line, retry);
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
