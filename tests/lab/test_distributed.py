"""python -m games simulate ... --scheduler ADDRESS: a run on Dask distributed (a LocalCluster of two
worker processes, started by the test) prints exactly what a one-process run prints."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.limits import HANG_GUARD_S
from site_tools.paths import ROOT

distributed = pytest.importorskip("distributed", reason="make setup installs Dask distributed (requirements.txt)")


@pytest.fixture(scope="module")
def scheduler():
    from games.lab.distributed import local_cluster

    os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    with local_cluster(2) as cluster:
        assert len(cluster.workers) == 2
        yield cluster.scheduler_address


def _simulate(*args) -> str:
    out = subprocess.run([sys.executable, "-m", "games", "simulate", *args, "--json", "--quiet"], cwd=ROOT,
                         capture_output=True, text=True, timeout=HANG_GUARD_S)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.parametrize("args", [
    ("--game", "gavitt", "--lab", "--games", "6", "--seed", "3"),
    ("--game", "railway", "--lab", "--games", "8", "--seed", "2"),
    ("--game", "railway", "--games", "12", "--seed", "5"),
    ("--game", "railway", "--skill", "--games", "6", "--seed", "1"),
], ids=["gavitt-lab", "railway-lab", "railway-simulate", "railway-skill"])
def test_a_distributed_run_gives_exactly_the_numbers_of_one_process(scheduler, args):
    one = _simulate(*args)
    assert one.strip()
    assert _simulate(*args, "--scheduler", scheduler) == one


def test_the_distributed_run_played_on_the_cluster(scheduler):
    """The jobs really ran as tasks on the cluster's workers, not in the command line's own process."""
    from distributed import Client, get_task_stream

    from games.lab.measures.experiments import lab_chunk
    from games.lab.runs import in_processes

    config = {"players": 3, "games": 2, "seed": 1}
    jobs = [("gavitt", config, 0, 11), ("gavitt", config, 11, 11)]
    with Client(scheduler, set_as_default=False) as client, get_task_stream(client) as stream:
        assert list(in_processes(lab_chunk, jobs, scheduler=scheduler)) == list(map(lab_chunk, jobs))
        workers = set(client.scheduler_info()["workers"])
    assert sorted(str(t["key"]) for t in stream.data) == ["topeka-lab_chunk-0", "topeka-lab_chunk-1"]
    assert {t["worker"] for t in stream.data} <= workers and len(workers) == 2
