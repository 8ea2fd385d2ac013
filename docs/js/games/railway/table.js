// The railway table's renderers: the track of every train, the stack and exposed card, the
// "Pass" window, your station and hand, your moves (every button is one of the engine's legal
// actions) and the engine's own score lines with their clauses.
import { h } from "../../dom.js";
import { me } from "../../table/seat.js";

export const who = (s) => (s === me() ? "You" : `Player ${s + 1}`); // as the engine words a seat (games/core/wording.py)

export function actionText(a, view, name) {
  switch (a.type) {
    case "draw": return a.from === "exposed" ? `Take the exposed ${name(view.exposed)}` : "Take the top of the pack";
    case "discard": return `Discard ${name(a.card)}`;
    case "lay": return "Lay down your train";
    case "substitute": return `Put your ${name(a.card)} in ${who(a.owner)}'s train`;
    case "call": return `Pass! Take the ${name(view.window.card)} for a Pass`;
    case "decline": return "Let it go";
    default: return a.type;
  }
}

export function renderTrack(el, v, name) {
  el.replaceChildren(h("h3", { text: `Track: ${v.moves_to_win} moves to leave the station` }),
    h("ul", { class: "rw-track__list" }, ...v.stations.map((co, s) => {
      const laid = v.trains[s] !== null;
      const pos = v.positions[s];
      const cells = [];
      // the track's lengths numbered from the station (0) to the exit (moves_to_win); the train a token on its length
      for (let i = 0; i <= v.moves_to_win; i++) {
        cells.push(h("span", { class: `rw-cell${i === pos && laid ? " rw-cell--train" : ""}${i === v.moves_to_win ? " rw-cell--exit" : ""}`,
          "aria-hidden": "true", text: String(i) }));
      }
      cells.push(h("span", { class: "rw-track__exit", "aria-hidden": "true", text: "exit" }));
      return h("li", { class: "rw-track__row", "data-seat": String(s) },
        h("span", { class: "rw-track__who", text: `${who(s)} (${name(co)})` }),
        h("span", { class: "rw-track__cells", role: "img", "aria-label": laid ? `${who(s)}: train at ${pos} of ${v.moves_to_win} (the exit)` : `${who(s)}: train not made up yet` }, ...cells),
        h("span", { class: "rw-track__train", text: laid ? v.trains[s].map(name).join(", ") : `${v.hand_sizes[s]} cards in hand` }));
    })));
}

export function renderCentre(el, v, name) {
  el.replaceChildren(h("p", { text: `Stack: ${v.stack_count} cards face down. Exposed: ${v.exposed ? name(v.exposed) : "none"}${v.exposed_blocked ? " (a Pass just discarded: the next player may not take it)" : ""}.` }));
}

/** The claim window: who discarded what, who may still call, and the time left (`now`, `start`: virtual ms). */
export function renderClaim(el, v, name, now, start) {
  const w = v.window;
  el.hidden = !w;
  if (!w) return;
  const left = Math.max(0, w.until - now);
  const total = Math.max(1, w.until - start);
  el.replaceChildren(
    h("p", { class: "rw-claim__text", text: `${who(w.discarder)} discarded the ${name(w.card)}. Anyone who needs it and holds a Pass may call "Pass" (${w.rule === "first" ? "the first call takes it" : "the caller nearest the discarder's left takes it"}). Waiting for: ${w.awaiting.map(who).join(", ") || "nobody"}.` }),
    h("p", { class: "rw-claim__keys", text: "Keys: P calls \"Pass\", N lets it go." }),
    h("progress", { class: "rw-claim__time", max: String(total), value: String(left), "aria-label": `Time left to call: ${(left / 1000).toFixed(1)} seconds` }));
}

export function renderMine(el, v, name) {
  el.replaceChildren(h("h3", { text: `Your station: ${name(v.stations[me()])}` }),
    h("p", { text: `Your hand (${v.hand.length}): ${v.hand.map(name).join(", ")}` }),
    h("p", { class: "rw-needs", text: v.trains[me()] ? "Your train is on the table." : `Still needed: ${v.needs.map(name).join(", ") || "nothing: lay it down"}` }));
}

/** Your moves: a button per legal action, and the demand as two selects. `act(action)` plays one. */
export function drawControls(el, v, legal, name, act) {
  el.replaceChildren();
  if (v.over || !legal.length) {
    el.append(h("p", { text: v.over ? "The game is over." : v.window ? "Others may call \"Pass\"…" : `${who(v.turn)} is playing…` }));
    return;
  }
  el.append(h("h3", { text: v.window ? "Call \"Pass\"?" : "Your move" }));
  const simple = legal.filter((a) => a.type !== "demand");
  el.append(h("div", { class: "rw-buttons" }, ...simple.map((a) => h("button", {
    type: "button", class: `md-button${a.type === "call" ? " md-button--primary" : ""}`, "data-action": a.type,
    text: actionText(a, v, name), onclick: () => act(a) }))));
  const demands = legal.filter((a) => a.type === "demand");
  if (demands.length) {
    const fFrom = h("select", { id: "rw-demand-from" }, ...[...new Set(demands.map((a) => a.from))].map((s) => h("option", { value: String(s), text: who(s) })));
    const fCard = h("select", { id: "rw-demand-card" }, ...[...new Set(demands.map((a) => a.card))].map((k) => h("option", { value: k, text: name(k) })));
    el.append(h("div", { class: "rw-demand", role: "group", "aria-label": "Demand a card for a Pass" },
      h("label", { for: "rw-demand-from", text: "Demand of" }), fFrom,
      h("label", { for: "rw-demand-card", text: "the card" }), fCard,
      h("button", { type: "button", class: "md-button", text: "Demand for a Pass",
        onclick: () => act({ type: "demand", from: Number(fFrom.value), card: fCard.value }) })));
  }
}

/** The engine's score lines, each with its clauses (clauseEl links a clause shown on the page). */
export function renderScoring(el, v, clauseEl) {
  el.hidden = !v.over;
  if (!v.over) return;
  const clauses = (ids) => ids.flatMap((c, i) => (i ? [", ", clauseEl(c)] : [clauseEl(c)]));
  const rows = v.lines.map((l) => h("tr", {},
    h("td", { text: who(l.seat) }), h("td", { text: (l.amount > 0 ? "+" : "") + l.amount }),
    h("td", { text: l.what + (l.holder !== undefined ? ` (${who(l.holder)})` : "")
      + (l.rows ? `: ${l.rows.map((r) => `${r.count} ${r.row} × ${r.each}`).join(", ") || "none"}` : "") }),
    h("td", {}, ...clauses([l.clause, ...(l.also || [])]))));
  el.replaceChildren(h("h3", { text: `Scoring: ${v.winner === null ? "no winner" : `${who(v.winner)} won`}` }),
    h("table", { class: "rw-score" }, h("caption", { text: "Each line as the engine scored it, with its clauses" }),
      h("thead", {}, h("tr", {}, ...["Player", "Points", "Why", "Clauses"].map((t) => h("th", { scope: "col", text: t })))),
      h("tbody", {}, ...rows)),
    h("p", { text: `Totals: ${v.scores.map((s, i) => `${who(i)} ${s}`).join(", ")}.` }));
}
