// The words every page says outside a game's table (games/core/site_words.py SITE_WORDS): the Python
// runtime's loading steps and failures, Try it, the lab's controls, Cite this. They must show before
// Python has started, so the build writes them into every page's head as JSON
// (<meta name="topeka-words">, site_tools/build.py words_element) and they are read from there,
// once per document. A line is said by key with its {fields}; a field may itself be a line
// ({key, fields}, as the worker sends them: it has no page to read words from).

let words = null;

function defect(message) {
  return new Error(message);
}

function read() {
  if (!words) {
    const meta = document.querySelector('meta[name="topeka-words"]');
    words = meta ? JSON.parse(meta.content) : {};
  }
  return words;
}

/** The line `key` in the page's words, its {fields} filled (a field that is a line is said first). */
export function word(key, fields = {}) {
  const template = read()[key];
  if (typeof template !== "string") throw defect(`the page has no words for "${key}"`);
  return template.replace(/\{(\w+)\}/g, (all, name) => (name in fields ? wordOf(fields[name]) : all));
}

/** A line the worker sent ({key, fields}) in words; a string (a Python error's own text) as it is. */
export function wordOf(line) {
  return line && typeof line === "object" && typeof line.key === "string" ? word(line.key, line.fields || {}) : String(line);
}
