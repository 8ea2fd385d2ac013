// Play together, a player's page (the controller's half for joining: together.js): the name form, the
// seats, the host's messages followed by the ordinary session, and what pauses or ends the table said
// beside the hand (notice.js). A browser goes back to a seat without asking only at the very table
// where it holds one (guest.js keptAt).
import { h } from "../dom.js";
import { bringToTable } from "../table/onscreen.js";
import { call as workerCall } from "../runtime.js";
import { GRACE_MS } from "./protocol.js";
import { aloneLink, recordBar, recordButtons, sayOrKey, seatList } from "./panel.js";

/** ctx: { t (createTogether's), state (the controller's: mode, room, guest, lobby, seat, game, record,
 *  ended), panel, notice, say, log, settings, replay(record, seat) } */
export function createJoining(ctx) {
  // the player's half, joining, passed to each step below: the controller's ctx, the name form, and the
  // reader's own choice of the people's fold (kept across redraws)
  const joining = { ...ctx, session: ctx.t.session, form: null, peopleOpen: null };
  return { join: () => join(joining), draw: () => draw(joining), phase: (p) => phase(joining, p) };
}

/** The host's messages, as guest.js hands them on. */
function fromHost(joining) {
  return {
    lobby: (m) => lobby(joining, m),
    state: (m) => follow(joining, m),
    record: (record) => recorded(joining, record),
    end: (key, record) => ended(joining, key, record),
    refused: (key) => joining.log.notice(sayOrKey(joining.say, key), "warn"),
    status: (key, fields) => status(joining, key, fields),
    away: (key, seconds) => hostAway(joining, key, seconds),
    back: () => hostBack(joining),
  };
}

function lobby(joining, m) {
  joining.state.lobby = m;
  joining.state.seat = Number.isInteger(m.you) ? m.you : null;
  draw(joining);
}

function recorded(joining, record) {
  joining.state.record = record;
  draw(joining);
}

function ended(joining, key, record) {
  const { state } = joining;
  state.record = record || state.record;
  state.ended = key;
  joining.panel.setStatus(key);
  closed(joining, key);
  draw(joining);
}

function status(joining, key, fields) {
  joining.panel.setStatus(key, fields);
  if (key !== "together_connected") joining.log.announce(sayOrKey(joining.say, key, fields));
  else draw(joining);
}

/** The host is away: said once, then only the seconds the table still waits change on screen. */
function hostAway(joining, key, seconds) {
  const { panel, notice, say, log, session } = joining;
  if (notice.kind !== "away") {
    const first = say(key, { grace_s: GRACE_MS / 1000 });
    panel.setStatus(key, { grace_s: GRACE_MS / 1000 });
    log.add(first);
    log.announce(first);
  }
  notice.show("away", say(key === "together_host_away" ? "together_host_away_left" : "together_host_lost_left", { s: seconds }), []);
  if (session.state.anchor !== null) session.stopClock();
  joining.t.render();
}

function hostBack(joining) {
  const { panel, notice, say, log } = joining;
  notice.hide();
  joining.t.render();
  panel.setStatus("together_host_back");
  log.add(say("together_host_back"));
  log.announce(say("together_host_back"));
}

/** A state message: a fresh game starts the page's own afresh, then the session follows the host. */
function follow(joining, m) {
  const { t, state, log, session } = joining;
  if (m.fresh) {
    if (m.game !== state.game && state.game !== null) state.record = null; // another game: the host sends its record when it has one
    if (m.game !== state.game) t.fresh(m.options || {}, { events: [] });
    if (m.log && (m.log.length || m.game !== state.game)) log.entries = m.log.slice().reverse().map((text) => ({ text }));
    state.game = m.game;
    if (m.params) t.howTo.show(m.params);
  }
  const before = session.state.phase;
  session.follow(m);
  if (t.root.dataset.following === undefined) {
    t.root.dataset.following = "";
    if (t.atTable) t.atTable();
  } else if ((before === "ready" || before === "between") && session.state.phase === "running") { // the host's signal
    if (t.signalled) t.signalled(session.state.view);
    if (t.atTable) t.atTable();
  }
  if (m.fresh) draw(joining);
}

/** The table is closed for good: said beside the hand, its moves disabled, and what the player can
 * still do there (the record, a replay, a game alone). */
function closed(joining, key) {
  const { state, notice, say, log, session } = joining;
  if (session.state.anchor !== null) session.stopClock();
  notice.lock(true);
  const words = say(key) + (state.record ? ` ${say("together_record_kept")}` : "");
  notice.show("closed", words, [...recordButtons(say, state.record, (r) => replaySeat(joining, r)), aloneLink(say)]);
  log.add(say(key));
  log.announce(words);
}

const replaySeat = (joining, record) => joining.replay(record, joining.state.seat ?? 0);

function nameForm(joining, seen) {
  const { say } = joining;
  const name = h("input", { type: "text", class: "tk-name", maxlength: 24, required: true, autocomplete: "off", value: seen ? seen.name : "" });
  const f = h("form", { class: "tk-join", onsubmit: (e) => joinAs(joining, name, e) }, h("label", {}, say("together_name"), " ", name), " ",
    h("button", { type: "submit", class: "md-button md-button--primary" }, say("together_join")));
  return { form: f, name };
}

/** The name form sent: join the table under the name typed in `name` (the form asks again for none). */
async function joinAs(joining, name, e) {
  const { state, panel } = joining;
  e.preventDefault();
  const v = name.value.trim();
  if (!v) {
    panel.setStatus("together_name_needed");
    name.focus();
    return;
  }
  panel.setStatus("together_joining");
  try {
    await state.guest.join(v);
  } catch (err) {
    panel.setStatus("together_join_failed", { reason: err.message || String(err) });
  }
}

/** The page opened from a table's link: ask a name (or go back to this browser's own seat). */
async function join(joining) {
  const { t, state, panel, say, session } = joining;
  state.mode = "guest";
  t.root.dataset.together = "guest";
  const { createGuest, keptAt } = await import("./guest.js");
  const kept = keptAt(state.room);
  state.record = kept.record(); // the record of this table as the host last sent it (the host may be gone)
  state.guest = createGuest({ settings: joining.settings, room: state.room, session, worker: workerCall, say, on: fromHost(joining) });
  const seen = kept.get(); // this browser at this very table before: its name, and whether it holds a seat
  const asked = nameForm(joining, seen);
  joining.form = asked.form;
  panel.setStatus("together_invited");
  draw(joining);
  // the invitation is what the reader came for: its panel first, the name ready to type
  bringToTable(panel.element);
  if (!asked.name.value) asked.name.focus({ preventScroll: true });
  if (t.prelude) await t.prelude();
  if (seen && seen.seated) joining.form.requestSubmit(); // coming back to one's own seat at this table: no question asked
  t.root.dataset.invited = ""; // the page has done what it does by itself: the rest is the reader's
}

function draw(joining) {
  const { t, state, say } = joining;
  if (state.mode !== "guest") return;
  const parts = [];
  if (!state.lobby && !state.ended) parts.push(joining.form);
  if (state.lobby && !state.ended) parts.push(...seated(joining));
  // the game's record: once the game is over, or once the table is closed (the rounds played so
  // far, as the host last sent them); a closed table that is on screen offers it in its notice
  const atTable = t.root.dataset.following !== undefined;
  if (state.record && (state.ended ? !atTable : !state.record.deals)) parts.push(...recordBar(say, state.record, (r) => replaySeat(joining, r)));
  if (state.ended && !atTable) parts.push(h("p", {}, aloneLink(say)));
  joining.panel.body.replaceChildren(...parts);
}

/** At the table: which seat is the reader's, the people round it, and leaving. */
function seated(joining) {
  const { state, say } = joining;
  const mine = state.seat !== null;
  const you = h("p", { class: "tk-hint", text: mine ? say("together_you_are", { seat: say("seat", { n: state.seat + 1 }) }) : say("together_choose") });
  // the people at the table: open until the game starts, then one tap away (the table comes first)
  const people = h("details", { class: "tk-fold", open: joining.peopleOpen ?? !state.lobby.started, ontoggle: (e) => { joining.peopleOpen = e.target.open; } },
    h("summary", { text: say("together_people") }), seatList(say, state.lobby, mine ? null : (seat) => state.guest.sit(seat)));
  const leave = h("div", { class: "tk-bar" }, h("button", { type: "button", class: "md-button tk-leave", onclick: () => state.guest.leave() }, say("together_leave")));
  return [you, people, leave];
}

/** What a player's page says of the table's phase instead of the host's controls' words. */
function phase(joining, p) {
  const { state, say } = joining;
  if (state.ended) return say(state.ended);
  if (state.guest && state.guest.away) return say("together_phase_away");
  if (p === "ready" || p === "between") return say("together_wait_signal");
  if (p === "paused") return say("together_paused");
  return "";
}
