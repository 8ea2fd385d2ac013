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

async function open(details, control, { played = false, focus = true } = {}) {
  closeCurrent();
  const game = details.dataset.game;
  const id = details.dataset.example;
  const clause = details.closest("[data-clause]");
  const heading = h("h3", { class: "topeka-tryit__h", tabindex: "-1", text: "Worked example: loading…" });
  const situation = h("ol", { class: "topeka-tryit__story" });
  const outcome = h("ol", { class: "topeka-tryit__outcome" });
  const verdict = h("p", { class: "topeka-tryit__verdict" });
  // the panel's words around the example are the engine's (games/tryit.py WORDS), from its answer
  let W = {};
  const what = h("p", { class: "topeka-tryit__what" });
  // The outcome is announced as it appears: the verdict and the lines are inside the live region.
  const live = h("div", { class: "topeka-tryit__live", role: "status", "aria-label": "Worked example outcome" }, verdict, outcome);
  const showBtn = h("button", { type: "button", class: "md-button md-button--primary", disabled: true }, "Show me");
  const closeBtn = h("button", { type: "button", class: "md-button" }, "Close the example");
  const back = clause ? anchor(clause.id, { class: "topeka-tryit__back" }, "Back to the clause") : null;
  const panel = h("section", { class: "topeka-tryit", "aria-label": "Worked example", "data-example": id },
    heading, what, situation, h("div", { class: "topeka-tryit__buttons" }, showBtn, closeBtn, back), live);
  placePanel(panel, control);
  const mine = { table: null, panel, demo: null };
  current = mine;
  closeBtn.addEventListener("click", () => {
    if (current === mine) closeCurrent();
    remember(null);
    control.focus();
  });
  remember({ page: location.pathname, game, id, played });
  if (focus) heading.focus();

  function showOutcome(answer) {
    if (current !== mine) return;
    verdict.textContent = answer.message ? W.refused || "" : W.made || "";
    outcome.replaceChildren(...items(answer.outcome));
    showBtn.disabled = !answer.message; // a refused move may be tried again, or shown
    remember({ page: location.pathname, game, id, played: true });
  }

  let loaded;
  try {
    const demo = await demoFor(game, Number(details.dataset.seat));
    if (current !== mine) return;
    if (demo) {
      mine.demo = demo;
      loaded = await demo.load(id, showOutcome);
      if (!loaded) return; // the demo was asked for another table meanwhile
    } else {
      loaded = await call("example.load", { game, id });
    }
  } catch (err) {
    if (current !== mine) return;
    heading.textContent = "Worked example";
    verdict.textContent = `The example could not be loaded: ${errorText(err)}`;
    return;
  }
  if (current !== mine) {
    if (!mine.demo) call("table.close", { table: loaded.table }).catch(() => {});
    return;
  }
  mine.table = loaded.table;
  W = loaded.words || {};
  const ex = loaded.example;
  heading.textContent = `Worked example: ${ex.title}`;
  situation.replaceChildren(...items(loaded.story.length ? loaded.story : [{ text: W.stated || "", clauses: [] }]));
  showBtn.disabled = false;
  what.textContent = (mine.demo ? W.on_table : W.situation) || "";

  async function play() {
    showBtn.disabled = true;
    verdict.textContent = W.playing || "";
    outcome.replaceChildren();
    if (mine.demo) {
      await mine.demo.play(); // the demo's table answers through showOutcome
      return;
    }
    let answer;
    try {
      answer = await call("example.play", { table: mine.table });
    } catch (err) {
      if (current === mine) verdict.textContent = `The move could not be played: ${errorText(err)}`;
      return;
    }
    showOutcome(answer);
  }
  showBtn.addEventListener("click", play);
  if (played) await play();
}

/** Add the "Try it" buttons to this page's examples, and show again the example this tab showed here. */
export function mountTryIt() {
  const root = document.querySelector(".md-content") || document.body;
  if (current && !current.panel.isConnected) closeCurrent(); // the page it was on has gone
  const kept = remembered();
  for (const details of root.querySelectorAll("details.topeka-example[data-example]")) {
    if (details.dataset.tryit) continue;
    details.dataset.tryit = "1";
    const title = details.querySelector("summary")?.textContent.replace(/^Example:\s*/, "") || details.dataset.example;
    const control = h("button", { type: "button", class: "md-button topeka-tryit-button editorial topeka-apparatus",
      "aria-label": `Try it: ${title}` }, "Try it");
    control.addEventListener("click", () => open(details, control).catch((err) => console.warn("Topeka: Try it failed", err)));
    details.after(control);
    // The reading view (a first visit's) hides the apparatus, examples and their buttons with it:
    // a clause with an example gets one quiet marker there instead, which opens its first example.
    // It ends the clause's last line of text (editorial, like the note markers: not the text's
    // words), so the clause keeps the height the page reserved for it before it is drawn.
    const clause = details.closest("[data-clause]") || details.parentElement;
    const texts = clause ? clause.querySelectorAll(".topeka-clause-text") : [];
    if (texts.length && !clause.querySelector(".topeka-tryit-marker")) {
      const marker = h("button", { type: "button", class: "editorial topeka-tryit-marker", "aria-label": `Try it: ${title}`,
        title: `Try it: ${title}` }, "Try it");
      marker.addEventListener("click", () => open(details, marker).catch((err) => console.warn("Topeka: Try it failed", err)));
      texts[texts.length - 1].append(" ", marker);
    }
    if (kept && kept.page === location.pathname && kept.id === details.dataset.example && !current) {
      open(details, control, { played: kept.played, focus: false }).catch((err) => console.warn("Topeka: Try it failed", err));
    }
  }
}
