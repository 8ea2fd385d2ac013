// "Replay this game": a shared table's record played again in the ordinary demo, from the reader's
// own seat, so that every player can audit the game (or the rounds played before the host left). The engine deals the same game again from the
// record (its game, parameters, seed and stated position), every seat a person's, and the record's
// actions are made again one by one at their own times; the page shows what that seat saw, in the
// same words, with the same log. The session saves nothing and runs no bots meanwhile (remote).

const STEP_MS = 450; // real ms between two replayed actions: a pace a reader can follow

/** An answer of a table that seats every player, as the seat `seat` sees it (its view, its events). */
export function shapeFor(seat, answer) {
  if (!answer || !answer.by_seat) return answer;
  const { by_seat: parts, ...rest } = answer;
  const mine = parts[String(seat)] || { view: null, events: [] };
  return { ...rest, view: mine.view, views: { [seat]: mine.view }, events: mine.events };
}

/** The players of a record (every game's parameters name them). Why a record cannot be replayed
 * reaches the reader (the {reason} of together_replay_failed), so it is the engine's words. */
function playersOf(record, say) {
  const n = record && record.params && record.params.players;
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(say("together_record_no_players"));
  return n;
}

/** r: { session, record, seat, worker, say(key, fields), fresh(options, answer), howTo, hurry() (optional:
 * true once the reader asked for the end at once) } */
export async function replayRecord(r) {
  const { session, record, seat, worker } = r;
  const every = Array.from({ length: playersOf(record, r.say) }, (_, s) => s);
  const rcall = async (method, args) => shapeFor(seat, await worker(method, { ...args, seats: [seat] }));
  // a record of the rounds played so far holds their shuffles instead of the seed (games.shared_table.record_so_far)
  const args = { game: record.game, params: record.params, ...(record.deals ? { deals: record.deals } : { seed: record.seed }),
    human_seats: every };
  if (record.position) args.position = record.position;
  const answer = await rcall("table.new", args);
  const sessionState = session.state;
  sessionState.gen += 1;
  sessionState.table = answer.table;
  sessionState.record = null;
  sessionState.phase = "ready";
  sessionState.anchor = null;
  sessionState.base = 0;
  r.fresh({}, { events: [] });
  r.howTo.show(record.params);
  session.take(answer);
  for (const action of record.actions) {
    if (!(r.hurry && r.hurry())) await new Promise((done) => setTimeout(done, STEP_MS));
    if (!session.alive || sessionState.table !== answer.table) return;
    if (sessionState.phase === "ready" || sessionState.phase === "between") {
      sessionState.phase = "running";
    }
    sessionState.anchor = null;
    sessionState.base = action.t;
    let step;
    try {
      step = await rcall("table.act", { table: sessionState.table, action });
    } catch (err) {
      if (err && err.view) session.take(shapeFor(seat, err));
      throw err;
    }
    session.take(step);
  }
}
