"""The comparison page and its simulation lab in Chromium: the default results read without
JavaScript, the browser reproduces them exactly from the same seed, long runs show progress and
can be cancelled while the page stays responsive, and every chart has its table."""
from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect
from demo_pages import lab, wait_ready
from limits import LAB_RUN_TIMEOUT_MS
from site_tools.paths import ROOT

pytestmark = pytest.mark.browser

PAGE = "games/gavitt-compare/"
CODE_PAGE = "games/gavitt-code/"
EXPERIMENTS = ["length", "scores", "leader", "seats", "telegram", "fines", "shuffle", "differences"]


def table_texts(page):
    # the DOM's text, not innerText: innerText is empty for a table not yet laid out (content-visibility)
    return {e: page.locator(f"#lab-table-{e}").text_content() for e in EXPERIMENTS}


def wait_finished(page, timeout=LAB_RUN_TIMEOUT_MS):
    page.wait_for_function(
        "() => ['done', 'cancelled', 'failed'].includes(document.querySelector('.topeka-demo[data-demo=lab]').dataset.state)",
        timeout=timeout)


def test_comparison_and_default_results_read_without_javascript(browser, guarded_page, site_url):
    from site_tools.games.gavitt.alignment import rows as alignment_rows

    context = browser.new_context(java_script_enabled=False)
    try:
        page = guarded_page(context.new_page())
        page.goto(site_url + PAGE)
        expect(page.locator("h1")).to_contain_text("Comparing 1903 and 2003")
        code = guarded_page(context.new_page())   # the engine code behind each clause, on its own page
        code.goto(site_url + CODE_PAGE)
        rows = code.locator("#lab-align tbody tr")
        expect(rows).to_have_count(len(alignment_rows()))
        # each row links to both texts (or says none) and to engine code
        first = rows.first
        assert first.locator("a[href*='gavitt-1903/#gse1903-']").count() >= 1
        assert first.locator("a[href*='gavitt-2003/#gse2003-']").count() >= 1
        assert first.locator("a[href*='reference/code/games-gavitt-']").count() >= 1
        # "where the code differs" links into the engine's Gavitt modules (the rules' checks, views,
        # bots, decks: wherever an edition record is read), not to a fixed file
        branches = code.locator(".topeka-lab-branches a[href*='reference/code/games-gavitt-']")
        assert branches.count() >= 3
        data = json.loads(page.request.get(site_url + "assets/data/lab-default.json").text())
        for t in data["result"]["tables"]:
            table = page.locator(f"#lab-table-{t['id']}")
            expect(table).to_be_visible()
            expect(table.locator("tbody tr")).to_have_count(len(t["rows"]))
            expect(table.locator("tbody tr").first.locator("th, td").nth(1)).to_have_text(t["rows"][0][1])
    finally:
        context.close()


def test_code_links_of_the_alignment_lead_to_numbered_source_lines(page, site_url):
    page.goto(site_url + CODE_PAGE)
    link = page.locator("#lab-align a[href*='reference/code/']").first
    href = link.get_attribute("href")
    assert re.search(r"#__codelineno-0-\d+$", href), href
    link.click()
    page.wait_for_url(re.compile(r".*/reference/code/games-gavitt-[a-z]+/#__codelineno-0-\d+$"))
    anchor = page.url.split("#", 1)[1]
    expect(page.locator(f"[id='{anchor}']")).to_have_count(1)


def test_default_results_rerun_in_the_browser_give_identical_numbers(page, site_url):
    page.goto(site_url + PAGE)
    wait_ready(lab(page))
    built = table_texts(page)
    expected = json.loads(page.request.get(site_url + "assets/data/lab-default.json").text())["result"]
    lab(page).get_by_role("button", name="Run", exact=True).click()
    wait_finished(page)
    assert lab(page).get_attribute("data-state") == "done", lab(page).locator(".topeka-lab-live").inner_text()
    assert page.evaluate("__topeka.lab.last") == expected
    assert table_texts(page) == built
    expect(lab(page).locator(".topeka-lab-live")).to_contain_text("Done")


def test_a_different_run_matches_cpython_and_replaces_the_tables(page, site_url):
    from games.gavitt.lab import experiments as pylab

    page.goto(site_url + PAGE)
    wait_ready(lab(page))
    demo = lab(page)
    demo.get_by_label("Players").select_option("3")
    demo.get_by_label("Bots' speed").select_option("fast")
    demo.get_by_label("Telegram Card").select_option("on")
    demo.get_by_label("Fines (1903)").select_option("off")
    demo.get_by_label("Games per experiment").fill("3")
    demo.get_by_label("First seed").fill("77")
    demo.get_by_role("button", name="Run", exact=True).click()
    wait_finished(page)
    config = {"players": 3, "speed": "fast", "telegram": "on", "fines": "off", "careless": 0.25, "games": 3, "seed": 77}
    expected = json.loads(json.dumps(pylab.summarise(config, [pylab.run_all(config)])))
    assert page.evaluate("__topeka.lab.last") == expected
    length = expected["tables"][0]
    expect(page.locator("#lab-table-length tbody tr").first.locator("td").first).to_have_text(length["rows"][0][1])
    expect(page.locator("[data-lab-config]")).to_contain_text("3 players, fast bots")
    # the default results can be brought back
    demo.get_by_role("button", name="Show the default results").click()
    expect(page.locator("[data-lab-config]")).to_contain_text("4 players")


def test_long_run_shows_progress_stays_responsive_and_cancels(page, site_url):
    page.goto(site_url + PAGE)
    wait_ready(lab(page))
    demo = lab(page)
    demo.get_by_label("Games per experiment").fill("5000")
    demo.get_by_role("button", name="Run", exact=True).click()
    progress = demo.locator("progress")
    expect(progress).to_be_visible()
    page.wait_for_function("() => document.querySelector('.topeka-demo[data-demo=lab] progress').value > 0")
    # The main thread stays free while Python works in the workers: counted, not timed. The page
    # turns its event loop (a timer round) while its worker has a chunk of games out; a page running
    # Python itself could turn none until the chunk was done. Observed over five chunks answered by
    # the page's own worker (the next chunk is sent in the same task as the answer, so a chunk is
    # counted by the worker's answers, not by the calls out falling to none).
    free = page.evaluate("""async () => {
        const lab = document.querySelector('.topeka-demo[data-demo=lab]');
        const bar = lab.querySelector('progress'), rt = __topeka.runtime, v0 = bar.value;
        const a0 = rt.answeredCalls;
        let chunks = 0, during = 0, rounds = 0, seen = a0;
        while (chunks < 5 && lab.dataset.state === 'running') {
            await new Promise((r) => setTimeout(r, 0));
            rounds++;
            const now = rt.answeredCalls;
            if (now === seen && rt.pendingCalls > 0) during++;  // the loop turned with a chunk out
            seen = now;
            chunks = now - a0;
        }
        return { chunks, during, rounds, progressed: bar.value > v0, state: lab.dataset.state };
    }""")
    assert free["chunks"] >= 5 and free["progressed"] and free["state"] == "running", free
    assert free["during"] >= free["chunks"], free  # at least one turn of the loop per chunk, on average
    cancel = demo.get_by_role("button", name="Cancel", exact=True)
    expect(cancel).to_be_enabled()
    cancel.click()
    wait_finished(page)
    assert demo.get_attribute("data-state") == "cancelled"
    expect(demo.locator(".topeka-lab-live")).to_contain_text("Cancelled after")
    result = page.evaluate("__topeka.lab.last")
    assert result["complete"] is False
    done = set(result["games"].values())
    assert len(done) == 1 and 0 < done.pop() < 5000  # every arm stopped after the same game
    expect(demo.get_by_role("button", name="Run", exact=True)).to_be_enabled()


def test_controls_are_named_and_work_by_keyboard(page, site_url):
    page.goto(site_url + PAGE)
    wait_ready(lab(page))
    demo = lab(page)
    for name in ("Players", "Bots' speed", "Telegram Card", "Fines (1903)", "Games per experiment", "First seed"):
        expect(demo.get_by_label(name)).to_have_count(1)
    for name in ("Run", "Cancel"):
        expect(demo.get_by_role("button", name=name, exact=True)).to_have_count(1)
    games = demo.get_by_label("Games per experiment")
    games.fill("2")
    games.focus()
    page.keyboard.press("Enter")  # submits the form
    wait_finished(page)
    assert demo.get_attribute("data-state") == "done"
    expect(demo.get_by_role("progressbar", name="Progress")).to_have_count(1)
    from games.gavitt.lab import experiments as pylab

    jobs = pylab.plan({"games": 2})["jobs"]
    expect(demo.locator("[role=status][aria-live=polite].topeka-lab-live")).to_contain_text(f"Done: {jobs} games")
    # a bad value is explained in the live region, nothing runs
    games.fill("0")
    demo.get_by_role("button", name="Run", exact=True).press("Enter")
    expect(demo.locator(".topeka-lab-live")).to_contain_text("whole number from 1")


def bring_every_experiment_near(page):
    """Scroll each experiment onto the screen in turn: a chart is drawn when it nears the screen."""
    experiments = page.locator(".topeka-lab-exp[data-exp]")
    expect(experiments).to_have_count(len(EXPERIMENTS))
    for i in range(len(EXPERIMENTS)):
        # as a reader stays on it: scrolled straight past, an experiment may leave before the page's
        # observer saw it near (run G on a busy machine drew 7 of 8), and that is the lazy drawing working;
        # and as a reader goes back to it when the blocks drawn above it (the charts, the tables) have
        # pushed it off the screen on a busy machine before it was drawn
        canvas = experiments.nth(i).locator(".topeka-lab-chart canvas")
        for look in range(3):
            experiments.nth(i).scroll_into_view_if_needed()
            try:
                expect(canvas).to_have_count(1)
                break
            except AssertionError:
                if look == 2:
                    raise


def test_charts_are_drawn_only_when_their_experiment_nears_the_screen(page, site_url):
    page.goto(site_url + PAGE)
    expect(lab(page)).to_have_attribute("data-state", "idle")
    page.wait_for_load_state("networkidle")  # the default results are read; an eager chart would be drawn
    # the lab is far below the opening screen: no chart yet, and Chart.js not even loaded
    expect(page.locator(".topeka-lab-chart canvas")).to_have_count(0)
    assert page.evaluate("typeof globalThis.Chart") == "undefined"
    first = page.locator(".topeka-lab-exp[data-exp]").first
    first.scroll_into_view_if_needed()
    expect(first.locator(".topeka-lab-chart canvas")).to_have_count(1)
    # the last experiment is still far away: its table is there, its chart is not drawn yet
    last = page.locator(f'.topeka-lab-exp[data-exp="{EXPERIMENTS[-1]}"]')
    expect(last.locator("table")).to_have_count(1)
    expect(last.locator(".topeka-lab-chart canvas")).to_have_count(0)


def test_every_chart_has_its_table_as_text_alternative(page, site_url):
    page.goto(site_url + PAGE)
    bring_every_experiment_near(page)
    canvases = page.locator(".topeka-lab-chart canvas")
    expect(canvases).to_have_count(len(EXPERIMENTS))
    for i in range(len(EXPERIMENTS)):
        canvas = canvases.nth(i)
        assert canvas.get_attribute("role") == "img"
        assert canvas.get_attribute("aria-label")
        table_id = canvas.get_attribute("aria-describedby")
        expect(page.locator(f"table#{table_id}")).to_have_count(1)
    # Chart.js comes from this site, the exact version pinned in package.json
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["chart.js"]
    assert page.evaluate("globalThis.Chart.version") == pinned


def test_charts_follow_the_dark_scheme(page, site_url):
    page.emulate_media(color_scheme="dark")
    page.goto(site_url + PAGE)
    bring_every_experiment_near(page)
    expect(page.locator(".topeka-lab-chart canvas")).to_have_count(len(EXPERIMENTS))
    fg = page.evaluate("getComputedStyle(document.body).getPropertyValue('--md-default-fg-color').trim()")
    tick = page.evaluate("Chart.getChart(document.querySelector('.topeka-lab-chart canvas')).options.scales.x.ticks.color")
    light = page.evaluate("getComputedStyle(document.body).getPropertyValue('--md-default-fg-color--light').trim()")
    assert fg and tick == light
