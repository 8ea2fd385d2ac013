"""The measures of :mod:`games.core` (relative skill, the value of speed, which readings matter) as a
lab, so that the browser runs them through the one lab protocol (:mod:`games.core.labapi`:
``<game>.lab_plan``, ``<game>.lab``, ``<game>.lab_summary`` with ``config.instrument``) and gets the
numbers of the command line (``python -m games simulate --game ID --skill | --speed-sweep |
--readings --json``) for the same settings, bit for bit.

A configuration ``{"instrument", "games", "seed", "params"?}`` expands into *arms*: each table the
command plays (:func:`tables`: the one given, or each edition of a game with editions; the readings
play one table) times each player (skill), speed (speed) or reading (readings).  Jobs are game-major
(game ``i`` of every arm, then game ``i + 1``), game ``i`` on seed ``seed + i``; a partial keeps each
job's outcome, the very value the command's unit of work gives (:mod:`games.runs`), so
:func:`summarise` hands the command's own ``summarise`` the same rows, whatever the chunking.

:func:`page` words a result for a reader: tables (each ``{"id", "title", "caption", "columns",
"rows", "chart", "sentences"}``, the shape of Gavitt's lab tables, every number a formatted string)
whose charts carry each value's 95 % interval (``lo``, ``hi``) for the page to draw.
"""
from __future__ import annotations

from . import intervals as iv
from . import paramwords, readings, skill, speed
from .errors import BadParams
from .reaction import SPEEDS
from .registry import GAMES, REAL_TIME
from .stats import join_ranges, pct

VERSION = 1
MAX_GAMES = 100_000
MAX_CHUNK = 5_000
INSTRUMENTS = {"skill": skill, "speed": speed, "readings": readings}
FLAGS = {"skill": "--skill", "speed": "--speed-sweep", "readings": "--readings"}


def tables(game_id: str, params: dict | None, instrument: str) -> list[dict]:
    """The tables the command plays: the one given, or each edition of a game with editions (the
    readings: the one given, since each reading names its edition)."""
    gt = GAMES[game_id]
    params = dict(params or {})
    if "edition" in params or not gt.editions or instrument == "readings":
        return [params]
    return [dict(params, edition=ed) for ed in gt.editions]


def available(game_id: str) -> list[str]:
    """The instruments this game has: skill needs a newcomer bot, the speed sweep a real-time game."""
    gt = GAMES[game_id]
    return [k for k in INSTRUMENTS if (k != "skill" or (gt.lab and gt.laboratory().newcomer) is not None)
            and (k != "speed" or gt.dynamics == REAL_TIME)]


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
    a reading (a variant of :func:`games.core.readings.variants`)."""
    what = c["instrument"]
    per = {"skill": lambda: skill.kinds(game_id), "speed": lambda: speed.FACTORS,
           "readings": lambda: readings.variants(game_id)}[what]()
    return [(t, p, x) for t, p in enumerate(tables(game_id, c["params"], what)) for x in per]


def outcome(game_id: str, what: str, params: dict, x, seed: int):
    """One job: what the command's unit of work gives for this arm and seed."""
    if what == "skill":
        return skill.outcome(game_id, params, None, seed, x)
    if what == "speed":
        return speed.outcome(game_id, params, None, seed, x)
    return readings.outcome(game_id, params, None, seed, x)


def command(game_id: str, c: dict) -> str:
    out = ["python -m games simulate", f"--game {game_id}", FLAGS[c["instrument"]]]
    out += [f"--{k.replace('_', '-')} {v}" for k, v in sorted(c["params"].items())]
    return " ".join(out + [f"--games {c['games']}", f"--seed {c['seed']}", "--json"])


class MeasureLab:
    """The lab (:class:`games.core.registry.Lab`) of a game's measures."""

    MAX_CHUNK = MAX_CHUNK
    CLI_HELP = "the measures run from --skill, --speed-sweep and --readings"

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
        module = INSTRUMENTS[c["instrument"]]
        results = []
        for t, p in enumerate(tables(self.game_id, c["params"], c["instrument"])):
            ks = [k for k, arm in enumerate(a) if arm[0] == t]
            rows = [[values[str(i * len(a) + k)] for k in ks] for i in range(done)]
            results.append(module.summarise(self.game_id, p, None, c["seed"], rows))
        return {"version": VERSION, "instrument": c["instrument"], "config": c, "games": done,
                "complete": done == c["games"], "command": command(self.game_id, dict(c, games=done)),
                "said": DONE.format(games=done),
                "result": results, "tables": page(self.game_id, c["instrument"], results)}


# ------------------------------------------------------------------------------ the page's words
def _edition(r: dict) -> str:
    ed = r["params"].get("edition") if isinstance(r.get("params"), dict) else None
    return f", {ed} rules" if ed else ""


def _signed(x: float) -> str:
    """A difference of shares in percentage points, signed, with a true minus sign: '+1.5', '−0.3'."""
    return f"{100 * x:+.1f}".replace("-", "−")


def _points(x: float) -> str:
    return _signed(x) + " points"


def _interval(lo: float, hi: float) -> str:
    return f"{100 * lo:.1f}–{100 * hi:.1f} %"


CITATION = ("Relative skill in the sense of P. Borm and B. van der Genugten, \u201cOn a relative measure of skill "
            "for games with chance elements\u201d, TOP 9 (2001); discussed with other measures of skill by M. Dreef, "
            "P. Borm and B. van der Genugten, \u201cMeasuring skill in games: several approaches discussed\u201d, "
            "Mathematical Methods of Operations Research 59 (2004).")
PLAYERS = {"beginner": "A beginner (the newcomer bot)", "optimal": "A strong player (the strongest bot)",
           "fictive": "The strong player seeing every hidden card"}


def _faster_hand(gid: str) -> str | None:
    """In a real-time game whose strong player also reacts faster than the default bots, what its
    learning effect counts: speed of hand as well as play (the speed measure isolates speed)."""
    gt = GAMES[gid]
    strong, default = (gt.laboratory().strongest or {}).get("speed"), (gt.bot_params.get("speed") or {}).get("default")
    if gt.dynamics != REAL_TIME or not strong or strong == default or strong not in SPEEDS or default not in SPEEDS:
        return None
    (lo, hi, _), (dlo, dhi, _) = SPEEDS[strong], SPEEDS[default]
    return (f"In this real-time game the strong player is also the quicker hand (it reacts in {lo / 1000:g} to "
            f"{hi / 1000:g} s, the default bots in {dlo / 1000:g} to {dhi / 1000:g} s), so the learning effect "
            "counts speed of hand as well as play, and a relative skill near 1 says above all that the quicker "
            "hand wins. \u201cWhat is speed worth?\u201d measures speed alone.")


def _skill_table(gid: str, r: dict, k: int) -> dict:
    rows, data, lo, hi, labels = [], [], [], [], []
    for kind, p in r["results"].items():
        rows.append([PLAYERS[kind], pct(p["share"]), _interval(p["lo"], p["hi"])])
        labels.append(PLAYERS[kind])
        data.append(round(100 * p["share"], 2))
        lo.append(round(100 * p["lo"], 2))
        hi.append(round(100 * p["hi"], 2))
    said = [f"The strong player wins {_points(r['learning_effect'])} of the games more than the beginner "
            "(the learning effect)."]
    if r["relative_skill"] is not None:
        ci = r["relative_skill_interval"]
        said.append(f"Seeing every hidden card adds {_points(r['random_effect'])} more (the random effect).")
        said.append(f"Relative skill: {r['relative_skill']:.2f}" + (
            f" (95 % interval {ci[0]:.2f} to {ci[1]:.2f}, a percentile bootstrap over the seeds)" if ci else "")
                    + ". Near 1, what a player can learn decides the game; near 0, knowing what chance hides would "
                      "matter far more than anything a player can learn.")
    elif r["random_effect"] is None:
        said.append("This game has no bot that sees every hidden card yet, so only the learning effect is measured.")
    else:
        said.append("Relative skill is not defined here: the strong player did no better than the beginner.")
    faster = _faster_hand(gid)
    if faster:
        said.append(faster)
    return {"id": f"skill-{k}", "title": f"How much does skill matter? {GAMES[gid].title}{_edition(r)}",
            "caption": f"Each player in the first seat against the default bots, {r['games']:,} games on the same "
                       f"seeds ({r['seeds'][0]} to {r['seeds'][1]}); a fair share is {pct(r['fair_share'])}. In the "
                       "last column, a 95 % Wilson score interval of the share.",
            "columns": ["Player in the first seat", "Share of wins", "95 % interval"], "rows": rows,
            "sentences": said,
            "chart": {"type": "bar", "x": "Player in the first seat", "y": "Share of wins (%)", "labels": labels,
                      "series": [{"label": "share of wins", "data": data, "lo": lo, "hi": hi}]}}


SPEED_WORDS = {"1/4": "four times as fast", "1/2": "twice as fast", "3/4": "a little faster", "1": "the default speed",
               "3/2": "half as slow again", "2": "twice as slow", "3": "three times as slow"}


def _seconds(ms: int) -> str:
    return f"{ms / 1000:.2f} s"


def _speed_table(gid: str, r: dict, k: int) -> dict:
    rows, data, lo, hi, labels = [], [], [], [], []
    for p in r["points"]:
        rows.append([SPEED_WORDS.get(p["factor"], p["factor"]), _seconds(p["reaction_ms"]), pct(p["share"]),
                     _interval(p["lo"], p["hi"])])
        labels.append(f"{p['reaction_ms'] / 1000:.2f}")
        data.append(round(100 * p["share"], 2))
        lo.append(round(100 * p["lo"], 2))
        hi.append(round(100 * p["hi"], 2))
    said = []
    for v in r["against_default"]:
        said.append(f"The {v['hand']} hand (mean reaction {_seconds(v['reaction_ms'])}) against the default speed "
                    f"({_seconds(r['default_reaction_ms'])}): {_points(v['diff'])} of the wins (95 % interval "
                    f"{_signed(v['lo'])} to {_signed(v['hi'])}), {v['verdict']}.")
    return {"id": f"speed-{k}", "title": f"What is speed worth? {GAMES[gid].title}{_edition(r)}",
            "caption": f"The first seat's bot with its reaction times scaled, against the default bots, {r['games']:,} "
                       f"games on the same seeds ({r['seeds'][0]} to {r['seeds'][1]}) at every speed; a fair share is "
                       f"{pct(r['fair_share'])}. In the last column, a 95 % Wilson score interval of the share. "
                       "Against the default speed: the paired difference on the same seeds, "
                       + ("a percentile bootstrap over the seeds." if r["against_default"]
                          and r["against_default"][0]["method"] == "bootstrap"
                          else "a normal interval of the per-seed differences."),
            "columns": ["The first seat's bot", "Mean reaction time", "Share of wins", "95 % interval"],
            "rows": rows, "sentences": said,
            "chart": {"type": "line", "x": "The first seat's mean reaction time (seconds)", "y": "Share of wins (%)",
                      "labels": labels,
                      "series": [{"label": "share of wins", "data": data, "lo": lo, "hi": hi},
                                 {"label": "fair share", "data": [round(100 * r["fair_share"], 2)] * len(data)}]}}


def _value_words(gid: str, param: str, value) -> str:
    """A reading's value in the game's words (games.core.paramwords); a game that words none shows it as it is."""
    gt = GAMES[gid]
    words = gt.laboratory().reading_words.get("params", {})
    return paramwords.value_words(words, gt.params, param, value) if param in words else str(value)


def _reading_name(gid: str, param: str) -> str:
    return GAMES[gid].laboratory().reading_words.get("params", {}).get(param, {}).get("name", param)


def _number(x: float, share: bool) -> str:
    return pct(x) if share else f"{x:.2f}"


def _diff(m: dict, share: bool) -> str:
    if share:
        return f"{_points(m['diff'])} ({_signed(m['lo'])} to {_signed(m['hi'])})"
    return (f"{m['diff']:+.2f} ({m['lo']:+.2f} to {m['hi']:+.2f})").replace("-", "−")


def _readings_table(gid: str, r: dict, k: int) -> dict:
    rw = GAMES[gid].laboratory().reading_words
    measures = {"length": rw.get("length", "Length of a game"), "spread": "Final spread (highest less lowest score)",
                "seat": "The first seat's share of wins"}
    rows, labels = [], []
    series = {m: {"label": w, "data": [], "lo": [], "hi": []} for m, w in measures.items()}
    beyond = []
    for rank, x in enumerate(r["ranking"], 1):
        where = f" ({x['table']['edition']} rules)" if x["table"].get("edition") else ""
        name = _reading_name(gid, x["param"]) + where
        value = f"{_value_words(gid, x['param'], x['value'])}, not {_value_words(gid, x['param'], x['default'])}"
        row = [str(rank), name, value]
        for m in x["measures"]:
            share = m["measure"] == "seat"
            row.append(f"{_number(m['a'], share)} → {_number(m['b'], share)}: {_diff(m, share)}, {m['verdict']}")
            s = series[m["measure"]]
            e = m["effect"] or 0.0
            sd = m["diff"] / e if e else 0.0
            s["data"].append(round(e, 3))
            s["lo"].append(round(m["lo"] / sd, 3) if sd else 0.0)
            s["hi"].append(round(m["hi"] / sd, 3) if sd else 0.0)
            if m["verdict"] == iv.BEYOND:
                beyond.append(f"{name}, {value}: {measures[m['measure']][0].lower() + measures[m['measure']][1:]}")
        row.append(f"{x['largest_beyond_noise']:.2f}")
        rows.append(row)
        labels.append([f"{rank}. {name}", value])  # two lines beside the bars
    said = [f"Beyond noise: {'; '.join(beyond)}." if beyond else "No reading changes any measure beyond noise here."]
    return {"id": f"readings-{k}", "title": f"Which readings matter? {GAMES[gid].title}",
            "caption": f"Each other reading against the archive's, bot-only games at the default bots, {r['games']:,} "
                       f"games per reading on the same seeds ({r['seeds'][0]} to {r['seeds'][1]}). Each cell: the "
                       "archive's reading → the other, the paired difference and its 95 % interval (a share's in "
                       "percentage points), and whether it is beyond noise. Ranked by the largest effect beyond noise, "
                       "in standard deviations of the measure under the archive's reading.",
            "columns": ["Rank", "Reading", "This reading, not the archive's", *measures.values(), "Largest effect beyond noise"],
            "rows": rows, "sentences": said,
            "chart": {"type": "bar", "indexAxis": "y", "x": "Effect (standard deviations of the measure)",
                      "y": "Reading", "labels": labels, "series": list(series.values())}}


METHOD_WORDS = {"bootstrap": "percentile bootstrap over the seeds", "normal": "normal interval of the per-seed differences"}


def differences_table(found: list, tid: str, title: str) -> dict:
    """A lab's paired differences (each ``{"comparison", "words", "share"?, "n", "a", "b", "diff", "lo", "hi",
    "method", "verdict"}``, a share's in shares) as a page table: a row each, a sentence naming those beyond
    noise, and a chart of each difference as a percentage of the first rule's mean, with its interval."""
    rows, beyond = [], []
    for d in found:
        share = d.get("share", False)
        num = (lambda x: pct(x)) if share else (lambda x: f"{x:.2f}")
        diff = _diff(d, share)
        rows.append([d["comparison"], d["words"], f"{d['n']:,}", num(d["a"]), num(d["b"]), diff,
                     METHOD_WORDS.get(d["method"], d["method"]), d["verdict"]])
        if d["verdict"] == iv.BEYOND:
            beyond.append(f"{d['comparison']}, {d['words'][0].lower() + d['words'][1:]}: {diff}")
    scale = [100 / abs(d["a"]) if d["a"] else 0 for d in found]
    return {"id": tid, "title": title,
            "caption": "Each comparison plays the same seeds under both rules, so each seed gives a difference (after "
                       "less before) and the luck of the deal both share cancels. In brackets, the 95 % interval of the "
                       "mean difference (a share's in percentage points); beyond noise when it leaves out zero.",
            "columns": ["Comparison", "Measure", "Seeds", "Before", "After", "Difference (95 % interval)", "Method",
                        "Reading"],
            "rows": rows,
            "sentences": [f"Beyond noise: {'; '.join(beyond)}." if beyond else "No difference here is beyond noise."],
            "chart": {"type": "bar", "indexAxis": "y", "x": "Difference (% of the first rule's mean, with its 95 % interval)",
                      "y": "Comparison", "labels": [[d["comparison"], d["words"]] for d in found],
                      "series": [{"label": "mean difference",
                                  **{k: [round(d[m] * f, 2) for d, f in zip(found, scale)]
                                     for k, m in (("data", "diff"), ("lo", "lo"), ("hi", "hi"))}}]}}


#: each instrument's heading and introduction on the pages
INTRO = {
    "skill": ("How much does skill matter?",
              "Three players take the first seat in turn, against the same bots on the same deals: a beginner (the "
              "game's newcomer bot), a strong player (its strongest bot) and that strong player seeing every hidden "
              "card. What the strong player wins over the beginner can be learned (the learning effect); what "
              "seeing every card adds on top is what chance hides (the random effect). Relative skill is the "
              "learning effect over the two together."),
    "speed": ("What is speed worth?",
              "The first seat's bot reacts faster or slower than the default bots, from four times as fast to three "
              "times as slow, on the same deals at every speed. The chart plots its share of wins against its mean "
              "reaction time, each with its 95 % interval."),
    "readings": ("Which readings matter?",
                 "Where the text leaves a rule open, the archive chose a reading (the rules coverage page lists "
                 "them). Each other reading is played against the archive's on the same deals and measured by the "
                 "length of a game, the spread of the final scores and the first seat's share of wins; a difference "
                 "is beyond noise when its 95 % interval leaves out zero."),
}
BIG_RUN = "Over {games:,} games per setting, computed on the command line"
IN_BROWSER = "In your browser"
DONE = "{games:,} games per setting, played in your browser; the command line gives the same numbers with:"


def words() -> dict:
    """The instruments' words for the page's controls and headings."""
    return {"intro": {k: {"heading": h, "text": t} for k, (h, t) in INTRO.items()}, "in_browser": IN_BROWSER,
            "citation": CITATION, "running": "Playing the games…", "cancelled": "Cancelled before the first game.",
            "bad_settings": "Games per setting: a whole number from 1 to 100000; first seed: a whole number, 0 or more.",
            "stopped": "The run stopped: {why}", "done": "Done in {seconds} s."}


def page(game_id: str, instrument: str, results: list) -> list[dict]:
    """A result of the command (a list, one per table) as the page's tables (the skill measure's citation,
    :data:`CITATION`, is the section's: :func:`words`)."""
    make = {"skill": _skill_table, "speed": _speed_table, "readings": _readings_table}[instrument]
    out = [make(game_id, r, k) for k, r in enumerate(results)]
    if len(results) > 1 and all("edition" in r.get("params", {}) for r in results):
        out[-1]["sentences"] = out[-1]["sentences"] + [_editions(instrument, results)]
    return out


def _editions(instrument: str, results: list) -> str:
    """One sentence setting the editions side by side: did the later rules change the measure?"""
    eds = [r["params"]["edition"] for r in results]
    if instrument == "skill":
        parts = [f"{r['relative_skill']:.2f} under the {ed} rules" + (
            f" ({r['relative_skill_interval'][0]:.2f} to {r['relative_skill_interval'][1]:.2f})"
            if r["relative_skill_interval"] else "") for ed, r in zip(eds, results) if r["relative_skill"] is not None]
        cis = [r["relative_skill_interval"] for r in results]
        if len(parts) < len(results) or not all(cis):
            return "Relative skill cannot be compared between the editions here."
        apart = max(c[0] for c in cis) > min(c[1] for c in cis)
        return (f"Relative skill: {' and '.join(parts)}; " + ("the intervals do not overlap, so the editions differ "
                "beyond noise." if apart else "the intervals overlap, so this run cannot tell the editions apart."))
    if instrument == "speed":
        gains = [next(v for v in r["against_default"] if v["hand"] == "fastest") for r in results]
        parts = [f"{_points(g['diff'])} under the {ed} rules ({_signed(g['lo'])} to {_signed(g['hi'])})"
                 for ed, g in zip(eds, gains)]
        apart = max(g["lo"] for g in gains) > min(g["hi"] for g in gains)
        return (f"What the fastest hand wins over the default speed: {' and '.join(parts)}; "
                + ("the intervals do not overlap, so the editions' rules change the value of speed beyond noise."
                   if apart else "the intervals overlap, so this run cannot tell the editions apart."))
    return ""


__all__ = ["BIG_RUN", "CITATION", "differences_table", "INSTRUMENTS", "INTRO", "words", "MAX_GAMES", "MeasureLab", "VERSION", "arms", "available", "command",
           "normalise", "outcome", "page", "tables"]
