"""The measures the lab pages run in the browser, the *instruments* (every measure that declares an
``outcome``: relative skill, the value of speed, which readings matter), as a lab, so that the browser
runs them through the one lab protocol (:mod:`games.lab.protocol`: ``<game>.lab_plan``,
``<game>.lab``, ``<game>.lab_summary`` with ``config.instrument``) and gets the numbers of the command
line (``python -m games simulate --game ID --skill | --speed-sweep | --readings --json``) for the same
settings, bit for bit.

A configuration ``{"instrument", "games", "seed", "params"?}`` expands into *arms*: each table the
command plays (the measure's ``tables``: the one given, or each edition of a game with editions; the
readings play one table) times what each arm of the measure varies (its ``arms``: a player, a speed, a
reading).  Jobs are game-major
(game ``i`` of every arm, then game ``i + 1``), game ``i`` on seed ``seed + i``; a partial keeps each
job's outcome, the very value the command's unit of work gives (the measure's ``chunk``), so
:func:`summarise` hands the command's own ``summarise`` the same rows, whatever the chunking.

:func:`page` words a result for a reader (each measure's ``page``): tables (each ``{"id", "title", "caption", "columns",
"rows", "chart", "sentences"}``, the shape of Gavitt's lab tables, every number a formatted string)
whose charts carry each value's 95 % interval (``lo``, ``hi``) for the page to draw.
"""
from __future__ import annotations

from games.core.errors import BadParams
from games.core.registry import GAMES
from games.core.wording import sentence_list
from games.lab.registry import MEASURES, by_name, instruments
from games.lab.stats import join_ranges

VERSION = 1
MAX_GAMES = 100_000
MAX_CHUNK = 5_000


def tables(game_id: str, params: dict | None, instrument: str) -> list[dict]:
    """The tables the command plays for the instrument: the one given, or each edition of a game with
    editions (the readings: the one given, since each reading names its edition)."""
    return by_name(instrument).tables(GAMES[game_id], params)


def available(game_id: str) -> list[str]:
    """The instruments this game has (skill needs a newcomer bot, the speed sweep a real-time game)."""
    return [m.name for m in instruments(GAMES[game_id])]


def normalise(game_id: str, config) -> dict:
    if not isinstance(config, dict):
        raise BadParams("'config' must be an object")
    unknown = sorted(set(config) - {"instrument", "games", "seed", "params"})
    if unknown:
        raise BadParams(f"unknown setting(s): {', '.join(map(str, unknown))}")
    what = config.get("instrument")
    if what not in available(game_id):
        raise BadParams(f"'instrument' must be one of {', '.join(available(game_id))}")
    games, seed = config.get("games", 100), config.get("seed", 1)
    for name, v, hi in (("games", games, MAX_GAMES), ("seed", seed, 2 ** 53 - 1)):
        if isinstance(v, bool) or not isinstance(v, int) or not (name == "seed" or v >= 1) or not 0 <= v <= hi:
            raise BadParams(f"'{name}' must be a whole number from {1 if name == 'games' else 0} to {hi}")
    params = config.get("params") or {}
    if not isinstance(params, dict):
        raise BadParams("'params' must be an object")
    for p in tables(game_id, params, what):
        GAMES[game_id].game(p, 0)  # bad parameters fail here
    return {"instrument": what, "games": games, "seed": seed, "params": params}


def arms(game_id: str, c: dict) -> list[tuple[int, dict, object]]:
    """``(table index, table params, what the arm varies)`` in order: a player kind, a speed factor or
    a reading (a variant of :func:`games.lab.measures.readings.variants`)."""
    what = c["instrument"]
    per = by_name(what).arms(game_id)
    return [(t, p, x) for t, p in enumerate(tables(game_id, c["params"], what)) for x in per]


def outcome(game_id: str, what: str, params: dict, x, seed: int):
    """One job: what the command's unit of work gives for this arm and seed."""
    return by_name(what).outcome(game_id, params, None, seed, x)


def command(game_id: str, c: dict) -> str:
    out = ["python -m games simulate", f"--game {game_id}", by_name(c["instrument"]).flag]
    out += [f"--{k.replace('_', '-')} {v}" for k, v in sorted(c["params"].items())]
    return " ".join(out + [f"--games {c['games']}", f"--seed {c['seed']}", "--json"])


class MeasureLab:
    """The lab (:class:`games.lab.game_lab.Experiments`) of a game's instruments."""

    MAX_CHUNK = MAX_CHUNK
    CLI_HELP = "the measures run from " + sentence_list(m.flag for m in MEASURES if m.instrument)

    def __init__(self, game_id: str):
        self.game_id = game_id

    def plan(self, config) -> dict:
        c = normalise(self.game_id, config)
        a = arms(self.game_id, c)
        return {"config": c, "arms": [{"id": str(k), "label": str(k)} for k in range(len(a))],
                "jobs": c["games"] * len(a), "version": VERSION}

    def run(self, config, first: int, count: int) -> dict:
        c = normalise(self.game_id, config)
        a = arms(self.game_id, c)
        if count > MAX_CHUNK:
            raise BadParams(f"at most {MAX_CHUNK} jobs per call")
        end = min(c["games"] * len(a), first + count)
        values = {}
        for job in range(first, end):
            i, k = divmod(job, len(a))
            _t, p, x = a[k]
            values[str(job)] = outcome(self.game_id, c["instrument"], p, x, c["seed"] + i)
        return {"version": VERSION, "instrument": c["instrument"], "jobs": [first, max(first, end)], "values": values}

    def summarise(self, config, partials: list) -> dict:
        c = normalise(self.game_id, config)
        a = arms(self.game_id, c)
        values, ranges = {}, []
        for p in partials:
            if not isinstance(p, dict) or p.get("version") != VERSION or p.get("instrument") != c["instrument"]:
                raise BadParams(f"not a partial of this version of the {c['instrument']} measure")
            ranges.append(tuple(p["jobs"]))
            values.update(p["values"])
        try:
            lo, hi = join_ranges(ranges)
        except ValueError as exc:
            raise BadParams(f"lab {exc}") from None
        if lo != 0:
            raise BadParams("the partials must start at the first job")
        done = min(c["games"], hi // len(a))
        measure = by_name(c["instrument"])
        results = []
        for t, p in enumerate(tables(self.game_id, c["params"], c["instrument"])):
            ks = [k for k, arm in enumerate(a) if arm[0] == t]
            rows = [[values[str(i * len(a) + k)] for k in ks] for i in range(done)]
            results.append(measure.summarise(self.game_id, p, None, c["seed"], rows))
        return {"version": VERSION, "instrument": c["instrument"], "config": c, "games": done,
                "complete": done == c["games"], "command": command(self.game_id, dict(c, games=done)),
                "said": DONE.format(games=done),
                "result": results, "tables": page(self.game_id, c["instrument"], results)}


BIG_RUN = "Over {games:,} games per setting, computed on the command line"
IN_BROWSER = "In your browser"
DONE = "{games:,} games per setting, played in your browser; the command line gives the same numbers with:"


def words() -> dict:
    """The instruments' words for the page's controls and headings (the skill measure's citation is its
    section's)."""
    shown = [m for m in MEASURES if m.instrument]
    return {"intro": {m.name: {"heading": m.intro[0], "text": m.intro[1]} for m in shown}, "in_browser": IN_BROWSER,
            "citation": " ".join(m.citation for m in shown if m.citation), "running": "Playing the games…", "cancelled": "Cancelled before the first game.",
            "bad_settings": "Games per setting: a whole number from 1 to 100000; first seed: a whole number, 0 or more.",
            "stopped": "The run stopped: {why}", "done": "Done in {seconds} s."}


def page(game_id: str, instrument: str, results: list) -> list[dict]:
    """A result of the command (a list, one per table) as the page's tables, the last one saying, for
    a game with editions, whether the editions differ."""
    m = by_name(instrument)
    out = [m.page(game_id, r, k) for k, r in enumerate(results)]
    if len(results) > 1 and all("edition" in r.get("params", {}) for r in results):
        out[-1]["sentences"] = out[-1]["sentences"] + [m.editions(results) if m.editions else ""]
    return out


__all__ = ["BIG_RUN", "DONE", "IN_BROWSER", "MAX_CHUNK", "MAX_GAMES", "MeasureLab", "VERSION", "arms", "available",
           "command", "normalise", "outcome", "page", "tables", "words"]
