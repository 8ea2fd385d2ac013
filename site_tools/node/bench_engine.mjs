// Benchmark the engine inside Pyodide (Node 20): node bench_engine.mjs WORKLOAD.json
// WORKLOAD.json = {"mode", "game", "params", "bots", "games": n, "seed": s, "repeat": r} (best of r; the
// workload itself is chosen by site_tools/bench_engine.py)
// Prints one JSON line: {"python", "games", "rounds", "seconds"}. Used by site_tools/bench_engine.py.
import fs from "node:fs";
import { loadEngine } from "./engine.mjs";

const arg = process.argv[2];
if (!arg) {
  console.error("usage: node bench_engine.mjs WORKLOAD.json");
  process.exit(2);
}
try {
  const py = await loadEngine();
  py.globals.set("WORKLOAD_JSON", fs.readFileSync(arg, "utf8"));
  const out = py.runPython(`
import json, sys, time
import games
w = json.loads(WORKLOAD_JSON)
game, params, bots = w["game"], w["params"], w["bots"]
games.simulate(game, params, 10**6, bots)  # warm up
best = None
for _ in range(w.get("repeat", 1)):
    t0 = time.perf_counter()
    rounds = 0
    for s in range(w["seed"], w["seed"] + w["games"]):
        rounds += games.simulate(game, params, s, bots)["rounds"]
    dt = time.perf_counter() - t0
    best = dt if best is None else min(best, dt)
json.dumps({"python": sys.version.split()[0], "games": w["games"], "rounds": rounds, "seconds": best,
            "repeat": w.get("repeat", 1)})
`);
  console.log(out);
} catch (err) {
  console.error(String(err).slice(0, 2000));
  process.exit(1);
}
