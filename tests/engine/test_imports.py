"""The import rules of the architecture (ARCHITECTURE.md, "Layers"), on the import graph read from the
source with ``ast`` (site_tools.layers, from which that section's arrows are drawn too):

* ``games/core`` imports no game and nothing of the laboratory (``games/lab``): the contract stands alone;
* a game package, outside its ``lab/`` folder, imports only the core and itself (no game reaches into
  another, nor into the facade, the registry's collection in ``games/__init__``, or a laboratory);
* a game's ``lab/`` imports only the core, the laboratory (``games/lab``) and its own game;
* ``games/lab`` imports only the core, itself and the engine's entry (``games``), never a game;
* the facade (``games/api.py``, ``games/request.py``, ``games/table_methods.py``, ``games/open_tables.py``,
  ``games/tryit.py``) and the command line
  (``games/__main__.py``) import no game package: they reach the games through ``games.GAMES``;
* the engine imports nothing from the build (``site_tools``);
* no import circle in ``games/`` or ``site_tools/``, counting the imports inside functions too.
"""
from __future__ import annotations

import ast

import pytest
from site_tools.layers import game_packages, import_graph, module_files, within
from site_tools.paths import ROOT

GRAPH = import_graph()
GAME_PACKAGES = game_packages()


def test_the_import_graph_is_read():
    assert {"games.gavitt", "games.railway", "games.bourse"} <= set(GAME_PACKAGES)
    assert "games.open_tables" in GRAPH["games.api"] and "games.gavitt.lab.play" in GRAPH["games.gavitt.lab.experiments"]
    assert "games.core.registry" in GRAPH["games.core.transcript"]  # an import inside a function counts


def test_games_core_imports_no_game_and_nothing_of_the_lab():
    wrong = {m: sorted(t for t in ts if within(t, "games") and not within(t, "games.core"))
             for m, ts in GRAPH.items() if within(m, "games.core")}
    assert not {m: ts for m, ts in wrong.items() if ts}


def _outside_its_lab(module: str, game: str) -> bool:
    return within(module, game) and not within(module, f"{game}.lab")


@pytest.mark.parametrize("game", GAME_PACKAGES)
def test_a_game_outside_its_lab_imports_only_the_core_and_itself(game):
    """A game plays without its laboratory: its files outside ``lab/`` import neither ``games.lab``
    nor their own ``lab/`` (the game names its lab by a string, imported when first asked for)."""
    wrong = {m: sorted(t for t in ts if within(t, "games") and not (within(t, "games.core") or _outside_its_lab(t, game)))
             for m, ts in GRAPH.items() if _outside_its_lab(m, game)}
    assert not {m: ts for m, ts in wrong.items() if ts}


@pytest.mark.parametrize("game", GAME_PACKAGES)
def test_a_games_lab_imports_only_the_core_the_lab_and_its_own_game(game):
    wrong = {m: sorted(t for t in ts if within(t, "games") and not any(within(t, p) for p in ("games.core", "games.lab", game)))
             for m, ts in GRAPH.items() if within(m, f"{game}.lab")}
    assert not {m: ts for m, ts in wrong.items() if ts}


def test_the_lab_imports_only_the_core_and_the_engines_entry():
    """``games/lab`` is the science done with the contract: it reaches the games through the registry
    (and the engine's entry, ``games``, for ``games.simulate``), never a game package."""
    assert {m for m in GRAPH if within(m, "games.lab")} > {"games.lab"}
    wrong = {m: sorted(t for t in ts if within(t, "games") and t != "games" and not within(t, "games.core")
                       and not within(t, "games.lab"))
             for m, ts in GRAPH.items() if within(m, "games.lab")}
    assert not {m: ts for m, ts in wrong.items() if ts}


@pytest.mark.parametrize("module", ["games.api", "games.request", "games.table_methods", "games.open_tables", "games.tryit", "games.__main__", "games.lab.runs"])
def test_the_facade_and_the_command_line_import_no_game(module):
    assert not sorted(t for t in GRAPH[module] if any(within(t, g) for g in GAME_PACKAGES))


def test_the_engine_imports_nothing_from_the_build():
    wrong = {m: sorted(t for t in ts if within(t, "site_tools")) for m, ts in GRAPH.items() if within(m, "games")}
    assert not {m: ts for m, ts in wrong.items() if ts}


def _top_level_imports(module: str) -> set[str]:
    """What a module imports when it is imported (its body's imports, not those inside functions)."""
    tree = ast.parse(module_files()[module].read_text(encoding="utf-8"))
    return {a.name for n in tree.body if isinstance(n, ast.Import) for a in n.names} | {
        n.module for n in tree.body if isinstance(n, ast.ImportFrom) and n.module}


def test_dask_is_imported_only_inside_the_function_that_runs_on_a_cluster():
    """``python -m games simulate --scheduler ADDRESS`` runs on Dask distributed; its glue
    (games/lab/distributed.py) imports Dask inside its functions only, and the runner imports the glue
    only when a scheduler is given, so that importing the engine imports only the standard library."""
    glue = _top_level_imports("games.lab.distributed")
    assert not {m for m in glue if m.split(".")[0] in ("dask", "distributed")}
    assert "games.lab.distributed" not in _top_level_imports("games.lab.runs")
    assert not {t for t in GRAPH["games.lab.distributed"] if within(t, "games") or within(t, "site_tools")}


def test_importing_every_module_of_the_engine_imports_only_the_standard_library():
    """What the browser's engine snapshot does (it imports every module of ``games`` but the command
    line's entry): nothing outside the standard library and the engine may come with it."""
    import subprocess
    import sys

    modules = sorted(m for m in module_files() if within(m, "games") and m != "games.__main__")
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "print('\\n'.join(sorted({m.split('.')[0] for m in sys.modules})))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    outside = sorted(m for m in out.split() if m not in sys.stdlib_module_names and m != "games"
                     and not m.startswith("_"))
    assert outside == []


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    component.append(m)
                    if m == node:
                        break
                if len(component) > 1:
                    out.append(sorted(component))
    return out


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_circle_in_games_or_site_tools():
    assert _circles(GRAPH) == []
