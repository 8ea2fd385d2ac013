// Load the pure-Python engine (the `games` package) into Pyodide under Node 20.
//
// The package files are copied into Pyodide's virtual file system (no wheel needed), so the
// code that runs is exactly the working tree's. Pyodide's own stdout/stderr go to a log file
// (its errors can be megabytes long), never to the console.
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, "..", "..");

function copyTree(py, src, dst) {
  py.FS.mkdirTree(dst);
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    if (entry.name === "__pycache__" || entry.name.startsWith(".")) continue;
    const s = path.join(src, entry.name);
    const d = dst + "/" + entry.name;
    if (entry.isDirectory()) copyTree(py, s, d);
    else if (entry.name.endsWith(".py")) py.FS.writeFile(d, new Uint8Array(fs.readFileSync(s)));
  }
}

export async function loadEngine({ log = path.join(ROOT, "build", "pyodide.log") } = {}) {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const fd = fs.openSync(log, "w");
  const write = (line) => fs.writeSync(fd, line + "\n");
  const py = await loadPyodide({
    indexURL: path.join(ROOT, "node_modules", "pyodide") + path.sep,
    stdout: write,
    stderr: write,
  });
  copyTree(py, path.join(ROOT, "games"), "/home/pyodide/engine/games");
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine'); import games");
  return py;
}

// The command line of a script that runs Python on a JSON file in Pyodide: `node SCRIPT IN.json
// OUT.json`. `code` reads the input as the string INPUT_JSON and ends with an expression, the
// output's JSON text. An error is printed (shortened) and the exit status is 1; usage errors 2.
export async function runJsonInPyodide(usage, code) {
  const [inPath, outPath] = process.argv.slice(2);
  if (!inPath || !outPath) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  try {
    const py = await loadEngine();
    py.globals.set("INPUT_JSON", fs.readFileSync(inPath, "utf8"));
    fs.writeFileSync(outPath, py.runPython(code));
  } catch (err) {
    console.error(String(err).slice(0, 2000));
    process.exit(1);
  }
}
