"""The laboratory's measures, one file each.

Each file declares ``MEASURE``, a :class:`games.lab.measure.Measure`; :mod:`games.lab.registry` finds
every file here, and the command line's flags, the lab pages' instruments, the big runs and the
figures a game's lab keeps all come from those declarations.  A new measure is one new file.
"""
