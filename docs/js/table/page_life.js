// The table session and the page's life: the bots' tick every TICK_MS, a hidden page told to the
// game (a real-time table pauses), a page being left saved at once; and the session ended with the
// page (the table closed in the engine, every listener removed). T is the session's core
// (table/session.js).
import { enqueue } from "./answers.js";
import { stopClock } from "./clock.js";
import { tick } from "./playing.js";
import { save } from "./saving.js";

const TICK_MS = 120;

/** The tick and the page's listeners, from now until the returned destroy(). */
export function livePage(T) {
  const { S, opts } = T;
  const timer = setInterval(() => { if (opts.onTick) opts.onTick(); tick(T); }, TICK_MS);
  const onHidden = () => { if (document.hidden && opts.onHidden) opts.onHidden(); };
  const onPageHide = (event) => {
    if (opts.onLeave) opts.onLeave();
    save(T, true);
    // Unloading: answers still arriving were never shown, so this save stays the last. A page
    // kept in the back-forward cache (persisted) comes back through pageshow and saves again.
    if (!event.persisted) S.leaving = true;
  };
  const onPageShow = () => { S.leaving = false; };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);

  return function destroy() {
    if (!S.alive) return;
    if (S.phase === "running") {
      stopClock(S);
      S.phase = "paused";
    }
    save(T, true);
    S.alive = false;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    const table = S.table;
    S.gen += 1;
    if (table) enqueue(S, () => T.call("table.close", { table }).catch(() => {}));
  };
}
