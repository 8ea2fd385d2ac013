"""Runtime assets: the engine wheel, the Pyodide files and the engine's memory snapshot, placed in
the site under versioned, content-addressed paths, and a manifest the browser worker reads to find
them."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from site_tools.paths import BUILD, NODE_MODULES, ROOT, RUNTIME, RUNTIME_MANIFEST, pinned_pyodide_version

# What loadPyodide needs from the npm package (pyodide.js, the console pages and source maps are not needed).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# The time stamped on every file of the wheel (the zip format's earliest date), so that the wheel's
# bytes, and so its hash, its URL and the snapshot keyed by it, depend on its contents alone.
REPRODUCIBLE_EPOCH = "315532800"


def build_wheel() -> Path:
    """Build games/ as a standard py3-none-any wheel (no pyodide-build: pure Python needs no cross-build).
    The same sources give the same bytes (SOURCE_DATE_EPOCH), so an unchanged engine keeps its URL
    in readers' caches and its snapshot in build/.

    Several processes may build it at once (the tests' site build beside a test that builds the wheel):
    setuptools' own build/ folder is shared, so the builds take turns (a lock file), and each builds
    into a folder of its own and then replaces the wheel in build/wheel in one step, so that a path
    returned to one process is never emptied by another (the bytes are the same)."""
    import fcntl
    import tempfile

    out = BUILD / "wheel"
    out.mkdir(parents=True, exist_ok=True)
    with open(BUILD / "wheel.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        with tempfile.TemporaryDirectory(dir=BUILD, prefix="wheel-") as tmp:
            done = subprocess.run(
                [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", tmp, str(ROOT)],
                capture_output=True, text=True, env=dict(os.environ, SOURCE_DATE_EPOCH=REPRODUCIBLE_EPOCH),
            )
            if done.returncode != 0:
                sys.stderr.write(done.stdout[-4000:] + done.stderr[-4000:])
                raise SystemExit("building the engine wheel failed")
            # setuptools leaves build/lib and *.egg-info behind; they are git-ignored but would leak
            # stale files into the next wheel, so clear them.
            shutil.rmtree(ROOT / "build" / "lib", ignore_errors=True)
            for egg in ROOT.glob("*.egg-info"):
                shutil.rmtree(egg, ignore_errors=True)
            wheels = sorted(Path(tmp).glob("*-py3-none-any.whl"))
            if len(wheels) != 1:
                raise SystemExit(f"expected one py3-none-any wheel, found {[w.name for w in wheels]}")
            with zipfile.ZipFile(wheels[0]) as zf:
                names = zf.namelist()
            if "games/__init__.py" not in names or "games/api.py" not in names:
                raise SystemExit(f"the wheel {wheels[0].name} lacks the games package or its browser facade")
            wheel = out / wheels[0].name
            os.replace(wheels[0], wheel)
        for stale in out.glob("*.whl"):  # a wheel of another version
            if stale != wheel:
                stale.unlink(missing_ok=True)
    return wheel


def copy_pyodide() -> Path:
    version = pinned_pyodide_version()
    src = NODE_MODULES / "pyodide"
    installed = json.loads((src / "package.json").read_text())["version"] if (src / "package.json").exists() else None
    if installed != version:
        raise SystemExit(f"node_modules has pyodide {installed}, package.json pins {version}: run `npm ci`")
    dest = RUNTIME / "pyodide" / version
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        target = dest / name
        if not target.exists() or target.stat().st_size != (src / name).stat().st_size or sha256(target) != sha256(src / name):
            shutil.copy2(src / name, target)
    return dest


def place_runtime() -> dict:
    """Copy Pyodide and the freshly built wheel into docs/assets/runtime, add the engine's memory
    snapshot for that pair (site_tools.snapshot) and write the manifest."""
    from site_tools.snapshot import place_snapshot

    if RUNTIME.exists():
        # Drop stale wheels; keep the (large, unchanged) Pyodide copy.
        shutil.rmtree(RUNTIME / "wheels", ignore_errors=True)
    pyodide_dir = copy_pyodide()
    wheel = build_wheel()
    digest = sha256(wheel)
    wheel_dir = RUNTIME / "wheels" / digest[:16]
    wheel_dir.mkdir(parents=True, exist_ok=True)
    shutil.copy2(wheel, wheel_dir / wheel.name)
    manifest = {
        "pyodide": {"version": pinned_pyodide_version(), "indexURL": pyodide_dir.relative_to(RUNTIME).as_posix() + "/"},
        "wheel": {"url": (wheel_dir / wheel.name).relative_to(RUNTIME).as_posix(), "sha256": digest, "name": wheel.name},
        "snapshot": place_snapshot(RUNTIME, pyodide_dir, pinned_pyodide_version(), wheel, digest),
    }
    RUNTIME_MANIFEST.write_text(json.dumps(manifest, indent=2) + "\n")
    return manifest
