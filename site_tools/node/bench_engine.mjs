// Benchmark the engine inside Pyodide (Node 20): node bench_engine.mjs WORKLOAD.json
// WORKLOAD.json = {"mode": "rounds6" | "games4", "games": n, "seed": s, "repeat": r} (best of r)
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
players = 6 if w["mode"] == "rounds6" else 4
params = {"edition": "2003", "players": players}
games.simulate("gavitt", params, 10**6)  # warm up
best = None
for _ in range(w.get("repeat", 1)):
    t0 = time.perf_counter()
    rounds = 0
    for s in range(w["seed"], w["seed"] + w["games"]):
        rounds += games.simulate("gavitt", params, s)["rounds"]
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
