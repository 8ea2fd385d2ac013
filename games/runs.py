"""The command line's units of work, one pure function of its arguments each, so that any runner
gives the same numbers: one process, a pool of processes (``--jobs N``) or a Dask cluster
(``--scheduler ADDRESS``, :mod:`site_tools.distributed`).  Each lives in an importable module (not in
``__main__``), so that a worker in another process or on another machine finds it by name.

Like the facade, it reaches the games only through ``games.GAMES``.
"""
from __future__ import annotations

from . import GAMES, simulate
from .core import latency, newcomer, readings, skill, speed


def lab_chunk(job) -> dict:
    """``(game, config, first, count)``: the lab's partial of those jobs."""
    game, config, first, count = job
    return GAMES[game].laboratory().experiments.run(config, first, count)


def simulate_chunk(job) -> list:
    """``(game, params, seeds, bots)``: each seed's bot-only game summary."""
    game, params, seeds, bots = job
    return [simulate(game, params, s, bots) for s in seeds]


def newcomer_chunk(job) -> str:
    """``(game, params, bots, seeds)``: the newcomer's outcome per seed (games.core.newcomer)."""
    game, params, bots, seeds = job
    return newcomer.outcomes(game, params, bots, seeds)


def skill_chunk(job) -> list:
    """``(game, params, bots, seeds)``: each player's win per seed (games.core.skill)."""
    game, params, bots, seeds = job
    return skill.outcomes(game, params, bots, seeds)


def speed_chunk(job) -> list:
    """``(game, params, bots, seeds)``: the measured seat's win per seed and speed (games.core.speed)."""
    game, params, bots, seeds = job
    return speed.outcomes(game, params, bots, seeds)


def readings_chunk(job) -> list:
    """``(game, params, bots, seeds)``: per seed and reading, its length, spread and seat 1's win
    (games.core.readings)."""
    game, params, bots, seeds = job
    return readings.outcomes(game, params, bots, seeds)


def latency_chunk(job) -> list:
    """``(game, params, bots, seeds)``: per seed, the people's wins under each rule (games.core.latency)."""
    game, params, bots, seeds = job
    return latency.outcomes(game, params, bots, seeds)


def in_processes(fn, jobs: list, processes: int = 1, scheduler: str | None = None):
    """``fn`` over ``jobs``, results in order: here, in a pool of ``processes`` processes, or on the
    Dask cluster whose scheduler is at ``scheduler``.  The numbers cannot differ: each job is a pure
    function of its arguments, and the results come back in the jobs' order."""
    if scheduler:
        from site_tools.distributed import cluster_map  # Dask: outside the engine, only when asked

        yield from cluster_map(fn, jobs, scheduler)
        return
    if processes <= 1:
        yield from map(fn, jobs)
        return
    from multiprocessing import Pool

    with Pool(processes) as pool:
        yield from pool.imap(fn, jobs)


__all__ = ["in_processes", "lab_chunk", "latency_chunk", "newcomer_chunk", "readings_chunk", "simulate_chunk", "skill_chunk", "speed_chunk"]
