// "Try it": every worked example on a text page, shown happening in the engine that plays it.
// The build writes each example beside its clause as data and prose (<details class="topeka-example"
// data-example data-game>, site_tools/texts/render.py); this module adds a "Try it" button after
// each (without JavaScript there is none: the prose is the example). Pressing it asks the engine
// for the example as a table (example.load: the stated position and setup, in the reader's seat,
// no bot moving) and shows it in a panel at the page's demo (or beside the clause on a page
// without one): the situation, then "Show me", which plays the example's move (example.play). The
// outcome comes from the engine's events and scoring lines, each with its clause, never worked
// out here, and is announced (role="status"). The example shown is kept for the tab
// (sessionStorage), so coming back to the page, by instant navigation or a reload, shows it again.
import { anchor, h } from "./dom.js";
import { word } from "./pagewords.js";
import { call } from "./runtime.js";
import { rulesEl } from "./table/howto.js";

const KEY = "topeka.tryit";
let current = null; // { table, panel }: the example on show

function remembered() {
  try {
    const data = JSON.parse(sessionStorage.getItem(KEY) || "null");
    return data && typeof data.id === "string" && typeof data.game === "string" ? data : null;
  } catch {
    return null;
  }
}

function remember(data) {
  try {
    if (data) sessionStorage.setItem(KEY, JSON.stringify(data));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* a tab that cannot keep it simply does not */
  }
}

function errorText(err) {
  return err && err.message ? err.message : String(err);
}

/** Outcome items as list entries: the game's words (they name no clause), each item's clauses one
 * tap further, under "Rules behind this", named by the clauses' words (table/howto.js). */
function items(list) {
  return list.map((item) => h("li", {}, item.text,
    ...rulesEl((item.clauses || []).filter((c) => typeof c === "string" && c))));
}

function closeCurrent() {
  if (!current) return;
  const { table, panel, demo } = current;
  current = null;
  if (panel) panel.remove();
  if (demo) demo.leave().catch(() => {});
  else if (table) call("table.close", { table }).catch(() => {});
}

/** The page's demo, once mounted, when it can show this example on its own table (it then
 * exposes `topekaExamples`: accepts(game, seat), load(id, onOutcome), play(), leave()). */
async function demoFor(game, seat) {
  const demo = document.querySelector(".md-content .topeka-demo");
  if (!demo) return null;
  if (!demo.dataset.mounted) {
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 10_000);
      demo.addEventListener("topeka:mounted", () => { clearTimeout(timer); resolve(); }, { once: true });
    });
  }
  const api = demo.isConnected && demo.topekaExamples;
  return api && api.accepts(game, seat) ? api : null;
}

/** Where the panel goes: at the top of the page's demo when there is one, else after the control. */
function placePanel(panel, control) {
  const demo = document.querySelector(".md-content .topeka-demo");
  if (demo) demo.before(panel);
  else control.after(panel);
}

/** The panel of one example, with nothing in it yet but its controls. */
function examplePanel(id, clause) {
  const ui = {
    heading: h("h3", { class: "topeka-tryit__h", tabindex: "-1", text: word("example_loading") }),
    situation: h("ol", { class: "topeka-tryit__story" }),
    outcome: h("ol", { class: "topeka-tryit__outcome" }),
    verdict: h("p", { class: "topeka-tryit__verdict" }),
    what: h("p", { class: "topeka-tryit__what" }),
    showBtn: h("button", { type: "button", class: "md-button md-button--primary", disabled: true }, word("example_show")),
    closeBtn: h("button", { type: "button", class: "md-button" }, word("example_close")),
  };
  // The outcome is announced as it appears: the verdict and the lines are inside the live region.
  const live = h("div", { class: "topeka-tryit__live", role: "status", "aria-label": word("example_outcome") },
    ui.verdict, ui.outcome);
  const back = clause ? anchor(clause.id, { class: "topeka-tryit__back" }, word("example_back")) : null;
  ui.panel = h("section", { class: "topeka-tryit", "aria-label": word("example"), "data-example": id },
    ui.heading, ui.what, ui.situation, h("div", { class: "topeka-tryit__buttons" }, ui.showBtn, ui.closeBtn, back), live);
  return ui;
}

/** An example's move answered (by the demo's table or the engine): the engine's verdict and lines. */
function showOutcome(mine, answer) {
  if (current !== mine) return;
  const { ui, W } = mine;
  ui.verdict.textContent = answer.message ? W.refused || "" : W.made || "";
  ui.outcome.replaceChildren(...items(answer.outcome));
  ui.showBtn.disabled = !answer.message; // a refused move may be tried again, or shown
  remember({ page: location.pathname, game: mine.game, id: mine.id, played: true });
}

/** The example as a table: on the page's demo when it can show it, else the engine's own; null when
 * the panel was closed or replaced meanwhile (or the example could not be loaded: said in the panel). */
async function loadExample(mine, seat) {
  let loaded;
  try {
    const demo = await demoFor(mine.game, seat);
    if (current !== mine) return null;
    if (demo) {
      mine.demo = demo;
      loaded = await demo.load(mine.id, (answer) => showOutcome(mine, answer));
      if (!loaded) return null; // the demo was asked for another table meanwhile
    } else {
      loaded = await call("example.load", { game: mine.game, id: mine.id });
    }
  } catch (err) {
    if (current !== mine) return null;
    mine.ui.heading.textContent = word("example");
    mine.ui.verdict.textContent = word("example_not_loaded", { reason: errorText(err) });
    return null;
  }
  if (current !== mine) {
    if (!mine.demo) call("table.close", { table: loaded.table }).catch(() => {});
    return null;
  }
  return loaded;
}

/** The example's situation, in the engine's words (games/tryit.py WORDS, from its answer). */
function showSituation(mine, loaded) {
  const { ui } = mine;
  mine.table = loaded.table;
  mine.W = loaded.words || {};
  ui.heading.textContent = word("example_named", { title: loaded.example.title });
  ui.situation.replaceChildren(...items(loaded.story.length ? loaded.story : [{ text: mine.W.stated || "", clauses: [] }]));
  ui.showBtn.disabled = false;
  ui.what.textContent = (mine.demo ? mine.W.on_table : mine.W.situation) || "";
}

/** "Show me": the example's move, played on the demo's table (which answers through showOutcome) or
 * by the engine. */
async function playExample(mine) {
  const { ui, W } = mine;
  ui.showBtn.disabled = true;
  ui.verdict.textContent = W.playing || "";
  ui.outcome.replaceChildren();
  if (mine.demo) {
    await mine.demo.play();
    return;
  }
  let answer;
  try {
    answer = await call("example.play", { table: mine.table });
  } catch (err) {
    if (current === mine) ui.verdict.textContent = word("example_not_played", { reason: errorText(err) });
    return;
  }
  showOutcome(mine, answer);
}

async function open(details, control, { played = false, focus = true } = {}) {
  closeCurrent();
  const game = details.dataset.game;
  const id = details.dataset.example;
  const ui = examplePanel(id, details.closest("[data-clause]"));
  placePanel(ui.panel, control);
  // the example on show: its panel, its table, and the engine's words for the panel (W)
  const mine = { game, id, ui, table: null, panel: ui.panel, demo: null, W: {} };
  current = mine;
  ui.closeBtn.addEventListener("click", () => {
    if (current === mine) closeCurrent();
    remember(null);
    control.focus();
  });
  remember({ page: location.pathname, game, id, played });
  if (focus) ui.heading.focus();
  const loaded = await loadExample(mine, Number(details.dataset.seat));
  if (!loaded) return;
  showSituation(mine, loaded);
  ui.showBtn.addEventListener("click", () => playExample(mine));
  if (played) await playExample(mine);
}

/** Add the "Try it" buttons to this page's examples, and show again the example this tab showed here. */
export function mountTryIt() {
  const root = document.querySelector(".md-content") || document.body;
  if (current && !current.panel.isConnected) closeCurrent(); // the page it was on has gone
  const kept = remembered();
  for (const details of root.querySelectorAll("details.topeka-example[data-example]")) {
    if (details.dataset.tryit) continue;
    details.dataset.tryit = "1";
    const title = details.dataset.title || details.dataset.example; // the example's title, as the build wrote it
    const control = h("button", { type: "button", class: "md-button topeka-tryit-button editorial topeka-apparatus",
      "aria-label": word("tryit_named", { title }) }, word("tryit"));
    control.addEventListener("click", () => open(details, control).catch((err) => console.warn("Topeka: Try it failed", err)));
    details.after(control);
    // The reading view (a first visit's) hides the apparatus, examples and their buttons with it:
    // a clause with an example gets one quiet marker there instead, which opens its first example.
    // It ends the clause's last line of text (editorial, like the note markers: not the text's
    // words), so the clause keeps the height the page reserved for it before it is drawn.
    const clause = details.closest("[data-clause]") || details.parentElement;
    const texts = clause ? clause.querySelectorAll(".topeka-clause-text") : [];
    if (texts.length && !clause.querySelector(".topeka-tryit-marker")) {
      const named = word("tryit_named", { title });
      const marker = h("button", { type: "button", class: "editorial topeka-tryit-marker", "aria-label": named, title: named },
        word("tryit"));
      marker.addEventListener("click", () => open(details, marker).catch((err) => console.warn("Topeka: Try it failed", err)));
      texts[texts.length - 1].append(" ", marker);
    }
    if (kept && kept.page === location.pathname && kept.id === details.dataset.example && !current) {
      open(details, control, { played: kept.played, focus: false }).catch((err) => console.warn("Topeka: Try it failed", err));
    }
  }
}
