"""The bots' reaction-time model, for real-time games: speeds, patience, mixed tables.

A bot does nothing instantly: each decision comes one *reaction time* after what it reacts to.
A reaction time is drawn from a rounded bell between ``lo`` and ``hi`` virtual milliseconds (the
sum of three uniform integers), with integer arithmetic only, so it is identical in CPython and
Pyodide.  *Patience* is how long a bot leaves an unanswered offer on the table before taking it
back.  A table may mix speeds: ``"mixed"`` cycles the named speeds over the seats, and a
comma-separated list gives one speed per seat.

Use::

    from games.core.reaction import SPEEDS, Reactive, seat_speeds, speed_param

    BOT_PARAMS = {"speed": speed_param(), ...}           # the schema entry, shared wording
    speeds = seat_speeds(params["speed"], players)        # ["fast", "steady", ...], one per seat; BadParams
    class MyBot(Reactive):
        __slots__ = ("seat", ...)
        def __init__(self, seat, speed_name, rng):
            Reactive.__init__(self, SPEEDS[speed_name], rng)   # sets rng, lo, patience
        def wake(self, game, t):
            ... return action, t + self.react()

``SPEEDS`` maps a name to ``(lo, hi, patience)`` in ms; a game may pass its own table to
:func:`seat_speeds` and :class:`Reactive`.
"""
from __future__ import annotations

from .errors import BadParams

#: name -> (lo, hi, patience): reaction time between lo and hi ms; an unanswered offer is taken
#: back after ``patience`` ms
SPEEDS: dict[str, tuple[int, int, int]] = {
    "fast": (250, 700, 2500),
    "steady": (500, 1400, 3500),
    "slow": (1000, 2600, 4500),
}
#: the speeds ``"mixed"`` cycles through, seat by seat
MIXED = ("fast", "steady", "slow")


def speed_labels(speeds: dict = SPEEDS, verb: str = "react in") -> dict:
    """Each speed in a reader's words, from its times: 'Slow: react in 1 to 2.6 s'."""
    out = {name: f"{name.capitalize()}: {verb} {t[0] / 1000:g} to {t[1] / 1000:g} s" for name, t in speeds.items()}
    return out


def speed_param(default: str = "steady") -> dict:
    """The ``speed`` entry of a bot parameter schema."""
    return {"type": "str", "default": default, "values": [*SPEEDS, "mixed"],
            "labels": {**speed_labels(), "mixed": "Mixed: " + ", ".join(MIXED) + ", seat by seat"},
            "description": "Reaction speed of the bots: 'fast', 'steady', 'slow', 'mixed' (seats cycle "
                           "fast, steady, slow) or a comma-separated list, one per seat."}


def seat_speeds(speed: str, players: int, speeds: dict = SPEEDS) -> list[str]:
    """One speed name per seat from a ``speed`` option; raises ``BadParams`` for an unknown name or
    a list of the wrong length."""
    if speed == "mixed":
        names = [MIXED[s % len(MIXED)] for s in range(players)]
    elif "," in speed:
        names = [x.strip() for x in speed.split(",")]
        if len(names) != players:
            raise BadParams(f"speed: give {players} comma-separated speeds, one per seat")
    else:
        names = [speed] * players
    for s in names:
        if s not in speeds:
            raise BadParams(f"speed: unknown speed {s!r} ({', '.join(speeds)}, mixed)")
    return names


_STEPS: dict[int, tuple[int, ...]] = {}


def _steps(span: int) -> tuple[int, ...]:
    """``(x * span) >> 10`` for every 10-bit ``x``: a uniform draw in [0, span), one table per span."""
    steps = _STEPS.get(span)
    if steps is None:
        steps = _STEPS[span] = tuple((x * span) >> 10 for x in range(1024))
    return steps


class Reactive:
    """Base of a bot with reaction times: ``react()`` draws one from the bot's own ``rng``."""

    __slots__ = ("rng", "lo", "span", "steps", "patience")

    def __init__(self, speed: tuple[int, int, int], rng) -> None:
        lo, hi, patience = speed
        self.rng = rng
        self.lo = lo
        self.span = (hi - lo) // 3 + 1
        self.steps = _steps(self.span)
        self.patience = patience

    def waiting(self, game, t: int):
        """What a real-time bot's ``wake`` answers before it may act: ``(None, None)`` once the game
        is over, ``(None, a reaction after the signal)`` before the dealer's signal (``game.signal_t``),
        else None (it may act)."""
        if game.over:
            return None, None
        if t < game.signal_t:
            return None, game.signal_t + self.react()
        return None

    def react(self) -> int:
        """A reaction time: ``lo`` plus three uniform draws in [0, span) taken from the three
        10-bit fields of one 32-bit number (multiply-shift; integer only)."""
        r = self.rng.next_u32()
        steps = self.steps  # steps[x] == (x * span) >> 10
        return self.lo + steps[r & 1023] + steps[(r >> 10) & 1023] + steps[(r >> 20) & 1023]


__all__ = ["MIXED", "SPEEDS", "Reactive", "seat_speeds", "speed_param"]
