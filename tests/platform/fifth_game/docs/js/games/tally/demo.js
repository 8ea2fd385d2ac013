// Tally's table (test data of tests/platform/test_fifth_game.py): the reader is seat 0 against one bot.
// The shared table session (table/session.js) runs the table in turn mode; this module draws the
// count, a button per legal action of the reader's view, and the engine's words in the log.
import { h } from "../../dom.js";
import { mountStatus } from "../../status.js";
import { createLog } from "../../table/log.js";
import { randomSeed } from "../../table/options.js";
import { createSession, engineError } from "../../table/session.js";
import { me } from "../../table/seat.js";

export function mount(root) {
  const words = JSON.parse(root.dataset.options || "{}").words || {}; // the engine's (GameType.describe)
  root.textContent = "";
  root.classList.add("ta");
  const status = mountStatus(root);
  const log = createLog({ prefix: "ta" });
  const count = h("p", { class: "ta-count", role: "status" });
  const moves = h("div", { class: "ta-moves", role: "group", "aria-label": "Your moves" });
  const message = h("p", { class: "ta-notice", role: "alert" });
  root.append(message, count, moves, log.element, log.live);

  const session = createSession({
    storageKey: "topeka.tally",
    storeVersion: 1,
    mode: "turn",
    saves: () => false,
    absorb(answer) {
      for (const e of answer.events || []) {
        log.add(e.text, e.seat === me() ? "me" : "");
        log.announce(e.text);
      }
      if (answer.view && answer.view.over) session.S.phase = "over";
    },
    refresh: () => undefined,
    render,
    snapshot: () => ({}),
    humanToMove: (v) => !v.over && v.turn === me(),
    accepted: () => { message.textContent = ""; },
    onError: (text) => { message.textContent = text; },
    onSaveFailed: () => {},
  });

  function render() {
    const v = session.S.view;
    root.dataset.phase = session.S.phase;
    if (!v) return;
    count.textContent = v.over ? `The count is ${v.count}: the game is over.` : `The count is ${v.count} of ${v.target}.`;
    moves.replaceChildren(...(v.legal || []).map((a) =>
      h("button", { type: "button", class: "md-button", onclick: () => session.act(a) }, `Add ${a.amount}`)));
    log.render();
  }

  (async () => {
    try {
      const seed = randomSeed();
      const answer = await session.open("table.new", { game: "tally", seed, human_seats: [0] });
      if (!answer) return;
      log.add((words.new_game || "").replace("{seed}", seed).replace("{target}", answer.view.target));
      session.signal(0);
      if (answer.view.turn === me()) session.stopClock();
      render();
    } catch (err) {
      if (session.alive) message.textContent = `Failed: ${engineError(err)}`;
    }
  })();

  return { destroy() { session.destroy(); log.destroy(); status.destroy(); } };
}
