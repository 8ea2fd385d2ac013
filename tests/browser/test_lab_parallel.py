"""The lab in parallel, so that a reader's cores share the work: its games split over several Python
workers, each booted from the engine's snapshot, give exactly the numbers of one worker and of CPython.
One runner runs every game's lab (no game has a runner of its own): Gavitt's and the railway's are both
played here."""
from __future__ import annotations

import json

import pytest

from demo_pages import lab, open_demo, wait_ready

pytestmark = pytest.mark.browser

PAGE = "games/gavitt-compare/"
CONFIG = {"players": 4, "speed": "mixed", "telegram": "edition", "fines": "edition", "careless": 0.25,
          "games": 6, "seed": 31}

RUN = """async ({ runnerURL, game, config }) => {
  const runner = await import(runnerURL);  // the page's own module instances: its worker and pool
  const booted = await runner.bootWorkers(2);
  const two = await runner.runLab(game, config, { workers: 2 });
  const one = await runner.runLab(game, config, { workers: 1 });
  return { booted, one, two };
}"""


def test_lab_on_two_workers_gives_the_numbers_of_one_worker_and_of_cpython(page, site_url):
    from games.gavitt.lab import experiments as pylab

    page.goto(site_url + PAGE)
    wait_ready(lab(page))
    out = page.evaluate(RUN, {"runnerURL": site_url + "js/lab/runner.js", "game": "gavitt", "config": CONFIG})
    assert out["two"]["workers"] == 2 and out["one"]["workers"] == 1
    assert not out["two"]["cancelled"] and out["two"]["done"] == out["two"]["total"]
    assert out["two"]["result"] == out["one"]["result"]
    expected = json.loads(json.dumps(pylab.summarise(CONFIG, [pylab.run_all(CONFIG)])))
    assert out["two"]["result"] == expected
    # The further worker restored the snapshot, as the page's own did.
    assert out["booted"] == ["snapshot"]
    assert page.evaluate("__topeka.runtime.boot") == "snapshot"


def test_the_railway_lab_runs_on_the_same_runner_with_the_numbers_of_cpython(page, site_url):
    from games.railway.lab import experiments as pylab

    open_demo(page, site_url + "games/railway/")
    config = {"games": 4, "players": 2, "seed": 3}
    out = page.evaluate(RUN, {"runnerURL": site_url + "js/lab/runner.js", "game": "railway", "config": config})
    assert out["two"]["workers"] == 2 and out["one"]["workers"] == 1
    assert out["two"]["done"] == out["two"]["total"] == 4 * out["two"]["arms"]
    full = pylab.plan(config)["config"]
    expected = json.loads(json.dumps(pylab.summarise(full, [pylab.run(full, 0, pylab.plan(full)["jobs"])])))
    assert out["two"]["result"] == out["one"]["result"] == expected
