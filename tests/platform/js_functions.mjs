// Every function of the JavaScript files given, with its length in lines, as JSON on stdout:
// [{file, line, name, lines}], read with acorn (a pinned dev dependency) so that a brace in a
// string or a template is never taken for code. A function's name is its own, or the name of the
// variable or property it is assigned to, or "(anonymous)".
import fs from "node:fs";
import { parse } from "acorn";

function* functions(node, name) {
  if (!node || typeof node.type !== "string") return;
  if (node.type.endsWith("FunctionExpression") || node.type === "FunctionDeclaration") {
    yield { node, name: (node.id && node.id.name) || name || "(anonymous)" };
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc") continue;
    let inner = name;
    if (node.type === "VariableDeclarator" && key === "init") inner = node.id.name;
    else if ((node.type === "Property" || node.type === "MethodDefinition") && key === "value") {
      inner = node.key.name || node.key.value;
    }
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === "object") yield* functions(child, inner);
    }
  }
}

const found = [];
for (const file of process.argv.slice(2)) {
  const tree = parse(fs.readFileSync(file, "utf8"), { ecmaVersion: "latest", sourceType: "module", locations: true });
  for (const { node, name } of functions(tree)) {
    found.push({ file, line: node.loc.start.line, name, lines: node.loc.end.line - node.loc.start.line + 1 });
  }
}
process.stdout.write(JSON.stringify(found));
