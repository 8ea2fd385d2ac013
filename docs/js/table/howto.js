// "How to play" beside a game's table: the text comes from the engine (`<game>.how_to_play`),
// written from the rules in play and citing their clauses; nothing about the rules is written
// here. It is open on a reader's first visit; once closed, it stays closed (remembered per game).
// The text for the page's own parameters is also in the page: the build asks the same engine
// function and writes its answer on the demo's element (data-howto, site_tools/texts/pages.py), so
// the text is there at once, before Python is up, and the table below it does not jump when the
// engine's answer (the same text, or another for other options) replaces it.
import { h } from "../dom.js";
import { call } from "../runtime.js";
import { clauseEl } from "./log.js";

/** `ask` calls the engine (the page's worker; a shared table's seat session on a player's page). */
export function createHowTo(gameId, ask = call) {
  const key = `topeka.howto.${gameId}`;
  let closedBefore = false;
  try {
    closedBefore = localStorage.getItem(key) === "closed";
  } catch {
    closedBefore = false;
  }
  const initial = pageText(gameId);
  const body = h("div", { class: "topeka-howto__body" },
    ...(initial ? sectionsEl(initial) : [h("p", { class: "gv-muted", text: "Loading the rules in play…" })]));
  const element = h("details", { class: "topeka-howto", open: !closedBefore },
    h("summary", { text: "How to play" }), body);
  element.addEventListener("toggle", () => {
    try {
      localStorage.setItem(key, element.open ? "open" : "closed");
    } catch {
      /* not remembered: it opens again next time */
    }
  });
  let shown = "";

  /** Show the text for these (resolved) parameters; asks the engine only when they changed. */
  async function show(params) {
    const sig = JSON.stringify(params);
    if (sig === shown) return;
    shown = sig;
    try {
      const text = await ask(`${gameId}.how_to_play`, { params });
      if (sig !== shown) return;
      body.replaceChildren(...sectionsEl(text));
    } catch (err) {
      if (sig === shown) body.replaceChildren(h("p", { text: `The rules could not be shown (${err.message}).` }));
    }
  }
  return { element, show };
}

function sectionsEl(text) {
  return text.sections.map((s) => h("section", { class: "topeka-howto__part", "data-part": s.id },
    h("h3", { text: s.heading }),
    h("p", {}, s.text, " ", h("span", { class: "topeka-howto__clauses" },
      `(clause${s.clauses.length > 1 ? "s" : ""} `, ...s.clauses.flatMap((c, i) => (i ? [", ", clauseEl(c)] : [clauseEl(c)])), ")"))));
}

/** The engine's text for the page's parameters, as the build wrote it on the game's demo element. */
function pageText(gameId) {
  const el = document.querySelector(`.topeka-demo[data-demo="${gameId}"][data-howto]`);
  try {
    const text = el && JSON.parse(el.dataset.howto);
    return text && Array.isArray(text.sections) ? text : null;
  } catch {
    return null;
  }
}
