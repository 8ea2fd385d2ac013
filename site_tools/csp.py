"""The site's Content Security Policy, written by the build into every page.

The policy allows scripts from the site itself only: no inline script runs unless its SHA-256 is
listed, and the theme's few inline scripts (Material's ``__md_scope`` set-up, which differs by
page depth, the palette restore, the tab restore) are hashed here from the rendered pages, so the
list is always the one the renderer (MkDocs or Zensical) actually wrote. The project's own boot
hint is a file (``docs/js/boot-hint.js``), not an inline script.

It is delivered twice: as ``<meta http-equiv="Content-Security-Policy">`` at the top of every
page's ``<head>`` (any static host serves it), and in ``_headers`` (the format Netlify and
Cloudflare Pages read), which ``site_tools serve`` sends as HTTP headers on every response, so the
Python worker, which a meta element cannot reach, runs under the policy too. The header form adds
what a meta element cannot carry (``frame-ancestors``).

``style-src`` keeps ``'unsafe-inline'``: Material writes ``style`` attributes into its markup and
its scripts set inline styles (the header's and sidebar's positions, tooltips, the palette); a
style cannot run code, so this gives up much less than ``'unsafe-inline'`` for scripts would.
"""
from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

# Every directive but script-src, which is completed with the hashes of the inline scripts.
DIRECTIVES = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'"],  # Pyodide compiles WebAssembly; no eval
    "worker-src": ["'self'"],
    "connect-src": ["'self'"],
    "img-src": ["'self'", "data:"],  # Material's icons are data: SVGs in its stylesheet
    "style-src": ["'self'", "'unsafe-inline'"],
    "font-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
}
# Only as an HTTP header: a <meta> policy ignores these.
HEADER_ONLY = {"frame-ancestors": ["'none'"]}  # no page is meant to be framed
# Sent by `site_tools serve` with the policy, and what a deployment should send too.
OTHER_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
}

_SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script\s*>", re.S | re.I)
_TYPE = re.compile(r"""\btype\s*=\s*["']?([^"'\s>]+)""", re.I)
_SRC = re.compile(r"\bsrc\s*=", re.I)
_EXECUTABLE_TYPES = {"", "text/javascript", "application/javascript", "module"}
_META_PLACE = re.compile(r"<meta\s+charset=[\"']?utf-8[\"']?\s*/?>", re.I)
_HEAD = re.compile(r"<head(\s[^>]*)?>", re.I)
META_MARK = 'http-equiv="Content-Security-Policy"'


def inline_scripts(page_html: str) -> list[str]:
    """The text of every inline script the browser would run (JSON data blocks are not run)."""
    out = []
    for attrs, body in _SCRIPT.findall(page_html):
        kind = _TYPE.search(attrs)
        if _SRC.search(attrs) or (kind and kind.group(1).lower() not in _EXECUTABLE_TYPES):
            continue
        out.append(body)
    return out


def script_hash(body: str) -> str:
    digest = hashlib.sha256(body.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


def policy(hashes: set[str], header: bool = False, connect: list[str] = ()) -> str:
    """The policy for these inline-script hashes; ``connect`` adds origins to ``connect-src``
    (the rendezvous of Play together, :func:`site_tools.rendezvous.origins`, and nothing else)."""
    directives = {k: list(v) for k, v in DIRECTIVES.items()}
    directives["script-src"] += sorted(hashes)
    directives["connect-src"] += list(connect)
    if header:
        directives.update(HEADER_ONLY)
    return "; ".join(f"{name} {' '.join(values)}" for name, values in directives.items())


def directives_of(text: str) -> dict[str, list[str]]:
    """A policy's directives, name -> values in order."""
    out = {}
    for part in text.split(";"):
        name, *values = part.split()
        out[name] = values
    return out


def add_meta(page_html: str, content: str, extra: str = "") -> str:
    """Put the policy first in <head> (after the charset declaration): a <meta> policy governs
    only what follows it. ``extra`` (more head elements) follows it."""
    if META_MARK in page_html:
        raise ValueError("page already has a Content-Security-Policy meta element")
    meta = f'<meta {META_MARK} content="{content}">' + extra
    place = _META_PLACE.search(page_html) or _HEAD.search(page_html)
    if not place:
        raise ValueError("page has no <head>")
    return page_html[:place.end()] + meta + page_html[place.end():]


def apply_policy(site_dir: Path, connect: list[str] = (), extra_head: str = "") -> str:
    """Hash the inline scripts of every page, write the policy into each (with ``extra_head``
    after it), and write ``_headers``. ``connect``: origins ``connect-src`` allows besides the site.
    Returns the header form of the policy."""
    pages = sorted(site_dir.rglob("*.html"))
    texts = {p: p.read_text(encoding="utf-8") for p in pages}
    hashes = {script_hash(body) for text in texts.values() for body in inline_scripts(text)}
    meta = policy(hashes, connect=connect)
    for p, text in texts.items():
        p.write_text(add_meta(text, meta, extra_head), encoding="utf-8")
    header = policy(hashes, header=True, connect=connect)
    lines = ["/*", f"  Content-Security-Policy: {header}"] + [f"  {k}: {v}" for k, v in OTHER_HEADERS.items()]
    (site_dir / "_headers").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return header


def read_headers(site_dir: Path) -> dict[str, str]:
    """The headers ``_headers`` gives every path (its ``/*`` block), for ``site_tools serve``."""
    path = site_dir / "_headers"
    if not path.exists():
        return {}
    headers, in_all = {}, False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line[0].isspace():
            in_all = line.strip() == "/*"
        elif in_all and ":" in line:
            name, value = line.strip().split(":", 1)
            headers[name.strip()] = value.strip()
    return headers
