"""The laboratory's registry (games/lab/registry.py): every measure is one file of games/lab/measures/,
and the command line's flags, the lab pages' instruments and the big runs come from what it declares,
so that nothing else names a measure."""
from __future__ import annotations

import pickle
import pkgutil
import re
from pathlib import Path

from games import GAMES
from games.__main__ import parser
from games.lab import measures as folder
from games.lab.registry import MEASURES, by_name, instruments, kept
from site_tools import big_runs


def test_every_file_of_the_measures_folder_is_a_measure_the_registry_finds_in_its_order():
    files = sorted(m.name for m in pkgutil.iter_modules(folder.__path__))
    assert len(MEASURES) == len(files) >= 6
    assert [m.order for m in MEASURES] == sorted(m.order for m in MEASURES)
    assert len({m.name for m in MEASURES}) == len({m.flag for m in MEASURES}) == len(MEASURES)
    assert by_name("speed").flag == "--speed-sweep" and [m.name for m in kept()] == ["newcomer", "latency"]


def test_the_command_line_has_a_flag_for_each_measure_with_its_help():
    for game in [None, *GAMES]:
        argv = ["simulate"] + (["--game", game] if game else [])
        simulate = parser(argv)._subparsers._group_actions[0].choices["simulate"]
        helps = {a.option_strings[0]: a.help for a in simulate._actions if a.option_strings}
        for m in MEASURES:
            assert helps[m.flag] == m.help_for(GAMES.get(game)), (game, m.flag)


def test_the_lab_pages_instruments_are_the_measures_that_run_in_the_browser():
    assert [m.name for m in instruments(GAMES["gavitt"])] == ["skill", "speed", "readings"]
    assert [m.name for m in instruments(GAMES["railway"])] == ["skill", "readings"]  # turn-based: no speed of hand
    assert all(m.outcome and m.arms and m.page and m.intro for m in MEASURES if m.instrument)


def test_each_measures_unit_of_work_pickles_for_other_processes_and_keeps_its_task_name():
    for m in MEASURES:
        if m.experiments:
            continue
        again = pickle.loads(pickle.dumps(m.chunk))
        assert again.__name__ == m.chunk.__name__ == f"{m.name}_chunk"
        assert again.outcomes is m.chunk.outcomes


def test_the_big_runs_tool_names_no_game_and_no_measure():
    source = Path(big_runs.__file__).read_text(encoding="utf-8")
    code = re.sub(r'"""[\s\S]*?"""|#[^\n]*', "", source)  # its docstrings and comments may give examples
    for word in [*GAMES, *(m.name for m in MEASURES), *(m.flag for m in MEASURES)]:
        assert not re.search(rf"[\"']{re.escape(word)}[\"'-]", code), word
