"""Command line of the site build.

    python -m site_tools build [--site-url URL] [--peer-url URL|none] [--site-dir DIR] [--renderer mkdocs|zensical]
    python -m site_tools serve [--host H] [--port P] [--peer-port P|0] [--dir DIR]
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from site_tools.build import build
from site_tools.paths import ROOT


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m site_tools")
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="generate pages and assets, then render the site")
    b.add_argument("--site-url", default=os.environ.get("TOPEKA_SITE_URL", "http://127.0.0.1:8000/"))
    b.add_argument("--peer-url", default=os.environ.get("TOPEKA_PEER_URL", "http://127.0.0.1:9000/"),
                   help="the rendezvous of Play together (the PeerJS server), or 'none' for no Play together")
    b.add_argument("--site-dir", type=Path, default=ROOT / "site")
    b.add_argument("--renderer", choices=("mkdocs", "zensical"), default="mkdocs")
    s = sub.add_parser("serve", help="serve a built site with correct MIME types")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--peer-port", type=int, default=9000,
                   help="the port of the rendezvous started beside the site (0: start none)")
    s.add_argument("--dir", type=Path, default=ROOT / "site")
    sub.add_parser("bench", help="measure boot, engine and lab speed as ratios (site_tools.bench; its "
                                 "options --runs N, --skip PARTS are passed on)")
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "bench":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "build":
        site = build(args.site_url, args.site_dir, args.renderer, peer_url=args.peer_url)
        print(f"built {site} for {args.site_url} (rendezvous: {args.peer_url})")
    elif args.command == "serve":
        from site_tools.serve import serve_forever

        serve_forever(args.dir, args.host, args.port, args.peer_port)
    elif args.command == "bench":
        from site_tools.bench import main as bench_main

        return bench_main(rest)
    return 0
