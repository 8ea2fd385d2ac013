// A small DOM builder shared by the demos: h("button", { class, text, onclick, ... }, ...children).
// Attributes that are false, null or undefined are left out; "on…" attributes add listeners;
// a non-string value for a known property (checked, value, disabled) sets the property.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k in el && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) el.append(c);
  return el;
}

/** A link to an element of this page (`#id`), followed by the browser itself. The theme's instant
 * navigation takes every internal link click and, after its pushState, scrolls back to a saved
 * offset when its debounced scroll bookkeeping (100 ms) wrote one in between: a link tapped just
 * after a scroll then changed the address and left the page where it was. The browser's own
 * fragment navigation always scrolls to the element (and to one whose content is not yet drawn). */
export function anchor(id, attrs = {}, ...children) {
  return h("a", { ...attrs, href: `#${id}`, onclick: (event) => event.stopPropagation() }, ...children);
}
