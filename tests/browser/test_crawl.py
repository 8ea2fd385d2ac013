"""A crawl of every page for what a reader would see as a defect on any of them: a character
entity shown as text ("What&#x27;s in the Box" in a navigation title, an escape applied twice)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

# Every text node of the document (hidden ones too: the navigation drawer and the table of
# contents are hidden at some widths), the title, and the attributes a reader is shown or read.
ENTITIES_SHOWN_AS_TEXT = r"""() => {
  const entity = /&(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]{1,31});/i;
  const found = [];
  const where = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return el ? el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/)[0] : "") : "?";
  };
  if (entity.test(document.title)) found.push("<title>: " + document.title);
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement && n.parentElement.tagName;
    if (parent === "SCRIPT" || parent === "STYLE") continue;
    const m = n.data.match(entity);
    if (m) found.push(where(n) + ": " + n.data.slice(Math.max(0, m.index - 30), m.index + m[0].length + 10).trim());
  }
  for (const attr of ["title", "aria-label", "alt", "placeholder", "aria-description"]) {
    for (const el of document.querySelectorAll(`[${attr}]`)) {
      if (entity.test(el.getAttribute(attr))) found.push(where(el) + ` [${attr}]: ` + el.getAttribute(attr));
    }
  }
  return found;
}"""


def test_no_page_shows_a_character_entity_as_text(page, sitemap_urls):
    shown = {}
    for url in sitemap_urls:
        page.goto(url)
        page.wait_for_load_state("load")
        hits = page.evaluate(ENTITIES_SHOWN_AS_TEXT)
        if hits:
            shown[url] = hits
    assert not shown, "character entities shown as text:\n" + "\n".join(
        f"{url}\n    " + "\n    ".join(hits[:5]) for url, hits in shown.items())
