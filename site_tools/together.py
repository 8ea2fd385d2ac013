"""Play together: the client libraries the pages use, copied from ``node_modules`` into
the site as Pyodide and Chart.js are (no CDN), and what the pages are told about the rendezvous.

* ``docs/assets/vendor/peerjs/<version>/peerjs.min.js``: the PeerJS client (its browser build,
  which sets ``window.peerjs``), loaded only when a reader hosts or joins a table;
* ``docs/assets/vendor/qrcode-generator/<version>/qrcode.mjs``: the QR code encoder, an ES module;
  the page draws its own SVG from the encoder's modules (``docs/js/together/qr.js``);
* a ``<meta name="topeka-together">`` in every page (written after rendering, by
  :func:`meta_element`): the rendezvous' address (a build setting, :mod:`site_tools.rendezvous`)
  and the libraries' versions. A page without it offers no Play together.
"""
from __future__ import annotations

import html
import json
import shutil
from pathlib import Path

from site_tools.paths import NODE_MODULES

#: npm package -> (the files the site serves, from the package's folder)
LIBRARIES = {
    "peerjs": ("dist/peerjs.min.js", "LICENSE"),
    "qrcode-generator": ("dist/qrcode.mjs",),
}
META_NAME = "topeka-together"


def version(package: str) -> str:
    return json.loads((NODE_MODULES / package / "package.json").read_text())["version"]


def generate(docs_dir: Path) -> None:
    """Copy each library into ``assets/vendor/<package>/<version>/`` (content-addressed by version:
    served as immutable)."""
    for package, files in LIBRARIES.items():
        src = NODE_MODULES / package
        if not (src / "package.json").exists():
            raise SystemExit(f"node_modules lacks {package}: run `npm ci`")
        dest = docs_dir / "assets" / "vendor" / package / version(package)
        dest.mkdir(parents=True, exist_ok=True)
        for name in files:
            target = dest / (Path(name).name + (".txt" if name == "LICENSE" else ""))  # .txt: not a page
            if not target.exists() or target.read_bytes() != (src / name).read_bytes():
                shutil.copyfile(src / name, target)


def meta_element(config: dict | None) -> str:
    """The element that tells the pages where the rendezvous is (empty for none)."""
    if not config:
        return ""
    content = {"rendezvous": config, "peerjs": version("peerjs"), "qrcode": version("qrcode-generator")}
    return f'<meta name="{META_NAME}" content="{html.escape(json.dumps(content, sort_keys=True), quote=True)}">'
