// The Options form of a table, from the same schemas as its URL hash (table/options.js): a select
// for an option with named values or a short range, a checkbox for a switch, a number input with the schema's
// range for a number, and the seed. The form is read through the hash parser, so a value the
// hash would refuse is refused here in the same words.
import { h } from "../dom.js";
import { checkbox, field, numberInput, select } from "../ui/form.js";

/**
 * opts: createOptions(...); items: [{ key, label, hint?, labels?: {value: text} }] in order;
 * cls: the game's class prefix ("gv", "rw", "bo"). -> { element (the <form>), controls: {key:
 * element}, fields: {key: the labelled field}, fill(o), read() -> { options, problems } }.
 */
export function optionsForm(opts, items, { cls, onSubmit, onProblems, submitText = "New game with these options" }) {
  const controls = {};
  const fields = {};
  const wrap = (label, control, hint) => field(label, control, { hint, cls: `${cls}-field`, hintCls: `${cls}-hint` });
  for (const { key, label, hint, labels = {} } of items) {
    if (key === "seed") {
      controls.seed = numberInput("seed", { min: 0, placeholder: "random" });
      fields.seed = wrap(label, controls.seed, hint ?? "The deal's number; blank = a new one.");
      continue;
    }
    const s = opts.schema(key);
    const f = opts.fields.find((x) => x.key === key);
    if (f.switch || s.type === "bool") {
      const box = checkbox(key, label, { hint, cls: `${cls}-check`, hintCls: `${cls}-hint` });
      controls[key] = box.input;
      fields[key] = box.label;
    } else if (s.values || (s.type === "int" && s.max !== undefined && s.max - s.min <= 12)) {
      const values = s.values || Array.from({ length: s.max - s.min + 1 }, (_, i) => s.min + i);
      controls[key] = select(key, values.map((v) => [v, labels[v] ?? String(v)]));
      fields[key] = wrap(label, controls[key], hint);
    } else {
      controls[key] = numberInput(key, { min: s.min, max: s.max, step: s.type === "int" ? 1 : "any" });
      fields[key] = wrap(label, controls[key], hint);
    }
  }
  const element = h("form", { class: `${cls}-options__form`, novalidate: true }, ...Object.values(fields),
    h("div", { class: `${cls}-options__buttons` }, h("button", { type: "submit", class: "md-button md-button--primary" }, submitText)));

  function fill(o) {
    for (const [key, c] of Object.entries(controls)) {
      if (c.type === "checkbox") c.checked = !!o[key];
      else c.value = o[key] === null || o[key] === undefined ? "" : String(o[key]);
    }
  }

  /** The options the form shows, through the hash parser: { options, problems }. */
  function read() {
    const p = new URLSearchParams();
    for (const [key, c] of Object.entries(controls)) {
      if (c.type === "checkbox") p.set(key, c.checked ? "1" : "0");
      else if (c.value.trim() !== "") p.set(key, c.value.trim());
    }
    const { options, problems } = opts.parse(p.toString());
    return { options, problems };
  }

  element.addEventListener("submit", (event) => {
    event.preventDefault();
    const { options, problems } = read();
    if (problems.length) onProblems(problems);
    else onSubmit(options);
  });
  return { element, controls, fields, fill, read };
}
