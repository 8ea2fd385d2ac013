"""The shared core of every game engine: errors, PRNG, the Game contract, scheduling, params.

Standard library only; no I/O, no clock, no global ``random``.
"""
from . import fairness
from .clauses import ClauseStatus, cite, implemented, interpreted, not_modelled
from .errors import BadAction, BadParams, BadRecord, IllegalAction
from .game import Game, events_for
from .rng import Rng
from .scheduler import Scheduler, Table
from .transcript import bot_transcript, render_events, transcript

__all__ = ["BadAction", "BadParams", "BadRecord", "ClauseStatus", "Game", "IllegalAction", "Rng", "Scheduler",
           "Table", "bot_transcript", "cite", "events_for", "fairness", "implemented", "interpreted", "not_modelled", "render_events",
           "transcript"]
