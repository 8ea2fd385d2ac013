// "How to play" beside a game's table: the text comes from the engine (`<game>.how_to_play`),
// written from the rules in play and citing their clauses; nothing about the rules is written
// here. It is closed on arrival, so the table is what a reader meets first; one tap opens it.
// Each part is the engine's plain words, and its clauses are one tap further, under "Rules behind
// this": a link to each clause the page shows, named by the clause's own first words (not its id).
// The text for the page's own parameters is also in the page: the build asks the same engine
// function and writes its answer on the demo's element (data-howto, site_tools/texts/pages.py), so
// the text is there at once, before Python is up, and the table below it does not jump when the
// engine's answer (the same text, or another for other options) replaces it. Its own words ("How to
// play", "Rules behind this", the links' titles) are the engine's too (`say`, table/words.js).
import { anchor, h } from "../dom.js";
import { call } from "../runtime.js";
import { nextTask } from "../tasks.js";
import { wordsOf } from "./words.js";

// The words of the table last mounted (its createHowTo's: the page's own, or after an instant
// navigation to a page without a table the last one's, the same shared words), for the clauses
// behind a line that a game's board or "Try it" shows without passing its own.
let tableSay = null;

/** `say` is the engine's words (table/words.js); `ask` calls the engine (the page's worker; a
 * shared table's seat session on a player's page). */
export function createHowTo(gameId, say, ask = call) {
  tableSay = say;
  const initial = pageText(gameId);
  const body = h("div", { class: "topeka-howto__body" }, h("p", { class: "gv-muted", text: say("howto_loading") }));
  const element = h("details", { class: "topeka-howto" }, h("summary", { text: say("howto_title") }), body);
  let shown = "";
  let drawn = ""; // the text on the page, as JSON: the engine's same answer is not drawn again
  function draw(text) {
    const json = JSON.stringify(text);
    if (json === drawn) return;
    drawn = json;
    body.replaceChildren(...sectionsEl(text, say));
  }
  // The page's text is drawn a task after the table's mount: it is closed on arrival, so the
  // mount's own task holds only what the reader meets first.
  if (initial) nextTask().then(() => { if (!drawn) draw(initial); });

  /** Show the text for these (resolved) parameters; asks the engine only when they changed. */
  async function show(params) {
    const sig = JSON.stringify(params);
    if (sig === shown) return;
    shown = sig;
    try {
      const text = await ask(`${gameId}.how_to_play`, { params });
      if (sig !== shown) return;
      draw(text);
    } catch (err) {
      if (sig !== shown) return;
      drawn = "failed";
      body.replaceChildren(h("p", { text: say("howto_failed", { reason: err.message }) }));
    }
  }
  return { element, show };
}

const NAME_WORDS = 8;

/** A clause's own first words, as the page prints it ("33. IF A BROKER TRADES TWO CARDS and …"),
 * or null when the page does not show the clause. The page's editorial marks and buttons inside
 * the clause are not its words. */
function clauseName(id) {
  const el = document.getElementById(id);
  if (!el) return null;
  const known = names.get(el);
  if (known !== undefined) return known;
  const name = firstWords(el);
  names.set(el, name);
  return name;
}

// A clause's name, once found, is kept for as long as its element is on the page: "How to play"
// is drawn again for every new game's options, and its parts name the same clauses.
const names = new WeakMap();

function firstWords(el) {
  const words = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement.closest(".editorial, button") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let n = walker.nextNode(); n && words.length <= NAME_WORDS; n = walker.nextNode()) words.push(...n.data.split(/\s+/).filter(Boolean));
  if (!words.length) return null;
  return words.length > NAME_WORDS ? `“${words.slice(0, NAME_WORDS).join(" ")} …”` : `“${words.join(" ")}”`;
}

/** The engine's words on this page: the table's, else those the build wrote on the page's demo
 * (its data-options), else none (a page without a demo). */
function pageSay() {
  if (tableSay) return tableSay;
  const el = document.querySelector(".topeka-demo[data-options]");
  if (!el) return null;
  if (!demoWords.has(el)) {
    let spec = null;
    try {
      spec = JSON.parse(el.dataset.options);
    } catch {
      /* a demo whose options cannot be read has no words to give */
    }
    demoWords.set(el, spec && spec.words ? wordsOf(spec) : null);
  }
  return demoWords.get(el);
}

// A demo's words, read once from its data-options (a long text: the railway's cards are in it).
const demoWords = new WeakMap();

/** The clauses behind a part (or a line), as links named by their words under "Rules behind this";
 * empty when the page shows none of them. `say` is the engine's words (the page's table's when
 * not given); a page with none of them shows the links alone, without the fold. */
export function rulesEl(clauses, say = pageSay()) {
  const title = say ? say("clause_link") : null;
  const items = clauses.map((id) => [id, clauseName(id)]).filter(([, name]) => name)
    .map(([id, name]) => h("li", {}, anchor(id, { class: "gv-clause topeka-howto__clause", title }, name)));
  if (!items.length) return [];
  const list = h("ul", { class: "topeka-howto__clauses" }, ...items);
  return [say ? h("details", { class: "topeka-howto__rules" }, h("summary", { text: say("rules_behind") }), list) : list];
}

function sectionsEl(text, say) {
  return text.sections.map((s) => h("section", { class: "topeka-howto__part", "data-part": s.id },
    h("h3", { text: s.heading }), h("p", { text: s.text }), ...rulesEl(s.clauses, say)));
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
