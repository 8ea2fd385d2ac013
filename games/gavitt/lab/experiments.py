"""The simulation lab: what the changes from 1903 to 2003 do, measured with bots.

Pure, deterministic, standard-library Python: no I/O and no clock.  The same module runs in
CPython at build time (the default results on the comparison page), in the browser's Pyodide
worker (the lab, through :mod:`games.api`) and behind ``python -m games simulate --lab``.

How a run is organised
----------------------
A *configuration* (:data:`CONFIG`, checked by :func:`normalise`) names the players, the bots'
speed, the Telegram and fines settings, the number of games and the first seed.  It expands into
*arms* (:func:`arms`): one engine configuration each (edition 1903 or 2003, Telegram on or
off, a careless bot, a fresh shuffle every round...).  Every arm plays the **same seeds**:
game ``i`` of every arm uses seed ``seed + i`` for the deal and for the bots.

The work is a list of *jobs* ``(game i, arm a)`` in game-major order, so a run stopped half way
has the same number of games in every arm.  :func:`run` plays jobs ``first .. first+count-1``
and returns a *partial*: integer counters per arm (sums, sums of squares, histograms).  Partials
add up (:func:`merge`) in any order and any chunking to the same totals, because they hold only
integers; :func:`summarise` turns the totals into tables (formatted strings) and chart data.
So a browser that runs 1000 games in chunks of 20 gets exactly the numbers CPython gets in one go.
The games and their counters are in :mod:`games.gavitt.lab.play`, the tables made from the
counters in :mod:`games.gavitt.lab.result_tables`.

Experiments (the ``id`` of each table in the result)
----------------------------------------------------
``length``     rounds and simulated minutes to reach the target ($2500 in 1903, $1000 in 2003).
``scores``     distribution of a player's net score in one round ($50 bins).
``leader``     how often the leader after round 1 wins the game.
``seats``      share of wins by seat, counted from the first dealer.
``telegram``   each edition with and without the Telegram Card (gse1903-18..30).
``fines``      1903 with one careless bot (seat 1), fines on against fines off (gse1903-31..36).
``shuffle``    the unshuffled gathering of later rounds (gse1903-4b, gse2003-setup-note) against a
               fresh shuffle before every deal: how concentrated are the dealt hands, how long
               are the rounds.
``differences`` every comparison above that meets the same seeds under two rules, as a paired
               difference with its 95 % interval and whether it is beyond noise
               (:mod:`games.lab.intervals`).
"""
from __future__ import annotations

from games.lab import stats
from games.core.errors import BadParams

from ..rules import GavittGame
from .play import new_acc, play
from .result_tables import EDITIONS, format_text, tables

VERSION = 2  # 2: per-seed values for the paired differences
MAX_GAMES = 100_000
MAX_CHUNK = 5_000
CLI_HELP = ("Gavitt: both editions, same seeds; --games per experiment; --telegram/--fines apply to both "
            "editions, default: as each text says; --careless: the careless bot's chance, default 0.25")

CONFIG: dict = {
    "players": {"type": "int", "min": 3, "max": 6, "default": 4, "description": "Players at every table."},
    "speed": {"type": "enum", "values": ["fast", "steady", "slow", "mixed"], "default": "steady",
              "description": "The bots' reaction speed ('mixed': seats cycle fast, steady, slow)."},
    "telegram": {"type": "enum", "values": ["edition", "on", "off"], "default": "edition",
                 "description": "Telegram Card in the edition comparison: as each text says (1903 on, "
                                "2003 off), or on / off for both."},
    "fines": {"type": "enum", "values": ["edition", "on", "off"], "default": "edition",
              "description": "1903 fines in the edition comparison: as each text says (1903 on, 2003 "
                             "none), or on / off for both."},
    "careless": {"type": "float", "min": 0.0, "max": 1.0, "default": 0.25,
                 "description": "Fines experiment: chance that the careless bot's pair is an unlike pair."},
    "games": {"type": "int", "min": 1, "max": MAX_GAMES, "default": 100,
              "description": "Games per arm (every arm plays the same seeds)."},
    "seed": {"type": "int", "min": 0, "max": 2 ** 53 - 1, "default": 1, "description": "Seed of the first game."},
}


# ------------------------------------------------------------------------------ configuration
def normalise(config: dict | None) -> dict:
    """A complete, checked copy of ``config``; raises ``BadParams``."""
    from games.core.params import resolve

    c = resolve(CONFIG, config)
    return c


def _tri(value: str, edition: str) -> bool | None:
    """'edition' -> None (the edition's default), 'on' -> True, 'off' -> False."""
    return None if value == "edition" else value == "on"


def _arm_specs(c: dict) -> list[dict]:
    """Every arm the experiments name, before identical ones are merged."""
    n = c["players"]
    specs = []
    base = {}
    for ed in EDITIONS:
        p = {"edition": ed, "players": n}
        tg, fi = _tri(c["telegram"], ed), _tri(c["fines"], ed)
        if tg is not None:
            p["telegram"] = tg
        if fi is not None:
            p["fines"] = fi
        base[ed] = p
        specs.append({"id": ed, "label": f"{ed} rules", "params": p, "careless_seat": None})
    for ed in EDITIONS:
        for on in (True, False):
            word = "on" if on else "off"
            specs.append({"id": f"{ed}-telegram-{word}", "label": f"{ed}, Telegram {word}",
                          "params": dict(base[ed], telegram=on), "careless_seat": None})
    for on in (True, False):
        word = "on" if on else "off"
        p = {"edition": "1903", "players": n, "fines": on}
        tg = _tri(c["telegram"], "1903")
        if tg is not None:
            p["telegram"] = tg
        specs.append({"id": f"1903-careless-fines-{word}", "label": f"1903, careless seat 1, fines {word}",
                      "params": p, "careless_seat": 0})
    for ed in EDITIONS:
        specs.append({"id": f"{ed}-reshuffle", "label": f"{ed}, fresh shuffle every round",
                      "params": dict(base[ed], reshuffle_each_round=True), "careless_seat": None})
    return specs


def _expand(c: dict) -> tuple[list[dict], dict[str, str]]:
    """The arms to play (identical engine configurations once) and the alias map id -> arm id."""
    out: list[dict] = []
    aliases: dict[str, str] = {}
    seen: dict[tuple, str] = {}
    for a in _arm_specs(c):
        resolved = GavittGame(a["params"], 0).params  # complete parameters, edition defaults filled
        careless = c["careless"] if a["careless_seat"] is not None else None
        key = (tuple(sorted((k, repr(v)) for k, v in resolved.items())), a["careless_seat"], careless)
        if key not in seen:
            seen[key] = a["id"]
            out.append(dict(a, careless=careless, telegram=resolved["telegram"], fines=resolved["fines"],
                            target=resolved["target"]))
        aliases[a["id"]] = seen[key]
    return out, aliases


def arms(config: dict) -> list[dict]:
    """The engine configurations a lab run plays, each once, in a fixed order.

    Each arm is ``{"id", "label", "params", "careless_seat", "careless", "telegram", "fines",
    "target"}``; ``params`` are the game parameters given to the engine.
    """
    return _expand(normalise(config))[0]


def plan(config: dict | None) -> dict:
    """The normalised configuration, its arms and the number of jobs (games x arms)."""
    c = normalise(config)
    a = arms(c)
    return {"config": c, "arms": [{"id": x["id"], "label": x["label"]} for x in a],
            "jobs": c["games"] * len(a), "version": VERSION}


def cli_config(params: dict, bots: dict, games: int, seed: int) -> dict:
    """The settings of ``python -m games simulate --lab`` (see
    :class:`games.lab.game_lab.Experiments` and :data:`CLI_HELP`)."""
    mode = {None: "edition", True: "on", False: "off"}
    config = {"players": params.get("players") or 4, "speed": bots["speed"], "telegram": mode[params.get("telegram")],
              "fines": mode[params.get("fines")], "games": games, "seed": seed}
    if bots.get("careless") is not None:
        config["careless"] = bots["careless"]
    return config


# ------------------------------------------------------------------------------ playing
def _check_range(config: dict, first, count) -> None:
    for name, v in (("first", first), ("count", count)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise BadParams(f"'{name}' must be a non-negative integer")
    if count > MAX_CHUNK:
        raise BadParams(f"at most {MAX_CHUNK} jobs per call")


def run(config: dict | None, first: int = 0, count: int | None = None) -> dict:
    """Play jobs ``first .. first+count-1`` (game-major: game i of every arm, then game i+1) and
    return a partial: ``{"version", "jobs": [first, end], "arms": {arm id: counters}}``."""
    c = normalise(config)
    a = arms(c)
    total = c["games"] * len(a)
    if count is None:
        _check_range(c, first, 0)
        count = total - first
    else:
        _check_range(c, first, count)
    end = min(total, first + count)
    accs: dict[str, dict] = {}
    for job in range(first, end):
        i, k = divmod(job, len(a))
        arm = a[k]
        acc = accs.get(arm["id"])
        if acc is None:
            acc = accs[arm["id"]] = new_acc(c["players"])
        play(arm, c, c["seed"] + i, acc)
    return {"version": VERSION, "jobs": [first, end], "arms": accs}


def run_all(config: dict | None) -> dict:
    """Every job of ``config`` in one partial (CPython: the build and the command line)."""
    c = normalise(config)
    total = c["games"] * len(arms(c))
    parts = [run(c, f, min(MAX_CHUNK, total - f)) for f in range(0, total, MAX_CHUNK)]
    return merge(parts)


def merge(partials: list[dict]) -> dict:
    """Add partials up.  Raises ``BadParams`` if their job ranges overlap."""
    arms_acc: dict[str, dict] = {}
    ranges = []
    for p in partials:
        if not isinstance(p, dict) or p.get("version") != VERSION or "arms" not in p:
            raise BadParams("not a lab partial of this version")
        ranges.append(tuple(p["jobs"]))
        for aid, acc in p["arms"].items():
            arms_acc[aid] = stats.add(arms_acc[aid], acc) if aid in arms_acc else stats.copy(acc)
    try:
        jobs = stats.join_ranges(ranges)
    except ValueError as exc:
        raise BadParams(f"lab {exc}") from None
    return {"version": VERSION, "jobs": jobs, "arms": arms_acc}


# ------------------------------------------------------------------------------ statistics
def summarise(config: dict | None, partials) -> dict:
    """Tables and chart data from partials (a list, or one merged partial).

    Result: ``{"version", "config", "games": [done per arm], "complete", "tables": [table...]}``;
    a table is ``{"id", "title", "caption", "columns", "rows": [[str...]], "chart"}`` and a chart
    ``{"type": "bar"|"line", "x": str, "y": str, "labels": [...], "series": [{"label", "data"}]}``.
    Every number shown is a formatted string, so every renderer shows the same text.
    """
    c = normalise(config)
    n = c["players"]
    merged = merge(partials if isinstance(partials, list) else [partials])
    A = merged["arms"]
    arm_list, aliases = _expand(c)

    def acc(aid):
        return A.get(aliases[aid]) or new_acc(n)

    done = {a["id"]: (A.get(a["id"]) or new_acc(n))["games"] for a in arm_list}
    return {"version": VERSION, "config": c, "games": done,
            "complete": all(v == c["games"] for v in done.values()), "tables": tables(acc, n, c)}


__all__ = ["CLI_HELP", "CONFIG", "MAX_CHUNK", "VERSION", "arms", "cli_config", "format_text", "merge", "normalise", "plan", "play",
           "run", "run_all", "summarise"]
