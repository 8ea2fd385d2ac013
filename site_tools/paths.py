"""Where things are: one place for the repository layout the build relies on."""
from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
BUILD = ROOT / "build"
NODE_MODULES = ROOT / "node_modules"
RUNTIME = DOCS / "assets" / "runtime"          # generated, git-ignored
RUNTIME_MANIFEST = RUNTIME / "manifest.json"


def pinned_pyodide_version() -> str:
    """The exact pyodide version pinned in package.json (the single source of truth)."""
    deps = json.loads((ROOT / "package.json").read_text())["dependencies"]
    version = deps["pyodide"]
    if not version[:1].isdigit():
        raise SystemExit(f"package.json must pin pyodide exactly (found {version!r})")
    return version
