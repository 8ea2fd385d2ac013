// The scoring of a Bourse hand as the engine reported it (the "score" event): every line with its
// amount and clause comes from the engine; nothing is recomputed here. Also the running score
// sheet to the target.
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { keysText, points } from "./cards.js";

/** The scored hand: the engine's heading (the event's head), then per player (closer first) the
 * hand, named by the engine's card names (`names`: key -> name), the engine's lines, each with
 * its clauses one tap further (table/howto.js rulesEl), and the net; `say` is the engine's words. */
export function scoreSection(e, gameOver, name, names, say) {
  const heading = h("h3", { class: "bo-h", tabindex: "-1", text: e.head || e.text || "" });
  const items = e.items || [];
  const blocks = [];
  for (const r of e.results) {
    const list = h("ul", { class: "bo-lines" });
    e.lines.forEach((l, i) => {
      if (l.seat !== r.seat) return;
      const clauses = items[i] ? items[i].clauses : [l.clause];
      list.append(h("li", { class: `bo-line${l.amount < 0 ? " bo-line--minus" : ""}` },
        h("span", { class: "bo-line__text", text: l.what }),
        h("span", { class: "bo-line__amount", text: points(l.amount, true) }),
        h("span", { class: "bo-line__clause" }, ...rulesEl(clauses.filter(Boolean)))));
    });
    const result = say("seat_result", { who: name(r.seat), net: points(r.net, true), total: points(e.totals[r.seat]) });
    blocks.push(h("section", { class: "bo-result__seat", "data-seat": String(r.seat), "aria-label": `${name(r.seat)}: ${points(r.net, true)}` },
      h("h4", { class: "bo-h4", text: result }),
      h("p", { class: "bo-result__hand", text: say("hand_cards", { cards: keysText(e.hands[r.seat], names) }) }), list));
  }
  // the reader's own result first (the engine's words), then the hint and every player's lines
  const yours = e.yours ? [h("p", { class: "bo-result__yours tk-yours", text: e.yours })] : [];
  const children = [heading, ...yours, h("p", { class: "bo-hint", text: say("result_hint") }), ...blocks];
  if (gameOver) children.push(h("p", { class: "bo-result__winner" }, gameOver.text || "", gameOver.yours ? ` ${gameOver.yours}` : "", ...rulesEl([gameOver.clause].filter(Boolean))));
  return { heading, children };
}

/** The score sheet: one row per hand, running totals, the target. */
export function sheetTable(v, name, say) {
  const n = v.players;
  const table = h("table", { class: "bo-sheet__table" });
  table.append(h("caption", {}, say("sheet_caption", { target: v.target }), ...rulesEl(["bourse-special-5-game-a"])));
  const head = h("tr", {}, h("th", { scope: "col", text: say("sheet_hand") }), h("th", { scope: "col", text: say("sheet_closer") }));
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
  if (!v.sheet.length) body.append(h("tr", {}, h("td", { colspan: String(n + 2), class: "bo-muted", text: say("sheet_empty") })));
  table.append(body);
  const foot = h("tr", {}, h("th", { scope: "row", text: say("sheet_total") }), h("td", { text: "" }));
  for (let s = 0; s < n; s++) foot.append(h("td", { class: "bo-sheet__grand", text: points(v.scores[s]) }));
  table.append(h("tfoot", {}, foot));
  return h("div", { class: "bo-sheet__scroll", tabindex: "0", role: "region", "aria-label": say("sheet_region") }, table);
}
