"""One project stylesheet per page (site_tools/styles.py): docs/css/*.css and each game's
docs/js/games/<game>/*.css joined by the build into css/site.css, so a page makes one render-blocking
request for the project's styles, not one per game (each one more is a round trip before a phone's first
paint), and a new game adds its stylesheet in its own folder without touching mkdocs.yml or a shared
file."""
from __future__ import annotations

import re

from site_tools.paths import DOCS
from site_tools.styles import OUTPUT, generate, joined, parts

LINK = re.compile(r'<link rel="stylesheet" href="([^"]+)"')


def test_the_site_stylesheet_holds_each_part_whole_topeka_first_then_by_name_then_each_game(tmp_path):
    css = tmp_path / "css"
    css.mkdir()
    game = tmp_path / "js" / "games" / "abacus"
    game.mkdir(parents=True)
    (css / "zeta.css").write_text(".z { color: red; }\n")
    (css / "topeka.css").write_text(".t { margin: 0; }")  # no final newline
    (css / "alpha.css").write_text("/* a */\n.a { padding: 0; }\n")
    (game / "abacus.css").write_text(".g { border: 0; }\n")
    generate(tmp_path)
    text = (css / OUTPUT).read_text()
    assert [p.relative_to(tmp_path).as_posix() for p in parts(tmp_path)] == [
        "css/topeka.css", "css/alpha.css", "css/zeta.css", "js/games/abacus/abacus.css"]
    assert text.index(".t {") < text.index(".a {") < text.index(".z {") < text.index(".g {")
    for part in parts(tmp_path):
        assert part.read_text() in text
    generate(tmp_path)  # written again, the output does not take itself in
    assert (css / OUTPUT).read_text() == text


def test_every_built_page_links_one_project_stylesheet_and_it_is_up_to_date(built_site):
    site_css = built_site / "css" / OUTPUT
    assert site_css.read_text(encoding="utf-8") == joined(DOCS)
    pages = sorted(built_site.rglob("*.html"))
    assert len(pages) > 10
    for page in pages:
        hrefs = LINK.findall(page.read_text(encoding="utf-8"))
        ours = [h for h in hrefs if "/assets/stylesheets/" not in h and not h.startswith("assets/stylesheets/")]
        assert len(ours) == 1 and ours[0].endswith("css/site.css"), (page.relative_to(built_site), hrefs)
