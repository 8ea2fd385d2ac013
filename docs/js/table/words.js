// The engine's words for a table (GameType.describe()["words"]: games.core.wording.TABLE_WORDS and the
// game's PAGE_WORDS), which the build writes into the demo's data-options. A page says a line by its
// key and fills the template's {fields} with numbers or names; it writes no sentence of its own.
// A key the engine does not word throws: a missing sentence is a defect found by the tests
// (tests/platform/test_page_words.py checks every key the pages say), not a blank on the page.

/** `spec` is the demo's data-options (readSpec). -> say(key, fields) */
export function wordsOf(spec) {
  const words = (spec && spec.words) || {};
  return function say(key, fields = {}) {
    const template = words[key];
    if (typeof template !== "string") throw new Error(`the engine has no words for "${key}"`);
    return template.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
  };
}
