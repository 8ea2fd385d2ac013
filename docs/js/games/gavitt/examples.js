// Worked examples ("Try it", tryit.js) on the Gavitt table: the example's position in your seat,
// the table standing still at the time of its move, which you make or "Show me" plays; the
// outcome is the engine's (example.play). Your own game is saved first and comes back when the
// example is closed.
export function mountExamples(root, board, { session, takeFirst, pause, clearTable, backToOwnGame }) {
  const { state, log } = board;

  /** Resolves with example.load's answer, or null when another table was asked for meanwhile. */
  async function load(id, onOutcome) {
    takeFirst.release();
    if (session.state.phase === "running") pause(board.say("paused_example"));
    session.save(true); // your own game, as it stands, comes back when the example is closed
    state.example = { id, move: null, onOutcome };
    let answer;
    try {
      answer = await session.open("example.load", { game: "gavitt", id });
    } catch (err) {
      state.example = null;
      throw err;
    }
    if (!answer) return null;
    state.example.move = answer.example.move;
    session.state.phase = "example";
    session.state.base = answer.example.move.t; // your move is made at the example's own time
    clearTable(answer.events);
    log.add(board.say("example", { title: answer.example.title }));
    board.render();
    return answer;
  }

  async function leave() {
    if (!state.example || !session.alive) return;
    state.example = null;
    await backToOwnGame();
  }

  root.topekaExamples = {
    accepts: (game, seat) => game === "gavitt" && seat === 0 && board.alone(), // not at a shared table
    load,
    play: () => state.example && state.example.move && session.act({ ...state.example.move }),
    leave,
  };
  return { destroy: () => delete root.topekaExamples };
}
