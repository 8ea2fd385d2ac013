"""The lab's default results on the comparison page: computed at build time with the page's default
configuration (the browser's "Run" with untouched controls), and cached in ``build/lab-cache/`` under
a hash of the engine's source, the lab's version and the configuration, so only a change to the
engine re-runs the simulation."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from site_tools.paths import BUILD, ROOT

#: the configuration of the default results (the browser's "Run" with untouched controls)
DEFAULT_CONFIG = {"players": 4, "speed": "steady", "telegram": "edition", "fines": "edition",
                  "careless": 0.25, "games": 100, "seed": 1}


def engine_hash() -> str:
    """A hash of the engine source the lab runs (the core, the laboratory, the Gavitt game and the
    package entry)."""
    h = hashlib.sha256()
    files = [ROOT / "games" / "__init__.py", *(ROOT / "games" / "core").rglob("*.py"),
             *(ROOT / "games" / "lab").rglob("*.py"), *(ROOT / "games" / "gavitt").rglob("*.py")]
    for p in sorted(files):
        if "__pycache__" in p.parts:
            continue
        h.update(p.relative_to(ROOT).as_posix().encode())
        h.update(b"\0")
        h.update(p.read_bytes())
    return h.hexdigest()


def default_results(config: dict = DEFAULT_CONFIG, cache_dir: Path | None = None) -> dict:
    """The lab's results for ``config``, from the cache when the engine has not changed."""
    from games.gavitt.lab import experiments as lab

    c = lab.normalise(config)
    key = hashlib.sha256(json.dumps({"engine": engine_hash(), "lab": lab.VERSION, "config": c},
                                    sort_keys=True).encode()).hexdigest()[:24]
    cache_dir = cache_dir or BUILD / "lab-cache"
    cached = cache_dir / f"{key}.json"
    if cached.exists():
        try:
            return json.loads(cached.read_text(encoding="utf-8"))
        except ValueError:
            pass
    result = lab.summarise(c, [lab.run_all(c)])
    result = json.loads(json.dumps(result))  # exactly what the browser will read
    cache_dir.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(".tmp")
    tmp.write_text(json.dumps(result), encoding="utf-8")
    tmp.replace(cached)
    return result
