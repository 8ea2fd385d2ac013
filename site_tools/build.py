"""Building the site: generate the pages and assets, then render them with MkDocs or Zensical.

Used by the command line (:mod:`site_tools.cli`), the tests and ``make bench``; it imports none
of them, so no import goes round in a circle.
"""
from __future__ import annotations

import html
import json
import os
import subprocess
import sys
from pathlib import Path

from site_tools.paths import DOCS, ROOT


def build(site_url: str, site_dir: Path, renderer: str = "mkdocs", quiet: bool = False,
          peer_url: str | None = None) -> Path:
    """``peer_url``: the rendezvous of Play together (:func:`site_tools.rendezvous.peer_config`;
    None: the demos offer no Play together)."""
    from site_tools.pages import generate_all
    from site_tools.runtime import place_runtime

    place_runtime()
    # The generated pages' citations and TEI files give absolute addresses: those of this site_url.
    os.environ["TOPEKA_SITE_URL"] = site_url if site_url.endswith("/") else site_url + "/"
    generate_all(DOCS)
    return render(site_url, site_dir, renderer, quiet, peer_url)


def render(site_url: str, site_dir: Path, renderer: str = "mkdocs", quiet: bool = False,
           peer_url: str | None = None) -> Path:
    """Render docs/ (already generated) with MkDocs or Zensical, from the unchanged mkdocs.yml."""
    from site_tools.rendezvous import peer_config

    peer = peer_config(peer_url)  # a bad address stops the build before rendering
    if not site_url.endswith("/"):
        site_url += "/"
    env = dict(os.environ, TOPEKA_SITE_URL=site_url, TOPEKA_SITE_DIR=str(site_dir.resolve()))
    bindir = Path(sys.executable).parent
    if renderer == "mkdocs":
        cmd = [str(bindir / "mkdocs"), "build", "--strict", "--clean", "-f", "mkdocs.yml"]
        if quiet:
            cmd.append("--quiet")
    elif renderer == "zensical":
        cmd = [str(bindir / "zensical"), "build", "--clean", "-f", "mkdocs.yml"]
    else:
        raise SystemExit(f"unknown renderer {renderer!r}")
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    if out.returncode != 0:
        sys.stderr.write(out.stdout + out.stderr)
        raise SystemExit(f"{renderer} build failed (exit {out.returncode})")
    if not (site_dir / "index.html").exists():
        raise SystemExit(f"{renderer} build wrote no index.html into {site_dir}")
    finish(site_dir, quiet, peer)
    return site_dir


def words_element() -> str:
    """The words every page says outside a game's table (games.core.site_words: the runtime's loading
    steps, Try it, the lab's controls, Cite this) as JSON in the head, read by docs/js/pagewords.js:
    they must show before Python has started, so they ride with the page."""
    from games.core.site_words import SITE_WORDS

    return f'<meta name="topeka-words" content="{html.escape(json.dumps(SITE_WORDS, sort_keys=True), quote=True)}">'


def finish(site_dir: Path, quiet: bool = False, peer: dict | None = None) -> None:
    """What the build adds to the rendered site, whichever renderer wrote it: plain tables already
    wrapped as the theme would wrap them (so it moves none once the page is drawn), the Content
    Security Policy in every page (hashing the pages' inline scripts; its connect-src allows the
    rendezvous ``peer`` and nothing else) with the rendezvous' address after it, the site's version
    and the list of what a device keeps for offline use (site_tools.offline), then precompressed
    copies, made last so that each is of its file's final bytes."""
    from site_tools.compress import precompress
    from site_tools.csp import apply_policy
    from site_tools.offline import stamp
    from site_tools.rendezvous import origins
    from site_tools.prewrapped_tables import prewrap_tables
    from site_tools.together import meta_element

    prewrap_tables(site_dir)
    apply_policy(site_dir, connect=origins(peer), extra_head=meta_element(peer) + words_element())
    stamp(site_dir)
    sizes = precompress(site_dir)
    if not quiet:
        print(f"compressed: {sizes['files']} files, {sizes['bytes']:,} bytes -> {sizes['brotli_bytes']:,} (Brotli), "
              f"{sizes['gzip_bytes']:,} (gzip)")
