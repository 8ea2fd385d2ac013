// Worked examples ("Try it", tryit.js) on the Gavitt table: the example's position in your seat,
// the table standing still at the time of its move, which you make or "Show me" plays; the
// outcome is the engine's (example.play). Your own game is saved first and comes back when the
// example is closed.
export function mountExamples(root, G, { session, takeFirst, pause, clearTable, backToOwnGame }) {
  const { S, log } = G;

  /** Resolves with example.load's answer, or null when another table was asked for meanwhile. */
  async function load(id, onOutcome) {
    takeFirst.release();
    if (session.S.phase === "running") pause(G.say("paused_example"));
    session.save(true); // your own game, as it stands, comes back when the example is closed
    S.example = { id, move: null, onOutcome };
    let answer;
    try {
      answer = await session.open("example.load", { game: "gavitt", id });
    } catch (err) {
      S.example = null;
      throw err;
    }
    if (!answer) return null;
    S.example.move = answer.example.move;
    session.S.phase = "example";
    session.S.base = answer.example.move.t; // your move is made at the example's own time
    clearTable(answer.events);
    log.add(G.say("example", { title: answer.example.title }));
    G.render();
    return answer;
  }

  async function leave() {
    if (!S.example || !session.alive) return;
    S.example = null;
    await backToOwnGame();
  }

  root.topekaExamples = {
    accepts: (game, seat) => game === "gavitt" && seat === 0 && G.alone(), // not at a shared table
    load,
    play: () => S.example && S.example.move && session.act({ ...S.example.move }),
    leave,
  };
  return { destroy: () => delete root.topekaExamples };
}
