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
