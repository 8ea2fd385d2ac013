"""A new game touches only its own folders (issue 25): a copy of the project (its files as git
tracks them) gets a fifth game, Tally (tests/platform/fifth_game/: an engine registered as a GameType
with its text, clause statuses and a worked example in games/tally/, and a demo entry on the shared
table session in docs/js/games/tally/), and nothing else. The copy's site is built, and the game is
found on the home page, in the navigation and on the coverage page; its engine ships in the wheel;
no file git tracks changed (everything new lies in the game's two folders, the rest the build writes
is git-ignored); the shared engine tests hold the new game without a line about it; and, served by
``site_tools serve``, its demo boots in the browser and plays a move, and its worked example plays.

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

from limits import BOOT_TIMEOUT_MS, HANG_GUARD_S
from site_tools.paths import ROOT

FIXTURE = Path(__file__).resolve().parent / "fifth_game"
GAME = "tally"
#: the new game's own folders, the only places the fixture adds files
OWN = (f"games/{GAME}/", f"docs/js/games/{GAME}/")
#: the copy -> the port its site was built for (and is served on)
PORTS: dict[Path, int] = {}


def _run(cmd, cwd, **kw):
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOPEKA_")}
    env["PYTHONPATH"] = str(cwd)  # the copy's games and site_tools, not this checkout's
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=HANG_GUARD_S, **kw)
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
def copy(tmp_path_factory) -> Path:
    """The project as git tracks it, committed in a repository of its own, plus the fifth game's
    files, and its site built for the address it is then served on."""
    root = tmp_path_factory.mktemp("fifth-game") / "topeka"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True,
                             timeout=HANG_GUARD_S).stdout.decode().split("\0")
    for rel in filter(None, tracked):
        if (ROOT / rel).is_file():
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, root / rel)
    (root / "node_modules").symlink_to(ROOT / "node_modules")
    _git(root, "init", "-q")
    with open(root / ".git" / "info" / "exclude", "a", encoding="utf-8") as exclude:
        exclude.write("/node_modules\n")  # the symlink (.gitignore's node_modules/ matches only a folder)
    _git(root, "add", "-A")
    _git(root, "commit", "-q", "-m", "the project as tracked")
    shutil.copytree(FIXTURE, root, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__"))
    port = _free_port()
    PORTS[root] = port
    _run([sys.executable, "-m", "site_tools", "build", "--site-url", f"http://127.0.0.1:{port}/", "--peer-url", "none"],
         root)
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
    assert "Tally (a test fixture)" in home and "a test fixture · 2 players · 3 clauses" in home  # its text card
    nav = yaml.safe_load((copy / "build" / "nav.yml").read_text(encoding="utf-8"))["nav"]
    assert {"Tally": "games/tally.md"} in nav
    assert re.search(r'<a href="games/tally/" class="md-nav__link">\s*<span class="md-ellipsis">\s*Tally\s*</span>', home)
    coverage = (site / "reference" / "coverage" / "index.html").read_text(encoding="utf-8")
    assert 'href="#text-tally">Tally</a>' in coverage and 'id="text-tally"' in coverage
    for cid in ("tally-1", "tally-2", "tally-3"):
        assert re.search(rf'<tr id="cov-{cid}" data-clause="{cid}" data-status="implemented">', coverage), cid
    assert "games/tally/rules.py:TallyGame.apply_add" in coverage
    page = (site / "games" / "tally" / "index.html").read_text(encoding="utf-8")
    assert 'class="topeka-demo" data-demo="tally"' in page and 'data-example="tally-to-ten"' in page
    assert "/* ---- js/games/tally/tally.css ---- */" in (site / "css" / "site.css").read_text(encoding="utf-8")
    manifest = json.loads((site / "assets" / "runtime" / "manifest.json").read_text(encoding="utf-8"))
    with zipfile.ZipFile(site / "assets" / "runtime" / manifest["wheel"]["url"]) as wheel:
        assert {"games/tally/rules.py", "games/tally/examples.json", "games/tally/texts/tally.txt"} <= set(wheel.namelist())


def test_the_shared_engine_and_text_tests_hold_a_fifth_game_without_a_line_about_it(copy):
    """The tests over every registered game (the contract, the worked examples, plain words, the
    newcomer's figures) and over every text run in the copy, the fifth game among them."""
    every_game = ["tests/engine/test_contract.py", "tests/engine/test_examples.py", "tests/engine/test_plain_words.py",
                  "tests/engine/test_newcomer.py"]
    out = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", GAME, *every_game], copy)
    assert int(re.search(r"(\d+) passed", out).group(1)) >= 15 and "failed" not in out, out
    out = _run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                "tests/engine/test_newcomer.py::test_every_game_has_a_newcomer_measured_at_each_default_table",
                "tests/engine/test_newcomer.py::test_the_page_gets_the_figures_and_the_command_without_the_per_seed_outcomes",
                "tests/texts/test_discovery.py", "tests/texts/test_sources.py"], copy)
    assert "failed" not in out and re.search(r"\d+ passed", out), out


def test_the_command_line_simulates_a_fifth_game_and_measures_its_newcomer(copy):
    out = _run([sys.executable, "-m", "games", "simulate", "--game", GAME, "--games", "20", "--seed", "1", "--json"], copy)
    shares = json.loads(out)["aggregate"]["win_share_by_seat"]
    assert len(shares) == 2 and sum(shares) == pytest.approx(1.0)  # every game of Tally has one winner
    out = _run([sys.executable, "-m", "games", "simulate", "--game", GAME, "--newcomer", "--games", "20", "--json"], copy)
    assert json.loads(out)[0]["games"] == 20


@pytest.mark.browser
def test_a_fifth_games_demo_boots_and_plays_a_move_and_its_example_plays(page, fifth_site):
    page.goto(f"{fifth_site}games/tally/")
    demo = page.locator(".md-content .topeka-demo")
    expect(demo.get_by_role("status").filter(has_text=re.compile("^(Ready|Loading|Failed)"))).to_have_text(
        "Ready", timeout=BOOT_TIMEOUT_MS)
    add = demo.get_by_role("group", name="Your moves").get_by_role("button", name="Add 1")
    expect(add).to_be_visible()  # the reader's turn (the bot moves first when the lot says so)
    count = int(re.search(r"The count is (\d+) of 10", demo.locator(".ta-count").inner_text()).group(1))
    add.click()
    log = demo.get_by_role("region", name="Table log entries")
    expect(log).to_contain_text(f"You add 1: the count is {count + 1}.")
    expect(log).to_contain_text("New game against one bot")
    page.locator(".md-content").get_by_role("radio", name="Annotated view").check()  # the apparatus' examples
    page.locator("#tally-3").get_by_role("button", name="Try it: Two to make ten").click()
    page.get_by_role("button", name="Show me").click()
    expect(page.get_by_role("status", name="Worked example outcome")).to_contain_text("You win: the count is 10.")
