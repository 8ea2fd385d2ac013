"""What the browser tests and `make bench` share: a site served on a free local port, and how to
launch Chromium here (Debian's /usr/bin/chromium when present, else Playwright's own)."""
from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path
from urllib.parse import urlsplit

from site_tools.serve import SiteServer

CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]


def origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def chromium_executable() -> str | None:
    for candidate in (os.environ.get("TOPEKA_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None  # Playwright's own Chromium (installed by `playwright install chromium`)


def launch_options() -> dict:
    """How to launch headless Chromium here: this machine's flags, Debian's binary when present."""
    launch = {"args": CHROMIUM_FLAGS}
    if chromium_executable():
        launch["executable_path"] = chromium_executable()
    return launch


def launch_chromium(playwright):
    """Launch headless Chromium with this machine's flags (Debian's binary when present)."""
    return playwright.chromium.launch(**launch_options())


class ServedSite:
    """A site directory served on 127.0.0.1 at a free port. The port is bound first, so the site
    can be built for its own URL (instant navigation needs site_url to match) before serving."""

    def __init__(self, site_dir: Path):
        site_dir.mkdir(parents=True, exist_ok=True)
        self.server = SiteServer(site_dir)  # a free port on 127.0.0.1, bound now
        self.dir = site_dir
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def start(self) -> None:
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
