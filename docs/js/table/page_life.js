// The table session and the page's life: the bots' tick every TICK_MS, a hidden page told to the
// game (a real-time table pauses), a page being left saved at once; and the session ended with the
// page (the table closed in the engine, every listener removed). `session` is the session's core
// (table/session.js).
import { enqueue } from "./answers.js";
import { stopClock } from "./clock.js";
import { tick } from "./playing.js";
import { save } from "./saving.js";

const TICK_MS = 120;

/** The tick and the page's listeners, from now until the returned destroy(). */
export function livePage(session) {
  const { state, opts } = session;
  const timer = setInterval(() => { if (opts.onTick) opts.onTick(); tick(session); }, TICK_MS);
  const onHidden = () => { if (document.hidden && opts.onHidden) opts.onHidden(); };
  const onPageHide = (event) => {
    if (opts.onLeave) opts.onLeave();
    save(session, true);
    // Unloading: answers still arriving were never shown, so this save stays the last. A page
    // kept in the back-forward cache (persisted) comes back through pageshow and saves again.
    if (!event.persisted) state.leaving = true;
  };
  const onPageShow = () => { state.leaving = false; };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);

  return function destroy() {
    if (!state.alive) return;
    if (state.phase === "running") {
      stopClock(state);
      state.phase = "paused";
    }
    save(session, true);
    state.alive = false;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("pageshow", onPageShow);
    const table = state.table;
    state.gen += 1;
    if (table) enqueue(state, () => session.call("table.close", { table }).catch(() => {}));
  };
}
