"""The laboratory: what Topeka measures with the engines, kept apart from the engines themselves.

``games/core`` is the contract every game plays by; ``games/lab`` is the science done with it: what a
game's laboratory declares (:mod:`games.lab.game_lab`), and, beside it, the measures every game's
lab page runs.  Each game keeps its own lab in ``games/<game>/lab/`` (its experiments, its report,
its measured figures and big runs), which may import the core, this package and its own game;
nothing outside a ``lab/`` folder imports a lab, and ``games/core`` imports nothing from here.

Standard library only, deterministic from a seed, like the engines: the same code runs in CPython
behind ``python -m games simulate`` and in the browser's Pyodide worker behind the lab pages.
"""
