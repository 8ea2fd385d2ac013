"""Distributed runs of ``python -m games simulate ... --scheduler ADDRESS`` on Dask distributed.

The engine (``games``) imports only the standard library: Dask is imported inside the functions
below, never when this module is imported, and the command line calls them only when ``--scheduler``
is given (:func:`games.lab.runs.in_processes`; the tests and ``make bench`` start a LocalCluster).
Nothing here is a cluster of our own: a Dask scheduler and its workers, started as Dask starts them
(``dask scheduler`` and ``dask worker ADDRESS``, or ``distributed.LocalCluster``), run the command
line's pure units of work (each measure's ``chunk``, :mod:`games.lab.runs`), and the results come
back in the jobs' order, so a distributed run gives the numbers of one process exactly.  The workers must be able to import ``games`` (the project's
checkout on their ``PYTHONPATH``, or the engine's wheel installed).
"""
from __future__ import annotations


def cluster_map(fn, jobs: list, address: str):
    """``fn`` over ``jobs`` on the Dask cluster at ``address``, yielding the results in order."""
    try:
        from distributed import Client
    except ImportError as exc:  # pragma: no cover - make setup installs it
        raise SystemExit(f"--scheduler needs Dask distributed (make setup installs it): {exc}") from None
    with Client(address, set_as_default=False) as client:
        # one task per job, each named by its index, so that two equal jobs are still two tasks
        futures = client.map(fn, jobs, key=[f"topeka-{fn.__name__}-{i}" for i in range(len(jobs))])
        for future in futures:
            yield future.result()


def local_cluster(workers: int = 2):
    """A LocalCluster of ``workers`` processes with one thread each (tests and ``make bench``);
    close it after use (it is a context manager)."""
    from distributed import LocalCluster

    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                        silence_logs=40)


__all__ = ["cluster_map", "local_cluster"]
