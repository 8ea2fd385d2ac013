// Benchmark the engine inside Pyodide (Node 20): node bench_engine.mjs WORKLOAD.json
// WORKLOAD.json = {"mode", "game", "params", "bots", "games": n, "seed": s, "repeat": r, "code"}: the
// Python `code` (site_tools/bench_engine.py WORKLOAD_CODE, the same in every runtime) reads the
// workload as WORKLOAD_JSON and ends with the result's JSON text
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
  const text = fs.readFileSync(arg, "utf8");
  py.globals.set("WORKLOAD_JSON", text);
  const out = py.runPython(JSON.parse(text).code);
  console.log(out);
} catch (err) {
  console.error(String(err).slice(0, 2000));
  process.exit(1);
}
