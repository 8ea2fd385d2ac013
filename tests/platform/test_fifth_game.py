"""A new game touches only its own folders: a copy of the project (its files as git tracks them) gets
a fifth game, Tally (tests/platform/fifth_game/): a small real-time game registered as a GameType, with
its text, clause statuses and worked examples, its own words (wording.py: every event, move, table
line and option label), its options (PARAM_WORDS, shown by the shared Options form), its bots as a
strategy class, and a lab with one experiment of its own, in games/tally/; and its board on the one
table (createTable) in docs/js/games/tally/. Nothing else is added or changed.

The copy's site is built (with the run's rendezvous, for Play together), and the game is found on the
home page, in the navigation and on the coverage page; its engine ships in the wheel; no file git
tracks changed; the shared engine tests (the contract, the worked examples, plain words, the
newcomer, the imports) and the page-words test hold the new game without a line about it, run in the
copy, whose scan for English reads the new game's JS by name; the command line simulates it,
measures its newcomer and runs its lab; and, served by ``site_tools serve``, it is played in the
browser alone against a bot to a result (a reload in the middle brings the saved game back) and at a
shared table of two browser contexts, host and player.

The copy reuses this checkout's .venv (its Python runs the copy's code) and node_modules (a
symlink), so nothing is installed again. Waits are hang guards (tests/limits.py), never timings."""
from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest
import yaml
from playwright.sync_api import expect

from limits import BOOT_TIMEOUT_MS, BUILD_LIMIT_S, HANG_GUARD_S
from site_tools.paths import ROOT
from test_page_words import english_in

# the browser tests' helpers (virtual time, the shared table's people), which this module shares
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from together_play import (assert_only_own_seat, close_contexts, deal, join, open_host, press_now, tap,  # noqa: E402
                           until)
from virtual_time import advance, advance_until, freeze, install  # noqa: E402

FIXTURE = Path(__file__).resolve().parent / "fifth_game"
GAME = "tally"
#: the new game's own folders, the only places the fixture adds files
OWN = (f"games/{GAME}/", f"docs/js/games/{GAME}/")
#: the copy -> the port its site was built for (and is served on)
PORTS: dict[Path, int] = {}


def _run(cmd, cwd, timeout=HANG_GUARD_S, **kw):
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOPEKA_")}
    env["PYTHONPATH"] = str(cwd)  # the copy's games and site_tools, not this checkout's
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, **kw)
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    return done.stdout


def _git(copy, *args):
    return _run(["git", "-c", "user.name=test", "-c", "user.email=test@example.invalid", "-c", "core.hooksPath=/dev/null",
                 *args], copy)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# The copy is built once per run (a session's fixture: pytest groups the browser test apart from the
# others, and a module's would be built again for it), and its tests run on one worker (this module
# is in tests/conftest.py's ONE_WORKER, which the run's scheduler keeps together and hands out first).


@pytest.fixture(scope="session")
def copy(tmp_path_factory, rendezvous) -> Path:
    """The project as git tracks it, committed in a repository of its own, plus the fifth game's
    files, and its site built for the address it is then served on, with the run's rendezvous (Play
    together)."""
    root = tmp_path_factory.mktemp("fifth-game") / "topeka"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True,
                             timeout=HANG_GUARD_S).stdout.decode().split("\0")
    for rel in filter(None, tracked):
        if (ROOT / rel).is_file():
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, root / rel)
    (root / "node_modules").symlink_to(ROOT / "node_modules")
    # the Brotli copies this checkout's build keeps (site_tools/compress.py), shared: the fifth game
    # changes none of the Pyodide files that take the time, and the two builds run at once
    (ROOT / "build" / "compressed").mkdir(parents=True, exist_ok=True)
    (root / "build").mkdir()
    (root / "build" / "compressed").symlink_to(ROOT / "build" / "compressed")
    _git(root, "init", "-q")
    with open(root / ".git" / "info" / "exclude", "a", encoding="utf-8") as exclude:
        exclude.write("/node_modules\n")  # the symlink (.gitignore's node_modules/ matches only a folder)
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "the project as tracked")
    shutil.copytree(FIXTURE, root, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
    port = _free_port()
    PORTS[root] = port
    _run([sys.executable, "-m", "site_tools", "build", "--site-url", f"http://127.0.0.1:{port}/", "--peer-url", rendezvous.url],
         root, timeout=BUILD_LIMIT_S)  # the whole site's build: the hang guard of a build
    return root


@pytest.fixture(scope="session")
def fifth_site(copy, served_origins):
    """The copy's built site, served by its own ``python -m site_tools serve``."""
    port = PORTS[copy]
    url = f"http://127.0.0.1:{port}/"
    server = subprocess.Popen([sys.executable, "-m", "site_tools", "serve", "--host", "127.0.0.1", "--port", str(port),
                               "--peer-port", "0", "--dir", str(copy / "site")], cwd=copy,
                              env=dict(os.environ, PYTHONPATH=str(copy)), stdin=subprocess.PIPE,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        for _ in range(HANG_GUARD_S * 10):  # a hang guard: the server answers once it listens
            try:
                with urllib.request.urlopen(url, timeout=HANG_GUARD_S) as answer:
                    assert answer.status == 200
                break
            except OSError:
                assert server.poll() is None, f"site_tools serve stopped: {server.stderr.read().decode()[-2000:]}"
                time.sleep(0.1)
        else:
            pytest.fail(f"site_tools serve did not answer at {url}")
        served_origins.add(url.rstrip("/"))
        yield url
    finally:
        served_origins.discard(url.rstrip("/"))
        server.terminate()
        server.wait(timeout=HANG_GUARD_S)


def test_a_fifth_game_in_its_own_folders_changes_no_file_git_tracks(copy):
    assert _git(copy, "diff", "--stat") == "", "the fifth game or its build changed tracked files"
    new = [line[3:] for line in _git(copy, "status", "--porcelain", "--untracked-files=all").splitlines()]
    assert new and all(line.startswith("?? ") for line in _git(copy, "status", "--porcelain").splitlines())
    assert sorted(new) == sorted(p.relative_to(FIXTURE).as_posix() for p in FIXTURE.rglob("*")
                                 if p.is_file() and "__pycache__" not in p.parts)
    assert all(path.startswith(OWN) for path in new), new


def test_a_fifth_game_is_on_the_home_page_in_the_navigation_and_on_the_coverage_page(copy):
    site = copy / "site"
    home = (site / "index.html").read_text(encoding="utf-8")
    assert '<a class="topeka-play__link" href="games/tally/#play">Play Tally</a>' in home  # its play card
    assert "Tally (a test fixture)" in home and "a test fixture · 2 to 4 players · 3 clauses" in home  # its text card
    nav = yaml.safe_load((copy / "build" / "nav.yml").read_text(encoding="utf-8"))["nav"]
    assert {"Tally": "games/tally.md"} in nav
    assert re.search(r'<a href="games/tally/" class="md-nav__link">\s*<span class="md-ellipsis">\s*Tally\s*</span>', home)
    coverage = (site / "reference" / "coverage" / "index.html").read_text(encoding="utf-8")
    assert 'href="#text-tally">Tally</a>' in coverage and 'id="text-tally"' in coverage
    for cid, status in (("tally-1", "interpreted"), ("tally-2", "interpreted"), ("tally-3", "implemented")):
        assert re.search(rf'<tr id="cov-{cid}" data-clause="{cid}" data-status="{status}">', coverage), cid
    assert "games/tally/rules.py:TallyGame.apply_take" in coverage
    assert "Counters in the pile" in coverage and "{pile}" not in coverage  # the clause note, in the game's words
    page = (site / "games" / "tally" / "index.html").read_text(encoding="utf-8")
    assert 'class="topeka-demo" data-demo="tally"' in page and 'data-example="tally-last-two"' in page
    assert "/* ---- js/games/tally/tally.css ---- */" in (site / "css" / "site.css").read_text(encoding="utf-8")
    manifest = json.loads((site / "assets" / "runtime" / "manifest.json").read_text(encoding="utf-8"))
    with zipfile.ZipFile(site / "assets" / "runtime" / manifest["wheel"]["url"]) as wheel:
        assert {"games/tally/rules.py", "games/tally/wording.py", "games/tally/lab/experiments.py",
                "games/tally/examples.json", "games/tally/texts/tally.txt"} <= set(wheel.namelist())


def test_the_shared_engine_and_page_tests_hold_a_fifth_game_without_a_line_about_it(copy):
    """The tests over every registered game (the contract, the worked examples, plain words, the
    newcomer's figures, the clause notes that name every reading), the import rules, the page-words
    test over every table and the texts' tests run in the copy, the fifth game among them."""
    every_game = ["tests/engine/test_contract.py", "tests/engine/test_examples.py", "tests/engine/test_plain_words.py",
                  "tests/engine/test_newcomer.py", "tests/engine/test_clause_notes.py", "tests/platform/test_page_words.py"]
    out = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-k", GAME, *every_game],
               copy)
    assert int(re.search(r"(\d+) passed", out).group(1)) >= 20 and "failed" not in out, out
    out = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                "tests/engine/test_imports.py", "tests/platform/test_page_words.py", "tests/engine/test_contract.py",
                "tests/engine/test_newcomer.py::test_every_game_has_a_newcomer_measured_at_each_default_table",
                "tests/engine/test_newcomer.py::test_the_page_gets_the_figures_and_the_command_without_the_per_seed_outcomes",
                "tests/texts/test_discovery.py", "tests/texts/test_sources.py"], copy)
    assert "failed" not in out and re.search(r"\d+ passed", out), out


def test_the_strict_english_scan_reads_a_fifth_games_javascript(copy):
    """A game's JS writes no English of its own: its board says its words by key from its wording
    (PAGE_WORDS). The page-words test's scan runs in the copy over each of the fifth game's JS files
    by name (a file it did not collect would fail the run, not pass it), and the same scan finds a
    word of English planted in the fixture's board, so it would fail on one."""
    js = FIXTURE / "docs" / "js"
    own = sorted((js / "games" / GAME).glob("*.js"))
    assert len(own) >= 2, own
    scan = "tests/platform/test_page_words.py::test_a_games_javascript_writes_no_english"
    ids = [f"{scan}[{p.relative_to(js).as_posix()}]" for p in own]  # the ids test_page_words gives them
    out = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", *ids], copy)
    assert re.search(rf"\b{len(ids)} passed", out) and "failed" not in out, out
    board = (js / "games" / GAME / "board.js").read_text(encoding="utf-8")
    assert not english_in(board)
    planted = board.replace('h("summary", { text: say("options") })', 'h("summary", { text: "Options" })')
    assert planted != board and english_in(planted) == ["Options"]


def test_the_command_line_simulates_a_fifth_game_measures_its_newcomer_and_runs_its_lab(copy):
    out = _run([sys.executable, "-m", "games", "simulate", "--game", GAME, "--games", "20", "--seed", "1", "--json"], copy)
    shares = json.loads(out)["aggregate"]["win_share_by_seat"]
    assert len(shares) == 2 and sum(shares) == pytest.approx(1.0)  # every game of Tally has one winner
    out = _run([sys.executable, "-m", "games", "simulate", "--game", GAME, "--newcomer", "--games", "20", "--json"], copy)
    assert json.loads(out)[0]["games"] == 20
    # its lab's one experiment (games/tally/lab/experiments.py), found through the lab's registry
    out = _run([sys.executable, "-m", "games", "simulate", "--game", GAME, "--lab", "--games", "30", "--seed", "1",
                "--json"], copy)
    result = json.loads(out)
    assert result["complete"] and [a["id"] for a in result["arms"]] == ["two", "three"]
    for arm in result["arms"]:
        assert arm["games"] == 30 and sum(s["win_share"] for s in arm["seats"]) == pytest.approx(1.0)
    # a take holds at most two counters in one arm and three in the other, so a game of three takes fewer
    assert result["arms"][1]["takes_per_game"] < result["arms"][0]["takes_per_game"]
    two = _run([sys.executable, "-m", "games", "simulate", "--game", GAME, "--lab", "--games", "30", "--seed", "1",
                "--jobs", "2", "--json"], copy)
    assert json.loads(two)["arms"] == result["arms"]  # the same numbers however the work is split


def demo(page):
    return page.locator(".md-content .topeka-demo")


RESULT = re.compile(r"^(You took the last counter: you win\.|Player 2 took the last counter and wins\.)$")


@pytest.mark.browser
def test_a_fifth_game_is_played_alone_against_a_bot_to_a_result_and_a_reload_keeps_it(page, fifth_site):
    """The reader against one slow bot. The page's clock is the test's: the table stands still
    while the test reads and acts, and moves on only as the test lets the table's time pass; who
    wins is any outcome the rules allow (the reader or the bot takes the last counter)."""
    install(page)
    page.goto(f"{fifth_site}games/tally/#players=2&speed=slow&pile=9")
    d = demo(page)
    expect(d.locator(".topeka-runtime-status").first).to_have_attribute("data-status", "ready", timeout=BOOT_TIMEOUT_MS)
    expect(d).to_have_attribute("data-phase", "ready")
    log = d.get_by_role("region", name="Table log entries")
    expect(log).to_contain_text("New game from the link: 2 players and a pile of 9 counters")
    pile = d.get_by_role("region", name="The pile")
    expect(pile).to_have_text("9 counters are left in the pile.")
    # the options, in the engine's words, in the shared Options form
    d.locator(".ta-options > summary").click()
    expect(d.get_by_label("Counters in the pile")).to_have_value("9")
    expect(d.get_by_label("The most one take may hold").locator("option")).to_have_text(["two (as the text says)", "three"])
    freeze(page)
    d.get_by_role("button", name="Start: give the signal").click()
    expect(d).to_have_attribute("data-phase", "running")
    moves = d.get_by_role("group", name="Your moves")
    expect(moves.get_by_role("button")).to_have_text(["Take 1 counter", "Take 2 counters"])
    moves.get_by_role("button", name="Take 1 counter").click()
    expect(log).to_contain_text("You take 1 counter: 8 counters are left in the pile.")
    expect(pile).to_have_text("8 counters are left in the pile.")
    advance(page, 1500)  # a little of the table's time: the bot may take meanwhile
    left = pile.inner_text()

    # a reload brings the saved game back, paused where it was
    page.reload()
    d = demo(page)
    expect(d.locator(".topeka-runtime-status").first).to_have_attribute("data-status", "ready", timeout=BOOT_TIMEOUT_MS)
    expect(d.locator(".ta-notices")).to_contain_text("Your game was restored")
    expect(d).to_have_attribute("data-phase", "paused")
    pile = d.get_by_role("region", name="The pile")
    expect(pile).to_have_text(left)
    log = d.get_by_role("region", name="Table log entries")
    expect(log).to_contain_text("You take 1 counter: 8 counters are left in the pile.")
    freeze(page)
    d.get_by_role("button", name="Resume").click()
    expect(d).to_have_attribute("data-phase", "running")

    result = d.get_by_role("region", name="The result")
    moves = d.get_by_role("group", name="Your moves")

    def over():
        if result.is_visible():
            return True
        press_now(moves.get_by_role("button").last)  # the most the pile allows
        advance(page, 600)
        return result.is_visible()

    advance_until(page, over)
    expect(result).to_have_text(RESULT)
    expect(d).to_have_attribute("data-phase", "over")
    expect(log).to_contain_text(re.compile(r"(You|Player 2) took the last counter and wins?\."))
    expect(moves.get_by_role("button")).to_have_count(0)


@pytest.mark.browser
def test_a_fifth_game_is_played_at_a_shared_table_by_two_people_in_two_browsers(browser, guarded_page, fifth_site):
    """A host and a player, each in a browser context of their own, at a table of two (no bot):
    both take counters until one takes the last, and both pages show the same result."""
    try:
        host, hd, link = open_host(browser, guarded_page, fifth_site, "games/tally/", "#players=2&pile=8&speed=fast")
        ann, ad = join(browser, guarded_page, link, "Ann", "Player 2")
        deal(hd)
        expect(ad.locator(".ta-phase")).to_have_text("Waiting for the host's signal.")
        hd.get_by_role("button", name="Start: give the signal").click()
        pages = (hd, ad)
        for d in pages:
            expect(d).to_have_attribute("data-phase", "running")
        results = [d.get_by_role("region", name="The result") for d in pages]

        def done():
            for d in pages:
                press_now(d.get_by_role("group", name="Your moves").get_by_role("button", name="Take 1 counter"))
            return all(r.is_visible() for r in results)

        until(done, "two people took every counter", pages=pages)
        texts = [r.inner_text() for r in results]
        # the winner's page says "you"; the other's names the winner's seat
        assert sorted(texts) in (["Player 1 took the last counter and wins.", "You took the last counter: you win."],
                                 ["Player 2 took the last counter and wins.", "You took the last counter: you win."]), texts
        lines = [d.get_by_role("region", name="Table log entries").get_by_role("listitem").all_inner_texts() for d in pages]
        takes = [[int(m.group(1)) for x in ls if (m := re.match(r"(?:You take|Player \d takes) (\d) counters?:", x))]
                 for ls in lines]
        assert sum(takes[0]) == sum(takes[1]) == 8 and len(takes[0]) == len(takes[1]), (takes, lines)  # on both pages
        assert assert_only_own_seat(tap(ann), 1) > 0
    finally:
        close_contexts()
