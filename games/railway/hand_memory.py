"""What a railway bot knows of the others' hands from what it has seen happen at the table.

The memory of the :class:`games.railway.bots.Watchful` strategy and the stronger ones: a card an
opponent picked up from the exposed pile, was given for a Pass, won in a claim window or got back in
a substitution is known to be in his hand until he discards or lays it; a card he was asked for in
vain is known not to be, until an unseen card comes into his hand.
"""
from __future__ import annotations

from .cards import PASS


class HandMemory:
    """Per opponent, the cards known to be in his hand and the keys known not to be."""

    __slots__ = ("known", "not_held")

    def __init__(self, players: int) -> None:
        #: opponent -> {key: count} of cards known to be in his hand; keys he is known not to hold
        self.known = [dict() for _ in range(players)]
        self.not_held = [set() for _ in range(players)]

    def _add(self, o, key, k=1):
        d = self.known[o]
        d[key] = d.get(key, 0) + k
        if d[key] <= 0:
            del d[key]
        if k > 0:
            self.not_held[o].discard(key)

    def learn(self, events) -> None:
        """Take in what ``events`` show of the hands."""
        for e in events:
            k = e["type"]
            if k == "draw":
                if e["from"] == "exposed":
                    self._add(e["seat"], e["card"])
                else:
                    self.not_held[e["seat"]].clear()  # an unseen card came in
            elif k == "discard":
                if e["card"] in self.known[e["seat"]]:
                    self._add(e["seat"], e["card"], -1)
            elif k == "demand":
                if e["held"]:  # his card for the demander's Pass
                    if e["card"] in self.known[e["from"]]:
                        self._add(e["from"], e["card"], -1)
                    self._add(e["from"], PASS)
                    self._add(e["seat"], e["card"])
                    if PASS in self.known[e["seat"]]:
                        self._add(e["seat"], PASS, -1)
                else:
                    self.not_held[e["from"]].add(e["card"])
            elif k == "window_closed" and e["winner"] is not None:
                self._add(e["winner"], e["card"])
                if PASS in self.known[e["winner"]]:
                    self._add(e["winner"], PASS, -1)
            elif k == "lay":
                for key in e["cards"]:
                    if key in self.known[e["seat"]]:
                        self._add(e["seat"], key, -1)
            elif k == "substitute":
                s = e["seat"]
                if e["card"] in self.known[s]:
                    self._add(s, e["card"], -1)
                if e["goes"] == "hand":
                    self._add(s, e["pool"])
