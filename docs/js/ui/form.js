// Form controls written once for every demo: a labelled field (with an optional hint that the
// control is described by), a select, a number input and a checkbox. Each control gets a unique
// id, so its <label for> names it for screen readers and a click on the label reaches it.
import { h } from "../dom.js";

let uid = 0;
const nextId = (prefix) => `${prefix}-${++uid}`;

/** A <small> hint that describes `control` (aria-describedby), or null without a hint. */
export function hintFor(control, hint, cls = "topeka-hint") {
  if (!hint) return null;
  const id = nextId("topeka-hint");
  control.setAttribute("aria-describedby", id);
  return h("small", { class: cls, id, text: hint });
}

/** <div class="topeka-field …"><label for>…</label> control hint</div> */
export function field(labelText, control, { hint = "", cls = "", hintCls } = {}) {
  control.id = nextId(`topeka-${control.name || "ctl"}`);
  return h("div", { class: `topeka-field${cls ? ` ${cls}` : ""}` },
    h("label", { for: control.id, text: labelText }), control, hintFor(control, hint, hintCls));
}

/** A <select> of [value, text] pairs, showing `value` when given. */
export function select(name, options, value = undefined) {
  const s = h("select", { name }, ...options.map(([v, text]) => h("option", { value: String(v), text })));
  if (value !== undefined) s.value = String(value);
  return s;
}

export function numberInput(name, { value, min, max, step = 1, placeholder } = {}) {
  return h("input", { type: "number", name, value: value === undefined ? null : String(value),
    min: min === undefined ? null : String(min), max: max === undefined ? null : String(max),
    step: String(step), inputmode: "numeric", placeholder });
}

/** A checkbox with its label on one row and an optional hint below: { input, label (the wrapper) }. */
export function checkbox(name, labelText, { hint = "", cls = "topeka-check", hintCls } = {}) {
  const input = h("input", { type: "checkbox", name, id: nextId(`topeka-${name}`) });
  const label = h("div", { class: cls },
    h("div", { class: `${cls}__row` }, input, h("label", { for: input.id, text: labelText })), hintFor(input, hint, hintCls));
  return { input, label };
}
