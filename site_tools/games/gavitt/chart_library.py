"""Chart.js for the lab's charts: its self-contained UMD build, copied from ``node_modules`` into
``docs/assets/vendor/chart.js/<version>/`` (no CDN), a file rewritten only when it changed."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from site_tools.paths import NODE_MODULES

CHART_FILES = ("chart.umd.min.js", "chart.umd.min.js.map")


def chart_version() -> str:
    return json.loads((NODE_MODULES / "chart.js" / "package.json").read_text())["version"]


def copy_chart_library(docs_dir: Path) -> str:
    version = chart_version()
    src = NODE_MODULES / "chart.js"
    dest = docs_dir / "assets" / "vendor" / "chart.js" / version
    dest.mkdir(parents=True, exist_ok=True)
    for name in CHART_FILES:
        _copy_if_changed(src / "dist" / name, dest / name)
    _copy_if_changed(src / "LICENSE.md", dest / "LICENSE.txt")  # .txt: not rendered as a page
    return version


def _copy_if_changed(src: Path, dest: Path) -> None:
    if not dest.exists() or dest.read_bytes() != src.read_bytes():
        shutil.copyfile(src, dest)
