"""The shape of the code: a file holds one idea, so no code file under games/, site_tools/ or docs/js/
is longer than MAX_FILE_LINES, and no Python function is longer than MAX_FUNCTION_LINES (looser than
the 60 lines a function should aim at, so that it catches a function growing back, not one a line
over). A file past the limit is split into modules that each say what they hold; a function past it,
into functions named for their steps. The checks are read from the source: lines counted as the
file has them, Python functions measured with ``ast`` from their ``def`` to their last line, and
JavaScript functions (declarations, expressions, arrows and methods, nested ones too) with acorn, a
pinned dev dependency, from their first line to their last (js_functions.mjs beside this file)."""
from __future__ import annotations

import ast
import json
import subprocess
from pathlib import Path

from site_tools.paths import ROOT

MAX_FILE_LINES = 400
MAX_FUNCTION_LINES = 80
#: JavaScript's limit is the one a function should aim at: the table's modules were split to it
MAX_JS_FUNCTION_LINES = 60
JS_FUNCTIONS = Path(__file__).with_name("js_functions.mjs")
CODE_FOLDERS = ("games", "site_tools", "docs/js")
CODE_SUFFIXES = {".py", ".js", ".mjs"}
#: files allowed past the limit for now, each with the reason; an entry goes as soon as its file is
#: split (an entry for a file within the limit changes nothing: the file is checked as every other)
ALLOWED_LONG: dict[str, str] = {}


def code_files(root: Path = ROOT) -> list[Path]:
    return sorted(p for folder in CODE_FOLDERS for p in (root / folder).rglob("*")
                  if p.suffix in CODE_SUFFIXES and p.is_file() and "__pycache__" not in p.parts)


def line_count(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def long_files(files, root: Path = ROOT, limit: int = MAX_FILE_LINES) -> list[str]:
    """Each file over ``limit`` lines, as "path: N lines"."""
    return [f"{p.relative_to(root).as_posix()}: {n} lines" for p in files if (n := line_count(p)) > limit]


def long_functions(files, root: Path = ROOT, limit: int = MAX_FUNCTION_LINES) -> list[str]:
    """Each Python function (nested ones too) over ``limit`` lines, as "path:line name: N lines"."""
    out = []
    for p in files:
        if p.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"), filename=str(p))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = node.end_lineno - node.lineno + 1
                if n > limit:
                    out.append(f"{p.relative_to(root).as_posix()}:{node.lineno} {node.name}: {n} lines")
    return out


def long_js_functions(files, root: Path = ROOT, limit: int = MAX_JS_FUNCTION_LINES) -> list[str]:
    """Each JavaScript function (nested ones too) over ``limit`` lines, as "path:line name: N lines"."""
    js = [str(p) for p in files if p.suffix in (".js", ".mjs")]
    if not js:
        return []
    out = subprocess.run(["node", str(JS_FUNCTIONS), *js], cwd=ROOT, capture_output=True, text=True, check=True)
    return [f"{Path(f['file']).relative_to(root).as_posix()}:{f['line']} {f['name']}: {f['lines']} lines"
            for f in json.loads(out.stdout) if f["lines"] > limit]


def test_every_code_folder_is_read():
    names = {p.relative_to(ROOT).as_posix() for p in code_files()}
    assert {"games/api.py", "site_tools/build.py", "docs/js/topeka.js", "docs/js/together/hub.js"} <= names


def test_no_code_file_is_longer_than_the_limit():
    found = [line for line in long_files(code_files()) if line.split(":")[0] not in ALLOWED_LONG]
    assert not found, (f"code files over {MAX_FILE_LINES} lines; split each into modules that hold one idea, "
                       "named for it:\n" + "\n".join(found))


def test_no_python_function_is_longer_than_the_limit():
    found = long_functions(code_files())
    assert not found, (f"Python functions over {MAX_FUNCTION_LINES} lines; split each into functions named "
                       "for their steps:\n" + "\n".join(found))


def test_no_javascript_function_is_longer_than_the_limit():
    found = long_js_functions(code_files())
    assert not found, (f"JavaScript functions over {MAX_JS_FUNCTION_LINES} lines; split each into functions named "
                       "for their steps (module functions over an explicit state, not one closure):\n" + "\n".join(found))


def test_the_javascript_check_finds_a_long_function_in_any_form(tmp_path):
    """The guard can fail, for a declaration, an arrow assigned to a name and a method alike; a brace
    inside a string or a template is not code."""
    folder = tmp_path / "docs" / "js"
    folder.mkdir(parents=True)
    body = "\n".join(f"  const x{i} = `{{${{i}}`;" for i in range(MAX_JS_FUNCTION_LINES - 2))
    (folder / "ok.js").write_text(f"export function fine() {{\n{body}\n}}\n")
    assert long_js_functions(code_files(tmp_path), tmp_path) == []  # exactly the limit passes
    (folder / "long.js").write_text(f"const grown = () => {{\n{body}\n  return 1;\n}};\n"
                                    f"export const o = {{ method() {{\n{body}\n  return '}}';\n}} }};\n")
    assert long_js_functions(code_files(tmp_path), tmp_path) == [
        f"docs/js/long.js:1 grown: {MAX_JS_FUNCTION_LINES + 1} lines",
        f"docs/js/long.js:{MAX_JS_FUNCTION_LINES + 2} method: {MAX_JS_FUNCTION_LINES + 1} lines"]


def test_the_checks_find_a_long_file_and_a_long_function(tmp_path):
    """The guard can fail: a file one line over and a function one line over are both named."""
    folder = tmp_path / "games"
    folder.mkdir()
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES - 1))
    (folder / "long.py").write_text("def grown():\n" + body + "\n\n" * (MAX_FILE_LINES // 2) + "y = 1\n")
    (folder / "short.py").write_text("def fine():\n    return 1\n")
    files = code_files(tmp_path)
    assert [p.name for p in files] == ["long.py", "short.py"]
    [too_long] = long_files(files, tmp_path)
    assert too_long.startswith("games/long.py: ") and int(too_long.split(": ")[1].split()[0]) > MAX_FILE_LINES
    assert long_functions(files, tmp_path) == []  # a function of exactly the limit passes
    (folder / "short.py").write_text("def grown():\n" + body + "\n    x = 0\n")
    assert long_functions(code_files(tmp_path), tmp_path) == [f"games/short.py:1 grown: {MAX_FUNCTION_LINES + 1} lines"]
