// Play every game's worked examples inside Pyodide: node run_examples.mjs EXAMPLES.json OUT.json
// EXAMPLES.json = {game id: [example...]}; OUT.json = {game id: {example id: result of
// games.core.examples.run}, "_python": version}. Run by tests/engine/test_golden.py, which
// compares the results with CPython's.
import fs from "node:fs";
import { loadEngine } from "./engine.mjs";

const [examplesPath, outPath] = process.argv.slice(2);
if (!examplesPath || !outPath) {
  console.error("usage: node run_examples.mjs EXAMPLES.json OUT.json");
  process.exit(2);
}
try {
  const py = await loadEngine();
  py.globals.set("EXAMPLES_JSON", fs.readFileSync(examplesPath, "utf8"));
  const out = py.runPython(`
import json, sys
from games import GAMES
from games.core.examples import run
examples = json.loads(EXAMPLES_JSON)
res = {gid: {ex["id"]: run(GAMES[gid], ex) for ex in exs} for gid, exs in examples.items()}
res["_python"] = sys.version
json.dumps(res)
`);
  fs.writeFileSync(outPath, out);
} catch (err) {
  console.error(String(err).slice(0, 2000));
  process.exit(1);
}
