// Compute golden transcripts inside Pyodide: node run_golden.mjs CASES.json OUT.json
// CASES.json = {name: {game_id, params, seed, bots, max_rounds}}; OUT.json = {name: text,
// "_python": version}. Run by tests/engine/test_golden.py.
import fs from "node:fs";
import { loadEngine } from "./engine.mjs";

const [casesPath, outPath] = process.argv.slice(2);
if (!casesPath || !outPath) {
  console.error("usage: node run_golden.mjs CASES.json OUT.json");
  process.exit(2);
}
try {
  const py = await loadEngine();
  py.globals.set("CASES_JSON", fs.readFileSync(casesPath, "utf8"));
  const out = py.runPython(`
import json, sys
from games.core.transcript import bot_transcript
cases = json.loads(CASES_JSON)
res = {name: bot_transcript(**kw) for name, kw in cases.items()}
res["_python"] = sys.version
json.dumps(res)
`);
  fs.writeFileSync(outPath, out);
} catch (err) {
  console.error(String(err).slice(0, 2000));
  process.exit(1);
}
