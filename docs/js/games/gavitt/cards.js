// Cards of Gavitt's Stock Exchange drawn with CSS: the railroad's name and its stock value, with
// a colour band per railroad (the name is always printed, so colour is never the only cue).

// Amounts are whole dollars. Grouped by hand: toLocaleString builds a locale formatter on every
// call, a cost the main thread felt while the demo page loads (docs/notes/performance.md).
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

export function money(n, signed = false) {
  const abs = String(Math.round(Math.abs(n))).replace(GROUPS, ",");
  if (n < 0) return `−$${abs}`;
  return signed && n > 0 ? `+$${abs}` : `$${abs}`;
}

/** key -> {key, label, value, reconstructed} */
export function railroadIndex(railroads) {
  const out = new Map();
  for (const r of railroads || []) out.set(r.key, r);
  return out;
}

/** A card's accessible name in the engine's words (`say`: its PAGE_WORDS): a face down card as such. */
export function cardText(rr, say) {
  return rr ? say("card_name", { label: rr.label, value: money(rr.value), reconstructed: rr.reconstructed ? say("card_reconstructed") : "" })
    : say("card_face_down");
}

/** The accessible name of a card button: its visible text first ("Mo. Pac. $150", WCAG 2.5.3
 * label in name), then the full label where the card shortens it, then `extra`. */
export function cardButtonLabel(rr, say, extra = "") {
  const printed = shortLabel(rr.label);
  return say(printed !== rr.label ? "card_button_long" : "card_button", { printed, value: money(rr.value), label: rr.label,
    reconstructed: rr.reconstructed ? say("card_reconstructed") : "", extra });
}

/** The name printed on a card, without a parenthesis: "Railroad F (unknown)" is printed "Railroad F"
 * (the full name is its accessible name; a reconstructed card carries a mark, explained beside the hand). */
export function shortLabel(label) {
  return String(label).replace(/\s*\(.*\)$/, "");
}

/** Fill (or refill) an element as the face of a card of railroad `rr`; face down when rr is null. */
export function paintCard(el, rr, { small = false } = {}) {
  el.classList.add("gv-card");
  el.classList.toggle("gv-card--small", small);
  el.classList.toggle("gv-card--back", !rr);
  el.classList.toggle("gv-card--reconstructed", !!(rr && rr.reconstructed));
  const key = rr ? rr.key : "";
  if (el.dataset.rr === key && el.firstChild) return el;
  for (const c of [...el.classList]) if (c.startsWith("gv-rr--")) el.classList.remove(c);
  el.dataset.rr = key;
  el.textContent = "";
  if (rr) {
    el.classList.add(`gv-rr--${key}`);
    const value = document.createElement("span");
    value.className = "gv-card__value";
    value.textContent = money(rr.value);
    const name = document.createElement("span");
    name.className = "gv-card__name";
    name.textContent = shortLabel(rr.label);
    // The name comes first in the document, so a button's visible text reads "Mo. Pac. $150",
    // as its accessible name begins (cardButtonLabel); CSS draws the value band on top.
    el.append(name, value);
  } else {
    const back = document.createElement("span");
    back.className = "gv-card__back"; // "GSE", drawn by CSS: the back's design, not its name
    back.setAttribute("aria-hidden", "true");
    el.append(back);
  }
  return el;
}

/** A non-interactive card (for other brokers' hands and results). */
export function cardFace(rr, opts, say) {
  const el = document.createElement("span");
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", cardText(rr, say));
  return paintCard(el, rr, opts);
}
