// Play every game's worked examples inside Pyodide: node run_examples.mjs EXAMPLES.json OUT.json
// EXAMPLES.json = {game id: [example...]}; OUT.json = {game id: {example id: result of
// games.core.examples.run}, "_python": version}. Run by tests/engine/test_golden.py, which
// compares the results with CPython's.
import { runJsonInPyodide } from "./engine.mjs";

await runJsonInPyodide("node run_examples.mjs EXAMPLES.json OUT.json", `
import json, sys
from games import GAMES
from games.core.examples import run
examples = json.loads(INPUT_JSON)
res = {gid: {ex["id"]: run(GAMES[gid], ex) for ex in exs} for gid, exs in examples.items()}
res["_python"] = sys.version
json.dumps(res)
`);
