// The scoring of a Bourse hand as the engine reported it (the "score" event): every line with its
// amount and clause comes from the engine; nothing is recomputed here. Also the running score
// sheet to the target.
import { anchor, h } from "../../dom.js";
import { keysText, points } from "./cards.js";
import { me } from "../../table/seat.js";

export function clauseEl(id) {
  if (!id) return h("span", { class: "bo-clause", text: "(engine rule)" });
  return document.getElementById(id)
    ? anchor(id, { class: "bo-clause", title: "Read this clause" }, id)
    : h("cite", { class: "bo-clause", text: id });
}

/** The scored hand: a heading, then per player (closer first) the hand, named by the engine's card
 * names (`names`: key -> name), the engine's lines and the net. */
export function scoreSection(e, gameOver, name, names) {
  const word = e.word === "Sell" ? "Sell" : "Close";
  const heading = h("h3", { class: "bo-h", tabindex: "-1",
    text: `Hand ${e.hand}: ${name(e.closer)} called “${word}”. Scores taken starting with the closer` });
  const blocks = [];
  for (const r of e.results) {
    const lines = e.lines.filter((l) => l.seat === r.seat);
    const list = h("ul", { class: "bo-lines" });
    for (const l of lines) {
      list.append(h("li", { class: `bo-line${l.amount < 0 ? " bo-line--minus" : ""}` },
        h("span", { class: "bo-line__text", text: l.what }),
        h("span", { class: "bo-line__amount", text: points(l.amount, true) }),
        h("span", { class: "bo-line__clause" }, clauseEl(l.clause))));
    }
    blocks.push(h("section", { class: "bo-result__seat", "data-seat": String(r.seat), "aria-label": `${name(r.seat)}: ${points(r.net, true)}` },
      h("h4", { class: "bo-h4", text: `${name(r.seat)}: ${points(r.net, true)} → total ${points(e.totals[r.seat])}` }),
      h("p", { class: "bo-result__hand", text: `Hand: ${keysText(e.hands[r.seat], names)}.` }), list));
  }
  const children = [heading, h("p", { class: "bo-hint", text: "Each line is the engine's, with the clause behind it." }), ...blocks];
  if (gameOver) {
    const w = gameOver.winners.map(name).join(" and ");
    children.push(h("p", { class: "bo-result__winner" },
      `Game over: ${w} ${gameOver.winners.length === 1 && gameOver.winners[0] !== me() ? "wins" : "win"} with ${gameOver.scores[gameOver.winners[0]]}. `,
      clauseEl(gameOver.clause)));
  }
  return { heading, children };
}

/** The score sheet: one row per hand, running totals, the target. */
export function sheetTable(v, name) {
  const n = v.players;
  const table = h("table", { class: "bo-sheet__table" });
  table.append(h("caption", {}, `Running totals: the game is taken to ${v.target} (`, clauseEl("bourse-special-5-game-a"), ")"));
  const head = h("tr", {}, h("th", { scope: "col", text: "Hand" }), h("th", { scope: "col", text: "Closed by" }));
  for (let s = 0; s < n; s++) head.append(h("th", { scope: "col", text: name(s) }));
  table.append(h("thead", {}, head));
  const body = h("tbody");
  for (const row of v.sheet) {
    const tr = h("tr", {}, h("th", { scope: "row", text: String(row.hand) }),
      h("td", { text: `${name(row.closer)} (${row.word})` }));
    for (let s = 0; s < n; s++) tr.append(h("td", {}, h("span", { class: "bo-sheet__net", text: points(row.net[s], true) }),
      h("span", { class: "bo-sheet__total", text: ` → ${points(row.totals[s])}` })));
    body.append(tr);
  }
  if (!v.sheet.length) body.append(h("tr", {}, h("td", { colspan: String(n + 2), class: "bo-muted", text: "No hand scored yet." })));
  table.append(body);
  const foot = h("tr", {}, h("th", { scope: "row", text: "Total" }), h("td", { text: "" }));
  for (let s = 0; s < n; s++) foot.append(h("td", { class: "bo-sheet__grand", text: points(v.scores[s]) }));
  table.append(h("tfoot", {}, foot));
  return h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "region", "aria-label": "Score sheet table" }, table);
}
