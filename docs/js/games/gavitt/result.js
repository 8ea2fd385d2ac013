// A scored round explained line by line, each amount with the clause that grants it, and the
// running score sheet (Gavitt's Stock Exchange).
import { h } from "../../dom.js";
import { rulesEl } from "../../table/howto.js";
import { money } from "./cards.js";
import { seatNamer } from "./events.js";
import { me } from "../../table/seat.js";

export function createResult(board) {
  const lower = (s) => (s === me() ? board.say("you_lower") : board.say("seat", { n: s + 1 }));
  const element = h("section", { class: "gv-result", "aria-label": board.say("round_result"), hidden: true });
  function render(railroadsByKey) {
    const { state } = board;
    const last = state.lastRound;
    if (!last || !state.showResult) {
      element.hidden = true;
      return;
    }
    const e = last.event;
    if (element.dataset.round === String(e.round) && !element.hidden) return;
    element.dataset.round = String(e.round);
    element.hidden = false;
    // The engine's own words: the round's heading and each line (the event's head and items, one
    // item per scoring line), the amount beside it and its clauses one tap further.
    const items = e.items || [];
    const list = h("ol", { class: "gv-result__lines" });
    (e.lines || []).forEach((l, i) => {
      const item = items[i] || { text: l.what, clauses: [l.clause] }; // a round saved before the items
      list.append(h("li", { class: `gv-line${l.amount < 0 ? " gv-line--minus" : ""}`, "data-seat": String(l.seat) },
        h("span", { class: "gv-line__text", text: item.text }),
        h("span", { class: "gv-line__amount", text: money(l.amount, true) }),
        h("span", { class: "gv-line__clause" }, ...rulesEl(item.clauses))));
    });
    const totals = h("p", { class: "gv-result__totals",
      text: board.say("totals", { totals: e.row.totals.map((t, s) => `${lower(s)} ${money(t)}`).join(", ") }) });
    const heading = h("h3", { class: "gv-h", tabindex: "-1", text: e.head || e.text || "" });
    // the reader's own result first, in the engine's words (their amount, its reasons, their total)
    const yours = e.yours ? [h("p", { class: "gv-result__yours tk-yours", text: e.yours })] : [];
    const children = [heading, ...yours, h("p", { class: "gv-hint", text: board.say("result_hint") }), list, totals];
    if (state.gameOver) {
      const g = state.gameOver;
      children.push(h("p", { class: "gv-result__winner" }, g.text || "", g.yours ? ` ${g.yours}` : "",
        state.practice ? ` ${board.say("practice_game")}` : "", ...rulesEl([g.clause])));
    }
    element.replaceChildren(...children);
    const phase = board.session.state.phase;
    if (phase === "between" || phase === "over") heading.focus({ preventScroll: true });
  }
  return { element, render };
}

let uid = 0;

export function createSheet(board) {
  const element = h("section", { class: "gv-sheet" }); // its table's region is the named landmark
  // The title stands above the scrolling table (a caption scrolled away with it and was cut off on
  // a phone); the table is labelled by it. A line says when the table is wider than the page.
  const titleId = `gv-sheet-title-${++uid}`;
  const sheetParts = { board, element, titleId, seatName: seatNamer(board.say) };
  sheetParts.title = h("h3", { class: "gv-h gv-sheet__title", id: titleId, text: board.say("score_sheet") });
  sheetParts.more = h("p", { class: "gv-hint gv-sheet__more", hidden: true, text: board.say("sheet_scrolls") });
  sheetParts.rules = h("div", { class: "gv-sheet__rules" });
  sheetParts.scroll = h("div", { class: "gv-sheet__scroll", tabindex: "0", role: "region", "aria-labelledby": titleId });
  element.append(sheetParts.title, sheetParts.rules, sheetParts.more, sheetParts.scroll);
  sheetParts.checkOverflow = () => { sheetParts.more.hidden = sheetParts.scroll.scrollWidth <= sheetParts.scroll.clientWidth + 1; };
  // Checked when the box or its table changes size, after the browser's own layout: reading the
  // widths right after drawing the table laid the whole page out at once (the longest
  // part of the 1903 demo's first render on a phone).
  sheetParts.sizes = typeof ResizeObserver === "function" ? new ResizeObserver(sheetParts.checkOverflow) : null;
  if (sheetParts.sizes) sheetParts.sizes.observe(sheetParts.scroll);
  return { element, render: (v, railroadsByKey) => renderSheet(sheetParts, v, railroadsByKey) };
}

function fineCell(board, td, fines) {
  // a fine's clause is the round result's (its line there); the sheet gives the amount
  for (const f of fines) td.append(h("span", { class: "gv-sheet__fine", text: `${board.say("fine_cell", { amount: money(-f.amount) })} ` }));
  return td;
}

/** The sheet's rows: a round each, the fines of the hand in progress, or a line that it is empty. */
function sheetBody(sheetParts, v, railroadsByKey) {
  const { board, seatName } = sheetParts;
  const fines = board.state.fines;
  const n = v.players;
  const body = h("tbody");
  for (const row of v.sheet) {
    const tr = h("tr", {}, h("th", { scope: "row", text: String(row.round) }),
      h("td", { text: `${seatName(row.caller)}, ${(railroadsByKey.get(row.railroad) || { label: row.railroad }).label}` }));
    for (let s = 0; s < n; s++) {
      tr.append(fineCell(board, h("td", {}, h("span", { class: "gv-sheet__net", text: money(row.net[s], true) }),
        h("span", { class: "gv-sheet__total", text: ` = ${money(row.totals[s])}` })),
      fines.filter((f) => f.round === row.round && f.seat === s)));
    }
    body.append(tr);
  }
  // fines of the hand in progress (already counted off the scores)
  const pending = fines.filter((f) => f.round === v.round && !v.sheet.some((r) => r.round === f.round));
  if (pending.length) {
    const tr = h("tr", { class: "gv-sheet__pending" }, h("th", { scope: "row", text: String(v.round) }), h("td", { text: board.say("in_play") }));
    for (let s = 0; s < n; s++) tr.append(fineCell(board, h("td"), pending.filter((f) => f.seat === s)));
    body.append(tr);
  }
  if (!v.sheet.length && !pending.length) {
    body.append(h("tr", {}, h("td", { colspan: String(n + 2), class: "gv-muted", text: board.say("sheet_empty") })));
  }
  return body;
}

function renderSheet(sheetParts, v, railroadsByKey) {
  const { board, element, title, rules, scroll, sizes, seatName } = sheetParts;
  const fines = board.state.fines;
  const sig = `${v.sheet.length}|${v.scores.join(",")}|${fines.length}|${v.players}`;
  if (element.dataset.sig === sig) return;
  element.dataset.sig = sig;
  const n = v.players;
  const table = h("table", { class: "gv-sheet__table", "aria-labelledby": sheetParts.titleId });
  title.textContent = board.edition === "1903" ? board.say("sheet_title_1903") : board.say("sheet_title_2003");
  if (!rules.firstChild && board.clauses.sheet) rules.replaceChildren(...rulesEl([board.clauses.sheet]));
  const headRow = h("tr", {}, h("th", { scope: "col", text: board.say("sheet_round") }), h("th", { scope: "col", text: board.say("sheet_call") }));
  for (let s = 0; s < n; s++) headRow.append(h("th", { scope: "col", text: seatName(s) }));
  table.append(h("thead", {}, headRow));
  table.append(sheetBody(sheetParts, v, railroadsByKey));
  const foot = h("tr", {}, h("th", { scope: "row", text: board.say("sheet_total") }), h("td", { text: "" }));
  for (let s = 0; s < n; s++) foot.append(h("td", { class: "gv-sheet__grand", text: money(v.scores[s]) }));
  table.append(h("tfoot", {}, foot));
  const previous = scroll.firstElementChild;
  scroll.replaceChildren(table);
  if (!sizes) sheetParts.checkOverflow();
  else {
    if (previous) sizes.unobserve(previous);
    sizes.observe(table);
  }
}
