// The teaching view of Gavitt's table (a reader alone): every hand shown. Every hand comes with each
// answer it belongs to (the facade's "teach": its "omni"); turning the view on asks for it once,
// and marks the game as practice in its log.
import { h } from "../../dom.js";
import { call } from "../../runtime.js";
import { checkbox } from "../../ui/form.js";

/** board: the Gavitt board's state (board.js); t: the table's. -> { box, element, on(), showEveryHand(gen) } */
export function teachingView(board, t) {
  const { state, say, session, log } = board;
  const box = checkbox("teaching", say("teaching_label"), { hint: say("teaching_hint"), cls: "gv-check", hintCls: "gv-hint" });
  const element = h("div", { class: "gv-teach tk-solo-only" }, box.label);
  const on = () => box.input.checked && t.alone() && !state.example;

  async function showEveryHand(gen) {
    if (!on() || !session.state.table) {
      state.omni = null;
      return;
    }
    const omni = await call("table.view", { table: session.state.table, seat: "all" });
    if (gen === session.state.gen) state.omni = omni;
  }

  box.input.addEventListener("change", () => {
    if (box.input.checked && session.state.table && !state.practice) {
      state.practice = true;
      log.add(say("teaching_on"));
      log.announce(say("teaching_on"));
    }
    const gen = session.state.gen;
    session.enqueue(async () => {
      await showEveryHand(gen).catch(() => {});
      t.render();
    });
    session.save(true);
  });

  return { box, element, on, showEveryHand };
}
