// The options of the Gavitt table that its URL hash exposes, e.g.
//   #edition=1903&players=4&speed=steady&telegram=1&fines=1&target=2500&forget=1&careless=1&seed=123
// Their types, ranges, defaults (the edition's, as the engine resolves them) and the wording of a
// bad value come from the engine's schemas (table/options.js); this module only says which ones the
// page offers. The 2003 page offers no fines and no careless bots: its text has neither.
import { createOptions, readSpec } from "../../table/options.js";

export function gavittOptions(root, edition) {
  const only1903 = (f) => (edition === "1903" ? [f] : []);
  return createOptions(readSpec(root), [
    { key: "players" },
    { key: "speed", bot: "speed" },
    { key: "telegram" },
    ...only1903({ key: "fines" }),
    { key: "target" },
    { key: "forget", bot: "forget", switch: true },
    ...only1903({ key: "careless", bot: "careless", switch: true }),
  ], { edition });
}
