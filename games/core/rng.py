"""A small seeded PRNG (PCG32) that gives identical streams on every Python.

Why our own: the engine must be deterministic from a seed on CPython 3.11+ and in Pyodide
(Python 3.14), and must never depend on the internals of the ``random`` module, which are
free to change between versions.  PCG32 (O'Neill, pcg-random.org, ``pcg32_srandom_r`` /
``pcg32_random_r``) uses only 64-bit integer arithmetic, so the same seed gives the same
numbers everywhere.

* ``Rng(seed, stream=0)``: ``seed`` and ``stream`` are any non-negative integers (reduced mod
  2**64).
* ``fork(label)``: a child generator for a named purpose ("deck", "bot/3", ...).  The child's
  seed is derived from the *parent's seed and stream* and the label only, never from how many
  numbers the parent has drawn, so adding a new consumer never perturbs the existing ones.
* ``state()`` / ``Rng.from_state(d)``: the full state as a JSON-able dict.

Floating point: ``random()`` builds a double from 53 random bits by exact integer-to-float
conversion and a power-of-two division, so it is bit-identical everywhere.  No transcendental
functions (log, exp, cos) are used anywhere, because libm results may differ in the last bit
between platforms (for example CPython on glibc versus Pyodide on musl/wasm).
"""
from __future__ import annotations

M64 = (1 << 64) - 1
_MULT = 6364136223846793005


def splitmix64(x: int) -> int:
    """One round of SplitMix64 (Steele, Lea, Flood 2014): a strong 64-bit integer mixer."""
    x = (x + 0x9E3779B97F4A7C15) & M64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & M64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & M64
    return x ^ (x >> 31)


def fnv1a64(text: str) -> int:
    """FNV-1a hash of the UTF-8 bytes of ``text`` (stable, unlike ``hash()``)."""
    h = 0xCBF29CE484222325
    for b in text.encode("utf-8"):
        h = ((h ^ b) * 0x100000001B3) & M64
    return h


class Rng:
    """PCG32 (XSH RR 64/32).  All methods are deterministic functions of the state."""

    __slots__ = ("seed", "stream", "_state", "_inc")

    def __init__(self, seed: int = 0, stream: int = 0) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an integer")
        if not isinstance(stream, int) or isinstance(stream, bool):
            raise TypeError("stream must be an integer")
        self.seed = seed & M64
        self.stream = stream & M64
        # pcg32_srandom_r(initstate=seed, initseq=stream)
        self._inc = ((self.stream << 1) | 1) & M64
        self._state = 0
        self._step()
        self._state = (self._state + self.seed) & M64
        self._step()

    def _step(self) -> None:
        self._state = (self._state * _MULT + self._inc) & M64

    def next_u32(self) -> int:
        old = self._state
        self._state = (old * _MULT + self._inc) & M64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        # rotate right by old >> 59: the low 32 bits of the doubled word (x * 0x100000001 is
        # x << 32 | x for a 32-bit x, one operation fewer) shifted right
        return ((xorshifted * 0x100000001) >> (old >> 59)) & 0xFFFFFFFF

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), 1 <= n <= 2**32, without modulo bias."""
        if n <= 0 or n > 0x100000000:
            raise ValueError("randbelow needs 1 <= n <= 2**32")
        threshold = (0x100000000 - n) % n
        while True:
            r = self.next_u32()
            if r >= threshold:
                return r % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in [lo, hi] (both included)."""
        return lo + self.randbelow(hi - lo + 1)

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits (bit-identical on every platform)."""
        a = self.next_u32() >> 5
        b = self.next_u32() >> 6
        return (a * 67108864 + b) / 9007199254740992.0

    def chance(self, p: float) -> bool:
        """True with probability ``p`` (p <= 0 never draws and is always False)."""
        if p <= 0:
            return False
        return self.random() < p

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place (Durstenfeld), drawing from the end as ``random.shuffle`` does."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, label: str) -> "Rng":
        """A child stream for ``label``, independent of how far this stream has advanced."""
        h = fnv1a64(label)
        child_seed = splitmix64(self.seed ^ splitmix64(h ^ self.stream))
        child_stream = splitmix64(h + self.stream)
        return Rng(child_seed, child_stream)

    def state(self) -> dict:
        return {"seed": self.seed, "stream": self.stream, "state": self._state, "inc": self._inc}

    @classmethod
    def from_state(cls, d: dict) -> "Rng":
        r = cls(d["seed"], d["stream"])
        r._state = d["state"] & M64
        r._inc = d["inc"] & M64
        return r

    def __repr__(self) -> str:
        return f"Rng(seed={self.seed}, stream={self.stream}, state={self._state:#x})"


class DealWithheld(Exception):
    """A shuffle that :class:`Deals` does not hold: the record ends before this deal."""


class Deals:
    """A deck's shuffles given one by one instead of drawn from a seed.

    A shared table's players are sent the game's record at the end of every round, so that a host
    who disappears does not take the game with them; but the seed would let anyone compute the
    deals still to come (every later shuffle is drawn from it). That record therefore holds the
    *shuffles* of the rounds already played, each as the order it put the cards in, and no seed:
    a game built on ``Deals(perms)`` deals exactly as the seeded game did, and the next shuffle,
    which the record does not hold, raises :class:`DealWithheld` (the game then ends there:
    :meth:`games.core.game.Game.execute`).

    ``Deals.recording(seed)`` shuffles as ``Rng(seed).fork("deck")`` does and keeps each order in
    ``perms``; ``used`` counts the shuffles made.  A shuffle of a list applies to it the order
    that the same draws give a list of its indices, so both kinds deal the same cards.
    """

    __slots__ = ("perms", "used", "source")

    def __init__(self, perms=(), source: Rng | None = None) -> None:
        self.perms = [list(p) for p in perms]
        self.used = 0
        self.source = source

    @classmethod
    def recording(cls, seed: int) -> "Deals":
        return cls((), Rng(seed).fork("deck"))

    def fork(self, _label: str) -> "Deals":
        """The deck's generator is the deals themselves (games fork ``"deck"`` from their seed)."""
        return self

    def shuffle(self, items: list) -> None:
        if self.source is not None:
            order = list(range(len(items)))
            self.source.shuffle(order)
            self.perms.append(order)
        else:
            if self.used >= len(self.perms):
                raise DealWithheld()
            order = self.perms[self.used]
            if len(order) != len(items) or sorted(order) != list(range(len(items))):
                from .errors import BadRecord

                raise BadRecord(f"deal {self.used + 1} of the record is not an order of the {len(items)} cards")
        self.used += 1
        items[:] = [items[i] for i in order]

    def state(self) -> dict:
        return {"deals": len(self.perms), "used": self.used}


def deck_rng(seed):
    """The generator of a game's deck: ``Rng(seed).fork("deck")`` for an integer seed, or the given
    :class:`Deals` (a record that holds its shuffles instead of its seed)."""
    return seed if isinstance(seed, Deals) else Rng(seed).fork("deck")


def check_seed(seed, error: type[Exception] = TypeError) -> None:
    """A game's seed is an integer, or :class:`Deals`; otherwise ``error``."""
    if not isinstance(seed, Deals) and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise error("seed must be an integer")


def record_seed(seed) -> int | None:
    """The seed a record or a view may show: an integer seed, or None for :class:`Deals`."""
    return None if isinstance(seed, Deals) else seed
