"""Every game's measures in Chromium (docs/js/lab/instruments.js through the one lab runner): a run in
the browser gives exactly the command line's numbers for the same settings, the big run shipped with
the site is shown beside it with the command that reproduces it, and every chart draws its intervals
and has its numbers in a table."""
from __future__ import annotations

import contextlib
import io
import json

import pytest
from playwright.sync_api import expect

from games.__main__ import main
from demo_pages import open_demo
from limits import LAB_RUN_TIMEOUT_MS
from test_accessibility import audit

pytestmark = pytest.mark.browser

PAGES = {"railway": "games/railway/#players=2&speed=fast&seed=2", "bourse": "games/bourse/#players=4&speed=fast&seed=2",
         "gavitt": "games/gavitt-compare/"}
FLAG = {"skill": "--skill", "speed": "--speed-sweep", "readings": "--readings"}


def command_line(argv: list) -> list:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    return json.loads(out.getvalue())


def open_measures(page, site_url, game):
    open_demo(page, site_url + PAGES[game])
    root = page.locator(f".topeka-measures[data-game={game}]")
    expect(root).to_have_attribute("data-state", "ready", timeout=60_000)
    return root


def run_in_browser(section, games: int, seed: int):
    section.get_by_label("Games per setting").fill(str(games))
    section.get_by_label("First seed").fill(str(seed))
    section.get_by_role("button", name="Run").click()
    expect(section.locator(".topeka-measure__out")).to_have_attribute("data-games", str(games), timeout=LAB_RUN_TIMEOUT_MS)


@pytest.mark.parametrize("game,instrument", [("railway", "skill"), ("railway", "readings"), ("bourse", "speed"),
                                             ("gavitt", "skill")])
def test_a_measure_run_in_the_browser_gives_the_command_lines_numbers(page, site_url, game, instrument):
    root = open_measures(page, site_url, game)
    section = root.locator(f"section[data-instrument={instrument}]")
    run_in_browser(section, 2, 3)
    got = page.evaluate(f"() => globalThis.__topeka.measures['{game}.{instrument}']")
    argv = ["simulate", "--game", game, FLAG[instrument], "--games", "2", "--seed", "3", "--json"]
    assert got["result"] == command_line(argv)
    out = section.locator(".topeka-measure__out")
    expect(out.locator("code")).to_have_text("python -m games " + " ".join(argv))
    for t in got["tables"]:  # the engine's tables, each with its numbers as text
        table = out.locator(f"#lab-table-run-{game}-{instrument}-{t['id']}")
        expect(table.locator("tbody tr")).to_have_count(len(t["rows"]))
        expect(table.locator("tbody tr").first.locator("th")).to_have_text(t["rows"][0][0])
        for said in t["sentences"]:
            expect(out).to_contain_text(said)


def test_the_big_run_is_shown_beside_with_its_command_and_its_intervals_drawn(page, site_url):
    root = open_measures(page, site_url, "railway")
    data = json.loads(page.request.get(site_url + "assets/data/big-runs/railway-skill.json").text())
    assert data["games"] >= 10_000
    big = root.locator("section[data-instrument=skill] .topeka-measure__big")
    expect(big.get_by_role("heading", level=4)).to_have_text(data["label"])
    expect(big.locator("code")).to_have_text(data["command"])
    t = data["tables"][0]
    table = big.locator(f"#lab-table-big-railway-skill-{t['id']}")
    expect(table.locator("tbody tr")).to_have_count(3)
    expect(big).to_contain_text("Relative skill:")
    expect(root.locator("section[data-instrument=skill] .topeka-measure__cite")).to_contain_text("Borm and B. van der Genugten")
    big.locator(".topeka-measure__result").first.scroll_into_view_if_needed()  # charts are drawn as they near the screen
    canvas = big.locator("canvas")
    expect(canvas).to_have_attribute("aria-describedby", f"lab-table-big-railway-skill-{t['id']}", timeout=60_000)
    bars = page.evaluate("""() => { const c = document.querySelector('.topeka-measure__big canvas');
        const ds = globalThis.Chart.getChart(c).data.datasets[0]; return { bars: ds.errorBars, data: ds.data }; }""")
    series = t["chart"]["series"][0]
    assert bars["data"] == series["data"]
    assert bars["bars"] == [[lo, hi] for lo, hi in zip(series["lo"], series["hi"])]
    problems = audit(page)
    assert not problems, "\n".join(problems)


def test_the_comparison_page_shows_each_measure_of_both_editions(page, site_url):
    root = open_measures(page, site_url, "gavitt")
    expect(root.locator("section.topeka-measure")).to_have_count(3)
    for heading in ("How much does skill matter?", "What is speed worth?", "Which readings matter?"):
        expect(root.get_by_role("heading", name=heading, level=3)).to_be_visible()
