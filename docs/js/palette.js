// The header's light/dark switch (overrides/partials/palette.html), driven here instead of by the
// theme's palette component. At start-up the theme's marks <body> (to pause transitions), reads the
// header's computed colours and unmarks <body> a task later: each mark restyles every element of the
// page, before the page answers a tap (a large share of the coverage page's elements restyled
// during the load: docs/notes/performance.md). This one changes <body> only when the scheme changes.
// The same behaviour otherwise: a first visit follows the reader's system preference; the choice is
// stored where the theme's own inline script reads it on the next page (__md_set("__palette"));
// the label of the other scheme is the switch, and Enter on it switches; the browser is told the
// scheme (meta color-scheme) and the header's colour (meta theme-color). Idempotent.

const KEYS = ["media", "scheme", "primary", "accent"];

function meta(name) {
  let el = document.head.querySelector(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.name = name;
    document.head.append(el);
  }
  return el;
}

/** The header's colour as #rrggbb, read at the start of the next frame: the frame restyles what
 *  changed anyway, so reading it there adds no restyle of its own (read from a timer or an idle
 *  callback, it forced one of the page's longest tasks on the comparison page). */
function tellThemeColor() {
  requestAnimationFrame(() => {
    const header = document.querySelector("[data-md-component=header]");
    if (!header) return;
    // Both read before either meta is written: a write between two reads of a live computed
    // style makes the second read restyle the page (94 ms of a 4x-slowed CPU on the railway text).
    const style = getComputedStyle(header);
    const scheme = style.colorScheme;
    const rgb = style.backgroundColor.match(/\d+/g);
    meta("color-scheme").content = scheme;
    if (rgb) meta("theme-color").content = "#" + rgb.slice(0, 3).map((v) => (+v).toString(16).padStart(2, "0")).join("");
  });
}

function stored() {
  try {
    return typeof window.__md_get === "function" ? window.__md_get("__palette") : null;
  } catch {
    return null;
  }
}

export function mountPalette() {
  const form = document.querySelector("form[data-topeka-palette]");
  if (!form || form.dataset.mounted) return;
  form.dataset.mounted = "1";
  const inputs = [...form.querySelectorAll("input.md-option")];
  if (!inputs.length) return;

  const apply = (index, switching) => {
    const color = Object.fromEntries(KEYS.map((k) => [k, inputs[index].getAttribute(`data-md-color-${k}`)]));
    const body = document.body;
    const changed = KEYS.filter((k) => body.getAttribute(`data-md-color-${k}`) !== color[k]);
    if (changed.length && switching) body.setAttribute("data-md-color-switching", "");
    for (const k of changed) body.setAttribute(`data-md-color-${k}`, color[k]);
    if (changed.length && switching) setTimeout(() => body.removeAttribute("data-md-color-switching"));
    inputs.forEach((input, i) => {
      input.checked = i === index;
      const label = input.nextElementSibling;
      if (label instanceof HTMLLabelElement) label.hidden = i !== index;
    });
    if (typeof window.__md_set === "function") window.__md_set("__palette", { index, color });
    tellThemeColor();
  };

  const saved = stored();
  let index = saved && Number.isInteger(saved.index) ? saved.index
    : inputs.findIndex((input) => matchMedia(input.getAttribute("data-md-color-media")).matches);
  index = Math.max(0, Math.min(index, inputs.length - 1));
  apply(index, false);
  inputs.forEach((input, i) => input.addEventListener("change", () => input.checked && apply(i, true)));
  form.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const next = inputs[(inputs.findIndex((input) => input.checked) + 1) % inputs.length];
    next.click();
    next.focus();
  });
}
