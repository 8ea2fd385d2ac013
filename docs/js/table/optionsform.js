// The Options form of a table, from the same schemas as its URL hash (table/options.js): a select
// for an option with named values or a short range, a checkbox for a switch, a number input with the schema's
// range for a number, and the seed. The form is read through the hash parser, so a value the
// hash would refuse is refused here in the same words.
// A folded section of the form (`folded`: e.g. the readings of a text) builds its fields only when
// it is first opened, so mounting a table does not build controls nobody has asked for; until
// then the form keeps the values it was filled with and reads them as if they were shown.
import { h } from "../dom.js";
import { checkbox, field, numberInput, select } from "../ui/form.js";

/**
 * opts: createOptions(...); items: [{ key, label?, hint?, labels?: {value: text} }] in order, each
 * word the engine's where the item gives none (opts.words: its PARAM_WORDS and BOT_WORDS; the seed's
 * and the players' from the table's words);
 * cls: the game's class prefix ("gv", "rw", "bo"); folded: optional { keys, summary, cls }, a
 * <details> before the buttons holding those items, built when first opened. -> { element (the
 * <form>), controls: {key: element}, fields: {key: the labelled field}, fill(o), read() -> {
 * options, problems } } (a folded item is in controls and fields once its section has opened).
 */
export function optionsForm(opts, items, { cls, onSubmit, onProblems, submitText = opts.say("options_submit"), folded = null }) {
  // `form`, the form's state, which the steps below take explicitly: each control and its labelled
  // field by key, and what fill() was given (for the folded items not built yet)
  const form = { opts, cls, controls: {}, fields: {}, values: {} };
  const later = folded ? items.filter((item) => folded.keys.includes(item.key)) : [];
  const shown = items.filter((item) => !later.includes(item));
  for (const item of shown) build(form, item);
  const section = later.length ? foldedSection(form, later, folded) : null;
  const element = h("form", { class: `${cls}-options__form`, novalidate: true },
    ...shown.map((item) => form.fields[item.key]), section,
    h("div", { class: `${cls}-options__buttons` }, h("button", { type: "submit", class: "md-button md-button--primary" }, submitText)));
  const read = () => readForm(form, items);

  element.addEventListener("submit", (event) => {
    event.preventDefault();
    const { options, problems } = read();
    if (problems.length) onProblems(problems);
    else onSubmit(options);
  });
  return { element, controls: form.controls, fields: form.fields, fill: (o) => fill(form, items, o), read };
}

/** A control in its labelled field, with its hint, in the game's classes. */
const wrap = (form, label, control, hint) => field(label, control, { hint, cls: `${form.cls}-field`, hintCls: `${form.cls}-hint` });

/** The control of one item and its labelled field, in the engine's words where the item gives none. */
function build(form, { key, label, hint, labels = {} }) {
  const { opts, cls, controls, fields } = form;
  if (key === "seed") {
    controls.seed = numberInput("seed", { min: 0, placeholder: opts.say("seed_placeholder") });
    fields.seed = wrap(form, label ?? opts.say("seed_label"), controls.seed, hint ?? opts.say("seed_hint"));
    return;
  }
  const engine = opts.words(key);
  label = label ?? engine.label;
  hint = hint ?? engine.hint;
  const count = key === "players" ? (n) => opts.say("players_option", { n }) : String;
  labels = { ...(engine.labels || {}), ...labels };
  const s = opts.schema(key);
  const f = opts.fields.find((x) => x.key === key);
  if (f.switch || s.type === "bool") {
    const box = checkbox(key, label, { hint, cls: `${cls}-check`, hintCls: `${cls}-hint` });
    controls[key] = box.input;
    fields[key] = box.label;
  } else if (s.values || (s.type === "int" && s.max !== undefined && s.max - s.min <= 12)) {
    const values = s.values || Array.from({ length: s.max - s.min + 1 }, (_, i) => s.min + i);
    controls[key] = select(key, values.map((v) => [v, labels[v] ?? (s.labels && s.labels[v]) ?? count(v)]));
    fields[key] = wrap(form, label, controls[key], hint);
  } else {
    controls[key] = numberInput(key, { min: s.min, max: s.max, step: s.type === "int" ? 1 : "any" });
    fields[key] = wrap(form, label, controls[key], hint);
  }
}

/** The folded section: its items are built, filled and shown when it is first opened. */
function foldedSection(form, later, folded) {
  const section = h("details", { class: folded.cls }, h("summary", { text: folded.summary }));
  section.addEventListener("toggle", () => {
    if (!section.open || later.every((item) => form.controls[item.key])) return;
    for (const item of later) {
      build(form, item);
      setControl(form.controls[item.key], form.values[item.key]);
      section.append(form.fields[item.key]);
    }
  });
  return section;
}

function setControl(c, v) {
  if (c.type === "checkbox") c.checked = !!v;
  else c.value = v === null || v === undefined ? "" : String(v);
}

function fill(form, items, o) {
  for (const { key } of items) {
    form.values[key] = o[key];
    if (form.controls[key]) setControl(form.controls[key], o[key]);
  }
}

/** The options the form shows, through the hash parser: { options, problems }. */
function readForm(form, items) {
  const p = new URLSearchParams();
  for (const { key } of items) {
    const c = form.controls[key];
    // a folded item not shown yet reads as the value it was filled with
    const v = !c ? form.values[key] : c.type === "checkbox" ? c.checked : c.value.trim();
    if (typeof v === "boolean") p.set(key, v ? "1" : "0");
    else if (v !== null && v !== undefined && String(v) !== "") p.set(key, String(v));
  }
  const { options, problems } = form.opts.parse(p.toString());
  return { options, problems };
}
