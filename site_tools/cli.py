"""Command line of the site build.

    python -m site_tools build [--site-url URL] [--site-dir DIR] [--renderer mkdocs|zensical]
    python -m site_tools serve [--host H] [--port P] [--dir DIR]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

from site_tools.paths import DOCS, ROOT


def build(site_url: str, site_dir: Path, renderer: str = "mkdocs", quiet: bool = False) -> Path:
    from site_tools.pages import generate_all
    from site_tools.runtime import place_runtime

    place_runtime()
    generate_all(DOCS)
    return render(site_url, site_dir, renderer, quiet)


def render(site_url: str, site_dir: Path, renderer: str = "mkdocs", quiet: bool = False) -> Path:
    """Render docs/ (already generated) with MkDocs or Zensical, from the unchanged mkdocs.yml."""
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
    return site_dir


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m site_tools")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="generate pages and assets, then render the site")
    b.add_argument("--site-url", default=os.environ.get("TOPEKA_SITE_URL", "http://127.0.0.1:8000/"))
    b.add_argument("--site-dir", type=Path, default=ROOT / "site")
    b.add_argument("--renderer", choices=("mkdocs", "zensical"), default="mkdocs")
    s = sub.add_parser("serve", help="serve a built site with correct MIME types")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--dir", type=Path, default=ROOT / "site")
    sub.add_parser("bench", help="measure boot, engine and lab speed as ratios (site_tools.bench; its "
                                 "options --runs N, --skip PARTS are passed on)")
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "bench":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "build":
        site = build(args.site_url, args.site_dir, args.renderer)
        print(f"built {site} for {args.site_url}")
    elif args.command == "serve":
        from site_tools.serve import serve_forever

        serve_forever(args.dir, args.host, args.port)
    elif args.command == "bench":
        from site_tools.bench import main as bench_main

        return bench_main(rest)
    return 0
