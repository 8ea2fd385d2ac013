"""The rendezvous of "Play together": the PeerJS server (npm ``peer``, pinned), run with Node beside
the site. ``make serve`` starts it with the site (``site_tools serve``) and stops it with it; the
browser tests and ``make bench`` start their own on a free port.

The pages meet through it to open WebRTC data channels between the host's browser and each
player's; the game itself never passes through it. Its address is a build setting
(``--peer-url`` / ``TOPEKA_PEER_URL``, :func:`peer_config`): the pages are told it in a ``<meta>``
element and the Content Security Policy's ``connect-src`` allows it and nothing else.
"""
from __future__ import annotations

import json
import queue
import shutil
import subprocess
import threading
from urllib.parse import urlsplit

from site_tools.paths import ROOT

SCRIPT = ROOT / "site_tools" / "node" / "rendezvous.mjs"
#: the PeerJS server's key (its default); the pages send it, the server checks it
KEY = "peerjs"
#: how long the server may take to listen before starting it counts as failed (a hang guard, not a
#: speed target: Node starts it in about a second, a machine under load can take many more)
START_TIMEOUT_S = 180


def peer_config(url: str | None) -> dict | None:
    """The pages' settings for the rendezvous at ``url`` (``http[s]://host[:port][/path/]``), or
    None for no rendezvous (``None``, ``""`` or ``"none"``: the demos then offer no Play together).
    Raises ``ValueError`` for an address that is not one."""
    if url is None or url.strip().lower() in ("", "none", "off"):
        return None
    parts = urlsplit(url.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"the rendezvous address must be http://host:port/ or https://host:port/, not {url!r}")
    if parts.query or parts.fragment or parts.username:
        raise ValueError(f"the rendezvous address has no query, fragment or user: {url!r}")
    secure = parts.scheme == "https"
    path = parts.path or "/"
    if not path.endswith("/"):
        path += "/"
    return {"host": parts.hostname, "port": parts.port or (443 if secure else 80), "path": path,
            "secure": secure, "key": KEY}


def origins(config: dict | None) -> list[str]:
    """What the pages connect to for this rendezvous: its WebSocket origin (the signalling) and
    its HTTP origin (the server's own API), for the policy's ``connect-src``."""
    if not config:
        return []
    host = f"[{config['host']}]" if ":" in config["host"] else config["host"]
    s = "s" if config["secure"] else ""
    return [f"http{s}://{host}:{config['port']}", f"ws{s}://{host}:{config['port']}"]


class Rendezvous:
    """The PeerJS server in a Node child process on ``host``:``port`` (0: a free port). It stops
    when :meth:`stop` is called, and also when this process ends (it watches its standard input)."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0):
        self.host = host
        self.port = port
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    def start(self) -> "Rendezvous":
        node = shutil.which("node")
        if not node:
            raise SystemExit("the rendezvous for Play together needs Node (node was not found on PATH)")
        self.proc = subprocess.Popen([node, str(SCRIPT), self.host, str(self.port)], cwd=ROOT, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        lines: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: lines.put(self.proc.stdout.readline()), daemon=True).start()
        try:
            line = lines.get(timeout=START_TIMEOUT_S)
        except queue.Empty:
            line = ""
        try:
            self.port = int(json.loads(line)["port"])
        except (ValueError, KeyError, TypeError):
            self.stop()
            err = self.proc.stderr.read() if self.proc and self.proc.stderr else ""
            raise SystemExit(f"the rendezvous did not start on {self.host}:{self.port}: "
                             f"{err.strip().splitlines()[-1] if err.strip() else 'no answer'}") from None
        # Drain what it says afterwards, so a full pipe never blocks it.
        for stream in (self.proc.stdout, self.proc.stderr):
            threading.Thread(target=stream.read, daemon=True).start()
        return self

    def stop(self) -> None:
        proc = self.proc
        if proc is None or proc.poll() is not None:
            return
        try:
            proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()

    def __enter__(self) -> "Rendezvous":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
