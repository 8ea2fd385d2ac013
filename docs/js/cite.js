// "Cite this" (site_tools/texts/publish.py): loaded on a reader's first press of a clause's "Cite"
// or of a "Copy" button, through the one click listener docs/js/topeka.js keeps on the document;
// nothing runs per clause when a page starts. A clause's "Cite" opens the page's one popover by
// itself (popovertarget); this module then fills it from the page's <template>, whose citations
// name "@@CLAUSE@@" where the clause's ID goes: the build wrote every word, nothing is derived here.

import { word } from "./pagewords.js";

const TOKEN = "@@CLAUSE@@";
const CLAUSE_ID = /^[A-Za-z0-9-]+$/;

function fillClause(button) {
  const cid = button.dataset.cite || "";
  const pop = document.getElementById("topeka-cite");
  const template = document.getElementById("topeka-cite-template");
  const body = pop && pop.querySelector(".topeka-cite-pop__body");
  if (!CLAUSE_ID.test(cid) || !template || !body) return;
  const content = template.content.cloneNode(true);
  const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.data.includes(TOKEN)) node.data = node.data.split(TOKEN).join(cid);
  }
  for (const el of content.querySelectorAll("[aria-label]")) {
    el.setAttribute("aria-label", el.getAttribute("aria-label").split(TOKEN).join(cid));
  }
  body.replaceChildren(content);
  pop.setAttribute("aria-label", word("cite_clause", { clause: cid }));
  pop.dataset.clause = cid;
  const first = body.querySelector("button");
  if (first && pop.matches(":popover-open")) first.focus();
}

function selectText(el) {
  const range = document.createRange();
  range.selectNodeContents(el);
  const selection = getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}

function copy(button) {
  const pre = button.closest(".topeka-cite__format")?.querySelector("pre");
  if (!pre) return;
  const done = (word) => {
    button.textContent = word;
    setTimeout(() => { button.textContent = word("cite_copy"); }, 2000);
  };
  const fallback = () => { selectText(pre); done(word("cite_selected")); };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    navigator.clipboard.writeText(pre.textContent).then(() => done(word("cite_copied")), fallback);
  } else {
    fallback();
  }
}

export function handle(el) {
  if (el.matches("[data-cite]")) fillClause(el);
  else if (el.matches("[data-copy]")) copy(el);
}
