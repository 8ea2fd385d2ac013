"""The laboratory: what Topeka measures with the engines, kept apart from the engines themselves.

``games/core`` is the contract every game plays by; ``games/lab`` is the science done with it:

``game_lab``      what a game's laboratory declares (``GameLab``), in ``games/<game>/lab/``
``measure``       what a measure declares (``Measure``); ``measures/`` holds them, one file each
``registry``      finds every measure; the command line's flags, the lab pages' instruments, the figures
                  a game's lab keeps and the big runs all come from it
``command_line``  what ``python -m games simulate`` does (bot-only games, ``--lab``, every measure);
                  ``runs`` and ``distributed`` run its units of work in processes or on Dask
``instruments``   the measures the lab pages run in the browser, as a lab; ``protocol`` the facade's
                  ``<game>.lab_plan``/``lab``/``lab_summary``; ``page_words`` what their pages share
``intervals``, ``stats``, ``reports``  the tools the measures and the labs share; ``latency_table`` the
                  shared table, with a distant player, that the latency measure plays

Each game keeps its own lab in ``games/<game>/lab/`` (its experiments, its report, its measured
figures and big runs), which may import the core, this package and its own game; nothing outside a
``lab/`` folder in a game imports a lab, and ``games/core`` imports nothing from here.

Standard library only, deterministic from a seed, like the engines: the same code runs in CPython
behind ``python -m games simulate`` and in the browser's Pyodide worker behind the lab pages (Dask,
for ``--scheduler``, is imported only inside the function that needs it).
"""
