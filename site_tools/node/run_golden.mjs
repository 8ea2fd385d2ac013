// Compute golden transcripts inside Pyodide: node run_golden.mjs CASES.json OUT.json
// CASES.json = {name: {game_id, params, seed, bots, max_rounds}}; OUT.json = {name: text,
// "_python": version}. Run by tests/engine/test_golden.py.
import { runJsonInPyodide } from "./engine.mjs";

await runJsonInPyodide("node run_golden.mjs CASES.json OUT.json", `
import json, sys
from games.core.transcript import bot_transcript
cases = json.loads(INPUT_JSON)
res = {name: bot_transcript(**kw) for name, kw in cases.items()}
res["_python"] = sys.version
json.dumps(res)
`);
