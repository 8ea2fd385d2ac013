"""How the command line's units of work are run: each is one pure function of its arguments (a
measure's ``chunk``, :func:`simulate_chunk`), so any runner gives the same numbers: one process, a
pool of processes (``--jobs N``) or a Dask cluster (``--scheduler ADDRESS``,
:mod:`games.lab.distributed`).  Each lives in an importable module (not in ``__main__``), so that a
worker in another process or on another machine finds it by name.

Like the facade, it reaches the games only through ``games.GAMES``.
"""
from __future__ import annotations

from games import simulate


def simulate_chunk(job) -> list:
    """``(game, params, seeds, bots)``: each seed's bot-only game summary."""
    game, params, seeds, bots = job
    return [simulate(game, params, s, bots) for s in seeds]


def in_processes(fn, jobs: list, processes: int = 1, scheduler: str | None = None):
    """``fn`` over ``jobs``, results in order: here, in a pool of ``processes`` processes, or on the
    Dask cluster whose scheduler is at ``scheduler``.  The numbers cannot differ: each job is a pure
    function of its arguments, and the results come back in the jobs' order."""
    if scheduler:
        from games.lab.distributed import cluster_map  # Dask, imported only when a cluster is asked for

        yield from cluster_map(fn, jobs, scheduler)
        return
    if processes <= 1:
        yield from map(fn, jobs)
        return
    from multiprocessing import Pool

    with Pool(processes) as pool:
        yield from pool.imap(fn, jobs)


__all__ = ["in_processes", "simulate_chunk"]
