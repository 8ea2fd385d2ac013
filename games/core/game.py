"""The engine contract shared by every game.

A :class:`Game` is a deterministic state machine:

* built from ``(params, seed)``: all chance lives in a seeded :class:`~games.core.rng.Rng`
  inside the state, so the seed in a record is enough to reproduce it;
* driven by *actions*: plain JSON dicts carrying at least ``type``, ``seat`` and ``t``;
  ``t`` is an integer number of virtual milliseconds on a game-global clock that starts at 0
  when the game is created and never goes backwards (each game says what its clock means);
* ``apply(action)`` first validates completely (``validate``), raising
  :class:`~games.core.errors.IllegalAction` without touching anything, then mutates
  (``execute``) and returns a list of *events*;
* events are JSON dicts with ``type`` and ``t``; an event with ``"to": seat`` is private to
  that seat, one without ``to`` (or ``to`` = ``None``) is public;
* ``to_record()`` = ``{"game", "params", "seed", "actions", "version"}``, plus ``"position"``
  when the game started from a stated position; :func:`games.replay` rebuilds the identical
  state from it.

Moves are one table per game (as boardgame.io's moves map): ``MOVES = {action type: (check,
apply)}``.  ``check(self, seat, t, action)`` returns the normalised action or raises, and never
changes the state; ``apply(self, action, t, events)`` changes the state and appends the events.
What every move of a game checks first (the dealer's signal, whose turn it is) is its
``check_any``, and what happens before any move (fines whose time has come, a claim window
closing) its ``before_move``.  Subclasses set ``MOVES`` and implement ``legal_actions``, ``view``,
``public_view``, ``omniscient_view``, ``transcript_line`` (and ``describe``, the reader's wording
in plain words: no card key, seat id, list literal, engine identifier or clause id;
``clauses_of`` gives an event's clauses beside it) and set ``game_id``, ``version`` and
``over_clause``.  A seat's view as the facade sends it, :meth:`Game.seat_view`, carries the
seat's legal actions (``"legal"``) and, in a game that words its moves (``WORDS_ACTIONS``), each
one's name for that seat (``"legal_words"``, :meth:`Game.action_words`: OpenSpiel's
``action_to_string``), which a page shows on the move's button.  The
accessors ``players``, ``is_over`` and ``rounds_scored`` read ``self.n``, ``self.over`` and
``self.sheet`` (a game keeping its state otherwise overrides them).  A game that can start from
a stated position accepts it as the third argument of its constructor (``Game(params, seed,
position)``), validates it completely (every card accounted for) and raises ``BadParams`` when
it is not consistent.
"""
from __future__ import annotations

from .errors import BadAction, IllegalAction
from .rng import Deals, DealWithheld
from .transcript import fields_line


class Game:
    game_id = ""
    version = 1
    #: the clause cited when an action comes after the end of the game
    over_clause: str | None = None
    #: action type -> (check, apply): see the module docstring
    MOVES: dict = {}
    #: the game's wording module (``games/<g>/wording.py``): its ``transcript_line(event)``,
    #: ``describe(event, seat)``, ``yours(event, seat)`` and ``clauses_of(event)``, where it has them,
    #: are the game's, so a game whose words need nothing of the game object wires none of them
    wording = None

    def __init__(self, params: dict, seed: int, position: dict | None = None) -> None:
        self.params = params
        self.seed = seed
        #: the stated position the game started from (a JSON-able dict), or None for a fresh deal
        self.position = position
        self.actions: list[dict] = []
        self.now = 0
        #: events produced while the game was created (the first deal)
        self.opening_events: list[dict] = []

    # -- the contract ---------------------------------------------------------------------
    def apply(self, action: dict) -> list[dict]:
        """Validate ``action`` fully, then apply it; returns the events it caused."""
        if type(action) is dict and not self.over:  # fast path: validate, minus one call per action
            kind, seat, t = action.get("type"), action.get("seat"), action.get("t")
            if type(seat) is int and type(t) is int and 0 <= seat < self.n and type(kind) is str and t >= self.now:
                act = self.check_rules(kind, seat, t, action)
            else:
                act = self.validate(action)  # says what is wrong
        else:
            act = self.validate(action)
        events = self.execute(act)
        self.actions.append(act)
        return events

    def validate(self, action: dict) -> dict:
        """Return a normalised copy of ``action`` or raise ``BadAction`` / ``IllegalAction``.  Must
        not mutate.  The checks every game shares come first: the fields every action has
        (``basic_fields``, ``self.n`` seats), the game not over (``over_clause``), time not going
        backwards; then the game's own, ``check_rules``."""
        kind, seat, t = self.basic_fields(action, self.n)
        if self.over:
            raise IllegalAction("the game is over", self.over_clause)
        if t < self.now:
            raise IllegalAction(f"time cannot go backwards: this action is at {t} ms, "
                                f"the game is already at {self.now} ms", None)
        return self.check_rules(kind, seat, t, action)

    def check_rules(self, kind: str, seat: int, t: int, action: dict) -> dict:
        """The game's own checks of an action whose fields and time ``validate`` has checked, while
        the game is on: ``check_any``, then the move's own check from ``MOVES``; returns the
        normalised action or raises.  Must not mutate."""
        move = self.MOVES.get(kind)
        if move is None:
            raise BadAction(f"unknown action type {kind!r} ({', '.join(self.MOVES)})")
        self.check_any(kind, seat, t, action)
        return move[0](self, seat, t, action)

    def check_any(self, kind: str, seat: int, t: int, action: dict) -> None:
        """What every move of the game checks before its own check (raises); by default nothing."""

    def before_move(self, t: int) -> list[dict]:
        """What happens at ``t`` before the move made then (the game's clock reaching ``t``);
        returns its events.  By default nothing."""
        return []

    def execute(self, act: dict) -> list[dict]:
        """Apply a checked action: ``before_move``, the clock to its time, then the move's apply.
        A game dealt from a record's shuffles (:class:`~games.core.rng.Deals`) ends at the first
        deal the record does not hold: the move's events so far stand, then ``record_ends``."""
        t = act["t"]
        events = self.before_move(t)
        self.now = t
        try:
            self.MOVES[act["type"]][1](self, act, t, events)
        except DealWithheld:
            self.over = True
            self.record_ended = True
            events.append({"type": "record_ends", "t": t, "rounds": self.rounds_scored})
        return events

    def legal_actions(self, seat: int) -> list[dict]:  # pragma: no cover - abstract
        raise NotImplementedError

    def view(self, seat: int) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    #: whether the game names each legal action for its seat (:meth:`action_words`): a turn-based
    #: table whose moves are buttons; a real-time table's moves are made from a selection instead
    WORDS_ACTIONS = False

    def action_words(self, action: dict, seat: int) -> str:  # pragma: no cover - abstract
        """``action`` (one of ``seat``'s legal actions now) as the button that makes it says it, in
        the reader's words ('Take the top of the pack'); for a game with ``WORDS_ACTIONS``."""
        raise NotImplementedError

    def seat_view(self, seat: int) -> dict:
        """``seat``'s view with its legal actions now (``"legal"``, without ``t``): what the facade
        sends a seat, as PettingZoo's observations carry their action mask, so a page needs no
        second question; with ``WORDS_ACTIONS``, also each action's words (``"legal_words"``, in
        the same order), so the page names no move itself."""
        legal = self.legal_actions(seat)
        out = {**self.view(seat), "legal": legal}
        if self.WORDS_ACTIONS:
            out["legal_words"] = [self.action_words(a, seat) for a in legal]
        return out

    def omniscient_view(self) -> dict:  # pragma: no cover - abstract
        raise NotImplementedError

    def public_view(self) -> dict:  # pragma: no cover - abstract
        """What a spectator sees: no hidden card."""
        raise NotImplementedError

    def may_act(self, seat: int) -> bool:
        """Whether ``seat`` may act now (a real-time game: while the game is on; a turn-based game
        says whose turn it is, and who may call out of turn)."""
        return not self.is_over

    def deadline(self) -> int | None:
        """The virtual time at which the state changes by itself (a claim window closing), or None.
        A game with deadlines also lets time pass in ``expire``; its ``apply`` of an action at or
        after the deadline sees the state as ``expire`` leaves it, so a replay needs no extra step."""
        return None

    def expire(self, t: int) -> list[dict]:
        """Let virtual time reach ``t``: apply what is due by then; returns the events.  The
        ``Table`` calls it at each ``deadline``."""
        return []

    @property
    def rounds_scored(self) -> int:
        """How many rounds (hands) have been scored; ``Table.run(max_rounds=...)`` stops on it.
        By default the length of the score sheet ``self.sheet``."""
        return len(self.sheet)

    def transcript_line(self, event: dict) -> str:
        """One event as a line of the readable transcript (the golden playthroughs).  Games word
        their own events (in ``wording``); this fallback lists the fields."""
        said = getattr(self.wording, "transcript_line", None)
        return said(event) if said else fields_line(event)

    def describe(self, event: dict, seat=None) -> str:
        """One event as a sentence for a reader at ``seat`` (None: a spectator), for the page's log
        and screen-reader announcements.  Games word their own (in ``wording``); this fallback is
        the transcript's."""
        said = getattr(self.wording, "describe", None)
        return said(event, seat) if said else self.transcript_line(event)

    def yours(self, event: dict, seat) -> str | None:
        """What a scoring event (a round or hand scored, the game's end) meant for the reader at
        ``seat`` alone, in one sentence said before the rest: their score, its reason, their total.
        None for any other event, or with no reader. Games with scores word their own (in ``wording``)."""
        said = getattr(self.wording, "yours", None)
        return said(event, seat) if said else None

    def clauses_of(self, event: dict) -> list[str]:
        """The clauses behind ``event``, for the page to link beside its words (which name no clause).
        By default the event's own ``clauses`` or ``clause``; a game may add its own table (``wording``'s)."""
        said = getattr(self.wording, "clauses_of", None)
        if said:
            return said(event)
        c = event.get("clauses", event.get("clause"))
        return [c] if isinstance(c, str) else [x for x in (c or []) if isinstance(x, str)]

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (by default ``self.over``)."""
        return self.over

    @property
    def players(self) -> int:
        """How many players sit at the table (by default ``self.n``)."""
        return self.n

    def to_record(self) -> dict:
        record = {
            "game": self.game_id,
            "params": dict(self.params),
            "seed": self.seed,
            "actions": [dict(a) for a in self.actions],
            "version": self.version,
        }
        if isinstance(self.seed, Deals):  # the shuffles instead of the seed (a record kept before the end)
            del record["seed"]
            record["deals"] = [list(p) for p in self.seed.perms]
        if self.position is not None:
            record["position"] = self.position
        return record

    # -- helpers for subclasses -----------------------------------------------------------
    def check_seat(self, seat) -> int:
        """``seat`` when it is a seat at this table (for ``view``); otherwise ``BadAction``."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.n:
            raise BadAction(f"no seat {seat!r} at this table")
        return seat

    @staticmethod
    def basic_fields(action, players: int) -> tuple[str, int, int]:
        """Check the fields every action has; return ``(type, seat, t)`` or raise BadAction."""
        if not isinstance(action, dict):
            raise BadAction("an action must be an object")
        kind = action.get("type")
        if not isinstance(kind, str):
            raise BadAction("an action needs a string 'type'")
        seat = action.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise BadAction("an action needs an integer 'seat'")
        if not 0 <= seat < players:
            raise BadAction(f"seat {seat} is not at this table (0..{players - 1})")
        t = action.get("t")
        if isinstance(t, bool) or not isinstance(t, int):
            raise BadAction("an action needs an integer time 't' in milliseconds")
        return kind, seat, t


def events_for(events: list[dict], seat) -> list[dict]:
    """The events ``seat`` may see (public ones and its own private ones).

    ``seat`` may be ``None`` for a spectator (public events only) or ``"all"`` (everything).
    """
    if seat == "all":
        return list(events)
    return [e for e in events if e.get("to") is None or e.get("to") == seat]
